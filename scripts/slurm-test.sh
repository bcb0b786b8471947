#!/usr/bin/env bash
# A real scheduler in the tests: a one-node Slurm cluster on localhost renders the bundled
# templates as a 4-task job array with docs/recipes/slurm-array.sbatch run as written (it makes
# its logs/ folder and submits itself; its first task submits the merge), and every
# clip, poster, frame-hash file, manifest.json and index.html must equal, byte for byte, what one
# `batch` process writes. Run as root (scripts/test.sh runs it in CI): it starts munged,
# slurmctld and slurmd without systemd, from a slurm.conf written into a temporary folder, on
# free ports, and always stops them and removes the folder (trap), even on failure. If Slurm
# cannot start, it fails loudly; it never skips.
#
#   bash scripts/slurm-test.sh [TEMPLATES]     # default: Templates
#   SEGUE_VIDEO_BIN=path/to/segue-video bash scripts/slurm-test.sh   # default: the release build
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$(pwd)
templates=${1:-Templates}
tasks=4

fail() { echo "slurm-test: FAILED: $*" >&2; exit 1; }
[[ $(id -u) -eq 0 ]] || fail "must run as root (it starts munged, slurmctld and slurmd)"
for tool in munged slurmctld slurmd sbatch sinfo scontrol; do
  command -v "$tool" >/dev/null || fail "$tool is missing: scripts/setup.sh installs slurm-wlm and munge"
done

if [[ -z "${SEGUE_VIDEO_BIN:-}" ]]; then
  swift build -c release --product segue-video >/dev/null
  SEGUE_VIDEO_BIN=$(swift build -c release --show-bin-path)/segue-video
fi
bin=$(realpath "$SEGUE_VIDEO_BIN")
[[ -x $bin ]] || fail "no segue-video binary at $bin"

