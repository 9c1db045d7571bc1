"""How the app starts: ``AppOptions``, one typed record instead of parameters repeated
from the command line to the app (no Textual here)."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..engine import CLASSIC, DEFAULT_TARGET, DealSpec, Game, Rules
from ..engine.values import Value
from .saves import BadSave, SavedGame, SaveStore

#: Seconds the table shows each computer player's action before the next (any key hurries).
BOT_PACE = 0.9


class AppOptions(Value):
    """How the app starts. ``players`` start a game at once (no setup screen); ``deals``
    spell out rounds (``DealSpec``); ``game`` resumes a game already under way; ``saves``
    saves it after every action (to ``save_path``, or a new file for a new game); ``seats``
    says which seats are computer players (``seats.KINDS``); ``offers`` are unfinished games
    to offer before setup, ``bad_saves`` saves found unreadable (both shown at start);
    ``lang`` is the language to speak (default: the one active), ``lang_chosen`` says the
    player asked for it (a resumed game then keeps it instead of its own). ``key_guard``:
    seconds a screen ignores Enter after it shows; ``bot_pace``: seconds each computer
    action stays on show (``pace_chosen``: asked for, so a resumed game does not switch to
    its own); ``uno_reminders``: the beginners' reminders on the curtain;
    ``reaction_scale`` multiplies the bots' UNO reaction delays. ``save_after_first_frame``:
    a game started with ``players`` is first saved once the dealer draw is on the terminal,
    not before (the ``uno-tui`` command: it shows sooner). A ``Value``, not a dataclass:
    defining one costs some 4 M instructions before the first frame."""

    players: Sequence[str] = ()
    target: int = DEFAULT_TARGET
    seed: int | None = None
    #: The rules a new game is played by (``--house-rules``; a resumed game keeps its own).
    rules: Rules = CLASSIC
    deals: Sequence[DealSpec] = ()
    scores: Sequence[int] = ()
    game: Game | None = None
    key_guard: float = 0.0
    saves: SaveStore | None = None
    save_path: Path | None = None
    seats: Sequence[str] = ()
    bot_pace: float = BOT_PACE
    pace_chosen: bool = False
    uno_reminders: bool = False
    save_after_first_frame: bool = False
    reaction_scale: float = 1.0
    offers: Sequence[SavedGame] = ()
    bad_saves: Sequence[BadSave] = ()
    lang: str | None = None
    lang_chosen: bool = False
    #: A bell and the terminal's title when a lone person's turn comes (``--no-alert``).
    turn_alert: bool = True
    #: Warnings of the command line, shown on the first screen (``--seed``'s).
    notices: Sequence[str] = ()
