"""On the host's own keyboard (issue 37 item 2): a dialog left open for a decision the turn
timer took closes by itself and the hand gives way, so that at a table where two people
share the keyboard the next one never sees the hand of the one who ran out of time; the
corner says who ran out of time. The turn timer's clock is a fake one (``advance``)."""

from __future__ import annotations

import pytest
from app.driver import Table, visible_text
from app.scenarios import deal
from fakeclock import LoopFakeClock

import uno_tui.cli  # noqa: F401  (the commands module is imported through the CLI's)
from uno_tui.table.options import AppOptions
from uno_tui.table.seats import HUMAN, cpu
from uno_tui.ui.hosted.hostapp import HostApp
from uno_tui.ui.screens import PassScreen

from .test_host_setup import a_host, squash


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


async def until(table: Table, shown: str) -> None:
    for _ in range(300):
        if type(table.app.screen).__name__ == shown:
            return
        if type(table.app.screen).__name__ == "HostedDealerDraw":
            await table.press("enter")
        await table.pilot.pause(0.01)
    raise AssertionError(f"never {shown}: {type(table.app.screen).__name__}")


async def test_at_a_shared_keyboard_the_next_person_never_sees_the_hand_that_ran_out() -> None:
    app, _port = a_host(
        AppOptions(players=("Ana", "Bruno", "Carla"), seed=1, bot_pace=0.0), {2: "Carla"}
    )
    clock = LoopFakeClock()
    app.conductor.clock = clock  # (the turn timer's: its ``later``)
    app.conductor.turns.seconds = 30.0
    app.session.deals = [deal(["W G1 G2", "Y4 Y5 Y6", "B1 B2 B3"], "R9", dealer=2)]  # type: ignore[misc]
    try:
        app.new_game(("Ana", "Bruno", "Carla"), 100, (HUMAN, HUMAN, HUMAN))
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            table = Table(app, pilot)
            await until(table, "PassScreen")
            await table.press("enter")  # Ana's hand
            await until(table, "HandScreen")
            await table.press("enter")  # her Wild: which colour?
            await until(table, "ColorDialog")
            clock.advance(31)  # Ana thinks too long
            await until(table, "PassScreen")  # Bruno's curtain, not Ana's hand
            screen = app.screen
            assert isinstance(screen, PassScreen) and screen.seat == 1
            assert app.conductor.turns.timed_out == {0}
            words = "Ana ran out of time: a computer player moved for Ana"
            for _ in range(100):
                if words in squash(visible_text(app).replace("▌", "")):
                    break
                await pilot.pause(0.01)
            shown = squash(visible_text(app).replace("▌", ""))
            assert words in shown, shown
            assert "your hand" not in shown  # nothing of Ana's hand
    finally:
        app.sock.close()


async def test_the_one_person_at_the_host_is_told_as_you_and_the_hand_gives_way() -> None:
    app, _port = a_host(
        AppOptions(players=("Ana", "Bruno", "Carla"), seed=1, bot_pace=0.0), {1: "Bruno"}
    )
    clock = LoopFakeClock()
    app.conductor.clock = clock
    app.conductor.turns.seconds = 30.0
    app.session.deals = [deal(["W G1 G2", "Y4 Y5 Y6", "B1 B2 B3"], "R9", dealer=2)]  # type: ignore[misc]
    try:
        app.new_game(("Ana", "Bruno", "Carla"), 100, (HUMAN, HUMAN, cpu()))
        async with app.run_test(size=(80, 24), notifications=True) as pilot:
            table = Table(app, pilot)
            await until(table, "HandScreen")
            await table.press("enter")  # her Wild: which colour?
            await until(table, "ColorDialog")
            clock.advance(31)
            await until(table, "RemoteTurnScreen")  # Bruno's turn, at his terminal
            words = "You ran out of time: a computer player moved for you"
            for _ in range(100):
                if words in squash(visible_text(app).replace("▌", "")):
                    break
                await pilot.pause(0.01)
            assert words in squash(visible_text(app).replace("▌", ""))
            assert isinstance(app, HostApp) and app.conductor.turns.timed_out == {0}
    finally:
        app.sock.close()
