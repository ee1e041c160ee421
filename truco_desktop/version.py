"""The version of truco-desktop, as the installed package states it.

An installed copy (pip, the packaged app) knows its version from its metadata, which
comes from pyproject.toml. A source checkout that was never installed has no metadata,
so `FALLBACK_VERSION` stands in; a test keeps it equal to pyproject's version.
"""

from __future__ import annotations

from importlib import metadata

DISTRIBUTION = "truco-desktop"

#: Keep equal to `[project] version` in pyproject.toml (tests/app checks it).
FALLBACK_VERSION = "0.1.0"


def version() -> str:
    """The installed version, or the source tree's when the package is not installed."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        import truco_desktop

        return str(getattr(truco_desktop, "__version__", FALLBACK_VERSION))
