"""``python -m truco_desktop.server``: the same as the ``truco-server`` command."""

from truco_desktop.server.cli import main

raise SystemExit(main())
