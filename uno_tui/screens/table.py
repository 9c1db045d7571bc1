"""The public table (H2) and the pass curtain built on it (H1, H3, H4).

Both are given only the public ``SeatView`` (``seat_view(game, None)``): no hand can reach
them. The curtain names who takes the keyboard next; from it any other player can catch a
forgotten UNO and the forgetful player can still say it.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from textual import events, work
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.widget import Widget
from textual.widgets import Static

from ..base import HELP, QUIT, Backdrop, UnoScreen
from ..dialogs.announce import CatchDialog
from ..engine import Catch, IllegalAction, Phase, SayUno, SeatView
from ..engine.events import WildDrawFourChallenged
from ..i18n import N_, _
from ..i18n.words import (
    color_name,
    describe_events,
    nobody_to_catch,
    refusal,
    says_uno_itself,
    since_last_turn,
)
from ..widgets import EventLog, TablePanel, TopBar
from ..widgets.keybar import KeyBar
from ..widgets.text import set_text

if TYPE_CHECKING:
    from ..app import UnoApp

__all__ = [
    "LOG",
    "SCORES",
    "Backdrop",
    "PassScreen",
    "RevealCurtain",
    "TableScreen",
    "WatchScreen",
]

SCORES = Binding("s", "app.scores", N_("Scores"), key_display="S")
LOG = Binding("l", "app.log", N_("Log"), key_display="L")


class TableScreen(UnoScreen[None]):
    """The table as everyone may see it; the bottom of the screen stack."""

    BINDINGS: ClassVar[list[BindingType]] = [SCORES, LOG, HELP, QUIT]

    def compose_body(self) -> Iterable[Widget]:
        yield TopBar()
        yield TablePanel()
        yield EventLog(id="log")
        yield from self.compose_extra()
        yield KeyBar()

    def compose_extra(self) -> Iterable[Widget]:
        return ()

    def on_mount(self) -> None:
        # Subclasses extend ``shown`` (Textual calls every class's on_mount in the MRO).
        self.refresh_view()
        self.shown()

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
        self.query_one(TopBar).show(view)
        self.query_one(TablePanel).show(view, **self.uno_app.table_marks())
        self.show_log()

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


class PassScreen(UnoKeysScreen, inherit_bindings=False):
    """The curtain between turns: the next player takes the keyboard and presses Enter."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "proceed", N_("Show my hand"), key_display="⏎"),
        Binding("c", "catch", N_("Catch"), key_display="C"),
        Binding("u", "say_uno", N_("Say UNO"), key_display="U"),
        SCORES,
        LOG,
        HELP,
        QUIT,
    ]

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
        start, had_turn = since_last_turn(list(view.events), self.seat)
        if view.table.phase is Phase.COLOR or not had_turn:
            self.query_one(EventLog).show(app.log_sentences())
            return
        name = view.names[self.seat]
        sentences = describe_events(list(view.events[start:]), view.names) or [_("Nothing yet.")]
        self.query_one(EventLog).show(
            sentences, heading=_("Since {name}'s last turn:").format(name=name)
        )

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

    def on_key(self, event: events.Key) -> None:
        """A key the curtain does not take (D, an arrow: meant for the hand, perhaps) is
        not lost without a word: the curtain says what to press first."""
        if event.key in self.active_bindings or self.uno_app.too_small:
            return
        if event.key in ("ctrl+q", "ctrl+c", "f1", "tab", "shift+tab"):
            return
        key = event.character.upper() if event.is_printable and event.character else event.key
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


def uno_key_refusal(app: UnoApp, action: str, seat: int | None = None) -> str | None:
    """Why C (catch) or U (say UNO late) does nothing now, from a curtain or the watch
    screen, in the engine's words where the rules refuse it (U5); None: it applies.

    Only people press keys: a computer player neither is caught through a person's U nor
    catches through C. ``seat``: who holds the keyboard, if anyone in particular.
    """
    view = app.public_view()
    if view is None:
        return None
    people = app.session.human_seats
    target = view.table.uno_window
    if action == "say_uno":
        if target is not None and app.is_bot(target):
            return says_uno_itself(view.names[target])
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


def catchers(app: UnoApp) -> list[tuple[int, str]]:
    """The people at the keyboard who may catch the forgotten UNO now (not a computer)."""
    view = app.public_view()
    if view is None or view.table.uno_window is None:
        return []
    target = view.table.uno_window
    return [(s, n) for s, n in enumerate(view.names) if s != target and not app.is_bot(s)]


async def pick_and_catch(screen: UnoKeysScreen) -> bool:
    """Catch the player who forgot UNO: ask which person catches when more than one may."""
    app = screen.uno_app
    view = app.public_view()
    choices = catchers(app)
    if view is None or view.table.uno_window is None or not choices:
        return False
    target = view.table.uno_window
    if len(choices) == 1:
        catcher: int | None = choices[0][0]
    else:
        catcher = await app.push_screen_wait(CatchDialog(view.names[target], choices))
    now = app.public_view()
    if catcher is None or now is None or now.table.uno_window != target:
        return False
    return screen.try_act(Catch(catcher, target)) is not None


class WatchScreen(UnoKeysScreen, inherit_bindings=False):
    """The public table while computer players take their turns, one action at a time at
    a readable pace (``UnoApp.bot_pace``); any key hurries. People may still catch a
    computer player that forgot UNO (C), or say their own forgotten UNO (U)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("c", "catch", N_("Catch"), key_display="C"),
        Binding("u", "say_uno", N_("Say UNO"), key_display="U"),
        SCORES,
        LOG,
        HELP,
        QUIT,
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
        yield KeyBar()

    def shown(self) -> None:
        """No announcements here: the result is told after the reveal."""

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
