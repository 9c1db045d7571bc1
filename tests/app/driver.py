"""Drive the real app through its screens with keys, the way players do.

``Table`` wraps a running app and its pilot: it knows which screen is up, what the hand
screen shows, and how to press the keys that choose a card. ``autoplay`` plays whole games
with a simple strategy, pressing keys only.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from textual import events
from textual.app import App
from textual.pilot import Pilot
from textual.screen import Screen

from uno_tui.engine import Card, Game, Phase
from uno_tui.ui.app import UnoApp
from uno_tui.ui.dialogs import (
    AnnounceDialog,
    CatchDialog,
    ChallengeDialog,
    ColorDialog,
    DrewDialog,
    PlayOrKeepDialog,
    QuitDialog,
    RevealDialog,
)
from uno_tui.ui.screens import (
    DealerDrawScreen,
    HandScreen,
    HelpScreen,
    LogScreen,
    PassScreen,
    RevealCurtain,
    RoundOverScreen,
    ScoreScreen,
    SheetMode,
)
from uno_tui.ui.widgets import CardView, HandRow

T = TypeVar("T")


def screen_text(screen: Screen[Any]) -> str:
    """The text one screen draws (its own widgets only)."""
    return "\n".join(strip.text for strip in screen._compositor.render_strips())


def undrawn(app: App[Any]) -> bool:
    """Whether the screen on top has a change the frame does not show yet: a line
    mounted, shown, hidden or resized is drawn with the next layout, which the screen's
    update timer makes a refresh or more after the change (later still on a busy
    machine); until then the frame has the old layout. Only the screen on top lays
    itself out and paints (Textual's update timer does nothing for another): a screen
    under it keeps what it had left to do (the curtain under the scores opened from it,
    the blank backdrop under the first screen) until it is on top again, and the frame
    shows it as it was, so that waiting for it waited for all 100 pauses."""
    top = app.screen
    return (
        top._layout_required
        or top._recompose_required
        or top._scroll_required
        or top._repaint_required
        or bool(top._dirty_widgets)
    )


def drawn_now(_read: object) -> bool:
    """``shown``'s ``done`` for a frame read as soon as it is drawn."""
    return True


async def shown(
    pilot: Pilot[Any], read: Callable[[], T], done: Callable[[T], bool] = drawn_now
) -> T:
    """``read()`` of the frame once it is drawn and shows what ``done`` waits for (a
    host's message comes when it comes), or as it stands after 100 pauses: a test reads
    the frame the way a person does, once the terminal shows the change. Each pause lets
    the screen handle what it was sent and lay itself out; a change it makes meanwhile
    (``undrawn``: a line shown as a key is refused, a screen pushed) waits for the next.
    The first pauses are as short as the app allows; the later ones a hundredth of a
    second each, so that a loaded machine's timers get their turn within the 100."""
    for attempt in range(100):
        await pilot.pause(None if attempt < 20 else 0.01)
        if not undrawn(pilot.app):
            value = read()
            if done(value):
                return value
    return read()


async def until_drawn(pilot: Pilot[Any]) -> None:
    """Wait until the frame shows every change made so far (``shown``): then the frame
    and the widgets' places on it are read as a person sees them."""
    await shown(pilot, lambda: None)


async def drawn(table: Table, done: Callable[[str], bool] = drawn_now) -> str:
    """The top screen's words (spaces squashed) once a frame shows what ``done`` waits for
    (``shown``)."""
    await table.settle()
    return await shown(table.pilot, lambda: " ".join(screen_text(table.app.screen).split()), done)


async def on_screen(table: Table, done: Callable[[str], bool] = drawn_now) -> str:
    """The top screen's text, lines kept, once drawn (``shown``)."""
    await table.settle()
    return await shown(table.pilot, lambda: screen_text(table.app.screen), done)


async def on_terminal(table: Table, done: Callable[[str], bool] = drawn_now) -> str:
    """Everything on the terminal (``visible_text``) once drawn (``shown``)."""
    await table.settle()
    return await shown(table.pilot, lambda: visible_text(table.app), done)


def visible_text(app: UnoApp) -> str:
    """Everything on the terminal now: a dialog and the screens it lets show through."""
    screens = [*app._background_screens, app.screen]
    return "\n=====\n".join(screen_text(s) for s in screens)


@dataclass
class Table:
    app: UnoApp
    pilot: Pilot[None]
    pressed: list[str] = field(default_factory=list)
    #: Each key waits for the answer to the action it sent, if it sent one (a joined
    #: terminal's host answers while the app goes on).
    wait_for_answers: bool = True
    #: Called before each key is pressed (a test's stopped clock moved on: a pause).
    before_key: Callable[[], None] | None = None

    @property
    def game(self) -> Game:
        assert self.app.session.game is not None
        return self.app.session.game

    @property
    def screen(self) -> Screen[Any]:
        return self.app.screen

    async def press(self, *keys: str) -> None:
        """Press keys as the terminal would send them, one at a time, each handled fully.

        Like ``Pilot.press``, the key goes through the driver; instead of waiting for the
        process to look idle (tens of milliseconds a key), wait until the app has handled
        everything it has queued and the screen stack has stopped changing.
        """
        for key in keys:
            if self.before_key is not None:
                self.before_key()
            self.pressed.append(key)
            char = key if len(key) == 1 else {"space": " ", "question_mark": "?"}.get(key)
            event = events.Key(key, char)
            event.set_sender(self.app)
            driver = self.app._driver
            assert driver is not None
            driver.send_message(event)
            await self.settle()

    async def settle(self) -> None:
        """Wait until queued messages are handled and the screen stack is steady."""
        await self._steady()
        for _ in range(2000):  # (at most 10 s, the link's own limit)
            if not (self.wait_for_answers and self.app.in_flight):
                return
            await asyncio.sleep(0.005)
            if not self.app.in_flight:
                await self._steady()

    async def _steady(self) -> None:
        stack: list[Screen[Any]] = []
        steady = 0
        waits = 0  # for a pending layout; an app that is ending never makes one
        for _ in range(200):
            await self.pilot._wait_for_screen()
            await asyncio.sleep(0)
            now = list(self.app.screen_stack)
            if now == stack:
                steady += 1
                if steady >= 4:
                    if waits >= 40 or not (self._layout_pending() or self._notice_pending()):
                        return
                    waits += 1
                    await asyncio.sleep(0.005)  # the update timer's turn
            else:
                steady = 0
            stack = now
        raise AssertionError(f"the app did not settle; keys so far: {self.pressed[-20:]}")

    def _notice_pending(self) -> bool:
        """Whether a notice the app has taken is not yet in the frame: its toast is mounted
        in the corner a turn of the app after it is taken, and drawn with the layout after
        that, which a loaded machine's update timer can put past the turns ``settle``
        waits (a test then read the screen's words without it)."""
        app, screen = self.app, self.app.screen
        if app._disable_notifications:
            return False  # (no corner at all: a test that reads no notice)
        toasts = list(screen.query("Toast"))
        if len(toasts) < len(app._notifications):
            return True
        laid = screen._compositor.widgets
        return any(toast not in laid for toast in toasts)

    def _layout_pending(self) -> bool:
        """Whether the screen's last layout still holds widgets it no longer has (a
        recompose whose new layout the update timer has not made yet): its text read now
        would be blank where they were. A loaded machine can delay the timer past the few
        turns of the event loop ``settle`` waits; other pending layouts only move widgets
        that are still there, and waiting for each of them would slow every key."""
        screen = self.app.screen
        if screen._recompose_required:
            return True
        if not screen._layout_required:
            return False
        return any(not widget.is_attached for widget in screen._compositor.widgets)

    async def wait_for(self, kind: type[Screen[Any]], limit: int = 50) -> None:
        """Wait until a ``kind`` screen is up. Waiting for the score sheet, Enter is
        pressed on the table the round ends on (``RoundOverScreen``), as a player would."""
        for _ in range(limit):
            if isinstance(self.app.screen, kind):
                return
            if kind is ScoreScreen and isinstance(self.app.screen, RoundOverScreen):
                await self.press("enter")
                continue
            await self.pilot.pause(0)
        raise AssertionError(
            f"expected {kind.__name__}, got {type(self.app.screen).__name__}; "
            f"keys so far: {self.pressed[-20:]}"
        )

    # -- the hand screen

    @property
    def hand_row(self) -> HandRow:
        assert isinstance(self.app.screen, HandScreen), type(self.app.screen).__name__
        return self.app.screen.query_one(HandRow)

    async def select(self, card: Card) -> None:
        """Move the cursor to ``card`` with the arrow keys."""
        row = self.hand_row
        assert card in row.cards, (card, row.cards)
        target = row.cards.index(card)
        for _ in range(2 * len(row.cards)):  # (a key held back would loop here for ever)
            if row.selected == target:
                return
            await self.press("right" if row.selected < target else "left")
        assert row.selected == target, (
            f"the cursor never reached {card} (keys held back as hurried: "
            f"{self.app.keys.hurried()}): {self.pressed[-20:]}"
        )

    async def play(self, card: Card, color: str | None = None, *, uno: bool = False) -> None:
        """From the hand screen: choose ``card``, maybe arm UNO, press Enter, name a colour."""
        await self.select(card)
        if uno:
            await self.press("u")
        await self.press("enter")
        if color is not None:
            assert isinstance(self.app.screen, ColorDialog)
            await self.press(color.lower())

    async def next_hand(self, seat: int | None = None) -> None:
        """Lift the curtain (after any announcements) and wait for the hand."""
        await self.through_announcements()
        await self.wait_for(PassScreen)
        if seat is not None:
            screen = self.app.screen
            assert isinstance(screen, PassScreen) and screen.seat == seat, (
                getattr(screen, "seat", None),
                seat,
            )
        await self.press("enter")
        for _ in range(50):
            if any(isinstance(s, HandScreen) for s in self.app.screen_stack):
                return
            await self.pilot.pause(0)
        raise AssertionError(f"no hand screen; keys so far: {self.pressed[-20:]}")

    async def through_announcements(self) -> list[str]:
        said: list[str] = []
        await self.settle()
        while isinstance(self.app.screen, AnnounceDialog):
            said.append(self.app.screen.sentence)
            await self.press("enter")
        return said


async def autoplay_step(table: Table, rng: random.Random) -> None:
    """Press the keys for whatever screen is up, playing a plausible, fairly quick game:
    play when possible (mostly), name the colour held most, sometimes challenge, catch or
    say UNO late, and now and then keep a card drawn."""
    screen = table.app.screen
    game = table.app.session.game
    lift = (
        DealerDrawScreen
        | AnnounceDialog
        | DrewDialog
        | RevealDialog
        | RevealCurtain
        | RoundOverScreen
    )
    if isinstance(screen, lift):
        await table.press("enter")
    elif isinstance(screen, PassScreen):
        assert game is not None
        if game.uno_window is not None and rng.random() < 0.6:
            await table.press(rng.choice("cu"))
        else:
            await table.press("enter")
    elif isinstance(screen, CatchDialog):
        await table.press(str(rng.randrange(len(screen.catchers)) + 1))
    elif isinstance(screen, HandScreen):
        assert game is not None
        row = table.hand_row
        playable = [c for c, v in zip(row.cards, row.query(CardView), strict=True) if v.playable]
        if game.phase is Phase.TURN and playable and rng.random() < 0.95:
            card = rng.choice(playable)
            await table.select(card)
            if len(row.cards) == 2 and rng.random() < 0.6:
                await table.press("u")
            await table.press("enter")
        else:
            await table.press("d")
    elif isinstance(screen, ColorDialog):
        held = [c.color.value for c in screen.hand if c.color is not None]
        best = max("RYGB", key=lambda code: (held.count(code), rng.random()))
        await table.press(best.lower())
    elif isinstance(screen, ChallengeDialog):
        await table.press(rng.choice("ac"))
    elif isinstance(screen, PlayOrKeepDialog):
        await table.press("p" if rng.random() < 0.8 else "k")
    elif isinstance(screen, HelpScreen | LogScreen):
        await table.press("escape")
    elif isinstance(screen, ScoreScreen):
        if screen.mode is SheetMode.FINAL:
            await table.press("q")
        elif screen.mode is SheetMode.VIEW:
            await table.press("s")
        else:
            await table.press("enter")
    elif isinstance(screen, QuitDialog):
        await table.press("y")
    else:
        await table.settle()
