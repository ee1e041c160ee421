"""The table in the special states: blind hands, revealed cards, pending calls, proposals,
manilha marks, the growing score, and a call bar that never cuts a word."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect, QRectF

from truco_desktop.engine import Match, Rules
from truco_desktop.engine.actions import call


def find(rules: Rules, pred, seed: int = 1, tries: int = 400):
    """(match, previous match, last action) from random play where ``pred`` holds."""
    rng = random.Random(seed)
    for t in range(tries):
        m = Match.new(rules, seed=f"states-{seed}-{t}")
        prev = act = None
        for _ in range(600):
            if m.series_over:
                break
            if m.needs_deal:
                m, _ = m.next_hand()
                prev = act = None
            if pred(m, prev, act):
                return m, prev, act
            seat = m.to_act
            prev, act = m, (seat, rng.choice(m.legal_actions()))
            m, _ = m.apply(*act)
            if m.needs_deal and pred(m, prev, act):
                return m, prev, act
    pytest.skip("no such state in the sampled games")


def quiet(qtbot, table) -> None:
    """Wait for the director to finish playing (the bots are held still by the test)."""
    d = table.director
    qtbot.waitUntil(lambda: not d.busy and not d.queue, timeout=5000)


def hold_bots(table) -> None:
    table.director._launch_bot = lambda: None


def replay_hand(qtbot, table, settle, m, last=None):
    """Restore the start of ``m``'s current hand and play its actions through the model."""
    data = m.to_json()
    history = list(m.hand.history)
    data["hands"] = [*data["hands"][:-1], []]
    hold_bots(table)  # the test moves every seat itself
    table.model.restore(data)
    quiet(qtbot, table)
    for seat, action in history:
        table.model.session.apply(seat, action)
        quiet(qtbot, table)


def test_mao_de_ferro_shows_no_identity_of_your_own_cards(qtbot, table, settle):
    m, _, _ = find(
        Rules("paulista", 4),
        lambda m, *_: m.hand.kind == "ferro" and not m.hand.history and m.to_act == 0,
        seed=4,
    )
    table.model.restore(m.to_json())
    settle(qtbot, table)
    mine = table.scene.held[0]
    assert len(mine) == 3
    assert all(item.code is None and not item.face_up for item in mine)
    assert table.scene.top_chip.isVisible()
    # Every one of them can still be played, blind.
    assert all(item.playable for item in mine)


def test_envido_winner_cards_are_shown_at_the_hands_end(qtbot, table, settle):
    def envido_won_by_another(m, prev, act):
        h = m.hand
        return h.is_over and h.envido.public is not None and h.envido.public[0] != 0

    m, _, _ = find(Rules("argentino", 4), envido_won_by_another, seed=5)
    table.auto_next_ms = None  # stay on the finished hand
    replay_hand(qtbot, table, settle, m)
    assert table.summary.isVisible()
    view = table.model.view()
    assert view.shown_cards
    for seat, cards in view.shown_cards:
        if seat == 0:
            continue
        shown = table.scene.held[seat]
        assert [i.code for i in shown] == list(cards)
        assert all(i.face_up for i in shown)
    assert table.scene.shown_chips


def test_a_pending_call_bubble_stays_until_answered(qtbot, table, settle):
    def opponent_calls_truco(m, prev, act):
        return (
            act is not None
            and act[0] % 2 == 1
            and act[1].kind == "truco"
            and m.to_act is not None
            and m.to_act % 2 == 0
        )

    _m, prev, act = find(Rules("argentino", 2), opponent_calls_truco, seed=2)
    hold_bots(table)
    table.model.restore(prev.to_json())
    quiet(qtbot, table)
    table.model.session.apply(*act)
    quiet(qtbot, table)
    seat = act[0]
    qtbot.wait(1300)  # longer than any ordinary bubble holds at this speed
    assert seat in table.scene.bubbles
    assert seat in table.scene.pending_bubble_seats()
    assert table.scene.plates[seat].calling
    table.model.submit(call("quiero"))
    quiet(qtbot, table)
    assert seat not in table.scene.pending_bubble_seats()
    qtbot.waitUntil(lambda: seat not in table.scene.bubbles, timeout=3000)


