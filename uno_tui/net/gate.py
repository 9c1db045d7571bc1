"""Who may knock, and how often: the host's limits on terminals that have proved nothing.

Limits are kept per *source*, never for everyone: on this machine's loopback a source is
the connecting process's user (found in ``/proc/net/tcp``: a TCP socket on Linux names its
owner's uid), otherwise its address. So a user who floods the port with connections or
wrong codes slows only that user; a valid seat key is never limited at all, and a valid
code from another source is heard at once.

- At most ``PER_SOURCE`` connections of one source wait to prove themselves (a new one
  closes that source's oldest: a terminal proves itself in milliseconds, a flood's
  connections wait), and at most ``PENDING`` in all (then the oldest of the source
  holding most goes).
  Each holds at most ``protocol.MAX_TERMINAL_LINE`` bytes: memory stays bounded however
  many connections come.
- At most ``FAILURES`` join attempts of one source in ``WINDOW`` seconds that did not end
  with the code proved (an attempt counts from its start, and is given back when it
  succeeds): a join code cannot be guessed by trying them all.
"""

from __future__ import annotations

import ipaddress
import socket
import time
from collections import Counter, deque
from collections.abc import Hashable
from pathlib import Path
from typing import Any

PER_SOURCE = 8
PENDING = 128
FAILURES = 10
WINDOW = 10.0


def _proc_address(ip: str, port: int) -> str | None:
    """An address as ``/proc/net/tcp`` writes it (each 32-bit word little-endian, hex)."""
    try:
        address = ipaddress.ip_address(ip.split("%")[0])
    except ValueError:
        return None
    packed = address.packed
    words = "".join(packed[i : i + 4][::-1].hex() for i in range(0, len(packed), 4))
    return f"{words.upper()}:{port:04X}"


def loopback_uid(peer: Any, local: Any) -> int | None:
    """The uid of the process at the other end of a loopback connection (``peer`` and
    ``local`` as ``getpeername`` / ``getsockname`` give them), or ``None``."""
    if not isinstance(peer, tuple) or not isinstance(local, tuple):
        return None
    theirs = _proc_address(str(peer[0]), int(peer[1]))
    ours = _proc_address(str(local[0]), int(local[1]))
    if theirs is None or ours is None:
        return None
    needle = f"{theirs} {ours} "
    for table in ("/proc/net/tcp", "/proc/net/tcp6"):
        try:
            text = Path(table).read_text()
        except OSError:
            continue
        at = text.find(needle)
        if at < 0:
            continue
        fields = text[at : text.find("\n", at)].split()
        try:
            return int(fields[6])  # local remote st queues timer retransmits uid
        except (IndexError, ValueError):
            return None
    return None


def source_of(peer: Any, local: Any) -> str:
    """Whom the limits count a connection against: a local user, or an address."""
    if not isinstance(peer, tuple):
        return "unix"
    ip = str(peer[0])
    try:
        loopback = ipaddress.ip_address(ip.split("%")[0]).is_loopback
    except ValueError:
        loopback = False
    if loopback:
        uid = loopback_uid(peer, local)
        if uid is not None:
            return "uid " + str(uid)
    return "address " + ip


def socket_source(sock: socket.socket) -> str:
    return source_of(sock.getpeername(), sock.getsockname())


class Gate:
    """The host's limits for connections that have not yet proved a secret."""

    def __init__(
        self,
        *,
        per_source: int = PER_SOURCE,
        pending: int = PENDING,
        failures: int = FAILURES,
        window: float = WINDOW,
    ) -> None:
        self.per_source = per_source
        self.pending_limit = pending
        self.failures = failures
        self.window = window
        #: Connections waiting to prove themselves, oldest first, with their source.
        self.pending: dict[Hashable, str] = {}
        self._attempts: dict[str, deque[float]] = {}

    def admit(self, conn: Hashable, source: str) -> list[Hashable]:
        """Let ``conn`` wait to prove itself; return the connections to close now."""
        self.pending[conn] = source
        counts = Counter(self.pending.values())
        if counts[source] > self.per_source:
            heaviest = source
        elif len(self.pending) > self.pending_limit:
            heaviest = max(counts, key=lambda s: counts[s])
        else:
            return []
        oldest = next(c for c, s in self.pending.items() if s == heaviest)
        del self.pending[oldest]
        return [oldest]

    def settled(self, conn: Hashable) -> None:
        """``conn`` proved itself, or is gone."""
        self.pending.pop(conn, None)

    def _forget_old(self) -> None:
        now = time.monotonic()
        for source, attempts in list(self._attempts.items()):
            while attempts and now - attempts[0] > self.window:
                attempts.popleft()
            if not attempts:
                del self._attempts[source]

    def may_try(self, source: str) -> bool:
        """Whether ``source`` may try a join code now."""
        self._forget_old()
        return len(self._attempts.get(source, ())) < self.failures

    def trying(self, source: str) -> float:
        """A join attempt starts: it counts until ``succeeded``."""
        stamp = time.monotonic()
        self._attempts.setdefault(source, deque()).append(stamp)
        return stamp

    def succeeded(self, source: str, stamp: float) -> None:
        attempts = self._attempts.get(source)
        if attempts is not None and stamp in attempts:
            attempts.remove(stamp)
