"""The command line's warnings (``--seed`` or ``--code`` seen by every user in ``ps``,
``--bind`` reachable from other machines), said before the game and not after quitting:
lines on the first screen the game shows, above its key bar, for as long as it is up.

A pop-up there stayed ten seconds over the right half of the dealer draw and the first
hand (issue 37); a line in the screen's own layout covers nothing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from textual.screen import ModalScreen
from textual.widgets import Static

from .widgets.keybar import KeyBar

if TYPE_CHECKING:
    from .base import _Shared


def show_notices(screen: _Shared) -> None:
    """Put the app's notices on ``screen`` if it is the game's first screen to show (not
    the backdrop, nor a dialog); each is said once."""
    app = screen.uno_app
    if not app.notices or not screen.RELEASES_PAINT or isinstance(screen, ModalScreen):
        return
    notices, app.notices = app.notices, ()
    line = Static("\n".join(notices), id="notices", classes="notice", markup=False)
    bar = next(iter(screen.query(KeyBar)), None)  # type: ignore[attr-defined]
    if bar is not None:
        screen.mount(line, before=bar)  # type: ignore[attr-defined]
    else:
        screen.mount(line)  # type: ignore[attr-defined]
