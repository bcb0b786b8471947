#!/usr/bin/env bash
# Measures what decoding a recording adds to a render's peak memory (issue 45: the estimate
# `VideoDecoder.memoryPerPixel` that EncoderMemory counts per decoder), and shows it does not
# grow with the recording's length.
#
# For each size and length it makes a recording with FFmpeg (testsrc2, 30 fps, HEVC 8-bit
# 4:2:0 as simulator recordings are; plus an H.264 one with 16 reference frames, the most a
# decoder keeps), renders a flow that plays it for its whole length at the recording's own size
# (a recording scene, the drawn status bar over it), and the same flow with a drawn scene in
# its place, each under `/usr/bin/time -v`; the difference of the two peaks is what the video
# costs. Output: one line per run, then the bytes a pixel.
#
# Usage: BIN=path/to/segue-video [JOBS="1 2"] [SIZES="1170x2532 590x1278"] [LENGTHS="1 10 60"]
#        bash scripts/measure-video-memory.sh
set -euo pipefail
BIN=${BIN:-.build/release/segue-video}
JOBS=${JOBS:-1 2}
SIZES=${SIZES:-1170x2532 590x1278}
LENGTHS=${LENGTHS:-1 10 60}
FPS=${FPS:-10}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
echo "# $(uname -n) $(nproc) cores, $(date -u +%FT%TZ), $BIN, output ${FPS} fps, --preset ultrafast"

peak() { # peak RSS in KiB of the render given as arguments
  /usr/bin/time -v "$@" >/dev/null 2>"$WORK/time.txt" || { cat "$WORK/time.txt" >&2; exit 1; }
  awk -F': ' '/Maximum resident set size/ {print $2}' "$WORK/time.txt"
}

template() { # size-in-points scale seconds scene-body
  cat <<EOF
canvas: {size: [$1, $2], scale: $3, background: "#000000", safeArea: {top: 47}}
video: {fps: $FPS}
scenes:
  rec:
$5
    views: [{id: dot, frame: [0, 0, 1, 1]}]
flow:
  root: rec
  hold: $4
  steps: [{change: [{target: dot, alpha: [1, 1]}], duration: 0.1, hold: 0}]
EOF
}

for size in $SIZES; do
  w=${size%x*}; h=${size#*x}
  for seconds in $LENGTHS; do
    for codec in hevc h264; do
      [ "$codec" = h264 ] && [ "$seconds" != 10 ] && continue
      rec="$WORK/rec-$size-$seconds-$codec.mp4"
      if [ "$codec" = hevc ]; then
        enc=(-c:v libx265 -preset ultrafast -x265-params log-level=none:keyint=60 -tag:v hvc1)
      else
        enc=(-c:v libx264 -preset ultrafast -x264-params ref=16:keyint=60 -level 6.2)
      fi
      ffmpeg -nostdin -v error -y -f lavfi -i "testsrc2=size=${size}:rate=30:duration=$seconds" "${enc[@]}" -pix_fmt yuv420p \
        -colorspace bt709 -color_primaries bt709 -color_trc bt709 "$rec"
      # Points at 3x (1170 wide) or 2x (590 wide): the recording's own pixels.
      scale=3; [ $((w % 3)) -ne 0 ] && scale=2
      pw=$((w / scale)); ph=$(echo "scale=1; $h / $scale" | bc)
      template "$pw" "$ph" "$scale" "$seconds" "    recording: {file: $(basename "$rec"), statusBar: drawn}" > "$WORK/video.yaml"
      template "$pw" "$ph" "$scale" "$seconds" "    background: \"#336699\"" > "$WORK/drawn.yaml"
      for jobs in $JOBS; do
        v=$(peak "$BIN" render "$WORK/video.yaml" -o "$WORK/v.mp4" --jobs "$jobs" --preset ultrafast)
        d=$(peak "$BIN" render "$WORK/drawn.yaml" -o "$WORK/d.mp4" --jobs "$jobs" --preset ultrafast)
        per=$(( (v - d) * 1024 / (w * h) ))
        echo "$size ${seconds}s $codec jobs=$jobs: video $v KiB, drawn $d KiB, video adds $((v - d)) KiB = $per B/px ($((per / jobs)) B/px a decoder); load $(cut -d' ' -f1-3 /proc/loadavg)"
      done
      rm -f "$rec"
    done
  done
done