def test_partner_asks_before_calling_truco_on_his_own_turn(qtbot, table, settle):
    def partner_may_call(m, *_):
        h = m.hand
        return (
            m.to_act == 2
            and h.truco.pending is None
            and any(a.kind == "truco" for a in m.legal_actions())
        )

    m, _, _ = find(Rules("argentino", 4), partner_may_call, seed=3)
    model = table.model
    model.set_partner_asks_first(True)
    hold_bots(table)
    model.restore(m.to_json())
    quiet(qtbot, table)
    proposals = []
    table.director.proposal.connect(lambda s, a: proposals.append((s, a)))
    table.director.thinking = 2
    table.director._on_decided(2, call("truco"), model.revision, False, "")
    assert proposals == [(2, call("truco"))]
    kinds = [b.action.kind for b in table.call_bar.buttons]
    assert kinds == ["agree", "not_now"]
    table.call_bar.buttons[0].click()
    quiet(qtbot, table)
    assert model.session.match.hand.history[-1] == (2, call("truco"))


def test_partner_not_now_plays_on_without_truco(qtbot, table, settle):
    def partner_may_call(m, *_):
        h = m.hand
        return (
            m.to_act == 2
            and h.truco.pending is None
            and any(a.kind == "truco" for a in m.legal_actions())
        )

    m, _, _ = find(Rules("argentino", 4), partner_may_call, seed=4)
    model = table.model
    model.set_partner_asks_first(True)
    hold_bots(table)
    model.restore(m.to_json())
    quiet(qtbot, table)
    before = len(model.session.match.hand.history)
    table.director.thinking = 2
    table.director._on_decided(2, call("truco"), model.revision, False, "")
    table.call_bar.buttons[1].click()
    quiet(qtbot, table)
    seat, action = model.session.match.hand.history[before]
    assert seat == 2 and action.kind != "truco"


def test_mineiro_manilhas_carry_the_star(qtbot, table, settle):
    def manilha_in_hand(m, *_):
        return (
            m.to_act == 0
            and m.hand.phase == "play"
            and set(m.hand.held[0])
            & {
                "4c",
                "7h",
                "As",
                "7d",
            }
        )

    m, _, _ = find(Rules("mineiro", 2), manilha_in_hand, seed=6)
    table.model.restore(m.to_json())
    settle(qtbot, table)
    items = table.scene.held[0]
    assert any(i.star for i in items)
    assert all(i.star == (i.code in {"4c", "7h", "As", "7d"}) for i in items)


def test_paulista_manilhas_in_your_hand_carry_the_tab(qtbot, table, settle):
    m, _, _ = find(
        Rules("paulista", 2),
        lambda m, *_: m.to_act == 0 and m.hand.phase == "play" and not m.hand.history,
        seed=7,
    )
    table.model.restore(m.to_json())
    settle(qtbot, table)
    manilhas = table.scene.manilhas
    assert len(manilhas) == 4
    for item in table.scene.held[0]:
        assert item.tag == ("MANILHA" if item.code in manilhas else "")
        assert not item.gold_hairline  # the hairline looked like a playable card's edge


def test_matchsticks_grow_one_at_a_time(qtbot, table):
    board = table.panel.scoreboard
    board.speed_factor = 1.0
    board.set_score((0, 0), animate=False)
    board.set_score((3, 0))
    assert board.shown_score()[0] < 3
    qtbot.waitUntil(lambda: board.shown_score() == (3.0, 0.0), timeout=2000)


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_call_bar_buttons_are_whole_and_inside_the_bar(qtbot, table, settle, size):
    table.resize(*size)
    rng = random.Random(9)
    checked = 0
    for n in range(30):
        m = Match.new(Rules("argentino", 4, flor="full"), seed=f"bar-{n}")
        while not m.hand.is_over and m.to_act != 0:
            m, _ = m.apply(m.to_act, rng.choice(m.legal_actions()))
        if m.hand.is_over:
            continue
        table.model.restore(m.to_json())
        settle(qtbot, table)
        bar = table.call_bar
        inside = QRect(0, 0, bar.width(), bar.height())
        rects = [b.geometry() for b in bar.buttons]
        for b, r in zip(bar.buttons, rects, strict=True):
            assert inside.contains(r), (b.label, r, inside)
            assert r.width() >= b.sizeHint().width()
        for i, a in enumerate(rects):
            for b in rects[i + 1 :]:
                assert not a.intersects(b)
        checked += 1
    assert checked


def test_the_score_can_change_again_after_an_animation(qtbot, table):
    board = table.panel.scoreboard
    board.speed_factor = 0.2
    board.set_score((0, 0), animate=False)
    board.set_score((2, 0))
    qtbot.waitUntil(lambda: board.shown_score() == (2.0, 0.0), timeout=2000)
    qtbot.wait(50)
    board.set_score((4, 1))
    qtbot.waitUntil(lambda: board.shown_score() == (4.0, 1.0), timeout=2000)


