"""What every screen and dialog shares: the too-small notice, help and quit keys, and a
guard against a key pressed twice carrying over into the next player's screen."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar, cast

from rich.console import RenderableType
from textual import events, on
from textual.app import ComposeResult
from textual.await_complete import AwaitComplete
from textual.binding import Binding, BindingType
from textual.css.query import NoMatches
from textual.screen import ModalScreen, Screen
from textual.widget import Widget
from textual.widgets import Static

from ..i18n import N_, _
from ..i18n.keys import key_name
from .corner import keep_clear_below
from .cursor import settle_cursor
from .letters import run_binding_now, take_letter
from .notices import show_notices
from .sending import Sending
from .sheets import FIRST, SheetsOnDemand
from .textual_private import PaintOnce, tinted_background
from .unbound import unanswered
from .widgets.keybar import KeyBar
from .widgets.notice import TooSmall

if TYPE_CHECKING:
    from .lapse import Decision
    from .tableapp import TableApp

ResultT = TypeVar("ResultT")

HELP = Binding("question_mark", "app.help", N_("Help"), key_display="?")
#: Q asks to quit, but not while the terminal is too small to show the question (^Q does).
QUIT = Binding("q", "app.quit_key", N_("Quit"), key_display="Q")
#: T says the table in one line on every screen of a game (free on every screen, in every
#: language: no word's own letter is T). Not on the key bar (no room there): help lists it.
#: The app's own binding, and every dialog's (a modal screen hides the app's bindings).
TABLE_KEY = Binding("t", "app.say_table", N_("The table in one line"), key_display="T", show=False)


def reason_line(line_id: str) -> Static:
    """A dialog's line for why a key did nothing, hidden until it says something. Hidden
    as it is made, not on mount: a refusal said as the dialog shows (a key kept for it)
    may come before the mount handler, which would hide it again unread."""
    line = Static("", id=line_id, markup=False)
    line.display = False
    return line


def refusal_line(screen: Screen[Any], reason: str, parent: Widget | None = None) -> None:
    """Put ``reason`` on ``screen``'s refusal line (a ``Static`` classed ``refusal``),
    made in ``parent`` (else the screen, above its key bar) the first time."""
    line = next(iter(screen.query(".refusal")), None)
    if not isinstance(line, Static):
        line = Static("", classes="refusal", markup=False)
        bar = next(iter(screen.query(KeyBar)), None) if parent is None else None
        if bar is not None:
            screen.mount(line, before=bar)
        else:
            (parent or screen).mount(line)
    line.update(reason)
    line.display = True


class _Shared(PaintOnce, SheetsOnDemand, Sending):
    """Mixed into screens and dialogs (both are ``Screen`` subclasses)."""

    _shown_at: float | None = None
    #: English key -> the language's letter that stands for it here (``localize_keys``).
    key_letters: Mapping[str, str] = {}
    #: Showing this screen ends a ``hand_over`` (the backdrop between screens does not).
    RELEASES_PAINT: ClassVar[bool] = True
    #: Its keys decide something (the key guard holds back keys that hurried: ``keyguard``);
    #: not the backdrop (it keeps keys for the next screen) nor the screens keys hurry.
    DECIDES: ClassVar[bool] = True
    #: A key here is typed while others play (it hurries the computer players):
    #: ``screens.watch``.
    HURRIES: ClassVar[bool] = False
    #: Actions whose availability changes with the game: the footer is redrawn only when
    #: one of them changes (redrawing it on every action costs time and bytes).
    GATED: ClassVar[tuple[str, ...]] = ()
    _gates: tuple[bool | None, ...] = ()

    @property
    def uno_app(self) -> TableApp:
        """The app, typed as ours (every screen runs in a ``UnoApp``; importing it here
        would make the screens and the app import each other)."""
        return cast("TableApp", self.app)  # type: ignore[attr-defined]

    def compose_body(self) -> Iterable[Widget]:
        return ()

    def compose(self) -> ComposeResult:
        yield from self.compose_body()
        yield TooSmall()

    @property
    def shown_yet(self) -> bool:
        """Whether the screen has shown (built, with its widgets): a key that comes sooner
        waits for it (``AppKeys.on_event``)."""
        return self._shown_at is not None

    #: The snapshot (its ``seq``) the screen was drawn at as it mounted: showing it right
    #: after does not draw it again.
    _drawn_at_mount: int | None = None

    def draw_on_mount(self) -> None:
        """Draw the game as the screen mounts (its first ``on_screen_resume`` then skips it,
        unless the table changed in between)."""
        seq = self.uno_app.table_reader.snapshot.seq
        if self.draw_when_built():
            self._drawn_at_mount = seq

    def draw_when_built(self, tries: int = 20) -> bool:
        """``refresh_view`` now, or once every widget inside is composed (a widget of a
        container may compose a moment after the screen mounts), a few frames at most,
        and never once the screen is gone. True: drawn now."""
        try:
            self.refresh_view()
        except NoMatches:
            if tries > 0 and self.is_attached and self.app.is_running:  # type: ignore[attr-defined]
                self.call_after_refresh(self.draw_when_built, tries - 1)  # type: ignore[attr-defined]
            return False
        return True

    def on_screen_resume(self) -> None:
        self._shown_at = self.uno_app.keys.clock()
        if self.uno_app.notices:  # the command line's warnings, until a key is typed
            show_notices(self)
        drawn, self._drawn_at_mount = self._drawn_at_mount, None
        if self.RELEASES_PAINT:
            self.call_after_refresh(self._release_paint)  # type: ignore[attr-defined]
            # Keys pressed while no screen of the flow was up (between a curtain and the
            # hand, say) were meant for this one: hand them on, in order.
            self.call_after_refresh(self.uno_app.replay_keys)  # type: ignore[attr-defined]
        if self.uno_app.playing and drawn != self.uno_app.table_reader.snapshot.seq:
            self.draw_when_built()
        settle_cursor(self.app)  # type: ignore[attr-defined]

    def _release_paint(self) -> None:
        # Only while this screen is still the one on view: a screen that showed again for
        # a moment (a dialog closed over it) and has since handed over must not release
        # the hold its hand-over made, or the backdrop flashes up before the next screen.
        if self.is_current:  # type: ignore[attr-defined]
            self.uno_app.release_paint()

    def hand_over(self, result: object = None) -> None:
        """Dismiss this screen of the game's flow; nothing is painted until the next one
        shows, so the table does not flash up between the curtain and a hand (and no
        bytes are spent on it over SSH)."""
        self.uno_app.hold_paint()
        self.dismiss(result)  # type: ignore[attr-defined]

    async def run_binding_now(self, event: events.Key) -> bool:
        """Run the key's binding on this screen at once (``run_binding_now``)."""
        return await run_binding_now(cast(Screen[object], self), event)

    def too_soon(self, key: str = "Enter") -> bool:
        """True for ``UnoApp.key_guard`` seconds after the screen shows, if keys were being
        typed as it showed, or if the screen before moved on by itself while inviting a
        key (the hosted dealer draw's Enter, a hand's J to jump in): a key meant for the
        screen before must not lift a curtain or play a card. A key pressed by someone who
        was only watching as the screen came up (a joined terminal's hand, shown when the
        others have played) was meant for it and counts. A dropped key is not lost without
        a word: the screen says it was ignored."""
        app = self.uno_app
        guard = app.key_guard
        if guard <= 0:
            return False
        shown = self._shown_at
        # Not shown yet (the key came before the screen did): too soon as well.
        if shown is not None and (app.keys.clock() - shown >= guard or not app.typing_at(shown)):
            return False
        self.say_ignored(key)
        return True

    def say_ignored(self, key: str) -> None:
        """A key pressed for the screen before (or before this one showed) was dropped."""
        self.refuse(
            unanswered(cast(Screen[object], self), key.lower())  # (not of a key doing nothing)
            or _("{key} came just as the screen changed and was ignored: press it again.").format(
                key=key_name(key)
            )
        )

    def say_hurried(self, key: str) -> None:
        """A key typed while others played was dropped (``keyguard``)."""
        self.refuse(
            _(
                "{key} was ignored: it was typed while others played. Stop typing for a "
                "moment, then press it again."
            ).format(key=key)
        )

    def refuse(self, reason: str) -> None:
        """A key was refused: ring, and say why where this screen says such things."""
        self.uno_app.bell()
        self._shown_once_ready(reason)

    def _shown_once_ready(self, reason: str, again: bool = True) -> None:
        """``show_refusal``, once the screen's line is there: a key at a screen change can
        come before the new screen's widgets are mounted (then, after its first refresh)."""
        try:
            self.show_refusal(reason)
        except NoMatches:
            if again:
                cast(Screen[object], self).call_after_refresh(self._shown_once_ready, reason, False)

    def show_refusal(self, reason: str) -> None:
        """Show why a key did nothing on the screen's own line, never in a pop-up (one
        would cover part of the screen, a hand's right half, and outlive it): the line
        classed ``refusal``, made above the key bar the first time if the screen has none
        (screens with a line of another kind override this)."""
        refusal_line(cast(Screen[object], self), reason)

    def say_line(self, text: str) -> None:
        """Say ``text`` (the table in one line: T) where this screen says why a key did
        nothing, without the bell."""
        self._shown_once_ready(text)

    def can(self, action: str) -> bool | None:
        """Whether ``action`` applies now (``None``: shown but disabled)."""
        return True

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        app = self.uno_app
        if app.too_small:
            return False
        return self.can(action)

    _waiting = ""

    def show_waiting(self, text: str) -> None:
        """Say the screen waits for the host (``""``: it no longer does) on the line where
        it says why a key did nothing (left as it is if something else was said since)."""
        before, self._waiting = self._waiting, text
        line = next(iter(self.query(".refusal")), None)  # type: ignore[attr-defined]
        if text:
            refusal_line(cast(Screen[object], self), text)
        elif before and isinstance(line, Static) and str(line.content) == before:
            line.display = False

    def update_bindings(self) -> None:
        """Refresh the footer's keys if any gated action changed."""
        gates = (self.uno_app.too_small, *(self.can(a) for a in self.GATED))
        if gates != self._gates:
            self._gates = gates
            self.refresh_bindings()  # type: ignore[attr-defined]

    def refresh_view(self) -> None:
        """Show the game as it is now (called after every applied action)."""


