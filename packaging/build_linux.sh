#!/bin/sh
# Build the Linux bundle and its tarball:
#
#   packaging/build_linux.sh            # uses $PYTHON, else .venv/bin/python, else python3
#
# gives dist/truco-desktop/ (the PyInstaller one-folder bundle) and
# dist/truco-desktop-<version>-linux-<arch>.tar.gz, which unpacks to one folder holding
# the bundle, install.sh, uninstall.sh and share/ (menu entry, metainfo, icons).
# DIST_DIR and BUILD_DIR move the output and the scratch folders (default dist, build).
# The version is pyproject.toml's. Needs PyInstaller and the sound extra in that Python
# (`pip install -e '.[dist,sound]'`) and, on the build machine, the xcb libraries Qt's
# X11 plugin links to, so that they are bundled (see packaging/README.md).
set -eu

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root"
if [ -z "${PYTHON:-}" ]; then
    if [ -x .venv/bin/python ]; then PYTHON=.venv/bin/python; else PYTHON=python3; fi
fi
APP_ID=io.github.trucodesktop.TrucoDesktop
dist=${DIST_DIR:-dist}
build=${BUILD_DIR:-build}

version=$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')
arch=$(uname -m)
name=truco-desktop-$version-linux-$arch

if ! "$PYTHON" -c 'import PyInstaller' 2>/dev/null; then
    echo "build_linux.sh: PyInstaller is not installed in $PYTHON (pip install -e '.[dist]')" >&2
    exit 1
fi

if ! command -v objdump >/dev/null 2>&1; then
    echo "build_linux.sh: PyInstaller needs objdump (Debian/Ubuntu: apt-get install binutils)" >&2
    exit 1
fi

# Qt's X11 plugin needs these at run time; PyInstaller bundles only what it can find.
qxcb=$("$PYTHON" -c 'import PySide6, pathlib; print(pathlib.Path(PySide6.__file__).parent / "Qt/plugins/platforms/libqxcb.so")')
if command -v ldd >/dev/null 2>&1 && [ -f "$qxcb" ]; then
    missing=$(ldd "$qxcb" | awk '/not found/ {print $1}' | tr '\n' ' ')
    if [ -n "$missing" ]; then
        echo "build_linux.sh: libraries Qt's X11 plugin needs are missing on this machine: $missing" >&2
        echo "  (Debian/Ubuntu: apt-get install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-randr0 libxcb-xkb1 libxkbcommon-x11-0)" >&2
        exit 1
    fi
fi

# Sound: miniaudio (the `sound` extra) goes into the bundle.
if ! "$PYTHON" -c 'import miniaudio' 2>/dev/null; then
    echo "build_linux.sh: the sound extra (miniaudio) is not installed in $PYTHON (pip install -e '.[dist,sound]')" >&2
    exit 1
fi

"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$dist" --workpath "$build/pyinstaller" packaging/truco-desktop.spec

stage=$build/stage/$name
rm -rf "$build/stage"
mkdir -p "$stage/share/applications" "$stage/share/metainfo"
cp -R "$dist/truco-desktop" "$stage/truco-desktop"
cp packaging/linux/install.sh packaging/linux/uninstall.sh "$stage/"
chmod 755 "$stage/install.sh" "$stage/uninstall.sh"
cp "packaging/linux/$APP_ID.desktop" "$stage/share/applications/"
cp "packaging/linux/$APP_ID.metainfo.xml" "$stage/share/metainfo/"
for png in assets/icons/hicolor/*/apps/truco-desktop.png; do
    size=$(basename "$(dirname "$(dirname "$png")")")
    mkdir -p "$stage/share/icons/hicolor/$size/apps"
    cp "$png" "$stage/share/icons/hicolor/$size/apps/$APP_ID.png"
done
mkdir -p "$stage/share/icons/hicolor/scalable/apps"
cp assets/icons/truco-desktop.svg "$stage/share/icons/hicolor/scalable/apps/$APP_ID.svg"
cat > "$stage/README.txt" <<README
Truco $version for Linux ($arch)

Install for your user (no root needed):   ./install.sh
Then start "Truco" from the applications menu, or run truco-desktop.
Remove it:   ~/.local/share/truco-desktop/app/uninstall.sh

Or run it in place without installing:    ./truco-desktop/truco-desktop
Needs a desktop with X11 or Wayland and OpenGL (Debian/Ubuntu: libgl1 libegl1).
README

# A reproducible archive: sorted names, fixed owner and times.
mtime=$(git log -1 --format=%cI 2>/dev/null || date -u +%Y-%m-%dT%H:%M:%SZ)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="$mtime" \
    -C "$build/stage" -czf "$dist/$name.tar.gz" "$name"
echo "built $dist/truco-desktop/ and $dist/$name.tar.gz"
