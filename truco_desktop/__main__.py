"""``truco-desktop`` / ``python -m truco_desktop``: start the game.

``--terminal`` (or ``--simulate``) plays a match of computer players in the terminal
(``truco_desktop.simulate``); anything else starts the desktop game (``truco_desktop.app``).
The desktop game needs PySide6: without it the player is told so, and how to play in the
terminal instead. Any other failure to start is a bug and is raised as it is.
"""

from __future__ import annotations

import sys

#: The top-level modules of Qt for Python; a missing one means PySide6 is not installed.
QT_MODULES = frozenset({"PySide6", "shiboken6"})

NO_QT = """\
truco-desktop: the desktop game needs PySide6 (Qt for Python), which is not installed.
Install it with `pip install PySide6` (or install the game with `pip install .`), or play
a match of computer players in the terminal: `truco-desktop --terminal`.
"""


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--simulate" in args or "--terminal" in args:
        from .simulate import main as simulate_main

        rest = [a for a in args if a not in ("--simulate", "--terminal")]
        return simulate_main(rest)
    from .app import main as app_main

    try:
        return app_main(args)
    except ModuleNotFoundError as error:
        if (error.name or "").partition(".")[0] not in QT_MODULES:
            raise
        print(NO_QT, file=sys.stderr, end="")
        return 1


if __name__ == "__main__":
    sys.exit(main())