class UnoScreen(_Shared, Screen[ResultT]):
    """A full screen of the game."""

    BINDINGS: ClassVar[list[BindingType]] = []


class Backdrop(UnoScreen[None]):
    """The bottom of the screen stack: blank, and never painted between two screens of
    the flow (``hand_over``), so nothing shows while the keyboard changes hands.

    A key pressed while it is up (the next screen is still being built) is kept for that
    screen, never dropped (``UnoApp.replay_keys``)."""

    RELEASES_PAINT = False
    DECIDES = False
    STYLE_SHEETS = FIRST

    def on_key(self, event: events.Key) -> None:
        if self.uno_app.too_small or event.key in ("ctrl+q", "ctrl+c", "f1"):
            return
        event.stop()
        event.prevent_default()
        self.uno_app.queue_key(event.key, event.character)


#: Every screen and dialog of the game (they all have ``refresh_view``).
GameScreen = _Shared


class Dialog(_Shared, ModalScreen[ResultT]):
    """A modal dialog: returns through ``dismiss`` only; the screen below gets no keys."""

    BINDINGS: ClassVar[list[BindingType]] = [TABLE_KEY]
    #: The terminal's cursor, without a button to sit on, sits on the box's first line.
    CURSOR_AT = "#dialog"
    #: Nothing focused: a stray Enter must not press the first button.
    AUTO_FOCUS = ""
    #: The decision it was opened for (``lapse.ask``), and whether it was taken elsewhere
    #: meanwhile: the dialog then closes by itself (``lapse.close_if_gone``).
    decision: Decision | None = None
    gone = False
    #: A notice that waits for Enter: the seat whose decision, due here, closes it.
    gives_way_to: int | None = None

    def gave_way(self) -> None:
        """Closed by itself for ``gives_way_to``'s decision (its words may go on)."""

    def refresh_view(self) -> None:
        from .lapse import close_if_gone

        close_if_gone(self)

    @on(events.Mount)
    def _notices_above_the_hand(self) -> None:
        keep_clear_below(self)  # (the hand left in sight under the dialog stays whole)

    def on_screen_resume(self) -> None:
        if self.app.screen is not self:
            return
        if self.gone:  # (taken elsewhere while help or the log was over it)
            self.dismiss(None)
        else:
            self.refresh_view()

    def dismiss(self, result: ResultT | None = None) -> AwaitComplete:
        self.decision = None  # answered: the snapshots that follow are its answer's
        return super().dismiss(result)

    @on(events.Key)
    async def take_letter(self, event: events.Key) -> None:
        await take_letter(cast(Screen[object], self), event)
        said = unanswered(self, event.key) if self.is_current else None
        if said is not None:  # (Enter at a dialog of letters: say which answer it)
            event.stop()
            self.refuse(said)

    def show_refusal(self, reason: str) -> None:
        """Why a key did nothing, on a line of the dialog's own (made the first time): a
        pop-up would stay over the screen below once the dialog is gone."""
        try:
            box = self.query_one("#dialog")
        except NoMatches:
            box = None
        refusal_line(self, reason, box)

    def render(self) -> RenderableType:
        # The screen under it, tinted a style at a time (``textual_private.Tinted``).
        tinted = tinted_background(self)
        return tinted if tinted is not None else super().render()
