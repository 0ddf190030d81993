#!/bin/sh
# Install the Dice Bar bundle that sits next to this script into a prefix (default ~/.local):
#   <prefix>/lib/dicebar/          the program (the onedir bundle)
#   <prefix>/bin/dicebar           a symlink to it
#   <prefix>/share/applications, share/metainfo, share/icons/hicolor/<N>x<N>/apps and scalable/apps
# Usage: ./install.sh [--prefix DIR] [--uninstall]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
prefix="${HOME}/.local"
action=install
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix=$2; shift 2 ;;
    --prefix=*) prefix=${1#--prefix=}; shift ;;
    --uninstall) action=uninstall; shift ;;
    -h|--help) sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument: $1" >&2; exit 2 ;;
  esac
done
app_id=bar.dice.DiceBar
share="$prefix/share"
hicolor="$share/icons/hicolor"

refresh() {
  # Desktops pick up new icons and entries without a new login; both tools are optional.
  if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t -f "$hicolor" || true
  fi
  if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$share/applications" || true
  fi
}

if [ "$action" = uninstall ]; then
  rm -rf "$prefix/lib/dicebar"
  rm -f "$prefix/bin/dicebar" "$share/applications/dicebar.desktop" "$share/metainfo/$app_id.metainfo.xml"
  rm -f "$hicolor"/*/apps/dicebar.png "$hicolor/scalable/apps/dicebar.svg"
  refresh
  echo "Dice Bar removed from $prefix"
  exit 0
fi

[ -x "$here/dicebar/dicebar" ] || { echo "install.sh: no bundle at $here/dicebar (run it from the unpacked archive)" >&2; exit 1; }
mkdir -p "$prefix/lib" "$prefix/bin" "$share/applications" "$share/metainfo" "$hicolor/scalable/apps"
# Copy to a temporary name and swap, so an interrupted install never leaves half a program behind.
rm -rf "$prefix/lib/dicebar.new"
cp -R "$here/dicebar" "$prefix/lib/dicebar.new"
rm -rf "$prefix/lib/dicebar"
mv "$prefix/lib/dicebar.new" "$prefix/lib/dicebar"
ln -sfn "$prefix/lib/dicebar/dicebar" "$prefix/bin/dicebar"
for png in "$here"/icons/dicebar-*.png; do
  [ -e "$png" ] || continue
  size=${png##*/dicebar-}
  size=${size%.png}
  mkdir -p "$hicolor/${size}x${size}/apps"
  cp "$png" "$hicolor/${size}x${size}/apps/dicebar.png"
done
cp "$here/icons/dicebar.svg" "$hicolor/scalable/apps/dicebar.svg"
# Exec by full path: ~/.local/bin is not on every desktop session's PATH.
sed "s|^Exec=dicebar|Exec=$prefix/bin/dicebar|" "$here/dicebar.desktop" > "$share/applications/dicebar.desktop"
cp "$here/$app_id.metainfo.xml" "$share/metainfo/$app_id.metainfo.xml"
refresh
echo "Dice Bar installed in $prefix (run: $prefix/bin/dicebar)"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Note: $prefix/bin is not on your PATH." ;; esac
