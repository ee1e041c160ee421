"""What the look over every size, player count, language and deck found (issue 16, "Done
when"), each fixed with a test: the hand log's rows at the smallest window keep the name
and the call whole; the Señas button keeps off your mano chip."""

from __future__ import annotations

from typing import Any

import pytest
from layout_audit import overlaps
from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QFont, QFontMetricsF
from PySide6.QtWidgets import QApplication
from test_ui_states import hold_bots, quiet

from truco_desktop import i18n
from truco_desktop.engine import Rules
from truco_desktop.ui.table.fonts import display_font
from truco_desktop.ui.widgets.log_rows import ROW_ROLE
from truco_desktop.ui.words import strings
from truco_desktop.ui.words.strings import translate


def _call_row(panel: Any, seat: int, word: str, live: bool = False) -> dict[str, Any]:
    row = panel.words.row("call", seat, "%1 calls")
    row.update(word=word, said="truco", bet=True, live=live)
    return row


@pytest.mark.parametrize("language", ["en", "el", "pl"])
def test_log_rows_keep_the_name_and_the_call_whole_in_a_narrow_panel(
    qtbot: Any, table: Any, language: str
) -> None:
    """At 800x600 the panel is 184 px wide: a long call (¡Quiero vale cuatro!, ¡Real
    envido!) goes whole on a line of its own under the name, instead of "¡Real …", a
    play row drops its verb before it cuts the name ("Στέφα…"), and the waiting line
    wraps rather than ending in "Waiting for your…"."""
    app = QApplication.instance()
    i18n.apply_language(app, language)
    try:
        table.resize(800, 600)
        hold_bots(table)
        table.model.new_match(Rules("argentino", 6), seed="look", bot_seed=1)
        quiet(qtbot, table)
        assert table.is_compact()
        panel, log = table.panel, table.panel.log
        # The six players' names, and the longest of four (East: Ανατολή, Wschód).
        panel.names = strings.seat_names(6)
        panel.names[3] = strings.seat_names(4)[1]
        log.clear()
        for seat in range(1, 6):
            row = panel.words.row("play", seat, "%1 played")
            row["card"] = "7o"
            log.add(f"{seat} played", 1, row=row)
        for seat, word in ((2, "¡Quiero vale cuatro!"), (3, "¡Real envido!"), (5, "¡Truco!")):
            log.add(word, seat % 2, call=True, row=_call_row(panel, seat, word, live=seat == 5))
        qtbot.wait(50)
        rows = log.rows
        width = log.viewport().width()
        assert width < 170  # the compact panel
        for i in range(log.count()):
            item = log.item(i)
            row = item.data(ROW_ROLE)
            if row is None:
                continue
            fit = rows.fit(row, log.visualItemRect(item).width())
            disc = 9.0
            room = log.visualItemRect(item).width() - (2 + 2 * disc + 12) - 8
            name_room = room - (48 if row["kind"] == "play" else 0)
            # The name (with its verb, or alone) is whole.
            assert rows._words_width(fit.row, fit.words_size) <= name_room + 0.5, row
            if row["kind"] == "call":
                font = display_font(fit.word_size, QFont.Weight.Bold)
                need = QFontMetricsF(font).horizontalAdvance(row["word"])
                beside = rows._words_width(fit.row, fit.words_size) + need + 10 <= room
                # The call whole: beside the name, or on its own line under it.
                assert fit.below or beside, row
                assert need <= (room if beside else log.visualItemRect(item).width() - 16), row
                assert fit.word_size >= 10
                # The row is as high as its lines.
                lines = 2 if fit.below else 1
                assert log.visualItemRect(item).height() >= 32 + 20 * (lines - 1)
            if row.get("live"):
                # "Czekamy na twoją odpowiedź…" takes three lines: the row holds them all.
                metrics = QFontMetricsF(rows._waiting_font())
                text = translate("log", "Waiting for your answer…")
                flags = int(Qt.TextFlag.TextWordWrap)
                wrapped = metrics.boundingRect(QRectF(0, 0, room, 1000), flags, text).height()
                assert fit.waiting_lines * rows._waiting_line() >= wrapped - 1, row
                assert log.visualItemRect(item).height() >= rows.row_height(row)
        long = next(
            i
            for i in range(log.count())
            if log.item(i).data(ROW_ROLE).get("word", "")[:7] == "¡Quiero"
        )
        assert rows.fit(log.item(long).data(ROW_ROLE), width).below
        # Wider again (1280x800): the same row on one line.
        table.resize(1280, 800)
        qtbot.waitUntil(lambda: not table.is_compact(), timeout=3000)
        qtbot.wait(50)
        row = log.item(long).data(ROW_ROLE)
        assert not rows.fit(_call_row(panel, 3, "¡Truco!"), log.viewport().width()).below
        assert log.visualItemRect(log.item(long)).height() == rows.row_height(row)
    finally:
        i18n.apply_language(app, "en")
        app.sendEvent(table, QEvent(QEvent.Type.LanguageChange))


