#!/usr/bin/env bash
# The release tarball runs anywhere: scripts/package.sh packages BINARY, the tarball is unpacked
# into a fresh folder outside the checkout, and, in a mount namespace where the checkout and the
# Swift toolchain's runtime libraries are hidden (an empty tmpfs over each; nothing is moved or
# renamed), with an empty environment and the working folder in the fresh folder, it validates
# and renders a bundled template copied there, writes a still, and reads the clip back. Any
# failure fails loudly; it never skips. Needs root for the mount namespace (scripts/test.sh
# runs it as it runs the Slurm test).
#
#   bash scripts/package-check.sh [BINARY]     # default: the release build
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
fail() { echo "package-check: FAILED: $*" >&2; exit 1; }
[[ $(id -u) -eq 0 ]] || fail "must run as root (it hides the checkout in a mount namespace: unshare --mount)"
command -v unshare >/dev/null || fail "unshare (util-linux) is missing"
bin=${1:-}
if [[ -z $bin ]]; then
  swift build -c release --product segue-video >/dev/null
  bin="$(swift build -c release --show-bin-path)/segue-video"
fi
bin=$(realpath "$bin")
[[ -x $bin ]] || fail "no segue-video binary at $bin"

work=$(mktemp -d /tmp/segue-package.XXXXXX)
trap 'rm -rf "$work"' EXIT
bash scripts/package.sh "$work/dist" "$bin" || fail "scripts/package.sh failed"
tarballs=("$work"/dist/segue-video-*-linux-"$(uname -m)".tar.gz)
((${#tarballs[@]} == 1)) && [[ -f ${tarballs[0]} ]] || fail "expected one segue-video-VERSION-linux-$(uname -m).tar.gz in $work/dist"
mkdir "$work/fresh"
tar -xzf "${tarballs[0]}" -C "$work/fresh"
unpacked=("$work"/fresh/segue-video-*)
app=${unpacked[0]}
for file in segue-video segue-video_CompositorScene.resources/Fonts LIBRARIES README.txt libswiftCore.so; do
  [[ -e $app/$file ]] || fail "the tarball has no $file"
done
grep -q $'^libavcodec[0-9]*\t' "$app/LIBRARIES" || fail "LIBRARIES names no libavcodec package"
mkdir "$work/fresh/job"
cp -R Templates "$work/fresh/job/Templates"

# Where this machine's Swift runtime lives (the toolchain), to hide it with the checkout.
swift_libs=$(dirname "$(ldd "$bin" | awk '$1 == "libswiftCore.so" { print $3 }')")
[[ -d $swift_libs && $swift_libs != "$app" ]] || fail "cannot find the Swift runtime libraries the binary links ($swift_libs)"

# In the namespace: hide, then run from the fresh folder with nothing but PATH set.
cat >"$work/inside.sh" <<'INSIDE'
set -euo pipefail
repo=$1 swift_libs=$2 app=$3
mount -t tmpfs -o size=1m,mode=0755 none "$repo"
mount -t tmpfs -o size=1m,mode=0755 none "$swift_libs"
[[ -z $(ls -A "$repo") && ! -e $swift_libs/libswiftCore.so ]] || { echo "package-check: the checkout is still visible" >&2; exit 1; }
cd "$(dirname "$app")/job"
run() { echo "package-check: segue-video $*"; env -i PATH=/usr/bin:/bin "$app/segue-video" "$@"; }
if env -i ldd "$app/segue-video" | grep -q 'not found'; then env -i ldd "$app/segue-video" | grep 'not found' >&2; exit 1; fi
env -i ldd "$app/segue-video" | grep -q "$app/libswiftCore.so" || { echo "package-check: libswiftCore.so not loaded from the tarball" >&2; exit 1; }
run --version | sed -n 1p   # sed reads it all: head would end segue-video with SIGPIPE under pipefail
run validate Templates/pets-scale.yaml
run render Templates/pets-scale.yaml -o out/pets.mp4 --scale 0.1
run still Templates/push.yaml --frame 0 -o push.png --scale 0.1
run probe out/pets-present.mp4 | grep -q '^codec  *h264' || { echo "package-check: out/pets-present.mp4 is not an H.264 clip" >&2; exit 1; }
[[ -s out/pets-dismiss.mp4 && -s push.png ]] || { echo "package-check: the promised files are missing" >&2; ls -la . out >&2; exit 1; }
INSIDE
unshare --mount --propagation private bash "$work/inside.sh" "$repo" "$swift_libs" "$app" \
  || fail "the unpacked tarball did not render with the checkout out of reach (see above)"
echo "package-check: OK: $(basename "${tarballs[0]}") ($(du -h "${tarballs[0]}" | cut -f1)) renders from $app with the checkout and the Swift toolchain hidden"
