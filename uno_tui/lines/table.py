"""The flow of a game in the line mode, prompt by prompt.

Whatever the conductor publishes is said as it comes: the events of each change, in the
table log's words. Then the flow reads the newest snapshot, as the Textual flow does, and
prints the prompt due, once: a pass (``Pass the keyboard to Bruno.``) before a hidden hand
when two people share the keyboard, the decision of the person here, the score sheet, the
game's end; nothing while a computer plays (its moves are lines too). What is typed goes
to the prompt on show; a few letters answer at any prompt (``keys``: say the table, the
hand, the last events, the scores, the help; catch; say UNO), and Q leaves.
"""

from __future__ import annotations

import contextlib
import shutil
from collections.abc import Hashable

from ..engine import Action, Draw, IllegalAction, NextRound, Phase, SeatView
from ..engine.events import WildDrawFourChallenged
from ..i18n import _
from ..i18n.events import describe_events
from ..i18n.reasons import refusal
from ..i18n.timer import time_left
from ..table.conductor import Conductor, NotYourSeat, Snapshot, Who
from ..table.saves import os_reason
from ..table.snapshot import StaleSnapshot
from ..table.turnclock import TurnClock
from . import keys, say
from .choosing import choose
from .console import EOF, Console, TimerClock
from .prompt import Prompt, Reader, Setup


