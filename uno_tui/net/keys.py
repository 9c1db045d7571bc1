"""The keys of the seats this user joined, kept to rejoin them: ``joined.json`` beside
the saves, readable by this user only."""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from pathlib import Path
from typing import Any

from . import auth

#: The file, beside the saves, that keeps the keys of the seats this user joined.
KEYS_FILE = "joined.json"


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


def saved_key(address: str) -> tuple[int, bytes, str] | None:
    """The seat, key and name kept for the table at ``address`` (``HOST:PORT``). A token
    kept by the previous version gives its SHA-256 (what its host kept, the key now)."""
    entry = _read_keys().get(address)
    if not isinstance(entry, dict):
        return None
    seat, name = entry.get("seat"), entry.get("name")
    if not isinstance(seat, int) or not isinstance(name, str):
        return None
    key, token = entry.get("key"), entry.get("token")
    try:
        if isinstance(key, str) and len(key) == 2 * auth.KEY_BYTES:
            return seat, bytes.fromhex(key), name
    except ValueError:
        return None
    if isinstance(token, str):
        return seat, hashlib.sha256(token.encode()).digest(), name
    return None


def keep_key(address: str, seat: int, key: bytes, name: str) -> None:
    """Keep the seat's key (readable by this user only) for rejoining."""
    from ..table.saves import write_atomic

    keys = _read_keys()
    keys[address] = {"seat": seat, "key": key.hex(), "name": name}
    path = keys_path()
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    write_atomic(path, keys)
    with contextlib.suppress(OSError):
        os.chmod(path, 0o600)
