"""The stake strip is the view's stake whenever the hand is worth more than nothing
called, after every event (issue 15): no "Stake 2 points" with no truco accepted, no
stake left over from the last hand or pica-pica duel, and a mão de onze's 3."""

from __future__ import annotations

import random

import pytest
from table_helpers import act, replay_hand_at_table
from test_ui_states import find, hold_bots, quiet

from truco_desktop.engine import Rules
from truco_desktop.engine.actions import FAMILY, call
from truco_desktop.engine.view import view_for


def stake_wanted(view) -> int | None:
    """The strip's stake: the view's, when the hand is worth more than nothing called."""
    raised = view.truco_level >= 0 or view.stake > view.ladder[0].refused
    return view.stake if raised else None


@pytest.mark.parametrize(("variant", "players"), [("paulista", 4), ("mineiro", 2)])
def test_the_stake_strip_shows_a_mao_de_onze_worth_3_without_a_truco(
    qtbot, table, variant, players
):
    def onze_in_play(m, *_):
        v = view_for(m.hand, 0)
        return v.kind == "onze" and v.phase == "play" and v.truco_level < 0 and not m.hand.is_over

    m, _, _ = find(Rules(variant, players), onze_in_play, seed=11, tries=600)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    view = table.model.view()
    assert view.stake == 3 and view.truco_level < 0
    panel = table.panel
    assert panel.stake_points == 3
    assert "3 points" in panel.stake.text()
    assert panel.stake.isVisible()


def test_no_truco_stake_when_an_envido_is_accepted_over_a_truco_call(qtbot, table):
    """Envido va primero: a truco called, an envido called over it and accepted. The
    truco is still unanswered: the hand is worth what nothing called is worth."""

    def envido_over_truco(m, *_):
        h = m.hand
        return (
            h.truco.pending is not None
            and h.envido.pending
            and call("quiero") in view_for(h, m.to_act).legal
        )

    m, _, _ = find(Rules("argentino", 2), envido_over_truco, seed=7)
    replay_hand_at_table(qtbot, table, m)
    act(table.model, m.to_act, call("quiero"))
    quiet(qtbot, table)
    view = table.model.view()
    assert view.truco_level < 0 and view.truco_pending is not None
    assert table.panel.stake_points is None
    assert "Stake" not in table.panel.stake.text()


def _lively(legal, rng: random.Random):
    """Random play that calls and accepts often, so that stakes rise and fall."""
    words = {a.kind: a for a in legal}
    if "quiero" in words and rng.random() < 0.7:
        return words["quiero"]
    bets = [a for a in legal if FAMILY.get(a.kind) in ("truco", "envido")]
    if bets and rng.random() < 0.35:
        return rng.choice(bets)
    quiet_ones = [a for a in legal if a.kind not in ("mazo", "no_quiero")]
    return rng.choice(quiet_ones or list(legal))


@pytest.mark.parametrize(("variant", "players"), [("argentino", 6), ("argentino", 4)])
def test_the_stake_strip_is_the_views_after_every_event(qtbot, table, variant, players):
    """No "Stake 2 points" with no truco accepted (an envido accepted over a truco call
    is no truco), and no stake left over from the last hand or pica-pica duel."""
    model = table.model
    hold_bots(table)
    model.new_match(Rules(variant, players), seed=f"stake-{variant}-{players}")
    quiet(qtbot, table)
    shown: list[tuple[str, int | None, int | None]] = []

    def check(event) -> None:
        want = stake_wanted(model.view())
        shown.append((type(event).__name__, table.panel.stake_points, want))

    table.director.event_played.connect(check)
    rng = random.Random(4)
    for _ in range(400):
        match = model.session.match
        if match.series_over:
            break
        if match.needs_deal:
            assert model.deal_next()
        else:
            seat = match.to_act
            act(model, seat, _lively(view_for(match.hand, seat).legal, rng))
        quiet(qtbot, table)
    # A stake above nothing called, shown while the view has none: a truco's stake left
    # over (from an envido accepted over it, the last hand, the last duel).
    stale = [s for s in shown if s[1] is not None and s[1] > 1 and s[2] is None]
    assert not stale, stale[:5]
    wrong = [s for s in shown if s[1] != s[2]]
    assert not wrong, wrong[:5]
    kinds = {name for name, _shown, _want in shown}
    assert any(want is not None for _n, _s, want in shown), "a truco was accepted"
    assert "HandStarted" in kinds
    if players == 6:
        assert "DuelStarted" in kinds


@pytest.mark.waits_for_song
@pytest.mark.parametrize(("players", "flor"), [(4, "off"), (2, "simple"), (6, "off")])
def test_the_strip_never_says_not_called_of_an_envido_on_the_table(qtbot, table, players, flor):
    """Issue 36 item 6: "Envido: not called" was shown while an envido waited for its
    answer, while an accepted one was sung (your song waits for you) and after a flor
    cancelled it. After every event, once an envido was called or a flor sung, the
    strip says what is true; the winner only once the log has told him."""
    model = table.model
    hold_bots(table)
    model.new_match(Rules("argentino", players, flor=flor), seed=f"envido-strip-{players}")
    quiet(qtbot, table)
    shown: list[tuple[str, str, bool, bool]] = []

    def check(event) -> None:
        view = model.view()
        on_table = bool(view.envido_chain or view.flor_announced)
        shown.append((type(event).__name__, table.panel.stake.text(), on_table, view.envido_done))

    table.director.event_played.connect(check)
    rng = random.Random(9)
    kinds: set[str] = set()
    for _ in range(500):
        match = model.session.match
        if match.series_over:
            break
        if table.director.pending_song is not None:
            song = table.panel.stake.text()
            assert "not called" not in song and "accepted" in song, song
            kinds.add("waited for your song")
            assert table.director.sing()
        elif match.needs_deal:
            assert model.deal_next()
        else:
            seat = match.to_act
            act(model, seat, _lively(view_for(match.hand, seat).legal, rng))
        director = table.director
        qtbot.waitUntil(lambda d=director: d.pending_song is not None or not (d.busy or d.queue))
    wrong = [s for s in shown if s[2] and "not called" in s[1]]
    assert not wrong, wrong[:5]
    texts = {text for _name, text, _on, _done in shown}
    assert any("Envido: " in t and "won" not in t for t in texts), "an envido waited"
    assert any("won by" in t for t in texts), "an envido was won"
    assert "waited for your song" in kinds


def test_the_strip_says_a_flor_cancelled_the_envido(qtbot, table):
    """AR-FLOR-3: a flor announced over an envido call cancels it: the strip says so,
    not "Envido: not called"."""

    def flor_over_envido(m, *_):
        h = m.hand
        return bool(h.envido.chain and h.flor.announced and not h.is_over)

    m, _, _ = find(Rules("argentino", 2, flor="simple"), flor_over_envido, seed=5, tries=800)
    replay_hand_at_table(qtbot, table, m)
    text = table.panel.stake.text()
    assert "not called" not in text and "cancelled by the flor" in text, text
