"""A game started from the command line is saved once its first screen, the dealer draw, is
on the terminal (the first frame does not wait for the disk), and it is saved only once;
``make_app`` alone still saves a new game at once."""

from __future__ import annotations

from pathlib import Path

from uno_tui.table.saves import SaveStore, load_save
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import DealerDrawScreen, PassScreen

from .conftest import Run


async def test_the_dealer_draw_saves_the_new_game_after_showing(run: Run, tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = make_app(["Ana", "Bruno"], seed=7, saves=store, save_after_first_frame=True)
    path = app.session.save_path
    assert path is not None and not path.exists()  # named, not written before the frame
    async with run(app) as table:
        await table.wait_for(DealerDrawScreen)
        for _ in range(50):  # the save follows the screen's first refresh
            if path.exists():
                break
            await table.pilot.pause()
        assert path.exists() and store.held == path
        saved = load_save(path)
        assert saved.game.names == ("Ana", "Bruno") and saved.game.actions == []
        assert saved.game.setup.seed == app.session.game.setup.seed  # type: ignore[union-attr]
        written = path.stat().st_mtime_ns
        await table.press("enter")  # deal: the first curtain
        await table.wait_for(PassScreen)
        assert path.stat().st_mtime_ns == written  # no second write without an action
    assert sorted(p.name for p in tmp_path.glob("*.uno.json")) == [path.name]


def test_make_app_alone_saves_a_new_game_at_once(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    app = make_app(["Ana", "Bruno"], seed=7, saves=store)
    assert app.session.save_path is not None and app.session.save_path.exists()
    store.close()
