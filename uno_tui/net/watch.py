"""``uno-tui join --watch``: watch a hosted table from a terminal, in plain lines.

A watcher proves the join code like a player but takes no seat: the host sends it the
public table only (no hand, no action, not even whose cards are playable), and refuses any
action it sends. It cannot become a player on that connection, and the host can close
watching (``TableHost.close_watching``, ``host --no-watch``). What it prints is what the
public table shows, in words: each public event as it happens, and a line with the
table's state after each change.

While a seat is open (``Update.open``, version 5) the watcher is told so, and which key
takes it: the command line (``cli.joining``) then ends the watch and joins the table on
that seat with the same join code, as ``uno-tui join --name NAME`` would (a seat is only
ever taken through a join's handshake, which gives it its key).

An open seat the game waits on (nobody plays it) is taken at once: the table is stuck
until someone does. One a computer player holds for now (the host's H, or the turn
timer's) is the watcher's from the next game (issue 37): the watcher is told so and
watches on, and the watch ends for the join when this game is over (or, sooner, when the
game comes to wait on that seat). Nothing on the wire changes: the host's ``update``
already says which seats are open and who plays each.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from dataclasses import dataclass

from ..engine import Phase, SeatView
from ..i18n import _
from ..i18n.cards import card_name
from ..i18n.events import describe_events
from ..i18n.seating import seat_open_short
from ..i18n.timer import timeout_announcement, turn_time_sentence, waiting_sentence
from .client import Heard
from .link import Link

#: The reason a watch ended when the host said none (``words.refused`` words it).
LOST = "lost"


@dataclass(frozen=True)
class Sit:
    """The watch ended for the watcher to take the open seat ``name``."""

    name: str


def open_seats_line(names: list[str], now: bool = True) -> str:
    """What a watcher reads while seats are open: which, and the key that takes one
    (``now``: the game waits on one of them; else computer players hold them for now)."""
    if now:
        text = _("Open seats: {names}. S and Enter takes one: you stop watching and play.")
    else:
        text = _(
            "Open seats: {names}, played by a computer until this game ends. S and Enter "
            "takes one for the next game: you watch until then."
        )
    return text.format(names=", ".join(names))


def waited_on(heard: Heard) -> list[int]:
    """The open seats nobody plays now (no computer player, no turn timer's): the game
    stops at their turn until someone takes them."""
    return [s for s in sorted(heard.open) if s not in heard.bots and s not in heard.timed_out]


def next_game_line(name: str) -> str:
    """The watcher asked for a seat a computer holds this game."""
    return _(
        "{name}'s seat is yours from the next game: a computer plays it until this game "
        "ends. You watch until then."
    ).format(name=name)


def sit_now(heard: Heard, wanted: str) -> Sit | str | None:
    """Whether the seat ``wanted`` (asked for the next game) is the watcher's now: ``Sit``
    when this game is over (or the game waits on that seat), a sentence when someone else
    took it, ``None`` while a computer plays it on."""
    view = heard.view
    if view is None:
        return None
    seat = view.names.index(wanted) if wanted in view.names else -1
    if seat not in heard.open:
        return _("Someone else took {name}'s seat.").format(name=wanted)
    if view.phase is Phase.GAME_OVER or seat in waited_on(heard):
        return Sit(wanted)
    return None


def table_line(view: SeatView, away: frozenset[int], open_: frozenset[int] = frozenset()) -> str:
    """The public table in one line: the round, each player's cards and score, the
    discard pile's top card, and whose turn it is (``open_``: the seats nobody took yet,
    among those ``away``)."""
    seats = ", ".join(
        _("{name} {cards} cards ({score} points)").format(
            name=name, cards=view.hand_sizes[seat], score=view.scores[seat]
        )
        for seat, name in enumerate(view.names)
    )
    if view.phase is Phase.GAME_OVER and view.winner is not None:
        turn = _("{name} wins the game").format(name=view.names[view.winner])
    elif view.phase is Phase.ROUND_OVER:
        turn = _("the round is over")
    elif view.current is not None and view.current in open_:
        turn = seat_open_short(view.names[view.current])
    elif view.current is not None and view.current in away:
        turn = _("waiting for {name}").format(name=view.names[view.current])
    elif view.current is not None:
        turn = _("{name} to play").format(name=view.names[view.current])
    else:
        turn = ""
    return _("Round {round} · {seats} · {top} on the pile · {turn}").format(
        round=view.round, seats=seats, top=card_name(view.top), turn=turn
    )


class Watcher:
    """Turns the snapshots a watching link receives into lines, each said once."""

    def __init__(self, say: Callable[[str], None]) -> None:
        self.say = say
        self._told = 0
        self._game: int | None = None
        self._last = ""
        self._open: tuple[frozenset[int], bool] = (frozenset(), True)
        #: The turn timer's wait (every person out of time) is said, once a wait.
        self._waiting = False
        #: The turn time last said (version 6: the host sends it).
        self._turn_time = 0

    def news(self, snapshot: Heard) -> None:
        view = snapshot.view
        if view is None:
            return
        if snapshot.game != self._game:
            self._game, self._told = snapshot.game, 0
        if snapshot.turn_time != self._turn_time:
            self._turn_time = snapshot.turn_time
            if snapshot.turn_time > 0:
                self.say(turn_time_sentence(snapshot.turn_time))
        events = snapshot.events
        new = list(events[self._told :])
        for sentence in describe_events(new, view.names):
            self.say(sentence)
        # The turn timer, said on every screen (a whole log, at the start, is one
        # action's events no longer).
        timed_out, away = snapshot.timed_out, snapshot.away
        said = timeout_announcement(new, timed_out, view.names, away=away) if self._told else None
        if said is not None:
            self.say(said[1])
        self._told = len(events)
        due = snapshot.due
        if snapshot.paused and due is not None and not self._waiting:
            self.say(waiting_sentence(view.names[due]))
        self._waiting = snapshot.paused
        line = table_line(view, snapshot.away, snapshot.open)
        if line != self._last:
            self._last = line
            self.say(line)
        now = bool(waited_on(snapshot)) or view.phase is Phase.GAME_OVER
        if (snapshot.open, now) != self._open:
            self._open = (snapshot.open, now)
            if snapshot.open:
                self.say(open_seats_line([view.names[s] for s in sorted(snapshot.open)], now))


async def watch(
    host: str,
    port: int,
    code: str,
    say: Callable[[str], None],
    sit: asyncio.Event | None = None,
) -> str | Sit:
    """Watch the table until the connection ends; the reason it ended (a protocol reason
    code, or ``"lost"``), or ``Sit`` when ``sit`` was set while a seat was open (the
    watcher asked to play: the first open seat the game waits on, at once; else the
    first open seat, once this game is over). ``Refused``, ``Unproven`` or ``Lost`` when
    it cannot start."""
    link = Link()
    await link.watch(host, port, code)
    watcher = Watcher(say)
    table = link.table
    assert table is not None
    wish = sit or asyncio.Event()
    #: The open seat asked for, the watcher's from the next game.
    wanted: str | None = None
    try:
        watcher.news(table.snapshot)
        while link.ended is None:
            news = asyncio.ensure_future(link.wait_update())
            asked = asyncio.ensure_future(wish.wait())
            await asyncio.wait((news, asked), return_when=asyncio.FIRST_COMPLETED)
            news.cancel()
            asked.cancel()
            heard = table.snapshot
            watcher.news(heard)
            if wish.is_set() and wanted is None:
                wish.clear()
                if heard.view is None or not heard.open:
                    say(_("No seat is open now."))
                    continue
                free = waited_on(heard) or sorted(heard.open)
                wanted = heard.view.names[free[0]]
                if sit_now(heard, wanted) is None:
                    say(next_game_line(wanted))
            elif wish.is_set() and wanted is not None:  # asked again: the same answer
                wish.clear()
                say(next_game_line(wanted))
            if wanted is not None:
                now = sit_now(heard, wanted)
                if isinstance(now, Sit):
                    return now
                if now is not None:
                    say(now)
                    wanted = None
    finally:
        await link.close()
    return link.ended or LOST
