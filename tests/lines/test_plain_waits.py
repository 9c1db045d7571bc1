"""``join --plain`` says what the game waits on when it is a seat nobody plays, as the
full-screen terminal's table line does (found in the SSH play-test: with Carla's seat
open and nobody joining, Bruno's line mode said nothing after the deal, and Enter said
only "It is Carla's turn.", while his full-screen terminal said "Carla's seat is open:
waiting for someone to join.")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lines.plain_joined import joined_lines
from lines.test_plain_turn_time import ANA_FIRST  # (Ana, then Bruno, then Carla)
from net.threaded import HostThread

from uno_tui.i18n import activate
from uno_tui.net.linkthread import LinkThread

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
