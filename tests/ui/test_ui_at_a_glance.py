"""What a player at a real table sees at a glance (issue 36 item 4): his own envido by his
cards while one may be called, the manilhas marked in his hand, and who is on his team."""

from __future__ import annotations

import pytest
from test_ui_states import find, hold_bots, quiet

from truco_desktop.engine import Rules
from truco_desktop.engine.actions import call

rule = pytest.mark.rule


def _at_deal(m, *_):
    """A hand just dealt, the envido still to be called."""
    return m.hand.phase == "play" and not m.hand.history and m.hand.n == len(m.hand.held)


def _envido_chip(table):
    return table.scene.chips.envido


def _hand_rect(table):
    rect = None
    for item in table.scene.held[0]:
        r = item.mapRectToScene(item.card_rect())
        rect = r if rect is None else rect.united(r)
    return rect


@rule("AR-ENV-1")
def test_your_envido_shows_by_your_cards_while_an_envido_may_be_called(qtbot, table):
    m, _, _ = find(Rules("argentino", 4), _at_deal, seed=11)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    view = table.model.view()
    chip = _envido_chip(table)
    assert view.own_envido is not None and view.envido_open
    assert chip.isVisible() and chip.text == f"You have {view.own_envido}"
    # By your cards, right of them, on none of them and level with your nameplate.
    ink = chip.mapRectToScene(chip.ink_rect())
    hand = _hand_rect(table)
    assert not ink.intersects(hand) and ink.left() >= hand.right()
    assert ink.left() - hand.right() < 0.5 * table.scene.layout.H
    plate = table.scene.plates[0]
    plate_ink = plate.mapRectToScene(plate.ink_rect())
    assert abs(ink.center().y() - plate_ink.center().y()) < 2
    # A truco accepted closes the envido (AR-ENV-2): the chip goes.
    session = table.model.session
    seat = m.to_act
    session.apply(seat, call("truco"))
    quiet(qtbot, table)
    assert chip.isVisible(), "el envido va primero: still open while the truco waits"
    answer = table.model.view().open_call.answer_by
    session.apply(answer, call("quiero"))
    quiet(qtbot, table)
    assert not table.model.view().envido_open
    assert not chip.isVisible()


def test_purists_turn_the_envido_off(qtbot, table):
    m, _, _ = find(Rules("argentino", 2), _at_deal, seed=12)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    chip = _envido_chip(table)
    assert chip.isVisible()
    table.show_own_envido(False)
    assert not chip.isVisible()
    table.show_own_envido(True)
    assert chip.isVisible()


def test_no_envido_chip_where_the_rules_have_no_envido(qtbot, table):
    m, _, _ = find(Rules("paulista", 2), _at_deal, seed=13)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    assert not _envido_chip(table).isVisible()


def _holding_a_manilha(m, *_):
    hand = m.hand
    played = any(action.card is not None for _seat, action in hand.history)
    if hand.phase != "play" or played or m.to_act != 0 or hand.deal.kind != "normal":
        return False
    return bool(set(hand.held[0]) & set(hand.rules.variant.manilhas_for(hand.vira, "dirty")))


@rule("MI-RANK-1", "PA-VIRA-2")
@pytest.mark.parametrize("variant", ["mineiro", "paulista"])
def test_the_manilhas_in_your_hand_are_marked_always(qtbot, table, variant):
    m, _, _ = find(Rules(variant, 4), _holding_a_manilha, seed=21)
    hold_bots(table)
    table.model.restore(m.to_json())
    quiet(qtbot, table)
    manilhas = set(table.model.view().manilhas)
    mine = table.scene.held[0]
    assert any(item.code in manilhas for item in mine)
    for item in mine:
        manilha = item.code in manilhas
        # The tab, in both variants, and nothing that looks like a playable card's edge.
        assert item.tag == ("MANILHA" if manilha else "")
        assert not item.gold_hairline
        assert item.star == (manilha and variant == "mineiro")  # the deck's star (Mineiro)
        if manilha:  # on the card's top edge, clear of its corner index and of the felt
            tab = item.tag_rect()
            assert tab.center().y() == pytest.approx(-item.height / 2)
            assert tab.width() < item.width - 0.3 * item.width
    # The other seats' cards are backs: no tab tells a hidden manilha.
    for seat in range(1, 4):
        assert all(not item.tag for item in table.scene.held[seat])
    # Played, a manilha leaves your hand and its tab (the trick shows the card itself).
    card = next(item.code for item in mine if item.code in manilhas)
    table.model.session.apply(0, next(a for a in table.model.human_legal() if a.card == card))
    quiet(qtbot, table)
    assert all(not item.tag for item in table.scene.cards.on_felt())


def _deal(qtbot, table, rules, seed="glance"):
    hold_bots(table)
    table.model.new_match(rules, seed=seed, bot_seed=1)
    quiet(qtbot, table)


@pytest.mark.parametrize(("players", "size"), [(6, (800, 600)), (8, (1280, 800)), (8, (800, 600))])
def test_partners_plates_say_partner_where_the_plate_has_no_second_line(
    qtbot, table, players, size
):
    table.resize(*size)
    _deal(qtbot, table, Rules("argentino", players))
    view = table.model.view()
    scene = table.scene
    assert scene.layout.small_plates
    for plate in scene.plates[1:]:
        partner = view.teams[plate.seat] == view.teams[0]
        assert plate.role == ("Partner" if partner else "")
        if partner:  # painted under the name, inside what the plate paints
            role = plate.role_rect()
            assert role is not None and plate.ink_rect().contains(role)


@rule("AR-GALLO-1")
def test_at_the_gallos_table_the_partner_changes_with_the_hand(qtbot, table):
    table.resize(800, 600)
    _deal(qtbot, table, Rules("argentino", 3))
    for _hand in range(3):
        view = table.model.view()
        roles = {p.seat: p.role for p in table.scene.plates[1:]}
        if view.gallo == 0:  # you alone against the pair: no partner
            assert roles == {1: "", 2: ""}
        else:  # you in the pair: the other member is your partner, the gallo is not
            partner = next(s for s in view.pair if s != 0)
            assert roles == {partner: "Partner", view.gallo: ""}
        session = table.model.session
        while not table.model.session.match.hand.is_over:
            seat = table.model.session.match.to_act
            legal = table.model.session.match.legal_actions()
            session.apply(seat, next((a for a in legal if a.kind == "mazo"), legal[0]))
            quiet(qtbot, table)
        table.model.session.next_hand()
        quiet(qtbot, table)


@pytest.mark.parametrize("players", [4, 6, 8])
@pytest.mark.parametrize("size", [(800, 600), (1280, 800)], ids=["compact", "regular"])
def test_the_scoreboard_names_every_player_under_us_and_them(qtbot, table, players, size):
    table.resize(*size)
    _deal(qtbot, table, Rules("argentino", players))
    board = table.panel.scoreboard
    qtbot.waitUntil(lambda: board.width() > 100)
    names = table.scene.names
    teams = table.model.view().teams
    boxes = []
    for team, x in enumerate(board.columns()):
        rects = board.name_rects(team, x)
        members = [names[s] for s in range(players) if (teams[s] == teams[0]) == (team == 0)]
        # Every name, whole, in seat order, wrapped between names but never dropped.
        assert " · ".join(line for _r, line in rects).split(" · ") == members
        assert all(r.left() >= 0 and r.right() <= board.width() for r, _l in rects)
        boxes.append((min(r.left() for r, _l in rects), max(r.right() for r, _l in rects)))
    assert boxes[0][1] <= boxes[1][0], "the two teams' names never run into each other"
    assert board.height() == board.preferred_height()
