"""Files that outlive a session: preferences, the match in progress, statistics.

Standard library and platformdirs only (no Qt), so the storage layer runs in tests and
tools without a display. Every write is atomic and no bad file is ever silently lost:
see `atomic` for the mechanics and `document` for the shared policy. Folders come from
`truco_desktop.paths.app_paths()`; nothing here touches the disk at import time.

Typical use from the composition root::

    paths = app_paths()
    settings = SettingsStore(paths, mend=mended_preferences)   # play.rules: the engine's offer
    prefs, message = settings.load()      # show `message` if it is not None
    settings.save(mended_preferences(prefs.with_changes(players=2)))
"""

from truco_desktop.storage.atomic import LoadResult, quarantine, read_json_file, write_atomic
from truco_desktop.storage.notices import Notice
from truco_desktop.storage.savegame import SaveLoad, SaveStore
from truco_desktop.storage.settings import Preferences, SettingsStore, WindowGeometry
from truco_desktop.storage.stats import DailyResult, Statistics, StatsStore, VariantStats

__all__ = [
    "DailyResult",
    "LoadResult",
    "Notice",
    "Preferences",
    "SaveLoad",
    "SaveStore",
    "SettingsStore",
    "Statistics",
    "StatsStore",
    "VariantStats",
    "WindowGeometry",
    "quarantine",
    "read_json_file",
    "write_atomic",
]
