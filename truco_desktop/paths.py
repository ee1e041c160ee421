"""Where truco-desktop keeps its files.

Folders are worked out inside `app_paths()`, never at import time, so that a test (or the
packaged app) can redirect them before anything is read or written, and so that importing
the package never creates a folder in somebody's home. Nothing here touches the disk:
the stores create the folder they write into when they first save.

Precedence, first match wins:

1. the `override` argument (tests, a `--home` command-line switch);
2. the environment variable `TRUCO_DESKTOP_HOME` (a portable install, the test suite);
3. the platform's conventional folders, from platformdirs.

With an override everything lives under one folder (`config/`, `data/`, `state/`,
`cache/`), so a portable copy can be moved or deleted as a whole.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

APP_NAME = "truco-desktop"
HOME_ENV_VAR = "TRUCO_DESKTOP_HOME"

SETTINGS_FILE_NAME = "settings.json"
CURRENT_MATCH_FILE_NAME = "current-match.json"
STATISTICS_FILE_NAME = "statistics.json"


@dataclass(frozen=True, slots=True)
class AppPaths:
    """The folders the app may use; a value, so it can be passed around and compared.

    `config_dir` holds preferences (small, worth roaming or backing up); `data_dir` holds
    what the player would miss if it vanished (the match in progress, statistics);
    `state_dir` is for things like logs; `cache_dir` may be deleted at any time.
    """

    config_dir: Path
    data_dir: Path
    state_dir: Path
    cache_dir: Path

    @property
    def settings_file(self) -> Path:
        """The user's preferences (see `truco_desktop.storage.settings`)."""
        return self.config_dir / SETTINGS_FILE_NAME

    @property
    def current_match_file(self) -> Path:
        """The match in progress (see `truco_desktop.storage.savegame`)."""
        return self.data_dir / CURRENT_MATCH_FILE_NAME

    @property
    def statistics_file(self) -> Path:
        """Results per variant and daily deal (see `truco_desktop.storage.stats`)."""
        return self.data_dir / STATISTICS_FILE_NAME

    @classmethod
    def under(cls, root: Path) -> AppPaths:
        """All folders under one root: the layout for overrides and portable installs."""
        return cls(
            config_dir=root / "config",
            data_dir=root / "data",
            state_dir=root / "state",
            cache_dir=root / "cache",
        )


def app_paths(override: Path | None = None) -> AppPaths:
    """Return the folders to use now, honouring `override`, then `TRUCO_DESKTOP_HOME`.

    An empty `TRUCO_DESKTOP_HOME` counts as unset, because shells and launchers often
    export a variable with an empty value when they mean "not set". `~` is expanded and
    a relative override is made absolute here, so that a later change of working folder
    cannot move the files.
    """
    if override is None:
        from_env = os.environ.get(HOME_ENV_VAR, "").strip()
        if from_env:
            override = Path(from_env)
    if override is not None:
        return AppPaths.under(override.expanduser().absolute())
    # Imported only here: a portable home (or a test's) never needs it, and it costs a
    # start some milliseconds (benchmarks/ui_startup.py).
    import platformdirs

    # appauthor=False: no "<author>\" level on Windows, a lone app has no vendor folder.
    return AppPaths(
        config_dir=platformdirs.user_config_path(APP_NAME, appauthor=False),
        data_dir=platformdirs.user_data_path(APP_NAME, appauthor=False),
        state_dir=platformdirs.user_state_path(APP_NAME, appauthor=False),
        cache_dir=platformdirs.user_cache_path(APP_NAME, appauthor=False),
    )
