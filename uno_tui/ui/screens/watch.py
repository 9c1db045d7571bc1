"""The public table while computer players take their turns (and remote ones)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterable
from typing import ClassVar

from textual import events, work
from textual.binding import BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from ...i18n import _
from ..widgets.text import set_text
from .calls import uno_key_refusal
from .jumps import jump_due
from .ownhand import OwnHand
from .table import PUBLIC_KEYS, UnoKeysScreen


class Waits(UnoKeysScreen):
    """A worker that shows the table's announcements and leaves once ``done()`` says so,
    woken by every change (``refresh_view``)."""

    _changed: asyncio.Event | None = None
    #: Keys typed here, while others play (they hurry the computer players), play nothing
    #: on the next screen (``keyguard``).
    DECIDES = False
    HURRIES = True

    def done(self) -> bool:
        raise NotImplementedError

    def show_own_hand(self) -> None:
        """The person's own hand, read-only, where the screen is theirs alone (``ownhand``)."""
        for hand in self.query(OwnHand):
            hand.show(self.uno_app, self)

    def wake(self) -> None:
        if self._changed is not None:
            self._changed.set()

    def on_screen_resume(self) -> None:
        self.wake()  # a dialog over it closed: the screen it waited to hand over to may come

    @work(exclusive=True, group="watch")
    async def _wait(self) -> None:
        self._changed = asyncio.Event()
        while True:
            await self.uno_app.announce_all()
            # Not while a dialog the person opened is over it (Q, help, the log): leaving
            # would pop that dialog, not this screen (``Screen.dismiss`` pops the top one).
            if self.done() and self.app.screen is self:
                break
            self._changed.clear()
            await self._changed.wait()
        self.hand_over(None)


class WatchScreen(Waits, inherit_bindings=False):
    """The public table while computer players take their turns, one action at a time at
    a readable pace (``UnoApp.bot_pace``); Enter (any key but the screen's own) hurries.
    People may still catch a computer player that forgot UNO (C), or say their own
    forgotten UNO (U). The conductor runs the computer players; this screen shows them
    and the announcements."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *PUBLIC_KEYS,
    ]

    def compose_extra(self) -> Iterable[Widget]:
        with Vertical(id="watch"):
            yield Static("", id="watch-title", markup=False)
            yield Static("", id="watch-catch", markup=False)
        yield OwnHand()

    def shown(self) -> None:
        self._wait()

    def refresh_view(self) -> None:
        super().refresh_view()
        view = self.public_view()
        if view is None:
            return
        title = ""
        if view.current is not None and self.uno_app.is_bot(view.current):
            title = _("{name} (computer) is playing… Enter hurries.").format(
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
        self.show_own_hand()
        self.wake()

    def _clear_refusal(self) -> None:
        self._refusal = ""

    def on_key(self, event: events.Key) -> None:
        # A key of the screen's own (C, U, S, L, ?, Q) does what it says before any computer
        # player moves: U hurried the computer players into catching the UNO it said.
        if event.key in self.active_bindings or event.key in self.key_letters:
            return
        self.uno_app.conductor.hurry()

    def done(self) -> bool:
        """Whether no computer player's decision is due any more (a person's, or the round
        ended): the conductor, not this screen, makes them."""
        return self.uno_app.conductor.computer_due() is None or jump_due(self.uno_app) is not None
