"""Computer players: pure Python, standard library only, no words.

A bot gets what one seat may see, a ``SeatView`` and its seat's events, and nothing else;
see ``base`` for how a host drives one (``observe``, ``choose``, ``react``).

    bot = make_bot("hard", seat=2, seed=7)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .base import Bot, Budget, CatchModel, tell

if TYPE_CHECKING:
    from .easy import EasyBot
    from .hard import HardBot
    from .normal import NormalBot

LEVELS: tuple[str, ...] = ("easy", "normal", "hard")

# The levels' modules are imported when a bot is first made (or a class first asked for):
# a game of people only never loads them, and the app starts sooner.
_CLASS_NAMES: dict[str, str] = {"easy": "EasyBot", "normal": "NormalBot", "hard": "HardBot"}


def _bot_class(name: str) -> type[Bot]:
    if name == "EasyBot":
        from .easy import EasyBot

        return EasyBot
    if name == "NormalBot":
        from .normal import NormalBot

        return NormalBot
    from .hard import HardBot

    return HardBot


def __getattr__(name: str) -> type[Bot]:
    if name in _CLASS_NAMES.values():
        return _bot_class(name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def make_bot(level: str, seat: int, seed: int, *, budget: Budget | None = None) -> Bot:
    """A bot of ``level`` (one of ``LEVELS``) for ``seat``; the same seed, the same play.

    ``budget`` bounds the thinking of a level that searches (hard); the others ignore it.
    """
    try:
        name = _CLASS_NAMES[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}: one of {', '.join(LEVELS)}") from None
    if name == "HardBot":
        from .hard import HardBot

        return HardBot(seat, seed, budget=budget)
    return _bot_class(name)(seat, seed)


__all__ = [
    "LEVELS",
    "Bot",
    "Budget",
    "CatchModel",
    "EasyBot",
    "HardBot",
    "NormalBot",
    "make_bot",
    "tell",
]
