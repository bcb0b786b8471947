#!/usr/bin/env bash
# The test suite under AddressSanitizer, and the parallel pipeline tests under ThreadSanitizer,
# each in its own scratch path (.build-asan, .build-tsan). Not part of scripts/test.sh: on the
# 2-core build machine the TSan build alone took 16.5 minutes (its tests 29 s).
#
# Known TSan false positive: Synchronization.Mutex hands a contended lock over in the kernel
# (a priority-inheritance futex), which TSan cannot see, so accesses inside withLock on two
# threads are reported as a "Swift access race" (MipmapCache.chain, and the MipChain it returns).
# Checked (hardening, Swift 6.3): a program whose only shared state is a Mutex<[Int: [Int]]>,
# every access inside withLock, two dispatch workers and a 2 ms sleep in the critical section,
# built with `swiftc -sanitize=thread -O`, reports 8 data races on each of 3 runs; the same
# program with NSLock (a pthread mutex, which TSan intercepts) reports none.
#
# ASan (hardening, commit 26730cb, load 15-20): build 700 s, the whole suite 3247 s. No
# AddressSanitizer error. LeakSanitizer at exit lists only libx265's own allocations
# (x265::FrameFilter::init, x265_param_parse/x265_copy_params strdup; 17 KB), one weak
# reference in Foundation.Process.run, and XCTest's runner. Two memory-bound tests fail under
# ASan by design of the tool (shadow memory and quarantine inflate RSS): LayerCacheClipTests'
# 60 s vs 10 s peak and the included-file alias bomb (105 MB against 100 MB).
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
