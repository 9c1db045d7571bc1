"""The turn time at every terminal (protocol version 6): a host with ``--turn-time`` sends
the seconds a person has for a decision, and a joined terminal counts them down on its
hand's top bar, as the host's own hand does, at 80x24 with NO_COLOR in every language; a
watcher is told once; a terminal of version 5 is refused with ``upgrade``. The host's
timer runs on a fake clock, and so does the terminal's count (``app.keys.clock``)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from app.driver import Table, screen_text, until_drawn, visible_text
from app.scenarios import deal
from fakeclock import LoopFakeClock
from textual.widgets import Static

import uno_tui.cli  # noqa: F401  (the commands module is imported through the CLI's)
from uno_tui.engine import Card, DealSpec, Game, Play, make_setup
from uno_tui.engine.view import seat_view
from uno_tui.net import protocol as p
from uno_tui.net.client import Heard, Refused
from uno_tui.net.link import Link
from uno_tui.net.watch import Watcher
from uno_tui.net.words import refused as refused_words
from uno_tui.table.options import AppOptions
from uno_tui.table.seats import HUMAN, cpu
from uno_tui.ui import timeouts
from uno_tui.ui.app import UnoApp

from .table import hosted
from .test_client_app import joined, until_shown
from .test_decision_gone_host import until
from .test_host_setup import a_host
from .test_shared_shuffles import speaking
from .threaded import timed_host


@pytest.fixture(autouse=True)
def _no_color_and_quick_ticks(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setattr(timeouts, "TICK", 0.02)  # (the count is drawn again at once)


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


#: Bruno (seat 1, at the host's keyboard) plays first, then Carla (a computer), then Ana
#: (seat 0, at a joined terminal).
BRUNO_FIRST = DealSpec(
    hands=(cards("G1 G2 G3 G4 G5"), cards("R5 R6 R7 B2 B3"), cards("R1 R2 R3 Y4 Y5")),
    start=Card.from_code("R9"),
    draw_pile=cards("B1 B4 B5 B6 B7 B8 Y1 Y2"),
    dealer=0,
)

#: "30 s to decide" and "18 s to decide" in each language.
WORDS = {
    "en": "{n} s to decide",
    "pt_PT": "{n} s para decidir",
    "pt_BR": "{n} s para decidir",
    "es": "{n} s para decidir",
}


class Now:
    """A terminal's clock the test moves on."""

    def __init__(self) -> None:
        self.time = 1000.0

    def __call__(self) -> float:
        return self.time


def top_line(app: UnoApp) -> str:
    """The screen's top bar (its first line with words)."""
    return next((line for line in screen_text(app.screen).splitlines() if line.strip()), "")


async def until_said(table: Table, words: str) -> str:
    for _ in range(300):
        line = top_line(table.app)  # type: ignore[arg-type]
        if words in line:
            return line
        await table.pilot.pause(0.02)
    raise AssertionError(f"{words!r} never on the top bar: {top_line(table.app)!r}")  # type: ignore[arg-type]


@pytest.mark.parametrize("lang", list(WORDS))
async def test_a_joined_hand_counts_the_turn_time_down(lang: str) -> None:
    host = timed_host(BRUNO_FIRST)
    async with joined(host, key_guard=0.0, lang=lang) as (app, table):
        now = app.keys.clock = Now()
        await until_shown(table, lambda: app.view(0).current == 1)
        host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R5"))))
        host.advance(5)  # Carla plays: Ana's decision is due, and her time starts
        await until_shown(table, lambda: type(app.screen).__name__ == "JoinedHandScreen")
        assert app.table_reader.snapshot.seating.turn_time == 30
        line = await until_said(table, WORDS[lang].format(n=30))
        assert "Ana" in line  # (whose turn, and the time: both on the top bar at 80 columns)
        now.time += 12
        await until_said(table, WORDS[lang].format(n=18))
        now.time += 30
        await until_said(table, WORDS[lang].format(n=0))


@asynccontextmanager
async def timed_hand(hands: list[str], lang: str | None = None) -> AsyncIterator[tuple[Table, Now]]:
    """A hosted table of Ana (here), Bruno (at another terminal) and Carla (a computer),
    45 s for each decision, dealt ``hands`` (R9 on top, Ana first), up to Ana's hand; the
    turn timer never runs out here, and the test moves the terminal's clock."""
    options = AppOptions(players=("Ana", "Bruno", "Carla"), seed=1, bot_pace=0.0, lang=lang)
    app, _port = a_host(options, {1: "Bruno"})
    app.conductor.clock = LoopFakeClock()
    app.conductor.turns.seconds = 45.0
    app.session.deals = [deal(hands, "R9", dealer=2)]  # type: ignore[misc]
    now = app.keys.clock = Now()
    app.new_game(("Ana", "Bruno", "Carla"), 100, (HUMAN, HUMAN, cpu("easy")))
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        await until(table, "HandScreen")
        yield table, now


async def test_the_host_s_own_hand_counts_it_down_the_same_way() -> None:
    async with timed_hand(["W G1 G2", "Y4 Y5 Y6", "B1 B2 B3"]) as (table, now):
        await until_said(table, "45 s to decide")
        now.time += 5.5
        await until_said(table, "40 s to decide")


#: "Bruno's turn · 45 s to decide", "… 40 s …" in each language.
WAITING = {
    "en": "Bruno's turn · {n} s to decide",
    "pt_PT": "Vez de Bruno · {n} s para decidir",
    "pt_BR": "Vez de Bruno · {n} s para decidir",
    "es": "Turno de Bruno · {n} s para decidir",
}


