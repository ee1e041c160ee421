"""The fault-injection suite's harness: valid documents, the app driven, what must hold.

`make_bases` plays real matches once and keeps every document kind the app reads, valid:
the settings, the saved match, the statistics, the hand history and a file to import.
`run_app` writes them to a fresh home (one of them replaced by a damaged copy), drives
the real `MainWindow` (offscreen, a light stand-in for the table) through start, resume
(every question answered "Continue"), play, save, replay, import, statistics and
export, and closes it; `check` then says what must hold whatever the damage was.

By the engine's word, whatever the app's own readers think (`check_independent`):

* nothing reached the crash dialog (the app's own exception hook is installed, with the
  dialog replaced by a recorder), and no call raised;
* "Continue your match?" is asked exactly when the engine replays the saved match, and
  it was started and is not over;
* every hand the history keeps replays, and the hands of an import said to be done are
  kept;
* only the damaged document is ever moved aside or copied: never a valid one.

Against the app's own readers, given the damaged document alone in another folder
(`accepts`, `content`):

* a document they use as it is lives on: the same preferences, counts at least as high,
  the same match resumed, every kept hand still kept;
* a document they refuse keeps its original bytes in its folder (in place, moved aside
  or copied before a rewrite) and the player is told, once; a notice that names where
  it went names a file that is there;
* the valid documents are not lost;
* the app never writes a document it refuses later: a second start on the same folder
  sets nothing aside, and says nothing about a file the first session wrote.
"""

from __future__ import annotations

import contextlib
import json
import logging
import os
import random
import re
import shutil
import sys
import tempfile
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.errors import BadRecord
from truco_desktop.engine.record import parse_record
from truco_desktop.engine.variants import VARIANTS
from truco_desktop.engine.view import view_for
from truco_desktop.paths import AppPaths, app_paths
from truco_desktop.play.history import HandHistory
from truco_desktop.play.rules import mended_preferences
from truco_desktop.play.savefile import read_saved, unwrap
from truco_desktop.play.session import Session as PlaySession
from truco_desktop.storage import Preferences, SaveStore, SettingsStore, StatsStore

KINDS = ("settings", "save", "statistics", "history", "import")
#: (kind, outcome) -> how many cases ended so; `conftest` prints it after the run.
TALLY: Counter[tuple[str, str]] = Counter()
#: The words by which the player's notices name each document.
NOTICE_WORDS: dict[str, tuple[str, ...]] = {
    "settings": ("settings",),
    "save": ("saved match", "could not be resumed", "match saved by a newer", "be saved ("),
    "statistics": ("statistics",),
    "history": ("hand history",),
    "import": ("Nothing was imported", "Imported"),
}
#: Words of a notice about a file that could not be read (never after a clean session).
UNREADABLE_WORDS = ("could not be read", "could not be resumed", "moved aside")
#: What the stand-in player does with the moves of a session.
MOVES = 14
#: The file a notice says something was moved to.
MOVED_TO = re.compile(r"(?:aside|moved) to (\S+?)[.,]?(?:\s|$)")


# ---------------------------------------------------------------------- the documents


@dataclass(frozen=True)
class Bases:
    """One valid document of each kind, as bytes, and what it holds."""

    settings: bytes
    save: bytes
    statistics: bytes
    history: bytes
    imported: bytes

    def of(self, kind: str) -> bytes:
        return {
            "settings": self.settings,
            "save": self.save,
            "statistics": self.statistics,
            "history": self.history,
            "import": self.imported,
        }[kind]


def document_path(kind: str, paths: AppPaths, work: Path) -> Path:
    """Where the document of `kind` lives in a home (the import file: in `work`)."""
    return {
        "settings": paths.settings_file,
        "save": paths.current_match_file,
        "statistics": paths.statistics_file,
        "history": paths.data_dir / "history" / "argentino.jsonl",
        "import": work / "shared-hands.jsonl",
    }[kind]


def _legal_step(session: PlaySession, rng: random.Random) -> None:
    """Deal, or one random legal action (cards only when there is a card to play)."""
    match = session.match
    assert match is not None
    if session.next_hand() is not None:
        return
    seat = match.hand.to_act
    assert seat is not None
    legal = view_for(match.hand, seat).legal
    plays = [a for a in legal if a.is_card]
    session.apply(seat, rng.choice(plays or list(legal)))


