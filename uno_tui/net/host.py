"""The host of a table other terminals join: an asyncio server beside a table's conductor.

The host holds the game (its ``Conductor`` runs it). A terminal that joins takes an *open*
seat by proving it knows the table's join code, and both ends derive that seat's key; a
terminal rejoins a seat by proving it holds the key, after the host has proved it holds it
too (``auth.py``: neither secret ever crosses the wire, and the key changes at every
rejoin). Each connection is
then sent its own seat's view and the public events, never anything more, from the snapshot
the conductor publishes after every change (read through ``Snapshot.reader(seat)``); its
actions are checked against its seat and submitted to the conductor like any other, so the
engine refuses what the rules refuse.

Bad input never hurts the table: a line that is too long or not a message, a hello with
another protocol version, a wrong code or key, a client that says nothing, a flood of
connections or messages — each is answered with ``refused`` and a reason code (and the
connection closed when it cannot go on); the game does not change. Connections that have
not proved anything are limited per source (``gate.py``).
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
import socket
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from ..engine import IllegalAction, NextRound
from ..engine.catching import HOSTED_GRACE
from ..engine.events import Event, event_for_seat
from ..engine.values import replace
from ..table.conductor import Conductor, Snapshot
from ..table.seats import level_of
from . import protocol as p
from .address import BACKLOG, DEFAULT_PORT
from .deck import DeckBook
from .firstdeal import FirstDeal
from .gate import Gate, source_of
from .handshake import BURST, WATCH, Connection, RemoteSeat, handshake, read_line
from .seal import Broken, sealed_size
from .seating import Seating
from .shares import ShareBook
from .sidecar import keep_shares

#: Seconds a new connection has to say hello, and then to prove its secret.
HELLO_TIMEOUT = 10.0
#: Seconds a joined connection may stay silent (clients ping every ``PING_EVERY``).
IDLE_TIMEOUT = 90.0
#: Messages a connection may send per second, on average, and in a burst.
RATE = 20.0
#: Messages over the rate (dropped, each answered ``too_fast``) before the connection is cut.
STRIKES = 100
#: Public events per ``events`` message (a rejoin mid-game sends the whole log).
EVENTS_PER_LINE = 200
#: Bytes waiting to be sent to one client before it is dropped as too slow.
MAX_BACKLOG = 2 * 1024 * 1024


class TableHost(Seating):
    """Serves ``conductor``'s table to the terminals that join its ``remote`` seats: their
    actions are submitted to it, and each snapshot it publishes is sent on."""

    def __init__(
        self,
        conductor: Conductor,
        remote: Mapping[int, str] | Iterable[int],
        *,
        code: str | None = None,
        keys: Mapping[int, bytes] | None = None,
        hello_timeout: float = HELLO_TIMEOUT,
        idle_timeout: float = IDLE_TIMEOUT,
        rate: float = RATE,
        burst: int = BURST,
        tap: Callable[[int | None, bytes], None] | None = None,
        on_seats: Callable[[], None] | None = None,
        gate: Gate | None = None,
        table: str | None = None,
        share_first: bool = True,
    ) -> None:
        if not isinstance(conductor, Conductor):
            raise TypeError("a table is hosted through its conductor")
        self.conductor = conductor
        conductor.catches.grace = HOSTED_GRACE  # U7: terminals race to catch here
        self.session = session = conductor.session
        names = session.players
        if not isinstance(remote, Mapping):
            remote = {seat: names[seat] for seat in remote}
        self.seats: dict[int, RemoteSeat] = {
            seat: RemoteSeat(seat, name, (keys or {}).get(seat)) for seat, name in remote.items()
        }
        for seat, remote_seat in self.seats.items():
            # A resumed game: a seat a computer player had taken stays its until rejoined.
            if seat < len(session.seats) and level_of(session.seats[seat]) is not None:
                remote_seat.computer = True
        self._mark_remote()
        conductor.turns.away = self.away  # (the turn timer's words for a player who left)
        self.code = code or p.new_code(secrets.choice)
        #: The table's public name, kept across restarts (the sidecar): a terminal keeps
        #: its seat's key under it, wherever the host listens next.
        self.table = table or secrets.token_hex(8)
        self.hello_timeout = hello_timeout
        self.idle_timeout = idle_timeout
        self.rate = rate
        self.burst = burst
        #: Test hook: every line sent, with the seat it was sent to.
        self.tap = tap
        #: Called when a seat is taken, left or rejoined (the table's screen, the sidecar).
        self.on_seats = on_seats
        self.connections: set[Connection] = set()
        #: Whether terminals may watch the table (with the join code): ``close_watching``.
        self.watching = True
        #: Connections accepted since the table opened.
        self.knocks = 0
        self._serving: set[asyncio.Task[Any]] = set()
        self._server: asyncio.Server | None = None
        #: The limits on connections that have not proved a secret yet.
        self.gate = gate or Gate()
        self._game_id: int | None = None
        self._game_key = 0
        #: The deck orders committed to and opened (``deck.py``).
        self.decks = DeckBook()
        #: The shuffles every seated terminal shares in (``shares.py``).
        self.shares = ShareBook(self._seated, self._push_shares)
        session.round_seed = self.shares.round_seed(lambda: self.game_key, session)
        self.shares.prepare(len(session.players))  # the next deal's
        keep_shares(self)  # a restarted host opens the round under way (sidecar.py)
        self.first = FirstDeal(self, share_first)  # a first deal waits for the seats' shares
        #: The wire goes first: terminals elsewhere wait for it, the screen here less.
        self._unsubscribe = conductor.subscribe(self.changed, first=True)

    # ------------------------------------------------------------------ the server

    async def start(
        self, bind: str = "127.0.0.1", port: int = DEFAULT_PORT, sock: socket.socket | None = None
    ) -> int:
        """Listen on ``bind``:``port`` (0: any free port), or on ``sock`` already bound;
        return the port."""
        limit = sealed_size(p.MAX_TERMINAL_LINE)
        # (asyncio listens again on a socket it is given: with the backlog it is told.)
        if sock is not None and sock.family == socket.AF_UNIX:
            self._server = await asyncio.start_unix_server(
                self._serve, sock=sock, limit=limit, backlog=BACKLOG
            )
            return 0
        if sock is not None:
            self._server = await asyncio.start_server(
                self._serve, sock=sock, limit=limit, backlog=BACKLOG
            )
        else:
            self._server = await asyncio.start_server(
                self._serve, bind, port, limit=limit, reuse_address=True, backlog=BACKLOG
            )
        sockets = self._server.sockets
        return int(sockets[0].getsockname()[1]) if sockets else port

    async def close(self) -> None:
        """Stop listening and tell every terminal the table closed."""
        self._unsubscribe()
        if self._server is not None:
            self._server.close()
        for conn in list(self.connections):
            self._refuse(conn, p.HOST_CLOSED)
        if self._serving:
            await asyncio.wait(self._serving, timeout=1.0)
        if self._server is not None:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(self._server.wait_closed(), 1.0)

    # ------------------------------------------------------------------ sending

    @property
    def game_key(self) -> int:
        """A number that changes when the session starts another game."""
        game = self.session.game
        if id(game) != self._game_id:
            self._game_id = id(game)
            self._game_key += 1
        return self._game_key

    def changed(self, snapshot: Snapshot) -> None:
        """The conductor published a change: send every terminal its update now (before
        the save)."""
        self.shares.seen(self.session.game, self.game_key)
        self.first.check()
        for conn in list(self.connections):
            if conn.seat is not None or conn.watcher:
                self._update(conn, snapshot)

    def _send(self, conn: Connection, message: p.Message) -> None:
        if conn.closed:
            return
        data = p.encode(message)
        if self.tap is not None:
            self.tap(conn.seat, data)
        transport = conn.writer.transport
        if transport.is_closing():
            return
        conn.writer.write(data if conn.seal is None else conn.seal.close(data))
        if transport.get_write_buffer_size() > MAX_BACKLOG:
            self._drop(conn)

    def _update(self, conn: Connection, snapshot: Snapshot | None = None) -> None:
        """Send ``conn`` what changed for its seat (``snapshot``: the newest by default):
        new public events, then its view."""
        seat = conn.seat
        reader = (snapshot or self.conductor.snapshot).reader(seat)
        public = reader.public
        game = self.first.hidden()  # (which game it is, and its deck orders: ``decks``)
        if public is None or game is None:
            self._push_shares(conn)  # (a first deal waits for the seats' commitments)
            if conn.last != (None,):
                conn.last = (None,)
                conn.game = None
                self._send(conn, p.Update(None, None, 0, (), (), (), None, None))
            return
        key = self.game_key
        if conn.game != key:
            conn.game, conn.sent = key, 0
        events = public.events
        self._push_shares(conn, key)  # a deal's commitments before its events
        while conn.sent < len(events):
            chunk = events[conn.sent : conn.sent + EVENTS_PER_LINE]
            self._send(conn, p.Events(key, conn.sent, chunk))
            conn.sent += len(chunk)
        for deck in self.decks.due(conn, game, key, conn.sent):  # a deal players can check
            self._send(conn, deck)
        for opened in self.shares.after(conn, key):  # a round's secrets after its end
            self._send(conn, opened)
        # A watcher sees the public table, and no action at all (not even the playable
        # cards the engine's public view lists for whoever is to play).
        view = reader.view if seat is not None else replace(reader.view, legal=())
        seating = reader.seating.seats
        away = tuple(self.away())
        open_ = tuple(self.open_seats_left())
        mine = reader.reveal
        due = reader.due.seat if reader.due is not None else None
        timed = reader.seating
        timed_out, turn_time = tuple(sorted(timed.timed_out)), int(timed.turn_time)
        state = (key, view, seating, away, open_, mine, due, timed_out, timed.paused, turn_time)
        if state == conn.last:
            return
        conn.last = state
        self._send(
            conn,
            p.Update(
                game=key,
                view=view,
                events=conn.sent,
                start_scores=public.start_scores,
                seating=seating,
                away=away,
                reveal=mine,
                due=due,
                timed_out=timed_out,
                paused=timed.paused,
                open=open_,
                turn_time=turn_time,
                # (not in ``state``: how long the decision has run is news to a terminal
                # that first hears of it, not a change to send again)
                turn_spent=round(self.conductor.turns.spent() * 1000),
            ),
        )

    def _seated(self) -> list[Connection]:
        return [c for c in self.connections if c.seat is not None and not c.closed]

    def _push_shares(self, conn: Connection | None = None, key: int | None = None) -> None:
        """Send what a shared shuffle owes ``conn`` (by default, every seated terminal)."""
        for each in [conn] if conn is not None else self._seated():
            for message in self.shares.before(each, self.game_key if key is None else key):
                self._send(each, message)

    def _refuse(self, conn: Connection, reason: str, open_: tuple[str, ...] = ()) -> None:
        """Say why, and close the connection."""
        self._send(conn, p.Refused(reason, p.PROTOCOL, open_))
        self._drop(conn)

    def _drop(self, conn: Connection) -> None:
        if conn.closed:
            return
        conn.closed = True
        with contextlib.suppress(Exception):
            conn.writer.close()
        self._detach(conn)

    def _detach(self, conn: Connection) -> None:
        self.connections.discard(conn)
        remote = self.seats.get(conn.seat) if conn.seat is not None else None
        if remote is not None and remote.conn is conn:
            remote.conn = None
            self._seats_changed()
            self.conductor.publish()  # (the others see who is away)

    # ------------------------------------------------------------------ receiving

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        # Whom the limits count it against, from the kernel (one question, before any
        # other work: ``gate.source_of``).
        conn = Connection(writer, str(writer.get_extra_info("peername")))
        conn.source = source_of(writer.get_extra_info("socket"))
        self.knocks += 1
        self.connections.add(conn)
        task = asyncio.current_task()
        if task is not None:
            self._serving.add(task)
            task.add_done_callback(self._serving.discard)
        try:
            for other in self.gate.admit(conn, conn.source):
                assert isinstance(other, Connection)
                self._refuse(other, p.TOO_FAST)
            if conn.closed:
                return
            try:
                await self._handshake(reader, conn)
            finally:
                self.gate.settled(conn)
            while not conn.closed:
                line = await read_line(reader, self.idle_timeout)
                line = self._open(conn, line)
                try:
                    message = self._decode(line)
                except p.ProtocolError:
                    ident = p.act_id(line)
                    if ident is None:
                        raise
                    # An action that is not one: refused, and the terminal plays on.
                    if self._allowed(conn):
                        self._answer(conn, ident, reason=p.MALFORMED)
                    continue
                self._message(conn, message)
        except p.ProtocolError as exc:
            self._refuse(conn, exc.reason)
        except (EOFError, ConnectionError):
            pass
        finally:
            self._drop(conn)

    def _open(self, conn: Connection, line: bytes) -> bytes:
        """A line from a terminal that has finished its handshake, unsealed: ``tampered``
        when it does not open as its next line (nothing in it is used)."""
        if conn.seal is None:
            return line
        try:
            return conn.seal.open(line)
        except Broken:
            raise p.ProtocolError(p.TAMPERED) from None

    def _decode(self, line: bytes) -> p.Message:
        game = self.session.game
        players = len(game.names) if game is not None else 10
        return p.decode(line, players, p.MAX_TERMINAL_LINE)

    async def _handshake(self, reader: asyncio.StreamReader, conn: Connection) -> None:
        """Hello, the host's proof, the terminal's proof (``handshake.py``): then the seat
        is the terminal's, or the connection is refused and closed."""
        remote = await handshake(self, reader, conn)
        if remote == WATCH:
            conn.watcher = True
            self._send(conn, p.Welcome(p.PROTOCOL, None, tuple(self.session.players)))
            self._update(conn)
        elif isinstance(remote, RemoteSeat):
            self._seat(conn, remote)

    def _seat(self, conn: Connection, remote: RemoteSeat) -> None:
        old = remote.conn
        if old is not None and old is not conn:
            old.seat = None  # the seat is no longer theirs: no "away" in between
            self._refuse(old, p.REPLACED)
        conn.seat = remote.seat
        remote.conn = conn
        self._send(conn, p.Welcome(p.PROTOCOL, remote.seat, tuple(self.session.players)))
        self._take_back(remote)
        self._seats_changed()
        self._update(conn)
        self.conductor.publish()

    def _allowed(self, conn: Connection) -> bool:
        """The rate limit (``Connection.allowed``); cut off after ``STRIKES`` over it."""
        if conn.allowed(self.rate, self.burst):
            return True
        if conn.strikes >= STRIKES:
            self._refuse(conn, p.TOO_FAST)
        return False

    def _message(self, conn: Connection, message: p.Message) -> None:
        if not isinstance(message, p.Act | p.Seen | p.Ping | p.Share):
            raise p.ProtocolError(p.MALFORMED)
        if not self._allowed(conn):
            if isinstance(message, p.Act) and not conn.closed:
                self._answer(conn, message.id, reason=p.TOO_FAST)
            return
        if isinstance(message, p.Ping):
            self._send(conn, p.Pong())
        elif isinstance(message, p.Share):
            waited = self.first.unshared()
            self.shares.take(conn, message)
            self.first.step()
            if waited != self.first.unshared():  # (the host's screen names those awaited)
                self._seats_changed()
        elif isinstance(message, p.Seen):
            reveal = self.session.pending_reveal
            if reveal is not None and reveal.challenger == conn.seat:
                self.conductor.reveal_shown()
        else:
            self._action(conn, message)

    def _answer(
        self,
        conn: Connection,
        ident: int,
        *,
        events: tuple[Event, ...] | None = None,
        refusal: IllegalAction | None = None,
        reason: str | None = None,
    ) -> None:
        self._send(conn, p.Result(ident, events, refusal, reason))

    def _action(self, conn: Connection, message: p.Act) -> None:
        ident, action = message.id, message.action
        if self.first.hidden() is None:
            self._answer(conn, ident, reason=p.NO_GAME)
            return
        remote = self.seats.get(conn.seat) if conn.seat is not None else None
        if (
            isinstance(action, NextRound)
            or action.seat != conn.seat
            or remote is None
            or remote.computer
        ):
            self._answer(conn, ident, reason=p.NOT_YOUR_SEAT)
            return
        try:
            events = self.conductor.submit(conn.seat, action)
        except IllegalAction as error:
            self._answer(conn, ident, refusal=error)
            return
        self._update(conn)  # the seat sees the result of its action before the answer
        mine = tuple(event_for_seat(e, conn.seat) for e in events)
        self._answer(conn, ident, events=mine)
