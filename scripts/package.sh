#!/usr/bin/env bash
# A relocatable release tarball: OUTDIR/segue-video-VERSION-linux-ARCH.tar.gz holding one
# folder, segue-video-VERSION-linux-ARCH/, with
#   segue-video                              the release binary
#   segue-video_CompositorScene.resources/   its fonts bundle, found next to the binary at run
#                                            time (Text/BundledFonts.swift), wherever it is moved
#   lib*.so                                  the Swift runtime libraries it links, found through
#                                            the binary's RUNPATH entry $ORIGIN (no toolchain needed)
#   LIBRARIES                                the Debian packages of every other shared library it
#                                            needs (readelf NEEDED → ldd → dpkg -S), and the system
#                                            font packages it opens: `apt-get install $(grep -v '^#' LIBRARIES | cut -f1)`
#   README.txt                               how to install and run it
# The archive is reproducible: sorted names, fixed owner and times, gzip without a timestamp.
#
#   bash scripts/package.sh OUTDIR              # builds release first (10+ minutes on 2 cores)
#   bash scripts/package.sh OUTDIR BINARY       # packages BINARY (its resources bundle beside it)
#
# scripts/package-check.sh unpacks the tarball outside the checkout and renders with it.
set -euo pipefail
cd "$(dirname "$0")/.."
fail() { echo "package: FAILED: $*" >&2; exit 1; }
(($# >= 1 && $# <= 2)) || { echo "usage: scripts/package.sh OUTDIR [BINARY]" >&2; exit 2; }
outdir=$1
bin=${2:-}
if [[ -z $bin ]]; then
  swift build -c release --product segue-video
  bin="$(swift build -c release --show-bin-path)/segue-video"
fi
bin=$(realpath "$bin")
[[ -x $bin ]] || fail "no segue-video binary at $bin"
bundle="$(dirname "$bin")/segue-video_CompositorScene.resources"
[[ -d $bundle/Fonts ]] || fail "no fonts bundle at $bundle (SwiftPM writes it beside the binary in .build/release)"
for tool in readelf ldd dpkg-query tar gzip; do command -v "$tool" >/dev/null || fail "$tool is missing"; done

version=$("$bin" --version | head -n 1 | awk '{print $2}')
[[ $version =~ ^[0-9A-Za-z.+~-]+$ ]] || fail "cannot read the version from $bin --version"
name="segue-video-$version-linux-$(uname -m)"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
root="$stage/$name"
mkdir -p "$root"
cp "$bin" "$root/segue-video"
cp -R "$bundle" "$root/"
readelf -d "$bin" | grep -q 'RUNPATH.*\$ORIGIN' || fail "$bin has no \$ORIGIN in its RUNPATH: the Swift libraries beside it would not be found"

# soname → path, as the loader resolves them for the binary here.
declare -A where
while read -r first arrow path _; do
  if [[ $arrow == "=>" && $path == /* ]]; then where[$first]=$path
  elif [[ $first == /* ]]; then where[$(basename "$first")]=$first   # the loader: "/lib64/ld-linux-x86-64.so.2 (0x…)"
  fi
done < <(ldd "$bin")

# The Debian package owning a file (merged /usr: dpkg may know either spelling).
owner() {
  local path=$1 p
  for p in "$path" "$(realpath "$path")" "/usr$path" "${path#/usr}"; do
    dpkg-query -S "$p" 2>/dev/null | head -n 1 | cut -d: -f1 && return 0
  done
  return 1
}

# Walk NEEDED from the binary: a library owned by a Debian package is listed; one that is not
# (the Swift runtime from the toolchain) is copied beside the binary and its NEEDED walked too.
declare -A packages seen
queue=("$bin")
while ((${#queue[@]})); do
  elf=${queue[0]}
  queue=("${queue[@]:1}")
  while read -r soname; do
    [[ -n ${seen[$soname]:-} ]] && continue
    seen[$soname]=1
    path=${where[$soname]:-}
    [[ -n $path ]] || fail "ldd does not resolve $soname (needed by $(basename "$elf"))"
    if package=$(owner "$path"); then
      packages[$package]="${packages[$package]:-}${packages[$package]:+ }$soname"
    else
      cp "$path" "$root/$soname"
      queue+=("$path")
    fi
  done < <(readelf -d "$elf" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
done

{
  echo "# Debian packages segue-video $version needs on the host (built on $(. /etc/os-release && echo "$PRETTY_NAME"), $(dpkg --print-architecture))."
  echo "# Install: apt-get install \$(grep -v '^#' LIBRARIES | cut -f1)"
  echo "# Shared libraries (package, then the sonames it provides):"
  for package in "${!packages[@]}"; do printf '%s\t%s\n' "$package" "${packages[$package]}"; done | LC_ALL=C sort
  echo "# System fonts it opens at run time (Text/FontFallback.swift, Text/IconCatalog.swift):"
  bash scripts/setup.sh --print --runtime | grep '^fonts-' | LC_ALL=C sort | sed 's/$/\tfonts/'
} >"$root/LIBRARIES"

cat >"$root/README.txt" <<TEXT
segue-video $version for Linux ($(uname -m)), built on $(. /etc/os-release && echo "$PRETTY_NAME").

Install the system packages it needs, then run it from this folder or through a symbolic link:

  sudo apt-get install \$(grep -v '^#' LIBRARIES | cut -f1)
  ./segue-video --version
  sudo ln -s "\$PWD/segue-video" /usr/local/bin/segue-video

Keep the files together: the binary finds segue-video_CompositorScene.resources (its fonts)
and the Swift runtime libraries (lib*.so) in its own folder.
TEXT

mkdir -p "$outdir"
tarball="$(realpath "$outdir")/$name.tar.gz"
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime=@0 -cf - "$name" | gzip -n >"$tarball.partial"
mv "$tarball.partial" "$tarball"
echo "package: $tarball ($(du -h "$tarball" | cut -f1); $(ls "$root" | grep -c '\.so') Swift libraries, $(grep -vc '^#' "$root/LIBRARIES") Debian packages in LIBRARIES)"
