#!/bin/sh
# Remove Truco installed by install.sh for the current user.
#
# Removes the game, the `truco-desktop` command, the menu entry and the icons. The
# player's settings, saved match, statistics and hand history stay, unless
# --purge is given, which deletes them too.
set -eu

APP_ID=io.github.trucodesktop.TrucoDesktop
: "${HOME:?HOME is not set}"
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
bin_dir=$HOME/.local/bin
app_dir=$data_home/truco-desktop/app

purge=no
case ${1:-} in
    --purge) purge=yes ;;
    "") ;;
    *) echo "usage: uninstall.sh [--purge]" >&2; exit 2 ;;
esac

# Only our own launcher is removed, never another program of the same name.
if [ -f "$bin_dir/truco-desktop" ] && grep -q "written by install.sh" "$bin_dir/truco-desktop"; then
    rm -f "$bin_dir/truco-desktop"
fi
rm -f "$data_home/applications/$APP_ID.desktop"
rm -f "$data_home/metainfo/$APP_ID.metainfo.xml"
for icon in "$data_home"/icons/hicolor/*/apps/"$APP_ID".png "$data_home"/icons/hicolor/scalable/apps/"$APP_ID".svg; do
    [ -e "$icon" ] && rm -f "$icon"
done
rm -rf "$app_dir"

if [ "$purge" = yes ]; then
    config_home=${XDG_CONFIG_HOME:-$HOME/.config}
    state_home=${XDG_STATE_HOME:-$HOME/.local/state}
    cache_home=${XDG_CACHE_HOME:-$HOME/.cache}
    rm -rf "$data_home/truco-desktop" "$config_home/truco-desktop" \
        "$state_home/truco-desktop" "$cache_home/truco-desktop"
else
    rmdir "$data_home/truco-desktop" 2>/dev/null || true
fi

if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data_home/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data_home/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$data_home/icons/hicolor" || true
fi

echo "Truco is removed."
[ "$purge" = yes ] || echo "Your settings, statistics and saved match are kept (uninstall.sh --purge deletes them)."
