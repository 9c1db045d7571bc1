"""What the computer players' reactions and jump-ins (``reactions.py``, ``jumps.py``) ask of
the table they sit at, and nothing more: the game and the computer players (``Players``,
which the session answers), their views (the newest snapshot's), where their actions go,
the clock and the scale of their delays. The conductor hands them one ``ComputerTable``;
they never reach back through it."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from ..bots import Bot
from ..engine import Action, Game, SeatView
from .clock import Clock


class Players(Protocol):
    """The game and its computer players (``GameSession`` answers it)."""

    @property
    def game(self) -> Game | None: ...

    @property
    def bots(self) -> Mapping[int, Bot]: ...


@dataclass(frozen=True)
class ComputerTable:
    """The table as the computer players' reactions see it."""

    players: Players
    #: A computer player's view of the game as it stands (the newest snapshot's).
    view: Callable[[int], SeatView]
    #: Where their actions go (``Conductor.submit``: the way every action enters).
    submit: Callable[[int | None, Action], object]
    #: The app's clock (``None``: nothing is scheduled, ``step`` moves them).
    clock: Clock | None
    #: Multiplies each computer player's reaction delay (zero in tests).
    scale: Callable[[], float]
    #: Told after a computer player reacted to a forgotten UNO (a curtain says so).
    reacted: Callable[[], None] = lambda: None

    def uno_window(self) -> tuple[int, int, int] | None:
        """The open UNO window, told apart from any other: (round, seat, discard size)."""
        game = self.players.game
        if game is None or game.uno_window is None:
            return None
        return (game.round, game.uno_window, len(game.discard))
