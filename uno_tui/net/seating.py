"""The seats of a hosted table: which are played from other terminals, who is away, a
computer player sitting in for an absent player and giving the seat back, each seat's key
for the sidecar, and watchers."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Mapping

from ..i18n.seating import AWAY, COMPUTER, JOINED, OPEN
from ..table.conductor import Conductor
from ..table.seats import HUMAN, cpu
from ..table.session import GameSession
from . import protocol as p
from .handshake import Connection, RemoteSeat


def _state(remote: RemoteSeat) -> str:
    """How ``remote`` stands (``Seating.seat_states``)."""
    if remote.key is None:
        return OPEN
    if remote.computer:
        return COMPUTER
    return AWAY if remote.conn is None else JOINED


class Seating:
    """``TableHost``'s seats (mixed into it)."""

    # (Set by ``TableHost.__init__``.)
    conductor: Conductor
    session: GameSession
    seats: dict[int, RemoteSeat]
    connections: set[Connection]
    watching: bool
    on_seats: Callable[[], None] | None
    _server: asyncio.Server | None

    def _refuse(self, conn: Connection, reason: str, open_: tuple[str, ...] = ()) -> None:
        """Say why, and close the connection (``TableHost._refuse``)."""
        raise NotImplementedError

    def open_seats(self, remote: Mapping[int, str]) -> None:
        """The seats other terminals join, chosen on the setup screen before the table
        opens (``start``): seat → the name its player joins with."""
        assert self._server is None, "the seats are chosen before the table opens"
        self.seats = {seat: RemoteSeat(seat, name, None) for seat, name in remote.items()}
        self._mark_remote()

    def open_seats_left(self) -> list[int]:
        """Seats nobody has taken yet (the join code takes them)."""
        return [s for s, r in self.seats.items() if r.key is None]

    def away(self) -> list[int]:
        """Remote seats whose player is not connected (and no computer plays for them)."""
        return [s for s, r in self.seats.items() if r.conn is None and not r.computer]

    def seat_states(self) -> dict[int, str]:
        """How each remote seat stands: ``OPEN`` (nobody took it), ``JOINED`` (its player
        is connected), ``AWAY`` (its player left), ``COMPUTER`` (one sits in for them)."""
        return {seat: _state(remote) for seat, remote in self.seats.items()}

    def is_remote(self, seat: int | None) -> bool:
        """Whether ``seat`` is played from another terminal now."""
        remote = self.seats.get(seat) if seat is not None else None
        return remote is not None and not remote.computer

    def keys(self) -> dict[int, bytes]:
        """Each taken seat's key (for the sidecar beside the save)."""
        return {s: r.key for s, r in self.seats.items() if r.key is not None}

    def watchers(self) -> int:
        """How many terminals watch the table now."""
        return sum(1 for conn in self.connections if conn.watcher and not conn.closed)

    def close_watching(self) -> None:
        """No more watchers: those watching are told so, and new ones refused."""
        self.watching = False
        for conn in list(self.connections):
            if conn.watcher:
                self._refuse(conn, p.NO_WATCHING)

    def hand_to_computer(self, seat: int) -> None:
        """The seat's player is away: a computer player takes the seat until they are back."""
        remote = self.seats.get(seat)
        if remote is None or remote.computer:
            return
        remote.computer = True
        self._set_kind(seat, cpu())
        self._seats_changed()

    def _take_back(self, remote: RemoteSeat) -> None:
        if remote.computer:
            remote.computer = False
            self._set_kind(remote.seat, HUMAN)

    def _mark_remote(self) -> None:
        """Tell the conductor which seats are played from other terminals now."""
        self.conductor.remote_seats(s for s, r in self.seats.items() if not r.computer)

    def _set_kind(self, seat: int, kind: str) -> None:
        """Who plays ``seat`` now: the conductor alone seats (or unseats) the computer
        player, and runs or stops its turns."""
        remote = self.seats.get(seat)
        self.conductor.seat_kind(seat, kind, remote=remote is not None and not remote.computer)

    def _seats_changed(self) -> None:
        if self.on_seats is not None:
            self.on_seats()
