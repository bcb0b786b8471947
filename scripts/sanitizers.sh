#!/usr/bin/env bash
# The test suite under AddressSanitizer, and the parallel pipeline tests under ThreadSanitizer,
# each in its own scratch path (.build-asan, .build-tsan). Not part of scripts/test.sh: on the
# 2-core build machine the TSan build alone took 16.5 minutes (its tests 29 s).
#
# Known TSan false positive: Synchronization.Mutex hands a contended lock over in the kernel
# (a priority-inheritance futex), which TSan cannot see, so accesses inside withLock on two
# threads are reported as a "Swift access race" (MipmapCache.chain, and the MipChain it returns).
# A ten-line program with every access inside withLock and a sleep in the critical section
# reproduces the report.
set -euo pipefail
cd "$(dirname "$0")/.."

what=${1:-all}
if [[ "$what" == all || "$what" == thread ]]; then
  swift build --build-tests --build-path .build-tsan --sanitize=thread
  swift test --skip-build --build-path .build-tsan --sanitize=thread \
    --filter "ClipVerifierTests|BatchRunnerTests|ReproducibleOutputTests"
fi
if [[ "$what" == all || "$what" == address ]]; then
  swift build --build-tests --build-path .build-asan --sanitize=address
  SEGUE_VIDEO_BIN=$(swift build --build-path .build-asan --sanitize=address --show-bin-path)/segue-video \
    swift test --skip-build --build-path .build-asan --sanitize=address
fi
