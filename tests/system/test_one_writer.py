"""One game, one writer: two real ``uno-tui`` processes on one game, and a kill
at every point of a write.

The second process is told the game is open (which process, since when) and may take it
over; the first then never writes again — not from autosave, not from its final save, not
from a SIGHUP handler after it was stopped and continued. A SIGKILL right after a write or
between its temporary file and its rename leaves the state before or after the action, and
``--resume`` goes on from it, on a curtain.

The game: ``--players Ana,Bruno``, seed 4 (from a file: ``seeded``). Pressing Enter plays
Ana's Yellow 6 and Bruno's Yellow 8; Ana then holds only a Wild Draw Four (named Red), which
Bruno challenges.

The processes run with the key guard off (``Terminal``'s ``guard``), but in the last test:
a key typed too soon for its screen is the guard's business, tested in
``test_hurry_burst`` and the app tests, not what these tests are about.
"""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import pytest
from pty_app import Terminal, actions_in, document, seeded, the_save, wait_for_actions

from uno_tui.table.saves.disk import STOP_AFTER_WRITE_ENV, STOP_BEFORE_RENAME_ENV, TEMP_PATTERN

pytestmark = [
    pytest.mark.slow,
    pytest.mark.skipif(sys.platform != "linux", reason="needs Linux ptys and /proc"),
]

GAME = ["--players", "Ana,Bruno"]
#: The actions the key script below plays, in the record's words.
ACTIONS: list[dict[str, object]] = [
    {"by": 0, "play": "Y6"},
    {"by": 1, "play": "Y8"},
    {"by": 0, "play": "W+4", "color": "R"},
    {"by": 1, "challenge": True},
]
#: From a pass curtain with this many actions applied: the keys that play the next one,
#: and what shows after each key.
NEXT: dict[int, list[tuple[bytes, str]]] = {
    0: [(b"\r", "your hand"), (b"\r", "Pass the keyboard to BRUNO")],
    1: [(b"\r", "your hand"), (b"\r", "Pass the keyboard to ANA")],
    2: [(b"\r", "your hand"), (b"\r", "Name the colour"), (b"r", "Pass the keyboard to BRUNO")],
    3: [(b"\r", "Challenge"), (b"c", "BRUNO challenges Ana")],
}


def start(term: Terminal) -> None:
    """From the dealer draw to Ana's curtain (nothing applied yet)."""
    term.read_until("Who deals?")
    term.press(b"\r", "Pass the keyboard to ANA")


def play(term: Terminal, data_dir: Path, applied: int, upto: int) -> None:
    """From a curtain with ``applied`` actions, play on until ``upto`` are saved."""
    for n in range(applied, upto):
        for key, then in NEXT[n]:
            term.press(key, then)
        wait_for_actions(data_dir, n + 1)


def open_game(data_dir: Path, actions: int, *, guard: bool = False) -> Terminal:
    term = Terminal([*GAME, *seeded(data_dir, 4)], data_dir, guard=guard)
    start(term)
    play(term, data_dir, 0, actions)
    return term


def test_a_second_resume_is_told_who_has_the_game_and_may_leave_it(tmp_path: Path) -> None:
    first = open_game(tmp_path, 2)
    second = Terminal(["--resume"], tmp_path, guard=False)
    try:
        second.read_until("Take it over? [y/N]")
        line = second.seen.decode()
        assert f"is open in another uno-tui (process {first.proc.pid}, since today " in line
        assert "Ana 0 · Bruno 0 — round 1" in line
        second.type(b"n\r")
        assert second.wait() == 1
        assert b"left it there" in second.everything
        assert b"Pass the keyboard" not in second.everything
        # The first goes on saving as before.
        play(first, tmp_path, 2, 3)
        assert actions_in(tmp_path) == ACTIONS[:3]
    finally:
        first.close()
        second.close()


def test_the_start_screen_names_the_holder_and_takes_the_game_over(tmp_path: Path) -> None:
    first = open_game(tmp_path, 1)
    second = Terminal([], tmp_path, guard=False)
    try:
        second.read_until(f"open in another uno-tui (process {first.proc.pid}")
        second.press(b"\r", "Take this game over?")
        second.press(b"y", "Pass the keyboard to BRUNO")
        assert b"your hand" not in second.everything
        assert first.wait() == 0
        assert f"process {second.proc.pid} took this game over".encode() in first.everything
        assert document(the_save(tmp_path)).get("generation") == 1
        play(second, tmp_path, 1, 2)
        assert actions_in(tmp_path) == ACTIONS[:2]
    finally:
        first.close()
        second.close()