def test_a_wrapped_call_bar_lifts_your_cards_clear_of_it(qtbot, table, settle):
    # MI-DEAL-2: the mão chooses among three sets; at 800x600 the bar needs two rows.
    table.resize(800, 600)
    m, _, _ = find(
        Rules("mineiro", 4),
        lambda m, *_: m.to_act == 0 and any(a.kind == "keep_set" for a in m.legal_actions()),
        seed=3,
    )
    hold_bots(table)
    table.model.restore(m.to_json())
    settle(qtbot, table)
    bar = table.call_bar
    assert len(bar.buttons) == 3
    bar_top = table.view.mapToScene(table.view.mapFrom(table, bar.geometry().topLeft())).y()
    cards = table.scene.held[0]
    assert len(cards) == 3
    # The cards' faces, down to most of their height, are above the bar.
    for item in cards:
        rect = item.sceneBoundingRect()
        assert rect.top() + 0.7 * rect.height() < bar_top, (rect, bar_top)
    # Back to a big window: the bar is one row and the cards go back to their places.
    table.resize(1280, 800)
    settle(qtbot, table)
    assert table.scene._bar_top is None


def test_the_trick_counter_goes_under_the_hand_number_when_they_do_not_fit(qtbot, table):
    panel = table.panel
    panel.hand_label.setText("Μοιρασιά 12")
    panel.trick_label.setText("Μπάζα 1 από 3")
    panel._fit_head()
    table.resize(800, 600)
    qtbot.waitUntil(lambda: panel.width() < 220, timeout=2000)
    panel._fit_head()
    qtbot.wait(20)
    for label in (panel.hand_label, panel.trick_label):
        assert label.width() >= label.sizeHint().width(), label.text()
    assert panel.trick_label.geometry().top() >= panel.hand_label.geometry().bottom()
    table.resize(1280, 800)
    qtbot.waitUntil(lambda: panel.width() > 220, timeout=2000)
    panel.hand_label.setText("Hand 2")
    panel.trick_label.setText("Trick 1 of 3")
    panel._fit_head()
    qtbot.wait(20)
    assert panel.trick_label.geometry().top() < panel.hand_label.geometry().bottom()


@pytest.mark.parametrize("width", [160, 218])
def test_the_mao_de_onze_chip_never_covers_the_score(qtbot, width):
    from PySide6.QtWidgets import QApplication

    from truco_desktop.i18n import LANGUAGE_NAMES, apply_language
    from truco_desktop.ui.widgets.scoreboard import Scoreboard

    board = Scoreboard()
    qtbot.addWidget(board)
    board.configure("paulista", 12, False, ("Us", "Them"))
    board.set_compact(width < 200)
    board.resize(width, board.height())
    board.set_score((11, 4), animate=False)
    shown = []
    try:
        for code in LANGUAGE_NAMES:
            apply_language(QApplication.instance(), code)
            chip = board.eleven_chip(0)
            if chip is not None:
                rect, _text = chip
                assert rect.right() < board.score_text_rect(0).left(), code
                shown.append(code)
            board.grab()  # and it paints
    finally:
        apply_language(QApplication.instance(), "en")
    if width > 200:
        assert "en" in shown


@pytest.mark.parametrize("size", [(1280, 800), (800, 600)])
def test_the_dealer_puck_keeps_off_a_partners_shown_cards(qtbot, table, settle, size):
    # BR-ONZE: in a mão de onze the partner's cards lie face up at his seat; when he
    # dealt, his puck must not sit on them.
    import dataclasses

    from truco_desktop.engine.match import _deal

    table.resize(*size)
    rules = Rules("paulista", 4)
    for k in range(200):
        m = Match.new(rules, seed=f"puck-{k}")
        hand, deal_events = _deal(rules, m.seed, 1, (11, 4), 2, "redondo")
        if hand.phase == "onze" and hand.to_act == 0:
            break
    else:
        pytest.skip("no mão de onze dealt by the partner")
    m = dataclasses.replace(m, hand=hand, hand_number=1)
    hold_bots(table)
    # As a new hand arrives at the table: the puck passes, then the cards are dealt.
    table.model.session.match = m
    table.model.match_reset.emit()
    table.model.events_ready.emit(deal_events)
    settle(qtbot, table)
    scene = table.scene
    assert 2 in scene.shown_seats
    puck = scene.puck.sceneBoundingRect().adjusted(18, 0, -18, -20)  # the disc itself
    layout = scene.layout
    for item, place in zip(scene.held[2], layout.shown_places(2, 3), strict=True):
        assert item.face_up
        w, h = layout.width_of(place.height), place.height
        face = QRectF(item.pos().x() - w / 2, item.pos().y() - h / 2, w, h)
        assert not puck.intersects(face), (puck, face)


