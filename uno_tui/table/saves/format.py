"""What a save holds, and reading one back.

A save is a game record (RECORD.md) plus extra top-level fields the record reader ignores:
``"seats"`` (who is a computer player), ``"lang"``, ``"generation"`` (raised by each
take-over), and ``"reveal"`` (the index of the challenge action whose challenged hand the
challenger has not yet been shown). Resuming replays the record. A save that cannot be used
raises ``RecordError`` with one line saying why.
"""

from __future__ import annotations

import json
from pathlib import Path

from ...engine import Challenge, Game, RecordError, loads_record, replay
from ...engine.events import WildDrawFourChallenged
from ...engine.record import cut
from ...engine.setup import BadName
from ...engine.values import Value
from ...i18n import _, normalize_language
from ...i18n.reasons import refusal
from ..files import Unreadable, read_regular, why_unreadable
from ..lock import Holder
from ..names import describe, printable
from ..seats import all_human, humans, valid_seats

#: The longest computer pace a save may ask for, in seconds (anything else is ignored).
MAX_PACE = 60.0


class TableSettings(Value):
    """What the players chose in setup besides the seats, saved with their game: the
    computer players' pace (seconds an action stays on show; ``None``: the app's default)
    and the beginners' UNO reminders."""

    pace: float | None = None
    reminders: bool = False

    @classmethod
    def read(cls, document: dict[str, object]) -> TableSettings:
        """The settings a save's top-level fields hold; anything malformed is ignored."""
        reminders = document.get("reminders") is True
        pace = document.get("pace")
        if isinstance(pace, bool) or not isinstance(pace, int | float):
            return cls(None, reminders)
        return cls(float(pace) if 0 <= pace <= MAX_PACE else None, reminders)


class SavedGame(Value):
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
    holder: Holder | None = None
    #: The pace and reminders chosen in setup.
    settings: TableSettings = TableSettings()

    @property
    def target(self) -> int:
        """The points that win the saved game."""
        return self.game.target

    # Equal whoever has it open: ``holder`` is left out of comparing and hashing.
    def _compared(self) -> tuple[object, ...]:
        values = type(self)._values(self)
        return values[:7] + values[8:]

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SavedGame):
            return self._compared() == other._compared()
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._compared())


class Loaded(Value):
    """A save read back: the game, who sits where, and the language it was played in."""

    game: Game
    seats: tuple[str, ...]
    lang: str | None = None
    generation: int = 0
    reveal: WildDrawFourChallenged | None = None
    settings: TableSettings = TableSettings()

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
            self.settings,
        )


class BadSave(Value):
    """A save that could not be used, and where it was moved; ``unreadable``: one the
    system would not let this process read now (no permission, a symlink loop), left where
    it is, as nothing says it is damaged."""

    path: Path
    moved_to: Path | None
    reason: str
    unreadable: bool = False


class SaveUnreadable(RecordError):
    """The system refused to read a save (``EACCES``, ``ELOOP``, ``EIO``...): it may be
    whole, so it is not moved aside."""


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


def load_save(path: Path) -> Loaded:
    """Replay the record at ``path`` and read who sits where (all people when the record
    does not say), its language, generation and unseen reveal; raise ``RecordError`` saying
    why it cannot be used."""
    try:
        raw = read_regular(path)
    except Unreadable as exc:
        kind = SaveUnreadable if exc.why == "os" else RecordError
        raise kind(
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
    reveal = _reveal(game, document.get("reveal"))
    return Loaded(game, seats, lang, generation, reveal, TableSettings.read(document))


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


def generation_on_disk(path: Path) -> int | None:
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
