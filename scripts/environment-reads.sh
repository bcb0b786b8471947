#!/usr/bin/env bash
# The environment is read by the command-line tools alone (issue 43; STYLE.md, "Settings are
# resolved once"): fails when code outside Sources/segue-video (the CLI) and Sources/segue-fuzz
# (whose libFuzzer entry has no arguments of its own) reads or sets it. The library takes what
# the CLI read as values: EngineSettings (the SEGUE_* switches), ShardSpec(environment:),
# SegueVideo.useBundledFonts(in:). Comment lines are skipped; prints each finding, exits 1 on any.
set -euo pipefail
cd "$(dirname "$0")/.."
found=$(grep -rnE 'processInfo\.environment|\b(getenv|setenv|unsetenv|secure_getenv)\(|\benviron\b' \
          --include='*.swift' --include='*.c' --include='*.h' Sources |
        grep -vE '^Sources/(segue-video|segue-fuzz)/' | grep -vE '^[^:]+:[0-9]+:[[:space:]]*(//|\*|/\*)' || true)
if [[ -n $found ]]; then
  echo "environment-reads: the environment is read outside the command-line tools; pass it down as settings:" >&2
  echo "$found" >&2
  exit 1
fi
echo "environment-reads: none outside Sources/segue-video and Sources/segue-fuzz"
