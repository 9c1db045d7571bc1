"""Reading a record or a save safely: regular files only, never more than ``MAX_BYTES``.

A path may name anything — ``/dev/zero``, a FIFO that never answers, a symlink to either —
and a record may come from someone else. Reading never blocks on a FIFO or a device and
never grows without bound: it refuses, with a reason the caller words in one line.
"""

from __future__ import annotations

import os
import stat
from typing import BinaryIO

#: Far above any real game (a long game's record is some tens of kilobytes).
MAX_BYTES = 16 * 1024 * 1024


class Unreadable(OSError):
    """The file cannot be read as a record: ``why`` is ``"not_regular"``, ``"too_large"``
    or ``"os"`` (then ``strerror`` says the system's reason)."""

    def __init__(self, why: str, strerror: str | None = None) -> None:
        super().__init__(strerror or why)
        self.why = why
        self.strerror = strerror


def read_regular(path: str | os.PathLike[str], limit: int = MAX_BYTES) -> bytes:
    """The bytes of the regular file at ``path`` (symlinks followed), at most ``limit``."""
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; a regular file ignores it.
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise Unreadable("os", _reason(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise Unreadable("not_regular")
        if info.st_size > limit:
            raise Unreadable("too_large")
        chunks: list[bytes] = []
        total = 0
        while True:
            try:
                chunk = os.read(fd, min(1 << 20, limit + 1 - total))
            except OSError as exc:
                raise Unreadable("os", _reason(exc)) from None
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
            if total > limit:
                raise Unreadable("too_large")
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_stream(stream: BinaryIO, limit: int = MAX_BYTES) -> bytes:
    """Up to ``limit`` bytes of a stream (standard input); more is refused."""
    data = stream.read(limit + 1)
    if len(data) > limit:
        raise Unreadable("too_large")
    return data


def _reason(exc: OSError) -> str:
    """The system's reason, in the player's language where it is a usual one."""
    from ..i18n.system import os_reason

    return os_reason(exc)


def why_unreadable(exc: Unreadable) -> str:
    """``exc`` in the player's language, as the end of a one-line error."""
    from ..i18n import _

    if exc.why == "not_regular":
        return _("it is not a regular file")
    if exc.why == "too_large":
        return _("it is larger than {size} MiB").format(size=MAX_BYTES // (1024 * 1024))
    return exc.strerror or exc.why
