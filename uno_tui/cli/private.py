"""Secrets a command is given without showing them to the machine's other users.

A process's command line is public (``ps``, ``/proc/PID/cmdline``), and its environment is
not a safe place either. A join code or a seed is typed at a prompt that does not echo, or
read from a file only its owner can read (``--code-file``, ``--seed-file``); the options
that take it on the command line stay, for scripts, and warn.
"""

from __future__ import annotations

import getpass
import os
import stat
import sys

from ..i18n import _
from ..i18n.system import os_reason
from .args import PROG


class NotPrivate(Exception):
    """The file cannot be used for a secret: why, in one line."""


def read_private(path: str) -> str:
    """The first line of ``path``, a regular file of this user's that no one else can
    read or write; ``NotPrivate`` saying why when it is not."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError as exc:
        raise NotPrivate(
            _("{prog}: cannot read {file}: {reason}").format(
                prog=PROG, file=path, reason=os_reason(exc)
            )
        ) from None
    with os.fdopen(fd, "rb") as handle:
        info = os.fstat(handle.fileno())
        if not stat.S_ISREG(info.st_mode):
            raise NotPrivate(_("{prog}: {file} is not a file").format(prog=PROG, file=path))
        if info.st_uid != os.getuid() or info.st_mode & 0o077:
            raise NotPrivate(
                _(
                    "{prog}: other users can read or change {file}: make it yours "
                    "alone first (chmod 600 {file})"
                ).format(prog=PROG, file=path)
            )
        data = handle.read(400)
    lines = data.decode("utf-8", "replace").splitlines()
    return lines[0].strip() if lines else ""


def ask(prompt: str) -> str | None:
    """A secret typed at this terminal, not echoed; ``None`` without a terminal or when
    the person gives up (Ctrl+C, Ctrl+D)."""
    if not sys.stdin.isatty():
        return None
    try:
        import termios
    except ImportError:  # pragma: no cover - not POSIX
        try:
            return getpass.getpass(prompt).strip()
        except (EOFError, KeyboardInterrupt, OSError):
            return None
    fd = sys.stdin.fileno()
    try:
        before = termios.tcgetattr(fd)
        quiet = list(before)
        quiet[3] &= ~termios.ECHO
        termios.tcsetattr(fd, termios.TCSAFLUSH, quiet)
    except termios.error:
        return None
    # The prompt only once the terminal has stopped echoing: what is typed after it shows.
    sys.stderr.write(prompt)
    sys.stderr.flush()
    try:
        typed = sys.stdin.readline(200)
    except (KeyboardInterrupt, OSError, UnicodeDecodeError):
        typed = ""
    finally:
        termios.tcsetattr(fd, termios.TCSAFLUSH, before)
        print(file=sys.stderr)
    return typed.strip() or None


def public_warning(option: str) -> str:
    """The warning that ``option`` put a secret on the command line."""
    return _(
        "{prog}: warning: {option} on the command line can be read by every user of "
        "this machine (ps); a prompt or a file only you can read keeps it private"
    ).format(prog=PROG, option=option)


def warn_public(option: str) -> None:
    """``option`` put a secret on the command line: say so."""
    print(public_warning(option), file=sys.stderr)


def seed_from(
    seed: int | None, seed_file: str | None, notices: list[str] | None = None
) -> int | None:
    """The game's seed from ``--seed`` (with a warning) or ``--seed-file``;
    ``NotPrivate`` when the file cannot be used or holds no whole number. ``notices``:
    where the warning goes to be shown on the game's first screen (printed before the
    game, it was covered by the game and read only after quitting)."""
    if seed is not None:
        if notices is None:
            warn_public("--seed")
        else:
            notices.append(public_warning("--seed"))
        return seed
    if seed_file is None:
        return None
    text = read_private(seed_file)
    try:
        return int(text)
    except ValueError:
        raise NotPrivate(
            _("{prog}: {file} does not hold a whole number").format(prog=PROG, file=seed_file)
        ) from None
