"""The preview studio in a real browser (run by scripts/preview-e2e.sh, which starts the server).

Opens the page, selects the template, clicks the scrubber at its middle, and checks that the
viewer's pixels (a screenshot of its area) match `segue-video still --progress 0.5`; edits the
template's color on disk and checks the new color is on the page within 2 s, at the same
frame; breaks it and checks the error line is shown with its source; fixes it and checks the
page recovers; renders the clip and saves a still (named without the server's absolute path).
Then the studio: the filmstrip loads its thumbnails, side by side shows both directions, an
in/out range with loop plays only between in and out, an export of the range lasts out − in
(ffprobe), the page holds no absolute path of the server's, the transport and the timeline lie
inside the viewport with no horizontal overflow, and no element of the head, transport, range
or side panel ends past its panel's right edge, at 1280×720 and at 390×844 (screenshots of
both kept as studio-1280x720.png and studio-390x844.png, and the panel below the fold at 390 px
as studio-390x844-panel.png, in WORK_DIR, or in $PREVIEW_E2E_SHOTS),
and choosing another template clears the range, the clip and the links.
Usage: preview_e2e.py URL TEMPLATE_FILE TEMPLATE_ID BIN WORK_DIR [OTHER_TEMPLATE_ID]"""
import json, os, subprocess, sys, time
sys.path.insert(0, os.path.dirname(__file__))
from cdp import Browser, CDPError, compare, decode_png

url, template, template_id, binary, work = sys.argv[1:6]
other_id = sys.argv[6] if len(sys.argv) > 6 else None
shots = os.environ.get("PREVIEW_E2E_SHOTS") or work
TOLERANCE = 3  # the viewer shows preview pixels 1:1 here (scale 1 canvas), so only PNG round trips differ


def log(message):
    print(f"preview-e2e: {message}", flush=True)


def reference(name):
    """`segue-video still --progress 0.5` of the template as it is now, decoded."""
    path = os.path.join(work, name)
    subprocess.run([binary, "still", template, "--progress", "0.5", "-o", path], check=True,
                   stdout=subprocess.DEVNULL, timeout=60)
    with open(path, "rb") as f:
        return decode_png(f.read())


def viewer_pixels(browser, name):
    shot = browser.screenshot(browser.rect("#frame"))
    with open(os.path.join(work, name), "wb") as f:
        f.write(shot)
    return decode_png(shot)


def shown(browser):
    return browser.evaluate("document.body.dataset.shown || ''")


def check_match(browser, expected, name):
    worst, mean, off = compare(viewer_pixels(browser, name), expected)
    log(f"{name}: viewer vs still --progress 0.5: max difference {worst}, mean {mean:.3f}, {off:.2%} of pixels off by > 8")
    if worst > TOLERANCE:
        raise CDPError(f"the viewer does not match the still (max difference {worst} > {TOLERANCE}); see {work}/{name}")


