#!/usr/bin/env bash
# The pictures in docs/device-frames.md: one still per device body kind (Dynamic Island, notch,
# home button, iPad) and one with an image backdrop and a caption below, each a bundled template with a `frame:` added,
# and two landscape devices (an inline landscape Settings screen, the device on its side), written small to
# docs/images/device-frames/. Look at them after running (they are committed).
# Usage: scripts/device-frame-pictures.sh [path/to/segue-video]
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-$(swift build --show-bin-path)/segue-video}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp -r Templates/common Templates/assets "$work/"
out=docs/images/device-frames
mkdir -p "$out"

# picture NAME TEMPLATE DEVICE PROGRESS FRAME-KEYS
picture() {
  sed "s/device: iPhone 14$/device: $3/" "Templates/$2" > "$work/$1.yaml"
  printf 'frame:\n%b' "$5" >> "$work/$1.yaml"
  "$bin" still "$work/$1.yaml" --progress "$4" -o "$out/$1.png"
}
picture dynamic-island pets-scale.yaml "iPhone 16 Pro" 0.5 '  color: natural-titanium\n  size: [540, 960]\n  caption: "Meet your new best friend"\n'
picture image-backdrop pets-scale.yaml "iPhone 16 Pro" 1 '  color: white-titanium\n  background: {image: assets/paws.png}\n  size: [540, 960]\n  caption: {text: "Adopt in two taps", position: bottom, color: "#3B1408", font: {size: 34, weight: heavy}}\n'
picture notch push.yaml "iPhone 14" 0.4 '  color: "#2F4A6B"\n  background: {gradient: {colors: ["#FDEBD0", "#F5B7B1"]}}\n  size: [640, 640]\n'
picture home-button fade.yaml "iPhone SE" 0 '  color: white\n  background: "#1C1C1E"\n  size: [960, 540]\n'
picture ipad-transparent pets-scale-ipad.yaml "iPad Air 11" 0.3 '  color: space-gray\n  background: transparent\n  size: [600, 800]\n'

# landscape NAME DEVICE WIDTH HEIGHT FRAME-KEYS: a Settings list on a WIDTH x HEIGHT-point canvas.
landscape() {
  cat > "$work/$1.yaml" <<YAML
canvas: {size: [$3, $4], scale: 2, background: "#000000"}
scenes:
  a:
    background: systemGroupedBackground
    navigationBar: {title: Settings}
    views:
      - frame: [0, 56, $3, $(($4 - 56))]
        tableView:
          style: insetGrouped
          sections:
            - cells:
                - {title: Airplane Mode, image: {icon: airplane, color: systemOrange}, accessory: switch}
                - {title: Wi-Fi, value: Home, image: {icon: wifi, color: systemBlue}, accessory: disclosureIndicator}
                - {title: Bluetooth, value: "On", image: {icon: bluetooth, color: systemBlue}, accessory: disclosureIndicator}
            - cells:
                - {title: Notifications, image: {icon: bell.fill, color: systemRed}, accessory: disclosureIndicator}
                - {title: Sounds & Haptics, image: {icon: speaker.wave.2.fill, color: systemPink}, accessory: disclosureIndicator}
  b:
    background: systemGroupedBackground
segue: {animator: push, from: a, to: b, duration: 0.5}
frame:
  device: $2
YAML
  printf '%b' "$5" >> "$work/$1.yaml"
  "$bin" still "$work/$1.yaml" --progress 0 -o "$out/$1.png"
}
landscape landscape-island "iPhone 16 Pro" 874 402 '  color: desert-titanium
  size: [960, 540]
  caption: "On its side: the island on the left"
'
landscape landscape-home-button "iPhone SE" 667 375 '  color: silver
  background: {gradient: {colors: ["#D6EAF8", "#AED6F1"]}}
  size: [960, 540]
'
ls -l "$out"
