#!/usr/bin/env bash
# Fuzzes segue-video's input paths — the template decoder, the image decoder, text layout,
# storyboard import, vector image sets (PDF, SVG), shard manifests as `merge` reads them, the preview server's request checks —
# each for a bounded time: FUZZ_SECONDS per target (default 60 when CI=true, else 10), FUZZ_JOBS
# targets at once (default: the core count; libFuzzer runs one target on one core, so on CI's 2
# cores two at a time take 4 × 60 s instead of 7 × 60 s, each target still fuzzed for its full time).
#
# With libFuzzer (swift build -Xswiftc -sanitize=fuzzer, in the scratch path .build-fuzz) when it
# builds here; otherwise with segue-fuzz's seeded mutation harness from the normal build. Seed
# corpora: Templates/ and its includes, the image fixtures and assets, Tests/FuzzCorpus/text, the
# storyboard fixtures and Tests/FuzzCorpus/storyboard, Tests/FuzzCorpus/vector, Tests/FuzzCorpus/manifest, Tests/FuzzCorpus/request.
# A crash exits non-zero and leaves the input under .build-fuzz/ (libFuzzer: crash-*; harness:
# TARGET-last-input): turn it into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-$([[ "${CI:-}" == "true" ]] && echo 60 || echo 10)}
mode=${FUZZ_MODE:-libfuzzer}
mkdir -p .build-fuzz

corpus() {
  case "$1" in
    template) echo Templates Templates/common ;;
    image) echo Tests/CompositorTests/Media/Fixtures Templates/assets ;;
    text) echo Tests/FuzzCorpus/text ;;
    # Folders, not files: libFuzzer runs file arguments once instead of fuzzing from them.
    # Tests/FuzzCorpus/storyboard: inputs that once crashed FoundationXML/libxml2, replayed every run.
    storyboard) echo Tests/CompositorTests/Import/Fixtures/{PetsApp,Journal,Legacy,Xib,Colors} Tests/FuzzCorpus/storyboard ;;
    # PDF and SVG image sets (Import/Vector): an icon as SVG, as cairo's PDF of it, a hand-written PDF.
    vector) echo Tests/FuzzCorpus/vector ;;
    manifest) echo Tests/FuzzCorpus/manifest ;;
    # Raw request heads (request line, Host, Origin, Sec-Fetch-Site, Content-Length) for RequestGate.
    request) echo Tests/FuzzCorpus/request ;;
  esac
}

if [[ "$mode" == libfuzzer ]]; then
  if swift build --build-path .build-fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING --product segue-fuzz >.build-fuzz/build.log 2>&1; then
    bin=$(swift build --build-path .build-fuzz -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING --show-bin-path)/segue-fuzz
  else
    echo "fuzz: libFuzzer build failed (.build-fuzz/build.log); using the mutation harness"
    mode=harness
  fi
fi

targets=(template image text storyboard vector manifest request)
lanes=${FUZZ_JOBS:-$(nproc)}
((lanes >= 1)) || lanes=1

# One target for `seconds`; its result line goes to .build-fuzz/TARGET.result, and on a crash
# its log's tail too; exits non-zero on a crash.
fuzz_one() {
  local target=$1
  if [[ "$mode" == libfuzzer ]]; then
    local work=.build-fuzz/corpus-$target
    mkdir -p "$work"
    # SWIFT_BACKTRACE=enable=no: Swift's backtracer would end the process before libFuzzer writes the crash input.
    # shellcheck disable=SC2046
    if ! SWIFT_BACKTRACE=enable=no SEGUE_FUZZ_TARGET=$target "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=1024 \
      -artifact_prefix=.build-fuzz/crash-$target- -print_final_stats=1 "$work" $(corpus $target) 2>.build-fuzz/$target.log; then
      { tail -40 .build-fuzz/$target.log; echo "fuzz: $target found a crash"; } >.build-fuzz/$target.result
      return 1
    fi
    echo "fuzz $target (libFuzzer): $(grep -E 'stat::number_of_executed_units' .build-fuzz/$target.log | awk '{print $2}') executions in $seconds s" >.build-fuzz/$target.result
  else
    # shellcheck disable=SC2046
    "$harness" $target "$seconds" $(corpus $target) >.build-fuzz/$target.result 2>&1
  fi
}

if [[ "$mode" != libfuzzer ]]; then
  swift build --product segue-fuzz >/dev/null
  harness="$(swift build --show-bin-path)/segue-fuzz"
fi

# `lanes` targets at a time, their lines printed in the targets' order; a crash fails the run
# once the targets running beside it have finished.
failed=0
for ((first = 0; first < ${#targets[@]}; first += lanes)); do
  batch=("${targets[@]:first:lanes}") pids=()
  for target in "${batch[@]}"; do fuzz_one "$target" & pids+=($!); done
  for i in "${!batch[@]}"; do
    wait "${pids[$i]}" || failed=1
    cat ".build-fuzz/${batch[$i]}.result"
  done
  ((failed == 0)) || exit 1
done
