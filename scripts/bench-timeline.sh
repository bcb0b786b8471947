#!/usr/bin/env bash
# When the two cores are busy and with what, segue-video against x264 alone (issue 18): one
# render of a portrait clip and x264 alone encoding the same pictures (scripts/lib/x264-alone.sh,
# read from /dev/shm), each under `perf record`, then scripts/profile-timeline.py prints, per
# SLICE seconds (default 0.2), the cores x264 kept busy and the cores everything else did, side
# by side, and the idle core-seconds before x264 starts, while it runs and after it ends. It
# shows where compositing could hide (x264's idle) and where it cannot (x264 busy on both cores).
# One pair a line: a single render moves by ±10 % on a shared VM, so read it beside the
# medians of scripts/bench-peers.sh. Needs perf (linux-perf), python3 and the ffmpeg command-line tool.
# BIN=path: an existing release binary; NAMES="push scale", PRESETS="ultrafast veryfast": the lines.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bench-setup.sh
bench_setup bench-timeline perf python3 ffmpeg ffprobe  # bin, work
shm=$(mktemp -d /dev/shm/segue-timeline.XXXXXX)
trap 'rm -rf "$work" "$shm"' EXIT
source scripts/lib/x264-alone.sh  # pictures, same_settings, x264_alone_command
frequency=1999

for name in ${NAMES:-dissolve push scale}; do
  template=benchmarks/portrait/portrait-$name.yaml
  pictures "$template" "$shm/p.yuv"
  same=$(same_settings "$work/pictures.y4m")
  for preset in ${PRESETS:-veryfast}; do
    ours=("$bin" render "$template" --direction present --preset "$preset" -o "$work/ours.mp4")
    x264_alone_command "$preset" "$shm/p.yuv" "$work/alone.mp4" "$same"
    alone=("${x264_alone[@]}")
    # Each once untimed first, as in bench-peers.sh: memory as a run of its own size leaves it.
    "${ours[@]}" >/dev/null 2>&1
    perf record -q -F "$frequency" -o "$work/ours.data" "${ours[@]}" >/dev/null 2>&1
    "${alone[@]}" >/dev/null 2>&1
    perf record -q -F "$frequency" -o "$work/alone.data" "${alone[@]}" >/dev/null 2>&1
    echo "portrait $name $preset (cores busy: x264 + the rest of the process)"
    python3 scripts/profile-timeline.py "$frequency" "${SLICE:-0.2}" "x264 alone=$work/alone.data" "segue-video=$work/ours.data"
  done
done