class LineTable:
    """Plays a table in lines on ``console`` until the players leave: a conductor's (this
    process runs the game; ``reader`` is the conductor) or another's, read through
    ``reader`` (``lines.joined``)."""

    def __init__(
        self,
        reader: Reader,
        console: Console,
        clock: TimerClock,
        *,
        conductor: Conductor | None = None,
        setup: Setup | None = None,
        resumed: bool = False,
    ) -> None:
        self.reader = reader
        self.conductor = conductor
        self.console = console
        self.clock = clock
        self.setup = setup
        #: The seat that pressed Enter on its pass and holds the keyboard.
        self.passed: int | None = None
        #: The seat whose hand is on the screen (pushed up by blank lines when it leaves).
        self.hand_shown: int | None = None
        self.prompt: Prompt | None = None
        #: The question that follows an answer (the colour of a Wild): ``prompt`` until
        #: the table changes.
        self.follow: Prompt | None = None
        self.shown: Hashable = None
        self.done = False
        self.resumed = resumed
        #: The table changed while the prompt due was looked for: look again.
        self.again = False
        #: The card just drawn and kept, said to its player, who reads it before the hand
        #: leaves the screen (Enter) where the keyboard is passed on.
        self.drew: Prompt | None = None
        #: The turn timer's table waits for a person out of time (said once a wait).
        self.timer_waits = False
        #: The turn timer's time left for a decision, said as it is asked (here), or as
        #: it starts (elsewhere: ``time_told``, the snapshot it started in).
        self.turn_clock = TurnClock(clock.now)
        self.time_told: int | None = None
        reader.subscribe(self._published)

    # ------------------------------------------------------------------ the loop

    def run(self) -> int:
        """Play until the players quit (or the input ends); the exit status."""
        self.start()
        while not self.done:
            self.clock.run_due()
            self.update()
            if self.done:
                break
            line = self.console.read(self.clock.timeout())
            if line == EOF:
                self.quit()
            elif line is not None:
                self.answer(line)
        return 0

    def start(self) -> None:
        """Say the game so far (a new game: its dealer draw and deal; a resumed one: its
        last events), and let the computer players go."""
        snapshot = self.reader.snapshot
        if snapshot.playing:
            public = snapshot.public
            assert public is not None
            if self.resumed:
                self.console.say(_("The game is resumed."), *snapshot.log_sentences(12)[-4:])
            else:
                self.console.say(*describe_events(public.events, public.names))
        if self.conductor is not None:
            self.conductor.kick()

    def _published(self, snapshot: Snapshot) -> None:
        """Each change, as it comes: its events in the table log's words."""
        if not snapshot.playing:
            return
        self.turn_clock.heard(snapshot)
        table = snapshot.view(None)
        if snapshot.events:
            lines = describe_events(snapshot.events, table.names)
            self.console.say(*lines, *say.one_card_left(snapshot.events, table))
        timer, self.timer_waits = say.timer_lines(snapshot, table.names, self.timer_waits)
        self.console.say(*timer)

    # ------------------------------------------------------------------ what is due

    def update(self) -> None:
        """Print the prompt due now, if it is not on show yet."""
        prompt = self._due()
        for _turn in range(8):  # (a reveal shown, a game set up: the table changed)
            if not self.again:
                break
            prompt = self._due()
        if self.follow is not None and prompt is not None and prompt.key == self.prompt_key():
            prompt = self.follow
        else:
            self.follow = None
        self.prompt = prompt
        key = None if prompt is None else prompt.key
        if key != self.shown:
            self.shown = key
            if prompt is not None:
                self.console.fresh_prompt()
                self.console.say(*prompt.lines)
        with contextlib.suppress(StaleSnapshot):  # (a person elsewhere decides: their time)
            snapshot, told = self.reader.snapshot, self.time_told
            said, self.time_told = say.time_started(self.turn_clock, snapshot, told)
            self.console.say(*said)

    def prompt_key(self) -> Hashable:
        return None if self.prompt is None else self.prompt.key

    def _due(self) -> Prompt | None:
        """The prompt due (``None``: nothing to ask; ``again``: the table changed, look
        again: a joined seat's table may hear news while it is read)."""
        try:
            return self._due_now()
        except StaleSnapshot:
            self.again = True
            return None

    def _due_now(self) -> Prompt | None:
        self.again = False
        snapshot = self.reader.snapshot
        if not snapshot.playing:
            self._setup()
            self.again = not self.done
            return None
        table = snapshot.view(None)
        seating, due = snapshot.seating, snapshot.due
        assert due is not None
        reveal = snapshot.reveal
        if reveal is not None:
            return self._reveal(reveal, seating.who(reveal.challenger), seating.curtains)
        if self.drew is not None:
            return self.drew
        if table.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            self._leave_hand()
            return self._over(table)
        seat = due.seat
        if due.who is not Who.HERE or seat is None:
            self.passed = None
            self._leave_hand()
            return self._jump(snapshot, table)
        if self.passed is not None and self.passed != seat:
            self.passed = None
        # (A resumed game opens on a pass, never on a hand, whoever holds the keyboard.)
        if (seating.curtains or self.resumed) and self.passed != seat:
            self._leave_hand()
            prompt = self._pass(seat, table.names[seat], alone=not seating.curtains)
            timed = self.turn_clock.whose_time(snapshot)  # (the time runs during the pass)
            prompt.lines[1:1] = [timed + "."] if timed else []
            return prompt
        return self._decision(snapshot, seat)

    def _over(self, table: SeatView) -> Prompt | None:
        """The score sheet at a round's end (Enter deals the next) and at the game's."""
        if table.phase is Phase.ROUND_OVER:
            lines = [*say.score_sheet(table), _("Press Enter to deal the next round.")]
            return Prompt(("round", table.round), lines, self._deal)
        lines = [
            _("Game over") + ".",
            *say.score_sheet(table),
            _("A plays again with the same players; N sets up a new game; Q quits."),
        ]
        return Prompt(("over", table.round), lines, self._again)

    def _pass(self, seat: int, name: str, *, alone: bool = False) -> Prompt:
        if alone:  # (the one person at a table of computer players: a resumed game)
            lines = [
                _("{name}, your turn").format(name=name) + ".",
                _("{name}: press Enter to see your hand.").format(name=name),
            ]
        else:
            lines = [
                _("Pass the keyboard to {name}").format(name=name) + ".",
                _("{name}: press Enter when nobody else can see the screen.").format(name=name),
            ]

        def answer(text: str) -> bool:
            if text:
                return False
            self.passed, self.resumed = seat, False
            return True

        return Prompt(("pass", seat), lines, answer)

    def _decision(self, snapshot: Snapshot, seat: int) -> Prompt:
        view = snapshot.view(seat)
        lines, choices = say.turn_choices(view)
        # (A card played on top meanwhile, a jump-in on this turn, makes it a new decision.)
        top = (view.top, view.discard_pile, view.color)
        key = ("decide", seat, view.phase, view.hand, view.legal, top)
        left = self.turn_clock.left(snapshot, seat)
        if left is not None:  # (the turn timer's: a computer player moves when it is up)
            lines = [time_left(left) + ".", *lines]
        if view.phase is not Phase.DRAWN:
            name = view.names[seat]
            lines = [_("{name}, your turn").format(name=name) + ".", say.hand_line(view), *lines]
        self.hand_shown = seat
        return Prompt(key, lines, lambda text: choose(self, seat, choices, text))

    def _jump(self, snapshot: Snapshot, table: SeatView) -> Prompt | None:
        """HR6: the person here who holds the very card on top, out of turn, may jump in:
        the engine lists the play (``SeatView.jump_ins``). Never where two people share
        the keyboard (whoever holds it would show it), as in the full-screen game."""
        seating = snapshot.seating
        if seating.curtains or not table.rules.jump_in:
            return None
        views = [snapshot.view(seat) for seat in seating.human_seats]
        view = next((v for v in views if v.jump_ins), None)
        if view is None or view.seat is None:
            return None
        seat = view.seat
        lines, choices = say.jump_choices(view)
        key = ("jump", seat, view.round, view.discard_pile, view.top, view.hand)
        return Prompt(key, lines, lambda text: choose(self, seat, choices, text))

    def _reveal(
        self, reveal: WildDrawFourChallenged, who: Who | None, curtains: bool
    ) -> Prompt | None:
        """H3: the challenged hand, to its challenger here (after their pass)."""
        names = self.reader.snapshot.view(None).names
        if who is Who.HERE:
            if curtains and self.passed != reveal.challenger:
                self._leave_hand()
                return self._pass(reveal.challenger, names[reveal.challenger])
            self.console.say(*say.reveal_lines(reveal, names))
            self.hand_shown = reveal.challenger
        self.reader.reveal_shown()
        self.again = True
        return None

    def _leave_hand(self) -> None:
        """A hand was on the screen and its player's turn is over: at a keyboard two people
        share, blank lines push it out of sight before the keyboard is passed."""
        if self.hand_shown is not None and self.reader.snapshot.seating.curtains:
            self.console.say(*[""] * shutil.get_terminal_size((80, 24)).lines)
        self.hand_shown = None

    # ------------------------------------------------------------------ answers

    def answer(self, line: str) -> None:
        """What was typed, for the prompt on show (or one of the keys of every prompt)."""
        text = line.strip().casefold()
        prompt = self.prompt
        if prompt is not None and prompt.answer(text):
            return
        if self._common(text):
            return
        if prompt is None:
            with contextlib.suppress(StaleSnapshot):  # whose turn it is, and their time
                self.console.say(*say.whose_turn(self.turn_clock, self.reader.snapshot, text))
            if not text and self.conductor is not None:
                self.conductor.hurry()  # Enter: the computer player's move comes now
            return
        if prompt.key is not None and prompt.key[0] == "pass":  # type: ignore[index]
            key = line.strip() or "Enter"
            self.console.say(
                _("{key} does nothing here: first press Enter, with nobody else looking.").format(
                    key=key
                )
            )
            return
        if not text:  # Enter alone: the question again (with the time left now)
            self.console.say(*self.asked_again())
            return
        self.console.say(
            _("{text} is not one of the choices: ? says the keys.").format(text=line.strip()),
            *prompt.lines[-1:],
        )

    def asked_again(self) -> list[str]:
        """The lines of the prompt on show, said again (Enter alone, and after the help):
        a decision's as it stands now (the turn timer's time left has gone down since it
        was printed); none while nothing is asked here."""
        prompt = self.prompt
        if prompt is None:
            return []
        key = prompt.key
        if prompt is not self.follow and isinstance(key, tuple) and key[0] == "decide":
            with contextlib.suppress(StaleSnapshot):
                fresh = self._decision(self.reader.snapshot, key[1])
                if fresh.key == key:
                    return list(fresh.lines)
        return list(prompt.lines)

    def _common(self, text: str) -> bool:
        """A key of every prompt (``keys``)."""
        if text == "q":
            self.quit()
            return True
        return keys.common(self, text)

    def _deal(self, text: str) -> bool:
        if text:
            return False
        self.act(None, NextRound())
        return True

    def _again(self, text: str) -> bool:
        if self.conductor is None:  # pragma: no cover - a joined seat's host decides
            return False
        if text == "a":
            public = self.conductor.snapshot.public
            assert public is not None
            session = self.conductor.session
            self.conductor.new_game(public.names, public.table.target, session.seats)
            self._said_new_game()
            return True
        if text == "n":
            self.conductor.end_game()
            return True
        return False

    def act(self, seat: int | None, action: Action) -> None:
        """Send ``action`` for ``seat``; a refusal is said in the engine's reasons."""
        before = None
        if isinstance(action, Draw):
            with contextlib.suppress(StaleSnapshot):
                before = self.reader.snapshot.view(seat)
        try:
            events = self.reader.submit(seat, action)
        except IllegalAction as exc:
            self.console.say(refusal(exc))
            return
        except NotYourSeat:  # pragma: no cover - every action here names its seat
            return
        if before is not None and seat is not None:
            with contextlib.suppress(StaleSnapshot):  # (a joined table heard news meanwhile)
                self._drew(seat, say.drew_line(before, events, self.reader.snapshot.view(seat)))

    def _drew(self, seat: int, line: str) -> None:
        """T3: the card drawn could not be played: its player is told which. Where the
        keyboard is passed on, the hand stays in sight until Enter (as the full-screen
        dialog does), for that player to read it."""
        if not line:
            return
        if not self.reader.snapshot.seating.curtains:
            self.console.say(line)
            return

        def answer(text: str) -> bool:
            if text:
                return False
            self.drew = None
            return True

        over = _("Your turn is over. Press Enter, then pass the keyboard.")
        self.drew = Prompt(("drew", seat, line), [line, over], answer)

    # ------------------------------------------------------------------ games and leaving

    def _setup(self) -> None:
        chosen = self.setup() if self.setup is not None else None
        if chosen is None or self.conductor is None:
            self.done = True
            return
        self.conductor.new_game(chosen.names, chosen.target, chosen.kinds, rules=chosen.rules)
        self._said_new_game()

    def _said_new_game(self) -> None:
        assert self.conductor is not None
        public = self.conductor.snapshot.public
        if public is not None:
            self.console.say(*describe_events(public.events, public.names))
        self.passed = None
        self.conductor.kick()

    def quit_help(self) -> str:
        """What Q does here, as help (``?``) says it."""
        return say.quit_help(self._unsaved())

    def _unsaved(self) -> str | None:
        """Why the last write of the save failed, in the system's words (``None``: it
        did not, or this terminal saves nothing)."""
        error = self.conductor.session.save_error if self.conductor is not None else None
        return None if error is None else os_reason(error)

    def quit(self) -> None:
        """Leave, saying whether the game is saved."""
        self.done = True
        if self.conductor is None:
            return
        session = self.conductor.session
        game = session.game
        if game is None or game.phase is Phase.GAME_OVER:
            return
        if session.saved:
            self.console.say(
                _("The game is saved: uno-tui --plain --resume carries on where you left off.")
            )
        elif session.save_error is not None:
            error = session.save_error
            self.console.say(_("the game is not saved: {reason}").format(reason=os_reason(error)))
        else:
            self.console.say(_("The game in progress will end."))
