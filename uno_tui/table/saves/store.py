"""The folder of saves as one store: listing the unfinished games, housekeeping at start,
and one writer per game.

One writer per game: a process that has a game open holds its lock (``lock.py``), and every
save carries a ``"generation"`` number, raised when another process takes the game over.
Before each write the writer checks that the save on disk is not of a newer generation, so a
process that was taken over (stopped, hung, or just left open) never writes again: no path
— autosave, the final save, a SIGHUP handler — rolls a game back.

A save that cannot be used (truncated, corrupt, foreign, from a newer version) is moved
aside with a ``.bad`` suffix, never overwritten or deleted, and explained in one line. One
the system will not let us read now (no permission, a symlink loop) is named as such and
left where it is: nothing says it is damaged.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import stat
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from ...engine import Game, Phase, RecordError, game_to_record
from ...engine.events import WildDrawFourChallenged
from ...i18n import _
from .. import lock
from ..files import read_regular
from ..lock import Holder
from ..names import printable
from .disk import (
    SAVE_SUFFIX,
    TEMP_PATTERN,
    app_owns_data_dir,
    data_dir,
    file_signature,
    make_folder,
    move_aside,
    sidecar_path,
    token,
    write_atomic,
)
from .format import (
    BadSave,
    Loaded,
    SavedGame,
    SaveUnreadable,
    TableSettings,
    generation_on_disk,
    load_save,
    loads_save,
    reveal_index,
)


def save_document(
    game: Game,
    seats: Sequence[str] = (),
    lang: str | None = None,
    settings: TableSettings | None = None,
    reveal: WildDrawFourChallenged | None = None,
) -> dict[str, Any]:
    """What a save of ``game`` holds: its record with the seat kinds (if any), the language
    (if given), the setup's pace and reminders, and an unseen reveal (``format.py``)."""
    record = game_to_record(game)
    if seats:
        record["seats"] = list(seats)
    if lang:
        record["lang"] = lang
    if settings is not None:
        if settings.pace is not None:
            record["pace"] = settings.pace
        record["reminders"] = settings.reminders
    index = reveal_index(game, reveal)
    if index is not None:
        record["reveal"] = index
    return record


def save_copy(
    path: Path,
    game: Game,
    seats: Sequence[str] = (),
    lang: str | None = None,
    *,
    reveal: WildDrawFourChallenged | None = None,
    settings: TableSettings | None = None,
) -> Path:
    """Write a save of ``game`` to ``path``, a file the player named (a new game's name in
    it, when it is a folder), atomically as every save is; returns the file written. The
    folder must exist: a mistyped path makes no folders. Raises ``OSError``."""
    path = path.expanduser()
    if path.is_dir():
        path = path / f"game-{time.strftime('%Y%m%d-%H%M%S')}-{token(3)}{SAVE_SUFFIX}"
    if not path.parent.is_dir():
        raise FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(path.parent))
    write_atomic(path, save_document(game, seats, lang, settings, reveal))
    return path


class TakenOver(Exception):
    """Another process took this game over: this one must not write it any more."""

    def __init__(self, holder: Holder | None) -> None:
        super().__init__("the game was taken over by another process")
        self.holder = holder


class _Held:
    """The game this process has open: its lock, its generation, and the save as this
    process last wrote it (when the file still looks like that, nobody else wrote it)."""

    __slots__ = ("generation", "lock", "signature")

    def __init__(
        self, held: lock.GameLock, generation: int, signature: tuple[int, int, int, int] | None
    ) -> None:
        self.lock = held
        self.generation = generation
        self.signature = signature

    @property
    def path(self) -> Path:
        return self.lock.save


