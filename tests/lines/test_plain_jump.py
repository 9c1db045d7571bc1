"""Jump-in (docs/RULES.md HR6) at a joined seat in lines (``uno-tui join --plain``): the
host's table on a thread of this process, the joined seat's ``JoinedLines`` on the table
its link hears (``net.heard.HeardTable``), read from memory. Ana holds the Red 7 the
round starts on; Carla's terminal has not joined, so her first turn waits and Ana's
chance stays open until she takes it."""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterator

import pytest
from app.scenarios import deal
from net.threaded import HostThread

from uno_tui.engine import Card, Play, Rules
from uno_tui.engine.events import CardPlayed, JumpedIn
from uno_tui.i18n import activate
from uno_tui.lines.console import Console, TimerClock
from uno_tui.lines.joined import JoinedLines
from uno_tui.net.heard import HeardTable
from uno_tui.net.linkthread import LinkThread

R7 = Card.from_code("R7")
HANDS = deal(
    ["R7 B1 G2 Y3 B4 G5 Y6", "R1 R2 R3 B7 G7 Y7 B8", "G1 G3 G4 G6 G8 G9 Y1"],
    "R7",
    dealer=1,  # Carla plays first, at a terminal that has not joined
)
#: The offer, and the answer that takes it, in each language.
OFFER = {
    "en": ("Ana, you hold the card on top, Red 7: you may jump in", "1: jumps in with Red 7."),
    "pt_PT": ("Ana, tens a carta do topo", "1: entra fora de vez com 7 Vermelho."),
    "pt_BR": ("Ana, você tem a carta do topo", "1: entra fora da vez com 7 Vermelho."),
    "es": ("Ana, tienes la carta de arriba", "1: entra fuera de turno con 7 Rojo."),
}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")


class Joined:
    """Ana's seat in lines: ``until`` runs its loop until the printed text satisfies a
    test (the host's news wakes it), ``type`` answers."""

    def __init__(self, host: HostThread) -> None:
        self.link = LinkThread()
        assert self.link.connect("127.0.0.1", host.port, code=host.host.code) == 0
        self.link.call(self.link.link.wait_update(0), 10)
        self.out = io.StringIO()
        read, self.pipe = os.pipe()
        self.lines = JoinedLines(
            HeardTable(self.link, f"127.0.0.1:{host.port}"), Console(read, self.out), TimerClock()
        )
        self.lines.start()

    def until(self, done: Callable[[str], bool]) -> str:
        for _look in range(200):  # (each look waits for news at most 0.05 s)
            self.lines.update()
            if done(self.out.getvalue()):
                return self.out.getvalue()
            self.lines.console.read(0.05)
        raise AssertionError("never said:\n" + self.out.getvalue())

    def type(self, text: str) -> None:
        self.lines.answer(text)

    def close(self) -> None:
        self.link.close()
        os.close(self.pipe)


@pytest.mark.parametrize("lang", ["en", "pt_PT", "pt_BR", "es"])
def test_a_joined_seat_in_lines_jumps_in(lang: str) -> None:
    activate(lang)
    host = HostThread(
        ("Ana", "Bruno", "Carla"),
        ("human", "cpu-easy", "human"),
        [0, 2],
        deals=[HANDS],
        rules=Rules(jump_in=True),
        reaction_scale=0.0,
    )
    ana = Joined(host)
    try:
        offer, choice = OFFER[lang]
        said = ana.until(lambda text: choice in text)
        assert offer in said and said.endswith(choice + "\n")  # the last line: what to type
        ana.type("1")
        game = host.session.game
        assert game is not None
        events = host.run(lambda: list(game.events))
        at = events.index(JumpedIn(0))
        assert events[at + 1] == CardPlayed(0, R7, R7.color)
        jumped = {"en": "Ana jumps in with Red 7.", "pt_PT": "Ana entra fora de vez com 7"}
        ana.until(lambda text: jumped.get(lang, "Ana ") in text[len(said) :])
    finally:
        ana.close()
        host.close()


def test_a_jump_in_that_lost_the_race_says_who_played_first() -> None:
    """Ana's offer is on show when Bruno (at the host, here) plays his Red 5: Ana's 1
    comes too late, and the line says so rather than a rule's refusal."""
    hands = deal(
        ["R7 B1 G2 Y3 B4 G5 Y6", "R5 R2 R3 B7 G7 Y7 B8", "R1 G3 G4 G6 G8 G9 Y1"], "R7", dealer=0
    )
    host = HostThread(
        ("Ana", "Bruno", "Carla"),
        ("human", "human", "human"),
        [0, 1, 2],
        deals=[hands],
        rules=Rules(jump_in=True),
    )
    ana = Joined(host)
    try:
        said = ana.until(lambda text: "1: jumps in with Red 7." in text)
        R5 = Card.from_code("R5")
        host.run(lambda: host.conductor.submit(1, Play(1, R5)))
        table = ana.lines.heard
        for _look in range(200):  # the link hears of it (the prompt is not looked at again)
            if table.table.snapshot.view is not None and table.table.snapshot.view.top == R5:
                break
            ana.lines.console.read(0.05)
        ana.type("1")
        assert ana.out.getvalue()[len(said) :].endswith("Too late: Bruno played first.\n")
        game = host.session.game
        assert game is not None and R7 in game.hands[0]  # nothing lost
    finally:
        ana.close()
        host.close()