def test_the_signs_button_keeps_off_your_mano_chip(qtbot: Any, table: Any, settle: Any) -> None:
    """Compact, four players, you are mano: the Señas face sat up and left of your disc,
    where the MANO chip sits on its shoulder; it now sits above the chip."""
    table.resize(800, 600)
    for n in range(12):
        table.model.new_match(Rules("argentino", 4), seed=f"look-mano-{n}", bot_seed=1)
        settle(qtbot, table)
        if table.model.session.match.hand.mano == 0:
            break
    assert table.model.session.match.hand.mano == 0
    qtbot.waitUntil(lambda: table._signs is not None and table._signs.button.isVisible())
    table._signs.place_button()
    chip = table.mano_chip_rect(0)
    assert chip is not None
    button = table._signs.button.geometry()
    assert not chip.intersects(button.toRectF()), (chip, button)
    assert not [p for p in overlaps(table) if "signs-button" in p]


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("language", ["en", "el"])
def test_the_dealer_puck_keeps_off_the_stock_and_the_vira(
    qtbot: Any, table: Any, settle: Any, size: tuple[int, int], players: int, language: str
) -> None:
    """Paulista: the stock and the turned vira lie in the dealer's corner; the puck (and
    its PÉ) sat on the vira's corner when the seat by it dealt (800x600, two players),
    and its Greek caption (ΜΟΙΡΑΖΕΙ) on the vira's chip."""
    app = QApplication.instance()
    i18n.apply_language(app, language)
    try:
        table.resize(*size)
        seen = set()
        for n in range(8):
            rules = Rules("paulista", players)
            table.model.new_match(rules, seed=f"look-vira-{n}", bot_seed=1)
            settle(qtbot, table)
            qtbot.waitUntil(table.settled, timeout=5000)
            seen.add(table.model.view().dealer)
            found = [p for p in overlaps(table) if "stock" in p or "chip-vira" in p]
            assert not found, "\n".join(found)
        assert len(seen) > 1
    finally:
        i18n.apply_language(app, "en")


def test_a_plain_log_line_wraps_in_a_narrow_panel(qtbot: Any, table: Any) -> None:
    """Mineiro's kept set ("Norte: Manter o trio") was one line cut to "Norte: Manter o …"
    at 800x600: every plain line is as high as its wrapped words, at any width."""
    hold_bots(table)
    table.model.new_match(Rules("mineiro", 4), seed="look", bot_seed=1)
    quiet(qtbot, table)
    log = table.panel.log
    text = "Norte: Manter o trio (e mais)"
    log.add(text, 0)
    item = log.item(log.count() - 1)
    metrics = QFontMetricsF(log.font())
    line = metrics.height()

    def height() -> int:
        return int(item.sizeHint().height())

    table.resize(800, 600)
    qtbot.waitUntil(lambda: log.viewport().width() < metrics.horizontalAdvance(text))
    qtbot.waitUntil(lambda: height() >= 2 * line)
    table.resize(1280, 800)
    qtbot.waitUntil(lambda: log.viewport().width() > metrics.horizontalAdvance(text) + 20)
    qtbot.waitUntil(lambda: height() < 2 * line)


@pytest.mark.parametrize("language", ["en", "es", "pt_BR", "tr", "pl", "el", "id"])
@pytest.mark.parametrize("flor", ["off", "full"])
def test_the_panel_header_says_the_rules_whole(
    qtbot: Any, table: Any, language: str, flor: str
) -> None:
    """ "Argentino · 2 jogadores · até 30 · …": the flor was cut in Portuguese, Turkish and
    Greek at 1280x800, then the player count and the target were dropped to make room
    (issue 36: "to 30" in Indonesian, "4 players" once flor is on). Every part is
    shown whole, the line broken between parts where it must."""
    app = QApplication.instance()
    i18n.apply_language(app, language)
    try:
        hold_bots(table)
        table.model.new_match(Rules("argentino", 4, flor=flor), seed="look", bot_seed=1)
        quiet(qtbot, table)
        label = table.panel.subtitle
        qtbot.waitUntil(lambda: label.width() > 100)
        assert "…" not in label.text(), label.text()
        rules = table.model.session.match.rules
        shown = [part for line in label.lines() for part in line.split(" · ")]
        assert len(shown) == 4 and shown == label.parts
        assert str(rules.target) in shown[2] and "4" in shown[1]
        for line in label.lines():
            assert label.fontMetrics().horizontalAdvance(line) <= label.width()
    finally:
        i18n.apply_language(app, "en")


def test_a_screenshot_waits_for_the_bubbles_and_faces(qtbot: Any, table: Any) -> None:
    """The store screenshot waits until the table has settled: a bubble popping in or
    fading out, or a face making its signs, is not settled yet."""
    table.model.new_match(Rules("argentino", 4), seed="look", bot_seed=1)
    qtbot.waitUntil(lambda: table.input_enabled() and table.settled(), timeout=10000)
    table.model.set_animation_speed("normal")
    table.scene.say(1, "¡Truco!", "bet", "worth 2 if accepted", None)
    bubble = table.scene.talk.bubbles[1]
    assert bubble.settling() and not table.settled()
    qtbot.waitUntil(lambda: not bubble.settling(), timeout=3000)
    qtbot.waitUntil(table.settled, timeout=5000)
    table.scene.talk.dismiss_all()
    assert bubble.settling() and not table.settled()
    qtbot.waitUntil(table.settled, timeout=3000)


