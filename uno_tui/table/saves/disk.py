"""Saves on disk: the folder they live in, the atomic write, and a bad save moved aside.

Every write is atomic — a temporary file in the same folder, flushed and fsynced, then
renamed over the save — so a dropped SSH connection or a ``kill -9`` at any moment leaves
either the previous save or the new one, never half of one. Saves are readable by their
owner only (0600 in a 0700 folder).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import signal
from pathlib import Path
from typing import Any

APP_NAME = "uno-tui"
#: Set to a folder to keep saves there instead of the user's data folder (tests use it).
DATA_DIR_ENV = "UNO_TUI_DATA_DIR"
#: The end of every save's name.
SAVE_SUFFIX = ".uno.json"
#: A temporary file of ``write_atomic``: ``.NAME.PID.HEX.tmp`` beside the save NAME.
TEMP_PATTERN = re.compile(r"^\.(?P<save>.+\.uno\.json)\.(?P<pid>[0-9]+)\.[0-9a-f]{8}\.tmp$")
#: Test hook: stop this process (SIGSTOP) before the rename of its Nth write, so that a test
#: can kill it between the temporary file and the rename.
STOP_BEFORE_RENAME_ENV = "UNO_TUI_TEST_STOP_BEFORE_RENAME"
#: Test hook: stop this process right after its Nth write is complete (renamed, synced).
STOP_AFTER_WRITE_ENV = "UNO_TUI_TEST_STOP_AFTER_WRITE"
_writes = 0


def token(nbytes: int) -> str:
    """``nbytes`` random bytes in hex, as ``secrets.token_hex`` (which costs an import of
    ``hmac`` and ``hashlib`` at start-up)."""
    return os.urandom(nbytes).hex()


def data_dir() -> Path:
    """The folder that holds the saves: ``$UNO_TUI_DATA_DIR`` or the platform's data dir."""
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)) / "games"


def app_owns_data_dir() -> bool:
    """True when the saves live in the platform's data folder (the app makes it private);
    False when the player chose the folder (``UNO_TUI_DATA_DIR``: the app leaves its mode)."""
    return not os.environ.get(DATA_DIR_ENV)


def file_signature(path: Path) -> tuple[int, int, int, int] | None:
    """(device, inode, modified, size) of ``path``: unchanged while nobody writes it; ``None``
    when there is no such file."""
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_mtime_ns, st.st_size)


def move_aside(path: Path) -> Path | None:
    """Rename an unreadable save to ``NAME.bad`` (or ``NAME.bad-2``...), never overwriting."""
    for k in range(1, 1000):
        target = path.with_name(path.name + (".bad" if k == 1 else f".bad-{k}"))
        if target.exists():
            continue
        try:
            os.link(path, target)
        except FileExistsError:
            continue
        except OSError:
            return None
        with contextlib.suppress(OSError):
            path.unlink()
        return target
    return None


def make_folder(folder: Path) -> None:
    """Make ``folder`` (0700) if it is not there; a file in its place is ``Not a directory``
    (``mkdir`` would say "File exists", which tells the player nothing)."""
    try:
        folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    except FileExistsError:
        raise NotADirectoryError(errno.ENOTDIR, os.strerror(errno.ENOTDIR), str(folder)) from None


def write_atomic(path: Path, record: dict[str, Any]) -> None:
    """Write JSON to ``path``: a 0600 temporary file, flush, fsync, rename, fsync the folder."""
    folder = path.parent
    make_folder(folder)
    data = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    tmp = folder / f".{path.name}.{os.getpid()}.{token(4)}.tmp"
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    global _writes
    _writes += 1
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        if os.environ.get(STOP_BEFORE_RENAME_ENV) == str(_writes):
            os.kill(os.getpid(), signal.SIGSTOP)
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    try:
        dir_fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        with contextlib.suppress(OSError):
            os.fsync(dir_fd)
    finally:
        os.close(dir_fd)
    if os.environ.get(STOP_AFTER_WRITE_ENV) == str(_writes):
        os.kill(os.getpid(), signal.SIGSTOP)


def sidecar_path(save: Path) -> Path:
    """Where a hosted game keeps its open seats and their keys: beside the save (written
    and read by ``net.sidecar``; a save deleted here takes its sidecar with it)."""
    return save.with_name(save.name + ".net")


def hosted_game(save: Path) -> bool:
    """Whether ``save`` is a hosted table's game (its seats are kept beside it): it
    continues with ``uno-tui host --resume``, where its players join again."""
    return sidecar_path(save).exists()
