"""Where games are saved, and saving them so that nothing is ever lost or leaked.

A save is a game record (RECORD.md); resuming replays it. Every write is atomic — a
temporary file in the same folder, flushed and fsynced, then renamed over the save — so a
dropped SSH connection or a ``kill -9`` at any moment leaves either the previous save or the
new one, never half of one. Saves are readable by their owner only (0600 in a 0700 folder).

A save that cannot be read (truncated, corrupt, foreign, from a newer version) is moved
aside with a ``.bad`` suffix, never overwritten or deleted, and explained in one line.

One writer per game: a process that has a game open holds its lock (``lock.py``), and every
save carries a ``"generation"`` number, raised when another process takes the game over.
Before each write the writer checks that the save on disk is not of a newer generation, so a
process that was taken over (stopped, hung, or just left open) never writes again: no path
— autosave, the final save, a SIGHUP handler — rolls a game back.

A save is a game record (RECORD.md) plus extra top-level fields the record reader ignores:
``"seats"`` (who is a computer player), ``"lang"``, ``"generation"``, and ``"reveal"`` (the
index of the challenge action whose challenged hand the challenger has not yet been shown).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import signal
import stat
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from . import lock
from .engine import Challenge, Game, Phase, RecordError, game_to_record, loads_record, replay
from .engine.events import WildDrawFourChallenged
from .engine.record import RECORD_FORMAT, cut
from .engine.setup import BadName
from .files import Unreadable, read_regular, why_unreadable
from .i18n import _, normalize_language
from .i18n.reasons import refusal
from .lock import GameBusy, Holder
from .names import describe, printable
from .seats import all_human, humans, valid_seats

APP_NAME = "uno-tui"
#: Set to a folder to keep saves there instead of the user's data folder (tests use it).
DATA_DIR_ENV = "UNO_TUI_DATA_DIR"
SAVE_SUFFIX = ".uno.json"
#: A temporary file of ``write_atomic``: ``.NAME.PID.HEX.tmp`` beside the save NAME.
TEMP_PATTERN = re.compile(r"^\.(?P<save>.+\.uno\.json)\.(?P<pid>[0-9]+)\.[0-9a-f]{8}\.tmp$")
#: Test hook: stop this process (SIGSTOP) before the rename of its Nth write, so that a test
#: can kill it between the temporary file and the rename.
STOP_BEFORE_RENAME_ENV = "UNO_TUI_TEST_STOP_BEFORE_RENAME"
#: Test hook: stop this process right after its Nth write is complete (renamed, synced).
STOP_AFTER_WRITE_ENV = "UNO_TUI_TEST_STOP_AFTER_WRITE"
_writes = 0


def _token(nbytes: int) -> str:
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


class TakenOver(Exception):
    """Another process took this game over: this one must not write it any more."""

    def __init__(self, holder: Holder | None) -> None:
        super().__init__("the game was taken over by another process")
        self.holder = holder


def when(stamp: float, now: float | None = None) -> str:
    """``today 16:20``, ``yesterday 09:12`` or ``2026-11-28 16:20``."""
    now = time.time() if now is None else now
    saved = time.localtime(stamp)
    clock = time.strftime("%H:%M", saved)
    day = time.strftime("%Y-%m-%d", saved)
    if day == time.strftime("%Y-%m-%d", time.localtime(now)):
        return _("today {time}").format(time=clock)
    if day == time.strftime("%Y-%m-%d", time.localtime(now - 86400)):
        return _("yesterday {time}").format(time=clock)
    return f"{day} {clock}"


def open_elsewhere(holder: Holder | None) -> str:
    """``open in another uno-tui (process 4242, since today 16:20)``."""
    if holder is None or holder.pid <= 0:
        return _("open in another uno-tui")
    host = ""
    if holder.host and holder.host != _hostname():
        host = printable(holder.host, 32)
    if host:
        return _("open in another uno-tui (process {pid} on {host}, since {since})").format(
            pid=holder.pid, host=host, since=when(holder.since)
        )
    return _("open in another uno-tui (process {pid}, since {since})").format(
        pid=holder.pid, since=when(holder.since)
    )


def scores_line(saved: SavedGame) -> str:
    """``Ana 230 · Bruno 120 · Carla 45 — round 4``."""
    game = saved.game
    scores = " · ".join(
        f"{name} {score}" for name, score in zip(game.names, game.scores, strict=True)
    )
    return _("{scores} — round {round}").format(scores=scores, round=max(game.round, 1))


def taken_over_line(holder: Holder | None) -> str:
    """The line a taken-over process leaves on its terminal as it closes."""
    if holder is None or holder.pid <= 0:
        return _("uno-tui: another uno-tui took this game over; this one closed without saving.")
    return _(
        "uno-tui: process {pid} took this game over; this one closed without saving "
        "(the game goes on there)."
    ).format(pid=holder.pid)


def _hostname() -> str:
    return os.uname().nodename


@dataclass(frozen=True)
class SavedGame:
    """An unfinished game found on disk."""

    path: Path
    game: Game
    modified: float
    #: Each seat's kind (``seats.KINDS``): who is a computer player.
    seats: tuple[str, ...] = ()
    #: The language the game was played in (``i18n.LANGUAGES``), if the save says.
    lang: str | None = None
    #: The save's generation (raised by each take-over).
    generation: int = 0
    #: A challenge whose hand the challenger has not been shown yet (W4, H3).
    reveal: WildDrawFourChallenged | None = None
    #: Who has the game open in another process, if anyone (when the folder was read).
    holder: Holder | None = field(default=None, compare=False)

    @property
    def summary(self) -> tuple[tuple[tuple[str, int], ...], int]:
        """((name, score) per player, round number), for the resume offer."""
        g = self.game
        return tuple(zip(g.names, g.scores, strict=True)), g.round

    @property
    def target(self) -> int:
        """The points that win the saved game."""
        return self.game.target


@dataclass(frozen=True)
class Loaded:
    """A save read back: the game, who sits where, and the language it was played in."""

    game: Game
    seats: tuple[str, ...]
    lang: str | None = None
    generation: int = 0
    reveal: WildDrawFourChallenged | None = None

    def at(self, path: Path, modified: float, holder: Holder | None = None) -> SavedGame:
        return SavedGame(
            path,
            self.game,
            modified,
            self.seats,
            self.lang,
            self.generation,
            self.reveal,
            holder,
        )


@dataclass(frozen=True)
class BadSave:
    """A save that could not be read, and where it was moved."""

    path: Path
    moved_to: Path | None
    reason: str


def explain(exc: Exception, raw: bytes | None = None) -> str:
    """One line saying why a save could not be used (escaped, of a bounded length)."""
    if isinstance(exc, BadName):
        return describe(exc)
    message = printable(cut(str(exc)), None)
    if raw is not None and not raw.strip():
        return _("the file is empty")
    if message.startswith("unknown format"):
        try:
            fmt = json.loads(raw or b"").get("format", "")
        except (ValueError, AttributeError):
            fmt = ""
        if isinstance(fmt, str) and fmt.startswith("uno-record/"):
            return _("it was saved by a newer version of uno-tui ({format})").format(format=fmt)
        return _("it is not an uno-tui game record")
    if message in ("the record has no 'format'", "a record must be a JSON object"):
        return _("it is not an uno-tui game record")
    if message.startswith("not valid JSON"):
        return _("it is damaged or cut short ({detail})").format(detail=message)
    return message


def load_game(path: Path) -> Game:
    """Replay the record at ``path``; raise ``RecordError`` saying why it cannot be used."""
    return load_game_and_seats(path)[0]


def load_game_and_seats(path: Path) -> tuple[Game, tuple[str, ...]]:
    """Replay the record at ``path`` and read who sits where (all people when the record
    does not say); raise ``RecordError`` saying why it cannot be used."""
    loaded = load_save(path)
    return loaded.game, loaded.seats


def load_save(path: Path) -> Loaded:
    """Replay the record at ``path`` and read who sits where (all people when the record
    does not say), its language, generation and unseen reveal; raise ``RecordError`` saying
    why it cannot be used."""
    try:
        raw = read_regular(path)
    except Unreadable as exc:
        raise RecordError(
            _("cannot read {file}: {reason}").format(
                file=printable(path.name), reason=why_unreadable(exc)
            )
        ) from None
    return loads_save(raw)


def loads_save(raw: bytes) -> Loaded:
    """``load_save`` for the bytes of a save."""
    try:
        record = loads_record(raw)
    except RecordError as exc:
        raise RecordError(explain(exc, raw)) from None
    result = replay(record)
    if result.error is not None:
        raise RecordError(
            _("action {n} of the save cannot be applied: {reason}").format(
                n=result.error.action, reason=refusal(result.error.error)
            )
        )
    game = result.game
    document = json.loads(raw)
    seats = valid_seats(document.get("seats"), len(game.names)) or all_human(len(game.names))
    if not humans(seats):
        raise RecordError(_("every player is a computer: name at least one person"))
    lang = document.get("lang")
    lang = normalize_language(lang) if isinstance(lang, str) else None
    generation = document.get("generation", 0)
    if isinstance(generation, bool) or not isinstance(generation, int) or generation < 0:
        generation = 0
    return Loaded(game, seats, lang, generation, _reveal(game, document.get("reveal")))


def _reveal(game: Game, index: object) -> WildDrawFourChallenged | None:
    """The challenge event of the action at ``index`` (a save's ``"reveal"``), if it is one."""
    if isinstance(index, bool) or not isinstance(index, int):
        return None
    if not 0 <= index < len(game.actions) or not isinstance(game.actions[index], Challenge):
        return None
    k = sum(1 for a in game.actions[: index + 1] if isinstance(a, Challenge))
    seen = [e for e in game.events if isinstance(e, WildDrawFourChallenged)]
    return seen[k - 1] if len(seen) >= k else None


def reveal_index(game: Game, reveal: WildDrawFourChallenged | None) -> int | None:
    """The index of the challenge action that made ``reveal`` (for the save)."""
    if reveal is None:
        return None
    seen = [e for e in game.events if isinstance(e, WildDrawFourChallenged)]
    for k in range(len(seen) - 1, -1, -1):
        if seen[k] is reveal or seen[k] == reveal:
            challenges = [i for i, a in enumerate(game.actions) if isinstance(a, Challenge)]
            return challenges[k] if k < len(challenges) else None
    return None


def _signature(path: Path) -> tuple[int, int, int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return (st.st_dev, st.st_ino, st.st_mtime_ns, st.st_size)


@dataclass
class _Held:
    """The game this process has open: its lock, its generation, and the save as this
    process last wrote it (when the file still looks like that, nobody else wrote it)."""

    lock: lock.GameLock
    generation: int
    signature: tuple[int, int, int, int] | None

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
        return self.root / f"game-{stamp}-{_token(3)}{SAVE_SUFFIX}"

    # ------------------------------------------------------------------ one writer

    @property
    def held(self) -> Path | None:
        """The save this process has open, if any."""
        return self._held.path if self._held is not None else None

    def open(self, path: Path) -> SavedGame:
        """Open the saved game at ``path`` for this process: lock it and read it afresh.
        Raises ``GameBusy`` when another process has it open, ``RecordError`` when it
        cannot be used."""
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        with lock.folder_write_lock(path.parent):
            if self.held != path:
                got = lock.acquire(path)
                try:
                    loaded = load_save(path)
                except BaseException:
                    got.release()
                    raise
                self.close()
                self._held = _Held(got, loaded.generation, _signature(path))
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
            self._held = _Held(got, generation, _signature(path))
            loaded = Loaded(loaded.game, loaded.seats, loaded.lang, generation, loaded.reveal)
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
        signature = _signature(held.path)
        if signature is None or signature == held.signature:
            return None
        generation = _generation_on_disk(held.path)
        if generation is not None and generation > held.generation:
            return lock.holder(held.path) or Holder(0, 0.0)
        held.signature = signature
        return None

    def delete(self, path: Path) -> None:
        """Delete a saved game (the player asked); ``GameBusy`` if another process has it."""
        with lock.folder_write_lock(path.parent):
            if self.held == path:
                self.close()
            got = lock.acquire(path)
            try:
                path.unlink(missing_ok=True)
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
        hold: bool = False,
    ) -> None:
        """Write ``game``'s record to ``path`` atomically, with the seat kinds (if any), the
        language (if given), the generation and an unseen reveal as extra top-level fields
        (a record's reader ignores fields it does not know).

        ``hold``: keep the game open (locked) after writing, as the app does. Raises
        ``GameBusy`` when another process has the game open and ``TakenOver`` when another
        process took it over from this one; nothing is written then."""
        record = game_to_record(game)
        if seats:
            record["seats"] = list(seats)
        if lang:
            record["lang"] = lang
        index = reveal_index(game, reveal)
        path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
        with lock.folder_write_lock(path.parent):
            held = self._held if self.held == path else None
            temporary = None
            if held is None:
                got = lock.acquire(path)
                generation = _generation_on_disk(path) or 0
                held = _Held(got, generation, None)
                if hold:
                    self.close()
                    self._held = held
                else:
                    temporary = held
            try:
                if held.signature != _signature(path):
                    on_disk = _generation_on_disk(path)
                    if on_disk is not None and on_disk > held.generation:
                        raise TakenOver(lock.holder(path))
                if held.generation:
                    record["generation"] = held.generation
                if index is not None:
                    record["reveal"] = index
                self._write(path, record)
                held.signature = _signature(path)
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
        if not self.root.is_dir():
            return iter(())
        return iter(sorted(self.root.glob(f"*{SAVE_SUFFIX}")))

    def scan(self) -> tuple[list[SavedGame], list[BadSave]]:
        """Unfinished games, newest first (each with who has it open elsewhere, if anyone),
        and the bad saves found (moved aside)."""
        games: list[SavedGame] = []
        bad: list[BadSave] = []
        for path in self.paths():
            if path.name.startswith("."):
                continue
            try:
                loaded = load_save(path)
                modified = path.stat().st_mtime
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

    def latest(self) -> SavedGame | None:
        games, _ = self.scan()
        return games[0] if games else None


def _generation_on_disk(path: Path) -> int | None:
    """The generation the save at ``path`` holds (0 when it says none); ``None`` when there
    is no save or it cannot be read (writing over it then loses nothing newer)."""
    try:
        document = json.loads(read_regular(path))
    except (OSError, ValueError, RecursionError):
        return None
    if not isinstance(document, dict):
        return None
    generation = document.get("generation", 0)
    if isinstance(generation, bool) or not isinstance(generation, int) or generation < 0:
        return 0
    return generation


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


def write_atomic(path: Path, record: dict[str, Any]) -> None:
    """Write JSON to ``path``: a 0600 temporary file, flush, fsync, rename, fsync the folder."""
    folder = path.parent
    folder.mkdir(mode=0o700, parents=True, exist_ok=True)
    data = json.dumps(record, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    tmp = folder / f".{path.name}.{os.getpid()}.{_token(4)}.tmp"
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


__all__ = [
    "DATA_DIR_ENV",
    "RECORD_FORMAT",
    "BadSave",
    "GameBusy",
    "Holder",
    "Loaded",
    "SaveStore",
    "SavedGame",
    "TakenOver",
    "data_dir",
    "load_game",
    "load_game_and_seats",
    "load_save",
    "loads_save",
    "move_aside",
    "open_elsewhere",
    "scores_line",
    "taken_over_line",
    "write_atomic",
]
