"""Tips at the moment they apply (issue 33 item 3): each trigger holds in its situation,
read from the player's view only, and not elsewhere; a tip already seen is not offered
again."""

from __future__ import annotations

from truco_desktop.engine import Hand, Rules
from truco_desktop.engine.actions import parse
from truco_desktop.engine.view import SeatView, view_for
from truco_desktop.play.tips import TIP_KEYS, TRIGGERS, next_tip, tips_for

M0 = ["3c", "5h", "6s"]
M1 = ["3h", "Kd", "4d"]


def view_after(
    rules: Rules,
    cards: list[list[str]],
    words: list[str] = (),  # type: ignore[assignment]
    *,
    dealer: int = 1,
    score: tuple[int, ...] | None = None,
    vira: str | None = None,
    seat: int = 0,
) -> SeatView:
    hand, _ = Hand.start(rules, score or (0,) * rules.score_size, dealer, cards, vira=vira)
    for step in words:
        who, word = step.split(" ", 1)
        hand, _ = hand.apply(int(who), parse(word.replace(" ", ":")))
    return view_for(hand, seat)


def keys(view: SeatView) -> list[str]:
    return [t.key for t in tips_for(view)]


ARG = Rules("argentino", players=2)


def test_every_trigger_has_a_key() -> None:
    assert len(TRIGGERS) == len(TIP_KEYS) - 1  # the gallo's trigger gives one of two keys
    assert len(set(TIP_KEYS)) == len(TIP_KEYS)


def test_an_envido_to_call_brings_the_count_tip_and_28_or_more_the_bet_tip() -> None:
    """AR-ENV-1/2: the mano's first decision, 7 and 6 of espadas: 33."""
    view = view_after(ARG, [["7e", "6e", "4c"], ["12o", "5b", "3c"]])
    found = {t.key: t for t in tips_for(view)}
    assert "envido_count" in found and "first_trick" in found
    assert found["envido_good"].params == {"points": 33}
    weak = view_after(ARG, [["4c", "5o", "7b"], ["12o", "5b", "3c"]])
    assert "envido_count" in keys(weak) and "envido_good" not in keys(weak)


def test_no_tip_when_it_is_not_the_players_turn() -> None:
    view = view_after(ARG, [["7e", "6e", "4c"], ["12o", "5b", "3c"]], seat=1)
    assert tips_for(view) == ()


def test_weak_cards_and_a_truco_to_call_bring_the_bluff_tip() -> None:
    weak = view_after(ARG, [["4c", "5o", "6b"], ["12o", "5b", "3c"]])
    assert "truco_weak" in keys(weak)
    strong = view_after(ARG, [["1e", "1b", "7o"], ["4c", "5o", "6b"]])
    assert "truco_weak" not in keys(strong)


def test_leading_with_a_top_card_and_a_weaker_one_brings_keep_your_best() -> None:
    view = view_after(ARG, [["1e", "4c", "5o"], ["12o", "5b", "3c"]])
    assert "keep_best" in keys(view)
    after = view_after(ARG, [["1e", "4c", "5o"], ["12o", "5b", "3c"]], ["0 play 4c"], seat=1)
    assert "keep_best" not in keys(after)  # seat 1 answers a trick, it does not lead


def test_the_first_trick_tip_only_in_the_first_trick() -> None:
    second = view_after(ARG, [["1e", "4c", "5o"], ["12o", "5b", "3c"]], ["0 play 1e", "1 play 5b"])
    assert "first_trick" not in keys(second)


def test_a_card_that_may_go_face_down_brings_the_covered_tip() -> None:
    """BR-COVER: from the second trick a non-leader may play face down."""
    rules = Rules("paulista", players=2)
    view = view_after(rules, [M0, M1], ["0 play 3c", "1 play Kd", "0 play 5h"], vira="7c", seat=1)
    assert "covered" in keys(view)
    argentine = view_after(
        ARG, [["1e", "4c", "5o"], ["12o", "5b", "3c"]], ["0 play 4c", "1 play 3c", "1 play 12o"]
    )
    assert "covered" not in keys(argentine)


def test_the_vira_tip_names_the_vira_and_its_manilhas() -> None:
    """PA-VIRA-2: the vira 7 makes the queens the manilhas."""
    view = view_after(Rules("paulista", players=2), [M0, M1], vira="7c")
    vira = next(t for t in tips_for(view) if t.key == "vira")
    assert vira.params["vira"] == "7c"
    assert {c[0] for c in vira.params["manilhas"]} == {"Q"}  # type: ignore[union-attr]
    assert "manilhas" not in keys(view) and "envido_count" not in keys(view)


def test_mineiro_says_its_manilhas_are_fixed() -> None:
    """MI-RANK-1: the same four manilhas in every hand."""
    view = view_after(Rules("mineiro", players=2), [M0, M1])
    found = {t.key: t for t in tips_for(view)}
    assert "manilhas" in found and "vira" not in found
    assert len(found["manilhas"].params["manilhas"]) == 4  # type: ignore[arg-type]


def test_argentine_truco_has_no_manilhas_tip() -> None:
    view = view_after(ARG, [["7e", "6e", "4c"], ["12o", "5b", "3c"]])
    assert not {"vira", "manilhas", "mao_de_onze", "mao_de_ferro"} & set(keys(view))


def test_the_mao_de_onze_tip_says_what_playing_and_running_score() -> None:
    """BR-ONZE-2: the team on 11 decides; playing is for 3, running gives 1."""
    hands4 = [["3c", "5h", "6s"], ["3h", "Kd", "4d"], ["2c", "Qd", "7s"], ["Ac", "Jh", "6d"]]
    hand = Hand.start(Rules("paulista", 4), (4, 11), 3, hands4, vira="7c")[0]
    view = view_for(hand, 1)
    onze = next(t for t in tips_for(view) if t.key == "mao_de_onze")
    assert onze.params == {"stake": 3, "refused": 1}


def test_the_mao_de_ferro_tip_when_the_cards_are_unseen() -> None:
    """BR-FERRO-2: both teams on 11 play blind."""
    view = view_after(Rules("mineiro", players=2), [M0, M1], score=(11, 11))
    assert view.blind and "mao_de_ferro" in keys(view)


def test_the_gallos_seat_has_its_own_tip() -> None:
    """AR-GALLO-1/3: with three players one seat plays alone and discards first."""
    rules = Rules("argentino", players=3)
    cards = [["1e", "4c", "5o", "7b"], ["12o", "5b", "3c"], ["2e", "6c", "11o"]]
    hand = Hand.start(rules, (0, 0, 0), 2, cards)[0]
    gallo = view_for(hand, hand.to_act or 0)
    assert gallo.gallo == gallo.seat and keys(gallo)[0] == "gallo_you"


def test_a_seen_tip_is_not_offered_again() -> None:
    view = view_after(ARG, [["7e", "6e", "4c"], ["12o", "5b", "3c"]])
    first = next_tip(view, set())
    assert first is not None
    second = next_tip(view, {first.key})
    assert second is not None and second.key != first.key
    assert next_tip(view, set(TIP_KEYS)) is None


def test_a_flor_to_announce_brings_the_flor_tip() -> None:
    """AR-FLOR-1/2: three espadas with flor on must be announced first."""
    flor = Rules("argentino", players=2, flor="full")
    view = view_after(flor, [["7e", "6e", "4e"], ["12o", "5b", "3c"]])
    assert keys(view)[0] == "flor"
    plain = view_after(ARG, [["7e", "6e", "4e"], ["12o", "5b", "3c"]])
    assert "flor" not in keys(plain)
