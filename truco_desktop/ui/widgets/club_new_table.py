"""The lobby's "A new table" box: the rules, computer players and señas of a club table.

Its choices are the offline game's: every variant's player counts (3 and 8 too), flor,
falta, target and deck as ``play.rules.offered_rules`` lists them, best of three where
the rules allow it (not with three players, AR-GALLO-5), the computer players' level, the
señas and whether opponents catch them, and whether the table is listed in the lobby or
reached by its code. ``create_request`` is the protocol's ``create`` of those choices.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QWidget,
)

from truco_desktop.i18n import Context
from truco_desktop.net import protocol as P
from truco_desktop.ui.widgets.net_table import LEVELS
from truco_desktop.ui.words import help_text

if TYPE_CHECKING:
    from truco_desktop.engine import Rules
    from truco_desktop.storage import Preferences

translate = QCoreApplication.translate
# The menus' plural messages, read by lupdate as plurals (`i18n.Context`).
AppMenus = Context("AppMenus")


def rule_choices() -> dict[str, dict[str, list[Any]]]:
    """Per variant, the values the game offers for each choice (``offered_rules``)."""
    from truco_desktop.play.rules import offered_rules

    found: dict[str, dict[str, list[Any]]] = {}
    for rules in offered_rules():
        per = found.setdefault(
            rules.variant_name,
            {"players": [], "flor": [], "falta": [], "target": [], "deck": []},
        )
        for key, value in (
            ("players", rules.players),
            ("flor", rules.flor),
            ("falta", rules.falta),
            ("target", rules.target),
            ("deck", rules.deck_option),
        ):
            if value not in per[key]:
                per[key].append(value)
    for per in found.values():
        per["players"].sort()
        per["target"].sort()
    return found


class NewTableBox(QGroupBox):
    """The choices of a new club table."""

    def __init__(self, prefs: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.prefs = prefs
        self.choices = rule_choices()
        form = QFormLayout(self)
        self.table_name_edit = QLineEdit(self)
        self.table_name_edit.setMaxLength(24)
        self.public_check = QCheckBox(self)
        self.public_check.setChecked(True)
        self.variant_combo = QComboBox(self)
        self.players_combo = QComboBox(self)
        self.flor_combo = QComboBox(self)
        self.falta_combo = QComboBox(self)
        self.target_combo = QComboBox(self)
        self.deck_combo = QComboBox(self)
        self.best_check = QCheckBox(self)
        self.level_combo = QComboBox(self)
        self.signs_check = QCheckBox(self)
        self.catching_check = QCheckBox(self)
        # Your team's decisions (issue 31 item 4): the offline options, for every person.
        self.asks_first_check = QCheckBox(self)
        self.answers_check = QCheckBox(self)
        self.asks_first_check.setChecked(self.prefs.partner_asks_first)
        self.answers_check.setChecked(not self.prefs.partner_answers)
        self.signs_check.setChecked(self.prefs.signs_enabled)
        self.catching_check.setChecked(self.prefs.opponents_catch_signs)
        self.signs_check.toggled.connect(self.catching_check.setEnabled)
        self.variant_combo.activated.connect(lambda *_: self.fill_rules(None, None))
        self.players_combo.activated.connect(lambda *_: self._sync())
        for combo in self.findChildren(QComboBox):
            # A long choice (the falta's words) is cut in the closed combo, not the list.
            combo.setSizeAdjustPolicy(
                QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
            )
            combo.setMinimumContentsLength(12)
        self.form_labels: dict[str, QLabel] = {}
        for key, widget in (
            ("table", self.table_name_edit),
            ("variant", self.variant_combo),
            ("players", self.players_combo),
            ("flor", self.flor_combo),
            ("falta", self.falta_combo),
            ("target", self.target_combo),
            ("deck", self.deck_combo),
            ("level", self.level_combo),
        ):
            label = QLabel(self)
            label.setBuddy(widget)
            self.form_labels[key] = label
            form.addRow(label, widget)
        for check in (
            self.best_check,
            self.public_check,
            self.asks_first_check,
            self.answers_check,
            self.signs_check,
            self.catching_check,
        ):
            form.addRow(check)
        self.retranslate()

    def retranslate(self) -> None:
        self.setTitle(self.tr("A new table"))
        labels = {
            "table": self.tr("Table's na&me:"),
            "variant": self.tr("&Variant:"),
            "players": self.tr("&Players:"),
            "flor": self.tr("&Flor:"),
            "falta": self.tr("F&alta envido:"),
            "target": self.tr("Matc&h to:"),
            "deck": self.tr("D&eck:"),
            "level": self.tr("Computer p&layers:"),
        }
        for key, text in labels.items():
            self.form_labels[key].setText(text)
        self.public_check.setText(self.tr("Li&sted in the lobby (else reached by its code)"))
        self.best_check.setText(translate("AppMenus", "&Best of three"))
        self.signs_check.setText(translate("AppMenus", "Partner si&gnals (señas)"))
        self.catching_check.setText(translate("AppMenus", "Opponents can &catch signs"))
        #: A network table's option: a computer partner asks his person before a truco.
        self.asks_first_check.setText(self.tr("Computer partners as&k before calling truco"))
        #: A network table's option: a call put to a team waits for its person.
        self.answers_check.setText(self.tr("People ans&wer calls for their team"))
        self.fill_rules(self.variant_combo.currentData(), self.players_combo.currentData())

    def fill_rules(self, variant: str | None, players: int | None) -> None:
        """The choices of ``variant`` (the combo's, if None), keeping what still applies."""
        prefs = self.prefs
        keep = {  # what was chosen, else the offline game's own choices
            self.flor_combo: self.flor_combo.currentData() or prefs.flor,
            self.falta_combo: self.falta_combo.currentData() or prefs.falta,
            self.target_combo: self.target_combo.currentData() or prefs.target_argentino,
            self.deck_combo: self.deck_combo.currentData() or prefs.paulista_deck,
        }
        keep[self.level_combo] = self.level_combo.currentData() or self.prefs.opponents_level
        variant = variant or self.variant_combo.currentData() or self.prefs.variant
        players = players or self.players_combo.currentData() or self.prefs.players
        self.variant_combo.clear()
        for name in self.choices:
            self.variant_combo.addItem(help_text.variant_title(name), name)
        self.variant_combo.setCurrentIndex(max(0, self.variant_combo.findData(variant)))
        per = self.choices[self.variant_combo.currentData()]
        words = {
            "off": translate("AppMenus", "Off"),
            "simple": translate("AppMenus", "Simple (3 points a flor)"),
            "full": translate("AppMenus", "Full (with contraflor)"),
            "total": translate("AppMenus", "Worth what the leader needs to win"),
            "malas": translate("AppMenus", "Wins the match while the leader is in the malas"),
            "dirty": translate("AppMenus", "Dirty deck (40 cards)"),
            "clean": translate("AppMenus", "Clean deck (24 cards)"),
        }
        self.players_combo.clear()
        for count in per["players"]:
            self.players_combo.addItem(AppMenus.tr("%n players", None, count), count)
        self.players_combo.setCurrentIndex(max(0, self.players_combo.findData(players)))
        for combo, key in (
            (self.flor_combo, "flor"),
            (self.falta_combo, "falta"),
            (self.target_combo, "target"),
            (self.deck_combo, "deck"),
        ):
            combo.clear()
            for value in per[key]:
                text = (
                    AppMenus.tr("%n points", None, value)
                    if key == "target"
                    else words[value]
                )
                combo.addItem(text, value)
            combo.setCurrentIndex(max(0, combo.findData(keep[combo])))
            combo.setEnabled(len(per[key]) > 1)
        self.level_combo.clear()
        names = {
            "easy": translate("AppMenus", "Easy"),
            "normal": translate("AppMenus", "Normal"),
            "hard": translate("AppMenus", "Hard"),
            "expert": translate("AppMenus", "Expert"),
        }
        for level in LEVELS:
            self.level_combo.addItem(names[level], level)
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(keep[self.level_combo])))
        self._sync()

    def _sync(self) -> None:
        three = self.players_combo.currentData() == 3  # AR-GALLO-5: no best of three
        self.best_check.setEnabled(not three)

    def rules(self) -> Rules:
        """The rules chosen for a new table (``play.rules.rules_for``)."""
        from truco_desktop.play.rules import rules_for

        return rules_for(
            self.variant_combo.currentData(),
            self.players_combo.currentData(),
            flor=self.flor_combo.currentData(),
            falta=self.falta_combo.currentData(),
            target=self.target_combo.currentData(),
            deck=self.deck_combo.currentData(),
            best_of_three=self.best_check.isChecked(),
        )

    def create_request(self, *, public: bool | None = None, name: str = "") -> dict[str, Any]:
        """The ``create`` message of the table chosen (its ``type`` added when sent)."""
        return {
            "name": self.table_name_edit.text().strip() or name,
            "public": self.public_check.isChecked() if public is None else public,
            "rules": P.rules_json(self.rules()),
            "level": self.level_combo.currentData(),
            "signs": self.signs_check.isChecked(),
            "catching": self.signs_check.isChecked() and self.catching_check.isChecked(),
            "asks_first": self.asks_first_check.isChecked(),
            "answers": self.answers_check.isChecked(),
        }
