"""The game session on its own: no Textual, no screen; what it changes, saves and shows."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import uno_tui.table.session as session_module
from uno_tui.engine import Catch, Draw, IllegalAction, Phase, Play, SayUno
from uno_tui.engine.events import DealerDrawn
from uno_tui.table.saves import SaveStore, load_save
from uno_tui.table.session import GameSession


def started(seed: int = 4, seats: tuple[str, ...] = ()) -> GameSession:
    session = GameSession(seed=seed)
    session.new_game(["Ana", "Bruno", "Carla"], 500, seats or None)
    return session


def test_the_session_imports_neither_textual_nor_rich() -> None:
    tree = ast.parse(Path(session_module.__file__).read_text(encoding="utf-8"))
    roots: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            roots.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            roots.add(node.module.split(".")[0])
    assert not roots & {"textual", "rich"}


def test_act_changes_the_game_and_a_refused_action_changes_nothing() -> None:
    session = started()
    view = session.view(session.game.current if session.game else None)
    seat = view.current
    assert seat is not None and view.legal
    other = (seat + 1) % 3
    before = len(session.public_events())
    with pytest.raises(IllegalAction):
        session.act(Draw(other))
    assert len(session.public_events()) == before
    error = session.why_not(Draw(other))
    assert error is not None and error.reason.value == "not_your_turn"
    assert session.why_not(Draw(seat)) is None
    events = session.act(Draw(seat))
    assert events and len(session.public_events()) == before + len(events)


def test_a_seat_view_holds_its_own_hand_and_legal_actions_only() -> None:
    session = started()
    game = session.game
    assert game is not None and game.current is not None
    seat = game.current
    mine, other = session.view(seat), session.view((seat + 1) % 3)
    assert mine.hand == tuple(game.hands[seat])
    assert Draw(seat) in mine.legal
    assert all(a.seat == seat for a in mine.legal)
    assert not any(isinstance(a, Play | Draw) for a in other.legal)


def test_the_public_view_shows_no_hand_and_only_what_anyone_may_do() -> None:
    session = started()
    public = session.public_view()
    game = session.game
    assert game is not None
    assert public.table.hand == ()
    assert public.table.hand_sizes == tuple(len(h) for h in game.hands)
    assert public.table.top == game.top and public.table.current == game.current
    assert public.names == ("Ana", "Bruno", "Carla")
    assert all(isinstance(a, Catch | SayUno) for a in public.legal)
    assert any(isinstance(e, DealerDrawn) for e in public.events)
    assert public.start_scores == (0, 0, 0)
    assert public.top_by  # who played the top card, or: the start card
    assert public.last_round_end() is None


def test_computer_players_sit_where_the_seats_say_and_choose_legal_actions() -> None:
    session = started(seats=("human", "cpu-normal", "cpu-easy"))
    assert sorted(session.bots) == [1, 2]
    game = session.game
    assert game is not None
    for _ in range(60):
        seat = game.current
        if seat is None or game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
            break
        action = session.bot_move(seat) if seat in session.bots else session.view(seat).legal[0]
        assert action in session.view(seat).legal or session.why_not(action) is None
        session.act(action)


def test_every_action_is_saved_at_once_and_a_new_game_gets_its_own_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = GameSession(seed=4, saves=store)
    session.new_game(["Ana", "Bruno"], 500)
    path = session.save_path
    assert path is not None and session.saved
    game = session.game
    assert game is not None and game.current is not None
    session.act(Draw(game.current))
    loaded = load_save(path)
    assert loaded.game.events == game.events
    store.close()


def test_a_failed_save_is_reported_not_raised(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    session = GameSession(seed=4, saves=store)
    failures: list[OSError] = []
    session.on_save_error = failures.append
    session.new_game(["Ana", "Bruno"], 500)
    session.save_path = tmp_path / "missing" / "deeper" / "x.uno.json"
    (tmp_path / "missing").write_text("a file, not a folder")
    assert session.save_now() is False
    assert failures
    store.close()
