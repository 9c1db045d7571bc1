"""Q at the host's keyboard in lines (``host --plain``) closes the table only once its
player says yes: closing it disconnects every terminal that joined it. The question says
what happens to the game, in the quit dialog's words (``table.saves.quit_line``), and takes
Y (the language's own letter, or the English one); anything else keeps the table open.
The question stays on show while the others play, until it is answered."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Phase
from ..i18n import _
from ..i18n.keys import yes_key
from ..table.conductor import Conductor
from ..table.saves import os_reason, quit_line
from .prompt import Prompt

#: The question's key (printed once while it is on show).
CLOSING = ("close the table",)


def close_question(conductor: Conductor, answered: Callable[[bool], None]) -> Prompt:
    """The question Q asks at the host's keyboard; ``answered(True)``: close the table."""
    session = conductor.session
    game = session.game
    in_game = game is not None and game.phase is not Phase.GAME_OVER
    error = session.save_error
    lines = [_("Close the table? The terminals that joined it are disconnected.")]
    if in_game:  # (over, or not dealt yet: nothing of the game is lost)
        saved = session.saved and not conductor.unsaved  # (written, not just named)
        unsaved = None if error is None else os_reason(error)
        lines.append(
            quit_line(
                in_game=True, saved=saved, unsaved=unsaved, hosted=True, path=session.save_path
            )
        )
    yes = yes_key()
    lines.append(_("{yes}: close it. Anything else: keep playing.").format(yes=yes))

    def answer(text: str) -> bool:
        answered(text in ("y", yes.casefold()))
        return True

    return Prompt(CLOSING, lines, answer)
