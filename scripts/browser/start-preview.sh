# Sourced by the preview's browser scripts: start_preview BIN FOLDER OUTPUT LOG starts
# `segue-video preview` on a loopback ephemeral port in the background, sets $server (its pid)
# and $url once it listens, or fails within 10 s naming why.
start_preview() {
  "$1" preview "$2" --port 0 --output "$3" >"$4" 2>&1 &
  server=$!
  url=""
  for _ in $(seq 100); do
    url=$(grep -o 'http://127.0.0.1:[0-9]*/' "$4" | head -1 || true)
    [[ -n "$url" ]] && return 0
    kill -0 "$server" 2>/dev/null || { echo "the preview server exited: $(tail -3 "$4")" >&2; return 1; }
    sleep 0.1
  done
  echo "the preview server did not start within 10 s: $(tail -3 "$4")" >&2
  return 1
}