class SaveStore:
    """The folder of saves, one file per game; holds the lock of the game this process has
    open (one at a time)."""

    def __init__(self, root: Path | None = None, *, owned: bool | None = None) -> None:
        self.root = root if root is not None else data_dir()
        #: The app made this folder (the platform data folder): it keeps it private.
        self.owned = app_owns_data_dir() if root is None and owned is None else bool(owned)
        self._held: _Held | None = None
        #: True while a write is under way (a signal handler must not start another).
        self.writing = False

    # ------------------------------------------------------------------ the folder

    def ensure_root(self) -> Path:
        self.root.mkdir(mode=0o700, parents=True, exist_ok=True)
        if self.owned:
            os.chmod(self.root, 0o700)
        return self.root

    def prepare(self) -> str | None:
        """At start: make the folder (0700 when the app owns it, whether or not it existed),
        remove what interrupted writes left, and say (once) if others can read the folder
        the player chose."""
        try:
            self.ensure_root()
        except OSError:
            return None
        self.remove_leftovers()
        if self.owned:
            return None
        try:
            mode = stat.S_IMODE(os.stat(self.root).st_mode)
        except OSError:
            return None
        if mode & 0o077:
            return _(
                "the save folder {folder} can be read by other users (mode {mode:o}); "
                "'chmod 700' on it keeps your games private"
            ).format(folder=printable(self.root, 120), mode=mode)
        return None

    def remove_leftovers(self) -> list[Path]:
        """Remove the temporary files of writes that were cut short (only ours: our name
        pattern, in this folder, of a process that is gone) and lock files of saves that no
        longer exist; return what was removed."""
        removed: list[Path] = []
        try:
            entries = list(os.scandir(self.root))
        except OSError:
            return removed
        for entry in entries:
            match = TEMP_PATTERN.match(entry.name)
            try:
                regular = entry.is_file(follow_symlinks=False)
            except OSError:
                continue
            if not regular:
                continue
            path = Path(entry.path)
            if match is not None:
                if lock.pid_alive(int(match["pid"])) and int(match["pid"]) != os.getpid():
                    continue
            elif entry.name.startswith(".") and entry.name.endswith(SAVE_SUFFIX + lock.LOCK_SUFFIX):
                save = self.root / entry.name[1 : -len(lock.LOCK_SUFFIX)]
                if save.exists() or lock.holder(save) is not None:
                    continue
            else:
                continue
            with contextlib.suppress(OSError):
                path.unlink()
                removed.append(path)
        return removed

    def new_path(self) -> Path:
        """A fresh file name for a new game."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        return self.root / f"game-{stamp}-{token(3)}{SAVE_SUFFIX}"

    # ------------------------------------------------------------------ one writer

    @property
    def held(self) -> Path | None:
        """The save this process has open, if any."""
        return self._held.path if self._held is not None else None

    def open(self, path: Path) -> SavedGame:
        """Open the saved game at ``path`` for this process: lock it and read it afresh.
        Raises ``GameBusy`` when another process has it open, ``RecordError`` when it
        cannot be used."""
        make_folder(path.parent)
        with lock.folder_write_lock(path.parent):
            if self.held != path:
                got = lock.acquire(path)
                try:
                    loaded = load_save(path)
                except BaseException:
                    got.release()
                    raise
                self.close()
                self._held = _Held(got, loaded.generation, file_signature(path))
            else:
                loaded = load_save(path)
            return loaded.at(path, path.stat().st_mtime)

    def take_over(self, path: Path) -> SavedGame:
        """Take the game at ``path`` over from the process that has it open: from now on
        that process refuses to write it. Returns the game as the save holds it now."""
        with lock.folder_write_lock(path.parent):
            raw = read_regular(path)
            loaded = loads_save(raw)
            got = lock.take(path)
            generation = loaded.generation + 1
            document = json.loads(raw)
            document["generation"] = generation
            try:
                self._write(path, document)
            except BaseException:
                got.release()
                raise
            self.close()
            self._held = _Held(got, generation, file_signature(path))
            game, seats, lang, reveal = loaded.game, loaded.seats, loaded.lang, loaded.reveal
            loaded = Loaded(game, seats, lang, generation, reveal, loaded.settings)
            return loaded.at(path, path.stat().st_mtime)

    def close(self) -> None:
        """Let go of the game this process has open (its lock file is removed)."""
        held, self._held = self._held, None
        if held is not None:
            held.lock.release()

    def check(self) -> Holder | None:
        """Has the open game been taken over? The new holder (``Holder(0, 0)`` when unknown)
        if so, else ``None``. Cheap when nobody else wrote the save (a ``stat``)."""
        held = self._held
        if held is None:
            return None
        signature = file_signature(held.path)
        if signature is None or signature == held.signature:
            return None
        generation = generation_on_disk(held.path)
        if generation is not None and generation > held.generation:
            return lock.holder(held.path) or Holder(0, 0.0)
        held.signature = signature
        return None

    def delete(self, path: Path) -> None:
        """Delete a saved game (the player asked), with the hosted table's seats kept
        beside it (``disk.sidecar_path``); ``GameBusy`` if another process has it."""

        with lock.folder_write_lock(path.parent):
            if self.held == path:
                self.close()
            got = lock.acquire(path)
            try:
                path.unlink(missing_ok=True)
                sidecar_path(path).unlink(missing_ok=True)
            finally:
                got.release()

    # ------------------------------------------------------------------ writing

    def save(
        self,
        path: Path,
        game: Game,
        seats: Sequence[str] = (),
        lang: str | None = None,
        *,
        reveal: WildDrawFourChallenged | None = None,
        settings: TableSettings | None = None,
        hold: bool = False,
    ) -> None:
        """Write ``game``'s record to ``path`` atomically, with the seat kinds (if any), the
        language (if given), the generation, an unseen reveal and the setup's pace and
        reminders as extra top-level fields (a record's reader ignores fields it does not
        know).

        ``hold``: keep the game open (locked) after writing, as the app does. Raises
        ``GameBusy`` when another process has the game open and ``TakenOver`` when another
        process took it over from this one; nothing is written then."""
        record = save_document(game, seats, lang, settings)
        index = reveal_index(game, reveal)
        make_folder(path.parent)
        with lock.folder_write_lock(path.parent):
            held = self._held if self.held == path else None
            temporary = None
            if held is None:
                got = lock.acquire(path)
                generation = generation_on_disk(path) or 0
                held = _Held(got, generation, None)
                if hold:
                    self.close()
                    self._held = held
                else:
                    temporary = held
            try:
                if held.signature != file_signature(path):
                    on_disk = generation_on_disk(path)
                    if on_disk is not None and on_disk > held.generation:
                        raise TakenOver(lock.holder(path))
                if held.generation:
                    record["generation"] = held.generation
                if index is not None:
                    record["reveal"] = index
                self._write(path, record)
                held.signature = file_signature(path)
            finally:
                if temporary is not None:
                    temporary.lock.release()

    def _write(self, path: Path, record: dict[str, Any]) -> None:
        self.writing = True
        try:
            write_atomic(path, record)
        finally:
            self.writing = False

    # ------------------------------------------------------------------ reading

    def paths(self) -> Iterator[Path]:
        """The saves in the folder, by name; none while there is no folder. Raises
        ``OSError`` when the folder cannot be read (no permission, a file in its place):
        that is not the same as having no games."""
        try:
            names = os.listdir(self.root)
        except FileNotFoundError:
            return iter(())
        return iter(sorted(self.root / name for name in names if name.endswith(SAVE_SUFFIX)))

    def scan(self) -> tuple[list[SavedGame], list[BadSave]]:
        """Unfinished games, newest first (each with who has it open elsewhere, if anyone),
        and the bad saves found (moved aside; one the system would not let us read is left
        where it is). Raises ``OSError`` when the folder cannot be read (``paths``)."""
        games: list[SavedGame] = []
        bad: list[BadSave] = []
        for path in self.paths():
            if path.name.startswith("."):
                continue
            try:
                loaded = load_save(path)
                modified = path.stat().st_mtime
            except SaveUnreadable as exc:  # (not damaged: left where it is)
                bad.append(BadSave(path, None, str(exc), unreadable=True))
                continue
            except RecordError as exc:
                bad.append(BadSave(path, move_aside(path), str(exc)))
                continue
            except OSError:
                continue
            if loaded.game.phase is not Phase.GAME_OVER:
                holder = None if path == self.held else lock.holder(path)
                games.append(loaded.at(path, modified, holder))
        games.sort(key=lambda s: s.modified, reverse=True)
        return games, bad
