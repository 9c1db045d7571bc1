"""What the play-test found at a table of computer players (issue 37, item 6), played
through the real screens at 80x24 with NO_COLOR."""

from __future__ import annotations

import pytest

from uno_tui.engine import Card
from uno_tui.engine.events import UnoSaid
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import AnnounceDialog
from uno_tui.ui.screens import HandScreen

from .conftest import Run
from .driver import Table
from .reading import frame, squash
from .scenarios import deal

C = Card.from_code

pytestmark = pytest.mark.usefixtures("english_after")


@pytest.fixture(autouse=True)
def _no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("NO_COLOR", "1")


async def read(table: Table) -> str:
    await table.pilot.pause()
    return squash("\n".join(frame(table.app)))


async def hand_of_ana(table: Table) -> list[str]:
    """Wait through the computers' turns for Ana's hand; the dialogs that asked for Enter
    on the way (pressed)."""
    asked: list[str] = []
    for _ in range(400):
        await table.settle()
        screen = table.app.screen
        if isinstance(screen, AnnounceDialog):
            asked.append(screen.sentence)
            await table.press("enter")
            continue
        if isinstance(screen, HandScreen) and not (screen._busy or screen._done):
            return asked
        await table.pilot.pause(0)
    raise AssertionError(f"no hand for Ana; the screen is {type(table.app.screen).__name__}")


#: Ana (a person) against Bruno and Carla (computers), on Red 9: each of them holds two
#: red cards and says UNO with the first.
TWO_UNO_CALLS = [deal(["R5 G7 G8 Y1 Y2", "R6 R7", "R3 R4"], "R9", "B1 B2 B3 B4", dealer=2)]


@pytest.mark.parametrize("lang", ["en", "pt_PT"])
async def test_computer_players_uno_calls_need_no_enter(run: Run, lang: str) -> None:
    app = make_app(
        ["Ana", "Bruno", "Carla"],
        seed=3,
        deals=TWO_UNO_CALLS,
        seats=("human", "cpu-normal", "cpu-normal"),
        bot_pace=0.0,
        reaction_scale=0.0,
        lang=lang,
    )
    async with run(app) as table:
        assert await hand_of_ana(table) == []
        await table.play(C("R5"))
        asked = await hand_of_ana(table)
        calls = [e.seat for e in table.game.events if isinstance(e, UnoSaid)]
        assert calls == [1, 2]
        assert asked == []  # no Enter for either call
        text = await read(table)
        said = {"en": "said UNO!", "pt_PT": "disse UNO!"}[lang]
        assert f"Bruno {said}" in text and f"Carla {said}" in text, text
