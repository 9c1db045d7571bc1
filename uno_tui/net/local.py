"""Who is at the other end of a connection on this machine, as the kernel says it.

A table on this machine listens on a Unix socket in Linux's abstract namespace,
``@uno-tui/UID`` (``UID``: the host's account), or, when another account already holds that
name, ``@uno-tui/UID/RANDOM``. A name there proves nothing (any account may take any
name), so neither end trusts it: each asks the kernel who holds the other end
(``SO_PEERCRED``: the account that opened the listening socket, or that connected). A
terminal joining Ana's table connects to the names of her uid and talks only to a socket
Ana's account opened; the host counts a connection against the account that made it.

Over TCP on the loopback (``host --bind 127.0.0.1 --port N``) the kernel also knows each
end's account: one ``sock_diag`` netlink request asks for the one socket with the
connection's two addresses (never a scan of the machine's socket table). Over the network
nobody can say: such a table is known by its address only, and sealed all the same.
"""

from __future__ import annotations

import contextlib
import ipaddress
import os
import pwd
import secrets
import socket
import struct
from collections.abc import Collection
from pathlib import Path

from ..i18n import _
from .address import BACKLOG

#: The abstract names of local tables start with this (``@`` in ``/proc/net/unix``).
PREFIX = "uno-tui/"


def table_name(uid: int, slot: str | None = None) -> str:
    """The abstract socket name (with its leading NUL) of a table of ``uid``."""
    return "\0" + PREFIX + str(uid) + ("" if slot is None else "/" + slot)


def listen_local(uid: int | None = None) -> socket.socket:
    """A listening Unix socket for a table of this account (of ``uid``): its plain name,
    or a name of its own when another account or table holds that one."""
    uid = os.getuid() if uid is None else uid
    for slot in (None, *(secrets.token_hex(6) for _tries in range(8))):
        sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        try:
            sock.bind(table_name(uid, slot))
        except OSError:
            sock.close()
            continue
        sock.listen(BACKLOG)
        sock.setblocking(False)
        return sock
    raise OSError(_("no free name for a table"))  # pragma: no cover - eight random names taken


def listen_tcp(bind: str, port: int) -> socket.socket:
    """A listening TCP socket on ``bind``:``port`` (``host --bind``/``--port``), bound
    now, so that a port in use is said at once, before the game's screen."""
    infos = socket.getaddrinfo(bind, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE)
    family, kind, proto, _name, where = infos[0]
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(where)
        sock.listen(BACKLOG)
        sock.setblocking(False)
    except BaseException:
        sock.close()
        raise
    return sock


def candidates(uid: int) -> list[str]:
    """The names a table of ``uid`` may listen on: its plain name first, then any other
    ``@uno-tui/UID/…`` the kernel lists (read only by a terminal looking for a table,
    never by a host)."""
    found = [table_name(uid)]
    prefix = "@" + PREFIX + str(uid) + "/"
    with contextlib.suppress(OSError):
        for line in Path("/proc/net/unix").read_text().splitlines():
            name = line.rsplit(" ", 1)[-1]
            if name.startswith(prefix) and ("\0" + name[1:]) not in found:
                found.append("\0" + name[1:])
    return found


def local_hosts() -> list[int]:
    """The accounts with a table listening on this machine (their uids, once each)."""
    seen: list[int] = []
    with contextlib.suppress(OSError):
        for line in Path("/proc/net/unix").read_text().splitlines():
            name = line.rsplit(" ", 1)[-1]
            if name.startswith("@" + PREFIX):
                head = name[1 + len(PREFIX) :].split("/")[0]
                if head.isdigit() and int(head) not in seen:
                    seen.append(int(head))
    return seen


# ---------------------------------------------------------------------- reaching a table

#: How a table on this machine is named where an address would be: ``@ACCOUNT``.
MARK = "@"


def _dial_unix(name: str, patience: float) -> socket.socket:
    """Connect to a Unix socket, waiting up to ``patience`` seconds while the host's
    queue is full (the kernel makes a blocking connect wait for room)."""
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        seconds = int(patience)
        micro = int((patience - seconds) * 1_000_000)
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, struct.pack("ll", seconds, micro))
        sock.connect(name)
        sock.setblocking(False)
    except BaseException:
        sock.close()
        raise
    return sock


def _dial_tcp(host: str, port: int, patience: float) -> socket.socket:
    sock = socket.create_connection((host, port), timeout=patience)
    sock.setblocking(False)
    return sock


async def dial(
    host: str, port: int, patience: float = 10.0, skip: Collection[str] = ()
) -> tuple[socket.socket, int | None]:
    """A connected socket to the table at ``host``:``port``, or to ``@ACCOUNT``'s table
    on this machine (only a socket that account opened will do, and none named in
    ``skip``), and the account that runs it as the kernel says (``None``: another
    machine). ``OSError`` when none."""
    import asyncio

    if host.startswith(MARK):
        uid = account_uid(host[len(MARK) :])
        if uid is None:
            raise OSError(_("no such account"))
        for name in candidates(uid):
            if name in skip:
                continue
            try:
                sock = await asyncio.to_thread(_dial_unix, name, patience)
            except OSError:
                continue
            if peer_uid(sock) == uid:
                return sock, uid
            sock.close()  # a name another account took: not the table
        raise OSError(_("no table of that account is open"))
    sock = await asyncio.to_thread(_dial_tcp, host, port, patience)
    try:
        return sock, peer_uid(sock)
    except OSError:
        sock.close()
        raise


