"""Your turn, even when you look away (issue 26): a lone person's turn rings the bell and
puts "UNO — your turn" in the terminal's title; ``--no-alert`` turns both off; a shared
keyboard (hot-seat, with its curtains) gets neither."""

from __future__ import annotations

from typing import Any

import pytest

from uno_tui.cli import build_parser
from uno_tui.engine import Card
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.screens import alert

from .conftest import Run
from .scenarios import deal
from .test_bots_ui import my_hand
from .test_missed import vs_two

C = Card.from_code


def spy(app: UnoApp, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    said: list[str] = []
    monkeypatch.setattr(alert, "set_title", lambda _app, title: said.append(title))
    app.bell = lambda: said.append("bell")  # type: ignore[method-assign]
    return said


def lone(**kwargs: Any) -> UnoApp:
    return vs_two(**kwargs)


async def test_a_lone_persons_turn_rings_and_titles(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = lone()
    said = spy(app, monkeypatch)
    async with run(app) as table:
        await my_hand(table)
        assert said == ["bell", "UNO — your turn"]
        await table.play(C("R5"))
        await my_hand(table)
        assert said == ["bell", "UNO — your turn", "UNO", "bell", "UNO — your turn"]


async def test_no_alert_turns_both_off(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    app = lone(turn_alert=False)
    said = spy(app, monkeypatch)
    async with run(app) as table:
        await my_hand(table)
        await table.play(C("R5"))
        await my_hand(table)
        assert said == []
    assert build_parser().parse_args(["--no-alert"]).no_alert is True


async def test_hot_seat_has_no_alert(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=[deal(["R5 R7 R2", "G2 Y9 B7"], "R1", dealer=1)])
    said = spy(app, monkeypatch)
    async with run(app) as table:
        await table.next_hand(seat=0)
        assert said == []
