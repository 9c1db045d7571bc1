"""A field of a form (the setup screen's names and points) that takes keys in order."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.widgets import Input

from ...i18n import N_
from ..letters import run_binding_now

#: The form's keys that change which field the next keys go to: run as they come. (Not
#: those that rebuild the form, ^L, or remove a row, ^R: this field may go with it, and
#: waiting for that from its own key handler would wait for ever.)
IN_ORDER = frozenset({"up", "down", "tab", "shift+tab", "ctrl+n"})
#: The keys whose work is the field's they were typed in: its own editing keys (^U,
#: Backspace, ...) and ^T, its row's kind. Run as they come too: else a key moving the focus
#: typed after them (``^U Ana`` Tab) would run first, and they would edit the next field.
IN_FIELD = frozenset(binding.key for binding in Binding.make_bindings(Input.BINDINGS)) | {"ctrl+t"}


class FormInput(Input):
    """A field of the form: Enter in it starts the game, and the key bar says so.

    Keys typed fast (``Ana`` Down ``Bruno``, ``^N`` then ``Carla``) are taken in order:
    the keys that move the focus or add a row act as they come, and the keys already on
    their way to this field once the focus has left it go on to the field focused now.
    Several lines pasted at once are posted as ``Pasted`` for the form to share out."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "submit", N_("Start"), key_display="⏎"),
        # Up and Down go from field to field, as on the rest of the form: in place of
        # ``Input``'s own (it scrolls, and one line never does, so they only pass), they
        # are the first binding found for the key, and run at once in a burst.
        Binding("up", "app.focus_previous", show=False),
        Binding("down", "app.focus_next", show=False),
    ]

    class Pasted(Message):
        """Lines pasted into ``field``: one a field, from it on."""

        def __init__(self, field: FormInput, lines: list[str]) -> None:
            super().__init__()
            self.field = field
            self.lines = lines

    async def on_key(self, event: events.Key) -> None:
        screen = self.screen
        focused = screen.focused
        if focused is not self:
            event.stop()
            event.prevent_default()
            if focused is not None:
                focused.post_message(events.Key(event.key, event.character))
            return
        if event.key in IN_ORDER or event.key in IN_FIELD:
            await run_binding_now(screen, event)

    def on_paste(self, event: events.Paste) -> None:
        lines = [line.strip() for line in event.text.splitlines() if line.strip()]
        if len(lines) > 1:
            event.stop()
            event.prevent_default()
            self.post_message(self.Pasted(self, lines))
