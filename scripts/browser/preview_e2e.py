"""The preview studio in a real browser (run by scripts/preview-e2e.sh, which starts the server).

Opens the page, selects the template, clicks the scrubber at its middle, and checks that the
viewer's pixels (a screenshot of its area) match `segue-video still --progress 0.5`; edits the
template's color on disk and checks the new color is on the page within 2 s, at the same
frame; breaks it and checks the error line is shown with its source; fixes it and checks the
page recovers. Usage: preview_e2e.py URL TEMPLATE_FILE TEMPLATE_ID BIN WORK_DIR"""
import json, os, subprocess, sys, time
sys.path.insert(0, os.path.dirname(__file__))
from cdp import Browser, CDPError, compare, decode_png

url, template, template_id, binary, work = sys.argv[1:6]
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


with open(template) as f:
    original = f.read()

with Browser(os.path.join(work, "profile"), pid_file=os.path.join(work, "chromium.pid"),
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
    if os.path.join(work, "out") not in saved or not saved.endswith(f"-present-f{middle}.png"):
        raise CDPError(f"the still was not saved into the output folder: {saved}")
log("all checks passed")
