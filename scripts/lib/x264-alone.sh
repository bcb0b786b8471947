# Shared by scripts/bench-peers.sh and scripts/bench-instructions.sh (source it after setting
# `bin`, the segue-video binary, and `work`, a scratch folder): x264 alone given exactly what
# segue-video's own x264 is given.

# The pictures segue-video gives its encoder for template $1 (presenting), as raw YUV in $2:
# `render --codec y4m` (the same conversion and plane frames), not frames decoded back from a
# lossy MP4 (those differ by the coding error, and x264 decides differently on them).
# Sets picture_size (WIDTHxHEIGHT, from the y4m header) for x264_alone_command.
pictures() {
  "$bin" render "$1" --direction present --codec y4m -o "$work/pictures.y4m" >/dev/null
  ffmpeg -y -loglevel error -i "$work/pictures.y4m" -f rawvideo -pix_fmt yuv420p "$2"
  picture_size=$(head -c 200 "$work/pictures.y4m" | head -1 | tr ' ' '\n' | awk '/^W/ {w = substr($0, 2)} /^H/ {h = substr($0, 2)} END {print w "x" h}')
}

# Everything segue-video tells x264 besides preset and CRF (VideoEncoder, H264Format), as FFmpeg
# options for x264 alone: a keyframe every 2 s (ceil(2 x fps) frames of the video $1; x264's own
# default is 250), High profile, BT.709 tags, and its parameter string.
same_settings() {
  local keyint
  keyint=$(ffprobe -v error -select_streams v -show_entries stream=r_frame_rate -of csv=p=0 "$1" |
    awk -F/ '{k = 2 * $1 / $2; print (k == int(k)) ? k : int(k) + 1}')
  echo "-g $keyint -profile:v high -colorspace bt709 -color_primaries bt709 -color_trc bt709 -color_range tv" \
    "-x264-params cpu-independent=1:cabac=1:8x8dct=1"
}

# x264 alone's command line, into the array `x264_alone`: the raw pictures $2 (as `pictures`
# writes them) encoded at preset $1 into $3 with the options `same_settings` printed ($4).
x264_alone_command() {
  local settings
  read -r -a settings <<< "$4"
  x264_alone=(ffmpeg -y -loglevel error -f rawvideo -pix_fmt yuv420p -s "${picture_size:-1080x1920}" -framerate 60 -i "$2"
    -c:v libx264 -preset "$1" -crf 18 -threads 2 "${settings[@]}" "$3")
}
