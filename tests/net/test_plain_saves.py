"""The line mode says when the game's save fails, with the folder it writes to (the
player frees room there, or makes it writable), and when a later write succeeds; the
host's line mode (``host --plain``) too, where a failed save used to end the table with a
traceback."""

from __future__ import annotations

import errno
import io
import os
from pathlib import Path
from typing import Any

import pytest
from fakeclock import FakeClock

from uno_tui.lines.console import Console
from uno_tui.lines.hosted import host_lines
from uno_tui.lines.saving import say_the_save
from uno_tui.net.local import listen_tcp
from uno_tui.table.conductor import Conductor
from uno_tui.table.saves import SaveStore
from uno_tui.table.saving import RETRY_SECONDS
from uno_tui.table.session import GameSession

NOT_SAVED = "Not saved in ~/games/uno-tui: No space left on device. Trying again…"


def full(*_args: Any, **_kwargs: Any) -> None:
    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))


async def test_host_plain_says_the_save_failed_and_where_and_plays_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    store = SaveStore(tmp_path / "games" / "uno-tui")
    monkeypatch.setattr(store, "save", full)  # the disk is full from the first write
    session = GameSession(seed=10, saves=store)
    read, typed = os.pipe()
    out = io.StringIO()
    sock = listen_tcp("127.0.0.1", 0)
    os.write(typed, b"q\ny\n")  # (a script, not a terminal: each line answers in turn)
    try:
        code = await host_lines(
            session,
            {1: "Bruno"},
            sock,
            "127.0.0.1:0",
            names=["Ana", "Bruno"],
            target=500,
            seats=("human", "human"),
            rules=None,
            pace=0,
            console=Console(read, out),
        )
    finally:
        os.close(typed)
        os.close(read)
        sock.close()
        store.close()
    said = out.getvalue().splitlines()
    assert code == 0
    assert NOT_SAVED in said, said
    assert said.count(NOT_SAVED) == 1
    # Q's question says it again, and where, before the table closes.
    quitting = "The game is not saved in ~/games/uno-tui: No space left on device."
    assert any(line.startswith(quitting) for line in said), said


def test_the_line_mode_says_when_the_save_is_written_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("HOME", str(tmp_path))
    store = SaveStore(tmp_path / "games" / "uno-tui")
    session = GameSession(seed=10, saves=store)
    clock = FakeClock()
    conductor = Conductor(session, clock)
    read, typed = os.pipe()
    out = io.StringIO()
    say_the_save(conductor, Console(read, out))
    try:
        monkeypatch.setattr(store, "save", full)
        conductor.new_game(["Ana", "Bruno"], 500, ("human", "human"))
        clock.advance(0)
        assert out.getvalue().splitlines() == [NOT_SAVED]
        monkeypatch.undo()  # room again: the next try writes it
        monkeypatch.setenv("HOME", str(tmp_path))
        clock.advance(RETRY_SECONDS)
        assert out.getvalue().splitlines() == [NOT_SAVED, "Saved: the game is written now."]
        assert session.saved
    finally:
        os.close(typed)
        os.close(read)
        store.close()
