# Shared start of the benchmark scripts (source it from the repository's root): installs what
# is missing (scripts/setup.sh), stops with exit 2 unless every command named in $@ is
# installed (the first argument is the script's name, for the message), sets `bin` to $BIN or
# to a fresh release build of segue-video, and `work` to a scratch folder removed on exit.
bench_setup() {
  local name=$1 tool
  shift
  bash scripts/setup.sh
  for tool in "$@"; do
    command -v "$tool" >/dev/null || { echo "$name: needs $tool (apt-get install it)"; exit 2; }
  done
  if [ -z "${BIN:-}" ]; then swift build -c release --product segue-video >/dev/null; fi
  bin=${BIN:-"$(swift build -c release --show-bin-path)/segue-video"}
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
}
