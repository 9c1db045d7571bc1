"""``uno-tui stats`` (issue 26): each player name's record across the saved games."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.app.scenarios import FOUR_PLAYER_CHALLENGES, deal
from uno_tui.cli import main
from uno_tui.engine import Card, Catch, Challenge, Color, Game, Play, make_setup
from uno_tui.table.saves import SaveStore
from uno_tui.table.stats import collect

C = Card.from_code
NAMES = ["Ana", "Bruno", "Carla", "Duda"]


def challenges_and_a_catch() -> Game:
    """Ana's legal Wild Draw Four: Bruno challenges and loses; Carla's bluff: Duda
    challenges and wins; Duda plays G7 (one card left, no UNO) and Ana catches her."""
    game = Game(make_setup(NAMES, seed=5, target=30, deals=FOUR_PLAYER_CHALLENGES))
    game.apply(Play(0, C("W+4"), Color.BLUE))
    game.apply(Challenge(1))
    game.apply(Play(2, C("W+4"), Color.GREEN))
    game.apply(Challenge(3))
    game.apply(Play(3, C("G7")))
    game.apply(Catch(0, 3))
    return game


def won_game() -> Game:
    """Ana goes out at once and reaches the target of 10: she wins the game."""
    game = Game(
        make_setup(
            ["Ana", "Bruno"], seed=1, target=10, deals=[deal(["R2", "G2 Y9 B7"], "R5", dealer=1)]
        )
    )
    game.apply(Play(0, C("R2")))
    return game


def test_challenges_catches_rounds_and_games_per_name() -> None:
    rows = {row.name: row for row in collect([challenges_and_a_catch(), won_game()])}
    ana, bruno, duda = rows["Ana"], rows["Bruno"], rows["Duda"]
    assert (ana.games, ana.won, ana.rounds_won, ana.catches) == (2, 1, 1, 1)
    assert ana.average == 18  # one finished game: G2 Y9 B7 = 18 points
    assert (bruno.games, bruno.won, bruno.challenges_won, bruno.challenges_lost) == (2, 0, 0, 1)
    assert bruno.average == 0
    assert (duda.games, duda.challenges_won, duda.challenges_lost) == (1, 1, 0)
    assert [row.name for row in collect([won_game()])] == ["Ana", "Bruno"]


def test_the_stats_command_prints_the_table(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    store = SaveStore()
    assert main(["stats"]) == 0
    assert "No saved games yet" in capsys.readouterr().out
    store.root.mkdir(parents=True, exist_ok=True)
    for game in (challenges_and_a_catch(), won_game()):
        store.save(store.new_path(), game)
    assert main(["stats"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].split() == [
        "Player",
        "Games",
        "Won",
        "Rounds",
        "Average",
        "Challenges",
        "won/lost",
        "Catches",
    ]
    assert out[1].split() == ["Ana", "2", "1", "1", "18", "0/0", "1"]
    assert max(len(line) for line in out) <= 80
    assert main(["--lang", "pt_PT", "stats"]) == 0
    assert capsys.readouterr().out.split()[:2] == ["Jogador", "Jogos"]
