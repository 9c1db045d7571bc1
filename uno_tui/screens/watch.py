"""The public table while computer players take their turns (and remote ones)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual import events, work
from textual.binding import BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from ..engine import IllegalAction, Phase
from ..i18n import _
from ..widgets.text import set_text
from .table import PUBLIC_KEYS, UnoKeysScreen, uno_key_refusal


class WatchScreen(UnoKeysScreen, inherit_bindings=False):
    """The public table while computer players take their turns, one action at a time at
    a readable pace (``UnoApp.bot_pace``); any key hurries. People may still catch a
    computer player that forgot UNO (C), or say their own forgotten UNO (U)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *PUBLIC_KEYS,
    ]

    def compose_extra(self) -> Iterable[Widget]:
        with Vertical(id="watch"):
            yield Static("", id="watch-title", markup=False)
            yield Static("", id="watch-catch", markup=False)

    def shown(self) -> None:
        self._play()

    def refresh_view(self) -> None:
        super().refresh_view()
        view = self.public_view()
        if view is None:
            return
        title = ""
        if view.current is not None and self.uno_app.is_bot(view.current):
            title = _("{name} (computer) is playing… any key hurries.").format(
                name=view.names[view.current]
            )
        set_text(self.query_one("#watch-title", Static), title)
        catch = self._refusal
        app = self.uno_app
        target = view.uno_window
        if catch or not app.uno_reminders or target is None:
            pass
        elif uno_key_refusal(app, "catch") is None:
            catch = _("{target} has one card and has not said UNO: C to catch.").format(
                target=view.names[target]
            )
        elif uno_key_refusal(app, "say_uno") is None:
            catch = _("You have one card and have not said UNO: U to say it.")
        line = self.query_one("#watch-catch", Static)
        set_text(line, catch)
        line.display = bool(catch)

    def _clear_refusal(self) -> None:
        self._refusal = ""

    def on_key(self, event: events.Key) -> None:
        self.uno_app.pacer.hurry()

    def _bot_due(self) -> int | None:
        """The computer seat whose decision it is, or None (a person's, or the round ended)."""
        app = self.uno_app
        view = self.public_view()
        if view is None or view.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            return None
        return view.current if app.is_bot(view.current) else None

    @work(exclusive=True, group="watch")
    async def _play(self) -> None:
        app = self.uno_app
        drawn = False
        while True:
            await app.announce_all()
            if self._bot_due() is None:
                break
            if not drawn:
                # A card drawn and then kept or played follows the draw at once: a pause
                # only when the card drawn could be played would tell the table so.
                await app.pacer.pause()
            await app.announce_all()
            seat = self._bot_due()
            if seat is None:
                break
            await app.pacer.patience(seat)
            if self._bot_due() != seat:
                continue
            try:
                app.act(app.session.bot_move(seat))
            except IllegalAction:  # pragma: no cover - a bot chooses from the legal actions
                break
            view = self.public_view()
            drawn = view is not None and view.phase is Phase.DRAWN and view.current == seat
        self.hand_over(None)
