"""Skill levels and playing styles, as data.

A ``Personality`` is everything that makes one computer player differ from another: how
much it computes (samples for its estimates, search budget), how often it errs, how much
it reads into the other side's calls, and its style (bluff rate, appetite for risk, how
readily it accepts a bet, how often it signals its partner). Levels set the skill; styles
(``balanced``, ``cautious``, ``bold``, ``bluffer``) shift the style fields of any level.
"""

from __future__ import annotations

from dataclasses import dataclass, replace


@dataclass(frozen=True, slots=True)
class Personality:
    name: str
    #: Sampled deals behind each estimate (chance of a trick, of the hand, of the envido).
    samples: int
    #: Chance of playing a careless (random) card instead of the chosen one.
    mistake_rate: float
    #: 0..1: how much the other seats' calls shift the estimate of their cards.
    reads_calls: float
    #: Chance of a bluff when a bluff is affordable.
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
    )
