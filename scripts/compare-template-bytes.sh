#!/usr/bin/env bash
# Records, then compares, the bytes every bundled template renders to: a refactor that must not
# change output (issue 43's layers) records before and after and compares.
#
#   scripts/compare-template-bytes.sh record DIR [BIN]     render Templates/*.yaml into DIR
#   scripts/compare-template-bytes.sh compare BEFORE AFTER  exit 0 iff every byte is the same
#
# record renders each template in both directions (its defaults otherwise) with --frame-hashes
# (XXH3-128 per frame, as `checksum` prints) and writes DIR/SHA256SUMS: the SHA-256 of every
# file written (videos, frame-hash files, PNG folders' frames) and each render's exit status.
# BIN defaults to the debug build. compare diffs the two SHA256SUMS and the frame-hash files.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
record)
  dir="${2:?record needs DIR}"
  bin="${3:-$(swift build --show-bin-path)/segue-video}"
  mkdir -p "$dir"
  for t in Templates/*.yaml; do
    name="$(basename "$t" .yaml)"
    rm -rf "${dir:?}/$name"; mkdir -p "$dir/$name"
    status=0
    "$bin" render "$t" --direction both -o "$dir/$name/$name.mp4" \
      --frame-hashes "$dir/$name/$name.framehash" >"$dir/$name/log" 2>&1 || status=$?
    echo "$name: exit $status"
    echo "$status" >"$dir/$name/exit-status"
  done
  names=(); for t in Templates/*.yaml; do names+=("$(basename "$t" .yaml)"); done
  (cd "$dir" && find "${names[@]}" -type f ! -name log -print0 | sort -z | xargs -0 sha256sum) >"$dir/SHA256SUMS"
  echo "$(wc -l <"$dir/SHA256SUMS") files recorded in $dir/SHA256SUMS"
  ;;
compare)
  before="${2:?compare needs BEFORE}" after="${3:?compare needs AFTER}"
  if diff -u "$before/SHA256SUMS" "$after/SHA256SUMS"; then
    frames=$(cat "$after"/*/*.framehash* | grep -vc '^#' || true)
    echo "identical: $(wc -l <"$after/SHA256SUMS") files, $frames frame hashes"
  else
    for f in "$after"/*/*.framehash*; do
      diff -q "$before/${f#"$after"/}" "$f" >/dev/null 2>&1 || echo "frame hashes differ: ${f#"$after"/}"
    done
    echo "DIFFERENT (lines above: - before, + after)" >&2
    exit 1
  fi
  ;;
*) sed -n '2,11p' "$0" >&2; exit 2 ;;
esac
