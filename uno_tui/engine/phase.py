"""What kind of decision the game waits for (RECORD.md ``phase``)."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """What kind of decision the game waits for (RECORD.md ``phase``)."""

    TURN = "turn"
    DRAWN = "drawn"
    CHALLENGE = "challenge"
    COLOR = "color"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"
