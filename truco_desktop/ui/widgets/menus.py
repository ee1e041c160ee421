"""The main window's menus: Game, Rules, Options, Language, Help.

`AppMenus` builds the menu bar of a `MainWindow` and connects each entry to the window's
method for it; `retranslate` sets every text (again after a language change) and `sync`
checks the entries that match the preferences and hides those the variant does not use
(flor, the falta rule and the 15-point match are Argentine; the deck choice is
Paulista's; only Argentine Truco is played by six). The Deck style menu offers every
style the bundled decks draw (`deck_styles.deck_styles`: the card backs).

The menu bar's five titles exist from the start, so the first frame shows them; their
entries are made by `build()`, which the window calls just after the first paint (or
on first use). Until then `retranslate` and `sync` only remember what to apply.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from truco_desktop.bots.levels import PLAYER_LEVELS
from truco_desktop.engine.variants import VARIANTS, get_variant
from truco_desktop.i18n import LANGUAGE_NAMES, fill
from truco_desktop.storage import Preferences
from truco_desktop.ui.table.deck_styles import CLASSIC, deck_styles
from truco_desktop.ui.widgets.chrome import style_sheet
from truco_desktop.ui.words import help_text
from truco_desktop.ui.words.presentation import presentation

#: The levels the Options menu offers (``bots.levels``).
LEVELS = PLAYER_LEVELS
SPEEDS = ("slow", "normal", "fast", "instant")
VOLUMES = (25, 50, 75, 100)


class AppMenus(QObject):
    """The menu bar's entries; attributes name each menu and action for tests."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.window: Any = window
        self.built = False
        # What `retranslate` and `sync` were last asked before `build`.
        self._variant: str | None = None
        self._prefs: tuple[Preferences, str] | None = None
        bar = window.menuBar()
        self.game_menu = bar.addMenu("")
        self.rules_menu = bar.addMenu("")
        self.options_menu = bar.addMenu("")
        self.language_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        for menu in self._tops():
            menu.aboutToShow.connect(self.build)

    def tops(self) -> tuple[QMenu, ...]:
        """The five menus, in the menu bar's order."""
        return self._tops()

    def _tops(self) -> tuple[QMenu, ...]:
        return (
            self.game_menu,
            self.rules_menu,
            self.options_menu,
            self.language_menu,
            self.help_menu,
        )

    def build(self) -> None:
        """Make every entry (once), with the texts and checks asked for so far."""
        if self.built:
            return
        self.built = True
        self._build()
        variant = self._variant
        if variant is not None:
            self.retranslate(variant)
        if self._prefs is not None:
            self.sync(*self._prefs)
        if variant is not None:
            self.retitle_rules_help(variant)

    def _action(
        self, menu: QMenu, slot: Callable[[], Any] | None = None, shortcut: Any = None
    ) -> QAction:
        action = QAction(self.window)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        if slot is not None:
            action.triggered.connect(slot)
        menu.addAction(action)
        # Also the window's: its shortcut works with the menu bar hidden.
        self.window.addAction(action)
        return action

    def _choices(
        self, menu: QMenu, values: tuple[Any, ...], chosen: Callable[[Any], None]
    ) -> dict[Any, QAction]:
        group = QActionGroup(self)
        group.setExclusive(True)
        actions: dict[Any, QAction] = {}
        for value in values:
            action = QAction(self.window)
            action.setCheckable(True)
            action.setData(value)
            group.addAction(action)
            menu.addAction(action)
            action.triggered.connect(lambda _checked=False, v=value: chosen(v))
            actions[value] = action
        return actions

    def _build(self) -> None:
        window = self.window
        # Game
        self.new_action = self._action(
            self.game_menu, window.new_game, QKeySequence.StandardKey.New
        )
        self.daily_action = self._action(self.game_menu, window.daily_deal)
        self.game_menu.addSeparator()
        self.host_action = self._action(self.game_menu, window.host_table)
        self.join_action = self._action(self.game_menu, window.join_table)
        self.online_action = self._action(self.game_menu, window.play_online)
        self.game_menu.addSeparator()
        self.replay_action = self._action(self.game_menu, window.replay_last_hand)
        self.stats_action = self._action(self.game_menu, window.open_statistics)
        self.game_menu.addSeparator()
        self.quit_action = self._action(self.game_menu, window.close, "Ctrl+Q")
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        # Rules
        self.variant_actions = self._choices(
            self.rules_menu,
            tuple(VARIANTS),
            lambda v: window.change_rules(variant=v),
        )
        self.rules_menu.addSeparator()
        self.players_menu = self.rules_menu.addMenu("")
        self.players_actions = self._choices(
            self.players_menu, (2, 3, 4, 6, 8), lambda n: window.change_rules(players=n)
        )
        # AR-GALLO-2: with three players, who is the gallo (the mano, or a fixed seat).
        self.gallo_menu = self.rules_menu.addMenu("")
        self.gallo_actions = self._choices(
            self.gallo_menu,
            (("rotating", 0), ("fixed", 0), ("fixed", 1), ("fixed", 2)),
            lambda g: window.change_rules(gallo=g[0], gallo_seat=g[1]),
        )
        self.flor_menu = self.rules_menu.addMenu("")
        self.flor_actions = self._choices(
            self.flor_menu, ("off", "simple", "full"), lambda m: window.change_rules(flor=m)
        )
        self.target_menu = self.rules_menu.addMenu("")
        self.target_actions = self._choices(
            self.target_menu, (15, 30), lambda t: window.change_rules(target_argentino=t)
        )
        self.falta_menu = self.rules_menu.addMenu("")
        self.falta_actions = self._choices(
            self.falta_menu, ("total", "malas"), lambda f: window.change_rules(falta=f)
        )
        self.deck_menu = self.rules_menu.addMenu("")
        self.deck_actions = self._choices(
            self.deck_menu, ("dirty", "clean"), lambda d: window.change_rules(paulista_deck=d)
        )
        self.best_of_three_action = self._action(self.rules_menu)
        self.best_of_three_action.setCheckable(True)
        self.best_of_three_action.triggered.connect(
            lambda checked: window.change_rules(best_of_three=bool(checked))
        )
        # Options
        self.opponents_menu = self.options_menu.addMenu("")
        self.opponents_actions = self._choices(
            self.opponents_menu, LEVELS, lambda v: window.change_option(opponents_level=v)
        )
        self.partner_menu = self.options_menu.addMenu("")
        self.partner_actions = self._choices(
            self.partner_menu, LEVELS, lambda v: window.change_option(partner_level=v)
        )
        self.characters_action = self._action(self.options_menu, window.choose_characters)
        self.speed_menu = self.options_menu.addMenu("")
        self.speed_actions = self._choices(
            self.speed_menu, SPEEDS, lambda v: window.change_option(animation_speed=v)
        )
        self.next_hand_action = self._action(self.options_menu)
        self.next_hand_action.setCheckable(True)
        self.next_hand_action.triggered.connect(
            lambda checked: window.change_option(next_hand_by_itself=bool(checked))
        )
        self.style_menu = self.options_menu.addMenu("")
        self.style_actions = self._choices(
            self.style_menu, tuple(deck_styles()), lambda v: window.change_option(deck_style=v)
        )
        self.options_menu.addSeparator()
        self.four_colour_action = self._action(self.options_menu)
        self.four_colour_action.setCheckable(True)
        self.four_colour_action.triggered.connect(
            lambda checked: window.change_option(four_colour=bool(checked))
        )
        self.partner_first_action = self._action(self.options_menu)
        self.partner_first_action.setCheckable(True)
        self.partner_first_action.triggered.connect(
            lambda checked: window.change_option(partner_asks_first=bool(checked))
        )
        self.own_envido_action = self._action(self.options_menu)
        self.own_envido_action.setCheckable(True)
        self.own_envido_action.triggered.connect(
            lambda checked: window.change_option(show_own_envido=bool(checked))
        )
        self.partner_answers_action = self._action(self.options_menu)
        self.partner_answers_action.setCheckable(True)
        self.partner_answers_action.triggered.connect(
            lambda checked: window.change_option(partner_answers=bool(checked))
        )
        self.signs_action = self._action(self.options_menu)
        self.signs_action.setCheckable(True)
        self.signs_action.triggered.connect(
            lambda checked: window.change_option(signs_enabled=bool(checked))
        )
        self.catch_signs_action = self._action(self.options_menu)
        self.catch_signs_action.setCheckable(True)
        self.catch_signs_action.triggered.connect(
            lambda checked: window.change_option(opponents_catch_signs=bool(checked))
        )
        self.sign_meanings_action = self._action(self.options_menu)
        self.sign_meanings_action.setCheckable(True)
        self.sign_meanings_action.triggered.connect(
            lambda checked: window.change_option(show_sign_meanings=bool(checked))
        )
        # The coach (issue 33): the Hint button and the tips, one row of the menu.
        self.coach_menu = self.options_menu.addMenu("")
        self.hints_action = self._action(self.coach_menu)
        self.hints_action.setCheckable(True)
        self.hints_action.triggered.connect(
            lambda checked: window.change_option(hints=bool(checked))
        )
        self.show_tips_action = self._action(self.coach_menu)
        self.show_tips_action.setCheckable(True)
        self.show_tips_action.triggered.connect(
            lambda checked: window.change_option(show_tips=bool(checked))
        )
        self.look_back_action = self._action(self.coach_menu)
        self.look_back_action.setCheckable(True)
        self.look_back_action.triggered.connect(
            lambda checked: window.change_option(look_back=bool(checked))
        )
        self.options_menu.addSeparator()
        self.sound_action = self._action(self.options_menu)
        self.sound_action.setCheckable(True)
        self.sound_action.triggered.connect(
            lambda checked: window.change_option(sound_enabled=bool(checked))
        )
        self.volume_menu = self.options_menu.addMenu("")
        self.volume_actions = self._choices(
            self.volume_menu, VOLUMES, lambda v: window.change_option(sound_volume=v)
        )
        self.options_menu.addSeparator()
        self.leaderboard_action = self._action(self.options_menu, window.open_leaderboard_options)
        # Language: each language in its own name, so anyone can find theirs.
        self.language_actions = self._choices(
            self.language_menu, ("", *LANGUAGE_NAMES), lambda c: window.set_language(c or None)
        )
        for code, name in LANGUAGE_NAMES.items():
            self.language_actions[code].setText(name)
        # Help
        self.rules_help_action = self._action(self.help_menu, window.show_rules, "F1")
        self.tips_action = self._action(self.help_menu, window.show_tips)
        self.signs_help_action = self._action(self.help_menu, window.show_signs)
        #: The first match that teaches (issue 33), at any time.
        self.learn_action = self._action(self.help_menu, window.learn_to_play)
        self.help_menu.addSeparator()
        self.about_action = self._action(self.help_menu, window.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        for menu in self._tops():
            menu.setStyleSheet(style_sheet())

    def retranslate(self, variant: str) -> None:
        """Set every menu text in the current language."""
        self.game_menu.setTitle(self.tr("&Game"))
        self.rules_menu.setTitle(self.tr("&Rules"))
        self.options_menu.setTitle(self.tr("&Options"))
        self.language_menu.setTitle(self.tr("&Language"))
        self.help_menu.setTitle(self.tr("&Help"))
        if not self.built:
            self._variant = variant
            return
        self.new_action.setText(self.tr("&New game"))
        self.daily_action.setText(self.tr("&Daily deal"))
        self.host_action.setText(self.tr("&Host a table…"))
        self.join_action.setText(self.tr("&Join a table…"))
        self.online_action.setText(self.tr("Play &online…"))
        self.replay_action.setText(self.tr("&Replay last hand"))
        self.stats_action.setText(self.tr("&Statistics"))
        self.quit_action.setText(self.tr("&Quit"))
        for name, action in self.variant_actions.items():
            action.setText(help_text.variant_title(name))
        self.players_menu.setTitle(self.tr("&Players"))
        for count, action in self.players_actions.items():
            action.setText(self.tr("%n players", None, count))
        #: The Rules menu's entry for the three-player gallo's mode (AR-GALLO-2).
        self.gallo_menu.setTitle(self.tr("&Gallo (3 players)"))
        #: The gallo of each hand is its mano, so the role goes round the table.
        self.gallo_actions[("rotating", 0)].setText(self.tr("Rotating: the mano is the gallo"))
        self.gallo_actions[("fixed", 0)].setText(self.tr("Fixed: you are the gallo"))
        self.gallo_actions[("fixed", 1)].setText(self.tr("Fixed: the player on your right"))
        self.gallo_actions[("fixed", 2)].setText(self.tr("Fixed: the player on your left"))
        self.flor_menu.setTitle(self.tr("&Flor"))
        self.flor_actions["off"].setText(self.tr("Off"))
        self.flor_actions["simple"].setText(self.tr("Simple (3 points a flor)"))
        self.flor_actions["full"].setText(self.tr("Full (with contraflor)"))
        self.target_menu.setTitle(self.tr("&Match to"))
        for target, action in self.target_actions.items():
            action.setText(self.tr("%n points", None, target))
        self.falta_menu.setTitle(self.tr("F&alta envido"))
        self.falta_actions["total"].setText(self.tr("Worth what the leader needs to win"))
        self.falta_actions["malas"].setText(
            self.tr("Wins the match while the leader is in the malas")
        )
        self.deck_menu.setTitle(self.tr("&Deck"))
        self.deck_actions["dirty"].setText(self.tr("Dirty deck (40 cards)"))
        self.deck_actions["clean"].setText(self.tr("Clean deck (24 cards)"))
        self.best_of_three_action.setText(self.tr("&Best of three"))
        self.opponents_menu.setTitle(self.tr("&Opponents"))
        self.partner_menu.setTitle(self.tr("&Partner"))
        level_names = {
            "easy": self.tr("Easy"),
            "normal": self.tr("Normal"),
            "hard": self.tr("Hard"),
            "expert": self.tr("Expert"),
        }
        for actions in (self.opponents_actions, self.partner_actions):
            for level, action in actions.items():
                action.setText(level_names[level])
        #: Opens the dialog where the player picks the computer players (characters).
        self.characters_action.setText(self.tr("C&haracters…"))
        self.speed_menu.setTitle(self.tr("Animation &speed"))
        speed_names = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "instant": self.tr("Instant"),
        }
        for speed, action in self.speed_actions.items():
            action.setText(speed_names[speed])
        #: An option, off by default: the hand's summary goes and the next hand is dealt
        #: by itself after a pause, instead of waiting for you.
        self.next_hand_action.setText(self.tr("&Next hand by itself after a pause"))
        self.style_menu.setTitle(self.tr("Deck st&yle"))
        style_names = {
            CLASSIC: self.tr("Classic"),
            #: A deck style: the colour of the card backs.
            "blue": self.tr("Blue"),
            #: A deck style: the colour of the card backs.
            "green": self.tr("Green"),
        }
        for style, action in self.style_actions.items():
            action.setText(style_names.get(style) or style.replace("-", " ").title())
        self.four_colour_action.setText(self.tr("&Four-colour French deck"))
        #: An option, on by default: your own envido points shown by your cards while an
        #: envido may be called ("You have 29"); purists turn it off.
        self.own_envido_action.setText(self.tr("Show my &envido"))
        self.partner_first_action.setText(self.tr("P&artner asks me first"))
        #: Off by default: a call addressed to your team waits for your answer.
        self.partner_answers_action.setText(self.tr("Partner may ans&wer for the team"))
        self.signs_action.setText(self.tr("Partner si&gnals (señas)"))
        self.catch_signs_action.setText(self.tr("Opponents can &catch signs"))
        #: An option, on by default: the señas' meanings written in the log and on the
        #: faces ("Rosa signals: Un dos"); off, only that a sign was made, so the player
        #: reads the faces as at a real table. Keep "señas" as in "Partner signals (señas)";
        #: the accelerator is on ñ only so that the English never clashes: choose your own.
        self.sign_meanings_action.setText(self.tr("Show what se&ñas mean"))
        #: The coach's options (issue 33): a submenu with "Hints" and "Show tips".
        self.coach_menu.setTitle(self.tr("Hints and &tips"))
        #: An option, on by default: the Hint button (and the H key) at your turn, where
        #: the coach says what he would do and why (never in a match played online).
        self.hints_action.setText(self.tr("&Hints"))
        #: An option, on by default: a tip shown the first time its situation comes up.
        self.show_tips_action.setText(self.tr("Show &tips"))
        #: An option, on by default: after each hand, a button by its summary opens the
        #: coach's look back at the player's dearest choices.
        self.look_back_action.setText(self.tr("&Look back after each hand"))
        self.sound_action.setText(self.tr("Soun&d"))
        self.volume_menu.setTitle(self.tr("Sound &volume"))
        for volume, action in self.volume_actions.items():
            #: A sound volume in percent of full, e.g. "75%" (Turkish: "%75").
            action.setText(fill(self.tr("%1%"), volume))
        #: Opens the dialog where the player opts in to the online daily leaderboard.
        self.leaderboard_action.setText(self.tr("Daily &leaderboard…"))
        self.language_actions[""].setText(self.tr("System language"))
        self.tips_action.setText(self.tr("&Tips"))
        self.signs_help_action.setText(self.tr("&Señas (signs)"))
        #: Help: the coach's guided hand, the first match that teaches.
        self.learn_action.setText(self.tr("&Learn to play"))
        self.about_action.setText(self.tr("&About Truco"))
        self.retitle_rules_help(variant)

    def retitle_rules_help(self, variant: str) -> None:
        if not self.built:
            self._variant = variant
            return
        self.rules_help_action.setText(
            fill(self.tr("&Rules of %1"), help_text.variant_title(variant))
        )

    def sync(self, p: Preferences, variant: str) -> None:
        """Check the menu entries that match the preferences; hide what does not apply."""
        if not self.built:
            self._prefs = (p, variant)
            self._variant = variant
            return
        # Which counts and options exist is the variant's data (D-14: 3, 6 and 8 players
        # are Argentine only), read from the engine rather than known here.
        rules = get_variant(p.variant)
        self.variant_actions[p.variant].setChecked(True)
        self.players_actions[p.players].setChecked(True)
        for count, action in self.players_actions.items():
            action.setVisible(count in rules.player_counts)
        fixed = p.gallo == "fixed"
        self.gallo_actions[(p.gallo, p.gallo_seat if fixed else 0)].setChecked(True)
        self.gallo_menu.menuAction().setVisible(p.players == 3 and 3 in rules.player_counts)
        self.best_of_three_action.setVisible(p.players != 3)
        self.flor_actions[p.flor].setChecked(True)
        self.flor_menu.menuAction().setVisible("flor" in rules.options)
        self.target_actions[p.target_argentino].setChecked(True)
        # Only a variant that offers more than one target has the menu (the engine's).
        self.target_menu.menuAction().setVisible(len(rules.target_choices) > 1)
        self.falta_actions[p.falta].setChecked(True)
        self.falta_menu.menuAction().setVisible("falta" in rules.options)
        self.deck_actions[p.paulista_deck].setChecked(True)
        self.deck_menu.menuAction().setVisible("deck" in rules.options)
        self.best_of_three_action.setChecked(p.best_of_three)
        self.opponents_actions[p.opponents_level].setChecked(True)
        self.partner_actions[p.partner_level].setChecked(True)
        self.partner_menu.menuAction().setVisible(p.players > 2)
        self.speed_actions[p.animation_speed].setChecked(True)
        self.next_hand_action.setChecked(p.next_hand_by_itself)
        if p.deck_style in self.style_actions:
            self.style_actions[p.deck_style].setChecked(True)
        self.four_colour_action.setChecked(p.four_colour)
        self.four_colour_action.setVisible(presentation(p.variant).offers_four_colours)
        self.own_envido_action.setChecked(p.show_own_envido)
        self.own_envido_action.setVisible(rules.has_envido)
        self.partner_first_action.setChecked(p.partner_asks_first)
        self.partner_first_action.setVisible(p.players > 2)
        self.partner_answers_action.setChecked(p.partner_answers)
        self.partner_answers_action.setVisible(p.players > 2)
        self.signs_action.setChecked(p.signs_enabled)
        self.catch_signs_action.setChecked(p.opponents_catch_signs)
        self.catch_signs_action.setEnabled(p.signs_enabled)
        self.sign_meanings_action.setChecked(p.show_sign_meanings)
        self.hints_action.setChecked(p.hints)
        self.show_tips_action.setChecked(p.show_tips)
        self.look_back_action.setChecked(p.look_back)
        self.sign_meanings_action.setEnabled(p.signs_enabled)
        self.sound_action.setChecked(p.sound_enabled)
        if p.sound_volume in self.volume_actions:
            self.volume_actions[p.sound_volume].setChecked(True)
        self.volume_menu.setEnabled(p.sound_enabled)
        # Partners sign at four and six (Argentine) and four (Brazilian) players.
        signing = p.players in (4, 6)  # six exists only where its variant has it
        self.signs_action.setVisible(signing)
        self.catch_signs_action.setVisible(signing)
        self.sign_meanings_action.setVisible(signing)
        self.language_actions[p.language or ""].setChecked(True)
        self.retitle_rules_help(variant)