@pytest.mark.parametrize(
    "lang",
    ["en", *(pytest.param(lang, marks=pytest.mark.slow) for lang in ("pt_PT", "pt_BR", "es"))],
)
async def test_the_host_counts_down_the_time_of_a_seat_played_elsewhere(lang: str) -> None:
    """While Bruno decides at another terminal, the host's table says his time left on
    its top bar, as his own hand does there."""
    async with timed_hand(["R1 G1 G2", "Y4 Y5 Y6", "B1 B2 B3"], lang) as (table, now):
        await table.play(Card.from_code("R1"))  # Ana plays: Bruno's decision is due
        await until(table, "RemoteTurnScreen")
        await until_said(table, WAITING[lang].format(n=45))
        now.time += 5.5
        await until_said(table, WAITING[lang].format(n=40))


async def test_a_joined_terminal_counts_down_another_person_s_time() -> None:
    """At a joined terminal (Ana's), Bruno's decision at the host's keyboard comes with
    his time left on the table's top bar, counted from when the terminal heard of it
    (less what the host says it had already run: version 7)."""
    host = timed_host(BRUNO_FIRST)
    async with joined(host, key_guard=0.0) as (app, table):
        now = app.keys.clock = Now()
        await until_shown(table, lambda: app.view(0).current == 1)
        # (Bruno's first decision was under way as Ana joined: the host's time left for
        # it, all of it here: the host's clock has not moved; test_turn_spent moves it.)
        await until_said(table, "Bruno's turn · 30 s to decide")
        host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R5"))))
        host.advance(5)  # Carla plays
        await until_shown(table, lambda: type(app.screen).__name__ == "JoinedHandScreen")
        await table.press("d")  # Ana draws (no card of hers matches): Bruno's turn again
        for _ in range(300):
            if type(app.screen).__name__ == "RemoteTableScreen":
                break
            if type(app.screen).__name__ == "DrewAloneDialog":
                await table.press("enter")  # (the card she drew, and her turn is over)
            await table.pilot.pause(0.01)
        await until_said(table, "Bruno's turn · 30 s to decide")
        now.time += 10
        await until_said(table, "Bruno's turn · 20 s to decide")


async def test_without_a_turn_timer_the_hand_says_no_time() -> None:
    host = timed_host(BRUNO_FIRST)
    host.run(lambda: setattr(host.conductor.turns, "seconds", 0.0))
    async with joined(host, key_guard=0.0) as (app, table):
        await until_shown(table, lambda: app.view(0).current == 1)
        host.run(lambda: host.conductor.submit(1, Play(1, Card.from_code("R5"))))
        host.advance(5)
        await until_shown(table, lambda: type(app.screen).__name__ == "JoinedHandScreen")
        await table.pilot.pause(0.1)
        await until_drawn(table.pilot)
        assert "s to decide" not in visible_text(app)
        assert "Ana's turn" in top_line(app)


async def test_update_carries_the_turn_time_and_a_version_5_terminal_is_told_to_upgrade() -> None:
    table = await hosted(("human", "cpu-easy", "cpu-easy"), (0,))
    table.conductor.turns.seconds = 20.0
    table.conductor.publish()  # (as a host's timer is set before its table opens)
    try:
        ana = await table.join()
        assert ana.table is not None
        assert ana.table.snapshot.turn_time == 20
        await ana.close()
        with pytest.raises(Refused) as refused:
            await Link().connect("127.0.0.1", table.port, code=table.host.code, protocol=5)
        assert (refused.value.reason, refused.value.protocol) == (p.UPGRADE, p.PROTOCOL)
        # …which that terminal words in one line (its words are those of version 5).
        with pytest.MonkeyPatch.context() as old:
            old.setattr(p, "PROTOCOL", 5)
            said = refused_words(refused.value.reason, protocol=refused.value.protocol)
        assert said == "The host runs a newer uno-tui: upgrade yours to join its table."
    finally:
        await table.close()


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", "Each person has 30 s for a decision; then a computer player moves for them."),
        ("es", "Cada persona tiene 30 s para cada decisión; luego un jugador de la máquina"),
    ],
)
def test_a_watcher_is_told_the_turn_time_once(lang: str, words: str) -> None:
    game = Game(make_setup(["Ana", "Bruno", "Carla"], seed=2, target=500))
    lines: list[str] = []
    with speaking(lang):
        watcher = Watcher(lines.append)
        for _ in range(2):
            view = seat_view(game, None)
            watcher.news(Heard(game=1, view=view, events=tuple(game.events), turn_time=30))
    assert sum(line.startswith(words) for line in lines) == 1, lines


async def test_a_count_under_the_scores_waits_and_is_right_once_they_close() -> None:
    """The scores opened over the table while Bruno decides cover it whole: its count is
    not drawn again meanwhile (each second's count made the scores paint again, for
    nothing a person could see); closed, the table says Bruno's time left then."""
    async with timed_hand(["R1 G1 G2", "Y4 Y5 Y6", "B1 B2 B3"]) as (table, now):
        await table.play(Card.from_code("R1"))  # Ana plays: Bruno's decision is due
        await until(table, "RemoteTurnScreen")
        await until_said(table, WAITING["en"].format(n=45))
        under = table.app.screen
        left = under.query_one("#topbar-left", Static)
        await table.press("s")
        await until(table, "ScoreScreen")
        said = str(left.render())
        now.time += 10
        await table.pilot.pause(0.2)  # (ten of the table's ticks, TICK 0.02 here)
        assert str(left.render()) == said
        await table.press("s")
        assert table.app.screen is under
        await until_said(table, WAITING["en"].format(n=35))
