"""The lines a player reads about saved games: when one was played, who has it open,
its scores, why a taken-over process closed, and that the game is not saved."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

from ...i18n import _
from ...i18n.system import os_reason
from ..lock import Holder
from ..names import printable

if TYPE_CHECKING:
    from .format import SavedGame


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


#: The cells the table's "Not saved" line has at 80 columns (inside the hand's frame).
NOT_SAVED_WIDTH = 76
#: The fewest characters of a folder the line keeps, however narrow it is.
FOLDER_AT_LEAST = 12


def not_saved_line(
    error: BaseException | None, path: Path | None = None, width: int | None = NOT_SAVED_WIDTH
) -> str:
    """The line the table shows while writing the save fails (it is tried again meanwhile),
    saying the folder of the save file ``path`` (the player frees room there, or makes it
    writable), cut in its middle to keep the line within ``width`` cells (``None``: whole,
    for the line mode, whose lines wrap); ``""`` when the last write succeeded."""
    if error is None:
        return ""
    reason = os_reason(error)
    if path is None:
        return _("Not saved: {reason}. Trying again…").format(reason=reason)
    words = _("Not saved in {folder}: {reason}. Trying again…")
    folder = home_shortened(path.parent)
    if width is not None:
        room = width - len(words.format(folder="", reason=reason))
        folder = middle_cut(folder, max(room, FOLDER_AT_LEAST))
    return words.format(folder=folder, reason=reason)


def home_shortened(folder: Path) -> str:
    """``folder`` as a player reads it: under the home directory, as ``~/...``; its control
    characters escaped (``printable``)."""
    home = os.path.expanduser("~")
    text = str(folder)
    if home not in ("", "~", os.sep) and (text == home or text.startswith(home + os.sep)):
        text = "~" + text[len(home) :]
    return printable(text, None)


def middle_cut(text: str, limit: int) -> str:
    """``text`` in at most ``limit`` characters: its middle left out (``…``) when it is
    longer, so that its start and its last folders stay (``~/games/…/uno-tui``); the last
    folders are kept whole, in up to two thirds of the room, where they fit."""
    if len(text) <= limit:
        return text
    room = limit - 1  # (the …)
    tail = text[len(text) - room // 2 :]  # (halves, where no whole folder fits)
    for start in range(len(text) - 1, 0, -1):
        if text[start] != os.sep:
            continue
        if len(text) - start > room * 2 // 3:
            break
        tail = text[start:]
    return text[: room - len(tail)] + "…" + tail


def quit_line(
    *,
    in_game: bool,
    saved: bool,
    unsaved: str | None,
    hosted: bool = False,
    joined: bool = False,
    path: Path | None = None,
) -> str:
    """What quitting now does to the game: the quit dialog's words, and ``host --plain``'s
    before it closes the table. ``unsaved``: why the last save failed (said with the
    folder of the save file ``path``, where the player frees room or makes it writable, as
    ``not_saved_line`` says it); ``hosted``: this terminal hosts the table; ``joined``: it
    plays a seat of another terminal's table."""
    if in_game and unsaved is not None and path is not None:
        return _(
            "The game is not saved in {folder}: {reason}. Quitting now loses what happened "
            "since the last save."
        ).format(folder=home_shortened(path.parent), reason=unsaved)
    if in_game and unsaved is not None:
        return _(
            "The game is not saved: {reason}. Quitting now loses what happened since the last save."
        ).format(reason=unsaved)
    if in_game and joined:
        return _(
            "The host keeps the game and your seat: the same uno-tui join command takes it back."
        )
    if in_game and saved and hosted:
        return _(
            "The game is saved as it stands: {command} opens the table again where "
            "you left off, and its players join again."
        ).format(command=HOST_RESUME)
    if in_game and saved:
        return _(
            "The game is saved as it stands: start uno-tui again to carry on where you left off."
        )
    if in_game:
        return _("The game in progress will end.")
    return _("Leave the game?")


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


#: The command that continues a hosted table's game (not a translated word).
HOST_RESUME = "uno-tui host --resume"


def hosted_mark() -> str:
    """A saved game's details, for a hosted table's game (chosen, the list says what
    continues it: ``hosted_resume_line``)."""
    return _("a hosted table")


def hosted_resume_line() -> str:
    """Why plain ``uno-tui`` does not continue a hosted table's game, and what does."""
    return _("This game was hosted: {command} continues it, and its players join again.").format(
        command=HOST_RESUME
    )
