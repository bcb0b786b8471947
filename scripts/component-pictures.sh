#!/usr/bin/env bash
# Renders the component pictures of docs/templates.md (docs/images/components/*.png) from the
# templates in docs/components and Templates/push.yaml, at one point per pixel.
# Needs ffmpeg (scripts/setup.sh installs it). Usage: scripts/component-pictures.sh [segue-video binary]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-$(swift build --show-bin-path)/segue-video}
OUT=docs/images/components
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
still() { "$BIN" still "$1" --progress "$2" -o "$TMP/$3.png" >/dev/null; }
# montage OUT W H IMAGE...: each image (optionally cropped to its top CROP_H pixels) fitted into
# W x H, with a 6-pixel grey margin, side by side.
montage() {
  local out=$1 w=$2 h=$3; shift 3
  local args=() filters="" labels="" i=0
  for image in "$@"; do
    args+=(-i "$image")
    filters+="[$i]${CROP:+crop=iw:$CROP:0:0,}scale=$w:$h:force_original_aspect_ratio=decrease:flags=lanczos,"
    filters+="pad=$((w + 12)):$((h + 12)):(ow-iw)/2:(oh-ih)/2:color=0x808080[p$i];"
    labels+="[p$i]"; i=$((i + 1))
  done
  ffmpeg -loglevel error -y "${args[@]}" -filter_complex "${filters}${labels}hstack=inputs=$i" -frames:v 1 "$out"
}
still docs/components/controls.yaml 0 c-light; still docs/components/controls.yaml 1 c-dark
CROP=1160 montage "$OUT/controls.png" 390 387 "$TMP/c-light.png" "$TMP/c-dark.png"
still docs/components/bars.yaml 0 b-light; still docs/components/bars.yaml 1 b-dark
montage "$OUT/bars.png" 402 874 "$TMP/b-light.png" "$TMP/b-dark.png"
still docs/components/tables.yaml 0 t-plain; still docs/components/tables.yaml 1 t-grouped
CROP=1300 montage "$OUT/tables.png" 390 433 "$TMP/t-plain.png" "$TMP/t-grouped.png"
# systemSpring covers half the width at about 10.2 % of the time (0.348 s of its 3.41 s settling).
still Templates/push.yaml 0 p0; still Templates/push.yaml 0.102 p1; still Templates/push.yaml 1 p2
montage "$OUT/push.png" 390 844 "$TMP/p0.png" "$TMP/p1.png" "$TMP/p2.png"
echo "wrote $OUT/controls.png bars.png tables.png push.png"
