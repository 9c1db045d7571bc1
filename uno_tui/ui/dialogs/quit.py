"""Quit, after asking; when the game is not saved (a full disk, a read-only folder), the
dialog also offers to try the save again and to save the game to a path the player types,
and says how each went on a line of its own."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, ClassVar

from textual import events, on
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.widget import Widget
from textual.widgets import Button, Input, Static

from ...i18n import N_, _
from ...i18n.keys import no_key, path_key, retry_key, yes_key
from ...table.names import printable
from ...table.saves import os_reason, quit_line
from ..base import reason_line
from ..letters import localize_keys
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text
from .confirm import YesNoDialog

if TYPE_CHECKING:
    from ...table.saving import SaveRetry


class QuitDialog(YesNoDialog):
    """Returns True to quit. ``saving``: the table's save, when it failed (``unsaved``
    says why): R tries it again, P saves the game to a path typed on the dialog."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("y", "answer(True)", N_("Yes, quit"), key_display="Y"),
        Binding("n,escape", "answer(False)", N_("No, keep playing"), key_display="N"),
        Binding("r", "retry", N_("Retry"), key_display="R"),
        Binding("p", "save_to", N_("Save to a path"), key_display="P"),
    ]

    def __init__(
        self,
        in_game: bool,
        saved: bool = False,
        unsaved: str | None = None,
        saving: SaveRetry | None = None,
        hosted: bool = False,
        joined: bool = False,
    ) -> None:
        """``hosted``: this terminal hosts the table (``uno-tui host --resume`` opens it
        again, and its players join again); ``joined``: it plays a seat of another
        terminal's table (the host keeps the game; the same join takes the seat back)."""
        super().__init__()
        localize_keys(self, {"y": yes_key(), "n": no_key(), "r": retry_key(), "p": path_key()})
        self.in_game = in_game
        self.hosted = hosted
        self.joined = joined
        #: Why the last save failed (the game as it stands is not saved).
        self.unsaved = unsaved
        #: The game is saved after every action: it can be picked up again later.
        self.saved = saved
        self.saving = saving if in_game and unsaved is not None else None
        #: The table's save, followed while the dialog is open (``refresh_view``).
        self._source = saving if in_game and not joined else None

    def compose_body(self) -> Iterable[Widget]:
        box = Vertical(id="dialog", classes="quit-dialog")
        box.border_title = _("Quit UNO?")
        with box:
            yield Static(self._text(), id="quit-text", markup=False)
            if self._source is not None:
                field = Input(placeholder=_("a file or folder, e.g. ~/uno-game.json"), compact=True)
                field.id = "quit-path"
                field.display = False
                yield field
            yield reason_line("quit-result")
            with Horizontal(classes="buttons"):
                yes, no = _("Yes, quit"), _("No, keep playing")
                yield Button(f"{yes_key()}  {yes}", id="yes", variant="error", compact=True)
                yield Button(f"{no_key()}  {no}", id="no", compact=True)
            if self._source is not None:
                row = Horizontal(classes="buttons", id="quit-saving")
                row.display = self.saving is not None
                with row:
                    retry, path = _("Retry"), _("Save to a path")
                    yield Button(f"{retry_key()}  {retry}", id="retry", compact=True)
                    yield Button(f"{path_key()}  {path}", id="save-to", compact=True)
        yield KeyBar()

    def refresh_view(self) -> None:
        """The table changed (a save written or failed on the table's clock, an action at
        another terminal): the dialog says what the save is now, never what it was when
        it opened. A path being typed keeps its field."""
        super().refresh_view()
        source = self._source
        if source is None:
            return
        error = source.session.save_error
        unsaved = None if error is None else os_reason(error)
        if unsaved == self.unsaved:
            return
        self.unsaved, self.saved = unsaved, source.session.saved
        self.saving = source if unsaved is not None else None
        set_text(self.query_one("#quit-text", Static), self._text())
        for row in self.query("#quit-saving"):
            row.display = self.saving is not None
        self.refresh_bindings()

    def _text(self) -> str:
        source = self._source
        return quit_line(
            in_game=self.in_game,
            saved=self.saved,
            unsaved=self.unsaved,
            hosted=self.hosted,
            joined=self.joined,
            path=None if source is None else source.session.save_path,
        )

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("retry", "save_to"):
            return self.saving is not None
        return True

    def _say(self, text: str) -> None:
        for line in self.query("#quit-result").results(Static):
            set_text(line, text)
            line.display = bool(text)

    def action_retry(self) -> None:
        """R: write the save again now, and say how it went."""
        saving = self.saving
        if saving is None:
            return
        if saving.retry_now():
            self.unsaved, self.saved, self.saving = None, True, None
            set_text(self.query_one("#quit-text", Static), self._text())
            for widget in self.query("#quit-saving, #quit-path"):
                widget.display = False
            self._say(_("Saved: the game is written now."))
            self.refresh_bindings()
            return
        error = saving.session.save_error
        self.unsaved = os_reason(error) if error is not None else self.unsaved
        set_text(self.query_one("#quit-text", Static), self._text())
        self._say(_("Still not saved: {reason}.").format(reason=self.unsaved))

    def action_save_to(self) -> None:
        """P: a field for the path the game is saved to (Enter writes it)."""
        for field in self.query("#quit-path").results(Input):
            field.display = True
            field.focus()
            self._say(_("Type where to save the game, then press Enter (Esc: back)."))

    @on(Input.Submitted, "#quit-path")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        saving, text = self._source, event.value.strip()
        if saving is None or not text:
            return
        try:
            written = saving.save_to(Path(text))
        except (OSError, ValueError, RuntimeError) as exc:
            self._say(
                _("Not saved to {path}: {reason}.").format(
                    path=printable(text, 60), reason=os_reason(exc)
                )
            )
            return
        shown = printable(str(written), 1000)  # (whole: the player copies it)
        self._say(_("Saved to {path}: uno-tui --load {path} carries on.").format(path=shown))
        event.input.display = False
        self.set_focus(None)

    async def on_key(self, event: events.Key) -> None:
        """Esc in the path's field puts it away (the dialog stays)."""
        field = self.focused
        if isinstance(field, Input) and event.key == "escape":
            event.stop()
            event.prevent_default()
            field.display = False
            self.set_focus(None)
            self._say("")

    @on(Button.Pressed, "#retry")
    def _retry(self) -> None:
        self.action_retry()

    @on(Button.Pressed, "#save-to")
    def _save_to(self) -> None:
        self.action_save_to()
