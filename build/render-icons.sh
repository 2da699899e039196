#!/usr/bin/env bash
# Renders the app icons from build/icon.svg (needs rsvg-convert: `apt-get install librsvg2-bin`).
# electron-builder takes build/icon.png (1024 px) for Windows and macOS, converting it to .ico and .icns itself,
# and build/icons/<size>x<size>.png for Linux desktops.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
rsvg-convert --width 1024 --height 1024 icon.svg --output icon.png
mkdir -p icons
for size in 16 24 32 48 64 128 256 512; do
  rsvg-convert --width "$size" --height "$size" icon.svg --output "icons/${size}x${size}.png"
done
