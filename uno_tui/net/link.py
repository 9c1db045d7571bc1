"""The connection of a terminal to its host.

``Link`` speaks the protocol (``protocol.py``) over one connection: the handshake
(``auth.py``: the host proves first), then it keeps the seat's view and the public events
as they arrive (``client.RemoteTable``), and sends actions, waiting for the host's
answer (``linkthread.LinkThread`` runs one on a thread of its own, for the app).
"""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import Callable, Coroutine
from typing import Any

from ..engine import Action
from ..engine.events import Event
from . import auth
from . import protocol as p
from .client import OTHER_KEY, Lost, NotHost, Refused, RemoteTable, Unanswered, Unproven
from .local import account_name, another_table, dial, local_name
from .seal import Broken, Seal, is_sealed, sealed_size
from .shareledger import shares_for

#: Seconds between pings while nothing else is sent (the host drops silent clients).
PING_EVERY = 20.0
#: Seconds to wait for the host's answer to an action.
ACT_TIMEOUT = 10.0
#: Seconds to wait for the connection and the host's welcome.
CONNECT_TIMEOUT = 10.0


class Link:
    """One connection to a host, on the running event loop."""

    def __init__(self, on_change: Callable[[], None] | None = None) -> None:
        self.table: RemoteTable | None = None
        #: The seat's key after the last handshake (``auth.py``), to rejoin with.
        self.key: bytes | None = None
        self.seat: int | None = None
        self.on_change = on_change
        #: Why the connection ended (a ``protocol`` reason code, or ``"lost"``).
        self.ended: str | None = None
        self.ended_event = asyncio.Event()
        self._reader: asyncio.StreamReader | None = None
        self._writer: asyncio.StreamWriter | None = None
        #: The connection's seal once the handshake is done (``seal.py``).
        self._seal: Seal | None = None
        #: The account that runs the table, as the kernel says (``local.peer_uid``;
        #: ``None`` for a table on another machine).
        self.host_uid: int | None = None
        #: The table's name (``challenge.table``): its seat's key is kept under it.
        self.table_id: str | None = None
        self._results: dict[int, asyncio.Future[p.Result]] = {}
        self._next_id = 0
        self._tasks: list[asyncio.Task[None]] = []
        self.updated = asyncio.Event()
        #: How many updates have arrived.
        self.updates = 0
        #: The seat was taken with the join code (a new seat), not taken back with its key.
        self.new_seat = False

    async def connect(
        self,
        host: str,
        port: int,
        *,
        code: str | None = None,
        name: str | None = None,
        seat: int | None = None,
        key: bytes | None = None,
        protocol: int = p.PROTOCOL,
        host_uid: int | None = None,
    ) -> int:
        """Join (with ``code``) or rejoin (with ``seat`` and ``key``); return the seat.
        ``host``: an address, or ``@ACCOUNT`` for that account's table on this machine.
        ``Refused`` when the host says no, ``Unproven`` when the other end cannot prove
        it knows the code or the key (nothing that proves ours was sent), ``NotHost``
        when the kernel says another account than ``host_uid`` runs it, ``Lost`` when it
        cannot be reached."""
        self.host_uid = host_uid
        seat_ = await self._open(host, port, code, name, seat, key, protocol, watch=False)
        if seat_ is None:
            raise Refused(p.MALFORMED)
        self.new_seat = code is not None
        return seat_

    async def watch(self, host: str, port: int, code: str) -> None:
        """Watch the table (with its join code): the public table only, no seat, no
        action. The same refusals as ``connect``."""
        await self._open(host, port, code, None, None, None, p.PROTOCOL, watch=True)

    async def _open(
        self,
        host: str,
        port: int,
        code: str | None,
        name: str | None,
        seat: int | None,
        key: bytes | None,
        protocol: int,
        *,
        watch: bool,
    ) -> int | None:
        expected = self.host_uid
        # On this machine, a socket of the account that is not the table is passed over.
        tried: list[str] = []
        first: BaseException | None = None
        while True:
            try:
                sock, self.host_uid = await asyncio.wait_for(
                    dial(host, port, skip=tried), CONNECT_TIMEOUT
                )
            except (OSError, TimeoutError) as exc:
                if first is not None:
                    raise first from None
                raise Unanswered(exc.strerror or str(exc) or type(exc).__name__) from None
            if expected is not None and self.host_uid != expected:
                sock.close()
                raise NotHost(self.host_uid, expected)
            local = local_name(sock)
            try:
                seat_, names = await self._try(sock, code, name, seat, key, protocol, watch)
                break
            except (Lost, Refused, Unproven) as exc:
                if local is None or not another_table(exc):
                    raise
                first = first or exc
                tried.append(local)
        self.seat = seat_
        before = self.table
        self.table = RemoteTable(seat_, names)
        self.table.shares = shares_for(before, seat_, self.table_id)
        self.table.shares.host_name = host if self.host_uid is None else account_name(self.host_uid)
        self._tasks = [
            asyncio.create_task(self._receive()),
            asyncio.create_task(self._ping()),
        ]
        return seat_

    async def _try(
        self,
        sock: socket.socket,
        code: str | None,
        name: str | None,
        seat: int | None,
        key: bytes | None,
        protocol: int,
        watch: bool,
    ) -> tuple[int | None, tuple[str, ...]]:
        """The handshake on a connected socket (closed when it fails)."""
        limit = sealed_size(p.MAX_LINE)
        if sock.family == socket.AF_UNIX:
            reader, writer = await asyncio.open_unix_connection(sock=sock, limit=limit)
        else:
            reader, writer = await asyncio.open_connection(sock=sock, limit=limit)
        self._reader, self._writer, self._seal = reader, writer, None
        try:
            return await asyncio.wait_for(
                self._handshake(code, name, seat, key, protocol, watch), CONNECT_TIMEOUT
            )
        except BaseException as exc:
            writer.close()
            if isinstance(exc, TimeoutError):
                raise Lost("no answer") from None
            raise

    async def _handshake(
        self,
        code: str | None,
        name: str | None,
        seat: int | None,
        key: bytes | None,
        protocol: int,
        watch: bool,
    ) -> tuple[int | None, tuple[str, ...]]:
        """Hello; check the host's proof; send ours; the welcome. The seat's new key is
        ``self.key`` after it."""
        joining = key is None
        spake = auth.Spake(p.normal_code(code or ""), terminal=True) if joining else None
        hello = p.Hello(
            protocol,
            None if joining else seat,
            (name or None) if joining else None,
            auth.nonce(),
            spake.message if spake is not None else None,
            watch,
        )
        self._write(hello)
        challenge = await self._first()
        if not isinstance(challenge, p.Challenge):
            raise Refused(p.MALFORMED)
        transcript = p.transcript(hello, challenge)
        if key is not None and challenge.key_id != auth.key_id(key):
            # Not the key this seat holds: another table, or this seat was rejoined at
            # another terminal since. Nothing is proved to it, and no code is typed there.
            raise Refused(OTHER_KEY)
        try:
            if spake is not None:
                key = spake.key(challenge.pake or "", transcript)
            assert key is not None
            auth.check(key, "host", transcript, challenge.proof)
        except auth.BadProof:
            raise Unproven(joining) from None
        self._write(p.Prove(auth.proof(key, "terminal", transcript)))
        # From here on every line is sealed both ways (a refusal of the proof aside).
        self._seal = Seal(key, transcript, host=False)
        self.table_id = challenge.table
        welcome = await self._first()
        if not isinstance(welcome, p.Welcome) or (welcome.seat is None) != watch:
            raise Refused(p.MALFORMED)
        if welcome.seat is not None and not 0 <= welcome.seat < len(welcome.names):
            raise Refused(p.MALFORMED)
        if not watch:
            self.key = auth.next_key(key, transcript)
        return welcome.seat, welcome.names

    async def _first(self) -> p.Message:
        """The host's next message in the handshake: ``Refused`` raised, the end ``Lost``."""
        try:
            message = await self._next()
        except p.ProtocolError as exc:
            raise Refused(exc.reason) from None
        if message is None:
            raise Lost("closed")
        if isinstance(message, p.Refused):
            raise Refused(message.reason, message.protocol, list(message.open))
        return message

    def wait_update(self, since: int | None = None) -> Coroutine[Any, Any, None]:
        """Until an update after the ``since``-th arrives, or the link ends. By default the
        next one after this call: the count is read now, not when the wait first runs, so an
        update read in between (a task's first step comes a loop turn later) still ends it."""
        return self._wait_update(self.updates if since is None else since)

    async def _wait_update(self, since: int) -> None:
        while self.updates <= since and self.ended is None:
            self.updated.clear()
            waiter = asyncio.ensure_future(self.updated.wait())
            ended = asyncio.ensure_future(self.ended_event.wait())
            await asyncio.wait((waiter, ended), return_when=asyncio.FIRST_COMPLETED)
            for task in (waiter, ended):
                task.cancel()

    def _write(self, message: p.Message) -> None:
        if self._writer is None or self._writer.is_closing():
            raise Lost("closed")
        data = p.encode(message)
        self._writer.write(data if self._seal is None else self._seal.close(data))

    async def _next(self) -> p.Message | None:
        assert self._reader is not None
        try:
            line = await self._reader.readline()
        except (ValueError, asyncio.LimitOverrunError):
            raise p.ProtocolError(p.TOO_LONG) from None
        if not line.endswith(b"\n"):
            return None
        seal = self._seal
        if seal is not None and (seal.received or is_sealed(line)):
            try:
                line = seal.open(line)
            except Broken:
                raise p.ProtocolError(p.TAMPERED) from None
        elif seal is not None:
            # Only the host's refusal of our proof comes unsealed after it.
            message = p.decode(line)
            if not isinstance(message, p.Refused):
                raise p.ProtocolError(p.TAMPERED)
            return message
        players = len(self.table.names) if self.table is not None else 10
        return p.decode(line, players)

    async def _receive(self) -> None:
        reason = "lost"
        try:
            while True:
                message = await self._next()
                if message is None:
                    break
                table = self.table
                assert table is not None
                if isinstance(message, p.Events):
                    table.take_events(message)
                elif isinstance(message, p.Deck):
                    table.take_deck(message)
                elif isinstance(message, p.Shuffle):
                    answer = table.take_shuffle(message)
                    if answer is not None:
                        self._write(answer)
                elif isinstance(message, p.Update):
                    table.take_update(message)
                    self.updates += 1
                    self.updated.set()
                    if self.on_change is not None:
                        self.on_change()
                elif isinstance(message, p.Result):
                    future = self._results.pop(message.id, None)
                    if future is not None and not future.done():
                        future.set_result(message)
                elif isinstance(message, p.Refused):
                    reason = message.reason
                    break
        except (p.ProtocolError, ConnectionError) as exc:
            reason = exc.reason if isinstance(exc, p.ProtocolError) else reason
        finally:
            self._end(reason)

    def _end(self, reason: str) -> None:
        if self.ended is None:
            self.ended = reason
        for future in self._results.values():
            if not future.done():
                future.set_exception(Lost(self.ended))
        self._results.clear()
        if self._writer is not None:
            self._writer.close()
        self.ended_event.set()
        if self.on_change is not None:
            self.on_change()

    async def _ping(self) -> None:
        with contextlib.suppress(Lost, ConnectionError):
            while True:
                await asyncio.sleep(PING_EVERY)
                self._write(p.Ping())

    async def act(self, action: Action) -> list[Event]:
        """Send ``action`` and wait for the host: its events for this seat (the view has
        been updated by then); ``IllegalAction`` when the rules refuse it; ``Refused``
        when the host refuses it for this terminal; ``Lost`` if the link goes."""
        if self.ended is not None:
            raise Lost(self.ended)
        self._next_id += 1
        ident = self._next_id
        future: asyncio.Future[p.Result] = asyncio.get_running_loop().create_future()
        self._results[ident] = future
        self._write(p.Act(ident, action))
        answer = await asyncio.wait_for(future, ACT_TIMEOUT)
        if answer.refusal is not None:
            raise answer.refusal
        if answer.reason is not None or answer.events is None:
            raise Refused(answer.reason or p.MALFORMED)
        if self.table is not None:
            self.table.acted(action, answer.events)  # a colour named here is the one recorded
        return list(answer.events)

    def send(self, message: p.Message) -> None:
        """Send a message as it is (``seen``, or a test's own)."""
        self._write(message)

    async def close(self) -> None:
        for task in self._tasks:
            task.cancel()
        if self._writer is not None:
            self._writer.close()
            with contextlib.suppress(Exception):
                await self._writer.wait_closed()
        self._end("closed")
