"""With Textual's internals off (``UNO_TUI_TEXTUAL_PRIVATE=0``, ``ui/textual_private.py``)
the keys work as with them on (issue 24, item 4): a language's letters on the dialogs
(Sim = S, Vermelho = V) and keys typed in a burst (``Ana`` Down ``Bruno`` in the setup
form, ``End Enter b`` on a hand). Those are the tests of what once took a private path, run
again in a process of their own with the switch off, so a run of the suite with the switch
on checks both ways (about ten seconds). The whole suite passes with the switch off too:
``UNO_TUI_TEXTUAL_PRIVATE=0 python -m pytest -n 2`` (this test is skipped then: it is the
run itself)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from uno_tui.ui import textual_private

HERE = Path(__file__).parent
#: The tests of keys whose way through the app used Textual's internals.
KEY_TESTS = ("test_key_letters.py", "test_setup_keys.py", "test_bursts.py")


@pytest.mark.slow
@pytest.mark.skipif(not textual_private.ENABLED, reason="the switch is off: this run checks it")
def test_the_keys_work_with_textuals_internals_off() -> None:
    env = {**os.environ, textual_private.SWITCH: "0"}
    env.pop("PYTEST_XDIST_WORKER", None)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
            *(str(HERE / name) for name in KEY_TESTS),
        ],
        env=env,
        cwd=HERE.parent.parent,
        capture_output=True,
        text=True,
        timeout=240,
    )
    tail = "\n".join(done.stdout.splitlines()[-30:])
    assert done.returncode == 0, tail + done.stderr[-2000:]
    assert " passed" in tail and "skipped" not in tail, tail
