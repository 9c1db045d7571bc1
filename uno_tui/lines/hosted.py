"""``uno-tui host --plain``: a hosted table whose own keyboard plays in lines. The table's
server (``net.host.TableHost``), its conductor's computer players and the keyboard share
one asyncio loop: the keyboard's lines are read as they come (``loop.add_reader``), and
each snapshot the conductor publishes (a move here, at a joined terminal, a computer's)
brings the next prompt. The join code is said only when asked (J): it is not left in the
terminal's scrollback for every start."""

from __future__ import annotations

import asyncio
import contextlib
import socket
from collections.abc import Mapping, Sequence

from ..engine import Phase, Rules, SeatView
from ..i18n import _
from ..i18n.seating import computer_for_now, first_deal_waits, seat_open, seats_news
from ..net.host import TableHost
from ..net.sidecar import write_sidecar
from ..table.conductor import Conductor, LoopClock, Snapshot, Who
from ..table.session import GameSession
from . import say
from .closing import close_question
from .console import EOF, Console, TimerClock
from .prompt import Prompt
from .saving import say_the_save
from .table import LineTable


class HostedLines(LineTable):
    """The host's keyboard in lines: as at a hot-seat table, and J says how others join;
    when the player whose turn it is left, H lets a computer player sit in for them; a
    finished game is played again by the same seats (A), the table stays theirs."""

    def __init__(
        self,
        conductor: Conductor,
        console: Console,
        net: TableHost,
        join_line: str,
        *,
        resumed: bool = False,
        watch_line: str = "",
    ) -> None:
        super().__init__(conductor, console, TimerClock(), conductor=conductor, resumed=resumed)
        self.net = net
        self.join_line = join_line
        #: How to watch the table (``join --watch`` and the code), said by J once every
        #: seat is taken while watching is allowed.
        self.watch_line = watch_line
        #: The seat whose player left, said to be waited for (once, until it changes).
        self.waiting_for: int | None = None
        #: The game's start is said once its first deal is made (``firstdeal``).
        self.untold = False
        #: How each seat played from another terminal stood when last said.
        self.seat_states = net.seat_states()
        #: Q's question (close the table?), on show in front of any other until answered.
        self.closing: Prompt | None = None

    def start(self) -> None:
        if self.net.first.waiting:  # nothing of a game not dealt yet is said
            self.untold = True
            return
        super().start()

    def update(self) -> None:
        if self.done:  # (closed: no prompt comes after)
            return
        self._seat_news()
        if self.closing is not None:  # (the game goes on meanwhile: its lines are said)
            self._show(self.closing)
            return
        if self.net.first.waiting:  # the first deal waits for the seats' shares
            names = self.conductor.session.players if self.conductor is not None else ()
            open_ = [names[seat] for seat in self.net.open_seats_left()]
            unshared = [names[seat] for seat in self.net.first.unshared()]
            waits = first_deal_waits(open_, "", unshared).split("\n")
            key = ("first deal", tuple(open_), tuple(unshared))
            offer = (_("J says the join code."),) if open_ else ()  # (it takes an open seat)
            self._show(Prompt(key, (*waits, *offer), self._deal_now))
            return
        if self.untold:
            self.untold = False
            super().start()
        super().update()
        away = self._away()
        if away is not None and away != self.waiting_for:
            name = self.reader.snapshot.view(None).names[away]
            if away in self.net.open_seats_left():  # nobody took it yet: open
                self.console.say(" ".join((seat_open(name), computer_for_now())))
            else:
                self.console.say(
                    _("Waiting for {name} to come back: H lets a computer play for now.").format(
                        name=name
                    )
                )
        self.waiting_for = away

    def _show(self, prompt: Prompt) -> None:
        """``prompt`` on show instead of the one the table's flow would ask."""
        self.prompt = prompt
        if self.shown != prompt.key:
            self.shown = prompt.key
            self.console.fresh_prompt()
            self.console.say(*prompt.lines)

    def _seat_news(self) -> None:
        """A seat taken, left or taken back at another terminal, said as it happens (as
        the full-screen host's corner says it)."""
        before, self.seat_states = self.seat_states, self.net.seat_states()
        names = self.conductor.session.players if self.conductor is not None else ()
        if names:
            self.console.say(*seats_news(before, self.seat_states, names))

    def _deal_now(self, text: str) -> bool:
        if text:
            return False
        self.net.first.go()  # the open seats stay open
        return True

    def _away(self) -> int | None:
        """The seat whose turn it is, played at another terminal whose player left."""
        due = self.reader.snapshot.due
        if due is None or due.seat is None or due.who is not Who.JOINED:
            return None
        return due.seat if due.seat in self.net.away() else None

    def _common(self, text: str) -> bool:
        if text == "q" and self.conductor is not None:  # (closing the table: asked first)
            self.closing = close_question(self.conductor, self._closed)
            self._show(self.closing)  # (now: a key typed after Q answers the question)
            return True
        if text == "j":
            self.console.say(self.join_code())
            return True
        away = self._away()
        if text == "h" and away is not None:
            self.net.hand_to_computer(away)  # (the player takes the seat back on return)
            return True
        return super()._common(text)

    def join_code(self) -> str:
        """What J says: how to take an open seat; once every seat is taken, that they
        are (the code takes only an open seat), and how to watch if watching is allowed."""
        if self.net.open_seats_left():
            return self.join_line
        taken = _("Every seat is taken.")
        if not self.net.watching or not self.watch_line:
            return taken
        return " ".join((taken, _("Others watch with: {join}").format(join=self.watch_line)))

    def _closed(self, yes: bool) -> None:
        """Q's question answered: the table closes, or stays open (its prompt again)."""
        self.closing = None
        if yes:
            self.quit()
        else:
            self.console.say(_("The table stays open."))

    def _over(self, table: SeatView) -> Prompt | None:
        prompt = super()._over(table)
        if prompt is not None and table.phase is Phase.GAME_OVER:  # (no N: the seats stay)
            prompt.lines[-1] = _("A plays again with the same players; Q closes the table.")
        return prompt

    def _again(self, text: str) -> bool:
        return text == "a" and super()._again(text)

    def quit_help(self) -> str:
        return say.host_quit_help(self._unsaved())  # (Q asks first: ``closing``)

    def quit(self) -> None:
        """Leave: a saved game is said as the table closes ('host --resume opens it
        again'); one that is not, here."""
        session = self.conductor.session if self.conductor is not None else None
        if session is not None and session.saved:
            self.done = True
            return
        super().quit()


