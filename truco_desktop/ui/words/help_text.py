"""The in-app rules, tips and credits, written for players.

Written fresh in our own words from the rule book (docs/RULES.md, which is written for
the engine and its tests); every string goes through Qt's translation system with the
English text as its source. Nothing is translated at import time: call the functions
after the language is chosen.

Card rankings are data (`ranking`, generated from the engine's in ``help_ranking``),
strongest first, so the help window can show the actual cards of the deck theme beside
the words.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from truco_desktop.ui.words.help_ranking import (
    EXAMPLE_VIRA,
    RankRow,
    example_vira,
    ranking,
    ranking_note,
)
from truco_desktop.ui.words.presentation import presentation, variant_name, variant_title

__all__ = [
    "EXAMPLE_VIRA",
    "RankRow",
    "Section",
    "example_vira",
    "ranking",
    "ranking_note",
    "variant_name",
    "variant_title",
]

# Bound to this name because Qt's lupdate recognises `translate("Context", "text")`.
translate = QCoreApplication.translate


@dataclass(frozen=True)
class Section:
    title: str
    paragraphs: tuple[str, ...] = ()
    bullets: tuple[str, ...] = ()


def rules(variant: str) -> tuple[Section, ...]:
    """The rules of `variant`, section by section, for the help window: an Argentine
    table's chapters, or Brazil's with the chapter of its manilhas (fixed in Mineiro,
    from the vira in Paulista: the engine's ``turns_vira``)."""
    from truco_desktop.engine.variants import get_variant  # the engine, when the help is opened

    found = get_variant(variant)  # BadRecord for an unknown name
    if presentation(variant).argentine_table:
        return _argentino()
    own = _paulista() if found.turns_vira else _mineiro()
    return (*_brazil_intro(variant), *own, *_brazil_common())


def _basics() -> Section:
    return Section(
        translate("HelpText", "Tricks"),
        paragraphs=(
            translate(
                "HelpText",
                "Each player gets three cards. The player to the dealer's right, the mano,"
                " leads the first trick, and play goes round counter-clockwise. You never"
                " have to follow suit: the strongest card wins the trick and its player"
                " leads the next one. If the strongest cards of a trick come from both"
                " teams, the trick is a parda (a tie) and whoever led it leads again.",
            ),
        ),
    )


def _argentino() -> tuple[Section, ...]:
    return (
        Section(
            translate("HelpText", "The game"),
            paragraphs=(
                translate(
                    "HelpText",
                    "Two, three, four, six or eight players. An even number plays in two"
                    " teams, partners sitting every other seat (across from each other with"
                    " four); with three, one player, the gallo, plays alone against the"
                    " other two. The deck is the 40-card Spanish deck: oros (coins), copas"
                    " (cups), espadas (swords) and bastos (clubs), numbered 1 to 7 and 10 to"
                    " 12. The first team to reach 30 points wins (15 if you choose a"
                    " shorter match). The first 15 points are the malas and the next 15"
                    " the buenas: 22 points is read as 7 buenas.",
                ),
            ),
        ),
        _basics(),
        Section(
            translate("HelpText", "Who wins the hand"),
            bullets=(
                translate("HelpText", "The team that wins two tricks wins the hand."),
                translate(
                    "HelpText",
                    "If a trick is a parda, the team that won the first trick that was won"
                    " takes the hand.",
                ),
                translate("HelpText", "If all three tricks are pardas, the mano's team wins."),
                translate("HelpText", "A hand is worth 1 point unless someone bets on it."),
            ),
        ),
        Section(
            translate("HelpText", "Truco"),
            paragraphs=(
                translate(
                    "HelpText",
                    "Truco is a bet on the hand. At your turn, before playing your card, you"
                    " may call Truco: if the other team accepts (Quiero), the hand is worth 2."
                    " The team that accepted may raise later with Retruco (3), and the"
                    " other team may then answer with Vale cuatro (4). A team can also"
                    " raise straight away instead of answering Quiero.",
                ),
                translate(
                    "HelpText",
                    "Refusing (No quiero) ends the hand at once: the team that bet scores"
                    " what the hand was worth before the bet (1 for a refused Truco, 2 for"
                    " a Retruco, 3 for a Vale cuatro).",
                ),
            ),
        ),
        Section(
            translate("HelpText", "Envido"),
            paragraphs=(
                translate(
                    "HelpText",
                    "The envido is a side bet on your cards. Two cards of the same suit are"
                    " worth 20 plus their numbers (10, 11 and 12 count nothing), so a 7 and"
                    " a 6 of one suit make 33, the best possible. With three different"
                    " suits, your envido is your best single card.",
                ),
                translate(
                    "HelpText",
                    "You may start an envido only in the first trick, before you play your"
                    " card and before any Truco has been accepted. Envido is worth 2, Real"
                    " envido 3, and Falta envido whatever the leading team still needs to"
                    " win the match. The other team answers Quiero, No quiero, or raises."
                    " If it is refused, the team that bet scores 1, or what was already"
                    " accepted by raising. If it is accepted, the best envido wins; on a"
                    " tie, the player nearer to the mano wins.",
                ),
                translate(
                    "HelpText",
                    "Envido first: when Truco is called during the first trick, a player"
                    " who has not played yet may answer with an envido. The envido is"
                    " settled first, then the Truco is answered.",
                ),
            ),
        ),
        Section(
            translate("HelpText", "Flor (optional)"),
            paragraphs=(
                translate(
                    "HelpText",
                    "When flor is on, three cards of one suit are a flor and must be"
                    " announced. A flor is worth 3 points for every flor announced, to the"
                    " team with the best one (20 plus the three numbers), and there is no"
                    " envido in a hand with a flor. In the full mode, a second team with"
                    " flor can bet back with Contraflor (3 more) or Contraflor al resto"
                    " (the rest of the match), or give in with Con flor me achico.",
                ),
            ),
        ),
        Section(
            translate("HelpText", "Going to the deck"),
            paragraphs=(
                translate(
                    "HelpText",
                    "At your turn you may fold with Me voy al mazo. The other team scores"
                    " what the hand is worth, plus 1 if it happens in the first trick"
                    " before any envido, flor or accepted Truco.",
                ),
            ),
        ),
        Section(
            translate("HelpText", "Scoring order and six players"),
            bullets=(
                translate(
                    "HelpText",
                    "Envido and flor points are added before the points of the tricks. If"
                    " they win the match, the tricks are not counted.",
                ),
                translate(
                    "HelpText",
                    "With six players, hands alternate between redondo (everyone plays"
                    " together) and pica-pica (three duels between opposite players) while"
                    " both teams are below 25 points.",
                ),
                translate(
                    "HelpText",
                    "Best of three plays up to three matches: the first team to win two"
                    " wins the series.",
                ),
            ),
        ),
        # RULES-3-8-PLAYERS.md: AR-GALLO-1..7.
        Section(
            translate("HelpText", "Three players: the gallo"),
            paragraphs=(
                translate(
                    "HelpText",
                    "With three players, in every hand one player, the gallo, plays alone"
                    " against the other two, the pair, who are partners for that hand. The"
                    " gallo is dealt a fourth card and, before anything else happens, puts"
                    " one of his four cards away face down: nobody ever sees it and it"
                    " counts for nothing, not even for his envido.",
                ),
                translate(
                    "HelpText",
                    "Every player keeps his own score. The gallo's points go to his score;"
                    " the pair's points go in full to the score of each of its two players,"
                    " so both can reach the target together and win the match together."
                    " The falta envido counts from the highest of the three scores.",
                ),
                translate(
                    "HelpText",
                    "Rotating gallo (the default): the mano is the gallo, so the role goes"
                    " round the table with the deal. Fixed gallo: the same player is the"
                    " gallo in every hand and the other two are always the pair, so each of"
                    " them gets the pair's points in full. Best of three is not played with"
                    " three players.",
                ),
            ),
        ),
        # AR-EIGHT-1..3.
        Section(
            translate("HelpText", "Eight players"),
            paragraphs=(
                translate(
                    "HelpText",
                    "Eight players play in two teams of four, partners every other seat. As"
                    " with six, hands alternate between redondo and pica-pica; a pica-pica"
                    " hand is four duels, each player against the opponent diagonally"
                    " across the table, played one after another.",
                ),
            ),
        ),
    )


def _brazil_intro(variant: str) -> tuple[Section, ...]:
    from truco_desktop.engine.variants import get_variant

    deck = (
        translate(
            "HelpText", "The deck is the French deck without the 8s, 9s, 10s and jokers (40 cards)."
        )
        if "deck" not in get_variant(variant).options  # one deck only (Mineiro)
        else translate(
            "HelpText",
            "The deck is the French deck without the 8s, 9s, 10s and jokers (the dirty"
            " deck, 40 cards), or only the A, 2, 3, J, Q and K (the clean deck, 24 cards).",
        )
    )
    return (
        Section(
            translate("HelpText", "The game"),
            paragraphs=(
                translate(
                    "HelpText",
                    "Two or four players in two teams, partners sitting across from each"
                    " other. The first team to reach 12 points (tentos) wins. There is no"
                    " envido, no flor and no folding: the only way to give up a hand is to"
                    " run from a bet.",
                ),
                deck,
            ),
        ),
        _basics(),
    )


def _mineiro() -> tuple[Section, ...]:
    return (
        Section(
            translate("HelpText", "Choosing a set"),
            paragraphs=(
                translate(
                    "HelpText",
                    "Cards are dealt in packets of three. Before play, the mão (the first"
                    " player) looks at his packet and may keep it, give it face down to"
                    " his partner (four players, once a hand) and take three new cards, or"
                    " show it, put it out of play and take three new cards. He sees at"
                    " most four sets.",
                ),
            ),
        ),
        Section(
            translate("HelpText", "Who wins the hand"),
            bullets=(
                translate("HelpText", "The team that wins two tricks wins the hand."),
                translate(
                    "HelpText",
                    "After a parda, the team that won the first trick that was won takes it.",
                ),
                translate("HelpText", "If all three tricks are pardas, nobody scores."),
            ),
        ),
        Section(
            translate("HelpText", "Truco on the trick"),
            paragraphs=(
                translate(
                    "HelpText",
                    "In Mineiro a Truco is a bet on the trick being played. Truco makes the"
                    " hand worth 3, then Seis 6, Nove 9 and Doze 12; only the team that"
                    " accepted the last bet may raise. Running (Corro) gives the team that"
                    " bet what the hand was worth before the bet.",
                ),
                translate(
                    "HelpText",
                    "Once a bet is accepted, whoever wins that trick wins the whole hand. If"
                    " that trick is a parda and one of the tied cards was already on the"
                    " table when the bet was made, the team that bet loses the hand;"
                    " otherwise the next trick decides, and a parda in the last trick"
                    " scores nothing.",
                ),
            ),
        ),
    )


def _paulista() -> tuple[Section, ...]:
    return (
        Section(
            translate("HelpText", "The vira and the manilhas"),
            paragraphs=(
                translate(
                    "HelpText",
                    "After the deal one card is turned face up: the vira. The four cards of"
                    " the next rank are the manilhas, the strongest cards of the hand.",
                ),
            ),
        ),
        Section(
            translate("HelpText", "Who wins the hand"),
            bullets=(
                translate("HelpText", "The team that wins two tricks wins the hand."),
                translate("HelpText", "If the first trick is a parda, the second decides."),
                translate("HelpText", "If the first two tricks are pardas, the third decides."),
                translate(
                    "HelpText",
                    "If a later trick is a parda, the team that won the first trick wins.",
                ),
                translate("HelpText", "If all three tricks are pardas, the dealer's team wins."),
            ),
        ),
        Section(
            translate("HelpText", "Truco"),
            paragraphs=(
                translate(
                    "HelpText",
                    "Truco is a bet on the hand: accepted, it makes the hand worth 3, then"
                    " Seis 6, Nove 9 and Doze 12. Only the team that accepted the last bet"
                    " may raise. Running (Corro) gives the team that bet what the hand was"
                    " worth before the bet.",
                ),
            ),
        ),
    )


def _brazil_common() -> tuple[Section, ...]:
    return (
        Section(
            translate("HelpText", "Limits on betting"),
            bullets=(
                translate(
                    "HelpText",
                    "You may not bet or raise when the points you would win anyway already"
                    " take your team to 12.",
                ),
                translate(
                    "HelpText",
                    "From the second trick on, anyone but the leader may play a card face"
                    " down. A face-down card cannot win or tie a trick and is never shown.",
                ),
            ),
        ),
        Section(
            translate("HelpText", "Mão de onze and mão de ferro"),
            paragraphs=(
                translate(
                    "HelpText",
                    "When one team has 11 points, its players see each other's cards and"
                    " decide: play the hand for 3 points, without Truco, or run and give"
                    " the other team 1 point.",
                ),
                translate(
                    "HelpText",
                    "When both teams have 11, the hand is played blind: nobody sees any"
                    " card, there are no bets, and the winner of the hand wins the match. In"
                    " Mineiro, a blind hand with three pardas is dealt again.",
                ),
            ),
        ),
    )


def tips() -> tuple[str, ...]:
    return (
        translate(
            "HelpText",
            "Count your envido before anything else: 28 or more is usually worth a bet, and 33"
            " is the best there is.",
        ),
        translate(
            "HelpText",
            "Truco rewards nerve. A bet on weak cards can win the hand if the other team runs,"
            " but a refused retruco still gives them points.",
        ),
        translate(
            "HelpText",
            "Win the first trick if you can: it often decides the hand, because a later parda"
            " goes to the team that won it.",
        ),
        translate(
            "HelpText",
            "Keep your best card for when it matters. A 3 played too early can be beaten by"
            " any of the four top cards.",
        ),
        translate(
            "HelpText",
            "Watch what has been played. Once the ace of espadas and the ace of bastos are"
            " gone, your 7 of espadas may be the best card left.",
        ),
        translate(
            "HelpText",
            "In Brazil, a card played face down hides your strength: use it when the trick is"
            " already lost and keep a good card for the next one.",
        ),
        translate(
            "HelpText",
            "Your partner sees what you play. Playing low in the first trick says you are"
            " counting on the next ones.",
        ),
    )


def how_to_play() -> tuple[str, ...]:
    return (
        translate(
            "HelpText",
            "At your turn, click a card (or press 1, 2 or 3) to play it, or use a call on the"
            " bar under the table first: Envido, Truco and so on.",
        ),
        translate(
            "HelpText",
            "When the other team bets, answer with Quiero or No quiero (Aceito or Corro in"
            " Brazil), or raise.",
        ),
        translate(
            "HelpText",
            "Changing the rules starts a new game. Your choices are remembered on this computer.",
        ),
        translate(
            "HelpText",
            "The daily deal gives everyone the same cards each day. Only your first try of"
            " the day is scored.",
        ),
    )


def about_credits() -> tuple[str, ...]:
    return (
        translate(
            "HelpText",
            "Rules written in our own words from the traditional games of Argentina, Minas"
            " Gerais and São Paulo.",
        ),
        translate("HelpText", "Card art, table and computer players made for this project."),
        translate("HelpText", "Built with Python and Qt (PySide6)."),
    )
