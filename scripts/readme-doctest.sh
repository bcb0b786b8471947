#!/usr/bin/env bash
# The README is a test: every `$BIN …` line of the first ```sh block after "## Using it" runs,
# in order, in a fresh copy of Templates/ (no out/ folder), and succeeds; then the files its
# comments promise exist. Then "## A first render": its YAML is saved as first.yaml and each
# `$BIN …` line of its ```sh block runs and succeeds. Commands that render get `--scale 0.1`
# to stay fast (an iPhone canvas renders at 1x, the smallest whole scale; the App Store flow,
# 443 × 960 pt at 2x with `delivery: appstore`, as an 88 × 192 draft of its preset).
#
# Run once by scripts/test.sh with the release binary it builds anyway for the Slurm test:
# the same commands through the debug binary took 45 % of `swift test` (issue 43). The test
# ReadmeCommandsTests (swift test) checks, without running them, that the blocks are there
# and name only commands the CLI has.
#
#   bash scripts/readme-doctest.sh [SEGUE_VIDEO_BINARY]   # default: the release build
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
BIN=${1:-}
if [[ -z $BIN ]]; then
  swift build -c release --product segue-video >/dev/null
  BIN="$(swift build -c release --show-bin-path)/segue-video"
fi
BIN=$(realpath "$BIN")
fail() { echo "readme-doctest: FAIL: $*" >&2; exit 1; }
[[ -x $BIN ]] || fail "no segue-video binary at $BIN"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# The `$BIN` lines (comments removed) of the first ```sh block after the heading $1.
commands() {
  awk -v heading="$1" '
    $0 == heading { found = 1; next }
    found && !inblock && /^```sh$/ { inblock = 1; next }
    inblock && /^```/ { exit }
    inblock { sub(/#.*/, ""); if ($1 == "$BIN") print }
  ' README.md
}

# Runs one README line (`$BIN word …`) in the current folder; rendering commands get --scale 0.1.
run_line() {
  local line=$1 words
  read -ra words <<<"$line"
  words=("${words[@]:1}")
  case ${words[0]} in render | still | batch | checksum) words+=(--scale 0.1) ;; esac
  echo "readme-doctest: segue-video ${words[*]}"
  "$BIN" "${words[@]}" >"$work/last.out" 2>"$work/last.err" ||
    fail "segue-video ${words[*]} exited $?: $(tail -3 "$work/last.err")"
}

# "Using it", in order, on a fresh copy of the templates.
mkdir "$work/using-it"
cp -R Templates "$work/using-it/Templates"
mapfile -t lines < <(commands "## Using it")
((${#lines[@]} >= 8)) || fail "README: ## Using it has ${#lines[@]} \$BIN lines (expected 8 or more)"
(cd "$work/using-it" && for line in "${lines[@]}"; do run_line "$line"; done)
# What the comments promise.
for file in out/pets-present.mp4 out/pets-dismiss.mp4 out/cd.mp4 explode-50.png out/manifest.json out/index.html; do
  [[ -s $work/using-it/$file ]] || fail "README: ## Using it promises $file; it was not written"
done

# "A first render": the template as the reader saves it, then its commands.
mkdir "$work/first"
awk '$0 == "## A first render" { found = 1; next }
     found && /^```yaml$/ { inblock = 1; next }
     inblock && /^```/ { exit }
     inblock { print }' README.md >"$work/first/first.yaml"
[[ -s $work/first/first.yaml ]] || fail "README: ## A first render has no yaml block"
mapfile -t lines < <(commands "## A first render")
((${#lines[@]} >= 3)) || fail "README: ## A first render has ${#lines[@]} \$BIN lines (expected 3 or more)"
(cd "$work/first" && for line in "${lines[@]}"; do run_line "$line"; done)
for file in first.mp4 half.png; do
  [[ -s $work/first/$file ]] || fail "README: ## A first render promises $file; it was not written"
done
echo "readme-doctest: ok (${repo}/README.md, $BIN)"
