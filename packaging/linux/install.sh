#!/bin/sh
# Install Truco for the current user: no root, no network, nothing outside $HOME.
#
#   ./install.sh            (from the unpacked truco-desktop-<version>-linux-<arch> folder)
#
# Puts the game in ~/.local/share/truco-desktop/app/, a `truco-desktop` command in
# ~/.local/bin, the menu entry in ~/.local/share/applications and the icons in
# ~/.local/share/icons/hicolor. XDG_DATA_HOME is honoured instead of ~/.local/share.
# Running it again upgrades in place. The player's settings, saved match, statistics
# and hand history (~/.config/truco-desktop, ~/.local/share/truco-desktop/*.json,
# .../history) are never touched.
set -eu

APP_ID=io.github.trucodesktop.TrucoDesktop
here=$(cd "$(dirname "$0")" && pwd)
: "${HOME:?HOME is not set}"
data_home=${XDG_DATA_HOME:-$HOME/.local/share}
bin_dir=$HOME/.local/bin
app_dir=$data_home/truco-desktop/app

if [ ! -x "$here/truco-desktop/truco-desktop" ]; then
    echo "install.sh: $here/truco-desktop/truco-desktop is missing; unpack the whole archive first" >&2
    exit 1
fi

# The game: copied beside the old copy, then swapped in, so a failed copy leaves the
# old game working.
mkdir -p "$data_home/truco-desktop"
rm -rf "$app_dir.new"
cp -R "$here/truco-desktop" "$app_dir.new"
rm -rf "$app_dir"
mv "$app_dir.new" "$app_dir"
cp "$here/uninstall.sh" "$app_dir/uninstall.sh"

# The command, unless another truco-desktop (pip, pipx) already has that name.
mkdir -p "$bin_dir"
if [ -e "$bin_dir/truco-desktop" ] && ! grep -q "written by install.sh" "$bin_dir/truco-desktop"; then
    echo "Note: $bin_dir/truco-desktop belongs to another installation (pip or pipx?); left as it is."
else
    cat > "$bin_dir/truco-desktop" <<LAUNCHER
#!/bin/sh
# truco-desktop launcher (written by install.sh; removed by uninstall.sh)
exec "$app_dir/truco-desktop" "\$@"
LAUNCHER
    chmod 755 "$bin_dir/truco-desktop"
fi

# The menu entry, pointing at the game by its full (quoted) path so that it works even
# when ~/.local/bin is not on the PATH of the desktop session. A path with characters
# that the desktop-entry format or sed would need escaped falls back to the command.
case $app_dir in
    *[\"\`\$\\%\&\|]*)
        exec_line="Exec=truco-desktop"; try_exec="TryExec=$bin_dir/truco-desktop" ;;
    *)
        exec_line="Exec=\"$app_dir/truco-desktop\""; try_exec="TryExec=$app_dir/truco-desktop" ;;
esac
mkdir -p "$data_home/applications"
sed -e "s|^Exec=.*|$exec_line|" -e "s|^TryExec=.*|$try_exec|" \
    "$here/share/applications/$APP_ID.desktop" > "$data_home/applications/$APP_ID.desktop"
chmod 644 "$data_home/applications/$APP_ID.desktop"

# Icons and the AppStream description (software centres read them from here).
(cd "$here/share" && find icons metainfo -type f) | while IFS= read -r file; do
    mkdir -p "$data_home/$(dirname "$file")"
    cp "$here/share/$file" "$data_home/$file"
done

# Caches, where the tools exist; the menu picks the entry up without them too.
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database -q "$data_home/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1 && [ -f "$data_home/icons/hicolor/index.theme" ]; then
    gtk-update-icon-cache -q -t "$data_home/icons/hicolor" || true
fi
touch "$data_home/icons/hicolor" 2>/dev/null || true

echo "Truco is installed. Start it from the applications menu, or run: $bin_dir/truco-desktop"
case ":${PATH:-}:" in
    *":$bin_dir:"*) ;;
    *) echo "(Note: $bin_dir is not on your PATH; the menu entry works anyway.)" ;;
esac
echo "To remove it: $app_dir/uninstall.sh"
