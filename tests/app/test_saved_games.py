"""The start screen's saved games (issues 10 and 12): each shows its players, round and when
it was last played; one can be deleted after a confirmation; one open in another process
says so and is taken over only when asked. A resumed game opens on a curtain, its unseen
challenge reveal first."""

from __future__ import annotations

import time
from pathlib import Path

from textual import events
from textual.widgets import Input

from uno_tui.engine import Accept, Challenge, Game, Play, make_setup
from uno_tui.engine.events import WildDrawFourChallenged
from uno_tui.table.saves import SavedGame, SaveStore, load_save
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs.confirm import ConfirmDialog
from uno_tui.ui.screens import PassScreen, SetupScreen
from uno_tui.ui.screens.curtain import RevealCurtain
from uno_tui.ui.screens.resume import ResumeScreen

from .conftest import Run
from .driver import screen_text, until_drawn


def saved(store: SaveStore, names: tuple[str, ...], steps: int = 2, seed: int = 3) -> Path:
    game = Game(make_setup(names, seed=seed))
    for _ in range(steps):
        game.apply(game.legal_actions()[0])
    path = store.new_path()
    store.save(path, game)
    time.sleep(0.01)
    return path


async def test_the_list_shows_players_round_and_when_and_deletes_after_asking(
    run: Run, tmp_path: Path
) -> None:
    store = SaveStore(tmp_path)
    first = saved(store, ("Ana", "Bruno"))
    second = saved(store, ("Carla", "Duda", "Eva"), seed=5)
    games, _bad = store.scan()
    app = make_app(saves=store, offers=games)
    async with run(app) as table:
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "Carla 0 · Duda 0 · Eva 0 — round 1" in text
        assert "Ana 0 · Bruno 0 — round 1" in text
        assert "saved today" in text
        assert "Del Delete game" in " ".join(text.split())
        # The newest (Carla's) is highlighted; Del asks first, N keeps it.
        await table.press("delete")
        assert isinstance(app.screen, ConfirmDialog)
        await until_drawn(table.pilot)
        asked = screen_text(app.screen)
        assert "Delete this game?" in asked and "Carla 0 · Duda 0 · Eva 0" in asked
        assert "cannot be brought back" in asked
        await table.press("n")
        assert isinstance(app.screen, ResumeScreen)
        assert second.exists()
        # Y deletes it; the list no longer shows it.
        await table.press("delete", "y")
        assert isinstance(app.screen, ResumeScreen)
        assert not second.exists() and first.exists()
        await until_drawn(table.pilot)
        text = screen_text(app.screen)
        assert "Carla" not in text and "Ana 0 · Bruno 0 — round 1" in text
        # The other one is continued as before.
        await table.press("enter")
        await table.wait_for(PassScreen)
        assert app.session.save_path == first


async def test_a_game_open_elsewhere_is_named_and_taken_over_only_when_asked(
    run: Run, tmp_path: Path
) -> None:
    path = saved(SaveStore(tmp_path), ("Ana", "Bruno"))
    elsewhere = SaveStore(tmp_path)  # another process, as far as the lock can tell
    elsewhere.open(path)
    store = SaveStore(tmp_path)
    games, _bad = store.scan()
    assert games[0].holder is not None
    app = make_app(saves=store, offers=games)
    async with run(app) as table:
        await until_drawn(table.pilot)
        assert "open in another uno-tui (process " in screen_text(app.screen)
        await table.press("enter")
        assert isinstance(app.screen, ConfirmDialog)
        await until_drawn(table.pilot)
        assert "Take this game over?" in screen_text(app.screen)
        await table.press("n")
        assert isinstance(app.screen, ResumeScreen)
        # Deleting it is refused while it is open there.
        await table.press("delete", "y")
        assert path.exists()
        await table.press("enter", "y")
        await table.wait_for(PassScreen)
        assert app.session.save_path == path
    assert load_save(path).generation == 1
    # The old holder finds it was taken over, and writes nothing.
    assert elsewhere.check() is not None
    before = path.read_bytes()
    game = load_save(path).game
    try:
        elsewhere.save(path, game, hold=True)
    except Exception as exc:  # TakenOver
        assert type(exc).__name__ == "TakenOver"
    else:
        raise AssertionError("a taken-over store wrote the save")
    assert path.read_bytes() == before


async def test_a_game_resumed_before_its_first_action_opens_on_a_curtain(
    run: Run, tmp_path: Path
) -> None:
    store = SaveStore(tmp_path)
    path = saved(store, ("Ana", "Bruno"), steps=0)
    games, _bad = store.scan()
    app = make_app(saves=store, offers=games)
    async with run(app) as table:
        await table.press("enter")
        await table.wait_for(PassScreen)
        await until_drawn(table.pilot)
        assert "Who deals?" not in screen_text(app.screen)
        assert app.session.save_path == path


def challenged_game() -> tuple[Game, WildDrawFourChallenged]:
    """Seed 4: Ana plays Yellow 6, Bruno Yellow 8, Ana a Wild Draw Four; Bruno challenges."""
    from uno_tui.engine import Card, Color

    game = Game(make_setup(("Ana", "Bruno"), seed=4))
    game.apply(Play(0, Card.from_code("Y6")))
    game.apply(Play(1, Card.from_code("Y8")))
    game.apply(Play(0, Card.from_code("W+4"), Color.RED))
    assert any(isinstance(a, Accept) for a in game.legal_actions())
    events_ = game.apply(Challenge(1))
    reveal = next(e for e in events_ if isinstance(e, WildDrawFourChallenged))
    return game, reveal


async def test_an_unseen_reveal_is_saved_and_shown_first_on_resume(
    run: Run, tmp_path: Path
) -> None:
    store = SaveStore(tmp_path)
    game, reveal = challenged_game()
    path = store.new_path()
    store.save(path, game, reveal=reveal)
    loaded = load_save(path)
    assert loaded.reveal == reveal
    games, _bad = store.scan()
    assert isinstance(games[0], SavedGame) and games[0].reveal == reveal
    app = make_app(saves=store, offers=games)
    async with run(app) as table:
        await table.press("enter")
        await table.wait_for(RevealCurtain)
        await until_drawn(table.pilot)
        assert "BRUNO challenges Ana" in screen_text(app.screen)
        await table.press("enter")
        await until_drawn(table.pilot)
        assert "● Red 1, ● Red Skip, ◆ Green 1, ■ Blue 6, ■ Blue 7" in screen_text(app.screen)
        await table.press("enter")
        await table.wait_for(PassScreen)
    assert load_save(path).reveal is None


async def test_a_paste_with_control_characters_leaves_the_name_field_as_it_was(
    run: Run,
) -> None:
    app = make_app()
    async with run(app) as table:
        await table.wait_for(SetupScreen)
        field = app.screen.query_one("#name-0", Input)
        before = field.value
        for text in ("\x1b]0;PWNED\x07Eve", "Eve\u202e", "Eve\x9b"):
            field.post_message(events.Paste(text))
            await table.settle()
            assert field.value == before
        field.value = ""
        field.post_message(events.Paste("Eve"))
        await table.settle()
        assert field.value == "Eve"
