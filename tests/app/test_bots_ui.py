"""A person playing against computer players through the real screens.

With one person at the table there are no pass screens: the hand shows as soon as it is
their turn, and the computer players' turns go by on the public table (``WatchScreen``).
Pacing and reaction delays are zero here (``bot_pace``, ``reaction_scale``).
"""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from uno_tui import cli
from uno_tui.engine import Card, Phase
from uno_tui.engine.events import CardPlayed, GameEnded, UnoCaught
from uno_tui.table.saves import SaveStore
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.dialogs import AnnounceDialog
from uno_tui.ui.screens import (
    DealerDrawScreen,
    HandScreen,
    PassScreen,
    ScoreScreen,
    SetupScreen,
    SheetMode,
    WatchScreen,
)
from uno_tui.ui.screens.setup_form import check_setup

from .conftest import Run
from .driver import Table, autoplay_step, screen_text, until_drawn
from .scenarios import deal

C = Card.from_code

#: Ana (a person) against Bruno (a computer player); Bruno deals, so Ana plays first on
#: Red 9. Every card Bruno holds is red, so he always has a card to play.
ANA_VS_BRUNO = [
    deal(["R5 R7 R2", "R3 R4 R6 R8 R1 R0 R1"], "R9", "G4 G5 G6 G7 Y1 Y2", dealer=1),
]


def vs_cpu(level: str = "hard", **kwargs: Any) -> UnoApp:
    return make_app(
        ["Ana", "Bruno"],
        target=kwargs.pop("target", 500),
        seed=kwargs.pop("seed", 5),
        deals=kwargs.pop("deals", ANA_VS_BRUNO),
        seats=("human", f"cpu-{level}"),
        bot_pace=0.0,
        reaction_scale=kwargs.pop("reaction_scale", 0.0),
        **kwargs,
    )


def spy_screens(app: UnoApp) -> list[str]:
    """The names of the screens the app pushes from now on."""
    pushed: list[str] = []
    original = app.push_screen

    def push(screen: Any, *args: Any, **kwargs: Any) -> Any:
        pushed.append(type(screen).__name__)
        return original(screen, *args, **kwargs)

    app.push_screen = push  # type: ignore[method-assign]
    return pushed


async def my_hand(table: Table) -> list[str]:
    """Wait through the computer's turns (and say OK to announcements) for Ana's hand."""
    said: list[str] = []
    for _ in range(200):
        said += await table.through_announcements()
        screen = table.app.screen
        if isinstance(screen, HandScreen) and not (screen._busy or screen._done):
            assert screen.seat == 0
            return said
        await table.pilot.pause(0)
    raise AssertionError(f"no hand for Ana; the screen is {type(table.app.screen).__name__}")


async def test_one_person_sees_no_curtain_and_the_computer_moves_in_the_log(run: Run) -> None:
    app = vs_cpu()
    pushed = spy_screens(app)
    async with run(app) as table:
        game = table.game
        await my_hand(table)
        await table.play(C("R5"))
        await my_hand(table)
        bruno = [e for e in game.events if isinstance(e, CardPlayed) and e.seat == 1]
        assert len(bruno) == 1 and game.current == 0
        assert "WatchScreen" in pushed
        assert "PassScreen" not in pushed and "RevealCurtain" not in pushed
        log = app.log_sentences()
        assert any(line.startswith("Bruno played") for line in log), log
        assert not any(isinstance(s, PassScreen) for s in app.screen_stack)


async def test_the_computer_catches_a_forgotten_uno(run: Run) -> None:
    app = vs_cpu("hard")
    async with run(app) as table:
        game = table.game
        await my_hand(table)
        await table.play(C("R5"))
        await my_hand(table)
        await table.play(C("R7"))  # next to last, without UNO
        said = await my_hand(table)
        assert UnoCaught(1, 0) in game.events
        assert len(game.hands[0]) == 3
        assert any("Bruno caught Ana" in line for line in said), said


async def test_a_catch_due_comes_before_another_computer_moves(run: Run) -> None:
    """Carla's reaction timer and Bruno's turn race in the event loop; Carla's catch, due at
    once, must come first however they are ordered (here: the timers never fire at all)."""
    hands = [deal(["R5 R7 R2", "R3 R4 R6 R8 R1 R0 R1", "R3 R4 R6 R8 R5 R7 R9"], "R9", dealer=2)]
    app = make_app(
        ["Ana", "Bruno", "Carla"],
        target=500,
        seed=5,
        deals=hands,
        seats=("human", "cpu-easy", "cpu-hard"),
        bot_pace=0.0,
        reaction_scale=0.0,
    )
    app.set_timer = lambda *args, **kwargs: None  # type: ignore[method-assign,assignment,return-value]
    async with run(app) as table:
        app.session.bots[1].react = lambda view: None  # type: ignore[method-assign]
        game = table.game
        await my_hand(table)
        await table.play(C("R5"))
        await my_hand(table)
        await table.play(C("R7"))  # next to last, without UNO
        await my_hand(table)
        assert [e for e in game.events if isinstance(e, UnoCaught)] == [UnoCaught(2, 0)]
        assert len(game.hands[0]) == 3


