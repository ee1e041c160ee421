"""Three players (the gallo) and eight players at the table (issue 23, item 3): whole
matches played at the table with the bots choosing for you, nothing covering what a
player reads at 800x600 and 1280x800, the gallo's discard, the scoreboard's three scores,
the Rules menu's choices and a saved match of three resumed (RULES-3-8-PLAYERS.md)."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from layout_audit import overlaps
from test_ui_layout_audit import audit_hands

from truco_desktop.engine import Rules
from truco_desktop.paths import app_paths
from truco_desktop.play.daily import daily_setup
from truco_desktop.play.players import standard_bot
from truco_desktop.play.rules import mended_preferences, rules_from_prefs
from truco_desktop.play.summary import summarise
from truco_desktop.storage.settings import Preferences
from truco_desktop.ui.models.game_model import GameModel
from truco_desktop.ui.table.layout import Layout
from truco_desktop.ui.widgets.table_widget import TableWidget

SIZES = [(800, 600), (1280, 800)]


def play_match(
    qtbot: Any, rules: Rules, size: tuple[int, int] = (1280, 800), model: GameModel | None = None
) -> tuple[TableWidget, list[str], set[int]]:
    """A whole match at the table (the bots choose for you too); the table, the
    overlaps seen at your decisions and the card counts your hand held then."""
    model = model or GameModel()
    model.set_animation_speed("instant")
    table = TableWidget(model)
    qtbot.addWidget(table)
    table.auto_next_ms = None
    table.resize(*size)
    table.show()
    if model.session.match is None:
        model.new_match(rules, seed="three-eight", bot_seed=7)
    bot = standard_bot("normal")
    rng = random.Random(7)
    found: list[str] = []
    held: set[int] = set()

    def step() -> bool:
        d = table.director
        match = model.session.match
        assert match is not None
        if d.pending_proposal is not None:
            d.answer_proposal(False)
        if match.hand.is_over and not d.busy:
            if match.series_over:
                return True
            table._summary_button()
            return False
        if not table.input_enabled():
            return False
        qtbot.wait(5)
        found.extend(p for p in overlaps(table) if p not in found)
        held.add(len(table.scene.held[0]))
        view = model.view()
        legal = model.human_legal()
        choice = bot.choose(view, rng).action
        model.submit(choice if choice in legal else legal[0])
        return False

    qtbot.waitUntil(step, timeout=240000)
    return table, found, held


def test_ar_gallo_a_whole_match_of_three_at_the_table(qtbot: Any) -> None:
    """AR-GALLO-1..5: three players to 15; you are the gallo in every hand (fixed), so
    you discard one of four cards each hand; three scores, and the winner is named."""
    rules = Rules("argentino", 3, target=15, gallo="fixed", gallo_seat=0)
    table, found, held = play_match(qtbot, rules)
    match = table.model.session.match
    assert match is not None and match.series_over
    assert 4 in held, "as the gallo you chose your discard among four cards"
    board = table.panel.scoreboard
    assert len(board.score) == 3 and board.heads is not None and len(board.heads) == 3
    assert max(board.score) >= 15
    assert table.summary.isVisible()
    title = table.summary.title.text()
    names = table.scene.names
    winners = [s for s in range(3) if board.score[s] >= 15]
    assert winners
    assert ("You" in title) == (0 in winners), title
    for seat in winners:
        if seat:
            assert names[seat] in title, title
    hard = [p for p in found if "bubble" not in p and "caption" not in p]
    assert not hard, "\n".join(hard)
    # The statistics count it from your own score (AR-GALLO-4/5).
    summary = summarise(match.to_json())
    assert summary.points_for == board.score[0]
    assert summary.points_against == max(board.score[1:])
    assert summary.won == (0 in winners)
    table.shutdown()


def test_ar_eight_a_whole_match_of_eight_at_the_table(qtbot: Any) -> None:
    """AR-EIGHT-1..3: eight players to 15, redondo and pica-pica hands, played through."""
    table, found, _held = play_match(qtbot, Rules("argentino", 8, target=15), (800, 600))
    match = table.model.session.match
    assert match is not None and match.series_over
    assert len(table.scene.plates) == 8
    hard = [p for p in found if "bubble" not in p and "caption" not in p]
    hard += [p for p in found if p.startswith("card[0]") and "bubble" in p]
    assert not hard, "\n".join(hard)
    table.shutdown()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [3, 8])
def test_nothing_covers_what_a_player_reads_at_three_and_eight(
    qtbot: Any, size: tuple[int, int], players: int
) -> None:
    found = audit_hands(qtbot, size, players)
    hard = [p for p in found if "bubble" not in p and "caption" not in p]
    hard += [p for p in found if p.startswith("card[0]") and ("bubble" in p or "caption" in p)]
    if players == 3:
        hard = found
    assert not hard, "\n".join(hard)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 8])
def test_the_layout_of_three_and_eight_keeps_plates_apart_and_inside(
    size: tuple[int, int], players: int
) -> None:
    layout = Layout(*size, players)
    plates = [layout.plate_rect(s) for s in range(players)]
    for i, a in enumerate(plates):
        assert a.x >= 0 and a.right <= layout.table.w and a.y >= 0 and a.bottom <= layout.table.h
        for b in plates[i + 1 :]:
            assert not a.intersects(b), (a, b)
    # AR-GALLO-1: one seat to your right, one to your left.
    if players == 3:
        assert layout.seat_centre(1)[0] > layout.C[0] > layout.seat_centre(2)[0]
    # The gallo's four cards keep the fan of three's width.
    three, four = layout.hand_places(3), layout.hand_places(4)
    assert four[0].x == pytest.approx(three[0].x) and four[-1].x == pytest.approx(three[-1].x)


def test_ar_gallo_4_the_scoreboard_shows_three_scores_and_the_gallo_is_marked(
    qtbot: Any,
) -> None:
    model = GameModel()
    model.set_animation_speed("instant")
    table = TableWidget(model)
    qtbot.addWidget(table)
    table.auto_next_ms = None
    table.resize(1280, 800)
    table.show()
    model.new_match(Rules("argentino", 3, gallo="fixed", gallo_seat=1), seed="g", bot_seed=2)
    qtbot.waitUntil(lambda: not table.director.busy and table.scene.dealt, timeout=60000)
    board = table.panel.scoreboard
    assert board.heads == tuple(table.scene.names)
    board.set_score((4, 9, 9), animate=False)
    assert board.shown_score() == (4.0, 9.0, 9.0)
    assert "9" in board.accessibleDescription()
    plates = table.scene.plates
    assert "Gallo" in plates[1].mano_label, "the gallo's chip on his plate"
    assert plates[0].team == plates[2].team != plates[1].team, "the pair shares a colour"
    assert "Partner" in plates[2].subtitle
    table.shutdown()


def test_the_human_discards_by_clicking_a_card(qtbot: Any) -> None:
    """AR-GALLO-3: as the gallo, a click on one of your four cards discards it."""
    model = GameModel()
    model.set_animation_speed("instant")
    table = TableWidget(model)
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    model.new_match(Rules("argentino", 3, gallo="fixed", gallo_seat=0), seed="d", bot_seed=2)
    qtbot.waitUntil(table.input_enabled, timeout=60000)
    view = model.view()
    assert view is not None and view.deciding == "discard" and len(view.cards) == 4
    assert len(table.scene.held[0]) == 4
    kept = [c for c in view.cards if c != view.cards[3]]
    table._on_card_clicked(3, False)
    qtbot.waitUntil(lambda: len(table.scene.held[0]) == 3, timeout=60000)
    after = model.view()
    assert after is not None and after.discarded == view.cards[3]
    assert sorted(after.cards) == sorted(kept)
    table.shutdown()


def test_the_rules_offer_three_and_eight_players_and_the_gallos_mode() -> None:
    prefs = Preferences(players=3, gallo="fixed", gallo_seat=2, best_of_three=True)
    rules = rules_from_prefs(prefs)
    assert (rules.players, rules.gallo, rules.gallo_seat) == (3, "fixed", 2)
    assert not rules.best_of_three, "AR-GALLO-5: no best of three with three players"
    eight = rules_from_prefs(prefs.with_changes(players=8))
    assert (eight.players, eight.gallo, eight.gallo_seat) == (8, "rotating", 0)
    paulista = mended_preferences(Preferences(variant="paulista", players=8))
    assert paulista.players == 4, "Argentine only"
    loaded, bad = Preferences.from_json({"players": 3, "gallo": "sometimes", "gallo_seat": 7})
    assert loaded.players == 3 and loaded.gallo == "rotating" and loaded.gallo_seat == 0
    assert set(bad) == {"gallo", "gallo_seat"}
    old, bad = Preferences.from_json({"players": 6, "flor": "full"})
    assert old.players == 6 and old.gallo == "rotating" and not bad
    with pytest.raises(ValueError):
        Preferences(gallo_seat=3)
    # The daily deal takes any of them: its key names the rules.
    import datetime as dt

    for p in (prefs, prefs.with_changes(players=8)):
        setup = daily_setup(dt.date(2026, 12, 1), rules_from_prefs(p, daily=True))
        assert setup.rules.players == p.players and "/" not in setup.key


def test_the_menu_offers_three_and_eight_players_and_the_gallo(qtbot: Any, tmp_path: Path) -> None:
    from truco_desktop.ui.widgets.main_window import MainWindow

    window = MainWindow(app_paths(tmp_path / "home"))
    qtbot.addWidget(window)
    menus = window.menus
    assert set(menus.players_actions) == {2, 3, 4, 6, 8}
    menus.sync(window.prefs.with_changes(players=3), "argentino")
    assert menus.gallo_menu.menuAction().isVisible()
    assert not menus.best_of_three_action.isVisible()
    texts = [a.text() for a in menus.gallo_actions.values()]
    assert any("gallo" in t.lower() for t in texts)
    menus.sync(window.prefs.with_changes(players=8), "argentino")
    assert not menus.gallo_menu.menuAction().isVisible()
    assert menus.players_actions[8].isVisible()
    menus.sync(window.prefs.with_changes(variant="paulista", players=4), "paulista")
    assert not menus.players_actions[3].isVisible() and not menus.players_actions[8].isVisible()
    window.close()


def test_a_saved_match_of_three_resumes_at_the_table(qtbot: Any) -> None:
    """A match of three saved part-way (its record: a score per seat, the gallo's
    options) is laid again at the table and played to its end."""
    rules = Rules("argentino", 3, target=15, gallo="fixed", gallo_seat=1)
    first = GameModel()
    first.new_match(rules, seed="resume-3", bot_seed=4)
    session = first.session
    for _ in range(30):  # the computer acts for every seat, yours too, hands dealt on
        if session.next_hand() is None:
            assert session.bot_turn(every_seat=True) is not None
    saved = session.match
    assert saved is not None and saved.hand_number >= 1
    model = GameModel()
    model.restore(saved.to_json())
    table, _found, _held = play_match(qtbot, rules, model=model)
    match = model.session.match
    assert match is not None and match.series_over
    assert (match.rules.gallo, match.rules.gallo_seat) == ("fixed", 1)
    assert len(table.panel.scoreboard.score) == 3
    table.shutdown()


@pytest.mark.parametrize("language", ["en", "es", "pt_BR", "tr", "pl", "el", "id"])
def test_the_help_explains_the_gallo_and_eight_players_in_every_language(
    qapp: Any, language: str
) -> None:
    """AR-GALLO, AR-EIGHT: the Argentine rules in the help have a section for each, in
    the player's language (translated, not the English source)."""
    from truco_desktop import i18n
    from truco_desktop.ui.words import help_text

    app = qapp
    i18n.apply_language(app, language)
    try:
        sections = help_text.rules("argentino")
        titles = [section.title for section in sections]
        gallo = sections[-2]
        eight = sections[-1]
    finally:
        i18n.apply_language(app, "en")
    assert len(gallo.paragraphs) == 3 and len(eight.paragraphs) == 1
    text = " ".join((gallo.title, *gallo.paragraphs, eight.title, *eight.paragraphs))
    assert ("gallo" in text.lower()) or ("γκάλο" in text), titles
    english = language == "en"
    assert (gallo.title == "Three players: the gallo") == english
    assert (eight.title == "Eight players") == english


