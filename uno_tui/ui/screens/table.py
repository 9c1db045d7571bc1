"""The public table (H2), and the C and U keys every public screen shares (the pass
curtain in ``curtain``, the watch screen in ``watch``).

They are given only the public view: no hand can reach them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, Any, ClassVar

from textual import work
from textual.binding import Binding, BindingType
from textual.widget import Widget
from textual.widgets import Static

from ...engine import Catch, SayUno, SeatView
from ...engine.ask import wrong_catch_cost
from ...i18n import N_, _
from ...i18n.words import (
    nobody_to_catch,
    refusal,
    says_uno_itself,
)
from ...table.catching import catch_target
from ..base import HELP, QUIT, Backdrop, UnoScreen
from ..dialogs.announce import CatchDialog
from ..timeouts import count_down, waiting_title
from ..widgets import EventLog, TablePanel, TopBar
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text

if TYPE_CHECKING:
    from ..tableapp import TableApp

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


def uno_key_refusal(app: TableApp, action: str, seat: int | None = None) -> str | None:
    """Why C (catch) or U (say UNO late) does nothing now, from a curtain or the watch
    screen, in the engine's words where the rules refuse it (U5); None: it applies.

    Only people press keys: a computer player neither is caught through a person's U nor
    catches through C. ``seat``: who holds the keyboard, if anyone in particular.
    """
    view = app.public_view()
    if view is None:
        return None
    people = app.human_seats
    target = view.table.uno_window
    if not people:
        return _("Nobody plays at this keyboard: each player has a terminal of their own.")
    if action == "say_uno":
        if target is not None and app.is_bot(target):
            return says_uno_itself(view.names[target])
        if target is not None and app.is_remote(target):
            return _("{name} says UNO at their own terminal.").format(name=view.names[target])
        if target is not None and SayUno(target) in view.legal:
            return None
        speaker = seat if seat is not None else people[0]
        error = app.why_not(SayUno(target if target is not None else speaker))
        return refusal(error) if error is not None else None
    if action != "catch":
        return None
    if catchers(app):
        return None
    # Nobody at the keyboard may catch: ask the rules why, for a player with one card.
    sizes = view.table.hand_sizes
    singles = [s for s, n in enumerate(sizes) if n == 1] if target is None else [target]
    for single in singles:
        catcher = next((p for p in people if p != single), single)
        error = app.why_not(Catch(catcher, single))
        if error is not None:
            return refusal(error)
    return nobody_to_catch()


def _target(app: TableApp, catcher: int) -> int | None:
    """Whom C catches for ``catcher`` now (``table.catching.catch_target``: the forgotten
    UNO, or with HR8 a wrong catch of a player holding one card)."""
    view = app.public_view()
    if view is None:
        return None
    return catch_target(app.why_not, view.table.uno_window, view.table.hand_sizes, catcher)


def catchers(app: TableApp) -> list[tuple[int, str]]:
    """The people at the keyboard who may catch now (not a computer), the forgotten UNO
    or, with HR8, a player holding one card who owes none (a wrong catch, which costs)."""
    view = app.public_view()
    if view is None:
        return []
    people = app.human_seats  # not a computer, nor a player at another terminal
    return [
        (s, n) for s, n in enumerate(view.names) if s in people and _target(app, s) not in (None, s)
    ]


async def pick_and_catch(screen: UnoKeysScreen) -> bool:
    """Catch the player who forgot UNO: ask which person catches when more than one may."""
    app = screen.uno_app
    view = app.public_view()
    choices = catchers(app)
    target = _target(app, choices[0][0]) if choices else None
    if view is None or target is None:
        return False
    if len(choices) == 1:
        catcher: int | None = choices[0][0]
    else:
        wrong = target != view.table.uno_window  # (HR8: it costs the catcher)
        cost = wrong_catch_cost(view.table.rules) if wrong else 0
        catcher = await app.push_screen_wait(CatchDialog(view.names[target], choices, cost))
    if catcher is None or _target(app, catcher) != target:
        return False
    return await screen.send(Catch(catcher, target)) is not None
