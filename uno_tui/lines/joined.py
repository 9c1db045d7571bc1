"""``uno-tui join --plain``: one seat at a hosted table, in lines. The host's updates come
on the link's own thread; each wakes the line mode's loop (``Console.wake``), which reads
the new snapshot (``net.heard.HeardTable``) and says it like any other. The host's
keyboard deals the next round and sets up the next game; this seat hears the score sheet
once per round's end."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence

from ..engine import Action, IllegalAction, Phase, SeatView
from ..engine.events import Event
from ..i18n import _
from ..i18n.events import too_late
from ..i18n.reasons import refusal
from ..i18n.seating import come_back, seat_open
from ..net.client import Lost, Refused
from ..net.heard import HeardTable
from ..net.words import refused, seat_left
from ..table.snapshot import Snapshot, StaleSnapshot, Who
from . import say
from .console import Console, TimerClock
from .prompt import Prompt
from .table import LineTable

#: The command that takes a seat back in lines (plain ``join`` finds its table).
PLAIN_JOIN = "uno-tui join --plain"


class JoinedLines(LineTable):
    """A joined seat's table in lines (no curtain: the terminal is its player's)."""

    def __init__(self, table: HeardTable, console: Console, clock: TimerClock) -> None:
        super().__init__(table, console, clock)
        self.heard = table
        self.waiting_said = False
        #: What the game last waited on, as said (``waits_on``): said once each time.
        self.waits_said: str | None = None
        #: How many public events the table had when the prompt on show was printed.
        self.events_at = 0
        #: The deal check's lines said (or heard before this terminal sat down): each
        #: with its game and the index of the event it follows (``say_checks``).
        self.checks_said: set[tuple[int | None, int, str]] = set()
        table.link.on_change = console.wake

    def start(self) -> None:
        """What happened last at the table this seat sits down at."""
        # (History, said by the log's lines below: taken first, as reading the snapshot
        # tells ``_published`` of it.)
        self.checks_said.update(self._checks())
        snapshot = self.heard.snapshot
        if snapshot.playing:
            self.console.say(*snapshot.log_sentences(12)[-4:])
        held = self.heard.played_before()  # (an open seat a computer player held)
        if held is not None:
            self.console.say(held)

    def update(self) -> None:
        if self.heard.ended is not None and not self.done:
            self.console.say(*seat_left(self.heard.ended, PLAIN_JOIN))
            self.done = True
            return
        shown = self.shown
        super().update()
        self.say_checks()  # (a verdict or a warning may come with no event)
        if self.shown != shown:
            self.events_at = len(self._events())

    def _checks(self) -> list[tuple[int | None, int, str]]:
        table = self.heard.table
        heard = table.snapshot
        return [(heard.game, index, line) for index, line in table.log_notes(heard.events)]

    def say_checks(self) -> None:
        """The deal check's lines as they come, as the full screen's log and corner say
        them: a round dealt from the shuffle the terminals shared in, its verdict at the
        round's end, and at once any warning naming the host (docs/SECURITY.md)."""
        new = [note for note in self._checks() if note not in self.checks_said]
        self.checks_said.update(new)
        self.console.say(*(line for _game, _index, line in new))

    def _published(self, snapshot: Snapshot) -> None:
        super()._published(snapshot)
        self.say_checks()
        waits = self.waits_on()
        if waits is not None and waits != self.waits_said:
            self.console.say(waits)
        self.waits_said = waits

    def waits_on(self) -> str | None:
        """What the game waits on, as the full-screen table's line says it, when it is a
        seat nobody plays now: nobody took it yet (``Carla's seat is open: waiting for
        someone to join.``), or its player left (``Waiting for Carla to come back…``)."""
        heard = self.heard.table.snapshot
        view = heard.view
        over = view is None or view.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
        seat = view.current if view is not None and not over else None
        if view is None or seat is None or seat == self.heard.seat or heard.paused:
            return None
        if seat < len(heard.seating) and heard.seating[seat] is Who.COMPUTER:
            return None  # (a computer player sits in: it moves)
        if seat in heard.open:
            return seat_open(view.names[seat])
        if seat in heard.away:
            return come_back(view.names[seat])
        return None

    def _events(self) -> Sequence[Event]:
        """The table's public events, as last heard."""
        for _look in range(3):  # (news heard while it is read: read again)
            with contextlib.suppress(StaleSnapshot):
                public = self.heard.snapshot.public
                return public.events if public is not None else ()
        return ()

    def _too_late(self) -> str | None:
        """Why an action refused came too late (HR6: someone jumped in or played
        since the prompt was printed), or ``None``."""
        with contextlib.suppress(StaleSnapshot):
            table = self.heard.snapshot.view(None)
            if table.rules.jump_in:
                return too_late(self._events()[self.events_at :], self.heard.seat, table.names)
        return None

    def _setup(self) -> None:
        """No game yet: the host's keyboard sets it up."""
        if not self.waiting_said:
            self.waiting_said = True
            self.console.say(_("Waiting for the host to start the game…"))
        self.again = False

    def _over(self, table: SeatView) -> Prompt | None:
        """The scores once per round's end; the host deals on."""
        ended = self.heard.round_end_due()
        if ended is not None:
            self.heard.round_end_seen(ended)
            if table.phase is Phase.GAME_OVER:
                self.console.say(_("Game over") + ".")
            self.console.say(*say.score_sheet(table))
            if table.phase is Phase.ROUND_OVER:
                self.console.say(_("The round is over: the host deals the next one."))
        return None

    def act(self, seat: int | None, action: Action) -> None:
        try:
            self.heard.submit(seat, action)
        except IllegalAction as exc:
            # A jump-in, or a play, that lost a race (HR6) says who came first.
            self.console.say(self._too_late() or refusal(exc))
        except (Refused, Lost, TimeoutError, OSError) as exc:
            self.console.say(refused(exc.reason if isinstance(exc, Refused) else "lost"))

    def quit_help(self) -> str:
        return say.joined_quit_help()

    def quit(self) -> None:
        self.done = True
        self.console.say(*seat_left(None, PLAIN_JOIN))


def run_joined(table: HeardTable, console: Console | None = None) -> int:
    """Play ``table``'s seat in lines until its player leaves or the link ends."""
    console = console or Console()
    lines = JoinedLines(table, console, TimerClock())
    try:
        return lines.run()
    except KeyboardInterrupt:
        lines.quit()
        return 130
    finally:
        console.close()
