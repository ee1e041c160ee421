"""The daily leaderboard's client at the table (issue 21, docs/LEADERBOARD.md).

Two small Qt objects around the Qt-free `play.leaderboard`:

* `TalkWatcher` writes the table talk of a daily match as it happens (`play.leaderboard
  .TalkLog`): the señas options when the match starts and when they change, each sign the
  human makes (the señas controller's ``made``), a table laid again (a resumed match). The
  server needs them to replay what the computer players read.
* `LeaderboardClient` sends the queued results with Qt's own networking
  (``QNetworkAccessManager``: no new dependency), one at a time, in the background, and
  tries again later when the server cannot be reached (every few minutes while something
  waits); it asks the server for a day's ranking on request (``ranking``).

Nothing here loads before the table's first paint, and nothing the local leaderboard
shows depends on it. QtNetwork is imported when the first request is made.
"""

from __future__ import annotations

import datetime as _dt
import json
import logging
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, QTimer, QUrl, QUrlQuery, Signal

from truco_desktop.play import leaderboard as lb

if TYPE_CHECKING:
    from PySide6.QtNetwork import QNetworkAccessManager, QNetworkReply

    from truco_desktop.paths import AppPaths

_log = logging.getLogger(__name__)

#: While something waits in the queue, it is tried again this often (milliseconds).
RETRY_MS = 5 * 60 * 1000
#: A request that takes longer than this is given up (and retried later).
TIMEOUT_MS = 20_000


