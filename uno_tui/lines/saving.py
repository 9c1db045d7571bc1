"""The line mode says when the game's save fails and when it is written again, as the
full-screen table's "Not saved" line comes and goes: "Not saved in ~/.local/share/uno-tui:
No space left on device. Trying again…" (``table.saves.not_saved_line``, with the whole
folder: lines wrap), then "Saved: the game is written now." once a later write (each move
saves, ``table.saving`` tries again meanwhile) succeeds. Each is said once, as it changes."""

from __future__ import annotations

from ..i18n import _
from ..table.conductor import Conductor
from ..table.saves import not_saved_line
from .console import Console


def say_the_save(conductor: Conductor, console: Console) -> None:
    """Say on ``console`` each change of whether ``conductor``'s game is saved."""
    session = conductor.session
    said = [""]

    def changed() -> None:
        line = not_saved_line(session.save_error, session.save_path, None)
        if line and line != said[0]:
            console.say(line)
        elif said[0] and not line:
            console.say(_("Saved: the game is written now."))
        said[0] = line

    conductor.saving.on_change = changed
    session.on_save_error = lambda _error: None  # (said by ``changed``, on the clock)
