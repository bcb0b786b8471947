#!/usr/bin/env bash
# Plays segue-video's H.264 MP4, VP9 WebM (with alpha) and GIF outputs in headless Chromium
# (Debian's `chromium`) from a loopback-only server, and fails loudly unless each plays to its
# end with no media error; then screenshots the WebM over a magenta page and checks that the
# page shows through the clip's transparent corner while the clip's red card is drawn. A flow with
# 3 captions is played with its WebVTT file (render writes flow.vtt beside flow.mp4) as a <track>:
# Chromium must parse 3 cues at the captions' times (docs/formats.md, "Subtitle files").
# Usage: scripts/browser-playback.sh [SEGUE_VIDEO_BINARY]   (run by scripts/test.sh; ~20 s)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-$(swift build --show-bin-path)/segue-video}
work=$(mktemp -d)
server="" browser=""
cleanup() {
  [[ -n "$browser" ]] && kill "$browser" 2>/dev/null || true
  [[ -n "$server" ]] && kill "$server" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "browser-playback: FAIL: $*" >&2; exit 1; }

# A 160x120 clip: a red card on white cross-dissolving to blue; transparent variant for the WebM.
cat >"$work/clip.yaml" <<'YAML'
canvas: {size: [160, 120], scale: 1, background: "#000000"}
video: {fps: 30}
scenes:
  a:
    background: "#FFFFFF"
    views: [{id: card, frame: [10, 10, 60, 40], background: "#FF0000", cornerRadius: 8}]
  b: {background: "#0000FF"}
segue: {animator: crossDissolve, from: a, to: b, duration: 0.5, holdBefore: 0.2, holdAfter: 0.3}
YAML
sed 's/background: "#000000"/background: transparent/; s/background: "#FFFFFF"/background: transparent/' \
  "$work/clip.yaml" >"$work/clear.yaml"
"$BIN" render "$work/clip.yaml" --direction present -o "$work/clip.mp4" >/dev/null
"$BIN" render "$work/clip.yaml" --direction present -o "$work/clip.gif" >/dev/null
"$BIN" render "$work/clear.yaml" --direction present -o "$work/clip.webm" >/dev/null
# Three captions: 0.2-0.9 s, 0.9-1.6 s, 1.6-2.3 s (hold 0.2, then 0.3 + 0.4 per step).
cat >"$work/flow.yaml" <<'YAML'
canvas: {size: [160, 240], scale: 1, background: "#FFFFFF", statusBar: false, homeIndicator: false}
video: {fps: 10}
scenes:
  a: {background: "#FFFFFF"}
  b: {background: "#FF9500"}
  c: {background: "#34C759"}
flow:
  root: a
  hold: 0.2
  steps:
    - {push: b, duration: 0.3, hold: 0.4, caption: "One & <two>"}
    - {present: c, duration: 0.3, hold: 0.4, caption: {text: Two, subtitle: "a --> b"}}
    - {dismiss: true, duration: 0.3, hold: 0.4, caption: Three}
YAML
"$BIN" render "$work/flow.yaml" -o "$work/flow.mp4" >/dev/null
[[ -s "$work/flow.vtt" && -s "$work/flow.srt" ]] || fail "render did not write flow.vtt and flow.srt beside flow.mp4"
cp scripts/browser/playback.html "$work/index.html"
# The clip's length as the timeline makes it: its frame count (from probe) at 30 fps.
frames=$("$BIN" probe "$work/clip.mp4" | awk '$1 == "frames" {print $2}')
[[ "$frames" =~ ^[0-9]+$ ]] || fail "probe did not report a frame count"

port=$((20000 + RANDOM % 20000))
(cd "$work" && exec python3 "$OLDPWD/scripts/browser/result-server.py" "$port") >"$work/results.txt" 2>"$work/server.log" &
server=$!
flags=(--headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$work/profile"
       --autoplay-policy=no-user-gesture-required)
for _ in $(seq 50); do curl -fs "http://127.0.0.1:$port/index.html" >/dev/null 2>&1 && break; sleep 0.2; done

chromium "${flags[@]}" --remote-debugging-port=0 "http://127.0.0.1:$port/index.html?run" >"$work/chromium.log" 2>&1 &
browser=$!
for _ in $(seq 60); do [[ -s "$work/results.txt" ]] && break; sleep 0.5; done
kill "$browser" 2>/dev/null || true; wait "$browser" 2>/dev/null || true; browser=""
[[ -s "$work/results.txt" ]] || fail "no result from the page within 30 s (chromium log: $(tail -3 "$work/chromium.log"))"
result=$(head -1 "$work/results.txt")
echo "browser-playback: $result"
python3 - "$result" "$frames" <<'PY' || fail "a clip did not play to its end: $result"
import json, sys
r = json.loads(sys.argv[1])
length = int(sys.argv[2]) / 30
ok = all(k in r and r[k]["ended"] and r[k]["error"] is None and abs(r[k]["time"] - length) < 0.02 for k in ("mp4", "webm", "gif"))
sys.exit(0 if ok and "exception" not in r else 1)
PY
python3 - "$result" <<'PY' || fail "Chromium did not read the 3 caption cues from flow.vtt: $result"
import json, sys
c = json.loads(sys.argv[1]).get("captions", {})
near = lambda a, b: len(a) == len(b) and all(abs(x - y) < 0.0005 for x, y in zip(a, b))
ok = (c.get("error") is None and c.get("cues") == 3 and near(c["start"], [0.2, 0.9, 1.6]) and near(c["end"], [0.9, 1.6, 2.3])
      and c["text"][0] == "One & <two>" and c["text"][1] == "Two\na --> b")
sys.exit(0 if ok else 1)
PY
echo "browser-playback: flow.vtt as a <track>: 3 cues at 0.2-0.9, 0.9-1.6, 1.6-2.3 s"

timeout 60 chromium "${flags[@]}" --window-size=320,240 --screenshot="$work/shot.png" \
  "http://127.0.0.1:$port/index.html" >>"$work/chromium.log" 2>&1 || fail "screenshot failed"
pixel() { ffmpeg -v error -i "$work/shot.png" -vf "crop=1:1:$1:$2" -f rawvideo -pix_fmt rgb24 - | od -An -tu1 | xargs; }
corner=$(pixel 150 110) card=$(pixel 30 30)
echo "browser-playback: WebM over magenta: transparent corner shows ($corner), card ($card)"
read -r r g b <<<"$corner"; (( r > 245 && g < 10 && b > 245 )) || fail "the page does not show through the WebM's transparent corner ($corner)"
read -r r g b <<<"$card"; (( r > 240 && g < 15 && b < 15 )) || fail "the WebM's first frame was not drawn ($card)"
echo "browser-playback: ok"
