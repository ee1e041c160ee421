"""Every duration and easing curve of the table, in one place (DESIGN.md section 12).

Durations are in milliseconds at normal speed and are multiplied by the speed factor:
slow 1.5, normal 1, fast 0.55, instant 0. Bubbles still hold a short while at instant
speed so that a player can read what was said.
"""

from __future__ import annotations

from PySide6.QtCore import QEasingCurve

SPEEDS: dict[str, float] = {"slow": 1.5, "normal": 1.0, "fast": 0.55, "instant": 0.0}

# name: (milliseconds at normal speed, easing)
_TABLE: dict[str, tuple[int, QEasingCurve.Type]] = {
    "deal": (260, QEasingCurve.Type.OutCubic),
    "deal_gap": (70, QEasingCurve.Type.Linear),
    "packet_card_gap": (40, QEasingCurve.Type.Linear),
    "packet_gap": (160, QEasingCurve.Type.Linear),
    "reveal": (180, QEasingCurve.Type.InOutQuad),
    "reveal_gap": (60, QEasingCurve.Type.Linear),
    "vira": (240, QEasingCurve.Type.OutCubic),
    "play_human": (280, QEasingCurve.Type.OutCubic),
    "play_bot": (320, QEasingCurve.Type.OutCubic),
    "flip": (200, QEasingCurve.Type.InOutQuad),
    "slide_aside": (220, QEasingCurve.Type.InOutCubic),
    "trick_pause": (250, QEasingCurve.Type.Linear),
    "trick_mark": (220, QEasingCurve.Type.OutCubic),
    "gather": (320, QEasingCurve.Type.InOutCubic),
    "gather_gap": (25, QEasingCurve.Type.Linear),
    "puck": (450, QEasingCurve.Type.InOutCubic),
    "hover_in": (120, QEasingCurve.Type.OutCubic),
    "hover_out": (160, QEasingCurve.Type.OutCubic),
    "bubble_in": (180, QEasingCurve.Type.OutBack),
    "bubble_out": (200, QEasingCurve.Type.Linear),
    "bubble_hold": (1600, QEasingCurve.Type.Linear),
    "buttons": (140, QEasingCurve.Type.OutCubic),
    "think_min": (450, QEasingCurve.Type.Linear),
    "think_max": (900, QEasingCurve.Type.Linear),
    "think_answer": (700, QEasingCurve.Type.Linear),
    "call_pause": (500, QEasingCurve.Type.Linear),
    # A sung envido (AR-ENV-8b) stays alone this long before the next song: time to read it.
    "song": (1200, QEasingCurve.Type.Linear),
    "summary_auto": (2500, QEasingCurve.Type.Linear),
}

#: At instant speed bubbles still stay up this long (ms), unless the player acts.
INSTANT_BUBBLE_HOLD = 900


class Motion:
    """The speed setting and the scaled durations of every named motion."""

    def __init__(self, speed: str = "normal") -> None:
        self.speed = "normal"
        self.factor = 1.0
        self.set_speed(speed)

    def set_speed(self, speed: str) -> None:
        if speed not in SPEEDS:
            raise ValueError(f"unknown animation speed {speed!r}")
        self.speed = speed
        self.factor = SPEEDS[speed]

    @property
    def instant(self) -> bool:
        return self.factor == 0.0

    def ms(self, name: str) -> int:
        """The duration of ``name`` at the current speed, in milliseconds."""
        return round(_TABLE[name][0] * self.factor)

    @staticmethod
    def easing(name: str) -> QEasingCurve:
        curve = QEasingCurve(_TABLE[name][1])
        if _TABLE[name][1] == QEasingCurve.Type.OutBack:
            curve.setOvershoot(1.2)
        return curve

    def bubble_hold(self) -> int:
        return INSTANT_BUBBLE_HOLD if self.instant else self.ms("bubble_hold")
