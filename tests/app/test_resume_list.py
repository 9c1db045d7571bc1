"""The resume list (issue 26): a game played to its end leaves it, and Space marks several
games that Del then deletes together, after asking once."""

from __future__ import annotations

from pathlib import Path

from uno_tui.table.saves import SaveStore
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.dialogs.confirm import ConfirmDialog
from uno_tui.ui.screens import ScoreScreen
from uno_tui.ui.screens.resume import ResumeScreen

from .conftest import Run
from .driver import screen_text, until_drawn
from .scenarios import deal
from .test_saved_games import saved


def one_card_game(store: SaveStore) -> UnoApp:
    """Ana goes out with her one card and reaches the target: game over at once."""
    return make_app(
        ["Ana", "Bruno"],
        target=10,
        seed=1,
        deals=[deal(["R2", "G2 Y9 B7"], "R5", dealer=1)],
        saves=store,
    )


async def test_a_game_played_to_its_end_leaves_the_resume_list(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = one_card_game(store)
    async with run(app) as table:
        await table.press("enter", "enter")
        await table.wait_for(ScoreScreen)
        assert app.session.save_path is not None and app.session.save_path.exists()
    assert store.scan() == ([], [])


async def test_space_marks_games_and_del_deletes_them_all(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    paths = [
        saved(store, ("Ana", "Bruno")),
        saved(store, ("Carla", "Duda"), seed=5),
        saved(store, ("Eva", "Fabio"), seed=6),
    ]
    games, _bad = store.scan()
    app = make_app(saves=store, offers=games)
    async with run(app) as table:
        # Newest first: Eva's, Carla's, Ana's. Mark Eva's and Ana's.
        await table.press("space", "down", "down", "space")
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        marked = [line for line in text.splitlines() if "✗" in line]
        assert len(marked) == 2, text
        assert "Eva 0" in marked[0] and "Ana 0" in marked[1]
        assert "Space Mark" in " ".join(text.split())
        await table.press("delete")
        assert isinstance(app.screen, ConfirmDialog)
        await until_drawn(table.pilot)
        asked = screen_text(app.screen)
        assert "Delete these 2 games?" in asked
        assert "Eva 0 · Fabio 0" in asked and "Ana 0 · Bruno 0" in asked
        assert "Deleted games cannot be brought back." in asked
        await table.press("y")
        assert isinstance(app.screen, ResumeScreen)
        assert [p.exists() for p in paths] == [False, True, False]
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "Carla 0 · Duda 0" in text and "Eva" not in text and "✗" not in text


async def test_the_game_over_sheet_shows_the_standings_across_saved_games(
    run: Run, tmp_path: Path
) -> None:
    store = SaveStore(tmp_path)
    saved(store, ("Ana", "Bruno"))  # an earlier game, unfinished
    app = one_card_game(store)
    async with run(app) as table:
        await table.press("enter", "enter")
        await table.wait_for(ScoreScreen)
        await until_drawn(table.pilot)
        text = " ".join(screen_text(app.screen).split())
        assert "All saved games: Ana won 1 of 2 · Bruno won 0 of 2" in text, text
