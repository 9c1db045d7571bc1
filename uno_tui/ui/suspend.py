"""Ctrl+Z: the game goes to the background, as any program in a terminal does, and the
shell's ``fg`` brings it back, the screen drawn again (Textual's
``App.action_suspend_process``: SIGTSTP, and the terminal restored, then set up again on
SIGCONT).

Only where a shell can bring it back: on Windows, in a terminal Textual cannot give back
(a test's headless app, the web), or where no shell of this terminal's session runs the
game as a job of its own (``ssh host uno-tui``, a wrapper process in between), a stopped
game could be left with no ``fg`` to wake it, and a line says so instead. A hosted table is
not suspended either: the terminals that joined it would stop with it (their moves
unanswered, the turn timer's time running out for nobody); Q closes it and ``host
--resume`` opens it again. A joined seat may be suspended: its host keeps the game, and
if the host lets its link go meanwhile (``net.host.IDLE_TIMEOUT``), the seat says so when
it comes back, as for any link lost. The game is saved before the process stops."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

from textual.binding import Binding

from ..i18n import N_, _
from ..table.saves import HOST_RESUME
from .base import Dialog, UnoScreen
from .textual_private import write_to_terminal
from .theme import SHOW_CURSOR, cursor_shown

if TYPE_CHECKING:
    from .appkeys import AppKeys

#: The key (on the help's list of keys, with T; the key bars have no room for it).
SUSPEND_KEY = Binding(
    "ctrl+z",
    "app.suspend",
    N_("Suspend to the shell (fg brings it back)"),
    key_display="^Z",
    show=False,
    priority=True,  # (from a dialog too, whose modal screen holds back the app's keys)
)


def job_control() -> bool:
    """Whether a shell of this terminal's session runs this process as a job of its own,
    which ``fg`` brings back: the process leads its own process group, which holds the
    terminal, and is not the session's first (the shell's, or ``ssh``'s own)."""
    if sys.platform == "win32":
        return False
    try:
        fd = sys.__stdin__.fileno() if sys.__stdin__ is not None else 0
        group = os.getpgrp()
        return (
            os.isatty(fd)
            and group == os.getpid()
            and os.tcgetpgrp(fd) == group
            and os.getsid(0) != group
        )
    except (OSError, ValueError, AttributeError):
        return False


def why_not_suspended(app: AppKeys) -> str | None:
    """Why Ctrl+Z does not suspend ``app`` here (``None``: it does)."""
    if app.HOSTING:
        return _(
            "A hosted table is not suspended: the terminals that joined it would stop with "
            "it. Q closes it ({command} opens it again)."
        ).format(command=HOST_RESUME)
    if not can_stop(app):
        return _("The game cannot be suspended here: no shell would bring it back with fg.")
    return None


def can_stop(app: AppKeys) -> bool:
    """Whether stopping the process leaves a shell to bring it back, and a terminal that
    Textual gives back and sets up again."""
    return not (app.is_headless or app.is_web) and job_control()


def resumed(app: AppKeys) -> None:
    """Back from the shell (``fg``): the whole screen is drawn again. (Textual sets the
    terminal up again, but a screen that has shown is not painted twice here, and the
    same drawing is not sent twice: ``textual_private``, ``paint``.)"""
    if app.frame_filter is not None:
        app.frame_filter.forget()
    if cursor_shown():  # ``--show-cursor``: Textual hid it again as it set the terminal up
        write_to_terminal(app, SHOW_CURSOR)
    app.refresh(layout=True)


def suspend(app: AppKeys) -> None:
    """Ctrl+Z: suspend the game to the shell, or say why not."""
    reason = why_not_suspended(app)
    if reason is None:
        if app.joined is None and app.session.game is not None:
            app.session.save_now()  # (saved after each action already: one that failed)
        app.action_suspend_process()
        return
    screen = app.screen
    if isinstance(screen, (UnoScreen, Dialog)):
        screen.refuse(reason)
    else:
        app.notify(reason, timeout=6, markup=False)
