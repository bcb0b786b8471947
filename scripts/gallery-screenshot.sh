#!/usr/bin/env bash
# Screenshots a batch's gallery (OUTDIR/index.html) with headless Chromium, to check that the
# page shows every clip's poster without any network:
#
#   scripts/gallery-screenshot.sh [OUTDIR] [SCREENSHOT.png]
#
# Defaults: out/ and OUTDIR/gallery-screenshot.png. Needs Debian's `chromium` package
# (apt-get install chromium); CI does not install it, so this is a manual check.
set -euo pipefail
out="${1:-out}"
shot="${2:-$out/gallery-screenshot.png}"
page="$(cd "$out" && pwd)/index.html"
[[ -f "$page" ]] || { echo "gallery-screenshot: no $page; run segue-video batch first" >&2; exit 2; }
browser="$(command -v chromium || command -v chromium-browser || true)"
[[ -n "$browser" ]] || { echo "gallery-screenshot: chromium not found (apt-get install chromium)" >&2; exit 2; }
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
# A window tall enough for every row of cards: as many 340-point columns as fit
# (GALLERY_WIDTH=390 is a phone), each card about 560 pixels tall.
clips=$(grep -c '<figure>' "$page" || true)
cards=$(grep -c '<section class="card"' "$page" || true)
width="${GALLERY_WIDTH:-1280}"
columns=$(( (width - 40 + 18) / 358 )); (( columns >= 1 )) || columns=1
height="${GALLERY_HEIGHT:-$((160 + (cards + columns - 1) / columns * 560))}"
# --no-sandbox: root in containers; the page is local and trusted. The virtual time budget
# lets every poster load before the picture is taken.
timeout 90 "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --user-data-dir="$profile" \
  --virtual-time-budget=10000 \
  --window-size="$width,$height" --screenshot="$(realpath -m "$shot")" \
  "file://$page" 2>/dev/null
echo "gallery-screenshot: wrote $shot ($cards templates, $clips clips, ${width}x$height)"