async def test_a_person_catches_the_computer_that_forgot(run: Run) -> None:
    hands = [deal(["R5 R7 R2 G1 G2", "R3 B1"], "R9", "G4 G5 G6 G7 Y1 Y2", dealer=1)]
    app = vs_cpu("easy", deals=hands, reaction_scale=1000.0, seed=2)
    app.session.bots[1]._says_uno = lambda: False  # type: ignore[method-assign]
    async with run(app) as table:
        game = table.game
        await my_hand(table)
        await table.play(C("R5"))
        await my_hand(table)
        # Bruno played R3 without saying UNO (this seed's easy player plays, not draws).
        assert game.hands[1] == [C("B1")] and game.uno_window == 1
        await until_drawn(table.pilot)
        assert "C Catch" in screen_text(app.screen)
        await table.press("c")
        assert UnoCaught(0, 1) in game.events
        assert len(game.hands[1]) == 3


@pytest.mark.slow
async def test_a_whole_game_against_two_computers(run: Run) -> None:
    app = make_app(
        ["Ana", "Bruno", "Carla"],
        target=60,
        seed=3,
        seats=("human", "cpu-normal", "cpu-hard"),
        bot_pace=0.0,
        reaction_scale=0.0,
    )
    pushed = spy_screens(app)
    rng = random.Random(1)
    async with run(app) as table:
        for _ in range(3000):
            screen = app.screen
            if isinstance(screen, ScoreScreen) and screen.mode is SheetMode.FINAL:
                break
            if isinstance(screen, WatchScreen):
                await table.pilot.pause(0)
                continue
            await autoplay_step(table, rng)
        else:  # pragma: no cover
            raise AssertionError("the game did not end")
        game = table.game
        assert game.phase is Phase.GAME_OVER and isinstance(game.events[-1], GameEnded)
        assert "PassScreen" not in pushed
        assert any(isinstance(e, CardPlayed) and e.seat == 2 for e in game.events)


async def test_two_people_still_pass_the_keyboard(run: Run) -> None:
    app = make_app(
        ["Ana", "Bruno", "Carla"],
        seed=8,
        seats=("human", "cpu-easy", "human"),
        bot_pace=0.0,
        reaction_scale=0.0,
    )
    async with run(app) as table:
        for _ in range(100):
            if isinstance(app.screen, PassScreen):
                break
            if isinstance(app.screen, DealerDrawScreen | AnnounceDialog):
                await table.press("enter")
            await table.pilot.pause(0)
        screen = app.screen
        assert isinstance(screen, PassScreen) and screen.seat in (0, 2)


# -- command line, setup form and saves


def test_cli_players_with_computer_seats() -> None:
    args = cli.build_parser().parse_args(
        ["--players", "Ana,cpu:Bruno,cpu-hard:Carla,cpu-easy:Duda"]
    )
    assert args.players == ["Ana", "Bruno", "Carla", "Duda"]
    assert args.players.seats == ("human", "cpu-normal", "cpu-hard", "cpu-easy")
    args = cli.build_parser().parse_args(["--players", "Ana, cpu-normal: Bruno"])
    assert args.players.seats == ("human", "cpu-normal") and args.players == ["Ana", "Bruno"]


