"""No widget asked for before it exists (issue 33): a refusal said to the drawn dialog or
the score sheet, a hand screen resized or told why a card plays, and the top bar told the
table, before they are built (or once the app closing took them away), do nothing rather
than raise ``NoMatches`` (a key that came as the screen was being built took the app down).
The random-key run (``test_monkey``) does not reach these: the app holds keys until their
screen shows, so each site is tried here, directly."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from uno_tui.engine import Card
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.dialogs.drawn import DrewDialog
from uno_tui.ui.screens.hand import HandScreen
from uno_tui.ui.screens.scores import ScoreScreen, SheetMode
from uno_tui.ui.widgets import TopBar

from .conftest import Run
from .scenarios import deal


def drawn(_app: UnoApp) -> None:
    DrewDialog(Card.from_code("R5"), "").show_refusal("too soon")


def sheet(_app: UnoApp) -> None:
    ScoreScreen(SheetMode.VIEW).show_refusal("too soon")


def hand(_app: UnoApp) -> None:
    screen = HandScreen(0)  # (a resize, and the line under the hand, as it is built or closes)
    screen.on_resize()
    screen._set_reason("too soon", "")


def topbar(app: UnoApp) -> None:
    TopBar().show(app.view(None), "Ana's turn")


@pytest.mark.parametrize("site", [drawn, sheet, hand, topbar])
async def test_a_line_asked_for_before_it_is_built_is_not_a_crash(
    run: Run, site: Callable[[UnoApp], None]
) -> None:
    app = make_app(["Ana", "Bruno"], seed=1, deals=[deal(["R5 R7", "G2 Y9"], "R1", dealer=1)])
    async with run(app) as table:
        await table.next_hand(seat=None)
        site(app)
        assert app.is_running
