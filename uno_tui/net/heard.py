"""The table a joined terminal reads (``HeardTable``), built from what its host sent: one
seat at the keyboard, snapshots of the same shape a local conductor publishes (this seat's
view, the public table, whose decision is due and who sits where, as the host said), and
intents sent to the host, which checks them like any other. No screen here: the Textual
app's ``ui.hosted.clientapp.JoinedTable`` and the line mode's joined seat read it alike.
The rules' reasons for a refused key are worked out from the view, in this terminal's own
language."""

from __future__ import annotations

import contextlib
from collections.abc import Callable

from ..engine import Action, Card, IllegalAction, SeatView
from ..engine.events import Event, WildDrawFourChallenged
from ..i18n.lastturn import took_a_turn
from ..i18n.seating import played_for_you
from ..i18n.words import drawn_since_last_turn
from ..table.public import PublicView
from ..table.snapshot import Due, Seating, Snapshot, Who
from . import protocol as p
from .client import Heard, Lost, NotHost, Refused, RemoteTable
from .linkthread import LinkThread
from .local import MARK, hosting_here


class HeardTable:
    """One seat's table at a joined terminal (``conductor.TableReader``, as a local
    table's conductor answers it), read from ``link``; ``address``: the host's, as the
    player named it; ``rejoin``: where to connect again when the link is lost."""

    def __init__(
        self, link: LinkThread, address: str, rejoin: tuple[str, int] | None = None
    ) -> None:
        self.link = link
        self.address = address
        #: Where to rejoin when the link is lost: (host, port).
        self.rejoin_to = rejoin
        table = link.link.table
        assert table is not None and link.link.seat is not None
        self.seat: int = link.link.seat
        self._table: RemoteTable = table
        self._snapshot = Snapshot(0, (), None)
        self._heard: tuple[RemoteTable, Heard] | None = None
        self._listeners: list[Callable[[Snapshot], None]] = []
        #: A snapshot is built anew even if the host said nothing new (a reveal was seen).
        self._stale = False
        self._reveal_seen: WildDrawFourChallenged | None = None
        self._round_seen: tuple[int, int] | None = None
        #: Whether ``played_before`` is still to be asked (it is said once).
        self._untold = True

    @property
    def table(self) -> RemoteTable:
        return self._table

    def played_before(self) -> str | None:
        """Once, as the game is first shown: that a computer player played this seat until
        this terminal took it (an open seat, taken with the join code, with decisions of
        its own in the game: the host's H, or the turn timer, made them), or ``None``."""
        untold, self._untold = self._untold, False
        if not untold or not self.link.link.new_seat:
            return None
        if not took_a_turn(self._table.snapshot.events, self.seat):
            return None
        return played_for_you(self._table.names[self.seat])

    @property
    def ended(self) -> str | None:
        """Why the link to the host ended (``None``: it did not)."""
        return self.link.link.ended

    def subscribe(self, listener: Callable[[Snapshot], None]) -> None:
        """Tell ``listener`` of each snapshot built from the host's news, once (as a local
        table's conductor publishes each change)."""
        self._listeners.append(listener)

    @property
    def snapshot(self) -> Snapshot:
        """The table as the host last told it, in the shape a local table publishes: one
        more snapshot per update, its new public events, whose decision is due and who
        sits where (as the host said), this seat's view and the public table (each built
        once), and the reveal this seat has not seen yet."""
        table = self.table
        heard = table.snapshot
        fresh = self._heard is None or self._heard[0] is not table or self._heard[1] is not heard
        if fresh or self._stale:
            self._stale = False
            last = self._heard[1] if self._heard is not None else None
            # The public events new since the last update (all of them: another game; none
            # on the first update a terminal hears, or after it rejoined: not news).
            if self._heard is None or self._heard[0] is not table:
                old = len(heard.events)
            else:
                old = len(last.events) if last is not None and last.game == heard.game else 0
            self._heard = (table, heard)
            seating = self._seating(heard, heard.turn_spent if fresh else None)
            reveal = heard.reveal if heard.reveal != self._reveal_seen else None
            self._snapshot = Snapshot(
                self._snapshot.seq + 1,
                heard.events[old:] if old <= len(heard.events) else heard.events,
                self._due(heard, seating),
                reveal,
                _HeardViews(table, heard),
                seating,
            )
            for listener in self._listeners:
                listener(self._snapshot)
        return self._snapshot

    def _seating(self, heard: Heard, spent: float | None) -> Seating:
        """The host's seating as this terminal sees it: this seat here, the computer
        players, and every other person at another terminal (the host's keyboard too);
        ``spent``: how long the decision due has run, as the host said, on a new update."""
        mine = self.seat
        return Seating(
            tuple(
                Who.HERE if s == mine else Who.COMPUTER if who is Who.COMPUTER else Who.JOINED
                for s, who in enumerate(heard.seating)
            ),
            heard.timed_out,
            heard.paused,
            heard.turn_time,
            spent,
            heard.away,
        )

    def _due(self, heard: Heard, seating: Seating) -> Due | None:
        """What the host said is due, as this terminal sees it."""
        if heard.view is None:
            return None
        if heard.due is None:
            return Due(None, Who.JOINED)  # (the host's keyboard moves on to the next round)
        return Due(heard.due, seating.who(heard.due) or Who.JOINED)

    def submit(self, seat: int | None, action: Action) -> list[Event]:
        """Send ``action`` to the host and wait for its answer (never on a loop that must
        go on meanwhile). ``IllegalAction`` when the rules refuse it; the link's
        ``Refused``, ``Lost``, ``TimeoutError`` or ``OSError`` when the host refuses it
        before they see it or is out of reach. (An action for another seat: the host
        refuses it.)"""
        return self.link.act(action)

    def reveal_shown(self) -> None:
        """This seat has seen the challenged hand: the host is told, and it is not shown
        again."""
        self._reveal_seen = self.table.snapshot.reveal
        self._stale = True  # (a snapshot without it, next)
        with contextlib.suppress(Exception):
            self.link.send(p.Seen())

    def new_in_hand(self, seat: int) -> list[Card]:
        """As at a local table, from the events as this seat saw them (the cards it drew
        are learnt from its hand: the host sends only the public events)."""
        view = self.table.snapshot.view
        hand = view.hand if view is not None and view.seat == seat else ()
        return drawn_since_last_turn(self.table.seat_events(), seat, hand)

    def round_end_due(self) -> tuple[int, int] | None:
        """The round's end this seat has not been shown the scores of, if any."""
        view = self.table.snapshot.view
        if view is None or view.round_winner is None:
            return None
        key = (view.round, len(view.round_results))
        return key if key != self._round_seen else None

    def round_end_seen(self, key: tuple[int, int]) -> None:
        self._round_seen = key

    def reconnect(self, key: bytes | None) -> None:
        """Take the seat back with ``key`` (on a thread of its own: it waits), where the
        table was reached; when nothing there is the table (nothing listens, or another
        account does), at its host's account's socket on this machine, where the host
        comes back with ``host --resume`` and no ``--port``: from then on the table is
        reached there. The first place's error when neither will do."""
        assert self.rejoin_to is not None
        host, port = self.rejoin_to
        try:
            self.link.reconnect(host, port, self.seat, key)
        except (NotHost, Lost, OSError) as exc:
            name = None if host.startswith(MARK) else hosting_here(self.link.link.host_uid)
            if name is None:
                raise
            try:
                self.link.reconnect(MARK + name, 0, self.seat, key)
            except (NotHost, Refused, Lost, OSError):
                raise exc from None
            self.rejoin_to, self.address = (MARK + name, 0), name


class _HeardViews:
    """A joined terminal's snapshot's views: its own seat's as the host sent it and the
    public table built from it (any other seat's: ``PermissionError``), each of the update
    the snapshot was made of. The link's thread takes the host's next update whenever it
    comes, so a snapshot read on the app's thread is never stale: it answers for what it
    was made of (a snapshot that refused once the next update came took the app down when
    a screen read its view between the two)."""

    def __init__(self, table: RemoteTable, heard: Heard) -> None:
        self.table = table
        self.heard = heard

    def current(self) -> bool:
        return True

    def view(self, seat: int | None) -> SeatView:
        return self.table.view(seat, self.heard)

    def public_view(self, table: SeatView) -> PublicView | None:
        return self.table.public_view(self.heard)  # (its table: the host's view of this seat's)

    def why_not(self, action: Action) -> IllegalAction | None:
        return self.table.why_not(action, self.heard)

    def log_sentences(self, tail: int | None) -> list[str]:
        return self.table.log_sentences(tail)
