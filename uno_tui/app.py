"""The Textual app: owns the ``Game``, applies every action through ``act`` and walks the
table through the screens, one seat at a time.

The flow is one worker (``_flow``) that asks a screen at a time and waits for its answer:
setup → dealer draw → for each decision: pass curtain → hand → (reveal curtain → reveal)
→ … → score sheet → next round … → game over. Screens never call ``Game.apply``; they call
``UnoApp.act``, the single place where the game changes (issue 4 hangs autosave on it).
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import random
import signal
import threading
from collections.abc import Sequence
from pathlib import Path, PurePath
from typing import ClassVar

from textual import events, work
from textual.app import App
from textual.binding import Binding, BindingType
from textual.screen import Screen

from .base import Backdrop, GameScreen
from .engine import (
    DEFAULT_TARGET,
    Action,
    DealSpec,
    Game,
    IllegalAction,
    NextRound,
    Phase,
    SeatView,
    make_setup,
    seat_view,
)
from .engine.events import DealerDrawn, Event, WildDrawFourChallenged, event_for_seat
from .i18n import _
from .i18n.words import announcement, describe_events
from .saves import SaveStore
from .widgets.notice import MIN_HEIGHT, MIN_WIDTH, TooSmall

# Screens and dialogs are imported where they are first needed: starting the app then
# loads only what its first screen uses (the first frame comes sooner).

STYLES = Path(__file__).parent / "styles"
#: Seconds a curtain or hand ignores Enter after it shows (a double press meant for the
#: screen before must not reveal a hand or play a card). Zero in tests.
KEY_GUARD = 0.35
#: Events the table log words from the end of the game's event list (older: the log screen).
LOG_TAIL = 80


class UnoApp(App[None]):
    """UNO, hot-seat: one screen, one keyboard passed around the table."""

    TITLE = "UNO"
    CSS_PATH: ClassVar[list[str | PurePath]] = [
        STYLES / "base.tcss",
        STYLES / "cards.tcss",
        STYLES / "screens.tcss",
        STYLES / "dialogs.tcss",
    ]
    ENABLE_COMMAND_PALETTE = False
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("ctrl+q", "request_quit", _("Quit"), show=False),
        Binding("f1", "help", _("Help"), show=False),
        Binding("ctrl+c", "request_quit", show=False, system=True),
    ]

    def __init__(
        self,
        players: Sequence[str] | None = None,
        target: int = DEFAULT_TARGET,
        seed: int | None = None,
        *,
        deals: Sequence[DealSpec] = (),
        scores: Sequence[int] = (),
        game: Game | None = None,
        key_guard: float = 0.0,
        saves: SaveStore | None = None,
        save_path: Path | None = None,
    ) -> None:
        super().__init__()
        #: Where every action is saved at once (issue 4); ``None``: nothing is saved.
        self.saves = saves
        self.save_path = save_path
        self.players = tuple(players) if players else ()
        self.target = target
        self.seed = seed
        self.deals = tuple(deals)
        self.scores = tuple(scores)
        self.key_guard = key_guard
        self.game: Game | None = game
        self.too_small = False
        #: (title, sentence) to show the table at the next public moment.
        self.announcements: list[tuple[str, str]] = []
        #: The challenge whose hand the challenger must be shown before play goes on (H3).
        self.pending_reveal: WildDrawFourChallenged | None = None
        self._dealer_shown = game is not None and bool(game.actions)
        self._games = 0
        self._paint_held = False

    # ------------------------------------------------------------------ the game

    def new_game(self, players: Sequence[str], target: int) -> Game:
        """Start a game; the seed (given or drawn now) makes it replayable."""
        if self.seed is None:
            seed = random.SystemRandom().randrange(2**31)
        else:
            seed = self.seed + self._games
        deals = self.deals if self._games == 0 else ()
        scores = self.scores if self._games == 0 else ()
        self._games += 1
        self.players, self.target = tuple(players), target
        self.game = Game(make_setup(players, target=target, seed=seed, scores=scores, deals=deals))
        if self.saves is not None:
            self.save_path = self.saves.new_path()
            self.save_now()
        self._dealer_shown = False
        self.announcements.clear()
        self.pending_reveal = None
        return self.game

    def act(self, action: Action) -> list[Event]:
        """Apply ``action`` to the game: the only place the game changes.

        Raises ``IllegalAction`` (and nothing changes) when the rules refuse it.
        """
        assert self.game is not None
        events = self.game.apply(action)
        self.save_now()
        for i, event in enumerate(events):
            if isinstance(event, WildDrawFourChallenged):
                self.pending_reveal = event
            said = announcement(
                event_for_seat(event, None),
                self.game.names,
                [event_for_seat(e, None) for e in events[i + 1 :]],
            )
            if said is not None:
                self.announcements.append(said)
        self.refresh_views()
        return events

    def save_now(self) -> bool:
        """Write the game's record to its save file, atomically; say so if it fails."""
        if self.saves is None or self.save_path is None or self.game is None:
            return False
        try:
            self.saves.save(self.save_path, self.game)
        except OSError as exc:
            self.notify(
                _("The game could not be saved: {reason}").format(reason=exc.strerror or exc),
                severity="error",
            )
            return False
        return True

    def why_not(self, action: Action) -> IllegalAction | None:
        assert self.game is not None
        return self.game.why_not(action)

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` may see (``None``: the public table)."""
        assert self.game is not None
        return seat_view(self.game, seat)

    def public_events(self, tail: int | None = None) -> list[Event]:
        assert self.game is not None
        chosen = self.game.events if tail is None else self.game.events[-tail:]
        return [event_for_seat(e, None) for e in chosen]

    def log_sentences(self, tail: int | None = LOG_TAIL) -> list[str]:
        """The table log: public events in plain sentences."""
        if self.game is None:
            return []
        return describe_events(self.public_events(tail), self.game.names)

    async def announce_all(self) -> None:
        """Show the table each pending announcement (from a worker of a public screen)."""
        from .dialogs.announce import AnnounceDialog

        queue = self.announcements
        while queue:
            title, sentence = queue[0]
            await self.push_screen_wait(AnnounceDialog(title, sentence))
            if queue and queue[0] == (title, sentence):
                queue.pop(0)

    def refresh_views(self) -> None:
        """Redraw the screens on view; the others catch up when they show again."""
        for screen in [*self._background_screens, self.screen]:
            if isinstance(screen, GameScreen):
                screen.refresh_view()

    # ------------------------------------------------------------------ the flow

    def hold_paint(self) -> None:
        """Paint nothing until the next screen of the flow shows (see ``hand_over``)."""
        if not self._paint_held:
            self._paint_held = True
            self._begin_batch()

    def release_paint(self) -> None:
        if self._paint_held:
            self._paint_held = False
            self._end_batch()

    def get_default_screen(self) -> Screen[None]:
        return Backdrop()

    def on_mount(self) -> None:
        if self.saves is not None:
            install_signal_handlers(self, asyncio.get_running_loop())
        self._check_size(self.size.width, self.size.height)
        self._flow()

    @work(exclusive=True, group="flow")
    async def _flow(self) -> None:
        from .dialogs.challenge import RevealDialog
        from .screens.dealer import DealerDrawScreen
        from .screens.hand import HandScreen
        from .screens.scores import ScoreScreen, SheetMode
        from .screens.setup import SetupScreen
        from .screens.table import PassScreen, RevealCurtain

        while True:
            if self.game is None:
                result = await self.push_screen_wait(SetupScreen(self.players, self.target))
                self.new_game(result.players, result.target)
                self.refresh_views()
            game = self.game
            assert game is not None
            if not self._dealer_shown:
                self._dealer_shown = True
                drawn = next((e for e in game.events if isinstance(e, DealerDrawn)), None)
                if drawn is not None:
                    await self.push_screen_wait(DealerDrawScreen(drawn, game.names))
            if game.phase is Phase.GAME_OVER:
                again = await self.push_screen_wait(ScoreScreen(SheetMode.FINAL))
                if not again:
                    self.exit()
                    return
                self.game = None
                continue
            if game.phase is Phase.ROUND_OVER:
                await self.push_screen_wait(ScoreScreen(SheetMode.ROUND))
                self.act(NextRound())
                continue
            seat = game.current
            assert seat is not None
            await self.push_screen_wait(PassScreen(seat))
            await self.push_screen_wait(HandScreen(seat))
            reveal, self.pending_reveal = self.pending_reveal, None
            if reveal is not None:
                await self.push_screen_wait(RevealCurtain(reveal))
                await self.push_screen_wait(RevealDialog(reveal, game.names))

    # ------------------------------------------------------------------ app keys

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        return not (self.too_small and action != "request_quit")

    def action_request_quit(self) -> None:
        from .dialogs.quit import QuitDialog

        if isinstance(self.screen, QuitDialog):
            return

        def done(quit_: bool | None) -> None:
            if quit_:
                self.exit()

        in_game = self.game is not None and self.game.phase is not Phase.GAME_OVER
        self.push_screen(QuitDialog(in_game), done)

    def action_help(self) -> None:
        from .screens.help import HelpScreen

        if isinstance(self.screen, HelpScreen):
            return
        keys: list[tuple[str, str]] = []
        seen: set[str] = set()
        for _key, binding, enabled, _tooltip in self.screen.active_bindings.values():
            if not binding.show or not binding.description or not enabled:
                continue
            display = binding.key_display or self.get_key_display(binding)
            if binding.description in seen:
                continue
            seen.add(binding.description)
            keys.append((display, binding.description))
        self.push_screen(HelpScreen(keys))

    def action_scores(self) -> None:
        from .screens.scores import ScoreScreen, SheetMode

        if self.game is not None and not isinstance(self.screen, ScoreScreen):
            self.push_screen(ScoreScreen(SheetMode.VIEW))

    def action_log(self) -> None:
        from .screens.log import LogScreen

        if self.game is not None and not isinstance(self.screen, LogScreen):
            self.push_screen(LogScreen(self.log_sentences(None)))

    # ------------------------------------------------------------------ size

    def on_resize(self, event: events.Resize) -> None:
        self._check_size(event.size.width, event.size.height)

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


def make_app(
    players: Sequence[str] | None = None,
    target: int = DEFAULT_TARGET,
    seed: int | None = None,
    *,
    deals: Sequence[DealSpec] = (),
    scores: Sequence[int] = (),
    game: Game | None = None,
    key_guard: float = 0.0,
    saves: SaveStore | None = None,
    save_path: Path | None = None,
) -> UnoApp:
    """Build the app. With ``players`` the game starts at once (no setup screen); ``deals``
    spell out rounds (``DealSpec``); ``game`` resumes a game already under way; ``saves``
    saves it after every action (to ``save_path``, or a new file for a new game)."""
    app = UnoApp(
        players,
        target,
        seed,
        deals=deals,
        scores=scores,
        game=game,
        key_guard=key_guard,
        saves=saves,
        save_path=save_path,
    )
    if game is None and players:
        app.new_game(players, target)
    elif game is not None and saves is not None and save_path is None:
        app.save_path = saves.new_path()
        app.save_now()
    return app


#: How long a terminating app may take to close cleanly before it is ended hard.
HARD_EXIT_AFTER = 1.5


def _on_signal(app: UnoApp, signum: int) -> None:
    """SIGHUP (a dropped SSH connection) or SIGTERM: save, then go — never linger.

    The game is saved after every action already; saving again costs nothing and covers
    a save that failed. A hung-up terminal cannot be restored, so SIGHUP exits at once;
    SIGTERM asks the app to close (restoring the terminal) with a hard-exit backstop.
    """
    with contextlib.suppress(Exception):
        app.save_now()
    if signum == signal.SIGHUP:
        os._exit(128 + signum)
    timer = threading.Timer(HARD_EXIT_AFTER, os._exit, args=(128 + signum,))
    timer.daemon = True
    timer.start()
    app.exit(return_code=128 + signum)


def install_signal_handlers(app: UnoApp, loop: asyncio.AbstractEventLoop | None = None) -> None:
    """Handle SIGHUP and SIGTERM: before ``App.run()`` and again on the running loop."""
    for sig in (signal.SIGHUP, signal.SIGTERM):
        if loop is None:
            signal.signal(sig, lambda signum, _frame: _on_signal(app, signum))
        else:
            loop.add_signal_handler(sig, _on_signal, app, sig)


def run_app(
    players: list[str] | None,
    target: int,
    seed: int | None,
    *,
    game: Game | None = None,
    save_path: Path | None = None,
) -> int:
    """Run the game in the terminal (the ``uno-tui`` command), saving after every action."""
    app = make_app(
        players,
        target,
        seed,
        key_guard=KEY_GUARD,
        game=game,
        saves=SaveStore(),
        save_path=save_path,
    )
    install_signal_handlers(app)
    app.run()
    app.save_now()
    return app.return_code or 0
