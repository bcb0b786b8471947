#!/usr/bin/env bash
# The main job: set up, build in release mode, render every template in Templates/ into out/
# (clips, posters, manifest.json and the index.html gallery). Exit status: batch's.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --build   # what building and rendering need; not the test tools (scripts/test.sh adds them)
swift build -c release
bin="$(swift build -c release --show-bin-path)/segue-video"
"$bin" validate Templates
exec "$bin" batch Templates -o out "$@"
