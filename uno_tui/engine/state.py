"""What a game holds at any moment: the phase, the hands and piles, whose decision it is.

``Game`` (game.py) is a ``GameState`` with the rules that change it; ``SeatView`` and the
state JSON read it. Nothing here changes anything.
"""

from __future__ import annotations

import random
from enum import StrEnum
from functools import cache
from typing import Self

from .actions import Action
from .cards import Card, Color, Rank
from .events import Event
from .setup import GameSetup
from .shared import base_seed


@cache
def seats_after(n: int, direction: int) -> tuple[int, ...]:
    """By seat, the next seat in ``direction`` (+1 clockwise, -1 not) at a table of ``n``
    (T4: the turn passes on in the direction of play). The one place it is computed."""
    return tuple((seat + direction) % n for seat in range(n))


@cache
def seats_before(n: int, direction: int) -> tuple[int, ...]:
    """By seat, the seat before it in ``direction`` at a table of ``n`` (the player who
    played just before it)."""
    after = seats_after(n, direction)
    return tuple(after.index(seat) for seat in range(n))


class Phase(StrEnum):
    """What kind of decision the game waits for (RECORD.md ``phase``)."""

    TURN = "turn"
    DRAWN = "drawn"
    CHALLENGE = "challenge"
    COLOR = "color"
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"
    #: HR4: the player who played a 7 chooses whom to swap hands with.
    SWAP = "swap"


class GameState:
    """Everything a game holds; the draw pile and the discard pile are lists whose *end* is
    the top."""

    # What only house rules change is kept on the class until a game changes it: CPython
    # 3.11 keeps an object's attributes in a fast shared layout for a limited number of
    # names (a thirtieth made every attribute of the game slower, by callgrind).
    #: HR1-HR3: the cards the next to draw from a stack will draw (0: no stack).
    owed: int = 0
    #: The game's own generator while a round deals from a round seed (shared.py).
    base_rng: random.Random | None = None

    def __init__(self, setup: GameSetup) -> None:
        self.setup = setup
        #: The rules played (classic unless the table chose house rules).
        self.rules = setup.rules
        self.names: tuple[str, ...] = setup.players
        self.n = len(setup.players)
        self.scores: list[int] = list(setup.scores)
        self.rng = random.Random(base_seed(setup.seed))  # (shared.py: round seeds)
        self.actions: list[Action] = []
        #: Every event so far, private details included (use ``SeatView`` to show them).
        self.events: list[Event] = []
        #: (winner, points) for each finished round, for the score sheet.
        self.round_results: list[tuple[int, int]] = []
        self.round = 0
        self.dealer = 0
        self.hands: list[list[Card]] = [[] for _ in range(self.n)]
        self.draw_pile: list[Card] = []
        self.discard: list[Card] = []
        self.top: Card = Card(Color.RED, Rank.ZERO)
        self.color: Color | None = None
        #: By seat: the seat after it in the direction of play (see ``direction``).
        self._next: tuple[int, ...] = ()
        self.direction = 1
        self.current: int | None = None
        self.phase = Phase.TURN
        self.drawn: Card | None = None
        self.uno_window: int | None = None
        #: Who said UNO for the single card they hold (for U5's explanation).
        self.uno_said: list[bool] = [False] * self.n
        self.round_winner: int | None = None
        self.winner: int | None = None
        #: The Wild Draw Four being answered: (player, legal, previous colour, shown hand).
        self._w4: tuple[int, bool, Color, tuple[Card, ...]] | None = None
        #: T1 by card ``index``: which faces match the top card and the colour in play
        #: (HR1-HR3: while a stack is owed, the faces that stack on it).
        self._matching: tuple[bool, ...] = ()

    def clone(self, rng: random.Random | None = None) -> Self:
        """An independent copy of this game, as it is now: the same kind of game, the same
        state, its record so far. What one does changes nothing of the other. (Cards,
        actions and events are immutable and shared.) Its dice are ``rng`` if given (a
        search's own: some 2 us a copy), else a copy of the game's, so that its shuffles to
        come are the game's (copying the dice's state costs some 18 us more)."""
        twin = object.__new__(type(self))
        state = twin.__dict__
        state.update(self.__dict__)
        state["hands"] = [list(hand) for hand in self.hands]
        state["draw_pile"] = list(self.draw_pile)
        state["discard"] = list(self.discard)
        state["scores"] = list(self.scores)
        state["uno_said"] = list(self.uno_said)
        state["actions"] = list(self.actions)
        state["events"] = list(self.events)
        state["round_results"] = list(self.round_results)
        if rng is None:
            rng = random.Random()
            rng.setstate(self.rng.getstate())
        state["rng"] = rng
        if self.base_rng is not None:
            base = state["base_rng"] = random.Random()
            base.setstate(self.base_rng.getstate())
        return twin

    @property
    def target(self) -> int:
        """The points that win the game (P2)."""
        return self.setup.target

    @property
    def direction(self) -> int:
        """+1 while play goes clockwise, -1 counter-clockwise."""
        return self._direction

    @direction.setter
    def direction(self, direction: int) -> None:
        self._direction = direction
        # The turn passes on by a look-up, not ``(seat + direction) % n`` each time.
        self._next = seats_after(self.n, direction)

    @property
    def clockwise(self) -> bool:
        return self._direction == 1

    @property
    def pending_wild_draw_four(self) -> tuple[int, Color] | None:
        """In phase ``challenge``: who played the Wild Draw Four and the colour before it."""
        if self._w4 is None:
            return None
        return self._w4[0], self._w4[2]
