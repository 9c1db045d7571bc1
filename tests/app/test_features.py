"""What players asked for, through the real screens: what happened since your
last turn, computer seats marked, their pace, who played the top card, same players again."""

from __future__ import annotations

import re
from typing import Any

import pytest

from uno_tui.cli import main
from uno_tui.cli import run as app_module
from uno_tui.ui.app import BOT_PACE, make_app
from uno_tui.ui.screens import HandScreen, PassScreen, ScoreScreen, SetupScreen
from uno_tui.ui.screens.scores import SheetMode
from uno_tui.ui.widgets import EventLog

from .conftest import Run
from .driver import Table, until_drawn
from .reading import frame, squash
from .scenarios import deal
from .shots import SHOTS, TEN, played


async def read(table: Table) -> str:
    await until_drawn(table.pilot)
    return "\n".join(frame(table.app))


def test_the_curtain_tells_what_happened_since_your_last_turn_at_ten_players() -> None:
    """Ten players: the curtain shows every turn since its player's own, at least three
    lines of it, and the hand below still has a line of log."""
    seen = played(SHOTS["26-curtain-ten-players"], "en")
    curtain = seen["26-curtain-ten-players"].lines
    start = next(i for i, line in enumerate(curtain) if "last turn:" in line)
    lines = [line for line in curtain[start:] if line.strip() and "┏" not in line]
    said = squash(" ".join(lines[: lines.index(next(x for x in lines if "┃" in x))]))
    assert said.startswith("Eva, since your last turn:")
    # Every other player's turn since Eva's, in order (nobody needs L).
    others = [n for n in TEN[5:]] + [n for n in TEN[:4]]
    positions = [said.index(name) for name in others]
    assert positions == sorted(positions)
    assert len([x for x in curtain[start:] if x.strip() and "┃" not in x and "━" not in x]) >= 3
    hand = seen["27-hand-ten-players"].lines
    log_lines = [x for x in hand[13:] if x.startswith("  ") and x.strip()]
    assert log_lines and all("." in x for x in log_lines)


async def test_since_your_last_turn_with_three_players(run: Run) -> None:
    deals = [deal(["R1 R2 G1", "R3 G4 Y1", "R4 B2 B3"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals)
    async with run(app) as table:
        for seat in (0, 1, 2):
            await table.next_hand(seat=seat)
            await table.press("enter")
        await table.wait_for(PassScreen)
        log = table.app.screen.query_one(EventLog)
        assert log.heading == "Ana, since your last turn:"
        assert log.sentences == ("Bruno played ● Red 3.", "Carla played ● Red 4.")
        text = await read(table)
        assert "Ana, since your last turn:" in text and "Carla played ● Red 4." in text


async def test_computer_seats_are_marked_on_the_table(run: Run) -> None:
    app = make_app(
        ["Ana", "Bruno"],
        seed=7,
        deals=[deal(["R5 R7 R2", "G2 Y9 B7"], "R1", dealer=1)],
        seats=("human", "cpu-normal"),
        bot_pace=3600,
        reaction_scale=0,
    )
    async with run(app) as table:
        await table.wait_for(HandScreen)
        text = await read(table)
        assert re.search(r"Bruno +3 +0 CPU", text)
        assert not re.search(r"Ana +3 +0 CPU", text)


async def test_the_top_card_says_who_played_it(run: Run) -> None:
    deals = [deal(["R1 R2 G1", "R3 G4 Y1", "R4 B2 B3"], "R5", dealer=2)]
    app = make_app(["Ana", "Bruno", "Carla"], seed=1, deals=deals)
    async with run(app) as table:
        await table.wait_for(PassScreen)
        assert "the start card" in await read(table)
        await table.next_hand(seat=0)
        await table.press("enter")
        await table.wait_for(PassScreen)
        assert "played by Ana" in await read(table)


async def test_the_computer_pace_is_set_in_setup(run: Run) -> None:
    app = make_app(seed=4)
    async with run(app) as table:
        assert isinstance(table.app.screen, SetupScreen)
        text = await read(table)
        assert "Computer pace" in text and "0.9 s a move" in text and "^P Pace" in text
        await table.press("ctrl+p")
        assert "1.5 s a move" in await read(table)
        await table.press("enter")
        assert app.bot_pace == 1.5


def test_pace_on_the_command_line(monkeypatch: pytest.MonkeyPatch) -> None:
    given: dict[str, Any] = {}

    def fake_run_app(*args: Any, **kwargs: Any) -> int:
        given.update(kwargs)
        return 0

    monkeypatch.setattr(app_module, "run_app", fake_run_app)
    assert main(["--players", "Ana,cpu:Bruno", "--pace", "0.3"]) == 0
    assert given["bot_pace"] == 0.3
    assert main(["--players", "Ana,cpu:Bruno"]) == 0
    assert given["bot_pace"] is None  # run_app then uses BOT_PACE
    assert BOT_PACE == 0.9


async def test_same_players_again_after_game_over(run: Run) -> None:
    app = make_app(
        ["Ana", "Bruno"], target=10, seed=1, deals=[deal(["R2", "G2 Y9 B7"], "R5", dealer=1)]
    )
    async with run(app) as table:
        await table.press("enter", "enter")
        await table.wait_for(ScoreScreen)
        assert table.app.screen.mode is SheetMode.FINAL  # type: ignore[attr-defined]
        text = await read(table)
        assert "A Same players again" in text
        first = table.game
        await table.press("a")
        game = table.app.session.game
        assert game is not None and game is not first
        assert game.names == ("Ana", "Bruno") and game.target == 10
        assert all(score == 0 for score in game.scores)
        assert not isinstance(table.app.screen, SetupScreen | ScoreScreen)
