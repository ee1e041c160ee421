"""Where the read-only assets (decks, table texture, icons, faces) are found.

Assets are looked up inside `assets_dir()`, never at import time, so a test or a themed
build can point somewhere else before anything is loaded.

Precedence, first match wins:

1. the `override` argument (tests, a custom theme folder);
2. `truco_desktop/data/assets`, the copy an installed package or a frozen build carries;
3. the repository's `assets/` folder, beside the package, for a development checkout.

A folder only counts when it holds a `decks/` sub-folder, so an empty or half-copied
data folder does not hide the repository's real one.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def candidate_dirs() -> list[Path]:
    """The places searched, in order, when no override is given."""
    return [PACKAGE_DIR / "data" / "assets", PACKAGE_DIR.parent / "assets"]


def assets_dir(override: str | Path | None = None) -> Path:
    """The assets folder; raises FileNotFoundError naming every place it looked."""
    if override is not None:
        path = Path(override)
        if not path.is_dir():
            raise FileNotFoundError(f"assets folder {path} does not exist")
        return path
    for path in candidate_dirs():
        if (path / "decks").is_dir():
            return path
    looked = ", ".join(str(p) for p in candidate_dirs())
    raise FileNotFoundError(f"no assets folder found (looked in {looked})")


def deck_dir(theme: str, override: str | Path | None = None) -> Path:
    """The folder of one deck theme, e.g. `deck_dir("spanish")`."""
    return assets_dir(override) / "decks" / theme


def face_file(key: str, override: str | Path | None = None) -> Path:
    """The portrait of the character ``key`` (``scripts/make_faces.py`` draws them)."""
    return assets_dir(override) / "faces" / f"{key}.svg"


def sign_face_file(key: str, override: str | Path | None = None) -> Path:
    """The portrait of ``key`` in layers, for its señas (``plain``: a seat without a
    character); ``scripts/make_faces.py`` draws them."""
    return assets_dir(override) / "faces" / "signs" / f"{key}.svg"
