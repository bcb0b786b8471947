#!/usr/bin/env bash
# Measures the preview studio on the bundled templates (a measurement, not a test; figures go in
# docs/preview.md): the latency of a scrub still at preview size (median, p95; target ≤ 50 ms
# median) and the time from saving a template to the updated frame on the page in headless
# Chromium (target ≤ 500 ms). Prints the load average with the figures.
# Usage: scripts/preview-latency.sh [SEGUE_VIDEO_BINARY]   (default: a release build)
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ $# -ge 1 ]]; then BIN=$1; else swift build -c release --product segue-video >/dev/null; BIN=$(swift build -c release --show-bin-path)/segue-video; fi
work=$(mktemp -d)
server=""
cleanup() {
  if [[ -s "$work/chromium.pid" ]]; then kill "$(cat "$work/chromium.pid")" 2>/dev/null || true; fi
  if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
fail() { echo "preview-latency: FAIL: $*" >&2; exit 1; }
cp -r Templates "$work/templates"
source scripts/browser/start-preview.sh
start_preview "$BIN" "$work/templates" "$work/out" "$work/server.log" || fail "cannot start the preview server"
echo "preview-latency: $("$BIN" --version | head -1), $(nproc) cores, before: $(uptime)"
timeout 600 python3 scripts/browser/preview_latency.py "$url" "$work" "$work/templates/fade.yaml" "0/fade.yaml"
echo "preview-latency: after: $(uptime)"
