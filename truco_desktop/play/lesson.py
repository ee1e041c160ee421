"""The first match that teaches (issue 33 item 4): a guided hand, as a script.

A lesson is a list of steps the coach walks the player through on a real table: each
step has a text key (the interface words it, ``ui/words/tutorial_text.py``), what it waits
for and what the table highlights. A step waits for the player to read and go on
(``NEXT``), or for the player's own move (``YOU``): a named move ("call envido", "play
your best card") resolved against the player's view when the step comes, or any legal
move. The computer seats do not think: they follow the lesson's ``policy`` (answer
every bet with *quiero*, or raise a truco once to show the ladder; play their weakest
card), so the hand goes as the lesson tells it.

There is one lesson per variant family, chosen from the variant's own data, never its
name: a variant with the envido gets the Argentine one (card ranking, tricks, envido,
truco), one without gets the Brazilian one (the manilhas, tricks, the truco ladder and
the mão de onze as a word). The deal is fixed: the first seed ``lesson/<k>`` whose
hand, played by the script, comes out as the lesson says (``lesson_seed``: the player
wins the envido, the first trick and the hand; no set choice is needed), so the same
lesson is dealt every time and a new variant finds its own deal.

Truco words: *envido* (a bet on two cards of one suit), *quiero* (accepted), *manilhas*
(the four strongest cards in the Brazilian games), *mão de onze* (the hand a team on 11
points chooses to play or to run from).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.actions import PLAY, SET_CHOICES, TRUCO_WORDS, Action, call, play
from ..engine.match import Match
from ..engine.rules import Rules
from ..engine.variant import Variant
from ..engine.view import SeatView, view_for

#: Who a step waits for: the player to read and go on, or the player's move.
NEXT, YOU = "next", "you"
#: What the table highlights during a step.
CARDS, CALL_BAR, TABLE, SCORE, NOTHING = "cards", "call_bar", "table", "score", ""
#: The named moves a step may wait for ("any": whatever is legal).
MOVES = (
    "any",
    "envido",
    "truco",
    "quiero",
    "card_best",
    "card_middle",
    "card_cheapest",
)
#: Seeds tried for a lesson's deal: far more than any family needs (the first fits
#: within a few dozen).
SEEDS = 2000


@dataclass(frozen=True, slots=True)
class Step:
    """One step of a lesson: its text, what it waits for and what it highlights."""

    key: str
    waits: str
    move: str = "any"
    highlight: str = NOTHING
    #: A NEXT step's fact, checked on the view when the deal is chosen (the text says
    #: it): "envido_won", "trick_won", "hand_won", or "" for none.
    fact: str = ""


@dataclass(frozen=True, slots=True)
class Lesson:
    """A family's guided hand."""

    family: str
    steps: tuple[Step, ...]
    #: The computer seats raise the player's first truco once (the Brazilian ladder).
    raise_once: bool = False
    #: The player's envido in the deal is at least this (a bet worth calling).
    least_envido: int = 0


ARGENTINE = Lesson(
    "argentine",
    (
        Step("welcome", NEXT),
        Step("ranking", NEXT, highlight=CARDS),
        Step("tricks", NEXT, highlight=TABLE),
        Step("envido_call", YOU, "envido", CALL_BAR),
        Step("envido_won", NEXT, highlight=SCORE, fact="envido_won"),
        Step("first_card", YOU, "card_middle", CARDS),
        Step("trick_won", NEXT, highlight=TABLE, fact="trick_won"),
        Step("truco_call", YOU, "truco", CALL_BAR),
        Step("best_card", YOU, "card_best", CARDS),
        Step("hand_won", NEXT, highlight=SCORE, fact="hand_won"),
        Step("end", NEXT),
    ),
    least_envido=27,
)

BRAZILIAN = Lesson(
    "brazilian",
    (
        Step("welcome", NEXT),
        Step("manilhas", NEXT, highlight=CARDS),
        Step("tricks", NEXT, highlight=TABLE),
        Step("first_card", YOU, "card_middle", CARDS),
        Step("trick_won", NEXT, highlight=TABLE, fact="trick_won"),
        Step("truco_call", YOU, "truco", CALL_BAR),
        Step("raise_answer", YOU, "quiero", CALL_BAR),
        Step("best_card", YOU, "card_best", CARDS),
        Step("hand_won", NEXT, highlight=SCORE, fact="hand_won"),
        Step("onze", NEXT, highlight=SCORE),
        Step("end", NEXT),
    ),
    raise_once=True,
)


def lesson_for(variant: Variant) -> Lesson:
    """The family's lesson: the Argentine one where the variant has the envido."""
    return ARGENTINE if variant.has_envido else BRAZILIAN


def lesson_rules(variant: Variant) -> Rules:
    """The lesson's table: two players (or the fewest the variant has), no flor."""
    return Rules(variant_name=variant.name, players=min(variant.player_counts))


# ---------------------------------------------------------------------- moves


def _by_strength(view: SeatView) -> list[str]:
    return sorted(view.cards, key=lambda c: view.strength[c])


