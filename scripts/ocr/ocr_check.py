#!/usr/bin/python3
"""Reads back, with Tesseract, every text a viewer can read in the bundled templates.

For each template, `segue-video proof` writes the frames a viewer reads (each screen at rest;
the middle of each captioned flow step) and the list of texts readable in each, with the box
of its glyphs in pixels. This script crops each box, makes it dark-on-light, enlarges small
text, and has Tesseract read it; the reading must match the template's own text:

- compared after normalising: Unicode NFKC, lower case, only letters and digits kept (case,
  spaces and punctuation are not compared), and OCR's usual confusions folded on both sides
  (0/o, 1/l/i/|, 5/s, rn/m);
- tolerance: one differing character in ten (edit distance <= len // 10), none below ten.
  So "Ho…" for "Home" or "" for a caption fails, and so does text under another view.

At rest every readable label is checked; at a caption's middle, the caption (and a caption
moment with no readable caption fails: an empty pill). A text of one letter or digit (a tab
badge's "1", a section's index letter "A") is cropped to its cap box, so a badge's round edge
stays out (it read as 'O'), read as one character (--psm 10) and compared exactly (Tesseract's
'Cc' for a C drawn alike in both cases counts). Texts a model cannot read are counted, left
out and listed with the reason: other scripts than the locale's (CJK in an English flow...),
no letter or digit, under 16 pixels tall. REQUIRED below names texts that must be read. Texts
`proof` itself does not hand over at rest (faint, turned, off the picture, clipped, tiny,
covered: proof.json's leftOut) are summed per template by reason.

A template written TEMPLATE@LOCALE (Templates/localized/walk-localized.yaml@de) is proofed with
`--locale LOCALE` and read with that language's Tesseract model (LANGUAGES: deu, jpn, ara from
Debian's tesseract-ocr-deu, -jpn, -ara, which scripts/setup.sh installs); its own script is
then readable (kana and kanji for ja, Arabic letters for ar), and Japanese, written without
spaces, is compared with the spaces Tesseract puts between characters removed (normalise does).
A text with no letter of the locale's own script (a time such as 7:30) is read with the English
model, which reads Latin digits where jpn and ara misread them ('/:30', '2521' for 9:41).
Arabic lines are read twice, with --psm 13 (a raw line: Debian's ara model returns nothing
for most single lines with --psm 7) and with --psm 7 (which reads 'لونا' whole where --psm 13
drops its alif), and pass when either reading matches. An Arabic paragraph of several lines,
which that model reads out of order or only its first line when given whole, is cropped line
by line, each read with --psm 7, and the lines joined in order (the localized flow's 2-line
label reads back). The one short word it misreads by a letter either way, more than the
tolerance allows, is left out (ARA_MISREADS; measured the same with main's renderer and with
the descenders no longer cut, so the model's, not the rendering's). Other short words are
read (ماكس). Times and counts in Arabic-Indic digits (٧:٣٠, as ar shows numbers) are left out:
eng reads '٧:٣٠' as 'V:P:' and ara as '0:' (Tesseract's Arabic model has no Arabic-Indic
digits). A raw line's reading loses the bidi marks and the stray one-character marks
(| - . ٠) it puts at the ends of the line.

Usage: ocr_check.py BIN OUTDIR TEMPLATE[@LOCALE]...   (exit 0 when every text reads back; 1 otherwise)
"""
import json
import os
import re
import subprocess
import sys
import unicodedata

from PIL import Image, ImageOps

