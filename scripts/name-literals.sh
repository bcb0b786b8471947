#!/usr/bin/env bash
# Fails when a codec, preset, delivery, animator, device model or muxer name is compared as a
# string literal outside the enum declaring it (scripts/name-literals.py says how).
set -euo pipefail
exec /usr/bin/python3 "$(dirname "$0")/name-literals.py" "$@"
