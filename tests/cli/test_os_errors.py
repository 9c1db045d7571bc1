"""Any error of the system's that reaches the command line (a full disk, a read-only
folder, a symlink that loops) is one line and a non-zero exit, never a traceback
(issue 33)."""

from __future__ import annotations

import errno
import os
from typing import Any

import pytest

from uno_tui import cli
from uno_tui.cli import play


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
