"""The turn timer's time in lines (protocol version 6): ``host --plain`` says it for its
own seat, and ``join --plain`` for a joined seat, as each decision is asked (``30 s to
decide.``), counted from when the decision came; Enter alone says the question again, with
the time left then. Times are the tests' own (``TimerClock(now)``)."""

from __future__ import annotations

import io
import os
from collections.abc import Iterator

import pytest
from lines.plain_joined import joined_lines
from lines.test_lines import Lines
from net.test_turn_time import BRUNO_FIRST, Now, cards
from net.threaded import HostThread, timed_host

from uno_tui.engine import Action, Card, Catch, DealSpec, Play, SayUno
from uno_tui.i18n import activate
from uno_tui.i18n.timer import time_left
from uno_tui.lines.console import Console, TimerClock
from uno_tui.lines.joined import JoinedLines
from uno_tui.net.heard import HeardTable
from uno_tui.net.linkthread import LinkThread

#: "30 s to decide." in each language.
LEFT = {
    "en": "{n} s to decide.",
    "pt_PT": "{n} s para decidir.",
    "pt_BR": "{n} s para decidir.",
    "es": "{n} s para decidir.",
}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")


def test_host_plain_says_the_time_left_as_a_decision_is_asked() -> None:
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"], pace=1.0, turn_time=30)
    said = lines.new()
    assert "Ana, your turn.\nYour hand, 3 cards: Red 2, Blue 5, Wild.\n30 s to decide.\n" in said
    assert lines.wait(12) == ""
    assert "18 s to decide." in lines.type("")  # Enter alone: the question, and the time


def test_without_a_timer_no_time_is_said() -> None:
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"])
    assert "to decide" not in lines.out.getvalue()


@pytest.mark.parametrize("lang", list(LEFT))
def test_join_plain_says_the_host_s_turn_time(lang: str) -> None:
    activate(lang)
    host = timed_host(BRUNO_FIRST)
    now = Now()
    try:
        with joined_lines(host, now) as joined:
            host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R5"))))
            host.advance(5)  # Carla plays: Ana's decision is due
            said = joined.until(lambda text: LEFT[lang].format(n=30) in text)
            now.time += 20.5
            start = len(said)
            joined.lines.answer("")
            again = joined.until(lambda text: "decid" in text[start:])[start:]
            assert LEFT[lang].format(n=10) in again
    finally:
        host.close()


#: Ana (seat 0, at a joined terminal) plays first: her decision is under way as she joins.
ANA_FIRST = DealSpec(
    hands=(cards("G1 G2 G3 G4 G5"), cards("R5 R6 R7 B2 B3"), cards("R1 R2 R3 Y4 Y5")),
    start=Card.from_code("G9"),
    draw_pile=cards("B1 B4 B5 B6 B7 B8 Y1 Y2"),
    dealer=2,
)


def bruno_s(host: HostThread) -> Action:
    """Bruno's first decision that is no catch and no UNO: a draw, then keeping it."""
    game = host.conductor.session.game
    assert game is not None and game.current == 1
    return next(a for a in game.legal_actions() if not isinstance(a, Catch | SayUno))


def test_a_decision_under_way_as_the_seat_joins_counts_what_the_host_has_left() -> None:
    """The host says how long the decision has run (version 7): the seat that joins 12 s
    into its own decision is told the 18 s left, never the whole 30 again (nor, as before
    version 7, nothing); the next decision is counted from its start."""
    host = timed_host(ANA_FIRST)
    link = LinkThread()
    out = io.StringIO()
    read, pipe = os.pipe()
    try:
        host.advance(12)  # (the host's timer for Ana's decision runs meanwhile)
        assert link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        link.call(link.link.wait_update(0), 10)
        lines = JoinedLines(
            HeardTable(link, f"127.0.0.1:{host.port}"), Console(read, out), TimerClock(Now())
        )
        lines.start()
        for _look in range(200):
            lines.update()
            if "Ana, your turn." in out.getvalue():
                break
            lines.console.read(0.05)
        said = out.getvalue()
        assert "Ana, your turn." in said and "18 s to decide." in said, said
        assert "30 s to decide" not in said
        lines.answer("1")  # Ana plays her Green 1; Bruno, at the host, draws and keeps
        for _step in range(2):
            host.run(lambda: host.conductor.submit(1, bruno_s(host)))
        host.advance(5)  # Carla plays: Ana's next decision is counted from its start
        for _look in range(200):
            lines.update()
            if "30 s to decide." in out.getvalue()[len(said) :]:
                break
            lines.console.read(0.05)
        assert "30 s to decide." in out.getvalue()[len(said) :], out.getvalue()
    finally:
        link.close()
        os.close(pipe)
        host.close()


def test_no_time_is_counted_while_the_first_deal_waits_and_all_of_it_after() -> None:
    """A hosted table's first deal waits for its terminals (``net.firstdeal``): the
    host's timer is suspended meanwhile, and the count starts when the deal is made, as
    the host's timer does (found playing host --plain in tmux: '16 s to decide' told
    a few seconds after the deal, the wait counted)."""
    lines = Lines(["R2 B5 W", "G1 G2 G3"], "R7", ["human", "cpu-normal"], turn_time=30)
    conductor, clock = lines.conductor, lines.table.turn_clock
    conductor.turns.suspended = True  # (as net.firstdeal holds the table)
    conductor.publish()
    assert clock.left(conductor.snapshot, 0) is None
    lines.now += 9  # waiting for the terminals
    conductor.turns.suspended = False  # dealt
    conductor.publish()
    assert clock.left(conductor.snapshot, 0) == 30
    lines.now += 4
    assert clock.left(conductor.snapshot, 0) == 26


#: What the one person at a terminal is told when a computer player took their decision,
#: and when the table then waits for them, in each language.
OUT_OF_TIME = {
    "en": (
        "You ran out of time: a computer player moved for you, until you press a key again.",
        "Ana ran out of time",
    ),
    "es": ("Se te acabó el tiempo", "A Ana se le acabó el tiempo"),
}


@pytest.mark.parametrize("lang", list(OUT_OF_TIME))
def test_join_plain_tells_its_player_they_ran_out_of_time_as_you(lang: str) -> None:
    """Found in the SSH play-test: Bruno's own ``join --plain`` said "Bruno ran out of
    time: a computer player moved for Bruno, until Bruno presses a key again", where the
    full-screen terminal says "You ran out of time…"."""
    activate(lang)
    you, third = OUT_OF_TIME[lang]
    host = timed_host(BRUNO_FIRST)
    try:
        with joined_lines(host, Now()) as joined:
            host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R5"))))
            host.advance(5)  # Carla plays: Ana's decision is due
            mine = "\n" + time_left(30) + "."  # (her own count, not "Bruno's turn · 30 s")
            joined.until(lambda text: mine in text)
            host.advance(30)  # Ana's time is up: a computer player moves for her
            said = joined.until(lambda text: you in text or third in text)
            assert you in said and third not in said, said
    finally:
        host.close()
