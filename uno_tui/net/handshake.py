"""A terminal at the door: the handshake that gives it a seat (docs/PROTOCOL.md).

Hello, the host's proof, the terminal's proof, with ``auth.py``'s arithmetic: neither the
join code nor a seat's key crosses the wire, the host proves first, and the seat's key
changes at every join and rejoin. The limits on who may knock are ``gate.py``'s.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any

from . import auth
from . import protocol as p
from .seal import Seal

if TYPE_CHECKING:
    from .host import TableHost

#: A joined terminal's messages per second, on average, and in a burst (``TableHost``).
BURST = 40
#: What ``handshake`` gives a terminal that proved the code to watch.
WATCH = "watch"


@dataclass
class RemoteSeat:
    """A seat played from another terminal."""

    seat: int
    name: str
    #: The seat's key (``auth.py``); ``None`` until someone took the seat.
    key: bytes | None = None
    conn: Connection | None = None
    #: The seat was handed to a computer player while its player was away.
    computer: bool = False


@dataclass(eq=False)
class Connection:
    """One terminal connected to the table."""

    writer: asyncio.StreamWriter
    peer: str
    #: Whom the limits count it against (``gate.source_of``).
    source: str = ""
    seat: int | None = None
    #: A watcher: sent the public table, takes no action.
    watcher: bool = False
    #: The game (``TableHost.game_key``) and how many of its events this terminal has.
    game: int | None = None
    sent: int = 0
    last: tuple[Any, ...] | None = None
    allowance: float = BURST
    checked: float = field(default_factory=time.monotonic)
    strikes: int = 0
    closed: bool = False
    #: The connection's seal once the handshake is done (``seal.py``): every line after
    #: it is sealed both ways.
    seal: Seal | None = None

    def allowed(self, rate: float, burst: int) -> bool:
        """A token bucket of ``burst`` messages refilled at ``rate`` a second: may this
        connection send one more now? (Each one over counts a strike.)"""
        now = time.monotonic()
        self.allowance = min(burst, self.allowance + (now - self.checked) * rate)
        self.checked = now
        if self.allowance >= 1:
            self.allowance -= 1
            return True
        self.strikes += 1
        return False


async def read_line(reader: asyncio.StreamReader, timeout: float) -> bytes:
    """The next line from a terminal; ``ProtocolError`` with the reason when it cannot be
    had (too slow, too long), ``EOFError`` when the terminal has gone."""
    try:
        line = await asyncio.wait_for(reader.readline(), timeout)
    except TimeoutError:
        raise p.ProtocolError(p.TIMEOUT) from None
    except (ValueError, asyncio.LimitOverrunError):
        raise p.ProtocolError(p.TOO_LONG) from None
    if not line.endswith(b"\n"):
        raise EOFError
    return line


async def handshake(
    host: TableHost, reader: asyncio.StreamReader, conn: Connection
) -> RemoteSeat | str | None:
    """The seat ``conn`` proved it may take (its key already the next one), ``WATCH``
    when it proved the code to watch, or ``None`` when it was refused (and closed)."""
    hello = host._decode(await read_line(reader, host.hello_timeout))
    if not isinstance(hello, p.Hello) or len(hello.nonce) != 2 * auth.NONCE_BYTES:
        raise p.ProtocolError(p.MALFORMED + ": expected hello")
    if host.session.game is None:
        host._refuse(conn, p.NO_GAME)
        return None
    joining = hello.seat is None
    if hello.watch and (not joining or not host.watching):
        host._refuse(conn, p.NO_WATCHING if joining else p.MALFORMED)
        return None
    if joining and not host.gate.may_try(conn.source):
        host._refuse(conn, p.TOO_FAST)
        return None
    ours = auth.nonce()
    if joining:
        if hello.pake is None:
            raise p.ProtocolError(p.MALFORMED + ": a join without its exchange")
        attempt = host.gate.trying(conn.source)
        spake = auth.Spake(host.code, terminal=False)
        challenge = p.Challenge(host.table, ours, spake.message, None, "")
        transcript = p.transcript(hello, challenge)
        try:
            key = spake.key(hello.pake, transcript)
        except auth.BadProof:
            raise p.ProtocolError(p.MALFORMED + ": not a group element") from None
        remote = None
    else:
        remote = host.seats.get(hello.seat) if hello.seat is not None else None
        if remote is None or remote.key is None:
            host._refuse(conn, p.BAD_TOKEN)
            return None
        key = remote.key
        challenge = p.Challenge(host.table, ours, None, auth.key_id(key), "")
        transcript = p.transcript(hello, challenge)
    host._send(conn, replace(challenge, proof=auth.proof(key, "host", transcript)))
    answer = host._decode(await read_line(reader, host.hello_timeout))
    if not isinstance(answer, p.Prove):
        raise p.ProtocolError(p.MALFORMED + ": expected prove")
    try:
        auth.check(key, "terminal", transcript, answer.proof)
    except auth.BadProof:
        host._refuse(conn, p.BAD_CODE if joining else p.BAD_TOKEN)
        return None
    # Both ends hold the secret: every line from now on is sealed (``seal.py``).
    conn.seal = Seal(key, transcript, host=True)
    if joining:
        host.gate.succeeded(conn.source, attempt)
        if hello.watch:
            return WATCH
        found = open_seat(host, hello.name)
        if isinstance(found, str):
            open_names = tuple(r.name for r in host.seats.values() if r.key is None)
            host._refuse(conn, found, open_names)
            return None
        remote = found
    elif remote is None or remote.key != key:
        host._refuse(conn, p.BAD_TOKEN)  # the seat was rejoined meanwhile
        return None
    remote.key = auth.next_key(key, transcript)
    return remote


def open_seat(host: TableHost, name: str | None) -> RemoteSeat | str:
    free = [r for r in host.seats.values() if r.key is None]
    if name is None or name == "":
        return free[0] if free else p.NO_OPEN_SEAT
    wanted = name.strip().casefold()
    for remote in host.seats.values():
        if remote.name.casefold() == wanted:
            return remote if remote.key is None else p.SEAT_TAKEN
    return p.NO_SUCH_NAME if free else p.NO_OPEN_SEAT
