"""Quit, after asking."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Static

from ...i18n import N_, _
from ...i18n.keys import no_key, yes_key
from ...table.saves import HOST_RESUME
from ..widgets.keybar import KeyBar
from .confirm import YesNoDialog


class QuitDialog(YesNoDialog):
    """Returns True to quit."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Yes, quit"), key_display="Y"),
        Binding("n,escape", "answer(False)", N_("No, keep playing"), key_display="N"),
    ]

    def __init__(
        self,
        in_game: bool,
        saved: bool = False,
        unsaved: str | None = None,
        hosted: bool = False,
        joined: bool = False,
    ) -> None:
        """``hosted``: this terminal hosts the table (``uno-tui host --resume`` opens it
        again, and its players join again); ``joined``: it plays a seat of another
        terminal's table (the host keeps the game; the same join takes the seat back)."""
        super().__init__()
        self.in_game = in_game
        self.hosted = hosted
        self.joined = joined
        #: Why the last save failed (the game as it stands is not saved).
        self.unsaved = unsaved
        #: The game is saved after every action: it can be picked up again later.
        self.saved = saved

    def compose_body(self) -> Iterable[Widget]:
        box = Vertical(id="dialog", classes="quit-dialog")
        box.border_title = _("Quit UNO?")
        with box:
            if self.in_game and self.unsaved is not None:
                text = _(
                    "The game is not saved: {reason}. Quitting now loses what happened "
                    "since the last save."
                ).format(reason=self.unsaved)
            elif self.in_game and self.joined:
                text = _(
                    "The host keeps the game and your seat: the same uno-tui join command "
                    "takes it back."
                )
            elif self.in_game and self.saved and self.hosted:
                text = _(
                    "The game is saved as it stands: {command} opens the table again where "
                    "you left off, and its players join again."
                ).format(command=HOST_RESUME)
            elif self.in_game and self.saved:
                text = _(
                    "The game is saved as it stands: start uno-tui again to carry on "
                    "where you left off."
                )
            elif self.in_game:
                text = _("The game in progress will end.")
            else:
                text = _("Leave the game?")
            yield Static(text, markup=False)
            with Horizontal(classes="buttons"):
                yes, no = _("Yes, quit"), _("No, keep playing")
                yield Button(f"{yes_key()}  {yes}", id="yes", variant="error", compact=True)
                yield Button(f"{no_key()}  {no}", id="no", compact=True)
        yield KeyBar()
