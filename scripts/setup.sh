#!/usr/bin/env bash
# Installs the Debian 12 packages segue-video needs, if any are missing. Runs `apt-get update`
# once, only when something has to be installed.
#
#   bash scripts/setup.sh --runtime   # run a built segue-video: shared libraries and fonts, no -dev
#                                     # (the container's runtime stage, a release tarball's host)
#   bash scripts/setup.sh --build     # build it and render: runtime + headers (scripts/demo.sh)
#   bash scripts/setup.sh [--test]    # build and run the whole test suite: build + the tools the
#                                     # tests drive (scripts/test.sh; the default)
#   bash scripts/setup.sh --print --runtime   # list that set's packages, one a line; install nothing
#
# Measured on Debian 12 (issue 49): the test set is 512 MB installed, 335 MB of it only for the
# tests (chromium, Slurm, Tesseract, gdb, strace...), which no renderer needs.
set -euo pipefail

level=test print=""
for arg in "$@"; do
  case $arg in
    --runtime) level=runtime ;;
    --build) level=build ;;
    --test) level=test ;;
    --print) print=1 ;;
    *) echo "setup.sh: unknown option $arg (use --runtime, --build, --test or --print)" >&2; exit 2 ;;
  esac
done

# What a built binary opens at run time. The shared libraries are those `ldd segue-video` names
# (scripts/package.sh writes the same list into a release tarball's LIBRARIES, from dpkg -S);
# the fonts are the system ones Text/FontFallback.swift and Text/IconCatalog.swift look up.
runtime=(
  libavcodec59 libavformat59 libavutil57 libswscale6             # FFmpeg (libx264 comes with libavcodec)
  libfreetype6 libharfbuzz0b libfribidi0 libxxhash0               # text, bidi (UAX #9), XXH3-128 frame hashes
  libicu72                                                        # Thai/Lao/Khmer/Myanmar word breaks (Text/DictionaryLineBreaks.swift)
  libstdc++6 libxml2 libssl3 zlib1g                                # what the Swift runtime (Foundation) links
  fonts-material-design-icons-iconfont                            # icon: views (Text/IconCatalog.swift)
  fonts-noto-cjk fonts-noto-core fonts-noto-color-emoji           # every script and emoji (Text/FontFallback.swift)
)
# What building needs besides the Swift toolchain: headers and pkg-config files of the above.
build=(
  pkg-config
  libavcodec-dev libavformat-dev libavutil-dev libswscale-dev     # FFmpeg (the system library targets in Package.swift)
  libfreetype-dev libharfbuzz-dev libfribidi-dev libxxhash-dev libicu-dev
  zlib1g-dev                                                      # inflate for PDF image sets (CZlib; Import/Vector/FlateInflater.swift)
)
# What only the tests use.
test=(
  unicode-data                                                    # the Unicode conformance files (bidi, line breaks)
  chromium ffmpeg python3 curl                                    # scripts/browser-playback.sh (formats played in a browser)
  slurm-wlm munge                                                 # scripts/slurm-test.sh: a real Slurm array in the tests
  time                                                            # /usr/bin/time: peak memory in the layer-cache tests
  strace                                                          # the media-confinement tests: no openat of a file outside the template folder
  gdb                                                             # scripts/test.sh: a hung test binary's stacks, printed before it is killed
  tesseract-ocr tesseract-ocr-eng python3-pil                     # scripts/ocr-check.sh: every template's text read back (OCR)
  tesseract-ocr-deu tesseract-ocr-jpn tesseract-ocr-ara           # ... and the localized flow's German, Japanese and Arabic (Templates/localized)
  xxhash                                                          # xxh128sum checks the frame hashes in the tests
  libxml2-utils                                                   # xmllint --schema: check --report junit.xml against the JUnit XML schema
  librsvg2-bin poppler-utils                                      # rsvg-convert, pdftoppm: reference rasterizations of vector image sets (VectorImageTests)
  qpdf                                                            # qpdf --object-streams=generate: PDF 1.5 object and cross-reference streams (VectorClipAndStreamTests)
)

packages=("${runtime[@]}")
[[ $level == runtime ]] || packages+=("${build[@]}")
[[ $level != test ]] || packages+=("${test[@]}")
if [[ "${SEGUE_EXTRA_PACKAGES:-}" != "" ]]; then
  read -r -a extra <<<"$SEGUE_EXTRA_PACKAGES"
  packages+=("${extra[@]}")
fi
if [[ -n $print ]]; then printf '%s\n' "${packages[@]}"; exit 0; fi

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
  echo "setup: system packages present ($level)"
fi
