"""``truco-desktop --demo [--seed N] [--hands N]``: bots in every seat, hand after hand.

The human's seat is played by a bot too, through the same ``GameModel.submit`` the
buttons use, so the demo exercises the whole table. It ends cleanly after ``hands``
hands (a few, ``DEMO_HANDS``, unless told; never, with ``hands`` None, for soak tests),
or at once with Esc or Ctrl+Q. It speaks the player's language, with the English plural
forms ("1 point") when that is English.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QWidget

from truco_desktop.engine import Rules
from truco_desktop.engine.variants import DEFAULT_VARIANT, VARIANTS

# How many hands ``--demo`` plays when ``--hands`` is not given.
DEMO_HANDS = 5


class DemoPilot(QObject):
    """Plays the human's seat whenever the table hands it the turn."""

    def __init__(
        self,
        table: object,
        seed: int,
        hands: int | None,
        on_done: Callable[[], None],
        on_hand: Callable[[int], None] | None = None,
    ) -> None:
        super().__init__()
        from truco_desktop.play.players import standard_bot

        self.table = table
        self.hands = hands
        self.done_hands = 0
        self.on_done = on_done
        self.on_hand = on_hand
        self.rng = random.Random(seed)
        self.bot = standard_bot("normal")
        table.auto_next_ms = 0 if table.motion.instant else 900  # type: ignore[attr-defined]
        table.director.human_turn.connect(self._act)  # type: ignore[attr-defined]
        table.director.hand_done.connect(self._hand_done)  # type: ignore[attr-defined]
        table.director.song_turn.connect(self._sing)  # type: ignore[attr-defined]

    def _sing(self, _song: object) -> None:
        """The human seat's envido song (AR-ENV-8b), said after a moment."""
        director = self.table.director  # type: ignore[attr-defined]
        QTimer.singleShot(0 if self.table.motion.instant else 400, director.sing)  # type: ignore[attr-defined]

    def _act(self) -> None:
        QTimer.singleShot(0 if self.table.motion.instant else 250, self._choose)  # type: ignore[attr-defined]

    def _choose(self) -> None:
        model = self.table.model  # type: ignore[attr-defined]
        if not model.human_in_charge() or self.table.director.busy:  # type: ignore[attr-defined]
            return
        from truco_desktop.play.computer import ask

        # The human seat's own view (the pilot sees what a player sees), asked as every
        # table asks a computer seat: a failing pilot plays the one fallback.
        action = ask(self.bot, model.view(), self.rng).action
        if action is not None:
            model.submit(action)

    def _hand_done(self) -> None:
        self.done_hands += 1
        if self.on_hand is not None:
            self.on_hand(self.done_hands)
        if self.hands is not None and self.done_hands >= self.hands:
            self.on_done()
            return
        model = self.table.model  # type: ignore[attr-defined]
        state = model.state
        if state is not None and state.series_over:
            QTimer.singleShot(0, model.play_again)


def end_keys(table: QWidget, finish: Callable[[], None]) -> QShortcut:
    """Esc (the table's "menu") and Ctrl+Q end the demo, as closing its window does."""
    table.menu_requested.connect(finish)  # type: ignore[attr-defined]
    quit_key = QShortcut(QKeySequence("Ctrl+Q"), table)
    quit_key.setContext(Qt.ShortcutContext.WindowShortcut)
    quit_key.activated.connect(finish)
    return quit_key


def speak_the_players_language(app: QApplication) -> None:
    """The language the player chose (the system's otherwise), with the English plural
    forms: the demo reads the settings and writes nothing."""
    from truco_desktop.i18n import apply_language
    from truco_desktop.paths import app_paths
    from truco_desktop.storage import SettingsStore

    try:
        prefs, _message = SettingsStore(app_paths()).load()
        language = prefs.language
    except OSError:
        language = None
    apply_language(app, language)


def run_demo(
    seed: int | None = None,
    hands: int | None = DEMO_HANDS,
    *,
    variant: str = DEFAULT_VARIANT,
    players: int = 4,
    speed: str = "normal",
    show: bool = True,
    on_hand: Callable[[int], None] | None = None,
    sound: bool = False,
) -> int:
    """Run the demo; returns the process exit code (0). It is silent unless ``sound``."""
    from truco_desktop.ui.models.game_model import GameModel
    from truco_desktop.ui.widgets.table_widget import TableWidget

    app = QApplication.instance() or QApplication([])
    speak_the_players_language(app)  # type: ignore[arg-type]
    seed = seed if seed is not None else random.SystemRandom().randrange(1 << 30)
    model = GameModel()
    model.set_animation_speed(speed)
    table = TableWidget(model)
    table.setWindowTitle(table.tr("Truco · demo"))
    table.resize(1280, 800)
    if show:
        table.show()
    if sound:
        from truco_desktop.ui.audio.sound import DEFAULT_VOLUME, TableSounds

        sounds = TableSounds(table)
        sounds.attach(table)
        sounds.configure(True, DEFAULT_VOLUME)

    def finish() -> None:
        table.shutdown()
        app.quit()  # type: ignore[union-attr]

    end_keys(table, finish)
    pilot = DemoPilot(table, seed, hands, finish, on_hand)
    model.new_match(Rules(variant, players), seed=f"demo-{seed}", bot_seed=seed)
    app.exec()  # type: ignore[union-attr]
    del pilot
    table.deleteLater()
    return 0


def main(argv: list[str] | None = None) -> int:
    import argparse

    parser = argparse.ArgumentParser(prog="truco-desktop --demo")
    parser.add_argument("--seed", type=int, default=None)
    parser.add_argument("--hands", type=int, default=DEMO_HANDS)
    parser.add_argument("--variant", default=DEFAULT_VARIANT, choices=sorted(VARIANTS))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--speed", default="normal")
    args = parser.parse_args([a for a in (argv or []) if a != "--demo"])
    return run_demo(
        args.seed, args.hands, variant=args.variant, players=args.players, speed=args.speed
    )


if __name__ == "__main__":
    raise SystemExit(main())
