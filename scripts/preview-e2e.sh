#!/usr/bin/env bash
# The preview studio end to end in headless Chromium (Debian's `chromium`), driven over the
# DevTools protocol (scripts/browser/cdp.py, stdlib Python over --remote-debugging-pipe):
# starts `segue-video preview` on a loopback ephemeral port over a temporary copy of a template,
# selects it, clicks the scrubber to ½ and compares the viewer's pixels with
# `segue-video still --progress 0.5`; edits a color (new color on the page within 2 s, same
# frame), breaks the template (error line shown), fixes it (recovers); then the studio: filmstrip,
# side by side, in/out with loop, an export lasting out − in (ffprobe), no absolute server path
# on the page, transport and timeline inside the viewport at 1280×720 and 390×844 with no element
# of a panel ending past the panel's right edge (screenshots kept in $PREVIEW_E2E_SHOTS when
# set), and another template clearing the range. Fails loudly if Chromium
# or the server cannot start; kills both on every exit path; bounded to 3 minutes.
# Usage: scripts/preview-e2e.sh [SEGUE_VIDEO_BINARY]   (run by scripts/test.sh)
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-$(swift build --show-bin-path)/segue-video}
work=$(mktemp -d)
server=""
cleanup() {
  if [[ -s "$work/chromium.pid" ]]; then kill "$(cat "$work/chromium.pid")" 2>/dev/null || true; fi
  if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  if [[ -n "${PREVIEW_E2E_KEEP:-}" ]]; then echo "preview-e2e: kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT
fail() { echo "preview-e2e: FAIL: $*" >&2; exit 1; }
command -v chromium >/dev/null || fail "chromium is not installed (scripts/setup.sh installs it)"

# A 240x180 card sliding up over a list: at ½ (frame 15 of 31) both scenes show. The holds are
# equal, so the clip's middle frame is the transition's progress 0.5.
mkdir -p "$work/templates"
cat >"$work/templates/e2e.yaml" <<'YAML'
name: e2e
canvas: {size: [240, 180], scale: 1, background: "#000000"}
video: {fps: 30}
scenes:
  list:
    background: "#F2F2F7"
    views:
      - {id: row1, frame: [12, 20, 216, 40], background: "#FFFFFF", cornerRadius: 8}
      - {id: row2, frame: [12, 70, 216, 40], background: "#FFFFFF", cornerRadius: 8}
  card:
    background: "#FFFFFF"
    views:
      - {id: badge, frame: [20, 30, 120, 80], background: "#FF3B30", cornerRadius: 16}
segue: {animator: coverVertical, from: list, to: card, curve: linear, duration: 0.5, holdBefore: 0.25, holdAfter: 0.25, directions: [present]}
YAML

# A second template, to check that choosing it clears the first one's range, clip and links.
sed 's/^name: e2e$/name: e2e-other/' "$work/templates/e2e.yaml" >"$work/templates/e2e-other.yaml"

source scripts/browser/start-preview.sh
start_preview "$BIN" "$work/templates" "$work/out" "$work/server.log" || fail "cannot start the preview server"
echo "preview-e2e: server at $url"

timeout 180 python3 scripts/browser/preview_e2e.py "$url" "$work/templates/e2e.yaml" "0/e2e.yaml" "$BIN" "$work" "0/e2e-other.yaml" \
  || fail "the browser test failed (chromium log: $(tail -3 "$work/chromium.log" 2>/dev/null))"

# Ctrl-C with a page's event stream open: the server ends with 130. How long it took is printed
# for the record (the issue asks for under a second); only a server still running after 10 s
# fails, as a hang.
exec {events}<>/dev/tcp/127.0.0.1/"$(echo "$url" | sed 's|.*:\([0-9]*\)/|\1|')"
printf 'GET /api/events HTTP/1.1\r\nHost: %s\r\nAccept: text/event-stream\r\n\r\n' "${url#http://}" >&$events
sleep 0.3
start=$(date +%s%N)
kill -INT "$server"
for _ in $(seq 1000); do kill -0 "$server" 2>/dev/null || break; sleep 0.01; done
kill -0 "$server" 2>/dev/null && fail "the server was still running 10 s after SIGINT"
stopped=$(( ($(date +%s%N) - start) / 1000000 ))
status=0; wait "$server" || status=$?
server=""
exec {events}>&-
[[ $status -eq 130 ]] || fail "the server exited with $status after SIGINT, not 130"
echo "preview-e2e: SIGINT with an event stream open: exit 130 after ${stopped} ms"
echo "preview-e2e: ok"
