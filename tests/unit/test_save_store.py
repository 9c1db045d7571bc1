"""The save folder and its one writer per game: private when the app owns it,
said once when the player chose a folder others can read; leftovers of cut writes removed
(only ours); a game open in one store is busy for another until released or taken over, and
a taken-over store never writes again."""

from __future__ import annotations

import os
import signal
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

from uno_tui.engine import Game, make_setup
from uno_tui.table.lock import lock_path
from uno_tui.table.saves import DATA_DIR_ENV, GameBusy, SaveStore, TakenOver, load_save


def a_game(steps: int = 2) -> Game:
    game = Game(make_setup(["Ana", "Bruno"], seed=4))
    for _ in range(steps):
        game.apply(game.legal_actions()[0])
    return game


def test_a_folder_the_app_owns_is_made_private_even_if_it_existed(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir(mode=0o755)
    os.chmod(folder, 0o755)
    store = SaveStore(folder, owned=True)
    assert store.prepare() is None
    assert stat.S_IMODE(folder.stat().st_mode) == 0o700


def test_the_platform_folder_is_owned_and_a_chosen_one_is_not(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv(DATA_DIR_ENV, str(tmp_path))
    assert not SaveStore().owned
    monkeypatch.delenv(DATA_DIR_ENV)
    assert SaveStore().owned


def test_a_chosen_folder_keeps_its_mode_and_is_named_once(tmp_path: Path) -> None:
    folder = tmp_path / "mine"
    folder.mkdir()
    os.chmod(folder, 0o755)
    said = SaveStore(folder, owned=False).prepare()
    assert said is not None and "can be read by other users (mode 755)" in said
    assert "\n" not in said
    assert stat.S_IMODE(folder.stat().st_mode) == 0o755
    os.chmod(folder, 0o700)
    assert SaveStore(folder, owned=False).prepare() is None


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_leftover_temporary_files_are_removed_only_if_ours(tmp_path: Path) -> None:
    folder = tmp_path / "games"
    folder.mkdir()
    gone = dead_pid()
    ours = folder / f".game-1.uno.json.{gone}.0a1b2c3d.tmp"
    live = folder / f".game-1.uno.json.{os.getppid()}.0a1b2c3d.tmp"
    keep = [
        live,  # a live process may be writing it now
        folder / f".notes.txt.{gone}.0a1b2c3d.tmp",
        folder / f"game-1.uno.json.{gone}.0a1b2c3d.tmp",
        folder / f".game-1.uno.json.{gone}.zz.tmp",
        folder / "game-2.uno.json",
    ]
    for path in [ours, *keep]:
        path.write_text("{}")
    (folder / f".game-3.uno.json.{gone}.0a1b2c3d.tmp").mkdir()
    elsewhere = tmp_path / f".game-1.uno.json.{gone}.0a1b2c3d.tmp"
    elsewhere.write_text("{}")
    SaveStore(folder, owned=True).prepare()
    assert not ours.exists()
    assert all(path.exists() for path in keep)
    assert (folder / f".game-3.uno.json.{gone}.0a1b2c3d.tmp").is_dir()
    assert elsewhere.exists()


def test_one_writer_per_game(tmp_path: Path) -> None:
    first, second = SaveStore(tmp_path), SaveStore(tmp_path)
    path = first.new_path()
    first.save(path, a_game(), hold=True)
    with pytest.raises(GameBusy) as busy:
        second.open(path)
    holder = busy.value.holder
    assert holder is not None and holder.pid == os.getpid()
    assert abs(holder.since - time.time()) < 600
    with pytest.raises(GameBusy):
        second.save(path, a_game(3))
    first.close()
    assert not lock_path(path).exists()
    assert second.open(path).game.actions == a_game().actions


def test_a_taken_over_store_never_writes_again(tmp_path: Path) -> None:
    old, new = SaveStore(tmp_path), SaveStore(tmp_path)
    path = old.new_path()
    old.save(path, a_game(1), hold=True)
    taken = new.take_over(path)
    assert taken.generation == 1 and taken.game.actions == a_game(1).actions
    new.save(path, a_game(3), hold=True)
    newer = path.read_bytes()
    assert old.check() is not None
    with pytest.raises(TakenOver):
        old.save(path, a_game(2), hold=True)
    assert path.read_bytes() == newer
    assert load_save(path).generation == 1
    # A third process later opens it normally and keeps the generation.
    new.close()
    third = SaveStore(tmp_path)
    assert third.open(path).generation == 1
    third.save(path, a_game(4), hold=True)
    assert load_save(path).generation == 1
    with pytest.raises(TakenOver):
        old.save(path, a_game(2), hold=True)


def test_the_kernel_drops_the_lock_of_a_killed_process(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    path = store.new_path()
    store.save(path, a_game())
    code = (
        "import sys, time; from pathlib import Path; from uno_tui.table.saves import SaveStore;"
        f"SaveStore(Path({str(tmp_path)!r})).open(Path({str(path)!r}));"
        "print('open', flush=True); time.sleep(60)"
    )
    child = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE)
    try:
        assert child.stdout is not None and child.stdout.readline() == b"open\n"
        with pytest.raises(GameBusy) as busy:
            SaveStore(tmp_path).open(path)
        assert busy.value.holder is not None and busy.value.holder.pid == child.pid
        child.send_signal(signal.SIGKILL)
        child.wait(10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(10)
        if child.stdout is not None:
            child.stdout.close()
    assert SaveStore(tmp_path).open(path).game.actions == a_game().actions


def test_delete_removes_the_save_and_its_lock(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    path = store.new_path()
    store.save(path, a_game())
    other = SaveStore(tmp_path)
    other.open(path)
    with pytest.raises(GameBusy):
        store.delete(path)
    assert path.exists()
    other.close()
    store.delete(path)
    assert not path.exists() and not lock_path(path).exists()
    assert store.scan() == ([], [])


def test_delete_removes_a_hosted_games_seats_beside_it_and_no_other(tmp_path: Path) -> None:
    from uno_tui.net.sidecar import sidecar_path

    store = SaveStore(tmp_path)
    hosted, other = store.new_path(), store.new_path()
    for path in (hosted, other):
        store.save(path, a_game())
        sidecar_path(path).write_text('{"format": 1, "seats": []}', encoding="utf-8")
    store.delete(hosted)
    assert not hosted.exists() and not sidecar_path(hosted).exists()
    assert other.exists() and sidecar_path(other).exists()
    assert sorted(p.name for p in tmp_path.iterdir() if p.name.startswith(other.name)) == [
        other.name,
        other.name + ".net",
    ]
