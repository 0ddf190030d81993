#!/usr/bin/env bash
# The Debian/Ubuntu libraries Qt's X11 platform plugin, Qt Quick 3D (Mesa OpenGL) and Qt Multimedia need,
# plus Xvfb for the test suite's virtual display, and D-Bus with the AT-SPI accessibility bus for the screen reader
# test (tests/ui/test_screen_reader.py: dbus-run-session, at-spi-bus-launcher, at-spi2-registryd). Installs only
# what is missing; quiet when all is there.
set -euo pipefail
packages=(xvfb libgl1 libegl1 libgl1-mesa-dri libfontconfig1 libdbus-1-3 fonts-dejavu-core libpulse0
  libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-shape0
  libxcb-xinerama0 libxcb-xkb1 libxkbcommon-x11-0 dbus at-spi2-core)
if dpkg -s "${packages[@]}" >/dev/null 2>&1; then
  exit 0
fi
command -v apt-get >/dev/null || { echo "linux-deps: no apt-get here; install the equivalents of: ${packages[*]}" >&2; exit 1; }
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
