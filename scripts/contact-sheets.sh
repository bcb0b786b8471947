#!/usr/bin/env bash
# Contact sheets of the bundled templates, to look at (issue 44: "contact sheets of every
# bundled template"): for each template, one PNG of stills side by side, each screen at a
# quarter of its pixels with its moment written under it.
#
#   scripts/contact-sheets.sh OUTDIR [TEMPLATE...]   (default: every Templates/*.yaml)
#
# A segue: a row per direction it has (validate says which), at linear progress 0, 0.1, 0.25,
# 0.4, 0.5, 0.6, 0.75, 0.9 and 1 (--progress). A flow: two rows of eight moments spread evenly
# over its frames (--frame). The full-size stills stay in OUTDIR/NAME/ for 100 % crops.
# BIN defaults to the debug build. Nothing here is compared: it makes pictures for a person.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/debug/segue-video}
out="${1:?usage: contact-sheets.sh OUTDIR [TEMPLATE...]}"
shift
templates=("$@"); ((${#templates[@]})) || templates=(Templates/*.yaml)
mkdir -p "$out"
for t in "${templates[@]}"; do
  name=$(basename "$t" .yaml)
  dir="$out/$name"; mkdir -p "$dir"; : >"$dir/cells"
  summary=$("$BIN" validate "$t" 2>/dev/null | tail -1)
  if [[ $summary =~ flow\ of.*\ ([0-9]+)\ frames\) ]]; then
    last=$((BASH_REMATCH[1] - 1))
    for i in $(seq 0 15); do
      f=$((last * i / 15))
      "$BIN" still "$t" --frame "$f" -o "$dir/frame-$f.png" >/dev/null
      echo "$dir/frame-$f.png frame $f" >>"$dir/cells"
    done
  else
    directions=()
    [[ $summary == *present* ]] && directions+=(present)
    [[ $summary == *dismiss* ]] && directions+=(dismiss)
    for d in "${directions[@]}"; do
      for p in 0 0.1 0.25 0.4 0.5 0.6 0.75 0.9 1; do
        "$BIN" still "$t" --direction "$d" --progress "$p" -o "$dir/$d-$p.png" >/dev/null
        echo "$dir/$d-$p.png $d $p" >>"$dir/cells"
      done
    done
  fi
  /usr/bin/python3 - "$dir/cells" "$out/$name.png" "$name" <<'PY'
import sys
from PIL import Image, ImageDraw
cells = [line.split(" ", 1) for line in open(sys.argv[1]).read().splitlines()]
first = Image.open(cells[0][0])
w, h = first.width // 4, first.height // 4
columns = 8 if len(cells) == 16 else 9
rows = (len(cells) + columns - 1) // columns
gap, caption = 8, 18
sheet = Image.new("RGB", (gap + columns * (w + gap), 24 + rows * (h + caption + gap)), "white")
draw = ImageDraw.Draw(sheet)
draw.text((gap, 6), sys.argv[3], fill="black")
for n, (path, moment) in enumerate(cells):
    x, y = gap + (n % columns) * (w + gap), 24 + (n // columns) * (h + caption + gap)
    sheet.paste(Image.open(path).convert("RGB").resize((w, h), Image.LANCZOS), (x, y))
    draw.text((x, y + h + 3), moment.strip(), fill="black")
sheet.save(sys.argv[2], optimize=True)
PY
  echo "$out/$name.png"
done
