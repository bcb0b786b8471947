#!/usr/bin/env bash
# Installs the Debian packages segue-video builds against, if any are missing.
# Runs `apt-get update` once, only when something has to be installed.
set -euo pipefail

packages=(
  pkg-config
  libavcodec-dev libavformat-dev libavutil-dev libswscale-dev   # FFmpeg (libx264 comes with libavcodec)
  libfreetype-dev libharfbuzz-dev                               # text
  fonts-material-design-icons-iconfont                          # icon: views (Text/IconCatalog.swift)
  fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji          # every script and emoji (Text/FontFallback.swift)
  libfribidi-dev unicode-data                                   # bidi (UAX #9) and the Unicode conformance files
  chromium ffmpeg python3 curl                                  # scripts/browser-playback.sh (formats played in a browser)
  slurm-wlm munge                                               # scripts/slurm-test.sh: a real Slurm array in the tests
  time                                                          # /usr/bin/time: peak memory in the layer-cache tests
  strace                                                        # the media-confinement tests: no openat of a file outside the template folder
  gdb                                                           # scripts/test.sh: a hung test binary's stacks, printed before it is killed
  tesseract-ocr tesseract-ocr-eng python3-pil                   # scripts/ocr-check.sh: every template's text read back (OCR)
  tesseract-ocr-deu tesseract-ocr-jpn tesseract-ocr-ara         # ... and the localized flow's German, Japanese and Arabic (Templates/localized)
  libxxhash-dev xxhash                                          # XXH3-128 frame hashes; xxh128sum checks them in the tests
)
if [[ "${SEGUE_EXTRA_PACKAGES:-}" != "" ]]; then
  read -r -a extra <<<"$SEGUE_EXTRA_PACKAGES"
  packages+=("${extra[@]}")
fi

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done

if ((${#missing[@]})); then
  sudo=""
  if [[ $(id -u) -ne 0 ]]; then sudo="sudo"; fi
  echo "setup: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "setup: system packages present"
fi
