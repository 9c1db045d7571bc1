"""Any error of the system's that reaches the command line (a full disk, a read-only
folder, a symlink that loops) is one line and a non-zero exit, never a traceback
(issue 33)."""

from __future__ import annotations

import errno
import os
from pathlib import Path
from typing import Any

import pytest

import uno_tui.table.files as files_module
import uno_tui.table.lock as lock_module
import uno_tui.table.saves.store as store_module
from uno_tui import cli
from uno_tui.cli import play
from uno_tui.table.saves import DATA_DIR_ENV, SaveStore
from uno_tui.table.session import GameSession


@pytest.mark.parametrize("code", [errno.ENOSPC, errno.EROFS, errno.EACCES, errno.ENOTDIR])
def test_an_os_error_is_one_line(
    code: int, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def fails(_args: Any) -> int:
        raise OSError(code, os.strerror(code), "/data/uno-tui/games/.lock")

    monkeypatch.setattr(play, "run", fails)
    assert cli.main(["--resume"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1
    assert err == f"uno-tui: {os.strerror(code)}: /data/uno-tui/games/.lock\n"


def test_a_symlink_loop_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def loops(_args: Any) -> int:
        raise RuntimeError("Symlink loop from '/tmp/x.json'")

    monkeypatch.setattr(play, "run", loops)
    assert cli.main(["--load", "/tmp/x.json"]) == 1
    assert capsys.readouterr().err == "uno-tui: Symlink loop from '/tmp/x.json'\n"


# ---------------------------------------------------------------------------------------
# The real faults, through ``uno-tui --resume``, ``--load`` and ``stats`` on a data folder
# of the test's own (``UNO_TUI_DATA_DIR``). Root reads and writes whatever the modes say,
# so as root the same refusal is made at the one call that meets it (``ROOT``).

ROOT = os.geteuid() == 0


def a_save(folder: Path, name: str = "game-a.uno.json") -> Path:
    """An unfinished game saved in ``folder``, as the app leaves one."""
    store = SaveStore(folder)
    session = GameSession(seed=7, saves=store)
    session.new_game(["Ana", "Bruno"], 500, ("human", "cpu-easy"))
    assert session.save_path is not None
    store.close()
    return session.save_path.rename(folder / name)


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    assert out == ""
    return code, err


def one_line(code: int, err: str) -> str:
    assert code != 0
    assert err.count("\n") == 1 and err.startswith("uno-tui: "), err
    assert "Traceback" not in err
    return err.strip()


def refuse(monkeypatch: pytest.MonkeyPatch, module: Any, name: str, code: int, when: str) -> None:
    """``module.os.<name>`` fails with ``code`` for a path that ends with ``when``."""
    real = getattr(module.os, name)

    def refused(path: Any, *args: Any, **kwargs: Any) -> Any:
        if str(path).endswith(when):
            raise OSError(code, os.strerror(code), str(path))
        return real(path, *args, **kwargs)

    monkeypatch.setattr(module.os, name, refused)


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "games"
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder


def test_a_data_folder_that_is_a_file_is_said_so(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data.write_text("not a folder")
    for argv in (["--resume"], ["stats"]):
        line = one_line(*run_cli(capsys, *argv))
        assert line == f"uno-tui: cannot read the save folder {data}: Not a directory"


def test_a_data_folder_that_cannot_be_read_is_said_so(
    data: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    a_save(data)
    if ROOT:
        refuse(monkeypatch, store_module, "listdir", errno.EACCES, "games")
    else:  # pragma: no cover - the suite runs as root here
        data.chmod(0)
    try:
        for argv in (["--resume"], ["stats"]):
            line = one_line(*run_cli(capsys, *argv))
            assert line == f"uno-tui: cannot read the save folder {data}: Permission denied"
    finally:
        data.chmod(0o700)


@pytest.mark.parametrize("code", [errno.EROFS, errno.EACCES])
def test_resume_in_a_folder_that_cannot_be_written_is_one_line(
    code: int, data: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Read-only (or not writable): the game's lock file cannot be made."""
    save = a_save(data)
    if ROOT or code == errno.EROFS:
        refuse(monkeypatch, lock_module, "open", code, ".lock")
    else:  # pragma: no cover - the suite runs as root here
        data.chmod(0o500)
    try:
        line = one_line(*run_cli(capsys, "--resume"))
    finally:
        data.chmod(0o700)
    assert line == f"uno-tui: cannot open the game {save}: {os.strerror(code)}"


def test_resume_on_a_full_disk_is_one_line(
    data: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """ENOSPC as the lock says who holds the game (the first write); nothing is left
    behind, and the save is as it was."""
    save = a_save(data)
    before = save.read_bytes()
    real = lock_module.os.pwrite

    def full(fd: int, data_: bytes, offset: int) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(lock_module.os, "pwrite", full)
    line = one_line(*run_cli(capsys, "--resume"))
    assert line == f"uno-tui: cannot open the game {save}: No space left on device"
    assert save.read_bytes() == before
    assert sorted(p.name for p in data.iterdir()) == [save.name]  # (no lock file left)
    monkeypatch.setattr(lock_module.os, "pwrite", real)


def test_load_of_a_symlink_to_itself_is_one_line(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    a_save(data)
    for loop in (tmp_path / "loop.json", data / "loop.uno.json"):  # (elsewhere, and a save)
        loop.symlink_to(loop)
        line = one_line(*run_cli(capsys, "--load", str(loop)))
        assert line == (
            f"uno-tui: cannot load {loop}: cannot read {loop.name}: "
            "Too many levels of symbolic links"
        )


def test_a_save_that_cannot_be_read_now_is_named_and_left_where_it_is(
    data: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """Mode 000 (EACCES): not damaged, so not moved aside as a bad save."""
    save = a_save(data)
    if ROOT:
        refuse(monkeypatch, files_module, "open", errno.EACCES, save.name)
    else:  # pragma: no cover - the suite runs as root here
        save.chmod(0)
    code, err = run_cli(capsys, "--resume")
    assert code == 1
    assert err.splitlines() == [
        f"uno-tui: a save cannot be read now: cannot read {save.name}: Permission denied "
        "(left where it is)",
        "uno-tui: there is no unfinished game to resume",
    ]
    assert sorted(p.name for p in data.iterdir()) == [save.name]  # no .bad beside it
    games, bad = SaveStore(data).scan()
    assert games == [] and [(b.path, b.moved_to, b.unreadable) for b in bad] == [(save, None, True)]


def test_a_damaged_save_is_still_moved_aside(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    save = a_save(data)
    save.write_bytes(save.read_bytes()[:40])
    code, err = run_cli(capsys, "--resume")
    assert code == 1 and "skipped a save that cannot be used" in err
    assert sorted(p.name for p in data.iterdir()) == [save.name + ".bad"]


def test_load_of_a_file_that_cannot_be_read_is_one_line(
    data: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    elsewhere = a_save(data).rename(tmp_path / "mine.json")
    if ROOT:
        refuse(monkeypatch, files_module, "open", errno.EACCES, elsewhere.name)
    else:  # pragma: no cover - the suite runs as root here
        elsewhere.chmod(0)
    line = one_line(*run_cli(capsys, "--load", str(elsewhere)))
    assert line == f"uno-tui: cannot load {elsewhere}: cannot read mine.json: Permission denied"


def test_load_of_a_save_in_a_read_only_folder_is_one_line(
    data: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    save = a_save(data)
    refuse(monkeypatch, lock_module, "open", errno.EROFS, ".lock")
    line = one_line(*run_cli(capsys, "--load", str(save)))
    assert line == f"uno-tui: cannot open the game {save}: Read-only file system"