# Texts the acceptance names: each must be among those read correctly.
REQUIRED = {
    "appstore-preview": ["All your pets in one place", "Book a walk in seconds", "Every walk, tracked", "1"],
    "push": ["Home", "On"],
    # Read since review6: one-character texts (a tab badge's count, index letters), a contact's
    # initials and the action buttons' words, and (below) an Arabic paragraph and a short Arabic word.
    "custom-explode": ["A", "B", "C", "D"],
    "image-zoom": ["2"],
    "pets-scale": ["2"],
    "tutorial-share-pet": ["2"],
    "interactive-pop": ["A", "B", "C", "AS", "message", "call", "video", "mail"],
    # Issue 46: each caption of the localized flow reads back in its language.
    "walk-localized.en": ["Tap a pet to open its profile", "Turn on evening walks", "Swipe from the edge to go back"],
    "walk-localized.de": ["Tippe auf ein Tier zum Öffnen", "Abendrunden einschalten", "Vom Rand wischen, um zurückzugehen"],
    "walk-localized.ja": ["ペットをタップして開く", "夜の散歩をオンにする", "端からスワイプして戻る"],
    # ... and, since review6, the 2-line description and the short name لونا.
    "walk-localized.ar": ["اضغط على حيوان لفتح ملفه", "فعّل نزهات المساء", "اسحب من الحافة للرجوع",
                          "يحب المشي الطويل وكرات التنس والقيلولة في الشمس.", "لونا"],
}
TARGET_PIXELS = 56.0  # Tesseract reads best with capitals of about 30-40 px
# Tesseract's model for each locale a template is proofed in (`-l`), and the scripts it reads.
LANGUAGES = {"en": "eng", "de": "deu", "ja": "jpn", "ar": "ara"}
# Arabic words Debian's ara model misreads however they are drawn (what it reads instead).
ARA_MISREADS = {"بيغل": "يفل"}
SCRIPTS = {
    "ja": lambda ch: ord(ch) < 0x250 or 0x3040 <= ord(ch) <= 0x30FF or 0x4E00 <= ord(ch) <= 0x9FFF,
    "ar": lambda ch: ord(ch) < 0x250 or 0x0600 <= ord(ch) <= 0x06FF,
}


def normalise(s):
    s = unicodedata.normalize("NFKC", s).lower()
    s = s.replace("rn", "m")
    s = s.translate(str.maketrans({"0": "o", "1": "l", "i": "l", "|": "l", "!": "l", "5": "s"}))
    return "".join(ch for ch in s if ch.isalnum())


def distance(a, b):
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def matches(expected, read):
    e, r = normalise(expected), normalise(read)
    if single(expected):
        # Tesseract gives a letter drawn alike in both cases twice, one of each ('Cc' for C).
        return r != "" and set(r) == {e}
    return distance(e, r) <= len(e) // 10


def single(text):
    """One letter or digit and nothing else to read (a badge's "1", an index letter): read
    as one character (--psm 10) and compared exactly."""
    return len(text.strip()) == 1 and text.strip().isalnum()


def readable_script(text, locale="en"):
    """Latin letters, digits and punctuation (Tesseract's 'eng' and 'deu' models), and the
    locale's own script for ja and ar."""
    letters = [ch for ch in text if ch.isalnum()]
    if not letters:
        return False
    return all(SCRIPTS.get(locale, lambda ch: ord(ch) < 0x250)(ch) for ch in letters)


