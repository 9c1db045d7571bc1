"""The Textual app: the flow of screens (``flow``), the app's keys and the terminal's size.

The game, its seats, saves and announcements are the session's (``GameSession``), run by the
conductor (``Conductor``); the app sends every action to it through ``act``, redraws the
screens when it publishes a snapshot of a change, and hands the screens views from that
snapshot, never the game.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable, Sequence
from pathlib import PurePath
from typing import TYPE_CHECKING, ClassVar, ParamSpec

from textual import work
from textual.binding import Binding, BindingType
from textual.css.query import NoMatches
from textual.message import Message
from textual.screen import Screen

from ..engine import Action, Game, Rules
from ..engine.events import DealerDrawn, Event
from ..i18n import N_, activate, current_language
from ..table.conductor import KEYBOARD, Conductor, Snapshot, TableReader
from ..table.options import BOT_PACE, AppOptions
from ..table.saves import SavedGame
from ..table.session import GameSession
from . import startup
from .announcing import Announcing
from .appkeys import AppKeys
from .base import Backdrop, GameScreen
from .keyguard import KeyGuard
from .pacing import AppClock
from .paint import FrameFilter
from .sheets import START, sheet_path
from .textual_private import ENABLED as TEXTUAL_PRIVATE
from .textual_private import FrameHook, background_screens, install_frame_filter
from .theme import apply_theme

if TYPE_CHECKING:
    from ..net.quiet import QuietCollector
    from .hosted.clientapp import JoinedTable

# Screens and dialogs are imported where they are first needed: starting the app then
# loads only what its first screen uses (the first frame comes sooner).

__all__ = ["BOT_PACE", "KEY_GUARD", "AppOptions", "UnoApp", "make_app"]

#: The pause in typing, in seconds, that ends a run of keys: keys that hurried the computer
#: players decide nothing until one (``keyguard``), and for as long after a screen shows, an
#: Enter typed as it showed is the screen before's. Zero in tests.
KEY_GUARD = 0.5
#: The conductor's hold while the keyboard's screens are not watching the computer
#: players (at a hot-seat table they wait for it; ``Conductor.hold``).
P = ParamSpec("P")


class UnoApp(FrameHook, Announcing, AppKeys):
    """UNO, hot-seat: one screen, one keyboard passed around the table."""

    TITLE = "UNO"
    #: The sheets every screen needs; the others are read with the first screen that does
    #: (``sheets.py``): a new game's first frame does not wait for them.
    CSS_PATH: ClassVar[list[str | PurePath]] = [sheet_path(name) for name in START]
    ENABLE_COMMAND_PALETTE = False
    #: A table other terminals join (``net.hostapp.HostApp``): its setup offers open
    #: seats, and its game-over sheet keeps the same players at the same terminals.
    HOSTING: ClassVar[bool] = False
    #: News from other terminals (a hosted or a joined table) may come while painting is
    #: held for a change of screens: releasing it then paints the screen again, as
    #: nothing else would wake it to show that news.
    NETWORKED: ClassVar[bool] = False
    #: How many of the computer players' paces a new game's first computer move waits
    #: (at a hot-seat table, the dealer draw holds them until Enter in any case).
    DEAL_PACES: ClassVar[float] = 0
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "request_quit", N_("Quit"), show=False),
        Binding("f1", "help", N_("Help"), show=False),
        Binding("ctrl+c", "request_quit", show=False, system=True),
    ]

    def __init__(
        self, options: AppOptions | None = None, joined: JoinedTable | None = None
    ) -> None:
        opts = options or AppOptions()
        game = opts.game
        super().__init__()
        apply_theme(self)  # the game's colours, or the terminal's own (``--theme``)
        #: The language spoken (``i18n.LANGUAGES``), saved with the game; ``lang_chosen``:
        #: it was asked for (``--lang``), so a resumed game does not switch to its own.
        if opts.lang is not None:
            activate(opts.lang)
        self.lang_chosen = opts.lang_chosen
        #: A joined terminal's table (``ui.hosted.clientapp``), read instead of a
        #: conductor of this process's own (``None``: this process runs the game).
        self.joined = joined
        #: The game, its seats and computer players, and its save.
        self._session: GameSession | None = None
        self._conductor: Conductor | None = None
        if joined is None:
            self._start_table(opts)
        self.too_small = False
        # A resumed game opens on a curtain, even before its first action (a joined
        # terminal shows no dealer draw: its host does).
        self.dealer_shown = game is not None or joined is not None
        #: Unfinished games to offer at start, and saves found unreadable (moved aside).
        self.offers = tuple(opts.offers)
        self.bad_saves = tuple(opts.bad_saves)
        self.notices = tuple(opts.notices)  # (the first screen's lines: ``notices``)
        #: A game picked up where it was left: its first hand opens behind a pass screen,
        #: whoever holds the keyboard now.
        self.resumed = game is not None
        self._paint_held = False
        self._paint_hold = contextlib.ExitStack()  # (``App.batch_update`` while held)
        #: The driver's write, which never repeats a frame the terminal shows (``paint``).
        self.frame_filter: FrameFilter | None = None
        self.pace_chosen = opts.pace_chosen
        self.reaction_scale = opts.reaction_scale
        #: A bell and the terminal's title as a lone person's turn comes (``screens.alert``).
        self.turn_alert = opts.turn_alert
        #: Keys pressed while no screen of the flow was up, for the next one (at most a few).
        self._queued_keys: list[tuple[str, str | None]] = []
        #: When the last keys came, and whether they hurried the others (``keyguard``).
        self.keys = KeyGuard(opts.key_guard)
        #: The table the screens read and send their intents to: this process's conductor,
        #: or a joined terminal's table, through one interface.
        self.table_reader: TableReader
        if joined is not None:
            self.table_reader = joined
            joined.subscribe(self.take_announcements)
        else:
            self.table_reader = self.conductor
        #: At a hosted or joined table: full garbage collections wait until the screen is
        #: painted and the app idle (``net.quiet``), not while the next player waits.
        self.quiet: QuietCollector | None = None
        #: How many times the screens on view were given the game anew (``refresh_views``),
        #: and how many times it was when the terminal was last sent a whole frame.
        self.views_refreshed = 0
        #: (title, sentence) to show the table at the next public moment.
        self.announcements: list[tuple[str, str]] = []
        #: Actions sent and not answered yet (a joined terminal's host takes its time).
        self.in_flight = 0
        self.views_at_whole_frame = -1
        #: Whether news from another process may be posted to the app (it runs).
        self.news_welcome = False

    def _start_table(self, opts: AppOptions) -> None:
        """The game this process runs: its session and the conductor that runs it."""
        players, target, game = opts.players, opts.target, opts.game
        session = self._session = GameSession(
            seed=opts.seed,
            rules=opts.rules,
            deals=opts.deals,
            scores=opts.scores,
            game=game,
            seats=opts.seats,
            saves=opts.saves,
            save_path=opts.save_path,
            lang=current_language(),
        )
        session.on_save_error = self._save_failed
        session.on_taken_over = lambda _holder: self.exit()
        if not session.players:
            session.players = tuple(players) if players else ()
            session.target = target
        #: The computer players' pace and the reminders are the session's (saved with the
        #: game); bots' UNO reaction delays are multiplied by ``reaction_scale`` (zero in
        #: tests).
        session.pace = opts.bot_pace
        session.reminders = opts.uno_reminders
        #: Runs the game: every action, the computer players (at the app's pace, on its
        #: clock), the first save. Until the flow shows their turns, they wait.
        conductor = self._conductor = Conductor(
            session,
            AppClock(self),
            pace=lambda: self.bot_pace,
            reaction_scale=lambda: self.reaction_scale,
        )
        conductor.hold(KEYBOARD)
        conductor.subscribe(self._conducted)
        conductor.on_reacted = self._reacted
        conductor.saving.on_change = self.refresh_views  # (the screens say it is not saved)

    @property
    def session(self) -> GameSession:
        """The game this process runs (none at a joined terminal: its host runs it)."""
        assert self._session is not None, "a joined terminal runs no game"
        return self._session

    @property
    def conductor(self) -> Conductor:
        """What runs this process's game (none at a joined terminal)."""
        assert self._conductor is not None, "a joined terminal runs no game"
        return self._conductor

    @property
    def networked(self) -> bool:
        """News from other terminals may come (a hosted or a joined table)."""
        return self.NETWORKED or self.joined is not None

    class TableNews(Message):
        """A joined terminal's host sent something new (posted from the link's thread)."""

    def on_uno_app_table_news(self, _message: TableNews) -> None:
        # (News that comes as the app closes its screens is not shown.)
        if self.joined is not None and self.is_running:
            self.joined.took_news()

    # ------------------------------------------------------------------ the game

    def new_game(
        self,
        players: Sequence[str],
        target: int,
        seats: Sequence[str] | None = None,
        *,
        save: bool = True,
        rules: Rules | None = None,
    ) -> Game:
        """Start a game (``Conductor.new_game``); it opens on the dealer draw. ``save``
        false: it is saved once the table is on the terminal (``Conductor.shown``)."""
        self.conductor.new_game(
            players,
            target,
            seats,
            save_when_shown=not save,
            first_pause=self.DEAL_PACES * self.bot_pace,
            rules=rules,
        )
        game = self.session.game
        assert game is not None
        self.announcements.clear()
        self.dealer_shown = False
        self.resumed = False
        return game

    @property
    def bot_pace(self) -> float:
        """Seconds each computer action stays on show (``Pacer``; a joined terminal's are
        its host's)."""
        if self._session is None:
            return 0.0
        pace = self._session.pace
        return BOT_PACE if pace is None else pace

    @bot_pace.setter
    def bot_pace(self, seconds: float) -> None:
        self.session.pace = seconds

    @property
    def uno_reminders(self) -> bool:
        """A beginners' option: the curtain spells out that someone can be caught or say
        UNO late (off: at a real table, catching is about noticing)."""
        return self._session is not None and self._session.reminders

    @uno_reminders.setter
    def uno_reminders(self, on: bool) -> None:
        self.session.reminders = on

    def resume(self, saved: SavedGame) -> Game:
        """Continue a saved game where it was left, in its language and at its pace unless
        others were chosen."""
        if saved.lang and not self.lang_chosen:
            self.set_language(saved.lang)
        pace = self.session.pace
        self.announcements.clear()
        game = self.conductor.resume(saved)
        if self.pace_chosen:
            self.session.pace = pace
        self.dealer_shown = True
        self.resumed = True
        return game

    def set_language(self, code: str) -> None:
        """Speak ``code`` from now on; the screens on view are worded again."""
        activate(code)
        if self._session is not None:
            self._session.lang = current_language()
        for screen in self.screen_stack:
            for widget in screen.walk_children():
                widget.refresh()
            screen.refresh_bindings()
        self.save_now()

    def act(self, action: Action) -> list[Event]:
        """Send ``action``, a screen's intent for its seat, to the conductor (which shows
        the result: ``_conducted``).

        Raises ``IllegalAction`` (and nothing changes) when the rules refuse it.
        """
        return self.table_reader.submit(action.seat, action)

    async def answer(self, action: Action) -> list[Event]:
        """As ``act``, awaited: a joined terminal's host answers while the app goes on."""
        self.in_flight += 1
        try:
            return await self.table_reader.answer(action.seat, action)
        finally:
            self.in_flight -= 1

    @property
    def answers_at_once(self) -> bool:
        """Whether the table the screens read answers an action at once (this process's
        conductor), or takes its time (a joined terminal's host)."""
        return self.joined is None

    def _conducted(self, snapshot: Snapshot) -> None:
        """The table published a snapshot: after an action (by anyone), word what the
        table is told and redraw the screens on view (the flow redraws them after the
        changes it makes itself)."""
        if snapshot.events:
            self.take_announcements(snapshot)
            self.refresh_views()

    def save_now(self) -> bool:
        return self._session is not None and self._session.save_now()

    def _save_failed(self, exc: OSError) -> None:
        """A write of the save failed: the table's screens say so (``not_saved_line``)."""

    def _watch_save(self) -> None:
        """Every second: has another process taken this game over?"""
        self.session.check_taken_over()

    def refresh_views(self) -> None:
        """Redraw the screens on view; the others catch up when they show again."""
        if not self.screen_stack:
            return  # (a change as the app closes, from the other terminals: no screen left)
        self.views_refreshed += 1
        for screen in [*background_screens(self), self.screen]:
            if isinstance(screen, GameScreen) and not isinstance(screen, Backdrop):
                # A screen still being built (a computer player may act meanwhile) shows
                # the game when it mounts.
                with contextlib.suppress(NoMatches):
                    screen.refresh_view()

    # ------------------------------------------------------------------ the flow

    def dealer_screen(self, event: DealerDrawn, names: Sequence[str]) -> Screen[None]:
        """The dealer draw: here it waits for Enter (a hosted table's moves on by itself)."""
        from .screens.dealer import DealerDrawScreen

        return DealerDrawScreen(event, names)

    def remote_turn_screen(self, seat: int) -> Screen[None]:
        """The screen while ``seat`` decides at another terminal (only a hosted table
        has such seats: ``net.hostapp``)."""
        raise NotImplementedError("no seat here is played from another terminal")

    def hold_paint(self) -> None:
        """Paint nothing until the next screen of the flow shows (see ``hand_over``)."""
        if not self._paint_held:
            self._paint_held = True
            self._paint_hold.enter_context(self.batch_update())

    def release_paint(self) -> None:
        if self._paint_held:
            self._paint_held = False
            self._paint_hold.close()
            if self.networked:
                self.screen.refresh()

    def get_default_screen(self) -> Screen[None]:
        return Backdrop()

    def on_mount(self) -> None:
        self.frame_filter = install_frame_filter(self)
        self.news_welcome = True
        session, conductor = self._session, self._conductor
        if session is not None and session.saves is not None:
            from .signals import install_signal_handlers

            install_signal_handlers(self, asyncio.get_running_loop())
            self.set_interval(1.0, self._watch_save)
        if conductor is not None:
            conductor.kick()  # the clock runs now: whose decision is it?
        if not TEXTUAL_PRIVATE:
            # Told of no frame: the new game is saved once the first screen is refreshed.
            if conductor is not None:
                self.call_after_refresh(conductor.shown)
            self.call_after_refresh(startup.first_frame, self.set_timer)
        self._check_size(self.size.width, self.size.height)
        # (Told of no frame with Textual's internals off: collections keep Python's pace.)
        if self.networked and self.quiet is None and TEXTUAL_PRIVATE:
            from ..net.quiet import QuietCollector

            self.quiet = QuietCollector()
            self.quiet.start(asyncio.get_running_loop())
        self._flow()

    async def on_unmount(self) -> None:
        if self.quiet is not None:
            self.quiet.stop()

    def frame_written(self) -> None:
        """A frame went out whole (``textual_private.FrameHook``)."""
        if not isinstance(self.screen, Backdrop):
            startup.first_frame(self.set_timer)  # the collector's turn comes (``startup``)
        if self._conductor is not None and self._conductor.unsaved:
            self._conductor.shown()  # the new game's first frame is out: now it is saved
        if self.quiet is not None:
            self.quiet.painted()
        if self.frame_filter is not None and self.frame_filter.whole_frame is not None:
            self.views_at_whole_frame = self.views_refreshed

    @work(exclusive=True, group="flow")
    async def _flow(self) -> None:
        from .flow import play

        await play(self)


def _from_options(options: Callable[P, AppOptions]) -> Callable[P, UnoApp]:
    """``make_app`` takes exactly ``AppOptions``' fields, typed, without repeating them."""

    def make_app(*args: P.args, **kwargs: P.kwargs) -> UnoApp:
        """Build the app from ``AppOptions``. With ``players`` the game starts at once (no
        setup screen); a game given without a save path is saved under a new one."""
        opts = options(*args, **kwargs)
        app = UnoApp(opts)
        if opts.game is None and opts.players:
            app.new_game(opts.players, opts.target, save=not opts.save_after_first_frame)
        elif opts.game is not None and opts.saves is not None and opts.save_path is None:
            app.session.save_path = opts.saves.new_path()
            app.save_now()
        return app

    return make_app


make_app = _from_options(AppOptions)
