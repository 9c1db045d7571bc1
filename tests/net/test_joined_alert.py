"""Your turn, even when you look away, at a joined terminal (issue 26, Beyond): a hosted
table with a terminal joined over the network, in-process; the joined terminal rings and
titles "UNO — your turn" when its seat's turn comes, and the title goes back to "UNO" when
it is over; ``join --no-alert`` (one setting) turns both off."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from uno_tui.cli import build_parser, main
from uno_tui.engine import Card
from uno_tui.ui.app import UnoApp
from uno_tui.ui.hosted import clientapp
from uno_tui.ui.screens import alert
from uno_tui.ui.screens.hand import HandScreen
from uno_tui.ui.widgets import HandRow

from .test_client_app import joined, until_shown
from .test_joined_news import DRAW_TWO, ready
from .threaded import HostThread

C = Card.from_code


def host() -> HostThread:
    return HostThread(
        ("Ana", "Bruno", "Carla"), ("human", "cpu-normal", "cpu-normal"), [0], deals=DRAW_TWO
    )


def spy(app: UnoApp, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(alert, "set_title", lambda _app, title: said.append(title))
    monkeypatch.setattr(app, "bell", lambda: said.append("bell"))
    return said


async def two_turns(app: UnoApp, table: Any) -> None:
    """Ana's first turn at the joined terminal (R5), then her next one."""
    await until_shown(table, lambda: ready(app, 3))
    await table.select(C("R5"))
    await table.press("enter")
    await until_shown(table, lambda: ready(app, 4))


@pytest.mark.parametrize("turn_alert", [True, False])
async def test_a_joined_terminals_turn_rings_and_titles_unless_turned_off(
    monkeypatch: pytest.MonkeyPatch, turn_alert: bool
) -> None:
    async with joined(host(), key_guard=0.0, turn_alert=turn_alert) as (app, table):
        said = spy(app, monkeypatch)
        await two_turns(app, table)
        assert isinstance(app.screen, HandScreen) and app.screen.query_one(HandRow).cards
        if turn_alert:
            # (The first turn's alert may have come before the spy: the hand was up at once.)
            assert said[-3:] == ["UNO", "bell", "UNO — your turn"], said
            assert said.count("bell") in (1, 2)
        else:
            assert said == []


def test_join_no_alert_reaches_the_joined_terminals_app(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """``uno-tui join --no-alert`` against a real host: the app is made with the alert off
    (and without the option, on)."""
    made: list[bool] = []

    class Recorded:
        return_code = 0
        joined = None  # (the app's table: none, so no closing line)

        def __init__(self, *args: Any, turn_alert: bool = True, **kwargs: Any) -> None:
            made.append(turn_alert)

        def run(self) -> None:
            pass

    monkeypatch.setattr(clientapp, "joined_app", Recorded)
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path))
    for options, expected in ((["--no-alert"], False), ([], True)):
        table = HostThread(("Ana", "Bruno"), ("human", "cpu-easy"), [0], seed=8)
        try:
            argv = ["join", f"127.0.0.1:{table.port}", "--code", table.host.code, *options]
            assert build_parser().parse_args(argv).no_alert is (not expected)
            assert main(argv) == 0
        finally:
            table.close()
        assert made[-1] is expected