def make_bases(folder: Path) -> Bases:
    """Play real matches in `folder` and keep the documents they leave, all valid."""
    paths = app_paths(folder / "base")
    SettingsStore(paths).save(
        Preferences().with_changes(
            opponents_level="hard", deck_style="classic", animation_speed="fast"
        )
    )
    session = PlaySession(paths)
    session.new_match(Rules("argentino", 4), "hard", "normal", seed="fault-base", bot_seed=5)
    rng = random.Random(5)
    while session.match is not None and session.match.hand_number < 3:
        _legal_step(session, rng)
    for _ in range(4):  # into the fourth hand: a save worth continuing
        _legal_step(session, rng)
    stats = StatsStore(paths)
    stats.record_match("argentino", True, 30, 21, hands_won=7, hands_played=12)
    stats.record_match("mineiro", False, 8, 12, hands_won=3, hands_played=9)
    stats.record_daily("2026-11-28", "argentino.p4.f0.t30", True, 30, against=17, hands=10)

    shared = app_paths(folder / "shared")
    other = PlaySession(shared)
    other.new_match(Rules("paulista", 4), seed="fault-shared", bot_seed=9)
    rng = random.Random(9)
    while other.match is not None and other.match.hand_number < 2:
        _legal_step(other, rng)
    history = HandHistory(shared)
    lines = [json.dumps(r) for r in history.records("paulista")]
    lines += [json.dumps(r) for r in HandHistory(paths).records("argentino")[:1]]
    return Bases(
        settings=paths.settings_file.read_bytes(),
        save=paths.current_match_file.read_bytes(),
        statistics=paths.statistics_file.read_bytes(),
        history=(paths.data_dir / "history" / "argentino.jsonl").read_bytes(),
        imported=("\n".join(lines) + "\n").encode("utf-8"),
    )


# ---------------------------------------------------------------------- the app


class FakeTable(QWidget):
    """Stands in for the table (`main_window.Table`): painted at once, no animation."""

    rules_requested = Signal()
    menu_requested = Signal()
    settings_requested = Signal()
    painted = Signal()

    def __init__(self, model: Any, deck_style: str = "classic", four_colour: bool = False):
        super().__init__()
        self.model = model
        self.was_painted = True

    def lay_table(self, *_args: object) -> None:
        pass

    def set_deck(self, *_args: object) -> None:
        pass

    def show_own_envido(self, on: bool) -> None:
        pass

    def shutdown(self) -> None:
        pass

    def set_auto_next(self, on: bool) -> None:
        pass


