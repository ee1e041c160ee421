"""``truco-desktop`` / ``python -m truco_desktop``: start the game."""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if "--simulate" in args or "--terminal" in args:
        from .simulate import main as simulate_main

        rest = [a for a in args if a not in ("--simulate", "--terminal")]
        return simulate_main(rest)
    try:
        from .app import main as app_main
    except ImportError:  # the table is not built yet: play in the terminal
        from .simulate import main as simulate_main

        return simulate_main(args)
    return app_main(args)


if __name__ == "__main__":
    sys.exit(main())
