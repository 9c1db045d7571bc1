"""The rules a game is played by: classic UNO, or classic with house rules the table chose.

A ``Rules`` is an immutable value, part of the ``GameSetup`` (and so of the game record:
RECORD.md's optional ``rules`` object, absent for classic). ``Rules()`` is classic UNO
exactly as RULES.md writes it; every house rule is off until the table turns it on.
"""

from __future__ import annotations

from .errors import RecordError
from .values import Value

#: U2: what a player caught without saying UNO draws, by the rules a table may choose.
UNO_PENALTIES = (2, 4)


class Rules(Value):
    """The rules of one game; the defaults are the classic rules (RULES.md)."""

    #: U2: the cards a player caught without saying UNO draws (2; some printings say 4).
    uno_penalty: int = 2

    def __post_init__(self) -> None:
        if self.uno_penalty not in UNO_PENALTIES or type(self.uno_penalty) is not int:
            raise RecordError(f"the UNO penalty is 2 or 4 cards, not {self.uno_penalty!r}")

    @property
    def classic(self) -> bool:
        """No house rule is on."""
        return self == CLASSIC


#: The classic rules (RULES.md), the default everywhere.
CLASSIC = Rules()
