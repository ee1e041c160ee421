"""Build hook: ship the art, the fonts and the compiled translations inside the package.

The repository keeps them at the top (``assets/``, ``packaging/fonts/``,
``translations/*.qm``), where the client's layout wants them; an installed copy (a wheel,
``pipx install``) needs them under ``truco_desktop/data/``, which is where
``truco_desktop.resources``, ``truco_desktop.fonts`` and ``truco_desktop.i18n`` look first.
Everything else is in ``pyproject.toml``.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent

#: (source in the repository, glob, destination under truco_desktop/data)
SHIPPED = (
    ("assets", "**/*", "assets"),
    ("packaging/fonts", "*", "fonts"),
    ("translations", "*.qm", "translations"),
)


class BuildWithData(build_py):
    def run(self) -> None:
        super().run()
        target = Path(self.build_lib) / "truco_desktop" / "data"
        for source, pattern, dest in SHIPPED:
            for path in sorted((ROOT / source).glob(pattern)):
                if path.is_file():
                    out = target / dest / path.relative_to(ROOT / source)
                    out.parent.mkdir(parents=True, exist_ok=True)
                    shutil.copy2(path, out)


setup(cmdclass={"build_py": BuildWithData})
