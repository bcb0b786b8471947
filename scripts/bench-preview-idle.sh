#!/usr/bin/env bash
# The preview server's idle cost and its memory after edits (issue 50, item 8):
#  1. FILES files (default 25 000) in nested folders (50 folders of 10 subfolders) plus one
#     template; starts `segue-video preview` on loopback, waits 3 s, then samples the server's
#     utime+stime from /proc/PID/stat over SECONDS s (default 10) and prints % of one core.
#  2. With EDITS set (e.g. EDITS=12 SIZE=8192), serves one SIZE×SIZE template, asks for a full
#     still after each of EDITS edits and prints the server's RSS (VmRSS) after each.
# Usage: scripts/bench-preview-idle.sh [SEGUE_VIDEO_BINARY]
# Prints the machine (nproc, kernel) with the figures.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-$(swift build --show-bin-path)/segue-video}
FILES=${FILES:-25000} SECONDS_IDLE=${SECONDS_IDLE:-10} EDITS=${EDITS:-0} SIZE=${SIZE:-8192}
work=$(mktemp -d)
server=""
cleanup() {
  if [[ -n "$server" ]]; then kill "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$work"
}
trap cleanup EXIT
source scripts/browser/start-preview.sh
ticks=$(getconf CLK_TCK)
cpu() { awk '{print $14 + $15}' "/proc/$1/stat"; }
echo "machine: $(nproc) cores, $(uname -sr); binary: $BIN"

template() { # NAME COLOR SIZE
  cat <<YAML
name: $1
canvas: {size: [$3, $3], scale: 1, background: "#000000"}
video: {fps: 10}
scenes:
  a: {background: "$2", views: [{id: card, frame: [10, 10, $(( $3 / 2 )), $(( $3 / 2 ))], background: "#FF0000", cornerRadius: 40, alpha: 0.8, shadow: {opacity: 0.5, radius: 20}}]}
  b: {background: "#0000FF"}
segue: {animator: crossDissolve, from: a, to: b, duration: 0.5, holdBefore: 0, holdAfter: 0}
YAML
}

mkdir -p "$work/tree"
per=$(( (FILES + 499) / 500 ))
for a in $(seq 50); do for b in $(seq 10); do
  d="$work/tree/d$a/e$b"; mkdir -p "$d"
  for c in $(seq "$per"); do : >"$d/f$c.txt"; done
done; done
template idle "#FFFFFF" 160 >"$work/tree/idle.yaml"
echo "files: $(find "$work/tree" -type f | wc -l) in $(find "$work/tree" -type d | wc -l) folders"
start_preview "$BIN" "$work/tree" "$work/out" "$work/server.log" || exit 1
sleep 3
before=$(cpu "$server"); sleep "$SECONDS_IDLE"; after=$(cpu "$server")
awk -v d=$((after - before)) -v t="$ticks" -v s="$SECONDS_IDLE" \
  'BEGIN { printf "idle CPU over %d s: %.1f %% of one core (%d ticks)\n", s, 100 * d / t / s, d }'
kill "$server"; wait "$server" 2>/dev/null || true; server=""

[[ "$EDITS" -gt 0 ]] || exit 0
mkdir -p "$work/big"
template big "#FFFFFF" "$SIZE" >"$work/big/big.yaml"
start_preview "$BIN" "$work/big" "$work/out" "$work/server.log" || exit 1
rss() { awk '/VmRSS/ {printf "%d MB", $2 / 1024}' "/proc/$1/status"; }
echo "RSS at start: $(rss "$server")"
for i in $(seq "$EDITS"); do
  template big "#$(printf '%06X' $((i * 1000)))" "$SIZE" >"$work/big/big.yaml"
  sleep 0.5
  curl -sf -o /dev/null "${url}api/template?t=0/big.yaml" || true
  curl -sf -o /dev/null "${url}api/still?t=0/big.yaml&frame=2&scale=preview" || true
  curl -sf -o /dev/null "${url}api/still?t=0/big.yaml&frame=2&scale=full" || echo "edit $i: the full still failed"
  echo "after edit $i: RSS $(rss "$server")"
done