def test_a_stopped_first_process_never_rolls_the_game_back(tmp_path: Path) -> None:
    """Play 2, stop the first, take over and play 2 more, quit, then
    continue the first and hang it up: the save still holds 4 actions."""
    first = open_game(tmp_path, 2)
    os.killpg(first.proc.pid, signal.SIGSTOP)
    second = Terminal(["--resume"], tmp_path, guard=False)
    try:
        second.read_until("Take it over? [y/N]")
        assert f"(process {first.proc.pid}, since today ".encode() in second.seen
        second.type(b"y\r")
        second.read_until("Pass the keyboard to ANA")
        play(second, tmp_path, 2, 4)
        # Bruno's reveal curtain is up ("BRUNO challenges Ana"): he alone sees Ana's hand.
        second.press(b"\r", "Press Enter to hide the hand")
        second.press(b"\r", "Pass the keyboard")  # Ana's curtain, the verdict told over it
        second.press(b"\r", "Draw pile")  # the verdict read: the table under it shows
        second.press(b"q", "Quit UNO?")
        second.type(b"y")
        assert second.wait() == 0
        newer = the_save(tmp_path).read_bytes()
        stamp = the_save(tmp_path).stat().st_mtime_ns
        assert document(the_save(tmp_path))["actions"] == ACTIONS
        os.killpg(first.proc.pid, signal.SIGCONT)
        os.killpg(first.proc.pid, signal.SIGHUP)
        first.wait()
        assert the_save(tmp_path).read_bytes() == newer
        assert the_save(tmp_path).stat().st_mtime_ns == stamp
    finally:
        first.close()
        second.close()


def test_a_taken_over_process_that_goes_on_never_writes(tmp_path: Path) -> None:
    """The first process is continued without a signal: its next save check (at most a
    second later) finds the newer generation and it closes, writing nothing."""
    first = open_game(tmp_path, 1)
    os.killpg(first.proc.pid, signal.SIGSTOP)
    second = Terminal(["--resume"], tmp_path, guard=False)
    try:
        second.read_until("Take it over? [y/N]")
        second.type(b"y\r")
        second.read_until("Pass the keyboard to BRUNO")
        play(second, tmp_path, 1, 3)
        newer = the_save(tmp_path).read_bytes()
        os.killpg(first.proc.pid, signal.SIGCONT)
        first.type(b"\r")  # a key for its curtain: it must not reach the game
        assert first.wait() == 0
        assert b"took this game over" in first.everything
        assert the_save(tmp_path).read_bytes() == newer
    finally:
        first.close()
        second.close()


def _temporaries(data_dir: Path) -> list[str]:
    return [p.name for p in data_dir.iterdir() if TEMP_PATTERN.match(p.name)]


@pytest.mark.parametrize(
    ("hook", "write"),
    [
        *((STOP_BEFORE_RENAME_ENV, k) for k in (2, 3, 4, 5)),
        *((STOP_AFTER_WRITE_ENV, k) for k in (1, 2, 3, 4)),
    ],
)
def test_a_kill_at_any_point_of_a_write_keeps_a_whole_state(
    tmp_path: Path, hook: str, write: int
) -> None:
    """Write 1 saves the new game; write k+1 saves action k. Stopped before the rename
    of write ``write`` (or right after it), then killed: the save is the state before
    (or after) that action, a temporary file is all that is left over, and the next start
    removes it and goes on from the save, on a curtain."""
    term = Terminal([*GAME, *seeded(tmp_path, 4)], tmp_path, env={hook: str(write)}, guard=False)
    try:
        if write > 1:
            term.read_until("Who deals?")
            steps = [(b"\r", "Pass the keyboard to ANA")]
            steps += [step for n in range(write - 1) for step in NEXT[n]]
            for key, then in steps:
                if term.press_until_stopped(key, then):
                    break
        term.wait_stopped()
        os.killpg(term.proc.pid, signal.SIGKILL)
        term.proc.wait(10)
    finally:
        term.close()
    before = hook == STOP_BEFORE_RENAME_ENV
    applied = write - 2 if before else write - 1
    assert actions_in(tmp_path) == ACTIONS[:applied]
    assert len(_temporaries(tmp_path)) == (1 if before else 0)
    again = Terminal(["--resume"], tmp_path, guard=False)
    try:
        again.read_until("Pass the keyboard to")
        assert b"your hand" not in again.everything
        assert b"Who deals?" not in again.everything
        assert _temporaries(tmp_path) == []
        assert actions_in(tmp_path) == ACTIONS[:applied]
        play(again, tmp_path, applied, applied + 1)
        assert actions_in(tmp_path) == ACTIONS[: applied + 1]
    finally:
        again.close()


def test_a_drop_before_the_reveal_shows_it_on_resume(tmp_path: Path) -> None:
    """Bruno challenges, the connection drops on his curtain; the
    resumed game shows him Ana's hand, behind his curtain, before play goes on."""
    term = open_game(tmp_path, 4, guard=True)
    try:
        term.read_until("BRUNO challenges Ana")
        assert document(the_save(tmp_path))["reveal"] == 3
        os.killpg(term.proc.pid, signal.SIGHUP)
        term.wait()
    finally:
        term.close()
    again = Terminal(["--resume"], tmp_path)
    try:
        again.read_until("BRUNO challenges Ana")
        again.read_until("Show the hand")
        assert b"In words:" not in again.everything
        again.press(b"\r", "In words: ● Red 1, ● Red Skip, ◆ Green 1, ■ Blue 6, ■ Blue 7.")
        again.press(b"\r", "Pass the keyboard to ANA")
        assert "reveal" not in document(the_save(tmp_path))
        assert actions_in(tmp_path) == ACTIONS
    finally:
        again.close()
