#!/usr/bin/env bash
# Reads every bundled template's text back with Tesseract (scripts/ocr/ocr_check.py): each
# screen at rest and each caption at its middle, every readable caption, label, cell title and
# value compared with the template's text. Fails loudly when Tesseract or Pillow is missing
# (scripts/setup.sh installs tesseract-ocr, tesseract-ocr-eng and python3-pil from Debian).
# About a minute and a half on 2 cores. BIN defaults to the debug build; test.sh passes its release build.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=${BIN:-.build/debug/segue-video}
command -v tesseract >/dev/null || { echo "ocr-check: tesseract is missing (apt-get install tesseract-ocr tesseract-ocr-eng)" >&2; exit 1; }
/usr/bin/python3 -c 'import PIL' 2>/dev/null || { echo "ocr-check: Pillow is missing (apt-get install python3-pil)" >&2; exit 1; }
[[ -x $BIN ]] || { echo "ocr-check: no binary at $BIN (swift build first)" >&2; exit 1; }
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
# OMP_THREAD_LIMIT=1: Tesseract's OpenMP threads only contend on 2 cores.
# The localized flow in each of its languages needs Tesseract's models for them.
for lang in deu jpn ara; do
  tesseract --list-langs 2>/dev/null | grep -qx "$lang" || { echo "ocr-check: Tesseract's $lang model is missing (apt-get install tesseract-ocr-$lang; scripts/setup.sh does)" >&2; exit 1; }
done
localized=Templates/localized/walk-localized.yaml
OMP_THREAD_LIMIT=1 timeout 900 /usr/bin/python3 scripts/ocr/ocr_check.py "$BIN" "$out" Templates/*.yaml \
  "$localized@en" "$localized@de" "$localized@ja" "$localized@ar"
