"""The real Linux bundle: built once per session with PyInstaller, then started.

Slow (a PyInstaller build of PySide6 takes half a minute to a few minutes, the demo
about a minute) but run in CI: this is the test that a player's download works. It
skips, saying why, where PyInstaller is not installed (`pip install -e '.[dist]'`) or
the platform is not Linux (the Windows and macOS builds run on those systems).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tarfile
import tomllib
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

ROOT = Path(__file__).resolve().parents[2]
APP_ID = "io.github.trucodesktop.TrucoDesktop"
EMPTY_FONTS_CONF = """<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig></fontconfig>
"""

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform != "linux", reason="the Linux bundle is built on Linux"),
]


@dataclass(frozen=True)
class Build:
    executable: Path
    tarball: Path
    version: str


def pyproject_version() -> str:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    return str(tomllib.loads(text)["project"]["version"])


@pytest.fixture(scope="session")
def build(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Build]:
    pytest.importorskip(
        "PyInstaller", reason="PyInstaller is not installed: pip install -e '.[dist]'"
    )
    out = tmp_path_factory.mktemp("bundle")
    env = {
        **os.environ,
        "PYTHON": sys.executable,
        "DIST_DIR": str(out / "dist"),
        "BUILD_DIR": str(out / "build"),
    }
    done = subprocess.run(
        ["sh", str(ROOT / "packaging" / "build_linux.sh")],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1200,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    version = pyproject_version()
    yield Build(
        executable=out / "dist" / "truco-desktop" / "truco-desktop",
        tarball=out / "dist" / f"truco-desktop-{version}-linux-{os.uname().machine}.tar.gz",
        version=version,
    )


def run(
    build: Build, *args: str, timeout: float = 120, **env: str
) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(build.executable), *args],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def test_version_is_the_package_version(build: Build) -> None:
    done = run(build, "--version")
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"truco-desktop {build.version}"


def test_demo_plays_three_hands_and_exits_cleanly(build: Build) -> None:
    done = run(build, "--demo", "--hands", "3", "--seed", "1", timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    assert "Traceback" not in done.stderr, done.stderr[-2000:]


def dark_pixels(image: QImage) -> int:
    return sum(
        1
        for y in range(image.height())
        for x in range(image.width())
        if QColor(image.pixel(x, y)).lightness() < 128
    )


def test_greek_and_turkish_show_real_letters_without_system_fonts(
    build: Build, tmp_path: Path
) -> None:
    conf = tmp_path / "empty-fonts.conf"
    conf.write_text(EMPTY_FONTS_CONF, encoding="utf-8")
    image_path = tmp_path / "greek.png"
    done = run(build, "--render-text-check", str(image_path), FONTCONFIG_FILE=str(conf))
    report = json.loads(image_path.with_suffix(".png.json").read_text(encoding="utf-8"))
    # Inside the bundle each character was drawn alone and compared with the box
    # that a character without a glyph gets; none may look like it.
    assert done.returncode == 0 and report["missing"] == [], report
    assert "DejaVu Sans" in report["bundled_families"]
    # And the grabbed label as a whole was drawn: it carries ink for its letters.
    image = QImage(str(image_path))
    assert not image.isNull()
    assert dark_pixels(image) > 5 * len(report["text"].replace(" ", ""))


def test_tarball_installs_for_the_user_and_uninstalls(build: Build, tmp_path: Path) -> None:
    with tarfile.open(build.tarball) as archive:
        names = archive.getnames()
        top = names[0].split("/")[0]
        assert top == build.tarball.name.removesuffix(".tar.gz")
        for needed in (
            "install.sh",
            "uninstall.sh",
            "truco-desktop/truco-desktop",
            f"share/applications/{APP_ID}.desktop",
            f"share/metainfo/{APP_ID}.metainfo.xml",
            f"share/icons/hicolor/48x48/apps/{APP_ID}.png",
            f"share/icons/hicolor/scalable/apps/{APP_ID}.svg",
        ):
            assert f"{top}/{needed}" in names, needed
        archive.extractall(tmp_path / "unpacked", filter="tar")
    home = tmp_path / "home"
    home.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith("XDG_")}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    folder = tmp_path / "unpacked" / top
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True, capture_output=True)
    launcher = home / ".local" / "bin" / "truco-desktop"
    done = subprocess.run(
        [str(launcher), "--version"],
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert done.stdout.strip() == f"truco-desktop {build.version}"
    uninstall = home / ".local" / "share" / "truco-desktop" / "app" / "uninstall.sh"
    subprocess.run(["sh", str(uninstall)], env=env, check=True, capture_output=True)
    assert not launcher.exists()
    assert not (home / ".local" / "share" / "applications" / f"{APP_ID}.desktop").exists()


def test_the_bundle_carries_the_sound_player_and_the_sounds(build: Build, tmp_path: Path) -> None:
    """The sound extra is in the bundle and loads there (docs/SOUND.md): with no sound
    server the demo asked for sound says in its log that there is no output, not that
    miniaudio is missing."""
    internal = build.executable.parent / "_internal"
    assert list(internal.glob("_miniaudio*.so")), "miniaudio's module is bundled"
    sounds = internal / "truco_desktop" / "data" / "assets" / "sounds"
    assert {p.stem for p in sounds.glob("*.wav")} == {
        "shuffle",
        "deal",
        "card",
        "covered",
        "gather",
        "bet",
        "won",
        "lost",
    }
    home = tmp_path / "home"
    done = run(
        build,
        "--demo",
        "--sound",
        "--hands",
        "1",
        "--seed",
        "1",
        "--home",
        str(home),
        timeout=300,
        PULSE_SERVER="unix:/nonexistent/native",
        TRUCO_DESKTOP_SOUND="on",
    )
    assert done.returncode == 0, done.stderr[-2000:]
    log = (home / "state" / "log" / "truco-desktop.log").read_text(encoding="utf-8")
    assert "No module named" not in log, log
    assert "no audio output" in log or "sound ready" in log, log
