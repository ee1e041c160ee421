"""The replay itself, in this process: a daily match played by the game's own session
replays, in every variant, with señas, with the table's team decisions (the partner's
declined truco, the human's choice of his partner's answer), across a resumed table and
changed options; and the copies of the table's small rules match the table's own."""

from __future__ import annotations

import dataclasses
import datetime as dt
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from truco_desktop.bots.factory import make_bot
from truco_desktop.engine.actions import FAMILY
from truco_desktop.engine.rules import Rules
from truco_desktop.engine.view import view_for
from truco_desktop.play.daily import DAILY_LEVEL
from truco_desktop.play.players import standard_bot
from truco_desktop.play.session import HUMAN_SEAT, Session
from truco_desktop.server import replay
from truco_desktop.server.daily_player import daily_rules_from, play_daily_match
from truco_desktop.server.replay import NotVerified, verify

DAY = dt.date(2026, 11, 29)

#: Every table the daily is played at: (variant, players, flor).
TABLES = [
    ("argentino", 2, "off"),
    ("argentino", 3, "off"),  # the gallo's table: the pair signs, sides change per hand
    ("argentino", 4, "full"),
    ("argentino", 6, "simple"),
    ("argentino", 8, "simple"),
    ("mineiro", 2, "off"),
    ("mineiro", 4, "off"),
    ("paulista", 2, "off"),
    ("paulista", 4, "off"),
]


def rules_for(variant: str, players: int, flor: str = "off") -> Rules:
    return daily_rules_from(variant, players, flor, "total", 30, "dirty")


def session_match(
    rules: Rules,
    on_partner_truco: Callable[[Session, int], bool] | None = None,
    day: dt.date = DAY,
) -> dict[str, Any]:
    """A daily match played through `play.Session` alone (no table: no señas), the
    human's seat by a `hard` player; ``on_partner_truco`` may decline a partner's truco
    as the table's "partner asks me first" does (True: declined)."""
    session = Session(today=lambda: day)
    session.start_daily(rules)
    me = make_bot("hard")
    while not session.match.series_over:
        if session.next_hand() is not None:
            continue
        if session.human_in_charge():
            view = session.view()
            session.submit(me.choose(view, random.Random(len(view.history))).action)
            continue
        seat = session.bot_to_act()
        decision = session.decide(seat)
        action = decision.action
        if (
            on_partner_truco is not None
            and seat != HUMAN_SEAT
            and view_for(session.match.hand, seat).team == 0
            and FAMILY.get(action.kind) == "truco"
            and session.view().truco_pending is None
            and on_partner_truco(session, seat)
        ):
            view = session.view(seat)
            legal = tuple(a for a in view.legal if FAMILY.get(a.kind) != "truco")
            again = session.bot(seat).choose(
                dataclasses.replace(view, legal=legal), session.rng(seat)
            )
            action = again.action
        session.apply(seat, action)
    return session.match.to_json()


@pytest.mark.parametrize(("variant", "players", "flor"), TABLES)
def test_a_match_of_the_games_session_replays(variant: str, players: int, flor: str) -> None:
    rules = rules_for(variant, players, flor)
    match = session_match(rules)
    done = verify(DAY, match, DAY)
    assert done.key == replay.daily_key(rules)
    assert done.hands == len(match["hands"])


@pytest.mark.parametrize(("variant", "players", "flor"), TABLES)
def test_a_match_played_at_the_table_with_signs_replays(
    variant: str, players: int, flor: str
) -> None:
    match = play_daily_match(DAY, rules_for(variant, players, flor), "normal")
    assert match["table"]["signs"] is True
    verify(DAY, match, DAY)


def test_the_partners_truco_declined_replays() -> None:
    declined: list[int] = []

    def decline(session: Session, seat: int) -> bool:
        declined.append(seat)
        return True

    for attempt in range(10):  # most daily deals have one; stops at the first
        day = DAY - dt.timedelta(days=attempt)
        match = session_match(rules_for("argentino", 4), decline, day)
        if declined:
            verify(day, match, day)
            break
    assert declined, "the partner never called truco"


def test_the_humans_choice_of_his_partners_answer_replays() -> None:
    """With flor, the human's unsung flor keeps him from answering: his partner's answer is
    his to choose (`ui/team.py`), any one of the partner's legal answers."""
    chosen = 0
    for attempt in range(120):  # about one daily deal in fifteen has one; stops at the first
        day = DAY - dt.timedelta(days=attempt)
        match = play_daily_match(day, rules_for("argentino", 4, "simple"), "random")
        chooses = _partner_choices(match)
        if chooses:
            chosen += len(chooses)
            verify(day, match, day)
            # Any other legal answer of the partner is the human's choice as well.
            hand, index, other = chooses[0]
            match["hands"][hand][index][1] = other
            try:
                verify(day, match, day)
            except NotVerified as error:  # what follows is another match now
                assert not error.detail.startswith(f"hand {hand + 1}, action {index + 1}:")
            break
    assert chosen, "no daily deal gave the human his partner's answer to choose"


