#!/usr/bin/env bash
# Speed against the peers, measured in one run on this machine (release build):
#   - segue-video render of benchmarks/flat/flat-dissolve.yaml (1080p60, 2 s, crossDissolve)
#   - FFmpeg's xfade between the same two scenes (stills rendered by segue-video), libx264 veryfast
#   - x264 alone encoding segue-video's own frames, veryfast: the very pictures its x264 is given,
#     from `render --codec y4m` (raw planes), not frames decoded back from its lossy MP4 (those
#     differ by the coding error, and x264 decides differently on them: other frame types, 5 % fewer bytes)
# plus `segue-video bench` (compositor, conversion and pipeline timings), and the portrait
# photo-and-text screens of benchmarks/portrait/ against x264 alone (PORTRAIT_ONLY=1: only those),
# or the component-kit screens of benchmarks/component-kit/ instead (COMPONENT_KIT_ONLY=1: large
# titles, inset-grouped tables, tab bars and a floating material bar with a shadow at 1179x2556,
# issue 51: push, sheet and a 20-s flow), or the recording-based flow of benchmarks/recording/
# (RECORDING_ONLY=1: a 1170x2532 HEVC screen recording with the drawn status bar, taps, captions
# and a focus zoom, issue 45), where x264 alone decodes the recording itself (decoding included,
# as segue-video decodes it) and encodes as many frames at 30 fps.
# Needs the ffmpeg command-line tool (apt-get install ffmpeg) for the peer runs only.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bench-setup.sh
bench_setup bench-peers ffmpeg  # bin (BIN=path: an existing release binary), work
template=benchmarks/flat/flat-dissolve.yaml

seconds() { local start=$(date +%s.%N); "$@" >/dev/null 2>&1; echo "$(date +%s.%N) - $start" | bc -l; }
fps() { echo "scale=1; $1 / $2" | bc -l; }
source scripts/lib/x264-alone.sh  # pictures, same_settings, x264_alone_command

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"

# Which screens: the portrait set (benchmarks/portrait/portrait-NAME.yaml) or the component kit's.
set_dir=portrait; default_names="dissolve push scale"
if [ -n "${COMPONENT_KIT_ONLY:-}" ]; then PORTRAIT_ONLY=1; set_dir=component-kit; default_names="push sheet flow"; fi
if [ -n "${RECORDING_ONLY:-}" ]; then
  PORTRAIT_ONLY=1; set_dir=recording; default_names="flow"
  recording=benchmarks/recording/assets/recorded-preview.mp4
  mkdir -p benchmarks/recording/assets
  cp Templates/assets/recorded-preview.mp4 "$recording"
fi

if [ -z "${PORTRAIT_ONLY:-}" ]; then
"$bin" still "$template" --progress 0 -o "$work/a.png"
"$bin" still "$template" --progress 1 -o "$work/b.png"
frames=120

ours=$(seconds "$bin" render "$template" --direction present -o "$work/ours.mp4")
ours_veryfast=$(seconds "$bin" render "$template" --direction present --preset veryfast -o "$work/ours-veryfast.mp4")
xfade=$(seconds ffmpeg -y -loop 1 -framerate 60 -t 1.5 -i "$work/a.png" -loop 1 -framerate 60 -t 1.5 -i "$work/b.png" \
  -filter_complex "[0][1]xfade=transition=fade:duration=1:offset=0.5,format=yuv420p" -frames:v $frames \
  -c:v libx264 -preset veryfast -crf 18 "$work/xfade.mp4")
pictures "$template" "$work/frames.yuv"
x264=$(seconds ffmpeg -y -f rawvideo -pix_fmt yuv420p -s 1920x1080 -framerate 60 -i "$work/frames.yuv" \
  -c:v libx264 -preset veryfast -crf 18 -threads 2 $(same_settings "$work/ours.mp4") "$work/x264.mp4")

echo "segue-video render ($frames frames 1080p60, default preset): $(fps $frames "$ours") fps"
echo "segue-video render --preset veryfast:       $(fps $frames "$ours_veryfast") fps"
echo "ffmpeg xfade, libx264 veryfast:              $(fps $frames "$xfade") fps"
echo "x264 alone on segue-video's frames, veryfast: $(fps $frames "$x264") fps"
echo "ratio segue-video / xfade: $(echo "scale=2; $xfade / $ours" | bc -l)x (at veryfast: $(echo "scale=2; $xfade / $ours_veryfast" | bc -l)x)"
echo "ratio segue-video --preset veryfast / x264 alone veryfast: $(echo "scale=2; $x264 / $ours_veryfast" | bc -l)x"
"$bin" bench --only seed-like
fi