class _Notices(logging.Handler):
    """The notices a window showed (it logs each one)."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.texts: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        message = record.getMessage()
        if message.startswith("notice: "):
            self.texts.append(message.removeprefix("notice: "))


@dataclass
class Seen:
    """What one session of the app did."""

    notices: list[str] = field(default_factory=list)
    questions: list[str] = field(default_factory=list)
    crashes: list[str] = field(default_factory=list)
    #: The match on the table right after the start (resumed, or a new one).
    started: dict[str, Any] | None = None
    imported: int = 0
    exported: int = 0
    replayed: bool = False

    def told(self, kind: str) -> list[str]:
        return [n for n in self.notices if any(w in n for w in NOTICE_WORDS[kind])]


@contextlib.contextmanager
def _app_hooks(seen: Seen) -> Iterator[None]:
    """The app's exception hook, with the crash dialog recorded instead of shown; every
    question answered as a player going on would (Continue, OK)."""
    from truco_desktop.ui.widgets import crash

    real_dialog = crash.CrashDialog
    real_exec = QMessageBox.exec
    real_hook = sys.excepthook

    class RecordedCrash:
        def __init__(self, details: str, *_args: object) -> None:
            seen.crashes.append(details)

        def exec(self) -> int:
            return 0

    def answer(box: QMessageBox) -> QMessageBox.StandardButton:
        seen.questions.append(box.text())
        if box.button(QMessageBox.StandardButton.Yes) is not None:
            return QMessageBox.StandardButton.Yes
        return QMessageBox.StandardButton.Ok

    crash.CrashDialog = RecordedCrash  # type: ignore[assignment,misc]
    QMessageBox.exec = answer  # type: ignore[method-assign,assignment]
    crash.install_exception_hook(None)
    handler = _Notices()
    logger = logging.getLogger("truco_desktop.ui.widgets.main_window")
    logger.addHandler(handler)
    old_level = logger.level
    logger.setLevel(logging.INFO)
    try:
        yield
    finally:
        seen.notices.extend(handler.texts)
        logger.removeHandler(handler)
        logger.setLevel(old_level)
        sys.excepthook = real_hook
        QMessageBox.exec = real_exec  # type: ignore[method-assign]
        crash.CrashDialog = real_dialog  # type: ignore[misc]


def _act(window: Any, rng: random.Random) -> None:
    """One move of whoever must act (the human or a bot), or the next deal."""
    model = window.model
    match = model.session.match
    if match is None or match.series_over:
        return
    if match.needs_deal:
        model.deal_next()
        return
    if model.human_in_charge():
        legal = model.human_legal()
        plays = [a for a in legal if a.is_card]
        model.submit(rng.choice(plays or list(legal)))
        return
    seat = match.to_act
    legal = view_for(match.hand, seat).legal
    plays = [a for a in legal if a.is_card]
    model.apply_bot(seat, rng.choice(plays or list(legal)), model.revision)


def _close(window: Any) -> None:
    window.close()
    window.deleteLater()
    app = QApplication.instance()
    if app is not None:
        app.processEvents()


def run_app(paths: AppPaths, work: Path, *, moves: int = MOVES, everything: bool = True) -> Seen:
    """One session of the real main window on `paths`: start (answering Continue), play
    `moves` moves, replay the last hand, import the shared file, open the statistics,
    export the hands, close. Exceptions are recorded as crashes, as the app would."""
    from truco_desktop.ui.widgets.main_window import MainWindow

    seen = Seen()
    with _app_hooks(seen):
        window = None
        try:
            window = MainWindow(paths, table_factory=FakeTable)
            window.defer_startup_work()
            window.finish_startup()
            seen.started = window.model.match_json()
            rng = random.Random(1)
            for _ in range(moves):
                _act(window, rng)
            if everything:
                dialog = window.replay_last_hand()
                seen.replayed = dialog is not None
                if dialog is not None:
                    dialog.close()
                source = document_path("import", paths, work)
                if source.exists() or source.is_symlink():
                    seen.imported = window.import_history(source).count
                statistics = window.open_statistics()
                statistics.close()
                seen.exported = window.export_history("argentino", work / "exported.jsonl")
        except Exception:  # what would have reached the crash dialog
            import traceback

            seen.crashes.append(traceback.format_exc())
        finally:
            if window is not None:
                try:
                    _close(window)
                except Exception:
                    import traceback

                    seen.crashes.append(traceback.format_exc())
    return seen


# ---------------------------------------------------------------------- a fresh home


@contextlib.contextmanager
def fresh_home(parent: Path) -> Iterator[tuple[AppPaths, Path]]:
    """A new home and work folder under `parent`, removed afterwards."""
    root = Path(tempfile.mkdtemp(prefix="fault-", dir=parent))
    try:
        work = root / "work"
        work.mkdir()
        yield app_paths(root / "home"), work
    finally:
        for folder, _dirs, files in os.walk(root):
            for name in files:
                with contextlib.suppress(OSError):
                    os.chmod(os.path.join(folder, name), 0o600)
        shutil.rmtree(root, ignore_errors=True)


def lay_out(paths: AppPaths, work: Path, bases: Bases) -> None:
    """Every document, valid, where the app finds it."""
    for kind in KINDS:
        path = document_path(kind, paths, work)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(bases.of(kind))


def files_in(folder: Path) -> dict[Path, bytes | None]:
    """Every entry of `folder` and below: the bytes of regular files, None for others."""
    found: dict[Path, bytes | None] = {}
    if not folder.exists():
        return found
    for entry in sorted(folder.rglob("*")):
        if entry.is_symlink() or not entry.is_file():
            found[entry] = None
            continue
        try:
            found[entry] = entry.read_bytes()
        except OSError:
            found[entry] = None
    return found


# ---------------------------------------------------------------------- the app's verdicts


def accepts(kind: str, raw: bytes, folder: Path) -> bool | None:
    """Whether the app's own reader, given `raw` alone as a document of `kind`, uses it
    with nothing to say (True), sets it aside or tells of it (False). None: not a regular
    file's content (the harness wrote something else)."""
    home = app_paths(folder / f"verdict-{kind}")
    shutil.rmtree(home.config_dir.parent, ignore_errors=True)
    path = document_path(kind, home, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    try:
        if kind == "settings":
            return SettingsStore(home, mend=mended_preferences).load()[1] is None
        if kind == "statistics":
            return StatsStore(home).load()[1] is None
        if kind == "save":
            loaded = SaveStore(home).load()
            if loaded.status != "ok" or loaded.payload is None:
                return False
            try:
                read_saved(loaded.payload)
            except BadRecord:
                return False
            return True
        history = HandHistory(home)
        if kind == "import":
            return history.import_file(path).ok
        history.records("argentino")
        return not history.last_notices
    finally:
        shutil.rmtree(folder / f"verdict-{kind}", ignore_errors=True)


def content(kind: str, raw: bytes, folder: Path) -> Any:
    """What a document the app accepts holds, as the app reads it."""
    home = app_paths(folder / f"content-{kind}")
    path = document_path(kind, home, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(raw)
    try:
        if kind == "settings":
            return SettingsStore(home, mend=mended_preferences).load()[0]
        if kind == "statistics":
            return StatsStore(home).load()[0]
        if kind == "save":
            payload = SaveStore(home).load().payload or {}
            return read_saved(payload).match
        return HandHistory(home).records("argentino")
    finally:
        shutil.rmtree(folder / f"content-{kind}", ignore_errors=True)


# ---------------------------------------------------------------------- what must hold


@dataclass
class Verdict:
    """What `check` found, for the suite's tally."""

    accepted: bool
    set_aside: bool
    told: bool


def _without_window(prefs: Preferences) -> dict[str, Any]:
    data = prefs.to_json()
    data.pop("window", None)
    data.pop("maximized", None)
    return data


def _counts_at_least(after: Any, before: Any) -> bool:
    for variant, totals in before.variants.items():
        now = after.for_variant(variant)
        for name in type(totals).field_names():
            if getattr(now, name) < getattr(totals, name):
                return False
    for day, results in before.daily.items():
        for key in results:
            if after.daily_result(day, key) is None:
                return False
    return True


# The checks below that do not ask the app's own readers: the engine says what replays.

#: Names of what the app keeps of a document it could not use as it was.
KEPT_ASIDE = re.compile(r"\.corrupt-|partly-invalid|-backup|\.v[0-9a-z]+\.json$")


def signature(record: object) -> str:
    """A hand record as the engine reads it (whys and unknown keys left out)."""
    return json.dumps(parse_record(record).to_json(), sort_keys=True)


def history_lines(paths: AppPaths) -> dict[Path, list[str]]:
    """The lines of every kept history file, split on newlines only."""
    folder = paths.data_dir / "history"
    found: dict[Path, list[str]] = {}
    for path in sorted(folder.glob("*.jsonl")) if folder.is_dir() else []:
        if path.stem in VARIANTS and path.is_file() and not path.is_symlink():
            text = path.read_bytes().decode("utf-8")
            found[path] = [line for line in text.split("\n") if line.strip()]
    return found


def check_history_replays(paths: AppPaths) -> set[str]:
    """Every hand the app keeps is a record that the engine replays; their signatures."""
    kept: set[str] = set()
    for path, lines in history_lines(paths).items():
        for number, line in enumerate(lines, 1):
            record = json.loads(line)
            _hand, refusal, _index = parse_record(record).replay()
            assert refusal is None, f"{path.name} line {number} does not replay: {refusal}"
            assert parse_record(record).rules.variant_name == path.stem
            kept.add(signature(record))
    return kept


def expected_question(raw: bytes, scratch: Path) -> bool:
    """Whether a save with these bytes is worth "Continue your match?": its envelope
    reads (the storage layer), and the engine replays its match, started and not over."""
    home = app_paths(scratch / "question")
    shutil.rmtree(scratch / "question", ignore_errors=True)
    home.data_dir.mkdir(parents=True)
    home.current_match_file.write_bytes(raw)
    try:
        loaded = SaveStore(home).load()
    finally:
        shutil.rmtree(scratch / "question", ignore_errors=True)
    if loaded.status != "ok" or loaded.payload is None:
        return False
    try:
        match_json = unwrap(loaded.payload)[0]
        match = Match.from_json(match_json)
    except Exception:  # whatever the engine refuses, it is not offered
        return False
    if match.series_over:
        return False
    return not (match.hand_number == 0 and not match.hand.history)


def check_independent(
    kind: str, raw: bytes, bases: Bases, paths: AppPaths, seen: Seen, scratch: Path
) -> None:
    """What holds by the engine's word, whatever the app's readers think."""
    # Only the damaged document may be set aside or copied; never a valid one.
    home = paths.config_dir.parent
    document = document_path(kind, paths, home)
    for entry in files_in(home):
        if KEPT_ASIDE.search(entry.name):
            assert kind != "import" and entry.parent == document.parent, entry
            assert entry.name.startswith(document.name.split(".")[0]), entry
    # Every kept hand replays, and an import that was announced is kept.
    kept = check_history_replays(paths)
    if seen.imported:
        source = raw if kind == "import" else bases.imported
        lines = [line for line in source.decode("utf-8-sig").split("\n") if line.strip()]
        wanted = {signature(json.loads(line)) for line in lines}
        assert wanted <= kept, "imported hands are missing from the history"
    # "Continue your match?" exactly for a save that the engine replays, not over.
    save = raw if kind == "save" else bases.save
    asked = [q for q in seen.questions if "Continue" in q]
    assert len(asked) == int(expected_question(save, scratch)), (asked, kind)


def check(
    kind: str,
    raw: bytes,
    bases: Bases,
    paths: AppPaths,
    work: Path,
    seen: Seen,
    scratch: Path,
) -> Verdict:
    """Assert what must hold after a session that found `raw` as the document of `kind`."""
    assert not seen.crashes, seen.crashes[0]
    check_independent(kind, raw, bases, paths, seen, scratch)
    path = document_path(kind, paths, work)
    folder = path.parent
    after = files_in(folder)
    holders = [p for p, data in after.items() if data == raw]
    in_place = path in holders
    told = seen.told(kind)
    accepted = accepts(kind, raw, scratch)

    # A notice that a file was moved aside names a file that holds what was there.
    for notice in told:
        for named in MOVED_TO.findall(notice):
            assert Path(named).exists(), f"the notice names {named}, which is not there"
    assert len(set(told)) == len(told), f"told more than once: {told}"

    if kind == "import":
        assert path.read_bytes() == raw, "the shared file is never changed"
        if accepted:
            assert seen.imported > 0 and told, "a valid file is imported and said so"
        else:
            assert seen.imported == 0, "a file with a bad line is not imported at all"
            assert any("Nothing was imported" in n for n in told), "a refusal is told"
        return Verdict(bool(accepted), False, bool(told))

    if accepted:
        # Used as it was: its content lives on.
        kept = content(kind, raw, scratch)
        if kind == "settings":
            now = SettingsStore(paths, mend=mended_preferences).load()[0]
            assert _without_window(now) == _without_window(kept), "preferences lost"
        elif kind == "statistics":
            assert _counts_at_least(StatsStore(paths).load()[0], kept), "statistics lost"
        elif kind == "save" and not kept.series_over:
            assert seen.started == kept.to_json(), "a save that replays was not resumed"
        elif kind == "history":
            now = HandHistory(paths).records("argentino")
            assert all(r in now for r in kept[-150:]), "kept hands were lost"
        set_aside = any(p != path for p in holders)
        return Verdict(True, set_aside, bool(told))

    # Refused: the bytes are kept somewhere, and the player was told.
    assert holders, f"the {kind} file was lost: nothing in {folder} holds its bytes"
    assert told, f"the {kind} file was refused without a word"
    if not in_place:  # moved aside or copied: beside the document, under its name
        assert any(p.name.startswith(path.name.split(".")[0]) for p in holders)
    return Verdict(False, not in_place, True)


def check_valid_kept(kind: str, bases: Bases, paths: AppPaths, seen: Seen, scratch: Path) -> None:
    """The documents that were not mutated are not lost."""
    if kind != "save":
        assert seen.started == content("save", bases.save, scratch).to_json(), "save lost"
    if kind != "settings":
        kept = content("settings", bases.settings, scratch)
        now = SettingsStore(paths, mend=mended_preferences).load()[0]
        assert _without_window(now) == _without_window(kept), "valid settings lost"
    if kind != "statistics":
        kept = content("statistics", bases.statistics, scratch)
        assert _counts_at_least(StatsStore(paths).load()[0], kept), "valid statistics lost"
    if kind != "history":
        kept = content("history", bases.history, scratch)
        now = HandHistory(paths).records("argentino")
        assert all(r in now for r in kept), "valid kept hands lost"


def check_second_start(paths: AppPaths, work: Path, laid: dict[str, bytes]) -> None:
    """A second start on the same folder: nothing the app wrote is refused.

    `laid` holds what each document was before the first session; a document whose
    bytes changed since was written by the app, and must read without a word.
    """
    written = [
        kind
        for kind, raw in laid.items()
        if kind != "import" and _bytes(document_path(kind, paths, work)) not in (raw, None)
    ]
    before = {p for p in files_in(paths.config_dir.parent) if ".corrupt-" in p.name}
    seen = run_app(paths, work, moves=3, everything=False)
    assert not seen.crashes, seen.crashes[0]
    after = {p for p in files_in(paths.config_dir.parent) if ".corrupt-" in p.name}
    assert after == before, f"the app refused what it wrote itself: {sorted(after - before)}"
    check_history_replays(paths)
    for kind in written:
        bad = [n for n in seen.told(kind) if any(w in n for w in UNREADABLE_WORDS)]
        assert not bad, f"the app's own {kind} file was refused: {bad}"


def _bytes(path: Path) -> bytes | None:
    try:
        return path.read_bytes() if path.is_file() else None
    except OSError:
        return None
