"""The engine's refusals and the storage layer's notices, in the player's language.

The engine and the storage layer never import Qt: a refusal (`IllegalAction`) and a
`Notice` carry a stable code, parameters and an English sentence for the logs. These
tables turn the code into a translated sentence; an unknown code falls back to the
English sentence, so a new code is never shown as nothing.

Each table entry is a `QT_TRANSLATE_NOOP` (which lupdate extracts) and the names of the
parameters that fill `%1`, `%2`, … in order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from truco_desktop.i18n import Context, fill
from truco_desktop.storage.notices import Notice

translate = QCoreApplication.translate
#: For the plural (see `i18n.Context`).
notices = Context("notices")

# Refusal code of the engine (engine/hand.py `explain_illegal`, engine/match.py, the
# game model) -> the sentence shown under the call bar.
REFUSALS: Mapping[str, str] = {
    "no_match": QT_TRANSLATE_NOOP("refusals", "There is no match in progress."),
    "hand_over": QT_TRANSLATE_NOOP("refusals", "The hand is over."),
    "no_such_seat": QT_TRANSLATE_NOOP("refusals", "There is no such seat at this table."),
    "not_in_variant": QT_TRANSLATE_NOOP("refusals", "That call is not part of this game."),
    "flor_off": QT_TRANSLATE_NOOP("refusals", "Flor is not played at this table."),
    "must_announce_flor": QT_TRANSLATE_NOOP("refusals", "You must announce your flor first."),
    "no_flor": QT_TRANSLATE_NOOP("refusals", "Only a player with a flor can answer a flor."),
    "not_allowed_reply": QT_TRANSLATE_NOOP("refusals", "You may not answer this call now."),
    "partner_answers": QT_TRANSLATE_NOOP("refusals", "Your partner answers this call."),
    "not_your_turn": QT_TRANSLATE_NOOP("refusals", "It is not your turn."),
    "set_choice_first": QT_TRANSLATE_NOOP("refusals", "Choose what to do with your set first."),
    "discard_first": QT_TRANSLATE_NOOP("refusals", "The gallo must first discard one card."),
    "discard_done": QT_TRANSLATE_NOOP("refusals", "The gallo discards only once, before play."),
    "not_the_gallo": QT_TRANSLATE_NOOP("refusals", "Only the gallo discards a card."),
    "no_gallo": QT_TRANSLATE_NOOP("refusals", "Only the gallo discards, with three players."),
    "onze_decision_first": QT_TRANSLATE_NOOP(
        "refusals", "The team on 11 must first decide whether to play the hand."
    ),
    "call_pending": QT_TRANSLATE_NOOP("refusals", "A call is waiting: answer it first."),
    "card_not_held": QT_TRANSLATE_NOOP("refusals", "You do not hold that card."),
    "cannot_cover": QT_TRANSLATE_NOOP(
        "refusals",
        "You may play a card face down only from the second trick on, and not when you"
        " lead the trick.",
    ),
    "no_mazo_while_pending": QT_TRANSLATE_NOOP(
        "refusals", "Nobody may go to the deck while a call is waiting for an answer."
    ),
    "nothing_to_answer": QT_TRANSLATE_NOOP("refusals", "There is no call to answer."),
    "envido_chain": QT_TRANSLATE_NOOP("refusals", "That envido cannot follow the last one."),
    "envido_after_truco": QT_TRANSLATE_NOOP(
        "refusals", "The envido is closed once a Truco has been accepted."
    ),
    "flor_beats_envido": QT_TRANSLATE_NOOP(
        "refusals", "A flor was announced, so there is no envido this hand."
    ),
    "one_envido": QT_TRANSLATE_NOOP("refusals", "There is only one envido per hand."),
    "envido_closed": QT_TRANSLATE_NOOP(
        "refusals", "The envido can only be called in the first trick, before you play."
    ),
    "no_truco_in_hand": QT_TRANSLATE_NOOP(
        "refusals", "There is no Truco in a mão de onze or a mão de ferro."
    ),
    "raise_cannot_matter": QT_TRANSLATE_NOOP(
        "refusals", "That raise is not yours to call, or it could not change anything."
    ),
    "not_your_raise": QT_TRANSLATE_NOOP(
        "refusals", "Only the team that accepted the last bet may raise it, one step at a time."
    ),
    "no_flor_call": QT_TRANSLATE_NOOP("refusals", "That flor call is not possible now."),
    "not_legal_now": QT_TRANSLATE_NOOP("refusals", "That is not allowed now."),
    "hand_in_progress": QT_TRANSLATE_NOOP("refusals", "The hand is not over yet."),
    "match_over": QT_TRANSLATE_NOOP("refusals", "The match is over."),
    "not_blind": QT_TRANSLATE_NOOP(
        "refusals", "A card is played by its place only in a mão de ferro."
    ),
    # A network table: who sat down during a hand plays from the next deal.
    "next_hand": QT_TRANSLATE_NOOP(
        "refusals", "You play from the next hand: a computer player finishes this one."
    ),
}


def refusal_text(code: str, message: str) -> str:
    """The sentence for refusal `code`; the engine's English `message` if unknown."""
    text = REFUSALS.get(code)
    return translate("refusals", text) if text else message