async def host_lines(
    session: GameSession,
    remote: Mapping[int, str],
    sock: socket.socket,
    address: str,
    *,
    names: Sequence[str],
    target: int,
    seats: Sequence[str],
    rules: Rules | None,
    pace: float,
    keys: Mapping[int, bytes] | None = None,
    table_id: str | None = None,
    watching: bool = True,
    console: Console | None = None,
    turn_time: float = 0,
) -> int:
    """Open the table on ``sock`` and play its keyboard's seats in lines until Q (or the
    input's end); the table is closed then. ``turn_time``: seconds each person has for a
    decision (``--turn-time``; 0: no timer)."""
    loop = asyncio.get_running_loop()
    console = console or Console()
    conductor = Conductor(session, LoopClock(loop), pace=lambda: pace)
    conductor.turns.seconds = float(turn_time)
    say_the_save(conductor, console)

    done = asyncio.Event()

    def step() -> None:
        lines.update()
        if lines.done:
            done.set()

    def typed() -> None:
        while not lines.done:
            line = console.read(0)
            if line is None:
                break
            if line == EOF:
                lines.quit()
            else:
                lines.answer(line)
        step()

    def seats_changed() -> None:
        path = session.save_path
        if path is not None and session.saves is not None:
            with contextlib.suppress(OSError):
                write_sidecar(path, net)
        loop.call_soon(step)  # (a player left or came back: said)

    net = TableHost(conductor, remote, keys=keys, on_seats=seats_changed, table=table_id)
    net.watching = watching
    command = " ".join(("uno-tui", "join", address))
    join_line = _("{command} (join code {code})").format(command=command, code=net.code)
    watch = " ".join(("uno-tui", "join", "--watch", address))
    watch_line = _("{command} (join code {code})").format(command=watch, code=net.code)
    resumed = session.game is not None
    lines = HostedLines(conductor, console, net, join_line, resumed=resumed, watch_line=watch_line)
    if session.game is None:
        conductor.new_game(names, target, seats, first_pause=pace, rules=rules)
    await net.start(sock=sock)
    seats_changed()

    def published(_snapshot: Snapshot) -> None:
        loop.call_soon(step)  # (after the change is done: the next prompt)

    conductor.subscribe(published)
    console.say(_("Table open. Others join with: {command}").format(command=command))
    if not net.first.waiting and net.open_seats_left():  # (else the first deal's prompt)
        console.say(_("J says the join code."))
    lines.start()
    step()
    loop.add_reader(console.fd, typed)
    try:
        await done.wait()
    finally:
        loop.remove_reader(console.fd)
        await net.close()
        console.close()
    return 0
