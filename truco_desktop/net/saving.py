"""Each table's save, written after every action on a thread of its own.

A save is two ``fsync``s (``storage.atomic``): tens of milliseconds on a busy disk. Done on
the host's event loop it would hold up every table's views (a benchmark measured half a
second at 50 tables), so the tables hand their newest payload to a ``SaveQueue`` and its
thread writes it. The queue keeps only the newest payload of each table: when actions
come faster than the disk, the file skips the states in between but is always the newest
the disk could take, each written atomically, as the offline game's (``play.session``).
A write that fails is logged and tried again with the next action.
"""

from __future__ import annotations

import logging
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from truco_desktop.storage.savegame import SaveStore

_log = logging.getLogger(__name__)

#: What waits for a store: a payload to write, or None to clear a finished match's save.
Pending = dict[str, object] | None


class SaveQueue:
    """One writer thread for the saves of every table of a host."""

    def __init__(self) -> None:
        self._pending: dict[SaveStore, Pending] = {}
        self._busy = 0
        self._cond = threading.Condition()
        self._closed = False
        self._thread: threading.Thread | None = None

    def put(self, store: SaveStore, payload: Pending) -> None:
        """Write ``payload`` to ``store`` soon (None: clear it), replacing an older one."""
        with self._cond:
            if self._closed:
                return
            self._pending[store] = payload
            if self._thread is None:
                self._thread = threading.Thread(target=self._run, name="truco-saves", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until everything put so far is written; False if it took too long."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)

    def close(self, timeout: float = 10.0) -> None:
        """Write what waits, then stop the thread."""
        self.flush(timeout)
        with self._cond:
            self._closed = True
            self._cond.notify_all()
        if self._thread is not None:
            self._thread.join(timeout)

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._pending or self._closed)
                if not self._pending:
                    return
                store, payload = self._pending.popitem()
                self._busy += 1
            try:
                if payload is None:
                    store.clear()
                else:
                    store.save(payload)
            except (OSError, ValueError) as error:
                _log.warning("could not save the table's match to %s: %s", store.path, error)
            finally:
                with self._cond:
                    self._busy -= 1
                    self._cond.notify_all()
