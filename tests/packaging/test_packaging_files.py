"""The packaging files agree with each other, with the code and with pyproject.toml.

The desktop entry and the AppStream metainfo are also checked by the validators that
software centres use (`desktop-file-validate`, `appstreamcli validate --no-net`); those
tests skip, saying why, where the validators are not installed (Debian packages
desktop-file-utils and appstream).
"""

from __future__ import annotations

import configparser
import os
import re
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from truco_desktop import fonts, i18n, resources

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
APP_ID = "io.github.trucodesktop.TrucoDesktop"
DESKTOP = PACKAGING / "linux" / f"{APP_ID}.desktop"
METAINFO = PACKAGING / "linux" / f"{APP_ID}.metainfo.xml"
SPEC = PACKAGING / "truco-desktop.spec"
#: Where the screenshot addresses of the metainfo point: the repository's main branch.
RAW_PREFIX = "https://raw.githubusercontent.com/trucodesktop/truco-desktop/main/"


def pyproject_version() -> str:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return str(project["version"])


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # keys are case-sensitive
    parser.read(DESKTOP, encoding="utf-8")
    return parser["Desktop Entry"]


def metainfo() -> ET.Element:
    return ET.parse(METAINFO).getroot()


def run_validator(*command: str) -> subprocess.CompletedProcess[str]:
    if shutil.which(command[0]) is None:
        # CI installs the validators (.ci/run): there, a missing one is a failure.
        assert not os.environ.get("CI"), f"{command[0]} is missing in CI"
        pytest.skip(f"{command[0]} is not installed (Debian: desktop-file-utils / appstream)")
    return subprocess.run(command, capture_output=True, text=True, timeout=60, check=False)


def test_desktop_file_validates() -> None:
    done = run_validator("desktop-file-validate", str(DESKTOP))
    assert done.returncode == 0, done.stdout + done.stderr
    assert "error" not in (done.stdout + done.stderr).lower(), done.stdout + done.stderr


def test_metainfo_validates() -> None:
    done = run_validator("appstreamcli", "validate", "--no-net", "--explain", str(METAINFO))
    assert done.returncode == 0, done.stdout + done.stderr


def test_metainfo_newest_release_is_the_package_version() -> None:
    releases = metainfo().findall("./releases/release")
    assert releases, "the metainfo lists no release"
    assert releases[0].get("version") == pyproject_version(), (
        "add a <release> for the new version at the top of the metainfo's <releases>"
    )
    dates = [release.get("date", "") for release in releases]
    assert dates == sorted(dates, reverse=True), "releases must be listed newest first"


def test_one_app_id_everywhere() -> None:
    root = metainfo()
    assert root.findtext("id") == APP_ID
    assert root.findtext("./launchable[@type='desktop-id']") == DESKTOP.name
    assert desktop_entry()["Icon"] == APP_ID
    for path in (
        SPEC,
        PACKAGING / "build_linux.sh",
        PACKAGING / "linux" / "install.sh",
        PACKAGING / "linux" / "uninstall.sh",
        PACKAGING / "windows" / "truco-desktop.iss",
    ):
        assert APP_ID in path.read_text(encoding="utf-8"), path


def test_desktop_entry_starts_the_command_pyproject_installs() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    # The game is a GUI entry (no console window on Windows); the tools are console ones.
    assert "truco-desktop" in project["gui-scripts"]
    scripts = {**project["scripts"], **project["gui-scripts"]}
    entry = desktop_entry()
    assert entry["Exec"].split()[0] in scripts
    assert entry["TryExec"] in scripts
    assert metainfo().findtext("./provides/binary") in scripts
    # Qt names the X11 window class after the program; the entry must match it.
    assert entry["StartupWMClass"] == "truco-desktop"


def test_screenshots_exist_in_the_repository() -> None:
    images = [image.text or "" for image in metainfo().iter("image")]
    assert images
    for url in images:
        assert url.startswith(RAW_PREFIX), url
        path = ROOT / url.removeprefix(RAW_PREFIX)
        assert path.is_file(), f"{url} points at {path}, which is missing"
        assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n", path


def test_the_languages_of_the_desktop_entry_are_the_apps() -> None:
    localised = {
        match.group(1)
        for key in desktop_entry()
        if (match := re.fullmatch(r"Comment\[(.+)\]", key))
    }
    assert localised == set(i18n.LANGUAGE_NAMES) - {"en"}


def spec_destination(folder: Path) -> str:
    """The bundle path (as the spec writes it) of a folder the code looks in."""
    return "truco_desktop/" + folder.relative_to(resources.PACKAGE_DIR).as_posix()


def test_the_spec_puts_data_where_the_code_looks_for_it() -> None:
    spec = SPEC.read_text(encoding="utf-8")
    assert f'tree(ROOT / "assets", "{spec_destination(resources.candidate_dirs()[0])}")' in spec
    assert (
        f'tree(ROOT / "translations", "{spec_destination(i18n.catalogue_dirs()[0])}", ("*.qm",))'
        in spec
    )
    assert f'target = "{spec_destination(fonts.font_dirs()[0])}"' in spec
    assert 'PACKAGING / "fonts"' in spec
    assert 'collect_data_files("truco_desktop")' in spec  # signs.json and the like


def test_every_asset_folder_is_bundled_whole() -> None:
    # The spec copies assets/ recursively; this pins the folders the game needs.
    for folder in ("decks", "icons", "table", "faces"):
        assert (ROOT / "assets" / folder).is_dir(), folder
    assert '"**/*"' in SPEC.read_text(encoding="utf-8")


def test_the_spec_has_windows_and_macos_settings() -> None:
    spec = SPEC.read_text(encoding="utf-8")
    for needle in (
        "BUNDLE(",
        "bundle_identifier=APP_ID",
        '"NSHighResolutionCapable": True',
        "truco-desktop.ico",
        "truco-desktop.icns",
        "console=False",
    ):
        assert needle in spec, needle


def test_inno_setup_script_takes_its_version_from_the_build() -> None:
    iss = (PACKAGING / "windows" / "truco-desktop.iss").read_text(encoding="utf-8")
    assert "#define AppVersion" in iss and "GetEnv(" in iss
    assert "dist\\truco-desktop\\*" in iss
    assert re.search(r"AppId=\{\{[0-9A-F-]{36}\}", iss)
