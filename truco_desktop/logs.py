"""The app's log: a small rotating file in the platform's log folder.

Where: platformdirs' user log folder for `truco-desktop` (for example
`~/.local/state/truco-desktop/log` on Linux), or `<home>/state/log` when the folders are
redirected (`TRUCO_DESKTOP_HOME`, tests, a portable copy), so a test never writes
into the real home. Nothing happens at import time.
"""

from __future__ import annotations

import logging
import logging.handlers
import os
from pathlib import Path
from typing import Final

import platformdirs

from truco_desktop.paths import APP_NAME, AppPaths
from truco_desktop.storage.atomic import make_private_folder

LOG_FILE_NAME: Final = "truco-desktop.log"
MAX_BYTES: Final = 512 * 1024
BACKUPS: Final = 3
_HANDLER_NAME: Final = "truco-desktop-file"


def log_dir(paths: AppPaths) -> Path:
    """The log folder that goes with `paths`."""
    default_state = platformdirs.user_state_path(APP_NAME, appauthor=False)
    if paths.state_dir == default_state:
        return platformdirs.user_log_path(APP_NAME, appauthor=False)
    return paths.state_dir / "log"


def setup_logging(paths: AppPaths, level: int = logging.INFO) -> Path | None:
    """Send the app's log records to the rotating file; return its path.

    Calling it again replaces the earlier file handler (tests start several windows in
    one process). Returns None, and logs to stderr only, if the folder cannot be made.
    """
    root = logging.getLogger()
    for handler in list(root.handlers):
        if handler.get_name() == _HANDLER_NAME:
            root.removeHandler(handler)
            handler.close()
    folder = log_dir(paths)
    try:
        make_private_folder(folder)
        path = folder / LOG_FILE_NAME
        # Created 0600 before the handler opens it: the umask may be 000.
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600))
        if os.name != "nt":
            os.chmod(path, 0o600)
        handler = logging.handlers.RotatingFileHandler(
            path, maxBytes=MAX_BYTES, backupCount=BACKUPS, encoding="utf-8"
        )
    except OSError as error:
        logging.getLogger(__name__).warning("no log file in %s: %s", folder, error)
        return None
    handler.set_name(_HANDLER_NAME)
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    root.addHandler(handler)
    if root.level == logging.NOTSET or root.level > level:
        root.setLevel(level)
    return folder / LOG_FILE_NAME
