#!/usr/bin/env bash
# What frame hashes cost: `render` with and without --frame-hashes in interleaved pairs (same
# load for both halves of a pair), and optionally a whole `batch` (which always hashes) with
# another build for a before/after comparison, all in one run:
#
#   scripts/bench-frame-hashes.sh [BIN] [PAIRS] [BEFORE_BIN]
#
# BIN defaults to the release build. Prints each time and the ratios; writes into a temporary
# folder it removes.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-$(swift build -c release --show-bin-path)/segue-video}"
pairs="${2:-5}"
before="${3:-}"
template="${TEMPLATE:-Templates/pets-scale.yaml}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
now() { date +%s.%N; }
run() { local t0; t0=$(now); "$@" >/dev/null; echo "$(now) - $t0" | bc; }
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); template $template"
plain_total=0 hashed_total=0
for i in $(seq "$pairs"); do
  plain=$(run "$bin" render "$template" -o "$work/p.mp4")
  hashed=$(run "$bin" render "$template" -o "$work/h.mp4" --frame-hashes "$work/h.framemd5")
  printf 'pair %d: without %.2f s, with --frame-hashes %.2f s (%.3f)\n' "$i" "$plain" "$hashed" "$(echo "$hashed / $plain" | bc -l)"
  plain_total=$(echo "$plain_total + $plain" | bc); hashed_total=$(echo "$hashed_total + $hashed" | bc)
done
printf 'render: with/without = %.3f over %d pairs\n' "$(echo "$hashed_total / $plain_total" | bc -l)" "$pairs"
if [[ -n "$before" ]]; then
  b=$(run "$before" batch Templates -o "$work/before" --progress plain)
  a=$(run "$bin" batch Templates -o "$work/after" --progress plain)
  clips=$(ls "$work/after"/*.mp4 | wc -l)
  printf 'batch of %d clips: before %.1f s, after %.1f s (after/before = %.3f)\n' "$clips" "$b" "$a" "$(echo "$a / $b" | bc -l)"
  for f in "$work/after"/*.framemd5; do cmp -s "$f" "$work/before/$(basename "$f")" || echo "frame hashes differ: $(basename "$f")"; done
  for f in "$work/after"/*.mp4; do cmp -s "$f" "$work/before/$(basename "$f")" || echo "MP4 differs: $(basename "$f")"; done
fi
