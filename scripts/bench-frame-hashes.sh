#!/usr/bin/env bash
# What frame hashes cost, all in one run so load changes hit every variant alike:
#
#   scripts/bench-frame-hashes.sh [BIN] [ROUNDS] [BATCH_TEMPLATES...]
#
# 1. `render` of one template (TEMPLATE, default pets-scale) in interleaved rounds of three:
#    without hashes, `--frame-hashes` (XXH3-128, the default) and `--frame-hashes --hash md5`.
# 2. With BATCH_TEMPLATES: interleaved rounds of three again, over those templates:
#    `render` of each without hashes (both directions, one after another: what the clips cost
#    with no hashing), `batch` (XXH3-128) and `batch --hash md5`; batch's other work (posters,
#    the manifest's SHA-256s) is part of its time. Also checks that both batches wrote the same
#    videos and that every frame-hash file's header names its hash.
#
# BIN defaults to the release build. Prints every wall and CPU time (/usr/bin/time), the ratios
# of the sums and the load average; writes into a temporary folder it removes.
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${1:-$(swift build -c release --show-bin-path)/segue-video}"
rounds="${2:-5}"
shift 2 2>/dev/null || shift $#
batch_templates=("$@")
template="${TEMPLATE:-Templates/pets-scale.yaml}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Each run's wall time and, in cpu_last, its CPU time (user + system, children included): under
# load the CPU time is the steadier measure of what hashing costs.
run() {
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >/dev/null 2>&1
  read -r wall user sys <"$work/time"
  echo "$user + $sys" | bc >"$work/cpu"
  echo "$wall"
}
cpu_last() { cat "$work/cpu"; }
ratio() { echo "$1 / $2" | bc -l; }
echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg); template $template; $rounds rounds"
plain_sum=0 xxh_sum=0 md5_sum=0 plain_cpu=0 xxh_cpu=0 md5_cpu=0
for i in $(seq "$rounds"); do
  plain=$(run "$bin" render "$template" -o "$work/p.mp4"); pc=$(cpu_last)
  xxh=$(run "$bin" render "$template" -o "$work/x.mp4" --frame-hashes "$work/x.framehash"); xc=$(cpu_last)
  md5=$(run "$bin" render "$template" -o "$work/m.mp4" --frame-hashes "$work/m.framemd5" --hash md5); mc=$(cpu_last)
  printf 'round %d: wall without %.2f s, xxh128 %.2f s (%.3f), md5 %.2f s (%.3f); CPU %.2f / %.2f / %.2f s\n' "$i" "$plain" "$xxh" \
    "$(ratio "$xxh" "$plain")" "$md5" "$(ratio "$md5" "$plain")" "$pc" "$xc" "$mc"
  plain_sum=$(echo "$plain_sum + $plain" | bc); xxh_sum=$(echo "$xxh_sum + $xxh" | bc); md5_sum=$(echo "$md5_sum + $md5" | bc)
  plain_cpu=$(echo "$plain_cpu + $pc" | bc); xxh_cpu=$(echo "$xxh_cpu + $xc" | bc); md5_cpu=$(echo "$md5_cpu + $mc" | bc)
done
printf 'render --frame-hashes / without, sums over %d rounds: wall xxh128 %.3f, md5 %.3f; CPU xxh128 %.3f, md5 %.3f\n' "$rounds" \
  "$(ratio "$xxh_sum" "$plain_sum")" "$(ratio "$md5_sum" "$plain_sum")" "$(ratio "$xxh_cpu" "$plain_cpu")" "$(ratio "$md5_cpu" "$plain_cpu")"
for f in "$work"/x*.framehash; do head -3 "$f" | grep -q '^#hash: XXH128$' || echo "no XXH128 header: $f"; done

if ((${#batch_templates[@]})); then
  renders_sum=0 bx_sum=0 bm_sum=0 renders_cpu=0 bx_cpu=0 bm_cpu=0
  export bin work
  for i in $(seq "$rounds"); do
    renders=$(run bash -c 'for t; do "$bin" render "$t" -o "$work/r/$(basename "$t" .yaml).mp4"; done' - "${batch_templates[@]}"); rc=$(cpu_last)
    bx=$(run "$bin" batch "${batch_templates[@]}" -o "$work/bx" --progress plain); xc=$(cpu_last)
    bm=$(run "$bin" batch "${batch_templates[@]}" -o "$work/bm" --progress plain --hash md5); mc=$(cpu_last)
    printf 'round %d: wall renders without hashes %.2f s, batch xxh128 %.2f s (%.3f), batch md5 %.2f s (%.3f); CPU %.2f / %.2f / %.2f s\n' \
      "$i" "$renders" "$bx" "$(ratio "$bx" "$renders")" "$bm" "$(ratio "$bm" "$renders")" "$rc" "$xc" "$mc"
    renders_sum=$(echo "$renders_sum + $renders" | bc); bx_sum=$(echo "$bx_sum + $bx" | bc); bm_sum=$(echo "$bm_sum + $bm" | bc)
    renders_cpu=$(echo "$renders_cpu + $rc" | bc); bx_cpu=$(echo "$bx_cpu + $xc" | bc); bm_cpu=$(echo "$bm_cpu + $mc" | bc)
  done
  clips=$(ls "$work/bx"/*.mp4 | wc -l)
  printf 'batch of %d clips / renders without hashes, sums over %d rounds: wall xxh128 %.3f, md5 %.3f; CPU xxh128 %.3f, md5 %.3f\n' \
    "$clips" "$rounds" "$(ratio "$bx_sum" "$renders_sum")" "$(ratio "$bm_sum" "$renders_sum")" "$(ratio "$bx_cpu" "$renders_cpu")" "$(ratio "$bm_cpu" "$renders_cpu")"
  for f in "$work/bx"/*.mp4; do cmp -s "$f" "$work/bm/$(basename "$f")" || echo "MP4 differs between the batches: $(basename "$f")"; done
  for f in "$work/bx"/*.framehash; do head -3 "$f" | grep -q '^#hash: XXH128$' || echo "no XXH128 header: $f"; done
  for f in "$work/bm"/*.framemd5; do head -3 "$f" | grep -q '^#hash: MD5$' || echo "no MD5 header: $f"; done
fi
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
