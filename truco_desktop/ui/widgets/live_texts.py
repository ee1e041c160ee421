"""Texts that are set again when the language changes.

A dialog built once registers how each of its texts is set (`texts.add(lambda: ...)`);
the lambda runs at once and again on every LanguageChange (`texts.apply()`), so a dialog
open while the player switches language follows at once, without being rebuilt.
"""

from __future__ import annotations

from collections.abc import Callable


class LiveTexts:
    def __init__(self) -> None:
        self._setters: list[Callable[[], object]] = []

    def add(self, setter: Callable[[], object]) -> None:
        """Run `setter` now and after every change of language."""
        self._setters.append(setter)
        setter()

    def apply(self) -> None:
        for setter in self._setters:
            setter()
