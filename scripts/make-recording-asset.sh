#!/usr/bin/env bash
# Makes the screen recordings the recording showcases play, from the bundled push segue
# (Templates/push.yaml, iPhone 14) rendered by segue-video in both directions and played as a
# person tapping through the app would, then re-encoded as a simulator recording is: frames
# only where the screen changed (mpdecimate drops repeats, so the timestamps are
# variable-frame-rate), HEVC tagged hvc1, BT.709. It replaces recorded-push.mp4 (390×844, the
# screen in points, soft at 3×).
# Templates/assets/recorded-preview.mp4 (recorded-preview.yaml, recorded-flow.yaml): in and
#   out three times with 1.5–2.5 s holds, 17.7 s at 1170×2532 (the iPhone 14's own pixels, 3×),
#   sampled at 30 fps, CRF 30, under 1 MB. Only exact repeats are dropped (hi=lo=1, frac=0): the
#   default thresholds compare each frame with the one before it, so the slow end of an
#   ease-out (a pixel or two a frame) was dropped whole and the push looked cut short.
#
# Usage (from the repository root, after `swift build`):
#   scripts/make-recording-asset.sh [path/to/segue-video]
# The bytes depend on the libx265 build; the pictures do not depend on anything else.
set -euo pipefail
BIN=${1:-.build/debug/segue-video}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
HEVC=(-fps_mode vfr -enc_time_base 1/600 -c:v libx265 -crf 30 -x265-params log-level=none -tag:v hvc1 -pix_fmt yuv420p
      -colorspace bt709 -color_primaries bt709 -color_trc bt709 -movflags +faststart)
"$BIN" render Templates/push.yaml --direction both -o "$WORK/full.mp4" >/dev/null
hold() { echo "tpad=stop_mode=clone:stop_duration=$1"; }
ffmpeg -nostdin -v error -y -i "$WORK/full-present.mp4" -i "$WORK/full-dismiss.mp4" -filter_complex \
  "[0:v]split=3[p0][p1][p2];[1:v]split=3[d0][d1][d2];[p0]$(hold 2)[a];[d0]$(hold 1.5)[b];[p1]$(hold 2)[c];[d1]$(hold 1.5)[d];[p2]$(hold 2.5)[e];[d2]$(hold 2.5)[f];[a][b][c][d][e][f]concat=n=6:v=1:a=0,fps=30,mpdecimate=hi=1:lo=1:frac=0,setsar=1[v]" \
  -map "[v]" -preset fast "${HEVC[@]}" Templates/assets/recorded-preview.mp4
ls -l Templates/assets/recorded-preview.mp4
