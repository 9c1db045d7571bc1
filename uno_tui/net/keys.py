"""The keys of the seats this user joined, kept to rejoin them: ``joined.json`` beside
the saves, readable by this user only.

A key belongs to its table, not to where the table listened: each is kept under the
table's name (``challenge.table``, the same across the host's restarts), with the account
that ran the table as the kernel said (``local.peer_uid``) and where it was last reached
(the host's account for a table on this machine, or ``HOST:PORT``). A host that comes back
elsewhere is found by its account (``join ana``), or at its new port of the same host.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from . import auth

#: The file, beside the saves, that keeps the keys of the seats this user joined.
KEYS_FILE = "joined.json"


@dataclass(frozen=True)
class Kept:
    """One seat this user holds: at ``table`` (``None``: kept by an older version, under
    its address only), run by the account ``host`` (``None``: another machine's), last
    reached at ``where``."""

    seat: int
    key: bytes
    name: str
    table: str | None
    host: int | None
    where: str


def keys_path() -> Path:
    """Where this terminal keeps the keys of the seats it joined (beside the saves)."""
    from ..table.saves import data_dir

    return data_dir() / KEYS_FILE


def _read_keys() -> dict[str, Any]:
    from ..table.files import Unreadable, read_regular

    try:
        document = json.loads(read_regular(keys_path()))
    except (Unreadable, OSError, ValueError, RecursionError):
        return {}
    return document if isinstance(document, dict) else {}


def _entry(label: str, entry: object) -> tuple[float, Kept] | None:
    if not isinstance(entry, dict):
        return None
    seat, name = entry.get("seat"), entry.get("name")
    if not isinstance(seat, int) or not isinstance(name, str):
        return None
    key, token = entry.get("key"), entry.get("token")
    try:
        if isinstance(key, str) and len(key) == 2 * auth.KEY_BYTES:
            secret = bytes.fromhex(key)
        elif isinstance(token, str):  # the version before kept a token: its SHA-256
            secret = hashlib.sha256(token.encode()).digest()
        else:
            return None
    except ValueError:
        return None
    table, host, where = entry.get("table"), entry.get("host"), entry.get("where")
    at = entry.get("at")
    return (
        float(at) if isinstance(at, int | float) else 0.0,
        Kept(
            seat,
            secret,
            name,
            table if isinstance(table, str) else None,
            host if isinstance(host, int) and not isinstance(host, bool) else None,
            where if isinstance(where, str) else label,
        ),
    )


def kept_seats() -> list[Kept]:
    """Every seat kept, the most recently joined first."""
    found = [e for label, v in _read_keys().items() if (e := _entry(label, v)) is not None]
    return [kept for _at, kept in sorted(found, key=lambda e: -e[0])]


def _host_part(where: str) -> str:
    return where.rpartition(":")[0] if ":" in where else where


def saved_key(where: str) -> tuple[int, bytes, str] | None:
    """The seat, key and name kept for the table last reached at ``where``."""
    kept = find_kept(where)
    return (kept.seat, kept.key, kept.name) if kept is not None else None


def find_kept(where: str, *, moved: bool = False, owner: int | None = None) -> Kept | None:
    """The seat kept for the table last reached at ``where``; with ``moved``, else the
    latest kept at another port of the same host, or (``owner``: the account whose table
    on this machine ``where`` names) the latest of a table that account ran, wherever it
    listened then (a host that came back elsewhere: ``host --resume`` without the
    ``--port`` it had)."""
    seats = kept_seats()
    for kept in seats:
        if kept.where == where:
            return kept
    if moved and ":" in where:  # (a table on this machine is found by its account)
        for kept in seats:
            if ":" in kept.where and _host_part(kept.where) == _host_part(where):
                return kept
    if moved and owner is not None:
        for kept in seats:
            if kept.host == owner:
                return kept
    return None


def keep_key(
    where: str,
    seat: int,
    key: bytes,
    name: str,
    *,
    table: str | None = None,
    host: int | None = None,
) -> None:
    """Keep the seat's key (readable by this user only) for rejoining: under ``table``
    (by default the table last reached at ``where`` with this seat, if any)."""
    from ..table.saves import write_atomic

    document = _read_keys()
    if table is None:
        for label, value in document.items():
            old = _entry(label, value)
            if old is not None and old[1].where == where and old[1].seat == seat:
                table, host = old[1].table, old[1].host
                break
    label = table if table is not None else where
    document.pop(where, None)  # (an entry an older version kept under the address)
    document[label] = {
        "table": table,
        "host": host,
        "where": where,
        "seat": seat,
        "key": key.hex(),
        "name": name,
        "at": time.time(),
    }
    path = keys_path()
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    write_atomic(path, document)
    with contextlib.suppress(OSError):
        os.chmod(path, 0o600)
