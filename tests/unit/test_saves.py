"""Saves: atomic, private, and a bad save is explained and moved aside, never lost."""

from __future__ import annotations

import json
import os
import random
import re
import stat
from pathlib import Path

import pytest

from uno_tui.engine import Game, Phase, game_state, make_setup
from uno_tui.table.saves import SaveStore, load_save, move_aside, scores_line, write_atomic


def played_game(steps: int = 40, seed: int = 3) -> Game:
    game = Game(make_setup(["Ana", "Bruno", "Carla"], seed=seed, target=200))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.phase is Phase.GAME_OVER:
            break
        acts = game.legal_actions()
        plays = [a for a in acts if type(a).__name__ == "Play"] or acts
        game.apply(rng.choice(plays))
    return game


def test_save_round_trips_to_the_same_state(tmp_path: Path) -> None:
    game = played_game()
    store = SaveStore(tmp_path / "games")
    path = store.new_path()
    store.save(path, game)
    assert game_state(load_save(path).game) == game_state(game)


def test_saves_are_private(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "games")
    path = store.new_path()
    store.save(path, played_game())
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o600
    assert stat.S_IMODE(os.stat(store.root).st_mode) == 0o700


def test_atomic_write_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "g.uno.json"
    for k in range(5):
        write_atomic(path, {"k": k})
    assert json.loads(path.read_text()) == {"k": 4}
    assert [p.name for p in tmp_path.iterdir()] == ["g.uno.json"]


def test_scan_lists_unfinished_games_newest_first(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    old, new = store.root / "a.uno.json", store.root / "b.uno.json"
    store.save(old, played_game(seed=1))
    store.save(new, played_game(seed=2))
    os.utime(old, (1, 1))
    games, bad = store.scan()
    assert [g.path for g in games] == [new, old]
    assert bad == []
    # What the resume offer shows of it.
    assert re.fullmatch(r"Ana \d+ · Bruno \d+ · Carla \d+ — round [1-9]\d*", scores_line(games[0]))


def test_finished_games_are_not_offered(tmp_path: Path) -> None:
    game = played_game(steps=100_000)
    assert game.phase is Phase.GAME_OVER
    store = SaveStore(tmp_path)
    store.save(tmp_path / "done.uno.json", game)
    assert store.scan() == ([], [])


def _real_save_bytes(tmp_path: Path) -> bytes:
    path = tmp_path / "real.uno.json"
    write_atomic(path, json.loads(json.dumps(_record(played_game(steps=12)))))
    data = path.read_bytes()
    path.unlink()
    return data


def _record(game: Game) -> dict[str, object]:
    from uno_tui.engine import game_to_record

    return game_to_record(game)


def test_a_save_truncated_at_every_offset_is_moved_aside(tmp_path: Path) -> None:
    data = _real_save_bytes(tmp_path)
    store = SaveStore(tmp_path / "games")
    store.ensure_root()
    for cut in range(len(data)):
        path = store.root / "cut.uno.json"
        path.write_bytes(data[:cut])
        games, bad = store.scan()
        assert games == [], cut
        assert len(bad) == 1 and "\n" not in bad[0].reason, cut
        moved = bad[0].moved_to
        assert moved is not None and moved.read_bytes() == data[:cut]
        assert not path.exists()
        moved.unlink()


@pytest.mark.parametrize(
    ("content", "says"),
    [
        (b"", "empty"),
        (bytes(random.Random(5).randrange(256) for _ in range(300)), ""),
        (b'{"format": "uno-record/9", "players": ["A", "B"]}', "newer version"),
        (b'{"format": "chess-pgn/1"}', "not an uno-tui"),
        (b'{"hello": "world"}', "not an uno-tui"),
        (b"[1, 2, 3]", ""),
        (b'{"format": "uno-record/1", "players": ["A"]}', "players"),
    ],
)
def test_bad_saves_get_one_line_and_are_kept(tmp_path: Path, content: bytes, says: str) -> None:
    store = SaveStore(tmp_path)
    path = tmp_path / "x.uno.json"
    path.write_bytes(content)
    games, bad = store.scan()
    assert games == []
    assert len(bad) == 1
    reason = bad[0].reason
    assert reason and "\n" not in reason and says in reason
    assert bad[0].moved_to is not None and bad[0].moved_to.read_bytes() == content


def test_move_aside_never_overwrites(tmp_path: Path) -> None:
    first = tmp_path / "g.uno.json"
    (tmp_path / "g.uno.json.bad").write_text("older bad save")
    first.write_text("new bad save")
    moved = move_aside(first)
    assert moved == tmp_path / "g.uno.json.bad-2"
    assert (tmp_path / "g.uno.json.bad").read_text() == "older bad save"
    assert moved.read_text() == "new bad save"
