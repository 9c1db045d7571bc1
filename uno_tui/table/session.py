"""One game at one table, without a screen: the ``Game``, who sits where (people and
computer players), the save file with its one writer, and what the table must be told.

``GameSession.act`` is the only place the game changes: it applies the action, tells the
computer players, keeps an unseen challenge reveal, saves, and words the announcements.
What anyone may see comes out as views: ``view(seat)`` for a seat (its own hand and
legal actions), ``public_view()`` for the table everyone sees. Nothing here imports
Textual or Rich, so the session is tested (and could be served) on its own.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from pathlib import Path

from ..bots import Bot, make_bot, tell
from ..engine import (
    CLASSIC,
    Action,
    DealSpec,
    Game,
    GameSetup,
    IllegalAction,
    Rules,
    SeatView,
    seat_view,
)
from ..engine.events import (
    CardPlayed,
    Event,
    RoundStarted,
    StartCardTurned,
    WildDrawFourChallenged,
    event_for_seat,
)
from ..i18n import _, current_language
from ..i18n.words import announcement, describe_events
from .public import LOG_TAIL, PublicView
from .saves import GameBusy, Holder, SavedGame, SaveStore, TableSettings, TakenOver
from .seats import all_human, humans, level_of


class GameSession:
    """The game at one table and everything that goes with it but the screens."""

    def __init__(
        self,
        *,
        seed: int | None = None,
        rules: Rules = CLASSIC,
        deals: Sequence[DealSpec] = (),
        scores: Sequence[int] = (),
        game: Game | None = None,
        seats: Sequence[str] = (),
        saves: SaveStore | None = None,
        save_path: Path | None = None,
        lang: str | None = None,
    ) -> None:
        self.seed = seed
        #: The rules new games are played by (chosen at setup; a resumed game's own).
        self.rules = game.rules if game is not None else rules
        self.deals = tuple(deals)
        self.scores = tuple(scores)
        self.game: Game | None = game
        #: Each seat's kind (``seats.KINDS``); empty: everyone is a person.
        self.seats: tuple[str, ...] = tuple(seats)
        #: The computer players, by seat.
        self.bots: dict[int, Bot] = {}
        #: Seats played from another terminal (``net.host``), not at this keyboard.
        self.remote: frozenset[int] = frozenset()
        #: Where every action is saved at once; ``None``: nothing is saved.
        self.saves = saves
        self.save_path = save_path
        #: The language spoken, saved with the game.
        self.lang = lang or current_language()
        #: Chosen in setup and saved with the game: seconds each computer action stays on
        #: show (``None``: the app's default), and the beginners' UNO reminders.
        self.pace: float | None = None
        self.reminders = False
        self.players: tuple[str, ...] = tuple(game.names) if game is not None else ()
        self.target = game.target if game is not None else 0
        #: (title, sentence) to show the table at the next public moment.
        self.announcements: list[tuple[str, str]] = []
        #: The challenge whose hand the challenger must be shown before play goes on (H3).
        self.pending_reveal: WildDrawFourChallenged | None = None
        #: Set when another process took this game over: nothing is saved any more.
        self.taken_over: Holder | None = None
        #: Called when a save fails (the reason), and when another process took over.
        self.on_save_error: Callable[[OSError], None] | None = None
        #: Why the last write of the save failed (``None``: it succeeded, or none yet).
        self.save_error: OSError | None = None
        self.on_taken_over: Callable[[Holder], None] | None = None
        #: Called after every change to the game (an action, a new or resumed game), with
        #: the change's public events: the conductor, which publishes a snapshot of it.
        self.listeners: list[Callable[[tuple[Event, ...]], None]] = []
        self._games = 0
        #: The views of the game as it stands, each built once per change (``view``).
        self._views: dict[int | None, SeatView] = {}
        self._public: PublicView | None = None
        self._views_of: tuple[object, ...] = ()
        self._version = 0
        if game is not None:
            self.start_bots()

    # ------------------------------------------------------------------ the game

    def new_game(
        self,
        players: Sequence[str],
        target: int,
        seats: Sequence[str] | None = None,
        *,
        save: bool = True,
    ) -> Game:
        """Start a game; the seed (given or drawn now) makes it replayable. ``seats``: each
        seat's kind (default: as before, or everyone a person). ``save=False``: its save
        file is named but not written yet (``save_now`` writes it)."""
        if self.seed is None:
            seed = random.SystemRandom().randrange(2**64)  # not found by trying every seed
        else:
            seed = self.seed + self._games
        deals = self.deals if self._games == 0 else ()
        scores = self.scores if self._games == 0 else ()
        self._games += 1
        self.players, self.target = tuple(players), target
        self.game = Game(GameSetup(tuple(players), target, seed, scores, deals, self.rules))
        if seats is not None:
            self.seats = tuple(seats)
        self.start_bots()
        self.announcements.clear()
        self.pending_reveal = None
        if self.saves is not None:
            self.save_path = self.saves.new_path()
            if save:
                self.save_now()
        self.changed()
        return self.game

    def resume(self, saved: SavedGame) -> Game:
        """Continue a saved game where it was left, saving on to the same file."""
        game = self.game = saved.game
        self.rules = game.rules
        self.players, self.target = tuple(game.names), game.target
        self.seats = tuple(saved.seats)
        self.save_path = saved.path
        self.start_bots()
        self.announcements.clear()
        self.pending_reveal = saved.reveal
        if saved.settings.pace is not None:
            self.pace = saved.settings.pace
        self.reminders = saved.settings.reminders
        self.save_now()
        self.changed()
        return game

    def end_game(self) -> None:
        """Leave the finished game (a new one is set up next)."""
        self.game = None
        self.changed()

    def act(self, action: Action) -> list[Event]:
        """Apply ``action`` to the game: the only place the game changes.

        Raises ``IllegalAction`` (and nothing changes) when the rules refuse it.
        """
        game = self._game()
        events = game.apply(action)
        tell(self.bots.values(), events)
        for event in events:
            if isinstance(event, WildDrawFourChallenged):
                self.pending_reveal = event  # saved with the game until it is shown
        public = [event_for_seat(e, None) for e in events]
        for i, event in enumerate(public):
            said = announcement(event, game.names, public[i + 1 :])
            if said is not None:
                self.announcements.append(said)
        # The terminals that joined are told before the save's fsync, which takes longer
        # than the wire (a crash in between loses the action, as one just before would).
        self.changed(tuple(public))
        self.save_now()
        return events

    def why_not(self, action: Action) -> IllegalAction | None:
        """Why the rules refuse ``action`` now (``None``: they allow it)."""
        return self._game().why_not(action)

    def reveal_shown(self) -> None:
        """The challenger has seen the challenged hand: the save no longer keeps it."""
        self.pending_reveal = None
        self.save_now()
        self.changed()

    def changed(self, events: tuple[Event, ...] = ()) -> None:
        """Tell the listeners that the game changed (``events``: the change's, as the
        public table saw them; none for a change that is no action)."""
        self._version += 1
        for listener in self.listeners:
            listener(events)

    @property
    def version(self) -> int:
        """One more after each change (``changed``)."""
        return self._version

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("no game is being played")
        return self.game

    # ------------------------------------------------------------------ views

    def _fresh(self, game: Game) -> None:
        """Forget the views of before the last change: each is built once per change."""
        key = (self._version, id(game), len(game.actions), len(game.events), current_language())
        if key != self._views_of:
            self._views_of = key
            self._views.clear()
            self._public = None

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` may see (``None``: the public table, every action legal)."""
        game = self._game()
        self._fresh(game)
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = seat_view(game, seat)
        return view

    def public_view(self) -> PublicView:
        """What everyone may see: no hand, and only the actions anyone may take."""
        game = self._game()
        self._fresh(game)
        if self._public is not None:
            return self._public
        table = self.view(None)
        self._public = PublicView(
            table=table,
            events=tuple(self.public_events()),
            start_scores=tuple(game.setup.scores),
            bots=frozenset(self.bots),
            top_by=self.top_card_by(),
        )
        return self._public

    def seat_events(self, seat: int) -> list[Event]:
        """The game's events as ``seat`` saw them (the cards it drew shown, no others);
        none where the game is not here (a joined terminal's session)."""
        game = self.game
        return [] if game is None else [event_for_seat(e, seat) for e in game.events]

    def public_events(self, tail: int | None = None) -> list[Event]:
        """The game's events as the public table saw them (the last ``tail``, or all)."""
        game = self._game()
        chosen = game.events if tail is None else game.events[-tail:]
        return [event_for_seat(e, None) for e in chosen]

    def top_card_by(self) -> str:
        """Who played the top card of the discard pile, in words (or: the start card)."""
        game = self.game
        if game is None:
            return ""
        for event in reversed(game.events):
            if isinstance(event, CardPlayed):
                return _("played by {name}").format(name=game.names[event.seat])
            if isinstance(event, StartCardTurned | RoundStarted):
                return _("the start card")
        return ""

    def log_sentences(self, tail: int | None = LOG_TAIL) -> list[str]:
        """The table log: public events in plain sentences."""
        if self.game is None:
            return []
        return describe_events(self.public_events(tail), self.game.names)

    # ------------------------------------------------------------------ computer players

    def start_bots(self) -> None:
        """Seat a computer player wherever ``seats`` says, and tell it the game so far."""
        game = self.game
        self.bots = {}
        if game is None:
            return
        if len(self.seats) != len(game.names):
            self.seats = all_human(len(game.names))
        for seat, kind in enumerate(self.seats):
            level = level_of(kind)
            if level is not None:
                bot = make_bot(level, seat, game.setup.seed * 31 + seat)
                bot.observe(game.events)
                self.bots[seat] = bot

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat in self.bots

    def is_remote(self, seat: int | None) -> bool:
        """Whether ``seat`` is played from another terminal (``net.host``)."""
        return seat is not None and seat in self.remote

    @property
    def human_seats(self) -> list[int]:
        """The people at this keyboard (not computer players, not remote seats)."""
        people = humans(self.seats) if self.seats else list(range(len(self.players)))
        return [seat for seat in people if seat not in self.remote]

    @property
    def curtains(self) -> bool:
        """Pass screens only when two or more people share the keyboard."""
        return len(self.human_seats) >= 2

    def bot_move(self, seat: int) -> Action:
        """The computer player's next decision (a catch or late UNO first, maybe)."""
        return self.bots[seat].choose(self.view(seat))

    def bot_react(self, seat: int) -> Action | None:
        """The computer player's reaction to the open UNO window, if any."""
        bot = self.bots.get(seat)
        if bot is None or self.game is None or self.game.uno_window is None:
            return None
        return bot.react(self.view(seat))

    def uno_window(self) -> tuple[int, int, int] | None:
        """The open UNO window, told apart from any other: (round, seat, discard size)."""
        game = self.game
        if game is None or game.uno_window is None:
            return None
        return (game.round, game.uno_window, len(game.discard))

    # ------------------------------------------------------------------ the save

    @property
    def saved(self) -> bool:
        """Whether the game is saved as it stands (to a file of its own): not when the
        last write failed (a full disk, a read-only folder: ``save_error``)."""
        return self.saves is not None and self.save_path is not None and self.save_error is None

    def save_now(self) -> bool:
        """Write the game's record to its save file, atomically; report if it fails."""
        if self.saves is None or self.save_path is None or self.game is None:
            return False
        if self.saves.writing:  # a signal arrived in the middle of a write: let it finish
            return False
        try:
            self.saves.save(
                self.save_path,
                self.game,
                self.seats,
                self.lang,
                reveal=self.pending_reveal,
                settings=TableSettings(self.pace, self.reminders),
                hold=True,
            )
        except (TakenOver, GameBusy) as exc:
            self.stop_writing(exc.holder)
            return False
        except OSError as exc:
            self.save_error = exc
            if self.on_save_error is None:
                raise
            self.on_save_error(exc)
            return False
        self.save_error = None
        return True

    def stop_writing(self, holder: Holder | None) -> None:
        """Another process took this game over: never write it again."""
        self.taken_over = holder or Holder(0, 0.0)
        self.saves = None
        if self.on_taken_over is not None:
            self.on_taken_over(self.taken_over)

    def check_taken_over(self) -> None:
        """Has another process taken this game over? (Asked every second.)"""
        if self.saves is not None and self.save_path is not None:
            holder = self.saves.check()
            if holder is not None:
                self.stop_writing(holder)
