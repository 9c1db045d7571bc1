"""A save that fails is tried again (issue 33): on each later change and on the table's
clock, until a write succeeds; whoever shows the table is told each time the outcome
changes, and nothing says "saved" meanwhile. The full disk is a writer failing with ENOSPC
at the one place that writes (``write_atomic``), and once at the lock file's write."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest
from test_conductor import ManualClock

import uno_tui.table.lock as lock_module
import uno_tui.table.saves.store as store_module
from uno_tui.engine import Draw
from uno_tui.table.conductor import Conductor
from uno_tui.table.saves import SaveStore, load_save, not_saved_line
from uno_tui.table.saving import RETRY_SECONDS
from uno_tui.table.session import GameSession


class Disk:
    """The one place that writes a save, full until ``room()``."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.full = True
        self.tries = 0
        real = store_module.write_atomic

        def write(path: Path, record: dict[str, Any]) -> None:
            self.tries += 1
            if self.full:
                raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC), str(path))
            real(path, record)

        monkeypatch.setattr(store_module, "write_atomic", write)

    def room(self) -> None:
        self.full = False


def a_table(tmp_path: Path) -> tuple[Conductor, ManualClock, list[str]]:
    session = GameSession(seed=4, saves=SaveStore(tmp_path))
    session.on_save_error = lambda _exc: None
    clock = ManualClock()
    conductor = Conductor(session, clock, reaction_scale=lambda: 0.0)
    told: list[str] = []
    conductor.saving.on_change = lambda: told.append(not_saved_line(session.save_error))
    return conductor, clock, told


def test_a_failed_save_is_tried_again_on_the_clock_until_it_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = Disk(monkeypatch)
    conductor, clock, told = a_table(tmp_path)
    conductor.new_game(["Ana", "Bruno"], 500, ("human", "human"))
    session = conductor.session
    assert not session.saved
    assert session.save_error is not None and session.save_error.errno == errno.ENOSPC
    while clock.queue:
        clock.queue.pop(0)()
    assert told == ["Not saved: No space left on device. Trying again…"]
    assert [seconds for seconds, _ in clock.timers] == [RETRY_SECONDS]
    tries = disk.tries
    clock.timers.pop(0)[1]()  # the time came: still full, tried again, and again later
    assert disk.tries == tries + 1
    assert [seconds for seconds, _ in clock.timers] == [RETRY_SECONDS]
    assert told == ["Not saved: No space left on device. Trying again…"]  # (nothing new)
    disk.room()
    clock.timers.pop(0)[1]()
    while clock.queue:
        clock.queue.pop(0)()
    assert session.saved and session.save_error is None
    assert told[-1] == ""  # the line goes: the game is written
    assert clock.timers == []  # and nothing is tried any more
    assert session.save_path is not None
    assert load_save(session.save_path).game.actions == session.game.actions  # type: ignore[union-attr]


def test_each_later_change_tries_the_save_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    disk = Disk(monkeypatch)
    conductor, _clock, _told = a_table(tmp_path)
    conductor.new_game(["Ana", "Bruno"], 500, ("human", "human"))
    session = conductor.session
    assert session.game is not None and not session.saved
    disk.room()
    seat = session.game.current
    conductor.submit(seat, Draw(seat))  # type: ignore[arg-type]
    assert session.saved
    assert session.save_path is not None
    assert load_save(session.save_path).game.actions == session.game.actions


def test_a_lock_file_that_cannot_be_written_is_let_go(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A full disk fails the lock file's write too: the lock must not stay held by this
    very process, or the next try finds the game 'open in another uno-tui' and stops
    saving for good ("another uno-tui took this game over", seen on a full tmpfs)."""
    real = os.pwrite
    full = [True]

    def pwrite(fd: int, data: bytes, offset: int) -> int:
        if full[0]:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        return real(fd, data, offset)

    monkeypatch.setattr(lock_module.os, "pwrite", pwrite)
    conductor, _clock, _told = a_table(tmp_path)
    conductor.new_game(["Ana", "Bruno"], 500, ("human", "human"))
    session = conductor.session
    assert session.save_error is not None and session.save_error.errno == errno.ENOSPC
    assert not session.save_now()  # still full: the same error, not a take-over
    assert session.taken_over is None
    full[0] = False
    assert session.save_now()
    assert session.saved and session.taken_over is None


def test_a_copy_the_player_saved_stands_until_the_game_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    Disk(monkeypatch)
    conductor, _clock, _told = a_table(tmp_path / "games")
    conductor.new_game(["Ana", "Bruno"], 500, ("human", "human"))
    session = conductor.session
    monkeypatch.undo()  # (the copy's own write is real)
    written = conductor.saving.save_to(tmp_path)  # a folder: a new game's name in it
    assert written.parent == tmp_path and written.name.endswith(".uno.json")
    assert conductor.saving.copied_to == written
    assert session.game is not None and not session.saved  # (its own file is not written)
    assert load_save(written).game.actions == session.game.actions
    with pytest.raises(FileNotFoundError):
        conductor.saving.save_to(tmp_path / "no such folder" / "game.json")
    seat = session.game.current
    conductor.submit(seat, Draw(seat))  # type: ignore[arg-type]
    assert conductor.saving.copied_to is None  # the copy is of the game as it was


def test_a_save_folder_that_is_a_file_says_not_a_directory(tmp_path: Path) -> None:
    """(mkdir's own words were "File exists", which told the player nothing.)"""
    folder = tmp_path / "games"
    folder.write_text("a file")
    conductor, _clock, _told = a_table(folder)
    conductor.new_game(["Ana", "Bruno"], 500, ("human", "human"))
    error = conductor.session.save_error
    assert error is not None and not conductor.session.saved
    assert not_saved_line(error) == "Not saved: Not a directory. Trying again…"
