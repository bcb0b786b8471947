#!/usr/bin/env bash
# Every output format against FFmpeg's command line doing the same encode from the same raw
# frames, measured in one run (release build): benchmarks/flat/flat-dissolve.yaml, 2 s 1080p60.
#   - segue-video render -o out.EXT (compositing + conversion + encoding, the whole pipeline)
#   - ffmpeg encoding segue-video's own frames (rawvideo in the encoder's pixel format, from its
#     PNG sequence; the conversion is done beforehand and not timed) with the same settings
#   - GIF: ffmpeg's two-pass palettegen + paletteuse (both passes timed) on the same 30 fps
#     frames (every other 60 fps frame), and PSNR/SSIM of both GIFs against those RGB frames.
# Also checks that two runs (--jobs 1, --jobs 2) give the same bytes for each format.
# Timing is interleaved: ROUNDS rounds (default 3) of (ours, FFmpeg's) per format, the ratio
# taken per round (so both sides of a ratio ran under the same load) and the median printed,
# for wall-clock time and for CPU time (user + system, which a loaded machine disturbs less).
# Usage: ROUNDS=3 ONLY="h264 gif" scripts/bench-formats.sh   (needs the ffmpeg CLI; a few
# minutes; ONLY picks some of: h264 hevc proreshq prores4444 vp9 png gif; default all)
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bench-setup.sh
bench_setup bench-formats ffmpeg  # bin (BIN=path: an existing release binary), work
template=benchmarks/flat/flat-dissolve.yaml
size=1920x1080