def local_name(sock: socket.socket) -> str | None:
    """The name of the table's socket a connection reached on this machine, or ``None``."""
    if sock.family != socket.AF_UNIX:
        return None
    name = sock.getpeername()
    return name.decode(errors="replace") if isinstance(name, bytes) else str(name)


def another_table(exc: BaseException) -> bool:
    """Whether a handshake that failed so says only that this socket of the account is not
    the table sought (it did not answer, holds another key, or not this code)."""
    from . import protocol as p
    from .client import OTHER_KEY, Lost, Refused, Unproven

    if isinstance(exc, Refused):
        return exc.reason in (OTHER_KEY, p.BAD_TOKEN, p.NO_GAME)
    return isinstance(exc, Unproven) or (isinstance(exc, Lost) and str(exc) == "no answer")


# ---------------------------------------------------------------------- accounts


def account_name(uid: int) -> str:
    """An account's name (its number when it has none)."""
    try:
        return pwd.getpwuid(uid).pw_name
    except KeyError:
        return str(uid)


def hosting_here(uid: int | None) -> str | None:
    """The name of the account ``uid`` when a table of that account may be open on this
    machine's socket (where a table it ran on TCP comes back with ``host --resume`` and
    no ``--port``; ``dial`` then checks whose socket it is), else ``None``."""
    if uid is None or uid not in local_hosts():
        return None
    return account_name(uid)


def account_uid(name: str) -> int | None:
    """The uid of the account called ``name`` (or numbered so), or ``None``."""
    try:
        return pwd.getpwnam(name).pw_uid
    except KeyError:
        return int(name) if name.isdigit() else None


# ---------------------------------------------------------------------- the kernel's answer


def peer_uid(sock: socket.socket) -> int | None:
    """The account at the other end of a connected socket, from the kernel, or ``None``
    when it cannot say (a connection from or to another machine)."""
    if sock.family == socket.AF_UNIX:
        data = sock.getsockopt(socket.SOL_SOCKET, socket.SO_PEERCRED, struct.calcsize("3i"))
        _pid, uid, _gid = struct.unpack("3i", data)
        return int(uid)
    if sock.family in (socket.AF_INET, socket.AF_INET6):
        try:
            peer, local = sock.getpeername(), sock.getsockname()
        except OSError:
            return None
        return loopback_uid(sock.family, peer, local)
    return None


# sock_diag (linux/inet_diag.h): one request for the socket with these two addresses.
_SOCK_DIAG_BY_FAMILY = 20
_NLM_F_REQUEST = 1
_NLMSG_ERROR = 2
_NO_COOKIE = 0xFFFFFFFF
_NETLINK_SOCK_DIAG = 4


def _packed(family: int, address: str) -> bytes:
    return socket.inet_pton(family, address.split("%")[0]).ljust(16, b"\0")


def loopback_uid(family: int, peer: tuple[object, ...], local: tuple[object, ...]) -> int | None:
    """The uid of the socket at ``peer`` connected to ``local`` on this machine's loopback
    (the other end of our connection), from one ``sock_diag`` lookup, or ``None``."""
    try:
        if not ipaddress.ip_address(str(peer[0]).split("%")[0]).is_loopback:
            return None
        sockid = struct.pack(
            "!HH16s16s",
            int(str(peer[1])),
            int(str(local[1])),
            _packed(family, str(peer[0])),
            _packed(family, str(local[0])),
        ) + struct.pack("=III", 0, _NO_COOKIE, _NO_COOKIE)
    except (ValueError, OSError):
        return None
    request = struct.pack("=BBBxI", family, socket.IPPROTO_TCP, 0, 0xFFFFFFFF) + sockid
    header = struct.pack("=IHHII", 16 + len(request), _SOCK_DIAG_BY_FAMILY, _NLM_F_REQUEST, 1, 0)
    try:
        with socket.socket(socket.AF_NETLINK, socket.SOCK_DGRAM, _NETLINK_SOCK_DIAG) as nl:
            nl.settimeout(1.0)
            nl.send(header + request)
            answer = nl.recv(8192)
    except OSError:
        return None
    if len(answer) < 16:
        return None
    _length, kind = struct.unpack_from("=IH", answer)
    if kind != _SOCK_DIAG_BY_FAMILY or len(answer) < 16 + 4 + 48 + 16:
        return None  # (an NLMSG_ERROR: no such socket)
    # inet_diag_msg: family state timer retrans, sockid (48), expires rqueue wqueue uid
    (uid,) = struct.unpack_from("=I", answer, 16 + 4 + 48 + 12)
    return int(uid)
