"""The public table (H2), and the C and U keys every public screen shares (the pass
curtain in ``curtain``, the watch screen in ``watch``; who may catch or say UNO, and why
not, is ``calls``'s).

They are given only the public view: no hand can reach them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, ClassVar

from textual import work
from textual.binding import Binding, BindingType
from textual.widget import Widget
from textual.widgets import Static

from ...engine import SayUno, SeatView
from ...i18n import N_
from ..base import HELP, QUIT, Backdrop, UnoScreen
from ..timeouts import count_down, waiting_title
from ..widgets import EventLog, TablePanel, TopBar
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text
from .calls import pick_and_catch, uno_key_refusal

__all__ = [
    "CATCH",
    "LOG",
    "PUBLIC_KEYS",
    "SAY_UNO",
    "SCORES",
    "Backdrop",
    "TableScreen",
    "UnoKeysScreen",
]

SCORES = Binding("s", "app.scores", N_("Scores"), key_display="S")
LOG = Binding("l", "app.log", N_("Log"), key_display="L")
#: The keys of every public screen (``UnoKeysScreen``): catch a forgotten UNO, say one's own.
CATCH = Binding("c", "catch", N_("Catch"), key_display="C")
SAY_UNO = Binding("u", "say_uno", N_("Say UNO"), key_display="U")
#: The key bar of a public screen between turns, after its own keys, in this order.
PUBLIC_KEYS: tuple[Binding, ...] = (CATCH, SAY_UNO, SCORES, LOG, HELP, QUIT)


class TableScreen(UnoScreen[None]):
    """The table as everyone may see it; the bottom of the screen stack."""

    BINDINGS: ClassVar[list[BindingType]] = [SCORES, LOG, HELP, QUIT]
    #: The terminal's cursor sits on the log's newest sentence (``cursor``).
    CURSOR_AT = "#log"

    def compose_body(self) -> Iterable[Widget]:
        yield TopBar()
        yield TablePanel()
        yield EventLog(id="log")
        line = Static("", id="open-seat", markup=False, classes="dim")
        line.display = False
        yield line
        yield from self.compose_extra()
        yield save_line()
        yield KeyBar()

    def compose_extra(self) -> Iterable[Widget]:
        return ()

    def on_mount(self) -> None:
        # Subclasses extend ``shown`` (Textual calls every class's on_mount in the MRO).
        self.draw_on_mount()
        self.shown()
        count_down(self, self.uno_app, self._show_time_left)

    def top_title(self) -> str:
        """The top bar's words besides the round: whose decision it is, with the turn
        timer's time left (``timeouts.waiting_title``)."""
        return waiting_title(self.uno_app)

    def _show_time_left(self) -> None:
        """The turn timer's count on the top bar, drawn again as it goes down."""
        view = self.public_view()
        if view is None:
            return
        for bar in self.query(TopBar).results(TopBar):  # (none while it is taken down)
            bar.show(view, self.top_title())

    def shown(self) -> None:
        """Called once the screen is mounted and showing the game."""

    def can(self, action: str) -> bool | None:
        return self.uno_app.playing

    def public_view(self) -> SeatView | None:
        public = self.uno_app.public_view()
        return public.table if public is not None else None

    def refresh_view(self) -> None:
        view = self.public_view()
        if view is None:
            return
        self.query_one(TopBar).show(view, self.top_title())
        self.query_one(TablePanel).show(view, **self.uno_app.table_marks())
        self.show_log()
        show_save_line(self)
        # A hosted table's join code, on every public screen while a seat is open.
        join = self.uno_app.open_seat_line()
        line = self.query_one("#open-seat", Static)
        set_text(line, join)
        line.display = bool(join)

    def show_log(self) -> None:
        self.query_one(EventLog).show(self.uno_app.log_sentences())


class UnoKeysScreen(TableScreen):
    """C and U on the public table (a curtain, the watch screen): catch a forgotten UNO,
    or say one's own late, with the reason shown on the screen's own line when refused."""

    #: Why the last key did nothing (U5), until another key does something.
    _refusal = ""

    def keyboard_seat(self) -> int | None:
        """Who holds the keyboard, if anyone in particular."""
        return None

    def show_refusal(self, reason: str) -> None:
        self._refusal = reason
        self.refresh_view()

    def _clear_refusal(self) -> None:
        if self._refusal:
            self._refusal = ""
            self.refresh_view()

    def said_uno(self) -> None:
        """After U was taken."""

    async def caught(self) -> None:
        """After C caught someone."""

    def action_say_uno(self) -> None:
        view = self.uno_app.public_view()
        if view is None:
            return
        why = uno_key_refusal(self.uno_app, "say_uno", self.keyboard_seat())
        if why is not None:
            self.refuse(why)
            return
        assert view.table.uno_window is not None
        self._clear_refusal()
        self.try_act(SayUno(view.table.uno_window))
        self.said_uno()

    @work(exclusive=True, group="curtain")
    async def action_catch(self) -> None:
        why = uno_key_refusal(self.uno_app, "catch", self.keyboard_seat())
        if why is not None:
            self.refuse(why)
            return
        self._clear_refusal()
        if await pick_and_catch(self):
            await self.caught()


def save_line() -> Static:
    """The line a table screen keeps while writing the game's save fails (hidden while the
    last write succeeded): where the player looks, not a notice that goes."""
    line = Static("", id="save-line", markup=False)
    line.display = False
    return line


def show_save_line(screen: UnoScreen[Any]) -> None:
    """Say on ``screen``'s save line whether the game is not saved (``not_saved_line``)."""
    text = screen.uno_app.not_saved_line(max(20, screen.app.size.width - 4))  # (its padding)
    for line in screen.query("#save-line").results(Static):
        set_text(line, text)
        line.display = bool(text)
