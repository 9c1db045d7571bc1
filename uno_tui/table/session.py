"""One game at one table, without a screen: the ``Game``, who sits where (people and
computer players), the save file with its one writer, and what the table must be told.

``GameSession.act`` is the only place the game changes: it applies the action, tells the
computer players, keeps an unseen challenge reveal, and saves.
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
    NextRound,
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
from ..engine.values import replace
from ..i18n import _, current_language
from ..i18n.words import describe_events
from .public import LOG_TAIL, PublicView
from .saves import GameBusy, Holder, SavedGame, SaveStore, TableSettings, TakenOver, save_copy
from .seats import all_human, level_of
from .shuffles import base_seed, shared_deal, with_round_seed


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
        #: The challenge whose hand the challenger must be shown before play goes on (H3).
        self.pending_reveal: WildDrawFourChallenged | None = None
        #: Set when another process took this game over: nothing is saved any more.
        self.taken_over: Holder | None = None
        #: Called when a save fails (the reason), and when another process took over.
        self.on_save_error: Callable[[OSError], None] | None = None
        #: Why the last write of the save failed (``None``: it succeeded, or none yet).
        self.save_error: OSError | None = None
        #: Called when the outcome of writing the save changes (it failed, failed for
        #: another reason, or succeeded again): ``saving.SaveRetry`` tries again meanwhile.
        self.on_save_state: Callable[[], None] | None = None
        self.on_taken_over: Callable[[Holder], None] | None = None
        #: A hosted table's shared shuffles (net/shares.py): the round seed of round
        #: ``round`` (at a table of ``n``), asked for as the round is dealt.
        self.round_seed: Callable[[int, int], int] | None = None
        self._games = 0
        #: The views of the game as it stands, each built once per change (``view``).
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
        rules: Rules | None = None,
    ) -> Game:
        """Start a game; the seed (given or drawn now) makes it replayable. ``seats``: each
        seat's kind (default: as before, or everyone a person); ``rules``: the rules it is
        played by (default: as before). ``save=False``: its save file is named but not
        written yet (``save_now`` writes it)."""
        if rules is not None:
            self.rules = rules
        if self.seed is None:
            seed = random.SystemRandom().randrange(2**64)  # not found by trying every seed
        else:
            seed = self.seed + self._games
        deals = self.deals if self._games == 0 else ()
        scores = self.scores if self._games == 0 else ()
        self._games += 1
        self.players, self.target = tuple(players), target
        if self.round_seed is not None and not deals:
            seed = with_round_seed(seed, self.round_seed(1, len(players)))
        self.game = Game(GameSetup(tuple(players), target, seed, scores, deals, self.rules))
        if seats is not None:
            self.seats = tuple(seats)
        self.start_bots()
        self.pending_reveal = None
        if self.saves is not None:
            self.save_path = self.saves.new_path()
            if save:
                self.save_now()
        self._changed()
        return self.game

    def resume(self, saved: SavedGame) -> Game:
        """Continue a saved game where it was left, saving on to the same file."""
        game = self.game = saved.game
        self.rules = game.rules
        self.players, self.target = tuple(game.names), game.target
        self.seats = tuple(saved.seats)
        self.save_path = saved.path
        self.start_bots()
        self.pending_reveal = saved.reveal
        if saved.settings.pace is not None:
            self.pace = saved.settings.pace
        self.reminders = saved.settings.reminders
        self.save_now()
        self._changed()
        return game

    def deal_first_again(self, value: int) -> None:
        """A hosted game's first round, not begun and not yet seen, dealt again from round
        seed ``value`` (net/firstdeal.py): the same dealer draw (the game's own seed)."""
        game = self._game()
        seed = with_round_seed(base_seed(game.setup.seed), value)
        self.game = Game(replace(game.setup, seed=seed))
        self.start_bots()
        self.save_now()
        self._changed()

    def end_game(self) -> None:
        """Leave the finished game (a new one is set up next)."""
        self.game = None
        self._changed()

    def act(self, action: Action) -> list[Event]:
        """Apply ``action`` and save the game (``apply``, then ``save_now``)."""
        events, _public = self.apply(action)
        self.save_now()
        return events

    def apply(self, action: Action) -> tuple[list[Event], tuple[Event, ...]]:
        """Apply ``action`` to the game: the only place the game changes. Returns its events
        and the same as the public table saw them; not saved yet (the conductor tells the
        joined terminals first: the save's fsync takes longer than the wire).

        Raises ``IllegalAction`` (and nothing changes) when the rules refuse it.
        """
        game = self._game()
        if self.round_seed is not None and isinstance(action, NextRound):
            shared_deal(game, self.round_seed)
        events = game.apply(action)
        tell(self.bots.values(), events)
        for event in events:
            if isinstance(event, WildDrawFourChallenged):
                self.pending_reveal = event  # saved with the game until it is shown
        public = [event_for_seat(e, None) for e in events]
        self._changed()
        return events, tuple(public)

    def why_not(self, action: Action) -> IllegalAction | None:
        """Why the rules refuse ``action`` now (``None``: they allow it)."""
        return self._game().why_not(action)

    def reveal_shown(self) -> None:
        """The challenger has seen the challenged hand: the save no longer keeps it."""
        self.pending_reveal = None
        self.save_now()
        self._changed()

    def reveal_waiting(self, reveal: WildDrawFourChallenged | None) -> None:
        """A resumed game's challenge reveal, left unseen when it was saved."""
        self.pending_reveal = reveal
        self._changed()

    def set_seat(self, seat: int, kind: str) -> None:
        """Who plays ``seat`` from now on (``seats.KINDS``), saved with the game; a reveal
        its challenger can no longer be shown (a computer took the seat) is let go."""
        kinds = list(self.seats)
        if seat >= len(kinds):
            return
        kinds[seat] = kind
        self.seats = tuple(kinds)
        self.start_bots()
        reveal = self.pending_reveal
        if reveal is not None and reveal.challenger == seat and level_of(kind) is not None:
            self.pending_reveal = None  # nobody is left to be shown the hand
        self.save_now()
        self._changed()

    def _changed(self) -> None:
        """The game changed: the views of before are stale (``version``)."""
        self._version += 1

    @property
    def version(self) -> int:
        """One more after each change (its views are built anew)."""
        return self._version

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("no game is being played")
        return self.game

    # ------------------------------------------------------------------ views

    def view(self, seat: int | None) -> SeatView:
        """What ``seat`` may see (``None``: the public table, every action legal), built
        anew: the snapshot a conductor publishes keeps each it was asked for."""
        return seat_view(self._game(), seat)

    def public_view(self, table: SeatView | None = None) -> PublicView:
        """What everyone may see: no hand, and only the actions anyone may take (``table``:
        the public ``SeatView``, if it was built already)."""
        game = self._game()
        return PublicView(
            table=table if table is not None else self.view(None),
            events=tuple(self.public_events()),
            start_scores=tuple(game.setup.scores),
            bots=frozenset(self.bots),
            top_by=self.top_card_by(),
        )

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
                bot = make_bot(level, seat, base_seed(game.setup.seed) * 31 + seat)
                bot.observe(game.events)
                self.bots[seat] = bot

    def bot_move(self, seat: int, view: SeatView | None = None) -> Action:
        """The computer player's next decision (a catch or late UNO first, maybe), from
        ``view``, its seat's view of the game as it stands (built here if not given)."""
        return self.bots[seat].choose(view if view is not None else self.view(seat))

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
            self._save_outcome(exc)
            if self.on_save_error is None:
                raise
            self.on_save_error(exc)
            return False
        self._save_outcome(None)
        return True

    def _save_outcome(self, error: OSError | None) -> None:
        before, self.save_error = self.save_error, error
        was = None if before is None else (before.errno, before.strerror)
        now = None if error is None else (error.errno, error.strerror)
        if was != now and self.on_save_state is not None:
            self.on_save_state()

    def save_copy(self, path: Path) -> Path:
        """Write the game as it stands to ``path`` (a file or folder the player named),
        atomically; the game's own save file is left as it is. Raises ``OSError``."""
        game = self._game()
        settings = TableSettings(self.pace, self.reminders)
        return save_copy(
            path, game, self.seats, self.lang, reveal=self.pending_reveal, settings=settings
        )

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
