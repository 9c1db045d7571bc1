"""Who may knock, and how often: the host's limits on terminals that have proved nothing.

Limits are kept per *source*, never for everyone: on this machine a source is the
connecting process's account, as the kernel tells it (``local.peer_uid``: the Unix
socket's peer credentials, or one ``sock_diag`` lookup on the loopback), otherwise its
address. Finding it costs the same however many sockets the machine holds. So a user who
floods the port with connections or wrong codes slows only that user; a valid seat key is
never limited at all, and a valid code from another source is heard at once.

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

import time
from collections import Counter, deque
from collections.abc import Hashable
from typing import Any

from .local import peer_uid

PER_SOURCE = 8
PENDING = 128
FAILURES = 10
WINDOW = 10.0


def source_of(sock: Any) -> str:
    """Whom the limits count a connection against: a local account (the kernel's answer
    for a Unix socket, or one ``sock_diag`` lookup on the loopback: ``local.peer_uid``,
    never a scan of the machine's sockets), otherwise an address."""
    if sock is None:
        return "unknown"
    try:
        uid = peer_uid(sock)
        peer = sock.getpeername()
    except OSError:
        return "unknown"
    if uid is not None:
        return "uid " + str(uid)
    return "address " + str(peer[0] if isinstance(peer, tuple) else peer)


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
