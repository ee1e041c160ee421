"""The director knows the game through views only, and no bot thinks on the GUI thread."""

from __future__ import annotations

import ast
import threading
from pathlib import Path
from typing import Any

from test_ui_states import find, hold_bots, quiet

from truco_desktop.engine import Rules
from truco_desktop.engine.actions import call
from truco_desktop.ui.controllers import director

#: The all-seeing state a table must not read: the match and its hand (the engine's own
#: names), as opposed to ``SeatView`` and the model's signals.
ALL_SEEING = {"match", "hand", "held", "stock"}


def test_the_director_reads_views_never_the_match() -> None:
    tree = ast.parse(Path(director.__file__).read_text(encoding="utf-8"))
    reads = sorted(
        f"line {node.lineno}: .{node.attr}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Attribute) and node.attr in ALL_SEEING
    )
    assert not reads, reads


class _Recorder:
    """A bot that notes the thread it thinks on, and otherwise lets the real one choose."""

    def __init__(self, bot: Any, threads: list[bool], views: list[Any]) -> None:
        self.bot = bot
        self.threads = threads
        self.views = views

    def choose(self, view: Any, rng: Any) -> Any:
        self.threads.append(threading.current_thread() is threading.main_thread())
        self.views.append(view)
        return self.bot.choose(view, rng)


def _partner_may_call(m: Any, *_: object) -> bool:
    return (
        m.to_act == 2
        and m.hand.truco.pending is None
        and any(a.kind == "truco" for a in m.legal_actions())
    )


def test_not_now_lets_the_partner_choose_again_on_a_worker(qtbot: Any, table: Any) -> None:
    m, _, _ = find(Rules("argentino", 4), _partner_may_call, seed=4)
    model = table.model
    model.set_partner_asks_first(True)
    hold_bots(table)
    model.restore(m.to_json())
    quiet(qtbot, table)
    on_gui: list[bool] = []
    views: list[Any] = []
    real_job = model.bot_job

    def recorded_job(seat: int) -> Any:
        bot, view, rng, revision = real_job(seat)
        return _Recorder(bot, on_gui, views), view, rng, revision

    model.bot_job = recorded_job
    before = len(model.session.match.hand.history)
    thinking: list[int] = []
    table.director.bot_thinking.connect(thinking.append)
    table.director.thinking = 2
    table.director._on_decided(2, call("truco"), model.revision, False, "")
    assert table.director.pending_proposal == (2, call("truco"))
    table.call_bar.buttons[1].click()  # Not now
    qtbot.waitUntil(lambda: len(model.session.match.hand.history) > before, timeout=5000)
    assert on_gui == [False], "the partner chose on a worker thread, once"
    assert thinking[:1] == [2], "meanwhile the table says the partner is thinking"
    assert views[0].seat == 2 and not any(a.kind == "truco" for a in views[0].legal)
    seat, action = model.session.match.hand.history[before]
    assert seat == 2 and action.kind != "truco"


def test_a_bot_that_answers_an_illegal_action_plays_a_legal_one(qtbot: Any) -> None:
    m, _, _ = find(Rules("argentino", 2), lambda m, *_: m.to_act == 1, seed=2)
    from truco_desktop.engine.view import view_for

    view = view_for(m.hand, 1)
    relay = director._Relay()
    got: list[Any] = []
    relay.decided.connect(lambda seat, action, *_rest: got.append((seat, action)))

    class Wrong:
        def choose(self, view: Any, rng: Any) -> Any:
            return type("Decision", (), {"action": call("vale_cuatro"), "why": "?"})()

    import random

    director._bot_job(relay, Wrong(), view, random.Random(1), 0, False)()
    assert got and got[0][0] == 1 and got[0][1] in view.legal
