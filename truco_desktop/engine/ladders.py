"""Bet values as tables (AR-TRU-1, BR-TRU-1, AR-ENV-5).

A rung of a truco ladder is the word that calls it, the stake if it is accepted and what
the caller's team scores if it is refused (the stake in force before the call).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Rung:
    word: str
    stake: int
    refused: int


ARGENTINE_TRUCO: tuple[Rung, ...] = (
    Rung("truco", 2, 1),
    Rung("retruco", 3, 2),
    Rung("vale_cuatro", 4, 3),
)

BRAZILIAN_TRUCO: tuple[Rung, ...] = (
    Rung("truco", 3, 1),
    Rung("seis", 6, 3),
    Rung("nove", 9, 6),
    Rung("doze", 12, 9),
)

#: Points of each envido call in an accepted chain without falta (AR-ENV-5).
ENVIDO_CALL_VALUE: dict[str, int] = {"envido": 2, "real_envido": 3}

#: AR-ENV-3: the raises allowed after a chain, keyed by the chain so far.
ENVIDO_RAISES: dict[tuple[str, ...], tuple[str, ...]] = {
    (): ("envido", "falta_envido", "real_envido"),
    ("envido",): ("envido", "falta_envido", "real_envido"),
    ("envido", "envido"): ("falta_envido", "real_envido"),
    ("real_envido",): ("falta_envido",),
    ("envido", "real_envido"): ("falta_envido",),
    ("envido", "envido", "real_envido"): ("falta_envido",),
}

#: AR-FLOR-9: replies to a pending flor call.
FLOR_REPLIES: dict[str, tuple[str, ...]] = {
    "flor": ("con_flor_me_achico", "con_flor_quiero", "contraflor", "contraflor_al_resto"),
    "contraflor": ("con_flor_me_achico", "con_flor_quiero", "contraflor_al_resto"),
    "contraflor_al_resto": ("con_flor_me_achico", "con_flor_quiero"),
}

#: AR-FLOR-10: the level of each flor call: 0 = 3n, 1 = 3n + 3, 2 = resto + 3n.
FLOR_LEVEL: dict[str, int] = {"flor": 0, "contraflor": 1, "contraflor_al_resto": 2}

#: The first choices of an opposing flor holder in full mode (AR-FLOR-9).
FLOR_OPENINGS: tuple[str, ...] = ("con_flor_me_achico", "contraflor", "contraflor_al_resto", "flor")


def envido_chain_points(chain: tuple[str, ...], falta: int) -> int:
    """Points of an accepted chain: the sum of its calls, or the falta alone."""
    if "falta_envido" in chain:
        return falta
    return sum(ENVIDO_CALL_VALUE[c] for c in chain)


def envido_refused_points(chain: tuple[str, ...]) -> int:
    """AR-ENV-6: 1 for a refused first call, otherwise the sum of the earlier calls."""
    if len(chain) == 1:
        return 1
    return sum(ENVIDO_CALL_VALUE[c] for c in chain[:-1])
