#!/usr/bin/env bash
# Speed against x264 alone in instructions, not seconds: the portrait photo-and-text screens of
# benchmarks/portrait/ (issue 18) rendered by segue-video (compositing, conversion, x264, MP4)
# and the same pictures encoded by x264 alone through FFmpeg's command line with the same
# settings (scripts/lib/x264-alone.sh), each counted once under valgrind's callgrind. Counts of
# user-space instructions repeat run to run whatever else the machine is doing, where wall and
# CPU seconds on a shared VM move by ±5 % between rounds (scripts/bench-peers.sh measures those).
# They leave out the kernel (page faults, file reads) and what an instruction costs (a gather
# counts one), so they complement the timed ratios rather than replace them.
# Prints, per screen and preset, both totals and x264 alone / segue-video (1.00 = the same work).
# Needs valgrind and the ffmpeg command-line tool. Takes about 3 minutes a line on 2 cores.
# BIN=path: an existing release binary; NAMES="push scale", PRESETS=veryfast: fewer lines.
# SET=component-kit: the component-kit screens of benchmarks/component-kit/ instead (issue 51;
# NAMES defaults to "push sheet": the 20-s flow takes about an hour under callgrind on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bench-setup.sh
bench_setup bench-instructions valgrind ffmpeg ffprobe  # bin, work
source scripts/lib/x264-alone.sh  # pictures, same_settings, x264_alone_command

# Valgrind reads a binary's debug information before running it: the release binary without
# it starts in seconds instead of minutes, and runs the same instructions.
strip -o "$work/segue-video" "$bin"
# Total instructions of a command, all threads (callgrind's "Collected").
instructions() {
  valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    awk '/Collected :/ {print $NF}'
}

billions() { echo "scale=3; $1 / 1000000000" | bc -l; }

echo "valgrind $(valgrind --version | sed 's/valgrind-//'), $(ffmpeg -version | head -1 | cut -d' ' -f1-3), $("$bin" --version | head -1)"
set_dir=${SET:-portrait}; default_names="dissolve push scale"
if [ "$set_dir" = component-kit ]; then default_names="push sheet"; fi
for name in ${NAMES:-$default_names}; do
  template=benchmarks/$set_dir/$set_dir-$name.yaml
  pictures "$template" "$work/p.yuv"
  same=$(same_settings "$work/pictures.y4m")
  for preset in ${PRESETS:-ultrafast veryfast}; do
    ours=$(instructions "$work/segue-video" render "$template" --direction present --preset "$preset" -o "$work/ours.mp4")
    x264_alone_command "$preset" "$work/p.yuv" "$work/alone.mp4" "$same"
    alone=$(instructions "${x264_alone[@]}")
    [ -n "$ours" ] && [ -n "$alone" ] || { echo "bench-instructions: callgrind counted nothing for $name $preset"; exit 1; }
    echo "$set_dir $name $preset: segue-video $(billions "$ours") G instructions, x264 alone $(billions "$alone") G;" \
      "x264 alone / segue-video $(echo "scale=3; $alone / $ours" | bc -l)x"
  done
done
