"""What everyone at a table may see (``PublicView``): the one value the screens, the host
and a joined terminal read of a game besides a seat's own view."""

from __future__ import annotations

from ..engine import Action, SeatView
from ..engine.deal_check import RoundCheck
from ..engine.events import Event, RoundEnded
from ..engine.values import Value

#: Events the table log words from the end of the game's event list (older: the log screen).
LOG_TAIL = 80


class PublicView(Value):
    """What everyone at the table may see: the public ``SeatView`` (no hand; its ``legal``
    holds only the actions anyone may take: the engine's ``public_actions``), the whole public
    event log, the scores the game started from, and the table's marks."""

    table: SeatView
    #: Every event of the game, as the public table saw it.
    events: tuple[Event, ...]
    #: The scores the game started from (a game set up to go on from earlier totals).
    start_scores: tuple[int, ...]
    #: Seats played by the computer.
    bots: frozenset[int] = frozenset()
    #: Who played the top card, in words (or: the start card).
    top_by: str = ""
    #: A joined terminal's check of each round's deal at the game's end (net/deck.py).
    deal_check: tuple[RoundCheck, ...] = ()

    @property
    def names(self) -> tuple[str, ...]:
        return self.table.names

    @property
    def legal(self) -> tuple[Action, ...]:
        return self.table.legal

    def last_round_end(self) -> RoundEnded | None:
        """The last round's result, if a round has ended."""
        for event in reversed(self.events):
            if isinstance(event, RoundEnded):
                return event
        return None
