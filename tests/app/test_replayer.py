"""``uno-tui replay FILE --watch`` (issue 26): a record stepped through on the table
screen, one action a key, every hand face up, marked as a replay."""

from __future__ import annotations

import json
from pathlib import Path

from uno_tui.cli import main
from uno_tui.engine import Card, Color, Game, Play, game_to_record, loads_record, make_setup
from uno_tui.i18n import activate
from uno_tui.ui.replayer import ReplayApp

from .driver import until_drawn
from .reading import frame, squash
from .scenarios import deal

C = Card.from_code


def record() -> str:
    game = Game(
        make_setup(["Ana", "Bruno"], seed=1, deals=[deal(["R5 W G2", "R3 Y9 B7"], "R1", dealer=1)])
    )
    game.apply(Play(0, C("R5")))
    game.apply(Play(1, C("R3")))
    game.apply(Play(0, C("W"), Color.GREEN))
    return json.dumps(game_to_record(game))


async def test_step_through_a_record_with_every_hand_face_up() -> None:
    app = ReplayApp(loads_record(record()))
    async with app.run_test(size=(80, 24)) as pilot:
        await until_drawn(pilot)
        text = squash(" ".join(frame(app)))  # type: ignore[arg-type]
        assert "REPLAY · action 0 of 3" in text
        assert (
            "Ana: ● Red 5, ◆ Green 2, Wild" in text
            and "Bruno: ● Red 3, ★ Yellow 9, ■ Blue 7" in text
        )
        await pilot.press("right", "right")
        await until_drawn(pilot)
        text = squash(" ".join(frame(app)))  # type: ignore[arg-type]
        assert "REPLAY · action 2 of 3" in text and "Bruno played ● Red 3." in text
        assert "Ana: ◆ Green 2, Wild" in text and "Bruno: ★ Yellow 9, ■ Blue 7" in text
        await pilot.press("end", "right")
        await until_drawn(pilot)
        text = squash(" ".join(frame(app)))  # type: ignore[arg-type]
        assert "action 3 of 3" in text and "Ana played Wild and named ◆ Green." in text
        await pilot.press("home", "left")
        await until_drawn(pilot)
        assert "action 0 of 3" in squash(" ".join(frame(app)))  # type: ignore[arg-type]


async def test_the_replay_in_portuguese() -> None:
    activate("pt_PT")
    try:
        app = ReplayApp(loads_record(record()))
        async with app.run_test(size=(80, 24)) as pilot:
            await pilot.press("right")
            await until_drawn(pilot)
            text = squash(" ".join(frame(app)))  # type: ignore[arg-type]
            assert "REPRODUÇÃO · ação 1 de 3" in text and "Todas as mãos, à vista:" in text
    finally:
        activate("en")


def test_watch_refuses_a_bad_record_in_one_line(tmp_path: Path, capsys: object) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{}", encoding="utf-8")
    assert main(["replay", str(bad), "--watch"]) == 2


async def test_a_step_shows_the_lines_before_it_as_context(monkeypatch: object) -> None:
    """Issue 37's play-test: the log showed only the step's own sentence; the lines before
    it (the deal, the plays that led there) are context, the step's own line last."""
    app = ReplayApp(loads_record(record()))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("right", "right", "right")
        await until_drawn(pilot)
        lines = [line.strip() for line in frame(app)]  # type: ignore[arg-type]
        said = [line for line in lines if line.endswith(".") and "played" in line]
        assert said == [
            "Ana played ● Red 5.",
            "Bruno played ● Red 3.",
            "Ana played Wild and named ◆ Green.",
        ], lines
        assert "The start card is ● Red 1." in lines
