"""The pass curtain (H1, H3, H4) and the curtain before a challenged hand is shown: the
public table, naming who takes the keyboard next. From it any other player can catch a
forgotten UNO and the forgetful player can still say it."""

from __future__ import annotations

from collections.abc import Iterable
from typing import ClassVar

from textual import events
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from ...engine import Phase, SeatView
from ...engine.events import WildDrawFourChallenged
from ...i18n import N_, _
from ...i18n.house import stack_note
from ...i18n.keys import pressed_key
from ...i18n.words import color_name
from ..base import HELP, QUIT
from ..widgets import EventLog, TopBar
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text
from .since import missed_from, show_missed
from .table import LOG, PUBLIC_KEYS, SCORES, UnoKeysScreen, save_line, show_save_line


class PassScreen(UnoKeysScreen, inherit_bindings=False):
    """The curtain between turns: the next player takes the keyboard and presses Enter."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "proceed", N_("Show my hand"), key_display="⏎"),
        *PUBLIC_KEYS,
    ]

    #: The terminal's cursor sits on the title: "Pass the keyboard to Bruno" (``cursor``).
    CURSOR_AT = "#curtain-title"

    def __init__(self, seat: int) -> None:
        super().__init__()
        self.seat = seat

    def compose_extra(self) -> Iterable[Widget]:
        with Vertical(id="curtain"):
            yield Static("", id="curtain-title", markup=False)
            yield Static("", id="curtain-note", markup=False)
            yield Static("", id="curtain-help", markup=False)
            yield Static("", id="curtain-catch", markup=False)

    def show_log(self) -> None:
        """What happened since this player's own last turn, however many players: nobody
        should need L to know (the whole log is under L)."""
        app = self.uno_app
        view = app.public_view()
        assert view is not None
        start = missed_from(view, self.seat)
        if start is None:
            self.query_one(EventLog).show(app.log_sentences())
            return
        heading = _("{name}, since your last turn:").format(name=view.names[self.seat])
        show_missed(self.query_one(EventLog), view, start, self.seat, heading)

    def shown(self) -> None:
        self.announce()

    # -- what the curtain says

    def headline(self, view: SeatView) -> tuple[str, str, str]:
        name = view.names[self.seat]
        alone = not self.uno_app.curtains
        if alone:
            # The one person at a table of computer players (a resumed game opens here).
            title = _("{name}, your turn").format(name=name.upper())
        else:
            title = _("Pass the keyboard to {name}").format(name=name.upper())
        note = ""
        if view.phase is Phase.COLOR:
            note = _("The start card is a Wild: {name} names the colour, then plays.").format(
                name=name
            )
        elif view.phase is Phase.CHALLENGE and view.wild_draw_four is not None:
            player = view.names[view.wild_draw_four[0]]
            note = _("{player} played a Wild Draw Four: {name} accepts it or challenges.").format(
                player=player, name=name
            )
        elif view.owed:
            note = stack_note(name, view.owed)  # HR1-HR3
        if alone:
            help_ = _("{name}: press Enter to see your hand.").format(name=name)
        else:
            help_ = _("{name}: press Enter when nobody else can see the screen.").format(name=name)
        return title, note, help_

    def refresh_view(self) -> None:
        super().refresh_view()
        view = self.public_view()
        if view is None:
            return
        title, note, help_ = self.headline(view)
        set_text(self.query_one("#curtain-title", Static), title)
        set_text(self.query_one("#curtain-note", Static), note)
        set_text(self.query_one("#curtain-help", Static), help_)
        catch = self._refusal
        target = view.uno_window
        if catch or not self.uno_app.uno_reminders or target is None:
            pass
        elif self.uno_app.is_bot(target):
            catch = _("{target} has one card and has not said UNO: C to catch.").format(
                target=view.names[target]
            )
        else:
            catch = _(
                "{target} has one card and has not said UNO: C to catch, U if {target} says it now."
            ).format(target=view.names[target])
        line = self.query_one("#curtain-catch", Static)
        set_text(line, catch)
        line.display = bool(catch)
        self.query_one("#curtain-note", Static).display = bool(note)
        self.update_bindings()

    async def on_key(self, event: events.Key) -> None:
        """A key the curtain does not take (D, an arrow: meant for the hand, perhaps) is
        not lost without a word: the curtain says what to press first. Its own keys are
        taken in the order they come: after Enter, the next keys go to the hand."""
        if self.uno_app.too_small or event.key in ("ctrl+q", "ctrl+c", "f1", "tab", "shift+tab"):
            return
        if not self.is_current:  # lifted by a key before this one: it is the hand's
            event.stop()
            event.prevent_default()
            self.uno_app.queue_key(event.key, event.character)
            return
        if event.key in self.active_bindings:
            await self.run_binding_now(event)
            return
        key = pressed_key(event.key, event.character)
        self.refuse(
            _("{key} does nothing here: first press Enter, with nobody else looking.").format(
                key=key
            )
        )

    def action_proceed(self) -> None:
        if not self.too_soon():
            self.hand_over(None)

    def keyboard_seat(self) -> int | None:
        return self.seat

    def said_uno(self) -> None:
        self.announce()

    async def caught(self) -> None:
        await self.uno_app.announce_all()

    # -- announcements to the table

    def announce(self) -> None:
        self.run_worker(self.uno_app.announce_all(), exclusive=True, group="announce")


class RevealCurtain(PassScreen, inherit_bindings=False):
    """The curtain before a challenged hand is shown to the challenger alone (H3)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "proceed", N_("Show the hand"), key_display="⏎"),
        SCORES,
        LOG,
        HELP,
        QUIT,
    ]

    def __init__(self, event: WildDrawFourChallenged) -> None:
        super().__init__(event.challenger)
        self.event = event

    def compose_body(self) -> Iterable[Widget]:
        # Only the curtain: the table and its log would tell the verdict before the
        # challenger has seen the hand.
        yield TopBar()
        yield from self.compose_extra()
        yield save_line()
        yield KeyBar()

    def shown(self) -> None:
        """No announcements here: the result is told after the reveal."""

    def top_title(self) -> str:
        return ""  # (nothing of the table before the challenger has seen the hand)

    def refresh_view(self) -> None:
        view = self.public_view()
        if view is None:
            return
        self.query_one(TopBar).show(view)
        title, note, help_ = self.headline(view)
        set_text(self.query_one("#curtain-title", Static), title)
        set_text(self.query_one("#curtain-note", Static), note)
        set_text(self.query_one("#curtain-help", Static), help_)
        self.query_one("#curtain-catch", Static).display = False
        show_save_line(self)

    def headline(self, view: SeatView) -> tuple[str, str, str]:
        player, challenger = view.names[self.event.player], view.names[self.event.challenger]
        title = _("{challenger} challenges {player}").format(
            challenger=challenger.upper(), player=player
        )
        note = _(
            "{player} shows the hand to {challenger} alone: was there any {color} in it?"
        ).format(player=player, challenger=challenger, color=color_name(self.event.previous_color))
        help_ = _("{name}: press Enter when nobody else can see the screen.").format(
            name=challenger
        )
        return title, note, help_

    def can(self, action: str) -> bool | None:
        return action not in ("catch", "say_uno")
