#!/usr/bin/env bash
# Makes Templates/assets/recorded-push.mp4, the screen recording the recorded-flow showcase
# plays: the bundled push segue (Templates/push.yaml, iPhone 14) rendered by segue-video in
# both directions, played in, out and in again as a person tapping through the app would,
# then re-encoded as a simulator recording is: frames only where the screen changed
# (mpdecimate drops repeats, so the timestamps are variable-frame-rate), 390×844 (the
# screen in points), HEVC tagged hvc1, CRF 30: small enough to commit (under ~300 KB).
#
# Usage (from the repository root, after `swift build`):
#   scripts/make-recording-asset.sh [path/to/segue-video]
# The bytes depend on the libx265 build; the pictures do not depend on anything else.
set -euo pipefail
BIN=${1:-.build/debug/segue-video}
OUT=Templates/assets/recorded-push.mp4
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
"$BIN" render Templates/push.yaml --direction both --scale 0.5 -o "$WORK/push.mp4" >/dev/null
ffmpeg -nostdin -v error -y -i "$WORK/push-present.mp4" -i "$WORK/push-dismiss.mp4" -i "$WORK/push-present.mp4" \
  -filter_complex "[0:v][1:v][2:v]concat=n=3:v=1:a=0,scale=390:844:flags=area,mpdecimate,setsar=1[v]" -map "[v]" \
  -fps_mode vfr -enc_time_base 1/600 -c:v libx265 -preset medium -crf 30 -x265-params log-level=none \
  -tag:v hvc1 -pix_fmt yuv420p -colorspace bt709 -color_primaries bt709 -color_trc bt709 -movflags +faststart "$OUT"
ls -l "$OUT"
