"""A real ``uno-tui`` in a pseudo-terminal: a dropped connection or a kill loses nothing.

The game is played a little by key presses, then the process gets SIGHUP (an SSH drop) or
SIGKILL; ``uno-tui --resume`` must continue exactly where the save says the game stood, on a
pass curtain, never on a hand. (The key guard is off: keys are not what this is about.)
"""

from __future__ import annotations

import json
import os
import signal
import sys
from pathlib import Path

import pytest
from pty_app import Terminal, seeded, the_save, wait_for_actions

from uno_tui.engine import game_state, game_to_record
from uno_tui.table.saves import load_save

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")


#: A hang-up (a dropped SSH connection) in every run; a terminate and a kill in the full run.
SIGNALS = [
    signal.SIGHUP,
    pytest.param(signal.SIGTERM, marks=pytest.mark.slow),
    pytest.param(signal.SIGKILL, marks=pytest.mark.slow),
]


@pytest.mark.parametrize("sig", SIGNALS)
def test_a_signal_loses_nothing_and_resume_continues(tmp_path: Path, sig: signal.Signals) -> None:
    term = Terminal(["--players", "Ana,Bruno", *seeded(tmp_path, 4)], tmp_path, guard=False)
    try:
        term.read_until("Who deals?")
        term.press(b"\r", "Pass the keyboard")
        term.press(b"\r", "your hand")
        term.press(b"d", "drew")
        wait_for_actions(tmp_path, 1)
        before = game_state(load_save(the_save(tmp_path)).game)
        assert before["applied"] >= 1
        os.killpg(term.proc.pid, sig)
        assert term.proc.wait(5) != 0
    finally:
        term.close()
    save = the_save(tmp_path)
    assert game_state(load_save(save).game) == before
    again = Terminal(["--resume"], tmp_path, guard=False)
    try:
        again.read_until("Pass the keyboard")
        assert b"your hand" not in again.seen
    finally:
        again.close()
    resumed = load_save(the_save(tmp_path)).game
    assert game_state(resumed) == before
    saved = json.loads(save.read_text())
    assert saved.pop("seats") == ["human", "human"]
    assert saved.pop("lang") == "en"
    assert saved.pop("pace") == 0.9 and saved.pop("reminders") is False
    assert saved == game_to_record(resumed)


def test_plain_start_offers_the_unfinished_game_and_names_a_bad_save(tmp_path: Path) -> None:
    from uno_tui.engine import Game, make_setup
    from uno_tui.table.saves import SaveStore

    store = SaveStore(tmp_path)
    game = Game(make_setup(("Ana", "Bruno", "Carla"), seed=4, scores=(230, 120, 45)))
    game.apply(game.legal_actions()[0])
    path = store.new_path()
    store.save(path, game)
    (tmp_path / "game-broken.uno.json").write_bytes(path.read_bytes()[:50])
    term = Terminal([], tmp_path)
    try:
        term.read_until("Ana 230 · Bruno 120 · Carla 45 — round 1")
        term.read_until("game-broken.uno.json: it is damaged or cut short")
        term.press(b"\r", "Pass the keyboard")
        assert b"your hand" not in term.seen
    finally:
        term.close()
    assert (tmp_path / "game-broken.uno.json.bad").exists()
    assert load_save(path).game.actions == game.actions
