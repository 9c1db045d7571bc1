"""The host's table while a seat is open (issue 37, item 4): a seat nobody has taken yet
is "open", not "waiting to come back", on the host's screen, a joined terminal's and a
watcher's line; the join code shows on every public screen the host waits on while a
seat is open (the screen of a turn played elsewhere, a computer player's turn), in every
language with NO_COLOR."""

from __future__ import annotations

from pathlib import Path

import pytest
from app.driver import Table, until_drawn, visible_text
from app.scenarios import deal

import uno_tui.cli  # noqa: F401  (the commands module is imported through the CLI's)
from uno_tui.engine import SeatView
from uno_tui.i18n import activate, install
from uno_tui.net.watch import table_line
from uno_tui.table.options import AppOptions
from uno_tui.table.saves import SaveStore
from uno_tui.table.seats import HUMAN, cpu
from uno_tui.ui.dialogs.quit import QuitDialog
from uno_tui.ui.hosted.hostapp import HostApp
from uno_tui.ui.hosted.screens import RemoteTurnScreen
from uno_tui.ui.screens import ScoreScreen, WatchScreen

from .test_host_setup import a_host, squash
from .threaded import HostThread

#: The open seat's words and the join line's first words, in each language.
SAID = {
    "en": ("Bruno's seat is open: waiting for someone to join.", "Open seat:"),
    "pt_PT": ("O lugar de Bruno está livre: à espera de que alguém entre.", "Lugar livre:"),
    "pt_BR": ("O lugar de Bruno está livre: esperando alguém entrar.", "Lugar livre:"),
    "es": ("El puesto de Bruno está libre: esperando a que alguien se una.", "Puesto libre:"),
}
COME_BACK = ("come back", "volte", "voltar", "vuelva")


async def deal_on_to(app: HostApp, table: Table, screen: type) -> None:
    """Enter past the hosted dealer draw until ``screen`` shows with the table open, then
    clear the notices (the join line's own notice would cover the screen's words)."""
    for _ in range(300):
        if isinstance(app.screen, screen) and app.net._server is not None:
            break
        if type(app.screen).__name__ == "HostedDealerDraw":
            await table.press("enter")
        await table.pilot.pause(0.01)
    app.clear_notifications()


@pytest.mark.parametrize("lang", list(SAID))
async def test_the_host_says_a_seat_nobody_took_is_open_with_the_join_code(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Ana deals; Bruno's seat is open and plays first: the host's screen says his seat is
    open (not that it waits for him to come back) and shows the join code. H lets a
    computer play for him: during its turn the code is still on show."""
    monkeypatch.setenv("NO_COLOR", "1")
    hands = deal(["R5 R7 G2", "B3 B4 Y6 Y8", "R3 R4 R6 R8"], "R9", dealer=0)
    app, _port = a_host(
        AppOptions(players=("Ana", "Bruno", "Carla"), seed=1, bot_pace=60.0, lang=lang),
        {1: "Bruno"},
    )
    app.session.deals = [hands]  # type: ignore[misc]
    try:
        app.new_game(("Ana", "Bruno", "Carla"), 100, (HUMAN, HUMAN, cpu()))
        async with app.run_test(size=(80, 24)) as pilot:
            table = Table(app, pilot)
            await deal_on_to(app, table, RemoteTurnScreen)
            await table.settle()
            await until_drawn(table.pilot)
            shown = squash(visible_text(app))
            seat_open, join = SAID[lang]
            assert seat_open in shown, shown
            assert f"{join} uno-tui join 127.0.0.1:" in shown and app.net.code in shown
            assert not any(word in shown for word in COME_BACK)
            await table.press("s")  # the score sheet says it too
            for _ in range(100):
                if isinstance(app.screen, ScoreScreen):
                    break
                await pilot.pause(0.01)
            await table.settle()
            await until_drawn(table.pilot)
            shown = squash(visible_text(app))
            assert f"{join} uno-tui join 127.0.0.1:" in shown and app.net.code in shown
            await table.press("escape")
            for _ in range(100):
                if isinstance(app.screen, RemoteTurnScreen):
                    break
                await pilot.pause(0.01)
            await table.press("h")  # a computer plays Bruno's turn
            for _ in range(300):
                if isinstance(app.screen, WatchScreen) and not isinstance(
                    app.screen, RemoteTurnScreen
                ):
                    break
                await pilot.pause(0.01)
            await table.settle()
            await until_drawn(table.pilot)
            shown = squash(visible_text(app))
            assert isinstance(app.screen, WatchScreen)  # a computer plays, for Bruno
            assert f"{join} uno-tui join 127.0.0.1:" in shown and app.net.code in shown
    finally:
        install(None)
        activate("en")


def test_a_watchers_line_says_a_seat_nobody_took_is_open() -> None:
    host = HostThread(
        ("Ana", "Bruno"),
        ("human", "human"),
        [0, 1],
        deals=[deal(["R5 R7 G2", "B3 B4 Y6 Y8"], "R9", dealer=0)],
    )
    try:
        view: SeatView = host.run(lambda: host.conductor.snapshot.public.table)  # type: ignore[union-attr]
        line = table_line(view, frozenset({0, 1}), frozenset({1}))
        assert "Bruno's seat is open" in line and "waiting for Bruno" not in line
        # A seat someone took and left is waited for.
        assert "waiting for Bruno" in table_line(view, frozenset({1}), frozenset())
    finally:
        host.close()


async def test_the_hosts_quit_dialog_says_host_resume_opens_the_table_again(
    tmp_path: Path,
) -> None:
    app, _port = a_host(
        AppOptions(players=("Ana", "Bruno"), seed=1, saves=SaveStore(tmp_path)), {1: "Bruno"}
    )
    app.new_game(("Ana", "Bruno"), 100, (HUMAN, HUMAN))
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        await table.settle()
        await table.press("q")
        for _ in range(100):
            if isinstance(app.screen, QuitDialog):
                break
            await pilot.pause(0.01)
        shown = " ".join(visible_text(app).replace("│", " ").split())
        assert "uno-tui host --resume opens the table again where you left off" in shown


async def test_the_pass_curtain_at_the_host_shows_the_join_code_while_a_seat_is_open() -> None:
    """Ana and Bea share the host's keyboard, Bruno's seat is open: the curtain that
    passes the keyboard to Bea says how to join, as every screen of the host does."""
    from uno_tui.ui.screens import PassScreen

    hands = deal(["R5 R7 G2", "B3 B4 Y6 Y8", "R3 R4 R6 R8"], "R9", dealer=0)
    app, _port = a_host(AppOptions(players=("Ana", "Bea", "Bruno"), seed=1), {2: "Bruno"})
    app.session.deals = [hands]  # type: ignore[misc]
    app.new_game(("Ana", "Bea", "Bruno"), 100, (HUMAN, HUMAN, HUMAN))
    async with app.run_test(size=(80, 24)) as pilot:
        table = Table(app, pilot)
        await deal_on_to(app, table, PassScreen)
        await table.settle()
        await until_drawn(table.pilot)
        shown = squash(visible_text(app))
        assert isinstance(app.screen, PassScreen)
        assert "Open seat: uno-tui join 127.0.0.1:" in shown and app.net.code in shown
