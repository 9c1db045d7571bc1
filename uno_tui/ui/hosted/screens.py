"""The screens of a hosted table: on the host, a remote seat's turn (like a computer
player's, with "waiting for Bruno" while that player is away); on a joined terminal, the
public table between its own turns, and the screen shown when the host is lost."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, ClassVar

from textual import events, work
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from ...engine import Catch, Phase, SayUno
from ...engine.events import DealerDrawn
from ...i18n import N_, _
from ...i18n.seating import (
    come_back,
    computer_for_now,
    first_deal_waits,
    rejoins_with,
    seat_open,
)
from ...i18n.words import nobody_to_catch, refusal, waiting_sentence
from ...table.catching import catch_target, why_none_caught
from ..base import HELP, UnoScreen
from ..screens.dealer import DealerDrawScreen
from ..screens.jumps import jump_due
from ..screens.ownhand import OwnHand
from ..screens.table import PUBLIC_KEYS
from ..screens.watch import Waits, WatchScreen
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text

if TYPE_CHECKING:
    from ...net.host import TableHost
    from .clientapp import JoinedTable


#: How many computer players' paces the dealer draw stays on show at a hosted table.
DEALER_PACES = 4


class HostedDealerDraw(DealerDrawScreen):
    """On the host: the dealer draw, which moves on by itself after ``DEALER_PACES`` of
    the table's pace (Enter, sooner). The joined terminals play from the moment the cards
    are dealt; waiting here for this keyboard would hold the computer players' turns (and
    every player after them) until someone at the host pressed Enter."""

    def __init__(
        self, event: DealerDrawn, names: Sequence[str], seconds: float, host: TableHost
    ) -> None:
        super().__init__(event, names)
        self.seconds = seconds
        self.host = host

    def on_mount(self) -> None:
        self.set_timer(max(self.seconds, 0.001), self._move_on)  # (Textual: not 0)
        self.refresh_view()

    def refresh_view(self) -> None:
        super().refresh_view()
        if self.host.first.waiting:  # the first deal waits for the seats' shares
            names = [self.names[seat] for seat in self.host.open_seats_left()]
            unshared = [self.names[seat] for seat in self.host.first.unshared()]
            self.show_refusal(first_deal_waits(names, self.uno_app.open_seat_line(), unshared))

    def action_deal(self) -> None:
        if self.host.first.waiting:
            self.host.first.go()  # the open seats stay open; dealt, it moves on
            self.set_timer(0.05, self._dealt)
        else:
            super().action_deal()

    def _dealt(self) -> None:
        if self.host.first.waiting:
            self.set_timer(0.05, self._dealt)
        elif self.is_current:
            super().action_deal()

    def _move_on(self) -> None:
        if self.host.first.waiting:
            self.set_timer(0.25, self._move_on)
        elif self.is_current:
            self.uno_app.moved_on_by_itself()  # an Enter meant to deal is not the hand's
            self.action_deal()
        else:  # a dialog over it (help, quit): on once it closes
            self.set_timer(0.5, self._move_on)


class RemoteTurnScreen(WatchScreen, inherit_bindings=False):
    """On the host: the public table while a seat played from another terminal decides.
    While its player is away the table says so, and H hands the seat to a computer
    player (it comes back to them when they rejoin). W lets nobody watch (``uno-tui join
    --watch``) for the rest of the table's life: those watching now, if any, and later."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("h", "to_computer", N_("Computer plays"), key_display="H"),
        Binding("w", "close_watching", N_("Let nobody watch"), key_display="W"),
        *PUBLIC_KEYS,
    ]

    def __init__(self, seat: int, host: TableHost, join_command: str) -> None:
        super().__init__()
        self.seat = seat
        self.host = host
        self.join_command = join_command

    def compose_extra(self) -> Iterable[Widget]:
        with Vertical(id="watch"):
            yield Static("", id="watch-title", markup=False)
            yield Static("", id="watch-catch", markup=False)
            yield Static("", id="watch-join", markup=False, classes="dim")
        yield OwnHand()

    def shown(self) -> None:
        self._wait()

    def done(self) -> bool:
        view = self.public_view()
        if view is None or view.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            return True
        if view.current != self.seat and self.host.is_remote(view.current):
            self.refresh_view()  # (it follows the turn to that seat: ``_follow_turn``)
        if jump_due(self.uno_app) is not None:  # HR6: the person here may jump in
            return True
        return view.current != self.seat or not self.host.is_remote(self.seat)

    def can(self, action: str) -> bool | None:
        if action == "to_computer":
            return self.seat in self.host.away()
        if action == "close_watching":
            return self.host.watching
        return super().can(action)

    def refresh_view(self) -> None:
        super().refresh_view()
        view = self.public_view()
        if view is None:
            return
        self._follow_turn(view.current, view.phase)
        name = view.names[self.seat]
        join = ""  # (while a seat is open, the table's own line says how to join)
        if self.seat in self.host.open_seats_left():  # nobody took it yet: open
            title = " ".join((seat_open(name), computer_for_now()))
        elif self.seat in self.host.away():
            title = _("Waiting for {name} to come back: H lets a computer play for now.").format(
                name=name
            )
            # (to rejoin: no code, which takes only a seat nobody has taken yet)
            join = "" if self.host.open_seats_left() else rejoins_with(name, self.join_command)
        elif self.uno_app.table_reader.snapshot.seating.paused:
            title = waiting_sentence(name)
        else:
            title = _("{name} is playing at another terminal…").format(name=name)
        set_text(self.query_one("#watch-title", Static), title)
        line = self.query_one("#watch-join", Static)
        set_text(line, join)
        line.display = bool(join)
        self.refresh_bindings()
        self.wake()

    def _follow_turn(self, current: int | None, phase: Phase) -> None:
        """The turn passed from one seat played at another terminal to another such
        seat: this screen now waits for that one, as a new screen would (no refusal left
        from the last turn). Dismissing it and composing a new one for every turn was
        most of the host's work for each action at a table of joined terminals, done
        just as those terminals draw theirs."""
        if (
            current is not None
            and current != self.seat
            and phase not in (Phase.ROUND_OVER, Phase.GAME_OVER)
            and self.host.is_remote(current)
        ):
            self.seat = current
            self._refusal = ""

    def action_to_computer(self) -> None:
        self.host.hand_to_computer(self.seat)

    def action_close_watching(self) -> None:
        watched = self.host.watchers() > 0
        self.host.close_watching()
        self.refresh_bindings()
        if watched:
            self.notify(
                _("Watching is closed: those watching were told, and nobody else may watch.")
            )
        else:
            self.notify(_("Nobody may watch the table from now on."))


