"""Starting the app with games left unfinished, or saves it cannot read.

The offer reads "Ana 230 · Bruno 120 · Carla 45 — round 1"; a chosen game opens behind a
pass screen (never on a hand) and goes on saving to its own file; bad saves are named
with the reason and where they went, and the app still starts.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from uno_tui.engine import Game, make_setup
from uno_tui.table.saves import BadSave, SavedGame, SaveStore
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import HandScreen, PassScreen, SetupScreen
from uno_tui.ui.screens.resume import ResumeScreen, details_line, when_saved

from .conftest import Run
from .driver import screen_text, until_drawn

NOON = time.mktime((2026, 12, 2, 12, 0, 0, 0, 0, -1))


def saved_game(
    store: SaveStore,
    names: tuple[str, ...],
    scores: tuple[int, ...],
    seats: tuple[str, ...] = (),
    seed: int = 3,
) -> SavedGame:
    """A game under way, saved in ``store`` the way the app saves it."""
    game = Game(make_setup(names, seed=seed, scores=scores))
    for _ in range(3):
        game.apply(game.legal_actions()[0])
    path = store.new_path()
    store.save(path, game, seats)
    games, bad = store.scan()
    assert not bad
    return next(g for g in games if g.path == path)


def test_the_offer_reads_like_a_score_line() -> None:
    from uno_tui.ui.screens.resume import scores_line

    game = Game(make_setup(("Ana", "Bruno", "Carla"), seed=1, scores=(230, 120, 45)))
    saved = SavedGame(Path("x.uno.json"), game, NOON, ("human", "human", "cpu-hard"))
    assert scores_line(saved) == "Ana 230 · Bruno 120 · Carla 45 — round 1"
    assert details_line(saved, NOON + 60) == (
        "first to 500 · 1 computer player · saved today 12:00"
    )
    assert when_saved(NOON, NOON + 86400) == "yesterday 12:00"
    assert when_saved(NOON, NOON + 5 * 86400) == "2026-12-02 12:00"


async def test_continue_a_game_opens_on_the_pass_screen(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    older = saved_game(store, ("Ana", "Bruno"), (10, 20), seed=1)
    time.sleep(0.01)
    newer = saved_game(store, ("Ana", "Bruno", "Carla"), (230, 120, 45), seed=2)
    games, _bad = store.scan()
    assert [g.path for g in games] == [newer.path, older.path]
    app = make_app(saves=store, offers=games)
    async with run(app) as table:
        assert isinstance(app.screen, ResumeScreen)
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "Ana 230 · Bruno 120 · Carla 45 — round 1" in text
        assert "Ana 10 · Bruno 20 — round 1" in text
        assert "Start a new game" in text
        assert text.index("Carla 45") < text.index("Bruno 20")  # newest first
        await table.press("down", "enter")
        await table.wait_for(PassScreen)
        assert app.session.game is not None and app.session.game.names == ("Ana", "Bruno")
        assert app.session.save_path == older.path
        before = older.path.read_bytes()
        await table.press("enter")
        await table.wait_for(HandScreen)
        assert app.session.game.actions == older.game.actions
        # The next action is saved to the same file.
        await table.press("d")
        await table.settle()
        assert older.path.read_bytes() != before
        assert len(json.loads(older.path.read_bytes())["actions"]) > len(older.game.actions)


async def test_a_lone_player_against_the_computer_resumes_behind_a_curtain(
    run: Run, tmp_path: Path
) -> None:
    store = SaveStore(tmp_path)
    # Ana is the only person; the game is saved on a turn of hers or of the computer's.
    saved = saved_game(store, ("Ana", "Bot"), (0, 0), seats=("human", "cpu-easy"), seed=5)
    app = make_app(saves=store, offers=[saved], bot_pace=0, reaction_scale=0)
    async with run(app) as table:
        await table.press("enter")
        await table.wait_for(PassScreen)
        assert app.is_bot(1)
        await until_drawn(table.pilot)
        assert "Ana" in screen_text(app.screen)


async def test_new_game_instead(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    saved = saved_game(store, ("Ana", "Bruno"), (0, 0))
    app = make_app(saves=store, offers=[saved])
    async with run(app) as table:
        await table.press("n")
        await table.wait_for(SetupScreen)
        assert app.session.game is None
    # The unfinished game is still there to continue another time.
    games, _bad = store.scan()
    assert [g.path for g in games] == [saved.path]


async def test_bad_saves_are_named_and_the_app_still_starts(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    saved = saved_game(store, ("Ana", "Bruno"), (0, 0))
    cut = tmp_path / "game-cut.uno.json"
    cut.write_bytes(saved.path.read_bytes()[:40])
    future = tmp_path / "game-future.uno.json"
    future.write_text(json.dumps({"format": "uno-record/9"}))
    games, bad = store.scan()
    assert len(games) == 1 and len(bad) == 2
    app = make_app(saves=store, offers=games, bad_saves=bad)
    async with run(app) as table:
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "2 saves could not be used; they were moved aside, not deleted:" in text
        assert "game-cut.uno.json: it is damaged or cut short" in text
        assert "game-future.uno.json: it was saved by a newer version of uno-tui" in text
        await table.press("n")
        await table.wait_for(SetupScreen)
    assert (tmp_path / "game-cut.uno.json.bad").exists()
    assert (tmp_path / "game-future.uno.json.bad").exists()


async def test_only_bad_saves_still_reach_setup(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    (tmp_path / "game-x.uno.json").write_text("[1, 2]")
    games, bad = store.scan()
    app = make_app(saves=store, offers=games, bad_saves=bad)
    async with run(app) as table:
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "A save could not be used; it was moved aside, not deleted:" in text
        assert "game-x.uno.json: it is not an uno-tui game record" in text
        await table.press("enter")
        await table.wait_for(SetupScreen)


def test_snapshot_of_the_offer(
    snap_compare: Callable[..., bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The resume screen at 80x24: two games, a new game, and a save moved aside."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    try:
        three = Game(make_setup(("Ana", "Bruno", "Carla"), seed=1, scores=(230, 120, 45)))
        two = Game(make_setup(("Rita", "Tomás"), seed=2, target=200))
        folder = Path("/home/ana/.local/share/uno-tui/games")
        offers = [
            SavedGame(folder / "a.uno.json", three, NOON - 3 * 86400, ("human",) * 3),
            SavedGame(folder / "b.uno.json", two, NOON - 9 * 86400, ("human", "cpu-hard")),
        ]
        bad = [
            BadSave(
                folder / "game-20261120-221501-9f2c1a.uno.json",
                folder / "game-20261120-221501-9f2c1a.uno.json.bad",
                "it is damaged or cut short (not valid JSON: line 1, column 4)",
            )
        ]
        app = make_app(offers=offers, bad_saves=bad)
        assert snap_compare(app, terminal_size=(80, 24))
    finally:
        monkeypatch.undo()
        time.tzset()


async def test_a_save_that_cannot_be_read_now_is_named_not_moved(
    run: Run, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Mode 000 (EACCES; as root, which reads it anyway, the refusal is made at the one
    call that opens it): listed as unreadable now, left where it is (issue 33)."""
    import errno
    import os

    import uno_tui.table.files as files_module

    store = SaveStore(tmp_path)
    saved = saved_game(store, ("Ana", "Bruno"), (0, 0))
    locked = tmp_path / "game-locked.uno.json"
    locked.write_bytes(saved.path.read_bytes())
    real = files_module.os.open

    def opens(path: Any, *args: Any, **kwargs: Any) -> int:
        if str(path).endswith(locked.name):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES), str(path))
        return real(path, *args, **kwargs)

    if os.geteuid() == 0:
        monkeypatch.setattr(files_module.os, "open", opens)
    else:  # pragma: no cover - the suite runs as root here
        locked.chmod(0)
    games, bad = store.scan()
    assert [g.path for g in games] == [saved.path]
    app = make_app(saves=store, offers=games, bad_saves=bad)
    async with run(app):
        text = " ".join(screen_text(app.screen).split())
        assert "A save cannot be read now; it was left where it is:" in text
        assert "game-locked.uno.json: cannot read game-locked.uno.json: Permission denied" in text
        assert "moved aside" not in text
    locked.chmod(0o600)
    assert locked.exists() and not (tmp_path / "game-locked.uno.json.bad").exists()
