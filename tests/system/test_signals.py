"""A real ``uno-tui`` in a pseudo-terminal: a dropped connection or a kill loses nothing.

The game is played a little by key presses, then the process gets SIGHUP (an SSH drop) or
SIGKILL; ``uno-tui --resume`` must continue exactly where the save says the game stood, on a
pass curtain, never on a hand.
"""

from __future__ import annotations

import fcntl
import json
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from uno_tui.engine import game_state, game_to_record
from uno_tui.saves import SAVE_SUFFIX, load_game

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal")


class Terminal:
    """One app process in an 80x24 pseudo-terminal."""

    def __init__(self, args: list[str], data_dir: Path) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith("TEXTUAL") and k not in ("LC_ALL", "LC_MESSAGES", "NO_COLOR")
        }
        env.update(TERM="xterm-256color", UNO_TUI_DATA_DIR=str(data_dir), LANG="C.UTF-8")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "uno_tui", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.master = master
        self.seen = b""

    def read_until(self, text: str, timeout: float = 20.0) -> None:
        deadline = time.monotonic() + timeout
        while text.encode() not in self.seen:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"{text!r} never appeared on the screen")
            ready, _, _ = select.select([self.master], [], [], left)
            if ready:
                try:
                    self.seen += os.read(self.master, 65536)
                except OSError:
                    raise AssertionError(f"the app ended before showing {text!r}") from None

    def press(self, key: bytes, then: str) -> None:
        self.seen = b""
        time.sleep(0.5)  # past the app's guard against double presses
        os.write(self.master, key)
        self.read_until(then)

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)
        os.close(self.master)


def the_save(data_dir: Path) -> Path:
    saves = sorted(data_dir.glob(f"*{SAVE_SUFFIX}"))
    assert len(saves) == 1, saves
    return saves[0]


@pytest.mark.parametrize("sig", [signal.SIGHUP, signal.SIGTERM, signal.SIGKILL])
def test_a_signal_loses_nothing_and_resume_continues(tmp_path: Path, sig: signal.Signals) -> None:
    term = Terminal(["--players", "Ana,Bruno", "--seed", "4"], tmp_path)
    try:
        term.read_until("Who deals?")
        term.press(b"\r", "Pass the keyboard")
        term.press(b"\r", "your hand")
        term.press(b"d", "drew")
        time.sleep(0.3)
        before = game_state(load_game(the_save(tmp_path)))
        assert before["applied"] >= 1
        os.killpg(term.proc.pid, sig)
        assert term.proc.wait(5) != 0
    finally:
        term.close()
    save = the_save(tmp_path)
    assert game_state(load_game(save)) == before
    again = Terminal(["--resume"], tmp_path)
    try:
        again.read_until("Pass the keyboard")
        assert b"your hand" not in again.seen
    finally:
        again.close()
    resumed = load_game(the_save(tmp_path))
    assert game_state(resumed) == before
    saved = json.loads(save.read_text())
    assert saved.pop("seats") == ["human", "human"]
    assert saved.pop("lang") == "en"
    assert saved == game_to_record(resumed)


def test_plain_start_offers_the_unfinished_game_and_names_a_bad_save(tmp_path: Path) -> None:
    from uno_tui.engine import Game, make_setup
    from uno_tui.saves import SaveStore

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
    assert load_game(path).actions == game.actions
