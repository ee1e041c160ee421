"""The table against the engine: clicks play, the call bar is exactly the legal calls,
a whole match can be played with clicks, and the scene never knows a hidden card."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.actions import play
from truco_desktop.engine.view import view_for


def visible_cards(view) -> set[str]:
    """Every card identity the human's view holds."""
    out = set(view.cards)
    for _seat, cards in view.partner_cards:
        out.update(cards)
    for trick in (*view.finished_tricks, view.current_trick):
        out.update(p.card for p in trick if p.card is not None)
    for s in view.discarded_sets:
        out.update(s)
    if view.vira:
        out.add(view.vira)
    for _seat, cards in view.shown_cards:
        out.update(cards)
    return out


def scene_cards(table) -> set[str]:
    from truco_desktop.ui.table.card_item import CardItem

    return {i.code for i in table.scene.items() if isinstance(i, CardItem) and i.code is not None}


def click_card(qtbot, table, index: int) -> None:
    item = table.scene.held[0][index]
    pos = table.view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(table.view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(pos.x(), pos.y()))


def test_clicking_a_card_plays_it(qtbot, table, settle):
    model = table.model
    for n in range(40):
        model.new_match(Rules("argentino", 2), seed=f"click{n}", bot_seed=n)
        settle(qtbot, table)
        view = model.view()
        if any(a.kind == "play" for a in model.human_legal()) and not view.history:
            break
    else:
        pytest.skip("no deal with the human to play first")
    card = model.view().cards[1]
    click_card(qtbot, table, 1)
    history = model.session.match.hand.history
    assert history and history[0][0] == 0 and history[0][1] == play(card)


def test_shift_click_is_not_a_face_up_play_where_covering_is_illegal(qtbot, table, settle):
    model = table.model
    model.new_match(Rules("argentino", 2), seed="shift", bot_seed=1)
    settle(qtbot, table)
    refused = []
    model.refused.connect(lambda c, m: refused.append(c))
    if not model.human_legal():
        pytest.skip("the bot acts first here")
    table._on_card_clicked(0, True)  # covered play does not exist in Argentina
    assert refused


def _sample_states(variant: str, players: int, count: int, seed: int) -> list[dict]:
    """Random states of play where the human's seat must decide."""
    rng = random.Random(seed)
    out: list[dict] = []
    tries = 0
    while len(out) < count and tries < 400:
        tries += 1
        m = Match.new(Rules(variant, players), seed=f"{variant}{players}-{tries}-{seed}")
        stop = rng.randrange(0, 12)
        steps = 0
        while not m.hand.is_over:
            if m.to_act == 0 and steps >= stop:
                out.append(m.to_json())
                break
            m, _ = m.apply(m.to_act, rng.choice(m.legal_actions()))
            steps += 1
    return out


@pytest.mark.parametrize(
    ("variant", "players"),
    [
        ("argentino", 2),
        ("argentino", 4),
        ("argentino", 6),
        ("mineiro", 2),
        ("mineiro", 4),
        ("paulista", 2),
        ("paulista", 4),
    ],
)
def test_call_bar_shows_exactly_the_legal_calls(qtbot, table, settle, variant, players):
    model = table.model
    states = _sample_states(variant, players, 10, seed=players)
    assert states
    for data in states:
        model.restore(data)
        settle(qtbot, table)
        assert model.human_in_charge()
        hand = model.session.match.hand
        legal = hand.legal_actions()
        calls = [a for a in legal if a.card is None]
        shown = table.call_bar.shown_actions()
        assert sorted(map(str, shown)) == sorted(map(str, calls))
        view = model.view()
        playable = {i for i, item in enumerate(table.scene.held[0]) if item.playable}
        if not view.blind:
            assert playable == {i for i, c in enumerate(view.cards) if play(c) in legal}


@pytest.mark.parametrize(("variant", "players"), [("mineiro", 2), ("argentino", 4)])
def test_a_whole_match_by_clicks(qtbot, table, settle, variant, players):
    model = table.model
    rules = Rules(variant, players, target=12 if variant == "argentino" else 0)
    model.new_match(rules, seed=f"whole-{variant}", bot_seed=7)
    rng = random.Random(3)
    finished = []
    model.match_finished.connect(finished.append)
    for _ in range(600):
        if model.session.match.series_over:
            break
        if table.summary.isVisible():
            qtbot.mouseClick(table.summary.button, Qt.MouseButton.LeftButton)
            continue
        settle(qtbot, table, timeout=10000)
        if table.summary.isVisible() or model.session.match.series_over:
            continue
        model.view()
        # The scene never holds a card identity the human's view lacks.
        assert scene_cards(table) <= visible_cards(view_for(model.session.match.hand, 0))
        legal = model.human_legal()
        if not legal:
            continue
        playable = [i for i, item in enumerate(table.scene.held[0]) if item.playable]
        buttons = table.call_bar.buttons
        if playable and (not buttons or rng.random() < 0.75):
            click_card(qtbot, table, rng.choice(playable))
        else:
            qtbot.mouseClick(rng.choice(buttons), Qt.MouseButton.LeftButton)
    assert model.session.match.series_over
    assert finished


def test_the_first_frame_needs_no_engine_play_bots_or_signs(tmp_path: Any) -> None:
    """The window is built and laid before the first paint without the engine's play
    (hands, events, matches, views), the bots or the señas: they load with the deal,
    after it (benchmarks/ui_startup.py measures the time this saves). The level names
    (``bots.levels``, read by the menus and the preferences' mending) import nothing,
    and the bots package loads its players only when asked. A fresh process, because
    this suite has long since imported all of them."""
    import subprocess
    import sys
    import textwrap

    child = textwrap.dedent(
        f"""
        import sys
        from pathlib import Path
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        from truco_desktop.paths import app_paths
        from truco_desktop.ui.widgets.main_window import MainWindow
        window = MainWindow(app_paths(Path({str(tmp_path)!r})))
        window.show()
        app.processEvents()
        assert window.table.scene.plates, "the seats are laid"
        late = ("engine.hand", "engine.events", "engine.match", "engine.view", "bots", "signs")
        names_only = {{"truco_desktop.bots", "truco_desktop.bots.levels"}}
        print(sorted(m for m in sys.modules if m.startswith("truco_desktop.") and
                     m not in names_only and
                     any(m.startswith("truco_desktop." + name) for name in late)))
        """
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    out = subprocess.run(
        [sys.executable, "-c", child], capture_output=True, text=True, env=env, timeout=120
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("variant", ["argentino", "mineiro", "paulista"])
def test_the_tables_words_follow_the_engines_call_words(variant):
    """The table names calls through ``actions.FAMILY``: each call word of the rules has
    its words and its key, and is a bet, an answer or neither, never both."""
    from truco_desktop.engine.actions import FAMILY
    from truco_desktop.ui.widgets.call_bar import group_of
    from truco_desktop.ui.words import strings as S

    rules = Rules(variant, 4, flor="full") if variant == "argentino" else Rules(variant, 4)
    for word in rules.calls:
        assert word in FAMILY
        assert S.spoken(variant, word) != word  # the variant's own words for it
        assert S.shortcut(word)
        assert not (S.is_bet(word) and S.is_answer(word))
        if FAMILY[word] == "truco":
            assert S.is_bet(word) and S.tone(word) == "bet"
            assert (group_of(word, True), group_of(word, False)) == (2, 4)
        if FAMILY[word] == "answer":
            assert S.is_answer(word) and group_of(word, True) == 1
