"""Measures the preview studio (run by scripts/preview-latency.sh; a measurement, not a test).

1. Scrub latency: for every template the server lists, stills at preview size for up to 24
   frames spread over the clip, each asked once (so none is a cache hit), after one warm-up
   request that loads the template; prints the median and 95th percentile over all of them.
2. Save-to-frame: in headless Chromium, the page showing a template; the template file is
   rewritten (a comment appended, so its content hash changes) and the time until the page
   shows the newly rendered frame is taken, 12 times; prints the median and the largest.
Usage: preview_latency.py URL WORK_DIR TEMPLATE_FILE TEMPLATE_ID"""
import json, os, statistics, sys, time, urllib.parse, urllib.request
sys.path.insert(0, os.path.dirname(__file__))
from cdp import Browser

url, work, template, template_id = sys.argv[1:5]


def get(path):
    with urllib.request.urlopen(url.rstrip("/") + path, timeout=60) as reply:
        return reply.read(), reply.headers


templates = json.loads(get("/api/templates")[0])["templates"]
times, per_template = [], []
for t in templates:
    if not t["ok"]:
        continue
    info = json.loads(get("/api/template?t=" + urllib.parse.quote(t["id"]))[0])
    timeline = info["timelines"].get("present") or next(iter(info["timelines"].values()))
    count, direction = timeline["frameCount"], timeline["direction"]
    frames = sorted({round(i * (count - 1) / 23) for i in range(24)})
    q = lambda frame: f"/api/still?t={urllib.parse.quote(t['id'])}&direction={direction}&frame={frame}&scale=preview"
    get(q(frames[0]))  # warm-up: loads the template and its frame source
    mine = []
    for frame in frames[1:]:
        start = time.perf_counter()
        body, headers = get(q(frame))
        elapsed = (time.perf_counter() - start) * 1000
        assert headers["X-Cache"] == "miss", "a measured still came from the cache"
        mine.append(elapsed)
    times += mine
    per_template.append((t["name"], statistics.median(mine), info["preview"]))
for name, median, size in per_template:
    print(f"  {name:34s} {size[0]}x{size[1]}  median {median:6.1f} ms")
times.sort()
p95 = times[min(len(times) - 1, int(round(0.95 * (len(times) - 1))))]
print(f"scrub still at preview size: {len(times)} stills over {len(per_template)} templates: "
      f"median {statistics.median(times):.1f} ms, p95 {p95:.1f} ms")

with open(template) as f:
    original = f.read()
saves = []
with Browser(os.path.join(work, "profile"), pid_file=os.path.join(work, "chromium.pid")) as browser:
    browser.open(url.rstrip("/") + "/?t=" + urllib.parse.quote(template_id))
    browser.wait_for("document.body.dataset.state === 'ok' && (document.body.dataset.shown || '').endsWith('/full')", 120)
    for i in range(12):
        before = browser.evaluate("document.body.dataset.shown")
        with open(template, "w") as f:
            f.write(original + f"\n# edit {i}\n")
        start = time.monotonic()
        browser.wait_for(f"(document.body.dataset.shown || '') !== {json.dumps(before)}", 10, poll=0.005)
        saves.append((time.monotonic() - start) * 1000)
        browser.wait_for("(document.body.dataset.shown || '').endsWith('/full')", 10)
with open(template, "w") as f:
    f.write(original)
print(f"save to updated frame on the page: {len(saves)} edits: median {statistics.median(saves):.0f} ms, "
      f"max {max(saves):.0f} ms")