def _partner_choices(match: dict[str, Any]) -> list[tuple[int, int, str]]:
    from truco_desktop.engine.actions import parse
    from truco_desktop.engine.match import Match

    out = []
    game = Match.from_json({**match, "hands": [[]]})
    for h, actions in enumerate(match["hands"]):
        if h:
            game, _ = game.next_hand()
        for i, (seat, word) in enumerate(actions):
            partner = view_for(game.hand, seat)
            human = view_for(game.hand, HUMAN_SEAT)
            if seat != HUMAN_SEAT and replay.partner_answer_waits(human, partner):
                other = next(str(a) for a in partner.legal if str(a) != word)
                out.append((h, i, other))
            game, _ = game.apply(seat, parse(word))
    return out


def test_a_resumed_table_and_changed_options_replay() -> None:
    """The table laid again mid-hand (a resumed match), the señas turned off and on, the
    catching option changed, a sign made late in a hand: the table talk says when, and
    the replay follows it; the same match read without that talk does not replay."""
    from truco_desktop.server.daily_player import Table

    plan = {
        (1, 2): lambda t: t.reset(),
        (2, 1): lambda t: t.set_options(False, True),
        (3, 0): lambda t: t.set_options(True, False),
        (4, 3): lambda t: t.sign("tres"),
        (5, 1): lambda t: t.set_options(True, True),
        (6, 2): lambda t: (t.sign("nada"), t.reset()),
    }
    done: set[tuple[int, int]] = set()

    def script(table: Table) -> None:
        match = table.session.match
        where = (match.hand_number, len(match.hand.history))
        if where in plan and where not in done and not match.hand.is_over:
            done.add(where)
            plan[where](table)

    rules = rules_for("argentino", 4)
    match = play_daily_match(DAY, rules, "normal", script=script)
    assert len(done) == len(plan)
    kinds = {e[1] for hand in match["table"]["hands"] for e in hand}
    assert kinds == {"sign", "reset", "options"}
    verify(DAY, match, DAY)
    talk = match["table"]["hands"]
    forged = {
        **match,
        "table": {**match["table"], "hands": [[e for e in h if e[0] == 0] for h in talk]},
    }
    with pytest.raises(NotVerified):
        verify(DAY, forged, DAY)


def test_a_sign_reaches_a_bot_thinking_at_that_moment_or_not() -> None:
    """A sign made at the position where a computer player is deciding may have reached
    it or not: both replays are accepted, nothing else."""
    rules = rules_for("argentino", 4)
    talk = replay.TableTalk(
        rules, "seed", 0, True, True, [replay.TalkEvent(2, "sign", sign="tres")]
    )
    from truco_desktop.engine.match import Match

    match = Match.new(rules, seed="seed")
    hands = [match.hand]
    for _ in range(3):
        seat = match.hand.to_act
        match, _ = match.apply(seat, view_for(match.hand, seat).legal[0])
        hands.append(match.hand)
    partner = 2
    before = talk.knowledge_options(partner, 1, hands)
    at = talk.knowledge_options(partner, 2, hands)
    after = talk.knowledge_options(partner, 3, hands)
    assert len(before) == 1 and len(after) == 1 and len(at) == 2
    assert at[0] == after[0] and at[1] == before[0]
    assert any(s.sign == "tres" for s in after[0].seen) if after[0] else False


def test_the_daily_computer_players_are_reproducible() -> None:
    """The daily's computer players are `normal` rule bots: no time budget, nothing but
    the view, the señas and the generator decides (the expert, whose search stops on a
    clock, never plays a computer seat of the daily deal)."""
    from truco_desktop.bots.expert import ExpertBot
    from truco_desktop.bots.rulebot import RuleBot

    assert DAILY_LEVEL == "normal"
    bot = standard_bot(DAILY_LEVEL)
    assert isinstance(bot, RuleBot) and not isinstance(bot, ExpertBot)


def test_a_session_match_replays_in_another_process(tmp_path: Any) -> None:
    """Another process, another hash seed: the same verdict (no set order, no clock)."""
    import json
    import subprocess
    import sys

    match = session_match(rules_for("argentino", 6))
    path = tmp_path / "match.json"
    path.write_text(json.dumps(match))
    code = (
        "import json, sys, datetime as dt\n"
        "from truco_desktop.server.replay import verify\n"
        "d = dt.date(2026, 11, 29)\n"
        "print(verify(d, json.load(open(sys.argv[1])), d).score)\n"
    )
    for seed in ("1", "2"):
        done = subprocess.run(
            [sys.executable, "-c", code, str(path)],
            capture_output=True,
            text=True,
            env={**__import__("os").environ, "PYTHONHASHSEED": seed},
            timeout=120,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert int(done.stdout) == verify(DAY, match, DAY).score


def test_the_server_asks_the_tables_own_rules() -> None:
    """The partner's answer that waits for the human, the señas laying and the bot
    fallback are the play layer's and the señas' own (one owner each, issue 29): the
    server imports them, it keeps no copy, and nothing of storage/ or ui/."""
    from truco_desktop.play import computer, team
    from truco_desktop.server import daily_player

    assert replay.partner_answer_waits is team.partner_answer_waits
    assert daily_player.partner_answer_waits is team.partner_answer_waits
    assert replay.sign_rate_for is computer.sign_rate_for
    for module in (replay, daily_player):
        source = Path(module.__file__).read_text(encoding="utf-8")
        assert "storage" not in source and "truco_desktop.ui" not in source, module.__name__
        assert "def holds_unsung_flor" not in source and "def _fallback" not in source
