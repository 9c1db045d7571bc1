"""One writer per game: an OS file lock beside each save while a process has the game open.

The lock is ``flock`` on ``.NAME.lock`` next to ``NAME`` (the save). The kernel drops it when
the process ends, however it ends, so a crash or a ``kill -9`` never leaves a stale lock.
The lock file says who holds it (process id, host, since when) for the one-line message
another ``uno-tui`` shows. Taking a game over replaces the lock file (the old holder keeps a
lock on a file nobody looks at any more); what stops the old holder from writing is the
save's generation number, checked before every write (``saves.SaveStore``).

Writes themselves are serialised by a short ``flock`` on the save folder, so that a
generation check and the rename that follows it cannot interleave with another process's.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import time
from collections.abc import Iterator
from pathlib import Path

from ..engine.values import Value

try:
    import fcntl

    _EX, _SH, _NB, _UN = fcntl.LOCK_EX, fcntl.LOCK_SH, fcntl.LOCK_NB, fcntl.LOCK_UN

    def _flock(fd: int, how: int) -> None:
        fcntl.flock(fd, how)

except ImportError:  # pragma: no cover - no flock (Windows): one writer is not enforced
    _EX, _SH, _NB, _UN = 2, 1, 4, 8

    def _flock(fd: int, how: int) -> None:
        return None


#: Seconds a write waits for another process's write to the same folder to finish.
WRITE_WAIT = 5.0


class Holder(Value):
    """Who has a game open: process id, host name, and since when (seconds since epoch)."""

    pid: int
    since: float
    host: str = ""


class GameBusy(Exception):
    """The game is open in another process (``holder``, when its lock file says)."""

    def __init__(self, holder: Holder | None) -> None:
        super().__init__(holder)
        self.holder = holder


class WriteBusy(OSError):
    """Another process kept the save folder's write lock for too long."""


#: The end of a lock file's name: ``.NAME.lock`` beside the save ``NAME``.
LOCK_SUFFIX = ".lock"


def lock_path(save: Path) -> Path:
    return save.with_name("." + save.name + LOCK_SUFFIX)


def _open_flags() -> int:
    return os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)


def _read_holder(fd: int) -> Holder | None:
    try:
        raw = os.pread(fd, 4096, 0)
        data = json.loads(raw)
        pid, since = data["pid"], data["since"]
        host = data.get("host", "")
        if isinstance(pid, int) and isinstance(since, (int, float)) and isinstance(host, str):
            return Holder(pid, float(since), host[:64])
    except (OSError, ValueError, KeyError, TypeError, RecursionError):
        pass
    return None


def _same_file(fd: int, path: Path) -> bool:
    try:
        st = os.stat(path, follow_symlinks=False)
    except OSError:
        return False
    mine = os.fstat(fd)
    return (st.st_dev, st.st_ino) == (mine.st_dev, mine.st_ino)


class GameLock:
    """A held lock on one save (a plain class: a dataclass costs some 4 M instructions to
    define, and this module is imported before a new game's first frame)."""

    __slots__ = ("fd", "save", "since")

    def __init__(self, save: Path, fd: int, since: float) -> None:
        self.save = save
        self.fd = fd
        self.since = since

    @property
    def path(self) -> Path:
        return lock_path(self.save)

    def release(self) -> None:
        """Let the game go: remove the lock file (if it is still ours) and unlock."""
        if self.fd < 0:
            return
        if _same_file(self.fd, self.path):
            with contextlib.suppress(OSError):
                self.path.unlink()
        os.close(self.fd)
        self.fd = -1


def acquire(save: Path) -> GameLock:
    """Lock ``save`` for this process; raise ``GameBusy`` if another process has it open."""
    path = lock_path(save)
    for _attempt in range(20):
        fd = os.open(path, _open_flags(), 0o600)
        try:
            _flock(fd, _EX | _NB)
        except OSError as exc:
            holder = _read_holder(fd)
            os.close(fd)
            if exc.errno in (errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES):
                raise GameBusy(holder) from None
            raise
        # Between open and flock the file may have been removed (a release) or replaced
        # (a take-over): then this lock guards nothing; try again on the file now there.
        if not _same_file(fd, path):
            os.close(fd)
            continue
        since = time.time()
        info = json.dumps({"pid": os.getpid(), "since": since, "host": os.uname().nodename})
        got = GameLock(save, fd, since)
        try:
            os.ftruncate(fd, 0)
            os.pwrite(fd, info.encode(), 0)
        except BaseException:
            # (A full disk, say: the lock is let go, or the next try would find it held
            # by this very process and call the game taken over.)
            got.release()
            raise
        return got
    raise GameBusy(None)


def take(save: Path) -> GameLock:
    """Take ``save``'s lock from whoever holds it: a new lock file replaces theirs."""
    with contextlib.suppress(FileNotFoundError):
        lock_path(save).unlink()
    return acquire(save)


def holder(save: Path) -> Holder | None:
    """Who has ``save`` open now, without locking it; ``None`` when nobody has."""
    path = lock_path(save)
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    try:
        try:
            _flock(fd, _SH | _NB)
        except OSError:
            return _read_holder(fd) or Holder(0, 0.0)
        _flock(fd, _UN)
        return None
    finally:
        os.close(fd)


def pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True
    return True


@contextlib.contextmanager
def folder_write_lock(folder: Path, wait: float = WRITE_WAIT) -> Iterator[None]:
    """Hold the save folder's write lock (``flock`` on the folder itself) for one write."""
    fd = os.open(folder, os.O_RDONLY | getattr(os, "O_DIRECTORY", 0) | getattr(os, "O_CLOEXEC", 0))
    try:
        deadline = time.monotonic() + wait
        while True:
            try:
                _flock(fd, _EX | _NB)
                break
            except BlockingIOError:
                if time.monotonic() > deadline:
                    from ..i18n import _

                    raise WriteBusy(
                        errno.EWOULDBLOCK, _("another uno-tui is writing in this folder")
                    ) from None
                time.sleep(0.01)
        yield
    finally:
        os.close(fd)