# Notice code of the storage layer and the hand history -> (sentence, parameters).
NOTICES: Mapping[str, tuple[str, Sequence[str]]] = {
    "settings.corrupt_kept": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Your settings file could not be read, so the default settings are in use; it"
            " will be moved aside before anything is saved over it.",
        ),
        (),
    ),
    "settings.corrupt_moved": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Your settings file could not be read, so it was moved aside to %1 and the"
            " default settings are in use.",
        ),
        ("moved_to",),
    ),
    "settings.newer": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Your settings file was written by a newer version of Truco, so only what this"
            " version understands is used, and a copy will be kept as %1 before it is"
            " changed.",
        ),
        ("backup",),
    ),
    "settings.invalid_fields": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Some settings had values this version cannot use (%1), so those are back to"
            " their defaults.",
        ),
        ("fields",),
    ),
    "statistics.corrupt_kept": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Your statistics file could not be read, so your statistics start again; it"
            " will be moved aside before anything is saved over it.",
        ),
        (),
    ),
    "statistics.corrupt_moved": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Your statistics file could not be read, so it was moved aside to %1 and your"
            " statistics start again.",
        ),
        ("moved_to",),
    ),
    "statistics.newer": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Your statistics file was written by a newer version of Truco, so only what"
            " this version understands is used, and a copy will be kept as %1 before it is"
            " changed.",
        ),
        ("backup",),
    ),
    "statistics.invalid_entries": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Some statistics could not be read (%1), so those entries start again.",
        ),
        ("entries",),
    ),
    "save.newer_kept": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Your saved match was made by a newer version of Truco, so it was left as it"
            " is; it cannot be resumed with this version.",
        ),
        (),
    ),
    "save.newer_moved": (
        QT_TRANSLATE_NOOP(
            "notices",
            "The match saved by a newer version of Truco was moved to %1 so that it is not"
            " overwritten.",
        ),
        ("moved_to",),
    ),
    "save.corrupt_kept": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Your saved match could not be read, so a new match will start; the file stays"
            " where it is until it can be moved aside.",
        ),
        (),
    ),
    "save.corrupt_moved": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Your saved match could not be read, so it was moved aside to %1 and a new"
            " match will start.",
        ),
        ("moved_to",),
    ),
    "history.corrupt_moved": (
        QT_TRANSLATE_NOOP(
            "notices",
            "Some of your hand history could not be read, so the file was moved aside to %1"
            " and the readable hands were kept.",
        ),
        ("moved_to",),
    ),
    "history.import_unreadable": (
        QT_TRANSLATE_NOOP("notices", "The file could not be read."),
        (),
    ),
    "history.import_too_large": (
        QT_TRANSLATE_NOOP("notices", "The file is too large to be hand records."),
        (),
    ),
    "history.import_not_text": (
        QT_TRANSLATE_NOOP("notices", "The file is not UTF-8 text."),
        (),
    ),
    "history.import_empty": (
        QT_TRANSLATE_NOOP("notices", "The file holds no hand records."),
        (),
    ),
    "history.import_too_many": (
        QT_TRANSLATE_NOOP("notices", "The file holds too many hands to import at once."),
        (),
    ),
    "history.import_bad_json": (
        QT_TRANSLATE_NOOP("notices", "Line %1 is not JSON."),
        ("line",),
    ),
    "history.import_bad_record": (
        QT_TRANSLATE_NOOP("notices", "Line %1 is not a valid hand record (%2)."),
        ("line", "problem"),
    ),
    "history.import_not_saved": (
        QT_TRANSLATE_NOOP("notices", "The hand history could not be saved (%1)."),
        ("error",),
    ),
}


def notice_text(notice: Notice) -> str:
    """`notice` in the player's language; its English text for an unknown code."""
    if notice.code == "history.imported":
        count = int(notice.params.get("count", "0") or 0)
        words = notices.tr("Imported %n hands.", None, count)
        if words == f"Imported {count} hands.":
            # No catalogue answered (not even the English plural forms): the notice's own
            # English, which says "1 hand".
            return notice.text
        return words
    entry = NOTICES.get(notice.code)
    if entry is None:
        return notice.text
    template, names = entry
    try:
        values = [notice.params[name] for name in names]
    except KeyError:
        return notice.text
    return fill(translate("notices", template), *values)


def notices_text(notices: Sequence[Notice]) -> str | None:
    """Several notices as one message, or None when there is nothing to say."""
    texts = [notice_text(n) for n in notices]
    return " ".join(texts) if texts else None
