"""Snapshot tests (pytest-textual-snapshot) of every screen and dialog at 80x24.

The seeded, spelled-out games of ``tests/app/shots.py`` (the scripts that also draw
``screenshots/*.svg``) are each played once; every screen or dialog a game reaches is
compared with the SVG kept under ``tests/app/__snapshots__/``, one test a shot. After an
intended change to the look:

    python -m pytest tests/app/test_snapshots.py --snapshot-update
"""

from __future__ import annotations

import pytest
from pytest_textual_snapshot import SVGImageExtension  # type: ignore[import-untyped]
from syrupy.assertion import SnapshotAssertion

from .shots import SHOTS, played

#: Every screen and dialog, by the shot that shows it.
SCREENS = {
    "setup": "01-setup",
    "dealer_draw": "02-dealer-draw",
    "pass_curtain": "03-pass-curtain",
    "colour_start_wild": "04-colour-start-wild",
    "hand": "05-hand",
    "play_or_keep": "06-play-or-keep",
    "hand_uno_armed": "07-hand-uno-armed",
    "uno_announced": "08-uno-announced",
    "pass_curtain_after_uno": "09-pass-after-uno",
    "score_sheet_any_time": "10-score-sheet",
    "log": "11-log",
    "help": "12-help",
    "quit": "13-quit",
    "score_sheet_round": "14-round-score-sheet",
    "colour": "15-colour",
    "challenge": "16-challenge",
    "reveal_curtain": "17-reveal-curtain",
    "reveal": "18-reveal",
    "challenge_announced": "19-challenge-announced",
    "catch_picker": "20-catch",
    "caught_announced": "21-caught",
    "game_over": "22-game-over",
    "too_small": "23-too-small",
    "drew_unplayable": "24-drew-unplayable",
    "watch_computer": "25-watch-computer",
    "curtain_ten_players": "26-curtain-ten-players",
    "hand_ten_players": "27-hand-ten-players",
    "catch_refused": "28-catch-refused",
    "round_over": "29-round-over",
    "game_won": "30-game-won",
}


def test_every_shot_has_a_snapshot() -> None:
    assert sorted(SCREENS.values()) == sorted(SHOTS)


@pytest.mark.parametrize("shot", list(SCREENS.values()), ids=list(SCREENS))
def test_snapshot(snapshot: SnapshotAssertion, shot: str) -> None:
    assert snapshot.use_extension(SVGImageExtension) == played(SHOTS[shot], "en")[shot].svg
