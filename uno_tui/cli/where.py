"""Where ``uno-tui join`` goes: an account's table on this machine (``ana``), an address
(``HOST:PORT``, ``[::1]:PORT``), or with neither the one table open here (or whose seat
this user keeps); and who answers there, as the kernel says, before the code is typed.
"""

from __future__ import annotations

import contextlib
import socket

from ..i18n import _
from ..net.address import DEFAULT_PORT, LOOPBACK
from .args import PROG


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT``, ``[::1]:PORT``, ``HOST`` or ``:PORT``."""
    host, port = LOOPBACK, DEFAULT_PORT
    text = text.strip()
    if text.startswith("["):
        inside, _sep, rest = text[1:].partition("]")
        host = inside
        text = rest
        if text.startswith(":"):
            port = int(text[1:])
        elif text:
            raise ValueError(text)
        return host, port
    name, sep, number = text.rpartition(":")
    if not sep:
        return text or host, port
    return name or host, int(number)


class Where:
    """Where ``join`` goes: ``dial`` and ``port`` for ``local.dial`` (``@ACCOUNT`` for a
    table on this machine), ``where`` as the keys file and the player's lines name it."""

    def __init__(self, dial: str, port: int, where: str) -> None:
        self.dial, self.port, self.where = dial, port, where

    @property
    def local(self) -> bool:
        return self.dial.startswith("@")


def find_where(text: str | None) -> Where | str:
    """The table ``join`` means: an account's table on this machine (``ana``), an address,
    or with neither the one table open here (or whose seat this user keeps); else why not,
    in one line."""
    from ..net.keys import kept_seats
    from ..net.local import account_name, account_uid, local_hosts

    if text is None:
        open_hosts = local_hosts()
        for kept in kept_seats():
            # (a seat kept at a table on TCP is looked for at its host's account too)
            uid = account_uid(kept.where) if ":" not in kept.where else kept.host
            if uid is not None and uid in open_hosts:
                name = account_name(uid)
                return Where("@" + name, 0, name)
        if len(open_hosts) == 1:
            name = account_name(open_hosts[0])
            return Where("@" + name, 0, name)
        tcp = next((kept.where for kept in kept_seats() if ":" in kept.where), None)
        if tcp is not None and not open_hosts:  # (the table whose seat this user keeps)
            with contextlib.suppress(ValueError):
                host, port = parse_address(tcp)
                return Where(host, port, tcp)
        if open_hosts:
            return _(
                "{prog}: tables are open on this machine, hosted by {names}: say whose "
                "(e.g. {prog} join {first})"
            ).format(
                prog=PROG,
                names=", ".join(account_name(u) for u in open_hosts),
                first=account_name(open_hosts[0]),
            )
        return _(
            "{prog}: no table is open on this machine: give the host's account "
            "({prog} join ACCOUNT), or HOST:PORT for a table that listens on TCP"
        ).format(prog=PROG)
    name = text.strip().removeprefix("@")
    bare = ":" not in name and "[" not in name  # (an account's name, or a host's)
    if bare and name and account_uid(name) is not None:
        return Where("@" + name, 0, name)
    try:
        host, port = parse_address(text)
        if not 0 < port < 65536 or (bare and not socket.getaddrinfo(host, port)):
            raise ValueError(port)
    except (ValueError, OSError):  # (socket.gaierror: no account and no host of that name)
        return _("{prog}: {address} is neither an account of this machine nor HOST:PORT").format(
            prog=PROG, address=text
        )
    return Where(host, port, f"{host}:{port}")


async def probe(where: Where) -> int | None:
    """The account that runs what answers at ``where``, as the kernel says (one
    connection, closed at once), for the player to see before typing the code (none
    there: said at once, not after the code)."""
    from ..net.local import dial

    sock, uid = await dial(where.dial, where.port)
    sock.close()
    return uid
