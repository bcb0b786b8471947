#!/usr/bin/env bash
# Records, then compares, the bytes every bundled template renders to: a refactor that must not
# change output (issue 43's layers) records before and after and compares.
#
#   scripts/compare-template-bytes.sh record DIR [BIN [TEMPLATE...]]  render them into DIR
#                                                          (default: every Templates/*.yaml)
#   scripts/compare-template-bytes.sh compare BEFORE AFTER  exit 0 iff every byte is the same
#
# record renders each template in both directions (its defaults otherwise) with --frame-hashes
# (XXH3-128 per frame, as `checksum` prints) and writes DIR/SHA256SUMS: the SHA-256 of every
# file written (videos, frame-hash files, PNG folders' frames) and each render's exit status.
# BIN defaults to the debug build. compare diffs the two SHA256SUMS and the frame-hash files.
# RENDER_FLAGS adds render options to every run (word-split), e.g. RENDER_FLAGS="--scale 0.5
# --fps 30 --device-frame auto": record before and after with the same flags.
set -euo pipefail
cd "$(dirname "$0")/.."
case "${1:-}" in
record)
  dir="${2:?record needs DIR}"
  bin="${3:-$(swift build --show-bin-path)/segue-video}"
  shift $(($# < 3 ? $# : 3))
  templates=("$@"); ((${#templates[@]})) || templates=(Templates/*.yaml)
  mkdir -p "$dir"; : >"$dir/SHA256SUMS"
  for t in "${templates[@]}"; do
    name="$(basename "$t" .yaml)"
    rm -rf "${dir:?}/$name"; mkdir -p "$dir/$name"
    status=0
    # shellcheck disable=SC2086 # RENDER_FLAGS is a list of words
    "$bin" render "$t" --direction both ${RENDER_FLAGS:-} -o "$dir/$name/$name.mp4" \
      --frame-hashes "$dir/$name/$name.framehash" >"$dir/$name/log" 2>&1 || status=$?
    echo "$name: exit $status"
    echo "$status" >"$dir/$name/exit-status"
    # Appended per template, so an interrupted record still compares what it finished.
    (cd "$dir" && find "$name" -type f ! -name log -print0 | sort -z | xargs -0 sha256sum) >>"$dir/SHA256SUMS"
  done
  echo "$(wc -l <"$dir/SHA256SUMS") files recorded in $dir/SHA256SUMS"
  ;;
compare)
  before="${2:?compare needs BEFORE}" after="${3:?compare needs AFTER}"
  # The templates both records hold (a partial record compares what it finished), every file.
  templates() { awk '{split($2, p, "/"); print p[1]}' "$1/SHA256SUMS" | sort -u; }
  common=$(comm -12 <(templates "$before") <(templates "$after"))
  only() { awk -v names="$common" 'BEGIN { n = split(names, t, "\n"); for (i = 1; i <= n; i++) keep[t[i]] = 1 }
    { split($2, p, "/"); if (p[1] in keep) print }' "$1/SHA256SUMS" | sort -k2; }
  if diff -u <(only "$before") <(only "$after"); then
    frames=$(only "$after" | awk '$2 ~ /framehash/ {print $2}' | (cd "$after" && xargs cat) | grep -vc '^#' || true)
    echo "identical: $(echo "$common" | wc -l) templates ($(echo $common)), $(only "$after" | wc -l) files, $frames frame hashes"
  else
    for f in "$after"/*/*.framehash*; do
      diff -q "$before/${f#"$after"/}" "$f" >/dev/null 2>&1 || echo "frame hashes differ: ${f#"$after"/}"
    done
    echo "DIFFERENT (lines above: - before, + after)" >&2
    exit 1
  fi
  ;;
*) sed -n '2,12p' "$0" >&2; exit 2 ;;
esac
