#!/usr/bin/env bash
# Renders the localized flow's pictures of docs/templates.md ("Right to left") into
# docs/images/locales/: a contact sheet of Templates/localized/walk-localized.yaml in en, de,
# ja and ar (rows) at four moments (columns: the list, the detail with its caption, the
# switch turned on, back on the list; the push's tap comes 1 s after its callout appears,
# `FlowStep.reading`), each screen at a third of its 1170x2532 pixels, and
# the Arabic list and detail at 100 % around the navigation bar and the table. Look at them
# after running (they are committed). BIN defaults to the debug build.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/debug/segue-video}
OUT=docs/images/locales
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$OUT"
for locale in en de ja ar; do
  for t in 0.5 3.6 4.6 7.5; do
    "$BIN" still Templates/localized/walk-localized.yaml --locale "$locale" --time "$t" -o "$work/$locale-$t.png" >/dev/null
  done
done
/usr/bin/python3 - "$work" "$OUT" <<'PY'
import sys
from PIL import Image
work, out = sys.argv[1], sys.argv[2]
locales, times, (w, h), gap = ["en", "de", "ja", "ar"], ["0.5", "3.6", "4.6", "7.5"], (390, 844), 10
sheet = Image.new("RGB", (len(times) * (w + gap) + gap, len(locales) * (h + gap) + gap), "white")
for row, locale in enumerate(locales):
    for column, t in enumerate(times):
        screen = Image.open(f"{work}/{locale}-{t}.png").convert("RGB").resize((w, h), Image.LANCZOS)
        sheet.paste(screen, (gap + column * (w + gap), gap + row * (h + gap)))
sheet.save(f"{out}/walk-localized-contact.png", optimize=True)
Image.open(f"{work}/ar-0.5.png").convert("RGB").crop((0, 0, 1170, 1300)).save(f"{out}/walk-localized-ar-list.png", optimize=True)
Image.open(f"{work}/ar-3.6.png").convert("RGB").crop((0, 0, 1170, 1150)).save(f"{out}/walk-localized-ar-detail.png", optimize=True)
PY
ls -la "$OUT"
