"""Options → Daily leaderboard…: the player opts in, names the server and his name.

The online leaderboard (docs/LEADERBOARD.md) is off until the player turns it on here.
The dialog reads and writes `play.leaderboard.LeaderboardSettings` (the player's
``config/leaderboard.json``; the random player id is made there once and never shown
or changed here). Bad input is said next to the field, in the player's language, and
nothing typed is lost: the dialog stays open until what is typed can be kept.

On save the window's client is told (`on_saved`): turned on, the results waiting in the
queue go to the server and name now set; turned off, nothing more is sent.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from truco_desktop.i18n import fill
from truco_desktop.paths import AppPaths
from truco_desktop.play import leaderboard as lb
from truco_desktop.ui.widgets.chrome import apply_chrome, fit_height
from truco_desktop.ui.widgets.live_texts import LiveTexts
from truco_desktop.ui.words.name_rules import name_problem_text

# What the address field shows while it is empty, and the example in its error.
EXAMPLE_SERVER = "https://truco.example.org"
WIDTH = 560
translate = QCoreApplication.translate


class LeaderboardDialog(QDialog):
    """Opt in or out of the daily leaderboard; the server's address; the player's name."""

    def __init__(
        self,
        paths: AppPaths,
        parent: QWidget | None = None,
        on_saved: Callable[[lb.LeaderboardSettings], object] | None = None,
    ) -> None:
        super().__init__(parent)
        apply_chrome(self)
        self.paths = paths
        self.on_saved = on_saved
        self.settings = lb.load_settings(paths)  # the player id is made (and kept) here
        self._problem: str | None = None  # "server" or "name": what the player must fix
        self._name_reason = ""  # the rule of `names` the name breaks (said in words)
        self.texts = LiveTexts()
        self.texts.add(lambda: self.setWindowTitle(self.tr("Daily leaderboard")))
        self.setFixedWidth(WIDTH)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 18)
        layout.setSpacing(10)
        title = QLabel()
        title.setProperty("role", "title")
        self.texts.add(lambda: title.setText(self.tr("Daily leaderboard")))
        layout.addWidget(title)
        intro = QLabel()
        intro.setWordWrap(True)
        intro.setProperty("role", "secondary")
        self.texts.add(
            lambda: intro.setText(
                self.tr(
                    "Compare your daily deal with other players. After each daily match your"
                    " result is sent to a leaderboard server, which checks it by playing the"
                    " match again."
                )
            )
        )
        layout.addWidget(intro)

        self.enabled = QCheckBox()
        self.enabled.setChecked(self.settings.enabled)
        self.texts.add(
            lambda: self.enabled.setText(self.tr("&Send my daily results to the leaderboard"))
        )
        layout.addWidget(self.enabled)

        form = QFormLayout()
        form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        form.setHorizontalSpacing(12)
        form.setVerticalSpacing(8)
        self.server = QLineEdit(self.settings.server)
        self.server.setPlaceholderText(EXAMPLE_SERVER)
        self.server.setInputMethodHints(Qt.InputMethodHint.ImhUrlCharactersOnly)
        server_label = QLabel()
        server_label.setBuddy(self.server)
        self.texts.add(lambda: server_label.setText(self.tr("Server &address")))
        self.name = QLineEdit(self.settings.name)
        name_label = QLabel()
        name_label.setBuddy(self.name)
        self.texts.add(lambda: name_label.setText(self.tr("Your &name")))
        for label, field in ((server_label, self.server), (name_label, self.name)):
            # The label's words in line with the field's text.
            label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            label.setMinimumHeight(field.sizeHint().height())
            form.addRow(label, field)
        layout.addLayout(form)
        self.texts.add(self._accessible_texts)

        privacy = QLabel()
        privacy.setWordWrap(True)
        privacy.setProperty("role", "secondary")
        self.texts.add(
            lambda: privacy.setText(
                self.tr(
                    "Only your name, a random number made on this computer and your daily"
                    " matches are sent. There is no account. Your own results stay on this"
                    " computer whatever the server does."
                )
            )
        )
        layout.addWidget(privacy)
        self.waiting = QLabel()
        self.waiting.setWordWrap(True)
        self.waiting.setProperty("role", "secondary")
        self.texts.add(self._show_waiting)
        layout.addWidget(self.waiting)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setProperty("role", "error")
        self.error.setVisible(False)
        layout.addWidget(self.error)

        buttons = QHBoxLayout()
        cancel = QPushButton()
        self.texts.add(lambda: cancel.setText(translate("buttons", "Cancel")))
        cancel.setAutoDefault(False)
        cancel.clicked.connect(self.reject)
        self.save_button = QPushButton()
        self.texts.add(lambda: self.save_button.setText(translate("buttons", "Save")))
        self.save_button.setProperty("role", "accept")
        self.save_button.setDefault(True)
        self.save_button.clicked.connect(self.save)
        buttons.addStretch(1)
        buttons.addWidget(cancel)
        buttons.addWidget(self.save_button)
        layout.addLayout(buttons)
        self.enabled.setFocus()

    # ------------------------------------------------------------------ words

    def _accessible_texts(self) -> None:
        self.enabled.setAccessibleName(self.tr("Send my daily results to the leaderboard"))
        self.server.setAccessibleName(self.tr("Server address"))
        self.server.setAccessibleDescription(
            fill(self.tr("The leaderboard server's address, for example %1"), EXAMPLE_SERVER)
        )
        self.name.setAccessibleName(self.tr("Your name"))
        self.name.setAccessibleDescription(
            self.tr("The name the other players see on the leaderboard")
        )
        if self._problem_text():
            self.error.setText(self._problem_text())

    def _show_waiting(self) -> None:
        count = len(lb.Queue(self.paths).items())
        self.waiting.setText(self.tr("%n results wait to be sent.", None, count) if count else "")
        self.waiting.setVisible(bool(count))

    def _problem_text(self) -> str:
        if self._problem == "server":
            #: %1 and %2 are "http://" and "https://", %3 an example address.
            return fill(
                self.tr(
                    "The server's address must start with %1 or %2 and name the server,"
                    " for example %3."
                ),
                "http://",
                "https://",
                EXAMPLE_SERVER,
            )
        if self._problem == "name":
            return name_problem_text(self._name_reason)
        return ""

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "texts"):
            self.texts.apply()
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        fit_height(self)
        super().showEvent(event)

    # ------------------------------------------------------------------ saving

    def _refuse(self, problem: str, field: QLineEdit) -> None:
        """Say what is wrong beside the fields; keep everything typed; focus the field."""
        self._problem = problem
        for each in (self.server, self.name):
            each.setProperty("invalid", each is field)
            each.style().unpolish(each)
            each.style().polish(each)
        self.error.setText(self._problem_text())
        self.error.setVisible(True)
        self.error.setAccessibleName(self._problem_text())
        field.setFocus()
        field.selectAll()
        if self.isVisible():
            fit_height(self)

    def checked(self) -> lb.LeaderboardSettings | None:
        """The settings typed, or None (and the problem said) when they cannot be kept.

        Turned on, both fields are needed; turned off, what is typed is kept if it is
        valid, so the player can turn it on later without typing again.
        """
        on = self.enabled.isChecked()
        values: dict[str, str] = {}
        for problem, field, check in (
            ("server", self.server, lb.check_server),
            ("name", self.name, lb.check_name),
        ):
            text = field.text()
            if not text.strip() and not on:
                values[problem] = ""
                continue
            try:
                values[problem] = check(text)
            except ValueError as error:
                if problem == "name":
                    self._name_reason = str(error)
                self._refuse(problem, field)
                return None
        return lb.LeaderboardSettings(on, values["server"], values["name"], self.settings.player_id)

    def save(self) -> bool:
        """Keep what is typed (atomically) and close; False when it cannot be kept."""
        settings = self.checked()
        if settings is None:
            return False
        if not lb.save_settings(self.paths, settings):
            self._problem = None
            self.error.setText(
                self.tr("The settings could not be written. Check the disk and try again.")
            )
            self.error.setVisible(True)
            return False
        self.settings = settings
        if self.on_saved is not None:
            self.on_saved(settings)
        self.accept()
        return True
