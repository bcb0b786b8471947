#!/usr/bin/env bash
# The target graph and each target's folder graph, cycles and upward uses (scripts/layer-graph.py
# says how); exits non-zero on a target cycle. `--quiet` leaves out the per-folder lists.
set -euo pipefail
exec /usr/bin/python3 "$(dirname "$0")/layer-graph.py" "$@"
