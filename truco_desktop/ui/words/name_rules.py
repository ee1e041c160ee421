"""A display name's rule, said to the person typing it, in his language.

The leaderboard server and a club's table host take a name only if `names` lets it
be shown (`names.visible_name`); the game checks a name typed for the leaderboard
(`play.leaderboard.check_name`) or for a network table (`ui/widgets/net_table.JoinDialog`)
with that same rule before anything is sent, and says which part of it the name breaks:
one sentence per reason, because "invalid name" alone leaves the person guessing what
to change (a tab pasted with the name, an invisible filler, a pile of accents).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from truco_desktop import names

translate = QCoreApplication.translate


def name_problem_text(reason: str) -> str:
    """What to change in a name refused for ``reason`` (one of `names`' reasons: the
    text of `visible_name`'s ValueError), in the player's language."""
    if reason == names.UNPRINTABLE:
        #: A name typed for the leaderboard or a network table holds a line break, a
        #: tab or another invisible control character.
        return translate(
            "Names",
            "Your name may hold letters, digits, spaces and signs only: no line breaks,"
            " tabs or other invisible characters.",
        )
    if reason == names.TOO_MANY_MARKS:
        #: A name piles up accents on one letter; %n is the most allowed (2).
        return translate(
            "Names",
            "Your name has too many accents on one letter: at most %n.",
            None,
            names.MAX_MARKS,
        )
    if reason == names.SHOWS_NOTHING:
        #: A name made only of spaces or of characters that show nothing on screen.
        return translate("Names", "Your name must show at least one letter, digit or sign.")
    #: A name is empty or too long; %n is the longest allowed (24).
    return translate("Names", "Your name must have 1 to %n characters.", None, names.MAX_NAME)
