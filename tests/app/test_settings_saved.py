"""The pace and the UNO reminders chosen in setup are saved with the game: a resumed game
plays as it was set up, unless the command line asks otherwise."""

from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any

import pytest

from uno_tui.cli import main
from uno_tui.cli import run as run_module
from uno_tui.engine import Game, make_setup
from uno_tui.table.saves import DATA_DIR_ENV, SaveStore, TableSettings, load_save
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import DealerDrawScreen, PassScreen, SetupScreen

from .conftest import Run
from .driver import until_drawn
from .reading import frame


def a_save(store: SaveStore, settings: TableSettings | None) -> Path:
    game = Game(make_setup(("Ana", "Bruno"), seed=3))
    game.apply(game.legal_actions()[0])
    path = store.new_path()
    store.save(path, game, ("human", "human"), settings=settings)
    return path


async def test_setup_choices_are_saved_and_come_back_on_resume(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = make_app(seed=4, saves=store)
    async with run(app) as table:
        assert isinstance(app.screen, SetupScreen)
        await table.press("ctrl+p", "ctrl+p", "ctrl+b")  # 0.9 → 1.5 → 2.5 s; reminders on
        await until_drawn(table.pilot)
        text = "\n".join(frame(app))
        assert "2.5 s a move" in text
        await table.press("enter")
        await table.wait_for(DealerDrawScreen)
        path = app.session.save_path
    store.close()
    assert path is not None
    document = json.loads(path.read_text())
    assert document["pace"] == 2.5 and document["reminders"] is True

    games, _bad = SaveStore(tmp_path).scan()
    again = make_app(saves=SaveStore(tmp_path), offers=games, bot_pace=0.4)
    assert again.bot_pace == 0.4 and again.uno_reminders is False
    async with run(again) as table:
        await table.press("enter")
        await table.wait_for(PassScreen)
        assert again.bot_pace == 2.5 and again.uno_reminders is True


async def test_a_pace_asked_for_wins_over_the_saved_one(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    a_save(store, TableSettings(2.5, True))
    games, _bad = store.scan()
    app = make_app(saves=SaveStore(tmp_path), offers=games, bot_pace=0.4, pace_chosen=True)
    async with run(app) as table:
        await table.press("enter")
        await table.wait_for(PassScreen)
        assert app.bot_pace == 0.4 and app.uno_reminders is True
        assert app.save_now()
        path = app.session.save_path
    assert path is not None and json.loads(path.read_text())["pace"] == 0.4


@pytest.mark.parametrize(
    ("fields", "expected"),
    [
        ({}, TableSettings(None, False)),
        ({"pace": 1.5, "reminders": True}, TableSettings(1.5, True)),
        ({"pace": 0}, TableSettings(0.0, False)),
        ({"pace": "2", "reminders": "yes"}, TableSettings(None, False)),
        ({"pace": True, "reminders": 1}, TableSettings(None, False)),
        ({"pace": -1}, TableSettings(None, False)),
        ({"pace": 1e9}, TableSettings(None, False)),
        ({"pace": math.nan}, TableSettings(None, False)),
        ({"pace": None, "reminders": None}, TableSettings(None, False)),
    ],
)
def test_a_save_with_odd_settings_still_loads(
    tmp_path: Path, fields: dict[str, Any], expected: TableSettings
) -> None:
    store = SaveStore(tmp_path)
    path = a_save(store, None)
    document = json.loads(path.read_text())
    assert "pace" not in document and "reminders" not in document
    document.update(fields)
    path.write_text(json.dumps(document))
    loaded = load_save(path)
    assert loaded.settings == expected
    assert loaded.game.names == ("Ana", "Bruno")


@pytest.mark.parametrize("option", [[], ["--pace", "0.3"]])
def test_the_command_line_resumes_with_the_saved_settings(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, option: list[str]
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    a_save(SaveStore(tmp_path), TableSettings(2.5, True))
    given: dict[str, Any] = {}

    def fake_run_app(*args: Any, **kwargs: Any) -> int:
        given.update(kwargs)
        return 0

    monkeypatch.setattr(run_module, "run_app", fake_run_app)
    assert main(["--resume", *option]) == 0
    assert given["settings"] == TableSettings(2.5, True)
    assert given["bot_pace"] == (0.3 if option else None)
