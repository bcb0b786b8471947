#!/usr/bin/env bash
# The whole test suite: set up, build everything (the CLI tests run the built binary), test.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's wall time, printed as it ends and again as a table when the script ends (on
# failure too), so the slow parts of CI's 30-minute budget are in every log.
steps=() started=$SECONDS
step_done() { steps+=("$(printf '%6d s  %s' $((SECONDS - $2)) "$1")"); echo "test.sh: $1: $((SECONDS - $2)) s"; }
step() { local label=$1 start=$SECONDS; shift; "$@"; step_done "$label" "$start"; }
summary() { printf 'test.sh: step times\n'; printf '%s\n' "${steps[@]}"; printf '%6d s  all\n' $((SECONDS - started)); }
trap summary EXIT

step setup bash scripts/setup.sh --test   # apt-get install of whatever system packages are missing (build and test tools)
step layer-graph bash scripts/layer-graph.sh --quiet   # the target graph and folder cycles; fails on a target cycle or a new folder cycle
step "example build" swift build --package-path Examples/HelloSegue   # the library example, without the Preview trait (docs: Compositor.docc); it compiles every library target in debug

# The suite is built once, optimized, with testing enabled (`@testable import`), in a scratch
# path of its own so the demo's `swift build -c release` in .build is not rebuilt by it: the
# library under test then runs at release speed (one render: 4.8 s of CPU against 27.3 s in a
# debug test process), while the test targets compile unoptimized (Package.swift: `-Onone`,
# whole-module). The CLI tests run the `segue-video` of the same build (SEGUE_VIDEO_BIN,
# Tests/CompositorTests/Support/CLI.swift), and so do the checks after them. Debug and release
# builds write the same bytes (docs/contract.md); `swift test` on its own still builds and runs
# everything in debug. The build bound: docs/performance-history.md#build-and-test-times.
testing=(--scratch-path .build/testing -c release -Xswiftc -enable-testing)
step "test build (release, testing enabled)" swift build "${testing[@]}" --build-tests
release_bin="$(swift build "${testing[@]}" --show-bin-path)/segue-video"
export SEGUE_VIDEO_BIN=$release_bin
# Bounded, so a hung test fails the run in minutes rather than holding CI to its 90-minute
# limit: x265 very rarely hangs at encoder close (upstream x265 issue #540: getEncodedPicture
# waits on a frame encoder whose thread has gone; seen once here, in an HEVC --jobs test).
# 20 minutes is many times the suite's time on 2 cores. On the deadline every thread's
# stack of the test binary is printed (gdb, bounded: 2 minutes, 3000 lines) before it is
# killed, so the log names the culprit; swift test runs that binary in a process group of its
# own, so it is found and killed by name.
tests="$PWD/.build/testing/.*segue-videoPackageTests.xctest"   # the test binary, as pgrep/pkill match it
test_start=$SECONDS
swift test "${testing[@]}" --skip-build &
test_pid=$!
trap 'kill -TERM "$test_pid" 2>/dev/null; exit 130' INT TERM   # interrupted: the tests end too
deadline=$((SECONDS + 1200))
while kill -0 "$test_pid" 2>/dev/null && ((SECONDS < deadline)); do sleep 2; done
if kill -0 "$test_pid" 2>/dev/null; then
  echo "test.sh: swift test did not finish within 20 minutes (a hung test); failing" >&2
  for pid in $(pgrep -f "$tests"); do
    echo "test.sh: stacks of the hung test binary (pid $pid):" >&2
    timeout 120 gdb -p "$pid" -batch -iex "set complaints 0" -ex "set print frame-arguments none" \
      -ex "info threads" -ex "thread apply all bt" 2>&1 |
      grep -v -e '^\[New LWP' -e '^warning: ' -e '^During symbol reading' | head -3000 >&2 || true
  done
  pkill -KILL -f "$tests" || true
  kill -KILL "$test_pid" 2>/dev/null || true
  exit 124
fi
wait "$test_pid"   # its exit status (set -e: a failure ends the script with it)
trap - INT TERM
step_done "swift test (run)" "$test_start"
step fuzz bash scripts/fuzz.sh    # each fuzz target for a bounded time: 60 s under CI=true, 10 s otherwise; two at once on 2 cores
step browser-playback bash scripts/browser-playback.sh "$release_bin"   # H.264, WebM (alpha) and GIF outputs played in headless Chromium
step preview-e2e bash scripts/preview-e2e.sh "$release_bin"        # the preview studio in headless Chromium: scrub, hot reload, errors, layout (~30 s)
step ocr-check env BIN="$release_bin" bash scripts/ocr-check.sh   # every bundled template's captions, labels and values read back by Tesseract (~1.5 min)

step readme-doctest bash scripts/readme-doctest.sh "$release_bin"   # the README's "Using it" and "A first render" commands, in order

# The release tarball (scripts/package.sh) unpacked into a fresh folder and run from there with
# the checkout and the Swift toolchain hidden (a mount namespace: needs root, like Slurm below).
as_root() { if [[ $(id -u) -eq 0 ]]; then "$@"; else sudo -E "$@"; fi; }
step package-check as_root bash scripts/package-check.sh "$release_bin"

# A real scheduler: a one-node Slurm cluster renders Templates as a 4-task array, merged and
# compared byte for byte with one process (needs root for the daemons; fails, never skips).
step slurm-test as_root bash scripts/slurm-test.sh