def layout(browser, width, height):
    """Checks the transport and the timeline lie inside the viewport, with no horizontal
    overflow, at width × height, and keeps a screenshot."""
    mobile = width < 600
    browser.call("Emulation.setDeviceMetricsOverride", {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": mobile})
    browser.evaluate("new Promise((done) => setTimeout(done, 400))")  # the resize redraw (100 ms debounce)
    rects = browser.evaluate("""(() => {
      const box = (sel) => { const r = document.querySelector(sel).getBoundingClientRect();
        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height}; };
      return {transport: box('#transport'), timeline: box('#timelineBox'), svg: box('#timeline'), viewer: box('#viewer'),
              scrollWidth: document.documentElement.scrollWidth, innerWidth, innerHeight}; })()""")
    name = f"studio-{width}x{height}.png"
    with open(os.path.join(shots, name), "wb") as f:
        f.write(browser.screenshot())
    w, h = rects["innerWidth"], rects["innerHeight"]
    if (w, h) != (width, height):
        raise CDPError(f"the viewport is {w}x{h}, not {width}x{height}")
    for part in ("transport", "timeline"):
        r = rects[part]
        if not (r["width"] > 0 and r["height"] > 0 and r["left"] >= 0 and r["top"] >= 0 and r["right"] <= w + 0.5 and r["bottom"] <= h + 0.5):
            raise CDPError(f"at {width}x{height} the {part} is not inside the viewport: {r}; see {shots}/{name}")
    if rects["svg"]["height"] <= 0 or rects["svg"]["width"] <= 0:
        raise CDPError(f"at {width}x{height} the timeline is not drawn: {rects['svg']}")
    if rects["scrollWidth"] > w:
        raise CDPError(f"at {width}x{height} the page is {rects['scrollWidth']} px wide: it overflows sideways")
    # Inside each panel, no element's right edge lies past the panel's (text cut at its edge, as
    # the export link once was), and a file link cut with an ellipsis carries its whole text in
    # its title.
    past = browser.evaluate("""(() => {
      const found = [];
      for (const sel of ['#head', '#transport', '#range', '#side']) {
        const panel = document.querySelector(sel), p = panel.getBoundingClientRect();
        for (const el of panel.querySelectorAll('*')) {
          const r = el.getBoundingClientRect();
          if (r.width === 0 || r.height === 0 || r.right <= p.right + 0.5) continue;
          found.push(`${sel} ${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''} "${(el.textContent || '').slice(0, 50)}" ends at x ${r.right.toFixed(1)}, the panel at ${p.right.toFixed(1)}`);
        }
        for (const a of panel.querySelectorAll('.fileLine a'))
          if (a.scrollWidth > a.clientWidth + 1 && a.title !== a.textContent) found.push(`${sel}: "${a.textContent}" is cut and its title does not hold it`);
      }
      return found; })()""")
    if past:
        raise CDPError(f"at {width}x{height} text runs past its panel: {past}; see {shots}/{name}")
    links = browser.evaluate("""[...document.querySelectorAll('.fileLine')].map((line) => {
      const a = line.querySelector('a'), r = line.getBoundingClientRect(), p = document.getElementById('side').getBoundingClientRect();
      return `${a.textContent}${line.querySelector('.details') ? line.querySelector('.details').textContent : ''}`
        + ` (x ${r.left.toFixed(0)}–${r.right.toFixed(0)} in the panel's ${p.left.toFixed(0)}–${p.right.toFixed(0)}${a.scrollWidth > a.clientWidth + 1 ? ', name ellipsized' : ''})`; })""")
    log(f"{width}x{height}: every element inside its panel; links: {'; '.join(links)}")
    if mobile:
        # The render and export panel lies below the fold here: a second screenshot shows it.
        browser.evaluate("document.getElementById('exportStatus').scrollIntoView({block: 'end'})")
        with open(os.path.join(shots, f"studio-{width}x{height}-panel.png"), "wb") as f:
            f.write(browser.screenshot())
        browser.evaluate("document.querySelector('main').scrollTop = 0")
    cut = browser.evaluate("""(() => { const a = document.querySelector('#exportStatus .fileLine a');
      return a ? {cut: a.scrollWidth > a.clientWidth + 1, title: a.title, text: a.textContent} : null; })()""")
    if cut and "long-enough" in cut["text"] and not (cut["cut"] and cut["title"] == cut["text"]):
        raise CDPError(f"at {width}x{height} the long export name is not ellipsized with its whole text in the title: {cut}")
    log(f"{width}x{height}: transport at y {rects['transport']['top']:.0f}–{rects['transport']['bottom']:.0f}, timeline at "
        f"y {rects['timeline']['top']:.0f}–{rects['timeline']['bottom']:.0f}, page {rects['scrollWidth']} px wide; {name}")


def studio(browser, frame_count):
    """The filmstrip, side by side, in/out with loop, export, no absolute paths, the layout at two
    sizes, and a switch of template clearing the range."""
    count, _ = browser.wait_for("(() => { const imgs = [...document.querySelectorAll('#filmstrip img')];"
                                " return imgs.length >= 3 && imgs.every((i) => i.complete && i.naturalWidth > 0)"
                                " && Number(document.body.dataset.thumbs) === imgs.length ? imgs.length : 0; })()", 30)
    frames = browser.evaluate("[...document.querySelectorAll('#filmstrip img')].map((i) => Number(i.dataset.frame))")
    log(f"filmstrip: {count} thumbnails loaded, frames {frames}")
    if frames[0] != 0 or frames[-1] != frame_count - 1:
        raise CDPError(f"the filmstrip does not span the clip: {frames}")

    browser.evaluate("document.getElementById('both').click()")
    other, _ = browser.wait_for("document.body.dataset.other || ''", 20)
    log(f"side by side: the other direction shown ({other})")

    # In at frame 5, out after frame 15, loop, play: every frame shown lies in [5, 16), and it wraps.
    first, last = 5, 15
    for frame, button in ((first, "setIn"), (last, "setOut")):
        browser.evaluate(f"show({frame})")
        browser.evaluate(f"document.getElementById('{button}').click()")
    expected = f"{first}-{last + 1}"
    if browser.evaluate("document.body.dataset.range") != expected:
        raise CDPError(f"the range is {browser.evaluate('document.body.dataset.range')!r}, expected {expected}")
    browser.evaluate("document.getElementById('loop').click(); document.getElementById('play').click()")
    seen, start = set(), time.monotonic()
    while time.monotonic() - start < 20:
        seen.add(browser.evaluate("Number(document.body.dataset.frame)"))
        if int(browser.evaluate("document.body.dataset.loops || 0")) >= 2 and time.monotonic() - start > 1:
            break
        time.sleep(0.02)
    loops = int(browser.evaluate("document.body.dataset.loops || 0"))
    browser.evaluate("document.getElementById('play').click()")
    log(f"in/out {first}–{last} with loop: {loops} loops, frames seen {sorted(seen)}")
    if loops < 1 or not seen or min(seen) < first or max(seen) > last:
        raise CDPError(f"playback left the range {first}–{last} or did not loop: {sorted(seen)}, {loops} loops")

    # Export the range: an H.264 file in the output folder lasting exactly out − in.
    browser.evaluate("document.getElementById('codec').value = 'h264'; document.getElementById('export').click()")
    exported, waited = browser.wait_for("document.body.dataset.exported || ''", 60)
    exported = json.loads(exported)
    path = os.path.join(work, "out", os.path.basename(exported["file"]))
    probe = subprocess.run(["ffprobe", "-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", path],
                           capture_output=True, text=True, timeout=30)
    duration = float(probe.stdout.strip())
    want = (last + 1 - first) / 30
    log(f"exported {exported['file']} in {waited:.1f} s: {exported['frames']} frames, ffprobe duration {duration:.4f} s (out − in = {want:.4f} s)")
    if abs(duration - want) > 0.001:
        raise CDPError(f"the export lasts {duration} s, not out − in = {want} s")

    # Again under a long name: its link keeps to one line in the panel, the name ellipsized
    # (whole in the title), the frames and size shown (checked by layout below).
    long_name = "studio-export-under-a-name-long-enough-to-run-past-the-edge-of-the-panel"
    browser.evaluate(f"document.getElementById('exportName').value = {json.dumps(long_name)}; document.getElementById('export').click()")
    browser.wait_for(f"(document.body.dataset.exported || '').includes({json.dumps(long_name)})", 60)

    page = browser.evaluate("document.documentElement.outerHTML")
    if work in page or os.path.realpath(work) in page:
        raise CDPError(f"the page shows the server's absolute path {work}")

    layout(browser, 1280, 720)
    layout(browser, 390, 844)
    layout(browser, 1280, 720)

    if other_id:
        browser.evaluate(f"document.querySelector('#templates li[data-id={json.dumps(other_id)}]').click()")
        browser.wait_for(f"document.body.dataset.state === 'ok' && (document.body.dataset.shown || '').includes('/0/')", 20)
        cleared = browser.evaluate("""({range: document.body.dataset.range, readout: document.getElementById('rangeReadout').textContent,
          video: document.getElementById('video').hidden, saved: document.getElementById('saved').textContent,
          exported: document.getElementById('exportStatus').textContent, frame: Number(document.body.dataset.frame)})""")
        log(f"switched to {other_id}: {cleared}")
        if cleared["range"] or not cleared["readout"].startswith("whole clip") or not cleared["video"] or cleared["saved"] or cleared["exported"] or cleared["frame"] != 0:
            raise CDPError(f"switching template left the previous template's state: {cleared}")


with open(template) as f:
    original = f.read()

with Browser(os.path.join(work, "profile"), width=1280, height=720, pid_file=os.path.join(work, "chromium.pid"),
             log=open(os.path.join(work, "chromium.log"), "w")) as browser:
    browser.open(url)
    browser.wait_for("document.body.dataset.listed > 0", 20)
    log("page loaded; templates listed: " + str(browser.evaluate("document.body.dataset.listed")))
    browser.evaluate(f"document.querySelector('#templates li[data-id={json.dumps(template_id)}]').click()")
    browser.wait_for("document.body.dataset.state === 'ok' && (document.body.dataset.shown || '').includes('/0/')", 20)

    # Move the scrubber to ½ with a real mouse click at its middle.
    r = browser.rect("#scrubber")
    browser.click(r["x"] + r["width"] / 2, r["y"] + r["height"] / 2)
    frame_count = browser.evaluate("Number(document.getElementById('scrubber').max) + 1")
    middle = (frame_count - 1) // 2
    value = browser.evaluate("Number(document.getElementById('scrubber').value)")
    if value != middle:
        raise CDPError(f"the click at the scrubber's middle gave frame {value}, expected {middle} of {frame_count}")
    browser.wait_for(f"(document.body.dataset.shown || '').endsWith('/present/{middle}/full')", 20)
    readout = browser.evaluate("document.getElementById('readout').textContent")
    log(f"scrubber at ½: frame {middle} of {frame_count}; readout: {readout}")
    check_match(browser, reference("still-before.png"), "viewer-before.png")

    # Change a color on disk: the new color must be on the page within 2 s, at the same frame.
    before = shown(browser)
    edited = original.replace("#FF3B30", "#34C759")
    assert edited != original, "the template has no #FF3B30 to change"
    with open(template, "w") as f:
        f.write(edited)
    _, waited = browser.wait_for(f"(document.body.dataset.shown || '') !== {json.dumps(before)} && "
                                 f"(document.body.dataset.shown || '').includes('/present/{middle}/')", 2.0)
    log(f"edited color shown after {waited:.3f} s")
    browser.wait_for(f"(document.body.dataset.shown || '').endsWith('/present/{middle}/full')", 10)
    check_match(browser, reference("still-edited.png"), "viewer-edited.png")

    # A broken edit shows the error line (file:line:column: field: message) and its source.
    broken = edited.replace("#34C759", "#34C7ZZ")
    with open(template, "w") as f:
        f.write(broken)
    line = next(i for i, text in enumerate(broken.split("\n"), 1) if "#34C7ZZ" in text)
    expected = f"{os.path.basename(template)}:{line}:"
    problems, waited = browser.wait_for("(() => { const p = document.getElementById('problems');"
                                        " return p.hidden ? '' : p.innerText; })()", 2.0)
    log(f"error shown after {waited:.3f} s: {problems.splitlines()[0]}")
    if expected not in problems or "#34C7ZZ" not in problems:
        raise CDPError(f"the problems panel does not show {expected} with its source line: {problems!r}")

    # Fixing it recovers.
    with open(template, "w") as f:
        f.write(edited)
    _, waited = browser.wait_for("document.getElementById('problems').hidden && document.body.dataset.state === 'ok'", 2.0)
    log(f"recovered after {waited:.3f} s")
    browser.wait_for(f"(document.body.dataset.shown || '').endsWith('/present/{middle}/full')", 10)
    check_match(browser, reference("still-fixed.png"), "viewer-fixed.png")

    # Render the clip: progress, then the result plays in the page's <video> with the clip's length.
    browser.evaluate("document.getElementById('render').click()")
    duration, waited = browser.wait_for("(() => { const v = document.getElementById('video');"
                                        " return !v.hidden && v.readyState >= 1 ? v.duration : 0; })()", 60)
    status = browser.evaluate("document.getElementById('renderStatus').textContent")
    log(f"clip rendered and loaded in the <video> after {waited:.1f} s: {duration:.3f} s long ({status})")
    if abs(duration - frame_count / 30) > 0.05:
        raise CDPError(f"the rendered clip lasts {duration} s, expected {frame_count} frames at 30 fps")
    # Save a still: a link to a PNG inside the output folder.
    browser.evaluate("document.getElementById('save').click()")
    saved, _ = browser.wait_for("document.querySelector('#saved a') ? document.querySelector('#saved a').textContent : ''", 20)
    log(saved)
    if not saved.startswith("saved out/") or work in saved or not saved.endswith(f"-present-f{middle}.png"):
        raise CDPError(f"the still was not saved into the output folder (named out/…): {saved}")
    studio(browser, frame_count)
log("all checks passed")
