"""Computer players: pure Python, standard library only, no words.

A bot gets what one seat may see, a ``SeatView`` and its seat's events, and nothing else;
see ``base`` for how a host drives one (``observe``, ``choose``, ``react``).

    bot = make_bot("hard", seat=2, seed=7)
"""

from __future__ import annotations

from .base import Bot, CatchModel, tell
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

_CLASSES: dict[str, type[Bot]] = {"easy": EasyBot, "normal": NormalBot, "hard": HardBot}


def make_bot(level: str, seat: int, seed: int) -> Bot:
    """A bot of ``level`` (one of ``LEVELS``) for ``seat``; the same seed, the same play."""
    try:
        cls = _CLASSES[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}") from None
    return cls(seat, seed)


__all__ = [
    "LEVELS",
    "Bot",
    "CatchModel",
    "EasyBot",
    "HardBot",
    "NormalBot",
    "make_bot",
    "tell",
]
