"""A real ``uno-tui`` process in an 80x24 pseudo-terminal, for the system tests: what it
writes to the terminal is kept byte for byte (``everything``), keys are raw bytes."""

from __future__ import annotations

import fcntl
import json
import os
import pty
import re
import select
import struct
import subprocess
import sys
import termios
import time
from pathlib import Path
from typing import Any

from uno_tui.table.saves import SAVE_SUFFIX
from uno_tui.ui.app import KEY_GUARD

#: Seconds to wait for something to show before the test fails (a hang is a failure).
PATIENCE = 30.0
#: ``python -c`` for ``uno-tui`` with the key guard off (``Terminal``'s ``guard=False``).
GUARD_OFF = (
    "import uno_tui.ui.app as app; app.KEY_GUARD = 0.0; "
    "from uno_tui.cli import main_entry; main_entry()"
)


class Terminal:
    """One app process in an 80x24 pseudo-terminal.

    ``guard=False`` turns the app's guard against keys meant for the screen before off
    (``KEY_GUARD``, off in the app tests too): keys then follow the screens they wait for
    at once instead of ``KEY_GUARD`` seconds later, for tests of something else than keys
    (a key that must not reach a game reaches it sooner without the guard, if it can)."""

    def __init__(
        self,
        args: list[str],
        data_dir: Path,
        env: dict[str, str] | None = None,
        *,
        guard: bool = True,
    ) -> None:
        master, slave = pty.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        full = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith("TEXTUAL")
            and not k.startswith("UNO_TUI_TEST")
            and k not in ("LC_ALL", "LC_MESSAGES", "NO_COLOR")
        }
        full.update(TERM="xterm-256color", UNO_TUI_DATA_DIR=str(data_dir), LANG="C.UTF-8")
        full.update(env or {})
        #: Seconds before a key, past the guard that follows the last screen change.
        self.pause = KEY_GUARD + 0.15 if guard else 0.0
        self.proc = subprocess.Popen(
            [sys.executable, *(("-m", "uno_tui") if guard else ("-c", GUARD_OFF)), *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=full,
            start_new_session=True,
        )
        os.close(slave)
        self.master = master
        self.seen = b""
        self.everything = b""

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self.master, 65536)
        except OSError:
            return False
        if not data:
            return False
        self.seen += data
        self.everything += data
        return True

    def read_until(self, text: str | bytes, timeout: float = PATIENCE) -> None:
        wanted = text.encode() if isinstance(text, str) else text
        deadline = time.monotonic() + timeout
        while wanted not in self.seen:
            left = deadline - time.monotonic()
            if left <= 0:
                raise AssertionError(f"{text!r} never appeared: {self.seen[-600:]!r}")
            if not self._read(min(left, 0.5)):
                raise AssertionError(f"the app ended before showing {text!r}: {self.seen[-600:]!r}")

    def press(self, key: bytes, then: str | bytes) -> None:
        self.seen = b""
        time.sleep(self.pause)  # past the app's guard against double presses
        os.write(self.master, key)
        self.read_until(then)

    def type(self, data: bytes) -> None:
        os.write(self.master, data)

    def wait(self, timeout: float = PATIENCE) -> int:
        """Wait for the process to end, reading what it writes meanwhile."""
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                raise AssertionError(f"the app did not end: {self.seen[-600:]!r}")
            self._read(0.1)
        while self._read(0.05) and self.proc.poll() is not None:
            if not select.select([self.master], [], [], 0)[0]:
                break
        return self.proc.returncode

    def stopped(self) -> bool:
        """Whether the process is stopped (a test hook's SIGSTOP)."""
        stat = Path(f"/proc/{self.proc.pid}/stat").read_text()
        return stat.rsplit(")", 1)[1].split()[0] in ("T", "t")

    def wait_stopped(self, timeout: float = PATIENCE) -> None:
        """Wait until the process has stopped itself (a test hook's SIGSTOP)."""
        deadline = time.monotonic() + timeout
        while not self.stopped():
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise AssertionError(f"the app never stopped: {self.seen[-600:]!r}")
            self._read(0.05)

    def press_until_stopped(self, key: bytes, then: str) -> bool:
        """Press ``key`` and wait for ``then`` to show or the process to stop; True when
        it stopped."""
        self.seen = b""
        time.sleep(self.pause)
        os.write(self.master, key)
        deadline = time.monotonic() + PATIENCE
        while then.encode() not in self.seen:
            if self.stopped():
                return True
            if time.monotonic() > deadline:
                raise AssertionError(f"{then!r} never appeared: {self.seen[-600:]!r}")
            self._read(0.05)
        return False

    def close(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)
        os.close(self.master)


#: The join code on a host's screen (the end of its notice, wrapped at the notice's width).
JOIN_CODE = re.compile(r"code ([0-9A-Z]{3}-[0-9A-Z]{3})\)")


def code_of(host: Terminal) -> str:
    """The join code, as the host's screen shows it while a seat is open (the screen
    rebuilt from what the terminal was sent, as an 80x24 terminal shows it: the host
    prints no code)."""
    import pyte

    deadline = time.monotonic() + PATIENCE
    while True:
        screen = pyte.Screen(80, 24)
        pyte.ByteStream(screen).feed(host.everything)
        shown = " ".join(" ".join(line.replace("\u258c", " ").split()) for line in screen.display)
        found = JOIN_CODE.search(shown)
        if found is not None:
            return found.group(1)
        assert time.monotonic() < deadline, shown
        host._read(0.5)


def seeded(folder: Path, seed: int) -> list[str]:
    """The arguments that seed a game from a file only this user can read, written in
    ``folder``: ``--seed`` on the command line puts a warning on the first screen in a
    notice that covers the middle of the screen for some ten seconds, and words under it
    (a curtain's "Pass the keyboard to ANA") reach the terminal whole only once it has
    gone (the warning itself: tests/app/test_playtest_table.py)."""
    path = folder / f"seed-{seed}"
    path.write_text(f"{seed}\n")
    path.chmod(0o600)
    return ["--seed-file", str(path)]


def saves_in(data_dir: Path) -> list[Path]:
    return sorted(p for p in data_dir.glob(f"*{SAVE_SUFFIX}") if not p.name.startswith("."))


def the_save(data_dir: Path) -> Path:
    saves = saves_in(data_dir)
    assert len(saves) == 1, saves
    return saves[0]


def document(path: Path) -> dict[str, Any]:
    data = json.loads(path.read_bytes())
    assert isinstance(data, dict)
    return data


def actions_in(data_dir: Path) -> list[object]:
    actions = document(the_save(data_dir))["actions"]
    assert isinstance(actions, list)
    return actions


def wait_for_actions(data_dir: Path, count: int, timeout: float = PATIENCE) -> None:
    """Wait until the save holds ``count`` actions (the app saves after each)."""
    deadline = time.monotonic() + timeout
    while True:
        try:
            if len(actions_in(data_dir)) == count:
                return
        except (AssertionError, ValueError, OSError):
            pass
        if time.monotonic() > deadline:
            raise AssertionError(f"the save never held {count} actions")
        time.sleep(0.05)
