#!/usr/bin/env bash
# Renders the component pictures of docs/templates.md (docs/images/components/*.png) from the
# templates in docs/components and Templates/push.yaml, at one point per pixel.
# Needs ImageMagick (convert, montage). Usage: scripts/component-pictures.sh [segue-video binary]
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${1:-$(swift build --show-bin-path)/segue-video}
OUT=docs/images/components
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
still() { "$BIN" still "$1" --progress "$2" -o "$TMP/$3.png" >/dev/null; }
still docs/components/controls.yaml 0 c-light; still docs/components/controls.yaml 1 c-dark
convert "$TMP/c-light.png" -crop 1170x1160+0+0 "$TMP/c-light.png"; convert "$TMP/c-dark.png" -crop 1170x1160+0+0 "$TMP/c-dark.png"
montage "$TMP/c-light.png" "$TMP/c-dark.png" -tile 2x1 -geometry 390x387+6+6 -background "#808080" "$OUT/controls.png"
still docs/components/bars.yaml 0 b-light; still docs/components/bars.yaml 1 b-dark
montage "$TMP/b-light.png" "$TMP/b-dark.png" -tile 2x1 -geometry 402x874+6+6 -background "#808080" "$OUT/bars.png"
still docs/components/tables.yaml 0 t-plain; still docs/components/tables.yaml 1 t-grouped
convert "$TMP/t-plain.png" -crop 1170x1300+0+0 "$TMP/t-plain.png"; convert "$TMP/t-grouped.png" -crop 1170x1300+0+0 "$TMP/t-grouped.png"
montage "$TMP/t-plain.png" "$TMP/t-grouped.png" -tile 2x1 -geometry 390x433+6+6 -background "#808080" "$OUT/tables.png"
# systemSpring covers half the width at about 10.2 % of the time (0.348 s of its 3.41 s settling).
still Templates/push.yaml 0 p0; still Templates/push.yaml 0.102 p1; still Templates/push.yaml 1 p2
montage "$TMP/p0.png" "$TMP/p1.png" "$TMP/p2.png" -tile 3x1 -geometry 390x844+6+6 -background "#808080" "$OUT/push.png"
echo "wrote $OUT/controls.png bars.png tables.png push.png"