class KeptScreen:
    """Mixed into the screens a joined terminal keeps and shows again: their styles are
    applied again as they show only if something they depend on changed meanwhile.

    Textual restyles a whole screen each time it shows (the app's classes, its theme or
    its style sheets may have changed while it was hidden); the widgets' own changes are
    styled as they happen, shown or not. Doing it when none of the app's changed was a
    good part of the time a joined terminal took to show its hand."""

    _styled_for: tuple[object, ...] | None = None
    #: Nothing on these screens takes the focus (their keys are the screen's): without
    #: this, Textual searches every widget for one to focus each time the screen shows.
    AUTO_FOCUS: ClassVar[str | None] = ""

    def _styling(self) -> tuple[object, ...]:
        app = self.app  # type: ignore[attr-defined]
        return (
            frozenset(app.classes),
            app.pseudo_classes,
            app.theme,
            tuple(app.stylesheet.source),
        )

    def on_screen_suspend(self) -> None:
        # Shown, the screen was kept styled for the app as it is now.
        self._styled_for = self._styling()

    def on_screen_resume(self, event: events.ScreenResume) -> None:
        if self._styled_for == self._styling():
            event.refresh_styles = False
        # Built already, nothing to mount: the hold on painting that the screen before
        # made as it handed over (``hand_over``) ends now, not a refresh later (a frame
        # period sooner on the terminal).
        if self.is_current:  # type: ignore[attr-defined]
            self.app.release_paint()  # type: ignore[attr-defined]