@pytest.mark.parametrize("variant", ["argentino", "paulista"])
def test_the_stake_strip_says_no_stake_before_a_truco_and_the_views_after(
    qtbot, table, settle, variant
):
    def first_truco_to_answer(m, *_):
        h = m.hand
        return (
            m.to_act == 0
            and h.truco.pending is not None
            and h.truco.level is None
            and not h.envido.pending
            and call("quiero") in m.legal_actions()
        )

    m, _, _ = find(Rules(variant, 4), first_truco_to_answer, seed=8)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    panel = table.panel
    assert panel.stake_points is None
    assert "Stake" not in panel.stake.text()
    table.model.submit(call("quiero"))
    quiet(qtbot, table)
    view = table.model.view()
    assert view.truco_level == 0
    assert panel.stake_points == view.stake == view.ladder[0].stake
    assert f"{view.stake} points" in panel.stake.text()
    assert panel.stake.isVisible()


def test_the_envido_is_sung_in_order_in_the_bubbles_and_the_log(qtbot, table, settle):
    from truco_desktop.engine.view import view_for

    def envido_to_accept(m, *_):
        h = m.hand
        if not h.envido.pending or call("quiero") not in m.legal_actions():
            return False
        after, _ = m.apply(m.to_act, call("quiero"))
        # Sung by two seats, one of whom says "son buenas".
        return any(song.value is None for song in view_for(after.hand, 0).envido_sung)

    m, _, _ = find(Rules("argentino", 4), envido_to_accept, seed=6)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    said: list[tuple[int, str, str]] = []
    say = table.scene.say

    def record(seat, text, tone, caption, hold=None):
        said.append((seat, text, caption))
        say(seat, text, tone, caption, hold)

    table.scene.say = record
    rows = table.panel.log.count()
    table.model.session.apply(m.to_act, call("quiero"))
    quiet(qtbot, table)
    view = table.model.view()
    songs = [(s.seat, "Son buenas" if s.value is None else str(s.value)) for s in view.envido_sung]
    assert len(songs) >= 2
    # The answer, then the songs in order; the winner's own song says what his team won
    # (no second bubble "Envido: 25" over it, no "son buenas" under it).
    assert [(seat, text) for seat, text, _c in said[1:]] == songs
    winner, value = view.envido_winner
    bubble = table.scene.bubbles[winner]
    assert bubble.text == str(value)
    assert "wins" in bubble.caption and "buenas" not in bubble.caption.lower()
    log = [table.panel.log.item(i).text() for i in range(rows, table.panel.log.count())]
    names = table.scene.names
    sung_rows = [row for row in log if any(row == f"{names[s]}: {t}" for s, t in songs)]
    assert sung_rows == [f"{names[s]}: {t}" for s, t in songs]


def test_each_song_stays_alone_long_enough_to_read_and_until_the_winner_is_known(
    qtbot, table, settle
):
    """AR-ENV-8b at normal speed: a song holds the table for the motion table's ``song``
    (not a call's short pause), and the first singer's bubble is still up, captioned
    with what his team wins, when the envido is settled."""
    from truco_desktop.engine.view import view_for

    def envido_to_accept(m, *_):
        h = m.hand
        if not h.envido.pending or call("quiero") not in m.legal_actions():
            return False
        after, _ = m.apply(m.to_act, call("quiero"))
        songs = view_for(after.hand, 0).envido_sung
        return len(songs) == 2 and songs[0].value is not None and songs[1].value is not None

    m, _, _ = find(Rules("argentino", 4), envido_to_accept, seed=9)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    table.model.set_animation_speed("normal")
    waits: list[tuple[str, int]] = []
    play = table.scene.play_event

    def timed(event, view):
        ms = play(event, view)
        waits.append((type(event).__name__, ms))
        return ms

    table.scene.play_event = timed
    table.model.session.apply(m.to_act, call("quiero"))
    quiet(qtbot, table)
    sung = [ms for name, ms in waits if name == "EnvidoSung"]
    assert len(sung) == 2 and all(ms >= 1000 for ms in sung), waits
    assert table.motion.ms("song") >= 2 * table.motion.ms("call_pause")
    view = table.model.view()
    winner, value = view.envido_winner
    bubble = table.scene.bubbles.get(winner)
    assert bubble is not None and bubble.text == str(value)
    assert "wins" in bubble.caption
    first = view.envido_sung[0].seat
    assert first in table.scene.bubbles, "the first song is still up when the winner is known"
