"""``join --plain`` says what the game waits on when it is a seat nobody plays, as the
full-screen terminal's table line does (found in the SSH play-test: with Carla's seat
open and nobody joining, Bruno's line mode said nothing after the deal, and Enter said
only "It is Carla's turn.", while his full-screen terminal said "Carla's seat is open:
waiting for someone to join.")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lines.plain_joined import joined_lines
from net.test_turn_time import cards
from net.threaded import HostThread

from uno_tui.engine import Card, DealSpec
from uno_tui.i18n import activate
from uno_tui.net.link import LinkThread

#: Ana (seat 0, the joined seat in lines) plays first, then Bruno (an open seat), then
#: Carla (a computer player).
ANA_FIRST = DealSpec(
    hands=(cards("G1 G2 G3 G4 G5"), cards("R5 R6 R7 B2 B3"), cards("R1 R2 R3 Y4 Y5")),
    start=Card.from_code("G9"),
    draw_pile=cards("B1 B4 B5 B6 B7 B8 Y1 Y2"),
    dealer=2,
)

WORDS = {
    "en": ("Bruno's seat is open: waiting for someone to join.", "Waiting for Bruno to come back…"),
    "pt_BR": (
        "O lugar de Bruno está livre: esperando alguém entrar.",
        "Esperando Bruno voltar…",
    ),
}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")


@pytest.mark.parametrize("lang", list(WORDS))
def test_join_plain_says_the_game_waits_on_an_open_seat_then_on_its_player(lang: str) -> None:
    activate(lang)
    open_, back = WORDS[lang]
    host = HostThread(
        ("Ana", "Bruno", "Carla"), ("human", "human", "cpu-easy"), [0, 1], deals=[ANA_FIRST]
    )
    bruno: LinkThread | None = None
    try:
        with joined_lines(host) as joined:
            joined.until(lambda text: "1:" in text)
            joined.lines.answer("1")  # Ana plays: the game waits on Bruno's open seat
            said = joined.until(lambda text: open_ in text)
            assert said.count(open_) == 1
            bruno = LinkThread()  # Bruno takes the seat, and his connection drops
            assert bruno.connect("127.0.0.1", host.port, code=host.host.code) == 1
            bruno.call(bruno.link.wait_update(0), 10)
            bruno.close()
            said = joined.until(lambda text: back in text)
            assert said.count(back) == 1 and said.count(open_) == 1
    finally:
        host.close()
