"""Signs at one table in one hand: which computer players sign what, and who learns it.

``HandSigns`` wraps the hand's ``SignBoard`` with the table's choices: at which tables
partners sign (the engine's ``Variant.signing_counts``), and what a computer
player signals early in a hand: one or two *true* signs about its cards, at its
personality's ``sign_rate`` (a cautious partner signals less). Every draw comes from a
generator derived from the match seed, the hand number and the seat, so a daily deal and
a saved match replay the same signs. Both the desktop table and the arena use it; the
only thing a bot ever gets from it is ``knowledge(seat)``.
"""

from __future__ import annotations

import hashlib
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ..engine.cards import Card
from ..engine.variants import VARIANTS
from .board import SignBoard, SignKnowledge
from .vocabulary import Sign, sign_set_for, true_signs

if TYPE_CHECKING:
    from ..engine.view import SeatView

#: The level at which a person at the table catches the opponents' signs: every table
#: (the desktop's, the network host's, the server's replay of a daily) takes the same.
HUMAN_CATCHES_AS = "normal"

#: The parts of a sign's condition that speak of the cards that take tricks.
_CARD_KEYS = frozenset({"card", "rank", "strength", "nothing_above"})


def signs_played_at(variant: str, players: int) -> bool:
    """Whether partners sign at this table (the variant's ``signing_counts``; never in a
    duel: there is nobody to tell)."""
    found = VARIANTS.get(variant)
    return found is not None and players in found.signing_counts


def signer_rng(seed: str, hand_number: int, seat: int) -> random.Random:
    """The generator behind what ``seat`` signs in this hand (independent of catching)."""
    text = f"truco-desktop/signs/v1/{seed}/{hand_number}/signer/{seat}"
    digest = hashlib.sha256(text.encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def is_card_sign(sign: Sign) -> bool:
    """A sign about trick-taking cards (not about the envido or the flor)."""
    return bool(_CARD_KEYS & set(sign.when))


def pick_signs(
    variant: str,
    cards: Sequence[Card],
    strength: Mapping[Card, int],
    flor_on: bool,
    rate: float,
    rng: random.Random,
) -> list[str]:
    """The signs a player with ``cards`` makes: none, one or two, all true.

    The first is the most telling true sign about the cards (the vocabulary lists them
    strongest first, "nothing" last); the second, drawn again at ``rate``, is the envido or
    flor sign when there is one, else the next card sign.
    """
    true = true_signs(variant, cards, strength, flor_on)
    if not true or rng.random() >= rate:
        return []
    about_cards = [s for s in true if is_card_sign(s)]
    about_envido = [s for s in true if not is_card_sign(s)]
    first = about_cards[0] if about_cards else about_envido[0]
    rest = about_envido if first in about_cards else about_cards
    rest = [s for s in rest if s is not first] or [s for s in about_cards if s is not first]
    out = [first.id]
    if rest and rng.random() < rate:
        out.append(rest[0].id)
    return out


@dataclass(frozen=True, slots=True)
class MadeSign:
    seat: int
    sign: str
    #: The opponents who caught it.
    caught_by: tuple[int, ...]


class HandSigns:
    """The signs of one hand at one table."""

    def __init__(
        self,
        variant: str,
        players: int,
        seed: str,
        hand_number: int,
        *,
        levels: Mapping[int, str] | None = None,
        catching: bool = True,
        teams: Sequence[int] | None = None,
    ) -> None:
        self.variant = variant
        self.players = players
        self.seed = seed
        self.hand_number = hand_number
        # With 3 players the partners change every hand (AR-GALLO-1): without this
        # hand's teams (``view.teams``) nobody knows whom to sign to, so nobody signs.
        self.active = signs_played_at(variant, players) and (teams is not None or players != 3)
        self.board = SignBoard(
            players, seed, hand_number, catching, dict(levels or {}), teams=tuple(teams or ())
        )
        self.made: list[MadeSign] = []

    def vocabulary(self) -> tuple[Sign, ...]:
        return sign_set_for(self.variant).signs if self.active else ()

    def make(self, seat: int, sign: str) -> MadeSign | None:
        """``seat`` makes ``sign`` (a person may sign anything; bots sign the truth)."""
        if not self.active or sign not in {s.id for s in self.vocabulary()}:
            return None
        made = MadeSign(seat, sign, tuple(self.board.make(seat, sign)))
        self.made.append(made)
        return made

    def bots_sign(
        self,
        cards: Mapping[int, Sequence[Card]],
        strength: Mapping[Card, int],
        flor_on: bool,
        rates: Mapping[int, float],
    ) -> list[MadeSign]:
        """Early in the hand: each seat in ``rates`` (a computer player) may sign."""
        out: list[MadeSign] = []
        if not self.active:
            return out
        for seat in sorted(rates):
            if not self.board.partners_of(seat):
                continue  # the gallo: nobody to sign to
            rng = signer_rng(self.seed, self.hand_number, seat)
            held = cards.get(seat, ())
            for sign in pick_signs(self.variant, held, strength, flor_on, rates[seat], rng):
                made = self.make(seat, sign)
                if made is not None:
                    out.append(made)
        return out

    def knowledge(self, seat: int) -> SignKnowledge:
        """Exactly the signs ``seat`` was shown or caught: all a bot is ever given."""
        return self.board.knowledge(seat)


def lay_hand_signs(
    view: SeatView,
    seed: str,
    hand_number: int,
    *,
    levels: Mapping[int, str],
    catching: bool,
    signers: Mapping[int, tuple[Sequence[Card], float]],
) -> HandSigns | None:
    """The señas of a hand just dealt, laid as every table lays them, so that the game,
    the network host, the arena and the server that replays a daily agree.

    ``view`` is any seat's view of the hand (its public facts: the variant, this hand's
    sides, the cards' strength, the flor); ``levels`` each seat's catching level (a
    person's is ``HUMAN_CATCHES_AS``); ``signers`` each computer seat that may sign, with
    the cards it holds and its sign rate. None where partners do not sign.
    """
    if not signs_played_at(view.variant, view.players):
        return None
    signs = HandSigns(
        view.variant,
        view.players,
        seed,
        hand_number,
        levels=levels,
        catching=catching,
        # This hand's sides: at the gallo's table the pair changes every hand.
        teams=view.teams,
    )
    held = {seat: cards for seat, (cards, _rate) in signers.items()}
    rates = {seat: rate for seat, (_cards, rate) in signers.items()}
    signs.bots_sign(held, view.strength, view.flor_mode != "off", rates)
    return signs
