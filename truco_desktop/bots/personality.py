"""Skill levels and playing styles, as data.

A ``Personality`` is everything that makes one computer player differ from another: how
much it computes (samples for its estimates, search budget), how often it errs, how much
it reads into the other side's calls, and its style (bluff rate, appetite for risk, how
readily it accepts a bet, how often it signals its partner). Levels set the skill; styles
(``balanced``, ``cautious``, ``bold``, ``bluffer``) shift the style fields of any level.

``Norms`` are the betting habits of a real table, which every level keeps (issue 17): the
falta envido is the all-in of a team far behind or of the end of a match, rarely an
opening at 0-0; each rung of the truco ladder wants more confidence than the one below,
so that a vale cuatro or a doze stays rare; a hopeless hand goes to the deck; the Mineiro
mão discards a set only when it is poor; and a bluff is a habit of some hands, at a rate a
player can learn, not a coin thrown at every chance. The rules read every threshold from
here, none from constants of their own.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace


@dataclass(frozen=True, slots=True)
class Norms:
    """How a player bets: the thresholds of its rules, as data (shares are of the target)."""

    #: The falta envido is an ordinary choice only for a team behind by at least this
    #: share of the target (9 of 30: far behind) ...
    falta_behind: float = 0.3
    #: ... once the other team has this share (15 of 30: it is in *las buenas*, and a
    #: falta won by this team no longer hands it the match for nothing) ...
    falta_behind_from: float = 0.5
    #: ... or once a team has this share of the target (24 of 30: the end is near).
    falta_near_end: float = 0.8
    #: Otherwise, when it would be the best call or raise, the falta is made only with
    #: this chance; the best of the other calls is made instead.
    falta_whim: float = 0.02
    #: And a falta the score does not call for is accepted only with at least this
    #: chance of winning the envido (early, it gambles the whole match on one envido).
    falta_accept_floor: float = 0.85
    #: The least chance of winning the hand to call each rung of the truco ladder (own
    #: call or raise), the first rung first; a longer ladder repeats the last value. A
    #: rung higher up risks more of the match and is answered by stronger hands.
    call_floor: tuple[float, ...] = (0.55, 0.68, 0.8)
    #: ... but the ladder's top rung (vale cuatro, doze), whatever its place, wants this.
    top_floor: float = 0.9
    #: The least chance to call the first rung while the first trick is in play, a seat's
    #: first chance (issue 36): at a club table a truco at once says a strong hand, and
    #: most trucos wait until the first trick has shown something.
    first_trick_floor: float = 0.9
    #: The least chance of winning the envido to open it (issue 36: at a club table of
    #: four the envido is opened in about a third of the hands, by a player who expects
    #: to win it four times in five; before, computer players opened it in two hands of
    #: three, at 55%).
    envido_floor: float = 0.75
    #: The least chance to open with a call dearer than the cheapest (a real envido
    #: rather than an envido): most openings are the plain envido.
    dear_envido_floor: float = 0.9
    envido_raise_floor: float = 0.62
    #: A truco bluff is made only below this chance of winning the hand; a raise bluff
    #: below the second; an envido bluff below the third chance of winning the envido.
    bluff_below: float = 0.4
    raise_bluff_below: float = 0.3
    envido_bluff_below: float = 0.35
    #: Bluffs stay on the lower rungs: a truco or raise bluff calls one of the first this
    #: many rungs of the ladder (a bluffed vale cuatro or doze risks the match on nothing).
    bluff_rungs: int = 2
    #: Of the hands in which a player bluffs a truco, the share in which the bluff may come
    #: in the first trick (issue 36): the others wait for a later trick, so that a truco
    #: at the first chance stays the sign of a strong hand a player can learn to read.
    first_trick_bluff_share: float = 0.25
    #: The envido bluff's rate, as a share of the player's bluff rate: an envido bluff opens
    #: the envido at a table where a third of the hands see one (issue 36), so a bluff
    #: there is rarer than a truco bluff, which waits for the hand to unfold.
    envido_bluff_share: float = 0.35
    #: Going to the deck (mazo): at its turn to play, after the first trick and before its
    #: last card, a player folds when its chance of winning the hand is at most this.
    fold_below: float = 0.0
    #: The Mineiro mão discards a set (or gives it) when its chance is below this.
    discard_below: float = 0.4
    #: A reply wins the match for sure in this case, a call is free: how much chance
    #: at least such a "free" truco still wants.
    free_truco_above: float = 0.02

    def call_floor_at(self, rung: int, rungs: int) -> float:
        """The least chance to call the ``rung``-th rung (0: the first) of a ladder of
        ``rungs`` rungs."""
        if rung >= rungs - 1:
            return self.top_floor
        floors = self.call_floor
        return floors[min(rung, len(floors) - 1)]


@dataclass(frozen=True, slots=True)
class Personality:
    name: str
    #: Sampled deals behind each estimate (chance of a trick, of the hand, of the envido).
    samples: int
    #: Chance of playing a careless (random) card instead of the chosen one.
    mistake_rate: float
    #: 0..1: how much the other seats' calls shift the estimate of their cards.
    reads_calls: float
    #: The share of hands in which it bluffs when a bluff is affordable: one draw per hand
    #: and kind of bluff (a truco, a raise, an envido), so the rate does not grow with the
    #: number of chances a hand gives.
    bluff_rate: float
    #: Added to the estimated chance before deciding to call (appetite for risk).
    risk: float
    #: Added to the estimated chance before deciding to accept a call.
    accept_bias: float
    #: Whether decisions weigh points by the chance of winning the match (the score).
    score_aware: bool = True
    #: How much better than the other side it expects to play, as a per-hand edge: the
    #: better it expects to be, the less it gambles the match on one envido or one bet.
    edge: float = 0.0
    #: Chance of making a sign (seña) to the partner early in a hand, and again of a second
    #: one; a cautious player signals less, since every sign may be caught.
    sign_rate: float = 0.8
    #: Its betting habits (the table's norms, see ``Norms``).
    norms: Norms = field(default_factory=Norms)


EASY = Personality(
    "easy",
    samples=6,
    mistake_rate=0.35,
    reads_calls=0.0,
    bluff_rate=0.05,
    risk=-0.1,
    accept_bias=0.05,
    score_aware=False,
    sign_rate=0.6,
    # Six sampled deals give a chance in sixths: with its risk of -0.1 a sure envido
    # reads 0.9, which would make nearly every opening a real envido (issue 36).
    # The same sixths put a truco at once at 0.9 in most good hands: a beginner calls at
    # once less often than that (issue 36).
    norms=Norms(dear_envido_floor=0.95, first_trick_floor=0.95),
)
NORMAL = Personality(
    "normal",
    samples=12,
    mistake_rate=0.15,
    reads_calls=0.3,
    bluff_rate=0.08,
    risk=0.0,
    accept_bias=0.0,
    edge=0.03,
    sign_rate=0.75,
    # Fewer sampled deals make noisier estimates: a wider margin before each rung, and
    # before opening (issue 36: twelve deals say 92% of a hand that wins 80%).
    norms=Norms(
        call_floor=(0.72, 0.86, 0.92),
        top_floor=0.96,
        envido_floor=0.87,
        dear_envido_floor=0.93,
        first_trick_floor=0.95,
    ),
)
HARD = Personality(
    "hard",
    samples=36,
    mistake_rate=0.0,
    reads_calls=0.7,
    bluff_rate=0.1,
    risk=0.0,
    accept_bias=0.0,
    edge=0.15,
    sign_rate=0.85,
    norms=Norms(
        call_floor=(0.55, 0.6),
        top_floor=0.96,
        envido_floor=0.85,
        dear_envido_floor=0.92,
        first_trick_floor=0.92,
    ),
)

#: The expert's own rules: ``hard``'s, tuned by self-play against ``hard`` in 4-player
#: Argentine and Paulista matches (issue 17, ``benchmarks/bots_expert_tuning.md``, where
#: every step and its measure are written down). Each field moved on its own gained one to
#: three points and little more than the noise; together they are what makes the expert
#: worth having as a partner: three times the sampled deals behind each estimate, the
#: other side's calls read at full weight (``hard`` itself discounts them, a guard against
#: bluffers that costs it against players who rarely bluff), a little more appetite for
#: calling (``hard``'s floors are set for a table's habits, a stronger player calls a
#: shade earlier), and rare bluffs: ``hard`` reads calls, so its bluffs lose points
#: against an opponent that reads them too. The betting norms (a rare falta, the floors of
#: the ladder's rungs, the mazo) are ``hard``'s.
EXPERT_RULES = replace(
    HARD,
    name="expert",
    samples=120,
    reads_calls=1.0,
    risk=0.08,
    bluff_rate=0.04,
    # The openings' floors lifted by its risk (issue 36): the expert opens the envido and
    # calls truco at once on the same chances as ``hard``, a third of the hands; its
    # appetite shows in its later calls and raises.
    norms=replace(
        HARD.norms,
        envido_floor=HARD.norms.envido_floor + 0.08,
        dear_envido_floor=HARD.norms.dear_envido_floor + 0.08,
        # A style's shift keeps every floor at most 0.99 (``NormsShift.apply``).
        first_trick_floor=min(0.99, HARD.norms.first_trick_floor + 0.08),
    ),
)

LEVELS: dict[str, Personality] = {p.name: p for p in (EASY, NORMAL, HARD)}

#: Style shifts: (bluff rate multiplier, risk, accept bias).
STYLES: dict[str, tuple[float, float, float]] = {
    "balanced": (1.0, 0.0, 0.0),
    "cautious": (0.3, -0.06, -0.05),
    "bold": (1.5, 0.06, 0.05),
    "bluffer": (3.0, 0.02, 0.0),
}

#: How each style scales the sign rate (a cautious partner signals less).
STYLE_SIGN_RATE: dict[str, float] = {
    "balanced": 1.0,
    "cautious": 0.45,
    "bold": 1.1,
    "bluffer": 1.0,
}


@dataclass(frozen=True, slots=True)
class NormsShift:
    """How a style bends a level's betting habits (``Norms``)."""

    #: Added to every rung's floor and to the first trick's (a cautious player wants more
    #: before betting, a bold one calls the truco at once more often).
    floor: float = 0.0
    #: Multiplies the chance of a falta envido the score does not call for.
    falta_whim: float = 1.0
    #: Added to the chance of winning below which a hopeless hand goes to the deck.
    fold: float = 0.0
    #: Added to how many rungs of the ladder a bluff may reach.
    bluff_rungs: int = 0

    def apply(self, norms: Norms) -> Norms:
        def floor(value: float) -> float:
            return min(0.99, max(0.0, value + self.floor))

        return replace(
            norms,
            call_floor=tuple(floor(v) for v in norms.call_floor),
            top_floor=floor(norms.top_floor),
            first_trick_floor=floor(norms.first_trick_floor),
            falta_whim=min(1.0, norms.falta_whim * self.falta_whim),
            fold_below=norms.fold_below + self.fold,
            bluff_rungs=max(0, norms.bluff_rungs + self.bluff_rungs),
        )


#: How each style bends the betting habits of its level.
STYLE_NORMS: dict[str, NormsShift] = {
    "balanced": NormsShift(),
    "cautious": NormsShift(floor=0.04, falta_whim=0.0, fold=0.04),
    "bold": NormsShift(floor=-0.03, falta_whim=3.0, bluff_rungs=1),
    "bluffer": NormsShift(falta_whim=2.0, bluff_rungs=1),
}


def with_style(base: Personality, style: str) -> Personality:
    """``base`` with the style fields of ``style`` applied on top."""
    try:
        bluff, risk, accept = STYLES[style]
    except KeyError:
        raise ValueError(f"unknown style {style!r}; one of {sorted(STYLES)}") from None
    return replace(
        base,
        bluff_rate=min(1.0, base.bluff_rate * bluff),
        risk=base.risk + risk,
        accept_bias=base.accept_bias + accept,
        sign_rate=min(1.0, base.sign_rate * STYLE_SIGN_RATE.get(style, 1.0)),
        norms=STYLE_NORMS.get(style, NormsShift()).apply(base.norms),
    )
