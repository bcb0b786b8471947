#!/usr/bin/env bash
# The main job: set up, build in release mode, render every template in Templates/ into out/.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh
swift build -c release
bin="$(swift build -c release --show-bin-path)/segue-video"
mkdir -p out
status=0
for template in Templates/*.yaml Templates/*.json; do
  [[ -e "$template" ]] || continue
  name=$(basename "${template%.*}")
  "$bin" render "$template" -o "out/$name.mp4" || status=$?
done
exit $status