class RemoteTableScreen(KeptScreen, Waits, inherit_bindings=False):
    """On a joined terminal: the public table while others play. C catches a player who
    forgot UNO, U says this seat's own forgotten UNO; the terminal's own hand comes up
    when it is this seat's decision. Built once, and shown again (``again``) each time
    the others play."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *PUBLIC_KEYS,
    ]

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    @property
    def joined(self) -> JoinedTable:
        """The joined terminal's table."""
        joined = self.uno_app.joined
        assert joined is not None
        return joined

    def compose_extra(self) -> Iterable[Widget]:
        with Vertical(id="watch"):
            yield Static("", id="watch-title", markup=False)
            yield Static("", id="watch-catch", markup=False)
        yield OwnHand()

    def shown(self) -> None:
        self._wait()

    _again = False

    def again(self) -> None:
        """Before it shows once more: no refusal left from last time."""
        self._refusal = ""
        self._again = True

    def on_screen_resume(self) -> None:  # type: ignore[override]  # (each class's own runs)
        if self._again:
            self._again = False
            self._wait()

    def keyboard_seat(self) -> int | None:
        return self.seat

    def done(self) -> bool:
        return self.joined.next_screen_due()

    def can(self, action: str) -> bool | None:
        return self.uno_app.playing

    def refresh_view(self) -> None:
        snapshot = self.joined.table.snapshot
        view = snapshot.view
        if view is not None:
            super().refresh_view()
        if view is None:
            title = _("Waiting for the host to start the game…")
        elif view.phase is Phase.ROUND_OVER:
            title = _("The round is over: the host deals the next one. S shows the scores.")
        elif view.phase is Phase.GAME_OVER and view.winner is not None:
            title = _("{name} wins the game! Q leaves the table.").format(
                name=view.names[view.winner]
            )
        elif view.current is not None and snapshot.paused:
            title = waiting_sentence(view.names[view.current])
        elif view.current is not None and view.current in snapshot.open:
            title = seat_open(view.names[view.current])
        elif view.current is not None and view.current in snapshot.away:
            title = come_back(view.names[view.current])
        elif view.current is not None:
            title = _("{name} is playing…").format(name=view.names[view.current])
        else:
            title = ""
        set_text(self.query_one("#watch-title", Static), title)
        line = self.query_one("#watch-catch", Static)
        set_text(line, self._refusal)
        line.display = bool(self._refusal)
        self.show_own_hand()
        self.wake()

    def action_say_uno(self) -> None:
        client = self.uno_app
        if not client.playing:
            return
        error = client.why_not(SayUno(self.seat))
        if error is not None:
            self.refuse(refusal(error))
            return
        self._clear_refusal()
        self.act_then(SayUno(self.seat), lambda _events: None)

    @work(exclusive=True, group="curtain")
    async def action_catch(self) -> None:
        client = self.uno_app
        if not client.playing:
            return
        view = client.view(self.seat)
        # (HR8: a player holding one card who owes no UNO, if the rules let a wrong catch)
        target = catch_target(client.why_not, view.uno_window, view.hand_sizes, self.seat)
        if target is None:
            # Nobody to catch: the rules say why for a player holding one card, if any.
            error = why_none_caught(client.why_not, view.hand_sizes, self.seat)
            self.refuse(refusal(error) if error is not None else nobody_to_catch())
            return
        error = client.why_not(Catch(self.seat, target))
        if error is not None:
            self.refuse(refusal(error))
            return
        self._clear_refusal()
        if await self.send(Catch(self.seat, target)) is not None:
            await client.announce_all()


class LostScreen(UnoScreen[bool]):
    """The connection to the host ended: why, and R to rejoin the seat (or Q to leave)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "rejoin", N_("Rejoin"), key_display="R"),
        Binding("q", "leave", N_("Leave"), key_display="Q"),
        HELP,
    ]

    def __init__(
        self, why: str, can_rejoin: bool = True, help_: str | None = None, refusal: str = ""
    ) -> None:
        super().__init__()
        self.why = why
        self.can_rejoin = can_rejoin
        #: What the keys do, when not the usual words.
        self.help = help_
        #: Why the last try to rejoin failed, if it did (on the screen's own line).
        self.refusal = refusal

    def compose_body(self) -> Iterable[Widget]:
        with Vertical(id="curtain"):
            yield Static(_("The table is out of reach"), id="curtain-title", markup=False)
            yield Static(self.why, id="curtain-note", markup=False)
            help_ = self.help or (
                _("R rejoins your seat when the host is back; Q leaves.")
                if self.can_rejoin
                else _("Q leaves.")
            )
            yield Static(help_, id="curtain-help", markup=False)
            line = Static(self.refusal, classes="refusal", markup=False)
            line.display = bool(self.refusal)
            yield line
        yield KeyBar()

    def can(self, action: str) -> bool | None:
        return action != "rejoin" or self.can_rejoin

    def action_rejoin(self) -> None:
        self.hand_over(True)

    def action_leave(self) -> None:
        self.hand_over(False)
