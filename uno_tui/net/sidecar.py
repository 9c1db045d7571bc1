"""Beside a hosted game's save: its open seats and their keys, so ``host --resume`` can let
the players who held them back in. Never in the save itself (the record's format is a
public interface); written readable by the host's own user only (``saves.write_atomic``).
"""

from __future__ import annotations

import contextlib
import json
from pathlib import Path
from typing import TYPE_CHECKING

from ..table.saves.disk import sidecar_path

if TYPE_CHECKING:
    from .host import TableHost

__all__ = ["keep_shares", "read_sidecar", "read_table", "sidecar_path", "write_sidecar"]

SIDECAR_FORMAT = "uno-net-seats/2"
#: The previous format kept each seat's token's SHA-256, which is that seat's key now.
OLD_FORMAT = "uno-net-seats/1"


def write_sidecar(save: Path, host: TableHost) -> None:
    from ..table.saves import write_atomic

    seats = [
        {"seat": r.seat, "name": r.name, "key": r.key.hex() if r.key is not None else None}
        for r in host.seats.values()
    ]
    document = {
        "format": SIDECAR_FORMAT,
        "seats": seats,
        "table": host.table,
        "shares": host.shares.state(),
    }
    write_atomic(sidecar_path(save), document)


def keep_shares(host: TableHost) -> None:
    """The shared shuffles' secrets a restarted host needs to open the round under way
    (``ShareBook.state``): taken up from beside a resumed game's save, and kept there, mode
    0600, each time they change (never in the save: its record is a public format)."""
    session = host.session

    def keep() -> None:
        path = session.save_path
        if path is not None and session.saves is not None and session.game is not None:
            with contextlib.suppress(OSError):
                write_sidecar(path, host)

    host.shares.keep = keep
    if session.game is not None and session.save_path is not None:
        from ..table.files import Unreadable, read_regular

        try:
            document = json.loads(read_regular(sidecar_path(session.save_path)))
        except (Unreadable, OSError, ValueError, RecursionError):
            return
        if isinstance(document, dict):
            host.shares.restore(document.get("shares"), host.game_key)


def read_table(save: Path) -> str | None:
    """The table's name kept beside ``save`` (the same after a restart), or ``None``."""
    from ..table.files import Unreadable, read_regular

    try:
        document = json.loads(read_regular(sidecar_path(save)))
    except (Unreadable, OSError, ValueError, RecursionError):
        return None
    table = document.get("table") if isinstance(document, dict) else None
    return table if isinstance(table, str) and 0 < len(table) <= 64 else None


def read_sidecar(save: Path, names: tuple[str, ...]) -> tuple[dict[int, str], dict[int, bytes]]:
    """The open seats (seat → name) and their keys saved beside ``save``; empty when there
    is no sidecar or it cannot be used."""
    from ..table.files import Unreadable, read_regular

    try:
        document = json.loads(read_regular(sidecar_path(save)))
    except (Unreadable, OSError, ValueError, RecursionError):
        return {}, {}
    if not isinstance(document, dict) or document.get("format") not in (
        SIDECAR_FORMAT,
        OLD_FORMAT,
    ):
        return {}, {}
    field = "key" if document["format"] == SIDECAR_FORMAT else "token"
    seats: dict[int, str] = {}
    keys: dict[int, bytes] = {}
    entries = document.get("seats")
    for entry in entries if isinstance(entries, list) else []:
        if not isinstance(entry, dict):
            continue
        seat, key = entry.get("seat"), entry.get(field)
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < len(names):
            continue
        seats[seat] = names[seat]
        if isinstance(key, str) and len(key) == 64:
            try:
                keys[seat] = bytes.fromhex(key)
            except ValueError:
                continue
    return seats, keys
