"""The rules engine: pure, headless, standard library only.

``Rules`` says what is played; ``Match`` plays it hand by hand; ``Hand`` holds one deal,
its legal actions and ``apply``; ``view_for`` gives a seat what it may know. Nothing here
imports Qt or touches the global random generator.
"""

from .actions import Action, parse
from .errors import BadRecord, IllegalAction
from .hand import Hand, team_of
from .match import Match
from .rules import Rules

__all__ = ["Action", "BadRecord", "Hand", "IllegalAction", "Match", "Rules", "parse", "team_of"]