rounds=${ROUNDS:-3}
# "wall cpu" seconds of one command (its output discarded)
seconds() { /usr/bin/time -f "%e %U %S" -o "$work/time" "$@" >/dev/null 2>&1; awk '{ printf "%s %.2f\n", $1, $2 + $3 }' "$work/time"; }
ratio() { echo "scale=2; $1 / $2" | bc -l; }
fps() { echo "scale=1; $1 / $2" | bc -l; }
median() { tr ' ' '\n' | grep -v '^$' | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# interleaved OURS-COMMAND -- THEIRS-COMMAND: prints "ours-wall theirs-wall wall-ratio cpu-ratio" (medians)
interleaved() {
  local ours=() theirs=() ow="" tw="" wr="" cr="" o t
  while [ "$1" != "--" ]; do ours+=("$1"); shift; done; shift; theirs=("$@")
  for _ in $(seq "$rounds"); do
    o=$(seconds "${ours[@]}"); t=$(seconds "${theirs[@]}")
    ow+=" ${o% *}"; tw+=" ${t% *}"
    wr+=" $(ratio "${t% *}" "${o% *}")"; cr+=" $(ratio "${t#* }" "${o#* }")"
  done
  echo "$(echo $ow | median) $(echo $tw | median) $(echo $wr | median) $(echo $cr | median)"
}

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs); load before: $(cut -d' ' -f1-3 /proc/loadavg)"
"$bin" render "$template" --direction present --codec png -o "$work/seq" >/dev/null
frames=$(ls "$work/seq" | wc -l)
raw() { ffmpeg -v error -y -framerate 60 -i "$work/seq/%06d.png" $2 -f rawvideo -pix_fmt "$1" "$work/raw.$1"; }

echo "rounds: $rounds (medians of per-round ratios; wall = elapsed, cpu = user + system)"
printf "%-22s %10s %12s %10s %10s %s\n" format "ours fps" "ffmpeg fps" "wall ratio" "cpu ratio" "bytes (--jobs 1 = --jobs 2)"
want() { [ -z "${ONLY:-}" ] || [[ " $ONLY " == *" $1 "* ]]; }
bench() {  # key name ext codec-args pix_fmt ffmpeg-encoder-args...
  want "$1" || return 0; shift
  local name=$1 ext=$2 args=$3 pix=$4; shift 4
  local same r
  "$bin" render "$template" --direction present $args --jobs 1 -o "$work/ours1.$ext" >/dev/null
  raw "$pix" ""
  r=($(interleaved "$bin" render "$template" --direction present $args --jobs 2 -o "$work/ours.$ext" -- \
       ffmpeg -y -f rawvideo -pix_fmt "$pix" -s $size -framerate 60 -i "$work/raw.$pix" "$@" "$work/theirs.$ext"))
  cmp -s "$work/ours.$ext" "$work/ours1.$ext" && same="identical" || same="DIFFER"
  printf "%-22s %10s %12s %10s %10s %s\n" "$name" "$(fps "$frames" "${r[0]}")" "$(fps "$frames" "${r[1]}")" \
    "${r[2]}×" "${r[3]}×" "$(stat -c %s "$work/ours.$ext") ($same)"
  rm -f "$work/raw.$pix"
}
# FFmpeg is given every encoder option VideoEncoder sets, so both sides do the same encode: a
# keyframe every 2 s (-g 120 at 60 fps; FFmpeg's defaults are 250 for x264/x265 and 128 for
# libvpx, which would spare it the keyframe at frame 120), the bit-exact flags, BT.709 tags
# (libvpx's color-space control follows them), and for MP4/MOV moov first and a 1/60 track
# time scale. Checked by printing both sides' encoder configuration and diffing them
# (x265's parameter summary and frame types; libvpx's vpx_codec_enc_cfg and controls): only
# the input pictures differ (ours are converted by our converter, FFmpeg's by swscale).
same=(-g 120 -flags +bitexact -fflags +bitexact -color_primaries bt709 -color_trc bt709 -colorspace bt709 -color_range tv)
iso=(-movflags +faststart -video_track_timescale 60)
bench h264 "H.264 MP4" mp4 "" yuv420p -c:v libx264 -preset ultrafast -crf 18 -profile:v high -threads 2 "${same[@]}" "${iso[@]}" \
  -x264-params cpu-independent=1:cabac=1:8x8dct=1
bench hevc "HEVC MP4" mp4 "--codec hevc" yuv420p -c:v libx265 -preset ultrafast -crf 18 -tag:v hvc1 "${same[@]}" "${iso[@]}" \
  -x265-params pools=2:frame-threads=2:info=0:log-level=none
bench proreshq "ProRes 422 HQ MOV" mov "" yuv422p10le -c:v prores_ks -profile:v 3 -vendor apl0 -threads 2 "${same[@]}" "${iso[@]}"
bench prores4444 "ProRes 4444 MOV" mov "--prores-profile 4444" yuva444p10le -c:v prores_ks -profile:v 4 -vendor apl0 -alpha_bits 16 \
  -threads 2 "${same[@]}" "${iso[@]}"
bench vp9 "VP9 WebM" webm "" yuv420p -c:v libvpx-vp9 -crf 32 -b:v 0 -deadline realtime -cpu-used 8 -threads 2 \
  -row-mt 0 -tile-columns 0 -lag-in-frames 0 "${same[@]}"

# PNG sequence: ours (--codec png -o DIR) against FFmpeg's png encoder writing RGB frames to a folder.
if want png; then
  "$bin" render "$template" --direction present --codec png --jobs 1 -o "$work/ours1-png" >/dev/null
  raw rgb24 ""
  mkdir -p "$work/theirs-png"
  r=($(interleaved "$bin" render "$template" --direction present --codec png --jobs 2 -o "$work/ours-png" -- \
       ffmpeg -y -f rawvideo -pix_fmt rgb24 -s $size -framerate 60 -i "$work/raw.rgb24" -c:v png -threads 2 -f image2 "$work/theirs-png/%06d.png"))
  diff -rq "$work/ours-png" "$work/ours1-png" >/dev/null && same="identical" || same="DIFFER"
  printf "%-22s %10s %12s %10s %10s %s\n" "PNG sequence" "$(fps "$frames" "${r[0]}")" "$(fps "$frames" "${r[1]}")" \
    "${r[2]}×" "${r[3]}×" "$(du -sb "$work/ours-png" | cut -f1) ($same); ffmpeg's $(du -sb "$work/theirs-png" | cut -f1)"
  rm -rf "$work/raw.rgb24" "$work/ours1-png"
fi

# GIF: 30 fps (every other frame of the 60 fps sequence), ours against FFmpeg's two passes.
if ! want gif; then echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"; exit 0; fi
ffmpeg -v error -y -framerate 60 -i "$work/seq/%06d.png" -vf "select=not(mod(n\,2))" -fps_mode passthrough \
  -f rawvideo -pix_fmt rgb24 "$work/raw30.rgb"
gifframes=$((frames / 2))
"$bin" render "$template" --direction present --jobs 1 -o "$work/ours1.gif" >/dev/null
input=(-f rawvideo -pix_fmt rgb24 -s $size -framerate 30 -i "$work/raw30.rgb")
r=($(interleaved "$bin" render "$template" --direction present --jobs 2 -o "$work/ours.gif" -- \
     bash -c "ffmpeg -y ${input[*]} -vf palettegen '$work/palette.png' && ffmpeg -y ${input[*]} -i '$work/palette.png' -lavfi paletteuse '$work/theirs.gif'"))
cmp -s "$work/ours.gif" "$work/ours1.gif" && same="identical" || same="DIFFER"
printf "%-22s %10s %12s %10s %10s %s\n" "GIF (ffmpeg 2-pass)" "$(fps $gifframes "${r[0]}")" "$(fps $gifframes "${r[1]}")" \
  "${r[2]}×" "${r[3]}×" "$(stat -c %s "$work/ours.gif") ($same); ffmpeg's $(stat -c %s "$work/theirs.gif")"
quality() {  # PSNR and SSIM of a GIF, resampled to the 30 fps grid by its timestamps, against the RGB frames
  ffmpeg -v info -i "$1" "${input[@]}" -lavfi "[0:v]fps=30,format=rgb24,split[a0][a1];[1:v]split[b0][b1];[a0][b0]psnr;[a1][b1]ssim" \
    -f null - 2>&1 | grep -oE "(PSNR .*average:[0-9.inf]+|SSIM .*All:[0-9.]+)" | sed -E 's/.*average:/PSNR /; s/.*All:/SSIM /' | xargs
}
echo "GIF quality against the source frames: ours $(quality "$work/ours.gif"); ffmpeg's $(quality "$work/theirs.gif")"
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
