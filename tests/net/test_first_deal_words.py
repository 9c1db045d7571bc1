"""The host's words while the first deal waits for a terminal that took its seat but
has not shared in the shuffle (docs/SECURITY.md, "Which rounds are shared"): they name
whose terminal is awaited and what Enter does (deals without that share; the seat plays
all the same), at ``host --plain`` and on the full-screen host's dealer draw alike. A
terminal that never shares in held the first deal with only "Shuffling the first deal
with the joined terminals…" on show. Real ``Link`` terminals; every language."""

from __future__ import annotations

import asyncio
import io
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import pytest
from app.driver import Table, visible_text

import uno_tui.cli  # noqa: F401  (the commands module is imported through the CLI's)
from net.plain_host import plain_host
from uno_tui.i18n import activate, install
from uno_tui.lines.hosted import HostedLines
from uno_tui.net.client import RemoteTable
from uno_tui.net.host import TableHost
from uno_tui.net.link import Link
from uno_tui.table.options import AppOptions
from uno_tui.table.seats import HUMAN
from uno_tui.table.session import GameSession
from uno_tui.ui.screens.dealer import DealerDrawScreen

from .table import until
from .test_host_setup import a_host, squash

#: Whose share is awaited, and what Enter does then, in each language.
AWAITED = {
    "en": (
        "Waiting for Bruno's terminal to send its share of the first deal's shuffle.",
        "Enter deals now, without it: Bruno plays all the same.",
    ),
    "pt_PT": (
        "À espera de que o terminal de Bruno envie a sua parte para baralhar a primeira "
        "distribuição.",
        "Enter dá as cartas já, sem ela: Bruno joga na mesma.",
    ),
    "pt_BR": (
        "Esperando o terminal de Bruno enviar sua parte para embaralhar a primeira distribuição.",
        "Enter distribui agora, sem ela: Bruno joga do mesmo jeito.",
    ),
    "es": (
        "Esperando a que el terminal de Bruno envíe su parte para barajar el primer reparto.",
        "Enter reparte ya, sin ella: Bruno juega igualmente.",
    ),
}


class Host:
    """Ana at the host's keyboard in lines, Bruno's seat open, Carla a computer player;
    the first deal waits for Bruno's terminal. What the host printed: ``said``."""

    def __init__(self, lines: HostedLines, net: TableHost, out: io.StringIO) -> None:
        self.lines, self.net, self.out = lines, net, out

    @property
    def said(self) -> list[str]:
        return self.out.getvalue().splitlines()


@asynccontextmanager
async def waiting_host() -> AsyncIterator[Host]:
    session = GameSession(seed=31)
    session.new_game(["Ana", "Bruno", "Carla"], 500, ("human", "human", "cpu-easy"))
    async with plain_host(session, share_first=True) as host:
        host.lines.start()
        host.lines.update()
        assert host.net.first.waiting
        yield Host(host.lines, host.net, host.out)


async def sit_without_sharing(host: Host, monkeypatch: pytest.MonkeyPatch) -> Link:
    """Bruno's seat taken by a terminal that never sends its share (its commitment)."""
    monkeypatch.setattr(RemoteTable, "take_shuffle", lambda self, message: None)
    link = Link()
    port = host.net._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]
    await link.connect("127.0.0.1", port, code=host.net.code, name="Bruno")
    await until(lambda: link.updates > 0, link)
    for _turn in range(20):  # (the host hears the seat taken, and asks for a share)
        await asyncio.sleep(0)
    host.lines.update()
    return link


@pytest.fixture(autouse=True)
def _plain(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


@pytest.mark.parametrize("lang", list(AWAITED))
async def test_host_plain_names_the_terminal_the_first_deal_waits_for(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    activate(lang)
    try:
        async with waiting_host() as host:
            link = await sit_without_sharing(host, monkeypatch)
            try:
                awaited, enter = AWAITED[lang]
                assert host.said[-2:] == [awaited, enter], host.said  # (no J: no open seat)
                assert host.net.first.waiting
                host.lines.answer("")  # Enter: dealt without Bruno's share
                await until(lambda: not host.net.first.waiting)
                host.lines.update()
                assert host.net.seats[1].key is not None  # (Bruno's seat stays his)
            finally:
                await link.close()
    finally:
        activate("en")


@pytest.mark.parametrize("lang", ["en", "es"])
async def test_the_full_screen_host_names_the_terminal_the_first_deal_waits_for(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The host's dealer draw says it alike (and Enter deals without that share)."""
    app, port = a_host(
        AppOptions(players=("Ana", "Bruno"), seed=1, bot_pace=0.2, lang=lang), {1: "Bruno"}
    )
    app.new_game(("Ana", "Bruno"), 100, (HUMAN, HUMAN))
    monkeypatch.setattr(RemoteTable, "take_shuffle", lambda self, message: None)
    bruno = Link()
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)
            await table.wait_for(DealerDrawScreen)
            await until(lambda: app.net._server is not None)
            await bruno.connect("127.0.0.1", port, code=app.net.code, name="Bruno")
            await until(lambda: bruno.updates > 0, bruno)
            awaited, enter = AWAITED[lang]
            for _look in range(200):  # (the seat taken is news the screen takes)
                shown = squash(visible_text(app))
                if awaited in shown:
                    break
                await pilot.pause(0.02)
            assert f"{awaited} {enter}" in shown, shown
            assert app.net.first.waiting
            await table.press("enter")
            await until(lambda: not app.net.first.waiting)
    finally:
        await bruno.close()
        install(None)
        activate("en")
