"""`truco-server`: the daily deal's online leaderboard, which verifies every result by
replaying it (docs/SERVER.md is the contract, docs/LEADERBOARD.md the design).

* ``replay``: the verification, with the engine, the bots, the señas and the play
  layer's seeding (no aiohttp, no database: the desktop game may use it too);
* ``submission``: a request body, read and checked for shape;
* ``store``: SQLite (standard library) or PostgreSQL (psycopg 3), migrated on opening,
  results, rankings and rate limits;
* ``app``: the aiohttp service; ``cli``: the ``serve`` and ``play-daily`` commands;
* ``daily_player``: a daily match played through the game's session (``play-daily``).

No Qt and nothing of ``truco_desktop.ui`` (``tests/test_architecture.py``).
"""
