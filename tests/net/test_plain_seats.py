"""``host --plain`` says what happens at the seats other terminals play, as it happens
(issue 35, the host's seat in lines): a terminal taking the open seat, leaving, and coming
back, in the same words in every language (``i18n.seating.seat_news``). The host's table
and its line mode on this test's loop; the terminal is a ``Link``."""

from __future__ import annotations

import asyncio
import io
from collections.abc import Iterator

import pytest

from net.plain_host import plain_host
from uno_tui.i18n import activate
from uno_tui.lines.hosted import HostedLines
from uno_tui.net.link import Link
from uno_tui.table.session import GameSession

#: Bruno takes the open seat; Bruno leaves; Bruno is back.
WORDS = {
    "en": (
        "Bruno joined from another terminal and took the open seat.",
        "Bruno left the table: the seat waits for Bruno to come back.",
        "Bruno is back at the table.",
    ),
    "pt_PT": (
        "Bruno entrou noutro terminal e ficou com o lugar livre.",
        "Bruno saiu da mesa: o lugar fica à espera que Bruno volte.",
        "Bruno voltou à mesa.",
    ),
    "pt_BR": (
        "Bruno entrou por outro terminal e ficou com o lugar livre.",
        "Bruno saiu da mesa: o lugar fica esperando Bruno voltar.",
        "Bruno voltou para a mesa.",
    ),
    "es": (
        "Bruno se unió desde otro terminal y ocupó el puesto libre.",
        "Bruno dejó la mesa: el puesto espera a que Bruno vuelva.",
        "Bruno volvió a la mesa.",
    ),
}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")


async def said_after(lines: HostedLines, out: io.StringIO, start: int, words: str) -> str:
    """Run the host's line mode until ``words`` are printed after ``start``."""
    for _ in range(500):
        lines.update()
        if words in out.getvalue()[start:]:
            return out.getvalue()[start:]
        await asyncio.sleep(0.01)
    raise AssertionError(f"never said {words!r}:\n{out.getvalue()[start:]}")


@pytest.mark.parametrize("lang", list(WORDS))
async def test_host_plain_says_a_seat_taken_left_and_taken_back(lang: str) -> None:
    activate(lang)
    taken, left, back = WORDS[lang]
    session = GameSession(seed=3)
    session.new_game(["Ana", "Bruno", "Carla"], 500, ("human", "human", "cpu-easy"))
    links: list[Link] = []
    async with plain_host(session) as host:  # (nobody's time runs out here)
        lines, out, port, net = host.lines, host.out, host.port, host.net
        try:
            lines.start()
            lines.update()
            assert taken not in out.getvalue()
            bruno = Link()
            links.append(bruno)
            await bruno.connect("127.0.0.1", port, code=net.code)
            said = await said_after(lines, out, 0, taken)
            assert said.count(taken) == 1 and left not in said
            start = len(out.getvalue())
            await bruno.close()
            said = await said_after(lines, out, start, left)
            assert back not in said
            start = len(out.getvalue())
            again = Link()
            links.append(again)
            await again.connect("127.0.0.1", port, seat=1, key=bruno.key)
            said = await said_after(lines, out, start, back)
            assert taken not in said and said.count(back) == 1
        finally:
            for link in links:
                await link.close()
