"""``uno-tui replay FILE`` without --json: the table's sentences and the score sheet."""

from __future__ import annotations

from pathlib import Path

import pytest

from uno_tui.cli import main

DATA = Path(__file__).resolve().parent.parent / "data"


def test_transcript_tells_the_game_round_by_round(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["replay", str(DATA / "long_game.record.json")]) == 0
    out = capsys.readouterr().out
    assert out.startswith("Ana, Bruno, Carla — playing to 60 points.")
    assert "== Round 1 ==" in out and "== Round 2 ==" in out
    assert "Bruno played Wild Draw Four and named Yellow." in out
    assert "Carla challenged — Bruno had no Blue: Carla draws 6 and loses the turn." in out
    assert "Bruno went out and scores 51 points." in out
    assert "Ana held Green 7, Red 1, Green 0, Yellow 4, Blue 4: 16 points." in out
    assert "Bruno wins the game with 73 points!" in out
    sheet = out[out.index("Score sheet") :].splitlines()
    assert sheet[1].split() == ["Round", "Ana", "Bruno", "Carla"]
    assert sheet[2].split() == ["1", "—", "51", "—"]
    assert sheet[-1].split() == ["Total", "0", "73", "0"]


def test_transcript_keeps_drawn_cards_private(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "r.json"
    record.write_text(
        '{"format": "uno-record/1", "players": ["Ana", "Bruno"], "deals": [{"dealer": 1,'
        ' "hands": [["R1", "B2"], ["G3", "G4"]], "start": "Y9", "draw_pile": ["W+4"]}],'
        ' "actions": [{"by": 0, "draw": true}, {"by": 0, "keep": true}]}'
    )
    assert main(["replay", str(record)]) == 0
    out = capsys.readouterr().out
    assert "Ana drew a card." in out
    assert "kept" not in out
    assert "Wild Draw Four" not in out
    assert "The game goes on: Bruno is to play." in out


def test_transcript_reports_a_refused_action(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    record = tmp_path / "r.json"
    record.write_text(
        '{"format": "uno-record/1", "players": ["Ana", "Bruno"], "deals": [{"dealer": 1,'
        ' "hands": [["G4", "B2"], ["G3", "G5"]], "start": "R7"}],'
        ' "actions": [{"by": 0, "play": "G4"}]}'
    )
    assert main(["replay", str(record)]) == 1
    out = capsys.readouterr().out
    assert (
        "Action 0 of the record was refused: Green 4 matches neither the colour nor the number"
        " of Red 7." in out
    )
