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
moment with no readable caption fails: an empty pill). Texts Tesseract's English model cannot
read are counted and left out: other scripts (CJK, Arabic, Hebrew...), fewer than two letters
or digits, or under 16 pixels tall. REQUIRED below names texts that must be read.

A template written TEMPLATE@LOCALE (Templates/localized/walk-localized.yaml@de) is proofed with
`--locale LOCALE` and read with that language's Tesseract model (LANGUAGES: deu, jpn, ara from
Debian's tesseract-ocr-deu, -jpn, -ara, which scripts/setup.sh installs); its own script is
then readable (kana and kanji for ja, Arabic letters for ar), and Japanese, written without
spaces, is compared with the spaces Tesseract puts between characters removed (normalise does).
A text with no letter of the locale's own script (a time such as 7:30) is read with the English
model, which reads Latin digits where jpn and ara misread them ('/:30', '2521' for 9:41).
Arabic lines are read with --psm 13 (a raw line): Debian's ara model returns nothing for most
single lines with --psm 7; Arabic paragraphs of several lines are left out (counted), as
that model reads their lines out of order or only the first (measured on the localized
flow's 2-line label), and so are the two short words it misreads by a letter, more than the
tolerance allows (ARA_MISREADS; measured the same with main's renderer and with the
descenders no longer cut, so the model's, not the rendering's). Other short words are read
(ماكس). Times and counts in Arabic-Indic digits (٧:٣٠, as ar shows numbers) are left out:
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
    "appstore-preview": ["All your pets in one place", "Book a walk in seconds", "Every walk, tracked"],
    "push": ["Home", "On"],
    # Issue 46: each caption of the localized flow reads back in its language.
    "walk-localized.en": ["Tap a pet to open its profile", "Turn on evening walks", "Swipe from the edge to go back"],
    "walk-localized.de": ["Tippe auf ein Tier zum Öffnen", "Abendrunden einschalten", "Vom Rand wischen, um zurückzugehen"],
    "walk-localized.ja": ["ペットをタップして開く", "夜の散歩をオンにする", "端からスワイプして戻る"],
    "walk-localized.ar": ["اضغط على حيوان لفتح ملفه", "فعّل نزهات المساء", "اسحب من الحافة للرجوع"],
}
TARGET_PIXELS = 56.0  # Tesseract reads best with capitals of about 30-40 px
# Tesseract's model for each locale a template is proofed in (`-l`), and the scripts it reads.
LANGUAGES = {"en": "eng", "de": "deu", "ja": "jpn", "ar": "ara"}
# Arabic words Debian's ara model misreads however they are drawn (what it reads instead).
ARA_MISREADS = {"لونا": "لون", "بيغل": "يفل"}
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
    return distance(e, r) <= len(e) // 10


def readable_script(text, locale="en"):
    """Latin letters, digits and punctuation (Tesseract's 'eng' and 'deu' models), and the
    locale's own script for ja and ar."""
    letters = [ch for ch in text if ch.isalnum()]
    if len(letters) < 2:
        return False
    return all(SCRIPTS.get(locale, lambda ch: ord(ch) < 0x250)(ch) for ch in letters)


def crop(picture, item):
    x, y, w, h = item["rect"]
    # The box already holds the lines' leading above and below: pad sideways, barely up and down
    # (a neighbouring line's ascenders would read as stray marks).
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


def check(binary, outdir, spec):
    template, _, locale = spec.partition("@")
    name = os.path.splitext(os.path.basename(template))[0] + (f".{locale}" if locale else "")
    folder = os.path.join(outdir, name)
    subprocess.run([binary, "proof", template, "-o", folder] + (["--locale", locale] if locale else []),
                   check=True, stdout=subprocess.DEVNULL, timeout=600)
    locale = locale or "en"
    with open(os.path.join(folder, "proof.json"), encoding="utf-8") as f:
        sheet = json.load(f)
    jobs, failures, left_out = [], [], 0
    crops = os.path.join(folder, "crops")
    os.makedirs(crops, exist_ok=True)
    for moment in sheet["moments"]:
        picture = Image.open(os.path.join(folder, moment["image"])).convert("RGB")
        wanted = [t for t in moment["texts"] if moment["kind"] == "rest" or t["role"] == "caption"]
        if moment["kind"] == "caption" and not any(t["role"] == "caption" for t in wanted):
            failures.append(f"{name}: {moment['image']} (t={moment['time']} s): no readable caption (an empty or hidden caption)")
        for item in wanted:
            if not readable_script(item["text"], locale) or item["fontPixels"] < 16:
                left_out += 1
                continue
            lines = max(1, round(item["rect"][3] / (item["fontPixels"] * 1.15)))
            native = own_script(item["text"], locale)
            if native and locale == "ar" and (lines > 1 or item["text"] in ARA_MISREADS):
                left_out += 1
                continue
            if locale == "ar" and not native and any(0x0660 <= ord(ch) <= 0x0669 for ch in item["text"]):
                left_out += 1
                continue
            path = os.path.join(crops, f"{len(jobs):03d}.png")
            crop(picture, item).save(path)
            language = LANGUAGES.get(locale, "eng") if native or locale not in SCRIPTS else "eng"
            psm = 13 if native and locale == "ar" else (7 if lines == 1 else 6)
            jobs.append((moment, item, path, psm, language))
    reads = {}
    for psm, language in sorted({(j[3], j[4]) for j in jobs}):
        chosen = [j for j in jobs if (j[3], j[4]) == (psm, language)]
        for job, text in zip(chosen, tesseract([j[2] for j in chosen], psm, folder, f"psm{psm}-{language}", language)):
            reads[job[2]] = text
    good = set()
    for moment, item, path, psm, _ in jobs:
        read = reads[path]
        if psm == 13:
            read = " ".join(t for t in read.replace("\u200f", "").replace("\u200e", "").split() if len(t) > 1 or t.isalpha())
        if matches(item["text"], read):
            good.add(item["text"])
        else:
            failures.append(f"{name}: {moment['image']} (t={moment['time']} s): {item['role']} {item['text']!r} "
                            f"at {item['rect']} reads {read!r} ({path})")
    for text in REQUIRED.get(name, []):
        if text not in good:
            failures.append(f"{name}: {text!r} was not read back")
    return len(jobs), left_out, failures


def main():
    if len(sys.argv) < 4:
        raise SystemExit(__doc__)
    binary, outdir, templates = sys.argv[1], sys.argv[2], sys.argv[3:]
    total, skipped, failures = 0, 0, []
    for template in templates:
        read, left_out, failed = check(binary, outdir, template)
        total += read
        skipped += left_out
        failures += failed
        print(f"ocr-check: {os.path.basename(template)}: {read} texts read, {len(failed)} wrong, {left_out} left out", flush=True)
    for line in failures:
        print("ocr-check: FAIL " + line, file=sys.stderr)
    print(f"ocr-check: {len(templates)} templates, {total} texts read, {len(failures)} wrong, {skipped} left out "
          "(other scripts, one character, under 16 px)")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