class TalkWatcher(QObject):
    """Keeps the table talk of the daily match on the table (``model``: the GameModel)."""

    def __init__(self, model: Any, paths: AppPaths, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.log = lb.TalkLog(paths)
        self._options = (bool(model.signs_enabled), bool(model.signs_catching))
        model.match_reset.connect(self._on_reset)
        model.events_ready.connect(self._on_events)
        model.options_changed.connect(self._on_options)
        if self._where() is not None:
            self._on_reset()  # a match already on the table: its talk goes on from here

    def _where(self) -> tuple[str, int, int] | None:
        """(seed, hand number, actions applied) of the daily match on the table."""
        session = self.model.session
        state = self.model.state
        if state is None or session.daily is None:
            return None
        return state.seed, state.hand_number, state.actions

    def watch_signs(self, controller: Any) -> None:
        """The table's señas controller: each sign the human makes is written."""
        controller.made.connect(self._on_sign)

    def _on_reset(self) -> None:
        where = self._where()
        if where is None:
            return
        seed, hand, at = where
        self._options = (bool(self.model.signs_enabled), bool(self.model.signs_catching))
        if hand == 0 and at == 0:
            self.log.started(seed, *self._options)
        elif self.log.knows(seed):
            self.log.reset(seed, hand, at)
        else:  # a match begun before this log existed: its talk so far is not known
            self.log.started(seed, *self._options)
            self.log.reset(seed, hand, at)

    def _on_events(self, events: list[object]) -> None:
        from truco_desktop.engine.events import HandStarted

        where = self._where()
        if where is not None and any(isinstance(e, HandStarted) for e in events):
            self.log.dealt(where[0], where[1])

    def _on_options(self) -> None:
        options = (bool(self.model.signs_enabled), bool(self.model.signs_catching))
        where = self._where()
        if options == self._options or where is None:
            self._options = options
            return
        self._options = options
        seed, hand, at = where
        self.log.options(seed, hand, at, *options)

    def _on_sign(self, sign: str, _caught: object = None) -> None:
        where = self._where()
        if where is not None:
            seed, hand, at = where
            self.log.sign(seed, hand, at, sign)


class LeaderboardClient(QObject):
    """Sends the queued daily results and fetches rankings, in the background."""

    #: A queued result was answered (or refused): its date and key (see `Standings`).
    answered = Signal(str, str)
    #: Something was queued, sent, answered or readdressed (a dialog showing it redraws).
    queue_changed = Signal()
    #: A day's ranking: date, key, and the server's answer (a dict), or None with the
    #: reason it could not be had (``ranking_failed``).
    ranking = Signal(str, str, object)
    ranking_failed = Signal(str, str, str)

    def __init__(self, paths: AppPaths, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.paths = paths
        self.queue = lb.Queue(paths)
        self.standings = lb.Standings(paths)
        self._net: QNetworkAccessManager | None = None
        self._sending = False
        self._timer = QTimer(self)
        self._timer.setInterval(RETRY_MS)
        self._timer.timeout.connect(self.flush)

    def _manager(self) -> QNetworkAccessManager:
        if self._net is None:
            self._net = shared_manager()
        return self._net

    # ---------------------------------------------------------------- sending
    def daily_finished(self, date: _dt.date, key: str, match_json: dict[str, Any]) -> bool:
        """A scored daily match ended: queue its result (if the player opted in), send."""
        item = lb.queue_result(self.paths, date, key, match_json)
        if item is None:
            return False
        self.queue_changed.emit()
        self.flush()
        return True

    def settings_changed(self) -> None:
        """The player saved the leaderboard's options: when on, what waits goes to the
        server and name now set, at once; when off, nothing more is sent."""
        settings = lb.load_settings(self.paths)
        if not settings.ready:
            self._timer.stop()
            return
        if self.queue.readdress(settings.server, settings.name):
            self.queue_changed.emit()
        self.flush()

    def retry_now(self) -> None:
        """The player asked to try again: what waits is sent now, not at its turn."""
        if self.queue.hurry():
            self.flush()

    def flush(self) -> None:
        """Send the first result that is due; the next one follows its answer."""
        if self._sending:
            return
        if not lb.load_settings(self.paths).ready:  # turned off: nothing is sent
            self._timer.stop()
            return
        due = self.queue.due()
        if not due:
            if not self.queue.items():
                self._timer.stop()
            return
        self._timer.start()
        item = due[0]
        from PySide6.QtNetwork import QNetworkRequest

        request = QNetworkRequest(QUrl(item.server + lb.RESULTS_PATH))
        request.setHeader(QNetworkRequest.KnownHeaders.ContentTypeHeader, "application/json")
        request.setTransferTimeout(TIMEOUT_MS)
        body = json.dumps(item.body, separators=(",", ":")).encode("utf-8")
        self._sending = True
        reply = self._manager().post(request, body)
        reply.finished.connect(lambda: self._sent(item, reply))

    def _sent(self, item: lb.Queued, reply: QNetworkReply) -> None:
        self._sending = False
        status, body = _read_reply(reply)
        result = lb.outcome(status, body)
        if result.kind == "retry":
            _log.info("the daily result waits: %s", result.detail)
            self.queue.retry_later(item.id, result.detail)
            self.standings.record(item.date, item.key, lb.Outcome("waiting", detail=result.detail))
        else:
            if result.kind == "refused":
                _log.warning("the leaderboard server refused the result: %s", result.detail)
            self.queue.remove(item.id)
            self.standings.record(item.date, item.key, result)
            QTimer.singleShot(0, self.flush)
        self.answered.emit(item.date, item.key)
        self.queue_changed.emit()

    # ---------------------------------------------------------------- rankings
    def fetch(self, date: str, key: str, limit: int = 10) -> bool:
        """Ask the server for the ranking of a day and key; False if none is set."""
        settings = lb.load_settings(self.paths)
        if not settings.ready:
            return False
        from PySide6.QtNetwork import QNetworkRequest

        url = QUrl(settings.server + lb.LEADERBOARD_PATH)
        query = QUrlQuery()
        query.addQueryItem("date", date)
        query.addQueryItem("key", key)
        query.addQueryItem("limit", str(limit))
        url.setQuery(query)
        request = QNetworkRequest(url)
        request.setTransferTimeout(TIMEOUT_MS)
        reply = self._manager().get(request)
        reply.finished.connect(lambda: self._fetched(date, key, reply))
        return True

    def _fetched(self, date: str, key: str, reply: QNetworkReply) -> None:
        status, body = _read_reply(reply)
        if status == 200 and isinstance(body, dict) and isinstance(body.get("entries"), list):
            self.ranking.emit(date, key, body)
        else:
            reason = "the server could not be reached" if status is None else f"HTTP {status}"
            self.ranking_failed.emit(date, key, reason)


_MANAGER: list[QNetworkAccessManager] = []


def shared_manager() -> QNetworkAccessManager:
    """One network manager for the application's lifetime (a manager destroyed right
    after a request takes Qt's network thread down with it)."""
    import shiboken6

    if _MANAGER and not shiboken6.isValid(_MANAGER[0]):
        _MANAGER.clear()  # the application that owned it is gone
    if not _MANAGER:
        from PySide6.QtCore import QCoreApplication
        from PySide6.QtNetwork import QNetworkAccessManager

        manager = QNetworkAccessManager(QCoreApplication.instance())
        manager.setAutoDeleteReplies(True)  # each reply goes once its answer was read
        _MANAGER.append(manager)
    return _MANAGER[0]


def _read_reply(reply: QNetworkReply) -> tuple[int | None, object]:
    """(HTTP status or None when no answer came, the JSON body or None)."""
    from PySide6.QtNetwork import QNetworkRequest

    code = reply.attribute(QNetworkRequest.Attribute.HttpStatusCodeAttribute)
    status = int(code) if code is not None else None
    raw = bytes(reply.readAll().data())
    try:
        body: object = json.loads(raw.decode("utf-8")) if raw else None
    except (UnicodeDecodeError, ValueError, RecursionError):
        body = None
    return status, body


class Leaderboard(QObject):
    """The window's leaderboard client: the table talk watched, results sent."""

    def __init__(self, window: Any) -> None:
        super().__init__(window)
        self.window = window
        self.watcher = TalkWatcher(window.model, window.paths, self)
        signs = getattr(window.table, "signs", None)
        if signs is not None and hasattr(signs, "made"):
            self.watcher.watch_signs(signs)
        self.client = LeaderboardClient(window.paths, self)
        # Results left waiting by an earlier session go once the window has settled.
        QTimer.singleShot(5000, self.client.flush)

    def opted_in(self) -> bool:
        """Whether the player's results are sent (on, with a server and a name)."""
        return lb.load_settings(self.client.paths).ready

    def daily_finished(self, entry: Any, match_json: dict[str, Any]) -> bool:
        """A scored daily deal ended (its leaderboard row and the finished match)."""
        return self.client.daily_finished(_dt.date.fromisoformat(entry.date), entry.key, match_json)


def attach(window: Any) -> Leaderboard:
    """The leaderboard client of ``window`` (a `MainWindow`), after its first paint."""
    return Leaderboard(window)
