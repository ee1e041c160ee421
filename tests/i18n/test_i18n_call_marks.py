"""Every call word shown keeps its Spanish marks, in every language.

The calls are said as at the table (GLOSSARY.md): a shouted Argentine bet reads
¡Truco!, ¡Real envido!, ¡Contraflor al resto! in the bubble and the hand log whatever the
language, the word inside unchanged; an answer (Quiero, No quiero, Me voy al mazo) is
said without marks; a Brazilian bet is shouted Truco!, Seis! (Portuguese has no ¡).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from i18n_helpers import LANGUAGES
from PySide6.QtWidgets import QApplication
from team_questions import answer_team_question

from truco_desktop import i18n
from truco_desktop.ui.words import strings as S

ALL = ("en", *LANGUAGES)
ARGENTINE = tuple(S.SHORTCUTS)  # every call word; those of other variants are skipped


@pytest.fixture
def app(qapp: QApplication) -> Iterator[QApplication]:
    yield qapp
    i18n.apply_language(qapp, "en")


def _words(variant: str) -> dict[str, str]:
    from truco_desktop.ui.words.presentation import presentation

    return presentation(variant).words()


@pytest.mark.parametrize("language", ALL)
def test_argentine_bets_are_shouted_with_spanish_marks(app: QApplication, language: str) -> None:
    i18n.apply_language(app, "en")
    spanish = _words("argentino")
    i18n.apply_language(app, language)
    shown = _words("argentino")
    assert shown == spanish, f"{language} changed a call name"
    bets = [w for w in spanish if S.is_bet(w)]
    assert {"truco", "retruco", "vale_cuatro", "envido", "real_envido", "falta_envido"} <= set(bets)
    for word in spanish:
        said = S.spoken("argentino", word)
        if word in bets:
            assert said == f"¡{spanish[word]}!", (language, word, said)
        else:
            assert said == spanish[word], (language, word, said)
    for word in ("retruco", "vale_cuatro"):  # a raise at your own turn
        label = S.call_label("argentino", word, own_turn=True)
        assert label in ("Retruco", "Vale cuatro"), (language, label)


@pytest.mark.parametrize("language", ALL)
@pytest.mark.parametrize("variant", ["mineiro", "paulista"])
def test_brazilian_bets_are_shouted_in_portuguese(
    app: QApplication, language: str, variant: str
) -> None:
    i18n.apply_language(app, "en")
    portuguese = _words(variant)
    i18n.apply_language(app, language)
    for word in ("truco", "seis", "nove", "doze", "quiero", "no_quiero"):
        assert S.call_label(variant, word) == portuguese[word], (language, word)
    for word in ("truco", "seis", "nove", "doze"):
        said = S.spoken(variant, word)
        assert said.endswith(f"{portuguese[word]}!") and said.lstrip("¡") == f"{portuguese[word]}!"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_table_and_the_log_show_the_marks(main_window: Any, qtbot: Any, language: str) -> None:
    """At a real table in each language your bet is ¡…! in your bubble and in the log."""
    from truco_desktop.engine.actions import call

    window = main_window()
    window.menus.language_actions[language].trigger()
    QApplication.processEvents()
    model, table = window.model, window.table
    for _turn in range(12):  # play cards until a bet is yours to make
        legal = model.session.match.legal_actions()
        bets = [w for w in S.SHORTCUTS if S.is_bet(w) and call(w) in legal]
        if bets:
            break
        # Play a card; when a call is yours to answer instead, refuse it (an accepted
        # falta envido could end the match on its first hand).
        cards = [a for a in legal if a.kind == "play"]
        refusals = [a for a in legal if a.kind == "no_quiero"]
        assert model.submit((cards or refusals or list(legal))[0])
        qtbot.waitUntil(lambda: _your_turn(window), timeout=60000)
    word = bets[0]
    expected = f"¡{_words('argentino')[word]}!"
    assert model.submit(call(word))
    log = table.panel.log

    def logged() -> bool:
        return any(log.item(i).text().endswith(expected) for i in range(log.count()))

    qtbot.waitUntil(logged, timeout=60000)
    bubble = table.scene.bubbles.get(0)
    assert bubble is None or bubble.text == expected, bubble.text


def _your_turn(window: Any) -> bool:
    """The human may act (a finished hand is dealt on; a question for his team about his
    partner's answer or call is answered)."""
    table, model = window.table, window.model
    if model.session.match.hand.is_over and not table.director.busy:
        table._summary_button()
    answer_team_question(table.director)  # the partner's answer or call, yours to say
    return (
        table.input_enabled()
        and not model.session.match.hand.is_over
        and model.session.match.to_act == 0
    )