# Portrait 1080x1920 photo-and-text screens (benchmarks/portrait/, issue 18): segue-video render
# (with its layer cache, and without: SEGUE_LAYER_CACHE=0) against x264 alone encoding the same
# frames (our own pictures, `render --codec y4m`, as raw YUV read from the page cache) with the
# same settings (2 threads, CRF 18, keyframe every 2 s, High profile, BT.709 tags,
# cpu-independent, CABAC, 8x8 transform), at the default preset and at veryfast; PAIRS
# interleaved rounds in alternating order, medians of wall and of CPU (user + system) seconds,
# then the median of the rounds' own ratios (steadier when the shared host's speed drifts).
# CONVERSION_AB=1: the cache-off runs become runs with SEGUE_WORKER_CONVERSION=0 instead (cache
# on, conversion on the encoder's thread), to measure moving conversion onto the workers.
# AB=VAR=value: the second column runs with that environment instead (e.g. AB=SEGUE_WORKER_NICE=0).
# BIN_AB=path: the second column runs that binary instead (another build: before and after a
# change in the same interleaved rounds).
# NAMES="push": only those screens; PRESETS=veryfast: only that preset.
pairs=${PAIRS:-5}
off=SEGUE_LAYER_CACHE=0; offname="cache off"
if [ -n "${CONVERSION_AB:-}" ]; then off=SEGUE_WORKER_CONVERSION=0; offname="conversion on the encoder's thread"; fi
if [ -n "${AB:-}" ]; then off=$AB; offname=$AB; fi
other=$bin
if [ -n "${BIN_AB:-}" ]; then off=SEGUE_BENCH_AB=1; offname="BIN_AB"; other=$BIN_AB; fi
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print (NR % 2) ? v[(NR+1)/2] : (v[NR/2]+v[NR/2+1])/2}'; }
# "wall cpu" seconds of a command, run once untimed first (WARM=0: not): each timed run then
# finds memory as a run of its own size left it. This VM hands memory that has been free for a
# while back to its host, and the first touch of such memory costs ~10x (measured with perf:
# `clear_page_erms` 13-17 % of a render after a 5 s pause or after a smaller process, ~1 % right
# after a run of the same command); without the untimed run each command paid for the memory
# the one before it had not used, which favoured whichever ran after a bigger process.
timed() {
  if [ "${WARM:-1}" != 0 ]; then "$@" >/dev/null 2>&1; fi
  /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" >/dev/null 2>&1; awk '{print $1, $2 + $3}' "$work/time"
}
ratio() { echo "scale=2; $1 / $2" | bc -l; }
for name in ${NAMES:-$default_names}; do
  template=benchmarks/$set_dir/$set_dir-$name.yaml
  # Frames of the presenting clip (a flow's one clip): the checksum lines of its first output.
  n=$("$bin" checksum "$template" --direction present 2>/dev/null | grep -c '^0,')
  # The pictures segue-video gives x264 (the same at every preset).
  pictures "$template" "$work/p.yuv"
  same=$(same_settings "$work/pictures.y4m")
  for preset in ${PRESETS:-ultrafast veryfast}; do
    ow=(); oc=(); uw=(); uc=(); aw=(); ac=()
    run_ours() { read -r w c < <(timed "$bin" render "$template" --direction present --preset $preset -o "$work/p.mp4"); ow+=("$w"); oc+=("$c"); }
    run_other() { read -r w c < <(timed env "$off" "$other" render "$template" --direction present --preset $preset -o "$work/p.mp4"); uw+=("$w"); uc+=("$c"); }
    x264_alone_command "$preset" "$work/p.yuv" "$work/x.mp4" "$same"
    if [ -n "${RECORDING_ONLY:-}" ]; then
      # The recording decoded by FFmpeg (its timestamps to 30 fps, the last frame held to the
      # clip's length) and encoded by x264 with the same settings: decoding on both sides.
      read -r -a settings <<< "$same"
      x264_alone=(ffmpeg -y -loglevel error -i "$recording" -vf "fps=30,tpad=stop_mode=clone:stop=-1,format=yuv420p" -frames:v "$n"
        -c:v libx264 -preset "$preset" -crf 18 -threads 2 "${settings[@]}" "$work/x.mp4")
    fi
    run_alone() { read -r w c < <(timed "${x264_alone[@]}"); aw+=("$w"); ac+=("$c"); }
    # Odd rounds run segue-video first, even rounds x264 alone first: whatever one run leaves
    # the next (memory the host took back, caches, a slow spell starting) falls on both sides.
    for round in $(seq "$pairs"); do
      if (( round % 2 )); then run_ours; run_other; run_alone; else run_alone; run_other; run_ours; fi
    done
    o=$(median "${ow[@]}"); u=$(median "${uw[@]}"); a=$(median "${aw[@]}")
    echo "$set_dir $name $preset ($n frames $picture_size): segue-video $(fps "$n" "$o") fps ($offname $(fps "$n" "$u")), x264 alone $(fps "$n" "$a") fps;" \
      "of x264 alone: wall $(ratio "$a" "$o")x ($offname $(ratio "$a" "$u")x), CPU $(ratio "$(median "${ac[@]}")" "$(median "${oc[@]}")")x" \
      "($offname $(ratio "$(median "${ac[@]}")" "$(median "${uc[@]}")")x)"
    # The same as the median of the rounds' own ratios: each round's runs follow each other
    # within seconds, so a slow spell of the shared host moves both sides of a ratio alike.
    pw=(); pc=()
    for i in "${!ow[@]}"; do pw+=("$(ratio "${aw[$i]}" "${ow[$i]}")"); pc+=("$(ratio "${ac[$i]}" "${oc[$i]}")"); done
    echo "  per-round ratios of x264 alone, median (all): wall $(median "${pw[@]}")x (${pw[*]}), CPU $(median "${pc[@]}")x (${pc[*]})"
    echo "  load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
    # One more run for its closing line: the compositing threads' CPU, and whether the encoder
    # ever waited for a frame after the first (if not, compositing never held it up).
    "$bin" render "$template" --direction present --preset $preset -o "$work/p.mp4" | sed -n 's/^wrote [^;]*; /  pipeline: /p'
  done
done