@pytest.mark.parametrize(
    ("players", "error"),
    [
        ("cpu:Ana,cpu-hard:Bruno", "at least one person"),
        ("Ana,robot:Bruno", "unknown player kind 'robot'"),
        ("Ana,cpu:", "names cannot be empty"),
        ("Ana,cpu:ana", "used twice"),
    ],
)
def test_cli_rejects_bad_computer_seats(
    players: str, error: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert cli.main(["--players", players]) == 2
    err = capsys.readouterr().err
    assert error in err and err.count("\n") == 1


def test_setup_form_needs_a_person() -> None:
    assert check_setup(["A", "B"], "500", ["cpu-easy", "cpu-hard"]) == (
        "At least one player must be a person."
    )
    result = check_setup(["A", "B"], "500", ["human", "cpu-hard"])
    assert not isinstance(result, str) and result.seats == ("human", "cpu-hard")


async def test_seat_kinds_survive_save_and_resume(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = vs_cpu("hard", saves=store)
    async with run(app) as table:
        await my_hand(table)
        await table.play(C("R5"))
        await my_hand(table)
    games, bad = store.scan()
    assert not bad and len(games) == 1
    saved = games[0]
    assert saved.seats == ("human", "cpu-hard")
    assert len(saved.game.actions) == 2

    resumed = make_app(
        game=saved.game,
        saves=store,
        save_path=saved.path,
        seats=saved.seats,
        bot_pace=0.0,
        reaction_scale=0.0,
    )
    assert sorted(resumed.session.bots) == [1] and resumed.session.bots[1].level == "hard"
    async with run(resumed) as table:
        # A resumed game opens behind a pass screen, even for a lone player.
        await table.wait_for(PassScreen)
        await until_drawn(table.pilot)
        assert screen_text(table.app.screen).count("Ana") >= 1
        await table.press("enter")
        await my_hand(table)
        await table.play(C("R7"), uno=True)
        await my_hand(table)
        assert len(table.game.actions) == 4
    assert store.scan()[0][0].seats == ("human", "cpu-hard")


def test_resume_from_the_command_line_restores_the_computers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path))
    store = SaveStore(tmp_path)
    app = vs_cpu("easy", saves=store)
    assert app.session.save_path is not None
    seen: dict[str, Any] = {}

    def fake_run_app(**kwargs: Any) -> int:
        seen.update(kwargs)
        kwargs["store"].close()  # as run_app does when the game ends (one writer per game)
        return 0

    import uno_tui.cli.run

    monkeypatch.setattr(uno_tui.cli.run, "run_app", fake_run_app)
    store.close()  # the app that saved the game has ended
    assert cli.main(["--resume"]) == 0
    assert seen["seats"] == ("human", "cpu-easy") and seen["game"] is not None
    assert cli.main(["--load", str(app.session.save_path)]) == 0
    assert seen["seats"] == ("human", "cpu-easy")


async def test_a_key_hurries_the_computer(run: Run) -> None:
    app = vs_cpu()
    app.bot_pace = 60.0
    async with run(app) as table:
        await my_hand(table)
        await table.play(C("R5"))
        await table.wait_for(WatchScreen)
        await until_drawn(table.pilot)
        assert "Bruno (computer) is playing" in screen_text(app.screen)
        assert table.game.current == 1
        await table.press("space")
        await my_hand(table)
        assert [type(a).__name__ for a in table.game.actions] == ["Play", "Play"]


async def test_setup_makes_a_seat_a_computer_with_keys(run: Run) -> None:
    app = make_app(bot_pace=0.0, reaction_scale=0.0)
    async with run(app) as table:
        await table.wait_for(SetupScreen)
        await table.press("down", "ctrl+t", "ctrl+t", "ctrl+t")
        await until_drawn(table.pilot)
        assert "Computer · hard" in screen_text(app.screen)
        await table.press("up", "ctrl+t", "ctrl+t", "ctrl+t", "enter")
        await until_drawn(table.pilot)
        assert "At least one player must be a person." in screen_text(app.screen)
        await table.press("ctrl+t", "enter")
        await table.wait_for(DealerDrawScreen)
        assert app.session.seats == ("human", "cpu-hard")
        assert sorted(app.session.bots) == [1] and app.session.bots[1].level == "hard"


@pytest.mark.parametrize("key", ["q", "question_mark", "l"])
async def test_a_dialog_opened_while_the_computer_plays_stays_when_the_turn_comes(
    run: Run, key: str
) -> None:
    """Found in a play-test: Ana pressed Q while the computers played, and when her turn
    came the quit dialog vanished under her (the table screen's leaving popped the
    dialog on top, not itself, and stayed in the stack below the hand). The quit dialog,
    help and the log stay until closed; then the hand comes up, and no table is left
    behind under it."""
    from uno_tui.ui.dialogs import QuitDialog
    from uno_tui.ui.screens.help import HelpScreen
    from uno_tui.ui.screens.log import LogScreen

    kind = {"q": QuitDialog, "question_mark": HelpScreen, "l": LogScreen}[key]
    app = vs_cpu()
    app.bot_pace = 60.0
    async with run(app) as table:
        await my_hand(table)
        await table.play(C("R5"))
        await table.wait_for(WatchScreen)
        await table.press(key)
        assert isinstance(app.screen, kind)
        app.conductor.hurry()  # Bruno plays: Ana's turn
        for _ in range(20):
            await table.settle()
        assert table.game.current == 0
        assert isinstance(app.screen, kind), type(app.screen).__name__
        await table.press("n" if key == "q" else "escape")
        await my_hand(table)
        assert not any(isinstance(s, WatchScreen) for s in app.screen_stack), app.screen_stack
