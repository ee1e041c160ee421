"""PySide's per-import source scan, skipped for the game's own modules (issue 35).

Once PySide6 is imported it sees every later import: for each new module it reads the
whole source file (``inspect.getsource``) to learn whether it mentions "PySide6", which
decides how the module takes part in PySide's opt-in ``from __feature__ import`` switches
(snake_case, true_property). That is some 0.1 ms a module, 10-15 ms for the ~130 modules
the game imports before its table is live (benchmarks/ui_startup.py). The game never
selects a feature, so for its own modules the answer is known without reading them:
"no feature" (0), which is what the scan gives a module that uses PySide and behaves the
same as "ignore" (-1) for one that does not, as no module selects any feature. The
standard library's modules never mention PySide6: "ignore", as the scan would find. Every
other module is still scanned by PySide as before.

The hook is PySide's internal (``PySide6.support.feature``); if a later PySide has no such
hook, or a different one, nothing is changed and the start is only slower.
"""

from __future__ import annotations

import sys
from typing import Any

#: The package whose modules need no scan.
OWN_PACKAGE = "truco_desktop"


def skip_own_modules() -> bool:
    """Let PySide skip the source scan for the game's modules; True if it could."""
    try:
        from PySide6.support import feature
    except ImportError:
        return False
    scan = getattr(feature, "feature_imported", None)
    known = getattr(feature, "pyside_feature_dict", None)
    if not callable(scan) or not isinstance(known, dict):
        return False
    if getattr(scan, "skips_own_modules", False):
        return True

    standard = frozenset(getattr(sys, "stdlib_module_names", ()))

    def imported(module: Any) -> Any:
        name = getattr(module, "__name__", None)
        if isinstance(name, str) and name not in known:
            top = name.partition(".")[0]
            if top == OWN_PACKAGE:
                known[name] = 0
                return None
            if top in standard:
                known[name] = -1  # the standard library never mentions PySide6
                return None
        return scan(module)

    imported.skips_own_modules = True  # type: ignore[attr-defined]
    feature.feature_imported = imported
    return True


__all__ = ["OWN_PACKAGE", "skip_own_modules"]
