"""The command line's warnings (``--seed`` or ``--code`` seen by every user in ``ps``,
``--bind`` reachable from other machines), said before the game and not after quitting:
lines on the game's screens, above the key bar, from the first screen until the first key
is typed.

A pop-up there stayed ten seconds over the right half of the dealer draw and the first
hand (issue 37); a line in the screen's own layout covers nothing. Until a key: the
host's dealer draw moves on by itself after a few seconds, and the warning goes on to the
screen after it rather than with it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from textual.screen import ModalScreen
from textual.widgets import Static

from .widgets.keybar import KeyBar

if TYPE_CHECKING:
    from textual.app import App

    from .base import _Shared

NOTICES = "notices"


def show_notices(screen: _Shared) -> None:
    """Put the app's notices on ``screen`` (a screen of the game's flow: not the backdrop,
    nor a dialog) unless it has them."""
    app = screen.uno_app
    if not app.notices or not screen.RELEASES_PAINT or isinstance(screen, ModalScreen):
        return
    if screen.query(f"#{NOTICES}"):  # type: ignore[attr-defined]
        return
    line = Static("\n".join(app.notices), id=NOTICES, classes="notice", markup=False)
    bar = next(iter(screen.query(KeyBar)), None)  # type: ignore[attr-defined]
    if bar is not None:
        screen.mount(line, before=bar)  # type: ignore[attr-defined]
    else:
        screen.mount(line)  # type: ignore[attr-defined]


def drop_notices(app: App[Any]) -> None:
    """A key was typed: the notices were read; they leave every screen."""
    app.notices = ()  # type: ignore[attr-defined]  # (``AppKeys.notices``)
    for screen in app.screen_stack:
        for line in screen.query(f"#{NOTICES}"):
            line.remove()