def crop(picture, item):
    x, y, w, h = item["rect"]
    if single(item["text"]):
        # One character (a badge's count, a section index letter): its cap box only, so a
        # badge's round edge and the backdrop around it stay out (they read as 'O' and '=').
        # The line box's middle is the cap box's middle for Inter (ascender 0.969 em, cap
        # height 0.727 em, line 1.21 em: both 0.605 em below the top).
        px, half = max(3, int(item["fontPixels"] * 0.12)), int(item["fontPixels"] * 0.45)
        box = (max(0, x - px), max(0, y + h // 2 - half), min(picture.width, x + w + px), min(picture.height, y + h // 2 + half))
    else:
        # The box already holds the lines' leading above and below: pad sideways, barely up and
        # down (a neighbouring line's ascenders would read as stray marks).
        px, py = max(6, int(item["fontPixels"] * 0.35)), max(2, int(item["fontPixels"] * 0.08))
        box = (max(0, x - px), max(0, y - py), min(picture.width, x + w + px), min(picture.height, y + h + py))
    part = ImageOps.grayscale(picture.crop(box))
    # Dark on light for Tesseract: invert when the text's color is lighter than its backdrop
    # (what the padding shows: the crop's edge pixels).
    edge = [part.getpixel((x, y)) for x in range(part.width) for y in (0, part.height - 1)]
    edge += [part.getpixel((x, y)) for y in range(part.height) for x in (0, part.width - 1)]
    if item["luma"] > sum(edge) / len(edge):
        part = ImageOps.invert(part)
    part = ImageOps.autocontrast(part, cutoff=1)
    factor = max(1.0, min(4.0, TARGET_PIXELS / item["fontPixels"]))
    if factor > 1.01:
        part = part.resize((int(part.width * factor), int(part.height * factor)), Image.LANCZOS)
    return ImageOps.expand(part, border=24, fill=255)


def tesseract(paths, psm, workdir, tag, language="eng"):
    """Reads each picture in `paths` in one Tesseract run (a list file); one string each."""
    if not paths:
        return []
    listing = os.path.join(workdir, f"{tag}.txt")
    with open(listing, "w") as f:
        f.write("\n".join(paths) + "\n")
    out = os.path.join(workdir, f"{tag}-read")
    subprocess.run(["tesseract", listing, out, "--psm", str(psm), "-l", language], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    with open(out + ".txt", encoding="utf-8") as f:
        pages = f.read().split("\f")
    pages = [p.strip() for p in pages]
    if pages and pages[-1] == "":
        pages = pages[:-1]
    if len(pages) != len(paths):
        raise SystemExit(f"ocr-check: Tesseract returned {len(pages)} pages for {len(paths)} pictures")
    return [" ".join(p.split()) for p in pages]


def own_script(text, locale):
    """True when `text` has a letter of the locale's own (non-Latin) script."""
    test = SCRIPTS.get(locale)
    return test is not None and any(ch.isalpha() and ord(ch) >= 0x250 and test(ch) for ch in text)


def left_out_reason(item, locale, native, lines):
    """Why Tesseract cannot be asked to read `item` (None when it can): what the check counts
    as left out, and lists."""
    if not any(ch.isalnum() for ch in item["text"]):
        return "no letter or digit"
    if not readable_script(item["text"], locale):
        return "another script than the model's"
    if item["fontPixels"] < 16:
        return f"{item['fontPixels']} px font, under 16 px"
    if native and locale == "ar" and item["text"] in ARA_MISREADS:
        return f"a word the ara model misreads (as {ARA_MISREADS[item['text']]!r})"
    if locale == "ar" and not native and any(0x0660 <= ord(ch) <= 0x0669 for ch in item["text"]):
        return "Arabic-Indic digits (no Tesseract model reads them)"
    return None


def check(binary, outdir, spec):
    template, _, locale = spec.partition("@")
    name = os.path.splitext(os.path.basename(template))[0] + (f".{locale}" if locale else "")
    folder = os.path.join(outdir, name)
    subprocess.run([binary, "proof", template, "-o", folder] + (["--locale", locale] if locale else []),
                   check=True, stdout=subprocess.DEVNULL, timeout=600)
    locale = locale or "en"
    with open(os.path.join(folder, "proof.json"), encoding="utf-8") as f:
        sheet = json.load(f)
    jobs, crops_made, failures, left_out = [], [], [], []
    crops = os.path.join(folder, "crops")
    os.makedirs(crops, exist_ok=True)
    unread = {}
    for moment in sheet["moments"]:
        for item in moment.get("leftOut", []) if moment["kind"] == "rest" else []:
            unread[item["reason"]] = unread.get(item["reason"], 0) + 1
        picture = Image.open(os.path.join(folder, moment["image"])).convert("RGB")
        wanted = [t for t in moment["texts"] if moment["kind"] == "rest" or t["role"] == "caption"]
        if moment["kind"] == "caption" and not any(t["role"] == "caption" for t in wanted):
            failures.append(f"{name}: {moment['image']} (t={moment['time']} s): no readable caption (an empty or hidden caption)")
        for item in wanted:
            lines = max(1, round(item["rect"][3] / (item["fontPixels"] * 1.15)))
            native = own_script(item["text"], locale)
            why = left_out_reason(item, locale, native, lines)
            if why:
                left_out.append(f"{name}: {moment['image']}: {item['text']!r}: {why}")
                continue
            language = LANGUAGES.get(locale, "eng") if native or locale not in SCRIPTS else "eng"
            if native and locale == "ar" and lines > 1:
                # An Arabic paragraph: each line cropped and read alone (--psm 7 reads a whole
                # line of it where --psm 13 adds the line above's descenders as digits), then
                # joined in order. A line's crop starts 0.3 em below its box's top, under the
                # deep descenders of the line above (ي, ر).
                x, y, w, h = item["rect"]
                parts = []
                for i in range(lines):
                    top = y + h * i // lines + (int(item["fontPixels"] * 0.3) if i else 0)
                    parts.append(dict(item, rect=[x, top, w, y + h * (i + 1) // lines - top]))
                readings = [7]
            else:
                parts = [item]
                # An Arabic line is read both ways and passes if either reading matches:
                # --psm 13 reads most (--psm 7 returns nothing for them), --psm 7 reads some
                # --psm 13 cuts ('لونا' as 'لون').
                readings = [13, 7] if native and locale == "ar" else [10 if single(item["text"]) else 7 if lines == 1 else 6]
            paths = []
            for part in parts:
                path = os.path.join(crops, f"{len(crops_made):03d}.png")
                crop(picture, part).save(path)
                crops_made.append((path, readings, language))
                paths.append(path)
            jobs.append((moment, item, paths, readings))
    reads = {}
    for psm, language in sorted({(psm, c[2]) for c in crops_made for psm in c[1]}):
        chosen = [c[0] for c in crops_made if psm in c[1] and c[2] == language]
        for path, text in zip(chosen, tesseract(chosen, psm, folder, f"psm{psm}-{language}", language)):
            reads[(path, psm)] = text
    good = set()
    for moment, item, paths, readings in jobs:
        read = []
        for psm in readings:
            text = " ".join(reads[(path, psm)] for path in paths)
            if psm == 13:
                text = " ".join(t for t in text.replace("\u200f", "").replace("\u200e", "").split() if len(t) > 1 or t.isalpha())
            read.append(text)
        if any(matches(item["text"], text) for text in read):
            good.add(item["text"])
        else:
            failures.append(f"{name}: {moment['image']} (t={moment['time']} s): {item['role']} {item['text']!r} "
                            f"at {item['rect']} reads {' / '.join(map(repr, read))} ({', '.join(paths)})")
    for text in REQUIRED.get(name, []):
        if text not in good:
            failures.append(f"{name}: {text!r} was not read back")
    if unread:
        # What `proof` itself did not hand over at rest (proof.json's leftOut lists each text).
        print(f"ocr-check: {name}: not readable at rest, by proof: " + ", ".join(f"{k} {v}" for k, v in sorted(unread.items())))
    return len(jobs), left_out, failures


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    binary, outdir, templates = sys.argv[1], sys.argv[2], sys.argv[3:]
    total, skipped, failures = 0, [], []
    for template in templates:
        read, left_out, failed = check(binary, outdir, template)
        total += read
        skipped += left_out
        failures += failed
        print(f"ocr-check: {os.path.basename(template)}: {read} texts read, {len(failed)} wrong, {len(left_out)} left out", flush=True)
    for line in skipped:
        print("ocr-check: left out " + line)
    for line in failures:
        print("ocr-check: FAIL " + line, file=sys.stderr)
    print(f"ocr-check: {len(templates)} templates, {total} texts read, {len(failures)} wrong, {len(skipped)} left out "
          "(listed above with the reason)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