def test_ar_gallo_your_partner_of_the_hand_signs_to_you(qtbot: Any) -> None:
    """AR-GALLO-1, AR-GALLO-7: at a table of three the pair signs as partners: with the
    gallo fixed at East, West is your partner in every hand and his señas reach you; the
    gallo's are never yours to see (only caught)."""
    model = GameModel()
    model.set_animation_speed("instant")
    table = TableWidget(model)
    qtbot.addWidget(table)
    table.auto_next_ms = None
    table.resize(1280, 800)
    table.show()
    shown: list[tuple[int, bool]] = []
    signs = table.signs
    signs.shown.connect(lambda seat, _ids, spotted: shown.append((seat, spotted)))
    model.new_match(Rules("argentino", 3, gallo="fixed", gallo_seat=1), seed="s3", bot_seed=3)
    bot = standard_bot("normal")
    rng = random.Random(3)
    hands = 0

    def step() -> bool:
        nonlocal hands
        d = table.director
        match = model.session.match
        assert match is not None
        if match.hand.is_over and not d.busy:
            hands += 1
            if hands >= 8 or match.series_over or any(s == 2 for s, _ in shown):
                return True
            table._summary_button()
            return False
        if not table.input_enabled():
            return False
        view = model.view()
        legal = model.human_legal()
        choice = bot.choose(view, rng).action
        model.submit(choice if choice in legal else legal[0])
        return False

    qtbot.waitUntil(step, timeout=240000)
    assert (2, False) in shown, shown
    assert (1, False) not in shown, "the gallo signs to nobody, least of all to you"
    face = signs.faces.get(2)
    assert face is None or face.team == 0, "your partner's face in your side's colour"
    table.shutdown()