work=$(mktemp -d /tmp/segue-slurm.XXXXXX)
chmod 755 "$work"
stop() {
  local status=$?
  for pidfile in "$work/slurmd.pid" "$work/slurmctld.pid" "$work/munged.pid"; do
    [[ -s $pidfile ]] || continue
    local pid
    pid=$(cat "$pidfile")
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -9 "$pid" 2>/dev/null || true
  done
  if ((status != 0)); then
    for log in "$work"/*.log; do [[ -f $log ]] && { echo "--- $log" >&2; tail -n 30 "$log" >&2; }; done
  fi
  rm -rf "$work"
  exit "$status"
}
trap stop EXIT
trap 'exit 130' INT TERM

# A port no one listens on.
free_port() {
  local port
  for _ in $(seq 200); do
    port=$((20000 + RANDOM % 20000))
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null || { echo "$port"; return; }
  done
  fail "no free TCP port"
}

# munge: its own key, socket and files, so a system munged (if any) is untouched.
mkdir -m 700 "$work/munge"
dd if=/dev/urandom of="$work/munge/munge.key" bs=1024 count=1 status=none
chmod 400 "$work/munge/munge.key"
munged --force --key-file="$work/munge/munge.key" --socket="$work/munge/munge.sock" \
  --pid-file="$work/munged.pid" --log-file="$work/munged.log" --seed-file="$work/munge/munge.seed" \
  || fail "munged did not start"

host=$(hostname -s)
cpus=$(nproc)
mkdir -p "$work/state" "$work/spool"
conf="$work/slurm.conf"
cat >"$conf" <<EOF
ClusterName=segue-test
SlurmctldHost=$host(127.0.0.1)
SlurmctldPort=$(free_port)
SlurmdPort=$(free_port)
AuthType=auth/munge
AuthInfo=socket=$work/munge/munge.sock
CredType=cred/munge
SlurmUser=root
SlurmdUser=root
StateSaveLocation=$work/state
SlurmdSpoolDir=$work/spool
SlurmctldPidFile=$work/slurmctld.pid
SlurmdPidFile=$work/slurmd.pid
SlurmctldLogFile=$work/slurmctld.log
SlurmdLogFile=$work/slurmd.log
ProctrackType=proctrack/linuxproc
TaskPlugin=task/none
SchedulerType=sched/builtin
SelectType=select/cons_tres
SelectTypeParameters=CR_Core
JobCompType=jobcomp/none
AccountingStorageType=accounting_storage/none
JobAcctGatherType=jobacct_gather/none
MpiDefault=none
ReturnToService=2
NodeName=$host NodeAddr=127.0.0.1 CPUs=$cpus State=UNKNOWN
PartitionName=test Nodes=$host Default=YES MaxTime=INFINITE State=UP
EOF
export SLURM_CONF=$conf
slurmctld -c -f "$conf" || fail "slurmctld did not start"
slurmd -f "$conf" || fail "slurmd did not start"

ready=""
for _ in $(seq 60); do
  state=$(sinfo -h -N -o %t 2>/dev/null | head -n 1 || true)
  if [[ $state == idle* || $state == mix* ]]; then ready=1; break; fi
  sleep 0.5
done
[[ -n $ready ]] || fail "the Slurm node never became idle (state: ${state:-none})"
echo "slurm-test: Slurm $(sinfo -V | awk '{print $2}') up on $host ($cpus CPUs)"

out="$work/out"
single="$work/single"
submit="$work/submit"   # the recipe's working folder: it makes logs/ here itself
mkdir -p "$out" "$submit"
now() { date +%s.%N; }

# The recipe itself, unmodified, as its header says to run it (it creates logs/ and submits
# itself); only the shard count and CPUs are given on the command line, to fit this node.
# --wait: sbatch returns when every task has ended, with the highest exit code.
recipe="$repo/docs/recipes/slurm-array.sbatch"
absolute_templates=$templates
[[ $templates == /* ]] || absolute_templates=$repo/$templates   # the single batch below uses the relative spelling
start=$(now)
(cd "$submit" && SEGUE_VIDEO_BIN=$bin TEMPLATES=$absolute_templates OUT=$out \
  timeout 1800 bash "$recipe" --wait --quiet --array=0-$((tasks - 1)) --cpus-per-task=1) \
  || { cat "$submit"/logs/*.log >&2 || true; fail "the recipe's array job failed (exit $?)"; }
array_seconds=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')
logs=("$submit"/logs/segue-*-[0-9]*.log)
((${#logs[@]} == tasks)) || fail "expected $tasks task logs in the recipe's logs/, found ${#logs[@]}"
grep -h "^shard " "${logs[@]}" | sort

# The merge job the recipe's first task submitted (held until the array succeeded): wait for
# it to leave the queue, then it must have completed with exit 0 and its log must be there.
for _ in $(seq 600); do
  [[ -z $(squeue -h -n segue-merge -o %i 2>/dev/null) ]] && break
  sleep 0.5
done
[[ -z $(squeue -h -n segue-merge -o %i 2>/dev/null) ]] || fail "the recipe's merge job did not finish in 5 minutes"
merge_log=$(ls "$submit"/logs/segue-*-merge.log 2>/dev/null | head -n 1)
[[ -n $merge_log ]] || fail "the recipe's merge job wrote no log in logs/"
merge_id=$(basename "$merge_log" | sed -E 's/^segue-([0-9]+)-merge\.log$/\1/')
# -o: one line per job (JobState and ExitCode are on different lines otherwise).
merge_state=$(scontrol -o show job "$merge_id" 2>/dev/null | grep -oE '(^| )(JobState|ExitCode)=[^ ]+' | tr -d ' ' | tr '\n' ' ' || true)
[[ $merge_state == "JobState=COMPLETED ExitCode=0:0 " ]] || { cat "$merge_log" >&2; fail "the merge job $merge_id: ${merge_state:-unknown state}"; }
echo "slurm-test: the recipe's merge job $merge_id completed"

start=$(now)
"$bin" batch "$templates" -o "$single" --progress plain >"$work/single.log" || fail "the single-process batch failed"
single_seconds=$(awk -v a="$start" -v b="$(now)" 'BEGIN { print b - a }')

compared=0
for file in "$single"/*; do
  name=$(basename "$file")
  cmp -s "$file" "$out/$name" || fail "$name differs between the merged shards and the single-process batch"
  compared=$((compared + 1))
done
for file in "$out"/*; do
  name=$(basename "$file")
  [[ -e $single/$name || $name == manifest.shard-* ]] || fail "merge left $name, which one process does not write"
done
((compared > 2)) || fail "nothing was compared"
printf 'slurm-test: OK: %d files identical; %d array tasks %.1f s, one process %.1f s (%s)\n' \
  "$compared" "$tasks" "$array_seconds" "$single_seconds" "$("$bin" batch "$templates" --plan --shard-count "$tasks" | head -n 1)"
