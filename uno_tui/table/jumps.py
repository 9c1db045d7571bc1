"""The computer players' jump-ins (docs/RULES.md HR6), for the conductor: each computer
player holding the very card on top is asked after its reaction delay (``Bot.jump_in``),
on the conductor's clock, so people get their chance first; and no computer player takes
its turn until people have had ``WINDOW`` seconds to see a new card on top (whoever holds
what: a pause only when someone could jump in would tell the table so)."""

from __future__ import annotations

import time
from collections.abc import Callable

from ..engine import Card, IllegalAction, Phase, Play
from .computers import ComputerTable

#: Seconds a new card on top stays before a computer player's turn, for people to jump
#: in (multiplied by the table's ``scale``: zero in tests).
WINDOW = 2.0

#: (round, discard size, the card on top): one card on top, told apart from any other.
Top = tuple[int, int, Card]


class Jumps:
    """The computer players' jump-ins at ``table``, on its clock."""

    def __init__(self, table: ComputerTable) -> None:
        self.table = table
        self._top: Top | None = None
        #: When the card on top went there (monotonic).
        self._top_at = 0.0
        self._timers: list[Callable[[], None]] = []

    def forget(self) -> None:
        """A new or resumed game: no card on top is being watched."""
        self._cancel()
        self._top = None

    def _cancel(self) -> None:
        for cancel in self._timers:
            cancel()
        self._timers.clear()

    def _now_on_top(self) -> Top | None:
        game = self.table.players.game
        if game is None or not game.rules.jump_in or game.phase is not Phase.TURN:
            return None
        return (game.round, len(game.discard), game.top)

    def schedule(self) -> bool:
        """After a change: a new card on top asks each computer player holding it after its
        reaction delay. True when the card on top is new (a computer player's move on its
        way waits for the window again)."""
        key = self._now_on_top()
        if key == self._top:
            return False
        self._cancel()
        self._top = key
        self._top_at = time.monotonic()
        table = self.table
        game = table.players.game
        if key is None or game is None or table.clock is None:
            return key is not None
        # Who may jump in is the engine's to say (HR6): the plays it lists out of turn.
        jumpers = {a.seat for a in game.legal_actions() if type(a) is Play}
        jumpers.discard(game.current)
        for seat, bot in table.players.bots.items():
            if seat in jumpers:
                delay = bot.reaction_delay() * table.scale()
                self._timers.append(table.clock.later(max(delay, 0.001), self._asker(seat)))
        return True

    def patience(self) -> float:
        """Seconds before a computer player may take its turn: people's window to jump in
        on the card on top."""
        if self._top is None:
            return 0.0
        return self._top_at + WINDOW * self.table.scale() - time.monotonic()

    def _asker(self, seat: int) -> Callable[[], None]:
        key = self._top

        def ask() -> None:
            self._ask(seat, key)

        return ask

    def _ask(self, seat: int, key: Top | None) -> None:
        players = self.table.players
        bot = players.bots.get(seat)
        if bot is None or key != self._top or self._now_on_top() != key:
            return
        action = bot.jump_in(self.table.view(seat))
        if action is None:
            return
        try:
            self.table.submit(seat, action)
        except IllegalAction:
            return
