"""The app's own keys (quit, help, the score sheet, the log), the keys kept between two
screens of the flow, and the terminal's size: what the app does with the keyboard and the
screen whatever the game."""

from __future__ import annotations

from typing import ClassVar

from textual import events
from textual.app import App
from textual.binding import BindingType
from textual.widgets import Input

from ..engine import Phase
from ..i18n import _
from ..i18n.cards import show_shapes
from ..i18n.keys import key_name, pressed_key
from ..i18n.table import table_line
from ..table.saves import os_reason
from .base import TABLE_KEY, GameScreen
from .cursor import settle_cursor
from .keyguard import FREE_KEYS, KeyGuard
from .notices import drop_notices
from .paint import FrameFilter
from .reading import TableReading
from .suspend import SUSPEND_KEY, resumed, suspend
from .textual_private import write_to_terminal
from .theme import SHOW_CURSOR, cursor_shown
from .widgets.keybar import shown_key
from .widgets.notice import MIN_HEIGHT, MIN_WIDTH, TooSmall


class AppKeys(TableReading, App[None]):
    """``UnoApp``'s keys, the keys it keeps for the next screen, and its size."""

    BINDINGS: ClassVar[list[BindingType]] = [TABLE_KEY, SUSPEND_KEY]  # (and Textual's own)

    # (Set by ``UnoApp.__init__``.)
    frame_filter: FrameFilter | None
    too_small: bool
    _queued_keys: list[tuple[str, str | None]]
    keys: KeyGuard
    #: The command line's warnings, until a key is typed (``notices``).
    notices: tuple[str, ...]
    #: A table other terminals join (``UnoApp.HOSTING``).
    HOSTING: ClassVar[bool]

    def queue_key(self, key: str, character: str | None) -> None:
        """Keep a key pressed between two screens of the flow for the next one."""
        if len(self._queued_keys) < 8:
            self._queued_keys.append((key, character))

    def replay_keys(self) -> None:
        """Hand the keys kept by ``queue_key`` to the screen now showing, in order.

        Never an Enter: pressed before this screen showed, it was a second press for the
        screen before, and handed on it could lift a curtain or play a card (however late
        the replay comes, past the screen's guard on a loaded machine). It is dropped, and
        the screen says so."""
        queued, self._queued_keys = self._queued_keys, []
        for key, character in queued:
            if key == "enter":
                screen = self.screen
                if isinstance(screen, GameScreen):
                    screen.say_ignored("Enter")
                continue
            replayed = events.Key(key, character)
            replayed.replayed = True  # type: ignore[attr-defined]  # (typed once already)
            self.post_message(replayed)

    async def on_event(self, event: events.Event) -> None:
        if isinstance(event, events.Key):
            event = self._caps_off(event)
            screen = self.screen if self.screen_stack else None
            if event.is_forwarded:
                # Back from the screen it was sent to, for the bindings: not if another
                # screen came up meanwhile (a key that hurried the computer players into
                # the person's turn would run the hand's binding).
                if screen is not getattr(event, "sent_to", screen) and event.key not in FREE_KEYS:
                    return
            else:
                if not getattr(event, "replayed", False):
                    self.keys.typed(hurrying=getattr(screen, "HURRIES", False))
                    if self.notices:  # the command line's warnings, read: ``notices``
                        drop_notices(self)
                if screen is not None and self._held_back(screen, event):
                    return
                event.sent_to = screen  # type: ignore[attr-defined]
        await super().on_event(event)

    def _caps_off(self, event: events.Key) -> events.Key:
        """A capital letter (Caps Lock, Shift) is the key the bar names: D draws as d
        does. Not while a text field has the focus (a name is typed as it is)."""
        key = event.key
        if event.is_forwarded or len(key) != 1 or not key.isupper():
            return event
        if isinstance(self.focused, Input):
            return event
        lowered = events.Key(key.lower(), key.lower())
        lowered.set_sender(self)
        if getattr(event, "replayed", False):
            lowered.replayed = True  # type: ignore[attr-defined]
        return lowered

    def _held_back(self, screen: object, event: events.Key) -> bool:
        """Whether a key must not reach the screen on view (``keyguard``): the terminal is
        too small to show it (Q, ^Q and ^C quit from the notice), the screen is still being
        built (the key waits for it), or the keys being typed hurried the others."""
        key = event.key
        if self.too_small:
            if key in ("q", "ctrl+q", "ctrl+c"):
                self.exit()
            return key != SUSPEND_KEY.key  # (Ctrl+Z suspends, too small or not)
        if key in FREE_KEYS or not isinstance(screen, GameScreen) or not screen.DECIDES:
            return False
        if not screen.shown_yet:
            self.queue_key(key, event.character)  # handed on once it shows
            return True
        if self.keys.hurried():
            screen.say_hurried(pressed_key(key, event.character))
            return True
        return False

    @property
    def key_guard(self) -> float:
        """The pause, in seconds, that ends a run of keys (``keyguard``); zero: no guard."""
        return self.keys.seconds

    @key_guard.setter
    def key_guard(self, seconds: float) -> None:
        self.keys.seconds = seconds

    def typing_at(self, moment: float) -> bool:
        """Whether a key arrived (or a screen moved on by itself, ``moved_on_by_itself``) in
        the guard's seconds up to ``moment`` (a screen showing: a key pressed just after it
        may have been meant for the screen before)."""
        return self.keys.typing_at(moment)

    def moved_on_by_itself(self) -> None:
        """A screen that invites a key (Enter deals, J jumps in) moved on without one: a
        key pressed for it may land on the next screen, which takes it for a key that
        hurried (``KeyGuard.moved_on``)."""
        self.keys.moved_on()

    # ------------------------------------------------------------------ app keys

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        # Too small, only ^Q quits: a Q pressed then would pop up a dialog after a resize.
        return not (self.too_small and action not in ("request_quit", "suspend"))

    def action_quit_key(self) -> None:
        """Q on a screen of the game: ask to quit (``request_quit``)."""
        self.action_request_quit()

    def action_request_quit(self) -> None:
        from .dialogs.quit import QuitDialog

        if isinstance(self.screen, QuitDialog):
            return

        def done(quit_: bool | None) -> None:
            if quit_:
                self.exit()

        if self.joined is not None:  # (its host keeps the game)
            self.push_screen(QuitDialog(self.playing, True, joined=True), done)
            return
        game = self.session.game
        in_game = game is not None and game.phase is not Phase.GAME_OVER
        saved = self.session.saved and not self.conductor.unsaved  # (written, not just named)
        error = self.session.save_error
        reason = None if error is None else os_reason(error)
        self.push_screen(
            QuitDialog(in_game, saved, reason, self.conductor.saving, hosted=self.HOSTING), done
        )

    def action_suspend(self) -> None:
        """Ctrl+Z: the game to the shell's background (``fg`` brings it back), or why not."""
        suspend(self)

    def action_help(self) -> None:
        from .screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        keys: list[tuple[str, str]] = []
        seen: set[str] = set()
        for _key, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if not binding.show or not binding.description or not enabled:
                continue
            display = key_name(shown_key(self.screen, binding))
            if binding.description in seen:
                continue
            seen.add(binding.description)
            keys.append((display, binding.description))
        if self.playing:
            keys.append((TABLE_KEY.key_display or "T", _(TABLE_KEY.description)))
        keys.append((SUSPEND_KEY.key_display or "^Z", _(SUSPEND_KEY.description)))
        self.push_screen(HelpScreen(keys))

    def action_say_table(self) -> None:
        """T: the table in one line (the card on top, the colour in play, each player's
        cards, whose turn), on the screen's own line, for a reader that reads it aloud."""
        view = self.public_view() if self.playing else None
        screen = self.screen
        if view is None or not isinstance(screen, GameScreen):
            return
        screen.say_line(table_line(view.table))

    def action_scores(self) -> None:
        from .screens.scores import ScoreScreen, SheetMode

        if self.playing and not isinstance(self.screen, ScoreScreen):
            self.push_screen(ScoreScreen(SheetMode.VIEW))

    def action_log(self) -> None:
        from .screens.log import LogScreen

        if self.playing and not isinstance(self.screen, LogScreen):
            self.push_screen(LogScreen(self.log_sentences(None)))

    # ------------------------------------------------------------------ size

    def on_resize(self, event: events.Resize) -> None:
        if self.frame_filter is not None:
            self.frame_filter.resized(event.size)
        self._check_size(event.size.width, event.size.height)
        settle_cursor(self)

    def on_load(self) -> None:
        show_shapes(True)  # the full-screen game's words shape their colours (● Red)

    async def on_unmount(self) -> None:
        # (Textual runs each class's ``on_unmount``: this one and ``UnoApp``'s.)
        show_shapes(False)

    def on_mount(self) -> None:
        # (Textual runs each class's ``on_mount``: this one and ``UnoApp``'s.)
        if cursor_shown():  # ``--show-cursor``: Textual hid it as it started
            write_to_terminal(self, SHOW_CURSOR)
        self.app_resume_signal.subscribe(self, lambda _app: resumed(self))  # (after Ctrl+Z)

    def on_descendant_focus(self) -> None:
        settle_cursor(self)  # (the terminal's cursor follows the focus: ``cursor``)

    def _check_size(self, width: int, height: int) -> None:
        small = width < MIN_WIDTH or height < MIN_HEIGHT
        if small:
            for screen in self.screen_stack:
                for notice in screen.query(TooSmall):
                    notice.show_size(width, height)
        if small != self.too_small:
            self.too_small = small
            self.set_class(small, "-too-small")
            for screen in self.screen_stack:
                screen.refresh_bindings()
