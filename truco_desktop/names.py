"""Names that strangers choose: what may be shown, and when two names are the same name.

On the package's ground floor (beside ``paths`` and ``i18n``), because the network
tables, the leaderboard server, the play layer and the interface all apply this one rule.

A name typed by someone else ends up on other people's screens (a table's seats, a club's
lobby, the daily leaderboard), so it must be visible, short and plain text, and one
player must not be able to pass for another. Two rules:

* **Shown as typed, if it can be seen** (`visible_name`, `clean_name`). NFC-normalised;
  every character printable (no control or format character, no bidirectional override,
  no line separator, no private-use or unassigned code point); at most `MAX_MARKS`
  combining marks on one character (a "Zalgo" name draws over its neighbours); and at
  least one character that draws something: letters, digits, punctuation and symbols
  that are not one of the blanks fonts draw as nothing (U+3164 HANGUL FILLER, U+2800
  BRAILLE PATTERN BLANK, the Hangul and halfwidth fillers, variation selectors...).
* **The same name** (`skeleton`): two names are the same when they differ only in case,
  width or compatibility forms (NFKC with case folding), in accents and other combining
  marks, in spaces, dots, dashes and underscores, or in letters that look alike across
  scripts (Cyrillic "а" for Latin "a", Greek "Ο" for "O", the digit "0" for "o", "1"
  and "I" for "l"...; `_CONFUSABLE`, a short table of the look-alikes of the Latin
  letters, not Unicode's whole confusables list). The server keeps each skeleton for the
  first player who used it on a day (`store.Store.add`); see docs/CLUB.md.
"""

from __future__ import annotations

import unicodedata
from typing import Final

#: Longest name (characters, after normalisation).
MAX_NAME: Final = 24
#: Most combining marks one character may carry (Vietnamese needs two).
MAX_MARKS: Final = 2

#: Why a name may not be shown: `problem`'s answers (and `visible_name`'s ValueError),
#: one fixed text per rule, so that the game can say the broken rule in the player's
#: language (`ui/words/name_rules.py`) while the server sends these words as they are.
TOO_LONG: Final = f"a name is 1 to {MAX_NAME} characters"
UNPRINTABLE: Final = "a name is printable characters"
TOO_MANY_MARKS: Final = f"at most {MAX_MARKS} accents on one letter"
SHOWS_NOTHING: Final = "a name must show at least one letter, digit or sign"

#: Printable code points that draw nothing (or nothing a reader can tell apart from a
#: space) in the fonts the game uses.
_BLANK: Final = frozenset(
    (0x115F, 0x1160, 0x3164, 0xFFA0, 0x2800, 0x034F, 0x17B4, 0x17B5, 0x180E, 0x2062, 0x2063)
).union(range(0xFE00, 0xFE10), range(0xE0100, 0xE01F0), range(0x180B, 0x1810))

#: Look-alikes of Latin letters and digits in other scripts, folded to one letter.
_CONFUSABLE: Final = str.maketrans(
    {
        # Cyrillic
        "а": "a", "в": "b", "е": "e", "ё": "e", "к": "k", "м": "m", "н": "h", "о": "o",
        "р": "p", "с": "c", "т": "t", "у": "y", "х": "x", "і": "i", "ї": "i", "ј": "j",
        "ѕ": "s", "ԁ": "d", "һ": "h", "ԛ": "q", "ԝ": "w", "ӏ": "l", "г": "r", "п": "n",
        # Greek
        "α": "a", "β": "b", "ε": "e", "η": "n", "ι": "i", "κ": "k", "ν": "v", "ο": "o",
        "ρ": "p", "τ": "t", "υ": "u", "χ": "x", "γ": "y", "ω": "w", "μ": "u", "ζ": "z",
        # Digits and signs that read as letters
        "0": "o", "1": "l", "i": "l", "3": "e", "5": "s", "$": "s", "@": "a", "!": "l",
        "|": "l",
    }
)  # fmt: skip
#: Characters a skeleton ignores: they separate words without changing the name.
_SEPARATORS: Final = frozenset(" ._-·'’`")


def _is_mark(ch: str) -> bool:
    return unicodedata.category(ch).startswith("M")


def _draws(ch: str) -> bool:
    """Whether ``ch`` puts ink on the screen."""
    return ord(ch) not in _BLANK and unicodedata.category(ch)[0] in "LNPS"


def problem(name: str) -> str | None:
    """Why ``name`` (already NFC) may not be shown, or None when it may."""
    if not 1 <= len(name) <= MAX_NAME:
        return TOO_LONG
    if not name.isprintable():
        return UNPRINTABLE
    run = 0
    for ch in name:
        run = run + 1 if _is_mark(ch) else 0
        if run > MAX_MARKS:
            return TOO_MANY_MARKS
    if not any(_draws(ch) for ch in name):
        return SHOWS_NOTHING
    return None


def visible_name(name: str) -> str:
    """``name`` NFC-normalised if it may be shown as it is; ValueError (saying why)
    otherwise (the server refuses such a name rather than change it)."""
    text = unicodedata.normalize("NFC", name)
    why = problem(text)
    if why is not None:
        raise ValueError(why)
    return text


def clean_name(name: str, fallback: str) -> str:
    """``name`` made showable by dropping what may not be shown (a table keeps a
    joiner's name rather than turn him away): unprintable and blank characters, marks
    past `MAX_MARKS`, spaces at the ends; at most `MAX_NAME` characters; ``fallback``
    if nothing visible is left."""
    out: list[str] = []
    run = 0
    for ch in unicodedata.normalize("NFC", name):
        if not ch.isprintable() or ord(ch) in _BLANK:
            continue
        run = run + 1 if _is_mark(ch) else 0
        if run > MAX_MARKS or (run and not out):
            continue
        out.append(ch)
    text = "".join(out).strip()[:MAX_NAME].strip()
    return text if problem(text) is None else fallback


def skeleton(name: str) -> str:
    """What ``name`` reads as: equal skeletons are the same name (module docstring)."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    bare = "".join(ch for ch in unicodedata.normalize("NFD", folded) if not _is_mark(ch))
    plain = unicodedata.normalize("NFKC", bare).translate(_CONFUSABLE)
    return "".join(ch for ch in plain if ch not in _SEPARATORS and _draws(ch))