@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_spotted_chip_of_a_right_hand_seat_keeps_off_the_panel(
    qtbot: Any, table: Any, size: tuple[int, int]
) -> None:
    """A sign caught from East wears the gold SPOTTED chip: it ran to the right, under
    the side panel, at 800x600; it now runs toward the table's middle."""
    table.resize(*size)
    hold_bots(table)
    table.model.new_match(Rules("argentino", 4), seed="look", bot_seed=1)
    quiet(qtbot, table)
    signs = table._signs
    assert signs is not None
    face = signs._show(1, ["ancho_espadas"], True)
    assert face is not None and face.spotted_rect() is not None and face.caption_left
    found = [p for p in overlaps(table) if "spotted" in p]
    assert not found, "\n".join(found)


@pytest.mark.parametrize(
    ("language", "expected"),
    [
        ("en", ["%1 led", "%1 played", "%1 call", "%1 answer", "%1 sing", "%1 calls"]),
        (
            "es",
            ["%1 salí", "%1 jugué", "%1 canto", "%1 respondo", "%1 canto los tantos", "%1 canta"],
        ),
        (
            "pl",
            [
                "%1 wychodzisz",
                "%1 zagrywasz",
                "%1 zgłaszasz",
                "%1 odpowiadasz",
                "%1 podajesz punkty",
                "%1 zgłasza",
            ],
        ),
    ],
)
def test_your_log_rows_speak_to_you(
    qtbot: Any, table: Any, language: str, expected: list[str]
) -> None:
    """The store screenshot's log said "You answers" (and Spanish "Yo salió"): your rows
    take the verb of "you"; the others' keep theirs."""
    from truco_desktop.engine import events

    app = QApplication.instance()
    i18n.apply_language(app, language)
    try:
        hold_bots(table)
        table.model.new_match(Rules("argentino", 2), seed="look", bot_seed=1)
        quiet(qtbot, table)
        panel, log = table.panel, table.panel.log
        log.clear()
        for event in (
            events.CardPlayed(seat=0, card="1e"),
            events.CardPlayed(seat=0, card="7e"),
            events.Called(seat=0, word="truco"),
            events.Called(seat=0, word="quiero"),
            events.EnvidoSung(seat=0, value=27),
            events.Called(seat=1, word="truco"),
        ):
            panel.on_event(event)
        rows = [log.item(i).data(ROW_ROLE) for i in range(log.count())]
        assert [r["template"] for r in rows if r is not None] == expected
    finally:
        i18n.apply_language(app, "en")


@pytest.mark.parametrize("language", ["en", "es", "pt_BR", "tr", "pl", "el", "id"])
def test_six_players_team_names_are_whole_in_every_language(
    qtbot: Any, table: Any, language: str
) -> None:
    """Six players at 1280x800: the scoreboard's team names ("You and partners") were cut
    in Turkish ("Sen ve takım ark…"); every language's fit whole under US and THEM."""
    app = QApplication.instance()
    i18n.apply_language(app, language)
    try:
        hold_bots(table)
        table.model.new_match(Rules("argentino", 6), seed="look", bot_seed=1)
        quiet(qtbot, table)
        board = table.panel.scoreboard
        qtbot.waitUntil(lambda: board.width() > 150)
        for i, x in enumerate(board.columns()):
            _font, shown, _room = board.name_fit(i, x)
            assert shown == board.names[i], (shown, board.names[i])
        assert board.names[0] and board.names[1]
    finally:
        i18n.apply_language(app, "en")


def test_the_dealer_puck_moves_off_the_pica_pica_chip(qtbot: Any, table: Any) -> None:
    """Eight players at 800x600: the "Pica-pica · duel 4 of 4" chip comes with the duel,
    after the puck was laid, and the puck sat on it; the puck now moves off."""
    table.resize(800, 600)
    table.auto_next_ms = None
    model = table.model
    model.new_match(Rules("argentino", 8), seed="gallery-1", bot_seed=1)
    checked = 0

    def step() -> bool:
        nonlocal checked
        if model.session.match.hand.is_over and table.settled():
            table._summary_button()
            return False
        if not table.input_enabled() or not table.settled():
            return False
        if model.view().pica:
            found = [p for p in overlaps(table) if "puck" in p]
            assert not found, "\n".join(found)
            checked += 1
            if checked >= 3:
                return True
        legal = model.human_legal()
        model.submit(next((a for a in legal if a.kind in ("play", "quiero")), legal[0]))
        return False

    qtbot.waitUntil(step, timeout=60000)
    assert table.scene.chips.top.isVisible()
