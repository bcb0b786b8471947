#!/usr/bin/env bash
# Where the wall time of a portrait clip goes, segue-video against x264 alone (issue 18): a small
# preloaded library (scripts/lib/phase-shim.c) timestamps both processes at the same points —
# loaded (dynamic loader done), first picture sent to x264, flush begun, exit — so the
# difference splits into start (launch to first picture: parsing, images, the first frame;
# FFmpeg's own start for x264 alone), the encoding stretch (first picture to flush: x264 with
# our compositing beside it) and the finish (flush to exit: x264's last frames, the MP4's index).
# x264 alone reads the same pictures (scripts/lib/x264-alone.sh) from /dev/shm, so neither side
# waits for a disk. Medians of ROUNDS (default 7) interleaved runs, each after an untimed one.
# Needs a C compiler and the ffmpeg command-line tool.
# BIN=path: an existing release binary; NAMES="push scale", PRESETS=veryfast: fewer lines.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bench-setup.sh
bench_setup bench-phases cc ffmpeg ffprobe  # bin, work
shm=$(mktemp -d /dev/shm/segue-phases.XXXXXX)
trap 'rm -rf "$work" "$shm"' EXIT
source scripts/lib/x264-alone.sh  # pictures, same_settings, x264_alone_command
cc -O2 -shared -fPIC -o "$work/phase-shim.so" scripts/lib/phase-shim.c -ldl

# "loaded first flush exit" milliseconds of one run of a command.
phases() {
  "$@" >/dev/null 2>&1  # untimed: memory as a run of its own size leaves it
  PHASE_T0=$(date +%s.%N) LD_PRELOAD="$work/phase-shim.so" "$@" 2>&1 >/dev/null |
    awk '/^phase / {v[$2] = $3} END {print v["loaded"], v["first"], v["flush"], v["exit"]}'
}
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
report() {  # label, then the runs' "loaded first flush exit" lines
  local label=$1; shift
  local l=() s=() e=() f=() t=()
  for run in "$@"; do
    read -r a b c d <<< "$run"
    l+=("$a"); s+=("$b"); e+=("$(echo "$c - $b" | bc -l)"); f+=("$(echo "$d - $c" | bc -l)"); t+=("$d")
  done
  printf '  %-12s loaded %6.1f  first picture %6.1f  encoding %7.1f  finish %6.1f  total %7.1f ms\n' "$label" \
    "$(median "${l[@]}")" "$(median "${s[@]}")" "$(median "${e[@]}")" "$(median "${f[@]}")" "$(median "${t[@]}")"
}

for name in ${NAMES:-dissolve push scale}; do
  template=benchmarks/portrait/portrait-$name.yaml
  pictures "$template" "$shm/p.yuv"
  same=$(same_settings "$work/pictures.y4m")
  rm -f "$work/pictures.y4m"
  for preset in ${PRESETS:-ultrafast veryfast}; do
    ours=(); alone=()
    x264_alone_command "$preset" "$shm/p.yuv" "$work/x.mp4" "$same"
    for _ in $(seq "${ROUNDS:-7}"); do
      ours+=("$(phases "$bin" render "$template" --direction present --preset "$preset" -o "$work/o.mp4")")
      alone+=("$(phases "${x264_alone[@]}")")
    done
    echo "portrait $name $preset (medians of ${ROUNDS:-7} rounds, ms after launch):"
    report segue-video "${ours[@]}"
    report "x264 alone" "${alone[@]}"
  done
done
