#!/usr/bin/env bash
# The whole test suite: set up, build everything (the CLI tests run the built binary), test.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh   # apt-get install of whatever system packages are missing
swift build
swift build --package-path Examples/HelloSegue   # the library example (docs: Compositor.docc)
swift test