def expected(step: Step, view: SeatView) -> Action | None:
    """The move ``step`` asks of the player now; None for any legal move (or none at a
    NEXT step)."""
    if step.waits != YOU or step.move == "any":
        return None
    move = step.move
    if move == "envido":
        return call("envido")
    if move == "truco":
        return call(view.ladder[0].word)
    if move == "quiero":
        return call("quiero")
    mine = _by_strength(view)
    if not mine:
        return None
    if move == "card_best":
        return play(mine[-1])
    if move == "card_middle":
        return play(mine[len(mine) // 2])
    # card_cheapest: the lowest card that beats the trick so far, else the lowest.
    best = max((view.strength[p.card] for p in view.current_trick if p.card), default=-1)
    return play(next((c for c in mine if view.strength[c] > best), mine[0]))


def refusal(step: Step, view: SeatView, action: Action) -> str | None:
    """Why the lesson refuses ``action`` now: "lesson_next" (read first and go on),
    "lesson_move" (the step asks for another move), or None when it is the step's."""
    if step.waits == NEXT:
        return "lesson_next"
    wanted = expected(step, view)
    if wanted is not None and action != wanted:
        return "lesson_move"
    return None


def computer_action(lesson: Lesson, view: SeatView) -> Action:
    """What a computer seat does in the lesson: answer a bet (raising the player's
    first truco once where the lesson shows the ladder), else play its weakest card."""
    legal = view.legal
    if not legal:
        raise ValueError(f"seat {view.seat} has nothing to do")
    kinds = {a.kind for a in legal}
    if "quiero" in kinds:
        if lesson.raise_once and view.truco_pending is not None and view.truco_level <= 1:
            raises = [a for a in legal if a.kind in TRUCO_WORDS]
            if raises and not view.envido_pending:
                return raises[0]
        return call("quiero")
    if "keep_set" in kinds:
        return call("keep_set")
    if PLAY in kinds:
        return play(_by_strength(view)[0])
    quiet = [a for a in legal if a.kind in ("play_covered", "play_blind")]
    return quiet[0] if quiet else legal[0]


# ---------------------------------------------------------------------- facts


def _team_won_trick(view: SeatView, index: int) -> bool:
    """Whether the player's team won trick ``index`` (a result is (team, seat))."""
    results = view.trick_results
    return len(results) > index and results[index][0] == view.team


def holds(fact: str, view: SeatView) -> bool:
    """Whether a NEXT step's fact is true on ``view`` ("": always)."""
    if fact == "envido_won":
        return view.envido_winner is not None and view.envido_winner[0] == view.team
    if fact == "trick_won":
        return _team_won_trick(view, 0)
    if fact == "hand_won":
        return view.hand_over and sum(1 for r in view.trick_results if r[0] == view.team) >= 2
    return True


# ---------------------------------------------------------------------- the deal


def play_through(lesson: Lesson, match: Match, seat: int = 0) -> Match | None:
    """The lesson's hand played by its script from ``match``: the player makes each
    step's move, the computers follow the policy. None when the deal does not fit the
    script (a move not legal at its step, a fact untrue, a set to choose)."""
    if not _fits(lesson, view_for(match.hand, seat)):
        return None
    steps = lesson.steps
    index = 0
    for _guard in range(200):
        hand = match.hand
        if hand.is_over or hand.to_act == seat:
            # The table is still: the NEXT steps come now, and their facts hold.
            while index < len(steps) and steps[index].waits == NEXT:
                if not holds(steps[index].fact, view_for(hand, seat)):
                    return None
                index += 1
        if hand.is_over:
            return match if index == len(steps) else None
        actor = hand.to_act
        assert actor is not None
        view = view_for(hand, actor)
        if actor == seat:
            if index >= len(steps) or any(a.kind in SET_CHOICES for a in view.legal):
                return None
            wanted = expected(steps[index], view)
            if wanted is not None and wanted not in view.legal:
                return None
            action = wanted if wanted is not None else view.legal[0]
            index += 1
        else:
            action = computer_action(lesson, view)
        match, _events = match.apply(actor, action)
    return None


def _fits(lesson: Lesson, view: SeatView) -> bool:
    """A deal worth teaching with: the player holds one of the four strongest kinds of
    card (a manilha, the aces and sevens of the Argentine top), and his envido is
    worth a bet where the lesson bets it."""
    ranks = sorted(set(view.strength.values()), reverse=True)[:4]
    if not any(view.strength[c] in ranks for c in view.cards):
        return False
    return (view.own_envido or 0) >= lesson.least_envido


def lesson_seed(lesson: Lesson, rules: Rules) -> str:
    """The first seed ``lesson/<k>`` whose deal the script plays as the lesson says;
    ValueError when none of ``SEEDS`` does."""
    for k in range(SEEDS):
        seed = f"lesson/{k}"
        if play_through(lesson, Match.new(rules, seed=seed)) is not None:
            return seed
    raise ValueError(f"no deal fits the {lesson.family} lesson")


@dataclass
class LessonRun:
    """A lesson in progress: which step the player is at (the interface moves it on)."""

    lesson: Lesson
    index: int = 0

    @property
    def step(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    def go_on(self) -> None:
        """The player read a NEXT step (or made a YOU step's move): the next one."""
        if not self.finished:
            self.index += 1
