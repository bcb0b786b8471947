#!/usr/bin/env bash
# A whole `batch` with two builds of segue-video, in interleaved rounds so load changes hit
# both alike (issue #19's "31-template batch before and after"):
#
#   scripts/bench-batch-before-after.sh OLD_BIN NEW_BIN [ROUNDS] [TEMPLATE_FOLDER]
#
# Each round runs, one after another: OLD_BIN batch, NEW_BIN batch (XXH3-128 frame hashes, the
# default), NEW_BIN batch --hash md5 (splits the gain into "the hash" and "everything else").
# TEMPLATE_FOLDER defaults to Templates/; give the old build's Templates/ when the new
# templates use keys the old build does not know. Prints every wall and CPU time
# (/usr/bin/time, children included), the clip counts, the ratios of the sums and the load
# average before and after; writes into a temporary folder it removes.
set -euo pipefail
cd "$(dirname "$0")/.."
old="$1" new="$2" rounds="${3:-2}" folder="${4:-Templates}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Runs "$@", prints its wall time; its CPU time (user + system) goes to $work/cpu.
run() {
  /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >"$work/log" 2>&1 || { cat "$work/log" >&2; exit 1; }
  read -r wall user sys <"$work/time"
  echo "$user + $sys" | bc >"$work/cpu"
  echo "$wall"
}
cpu() { cat "$work/cpu"; }
ratio() { echo "scale=3; $1 / $2" | bc -l; }
clips() { find "$1" -maxdepth 1 -name '*.mp4' | wc -l; }
echo "machine: $(nproc) cores, load before $(cut -d' ' -f1-3 /proc/loadavg); folder $folder; $rounds rounds"
ow=0 oc=0 nw=0 nc=0 mw=0 mc=0
for i in $(seq "$rounds"); do
  rm -rf "$work/old" "$work/new" "$work/md5"
  a=$(run "$old" batch "$folder" -o "$work/old" --progress plain); ac=$(cpu)
  b=$(run "$new" batch "$folder" -o "$work/new" --progress plain); bc_=$(cpu)
  c=$(run "$new" batch "$folder" -o "$work/md5" --progress plain --hash md5); cc=$(cpu)
  printf 'round %d: wall old %.1f s, new %.1f s, new md5 %.1f s; CPU old %.1f s, new %.1f s, new md5 %.1f s; clips %d / %d / %d\n' \
    "$i" "$a" "$b" "$c" "$ac" "$bc_" "$cc" "$(clips "$work/old")" "$(clips "$work/new")" "$(clips "$work/md5")"
  ow=$(echo "$ow + $a" | bc); oc=$(echo "$oc + $ac" | bc); nw=$(echo "$nw + $b" | bc); nc=$(echo "$nc + $bc_" | bc)
  mw=$(echo "$mw + $c" | bc); mc=$(echo "$mc + $cc" | bc)
done
echo "sums over $rounds rounds: new/old wall $(ratio "$nw" "$ow"), CPU $(ratio "$nc" "$oc"); new md5/old wall $(ratio "$mw" "$ow"), CPU $(ratio "$mc" "$oc"); new/new md5 CPU $(ratio "$nc" "$mc")"
# The videos must not differ between the two hashes of the new build.
for f in "$work"/new/*.mp4; do cmp -s "$f" "$work/md5/$(basename "$f")" || echo "differs between hashes: $(basename "$f")"; done
echo "load after $(cut -d' ' -f1-3 /proc/loadavg)"
