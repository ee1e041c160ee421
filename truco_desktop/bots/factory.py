"""``make_bot``: a computer player by level name, with an optional style."""

from __future__ import annotations

from .base import Bot, RandomBot
from .expert import ExpertBot
from .levels import LEVEL_NAMES
from .personality import EXPERT_RULES, HARD, LEVELS, Personality, with_style
from .rulebot import RuleBot

#: The levels whose players keep an opponent model over the match (``reads.TableReads``).
READING_LEVELS: frozenset[str] = frozenset({"hard", "expert"})

#: The expert's default thinking time per decision, in milliseconds.
DEFAULT_BUDGET_MS = 200.0


def make_bot(
    level: str,
    style: str | Personality = "balanced",
    *,
    budget_ms: float | None = DEFAULT_BUDGET_MS,
    falta: str = "total",
    worlds: int | None = None,
) -> Bot:
    """A computer player of ``level`` (``random``, ``easy``, ``normal``, ``hard``, ``expert``).

    ``style`` is a style name (``balanced``, ``cautious``, ``bold``, ``bluffer``) applied on
    top of the level, or a whole ``Personality``. ``budget_ms`` is the expert's thinking
    time per decision (None: a fixed number of sampled deals, reproducible on any machine).
    ``falta`` is accepted for the callers that still pass it and not consulted: the seat
    view carries the table's falta rule and what a falta is worth (``SeatView.falta``,
    ``SeatView.falta_points``).
    ``worlds`` caps the deals the expert searches per decision.
    """
    if level == "random":
        return RandomBot()
    if level == "expert":
        base = with_style(EXPERT_RULES, style) if isinstance(style, str) else style
        # The other seats are modelled as ``hard`` players of the same style.
        model = with_style(HARD, style) if isinstance(style, str) else None
        return ExpertBot(
            RuleBot(base, falta=falta, reads=True),
            budget_ms=budget_ms,
            max_worlds=worlds,
            model=model,
        )
    # ``hard`` and the expert read their opponents over the match (issue 32).
    reads = level in READING_LEVELS
    if isinstance(style, Personality):
        return RuleBot(style, falta=falta, reads=reads)
    try:
        base = LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; one of {list(LEVEL_NAMES)}") from None
    return RuleBot(with_style(base, style), falta=falta, reads=reads)
