"""Where games are saved, and saving them so that nothing is ever lost or leaked.

A save is a game record (RECORD.md); resuming replays it. Every write is atomic — a
temporary file in the same folder, flushed and fsynced, then renamed over the save — so a
dropped SSH connection or a ``kill -9`` at any moment leaves either the previous save or the
new one, never half of one. Saves are readable by their owner only (0600 in a 0700 folder).

A save that cannot be read (truncated, corrupt, foreign, from a newer version) is moved
aside with a ``.bad`` suffix, never overwritten or deleted, and explained in one line.
"""

from __future__ import annotations

import contextlib
import json
import os
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .engine import Game, Phase, RecordError, game_to_record, loads_record, replay
from .engine.record import RECORD_FORMAT
from .i18n import _, normalize_language
from .i18n.reasons import refusal
from .seats import all_human, valid_seats

APP_NAME = "uno-tui"
#: Set to a folder to keep saves there instead of the user's data folder (tests use it).
DATA_DIR_ENV = "UNO_TUI_DATA_DIR"
SAVE_SUFFIX = ".uno.json"


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

    @property
    def summary(self) -> tuple[tuple[tuple[str, int], ...], int]:
        """((name, score) per player, round number), for the resume offer."""
        g = self.game
        return tuple(zip(g.names, g.scores, strict=True)), g.round


@dataclass(frozen=True)
class Loaded:
    """A save read back: the game, who sits where, and the language it was played in."""

    game: Game
    seats: tuple[str, ...]
    lang: str | None = None


@dataclass(frozen=True)
class BadSave:
    """A save that could not be read, and where it was moved."""

    path: Path
    moved_to: Path | None
    reason: str


def explain(exc: Exception, raw: bytes | None = None) -> str:
    """One line saying why a save could not be used."""
    message = str(exc)
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
    does not say) and its language; raise ``RecordError`` saying why it cannot be used."""
    try:
        raw = path.read_bytes()
    except OSError as exc:
        raise RecordError(
            _("cannot read {file}: {reason}").format(file=path, reason=exc.strerror or exc)
        ) from None
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
    try:
        document = json.loads(raw)
    except ValueError:
        document = {}
    seats = valid_seats(document.get("seats"), len(game.names)) or all_human(len(game.names))
    lang = document.get("lang")
    lang = normalize_language(lang) if isinstance(lang, str) else None
    return Loaded(game, seats, lang)


class SaveStore:
    """The folder of saves, one file per game."""

    def __init__(self, root: Path | None = None) -> None:
        self.root = root if root is not None else data_dir()

    def ensure_root(self) -> Path:
        self.root.mkdir(mode=0o700, parents=True, exist_ok=True)
        os.chmod(self.root, 0o700)
        return self.root

    def new_path(self) -> Path:
        """A fresh file name for a new game."""
        stamp = time.strftime("%Y%m%d-%H%M%S")
        return self.root / f"game-{stamp}-{_token(3)}{SAVE_SUFFIX}"

    def save(
        self, path: Path, game: Game, seats: Sequence[str] = (), lang: str | None = None
    ) -> None:
        """Write ``game``'s record to ``path`` atomically, with the seat kinds (if any) and
        the language (if given) as extra top-level ``"seats"`` and ``"lang"`` fields (a
        record's reader ignores fields it does not know)."""
        record = game_to_record(game)
        if seats:
            record["seats"] = list(seats)
        if lang:
            record["lang"] = lang
        write_atomic(path, record)

    def paths(self) -> Iterator[Path]:
        if not self.root.is_dir():
            return iter(())
        return iter(sorted(self.root.glob(f"*{SAVE_SUFFIX}")))

    def scan(self) -> tuple[list[SavedGame], list[BadSave]]:
        """Unfinished games, newest first, and the bad saves found (moved aside)."""
        games: list[SavedGame] = []
        bad: list[BadSave] = []
        for path in self.paths():
            try:
                loaded = load_save(path)
                modified = path.stat().st_mtime
            except RecordError as exc:
                bad.append(BadSave(path, move_aside(path), str(exc)))
                continue
            except OSError:
                continue
            if loaded.game.phase is not Phase.GAME_OVER:
                games.append(SavedGame(path, loaded.game, modified, loaded.seats, loaded.lang))
        games.sort(key=lambda s: s.modified, reverse=True)
        return games, bad

    def latest(self) -> SavedGame | None:
        games, _ = self.scan()
        return games[0] if games else None


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
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
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


__all__ = [
    "DATA_DIR_ENV",
    "RECORD_FORMAT",
    "BadSave",
    "Loaded",
    "SaveStore",
    "SavedGame",
    "data_dir",
    "load_game",
    "load_game_and_seats",
    "load_save",
    "move_aside",
    "write_atomic",
]
