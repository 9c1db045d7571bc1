"""``uno-tui replay FILE [--json]``: replay a game record and print where it leads.

Exit 0 when every action applied, 1 when one was refused, 2 when the file is not a valid
record (one line on standard error)."""

from __future__ import annotations

import argparse
import os
import sys
from typing import Any

from ..engine import RecordError, game_state, loads_record, replay
from ..i18n import _
from .args import PROG, deferred, lang_help, language
from .output import json_text, say_error

NAME = "replay"


def add_parser(sub: argparse._SubParsersAction[Any]) -> None:
    """Add ``replay`` and its options to the subcommands."""
    deferred(
        sub, NAME, _("replay a game record (see RECORD.md) and print where it leads"), _options
    )


def _options(rp: argparse.ArgumentParser) -> None:
    rp.description = _(
        "Replay a game record and print the state it leads to. Exit 0 when every "
        "action applied, 1 when one was refused (the state before it is printed, with "
        "'error' filled in), 2 when the file is not a valid record."
    )
    rp.add_argument("file", metavar="FILE", help=_("the record; '-' reads standard input"))
    rp.add_argument(
        "--json",
        action="store_true",
        help=_("print the state as JSON (uno-state/1) instead of a readable transcript"),
    )
    rp.add_argument(
        "--watch",
        action="store_true",
        help=_(
            "step through the record on the table screen instead (← → one action, every "
            "hand face up)"
        ),
    )
    rp.add_argument(
        "--lang", type=language, metavar="LANG", default=argparse.SUPPRESS, help=lang_help()
    )


def run(args: argparse.Namespace) -> int:
    """Replay ``args.file`` and print the state (``--json``) or a transcript."""
    if args.watch:
        return watch_file(args.file, getattr(args, "color", "auto"), getattr(args, "theme", None))
    return replay_file(args.file, as_json=args.json)


def watch_file(file: str, color: str, theme: str | None = None) -> int:
    """Step through the record in ``file`` on the table screen (``replayer``)."""
    try:
        record = loads_record(_read(file))
    except RecordError as exc:
        say_error(_("{prog}: invalid record: {reason}").format(prog=PROG, reason=exc))
        return 2
    from ..ui.replayer import ReplayApp
    from .play import apply_color_choice

    apply_color_choice(color, theme)
    ReplayApp(record).run()
    return 0


def replay_file(file: str, *, as_json: bool) -> int:
    try:
        record = loads_record(_read(file))
    except RecordError as exc:
        say_error(_("{prog}: invalid record: {reason}").format(prog=PROG, reason=exc))
        return 2
    result = replay(record)
    state = game_state(result.game, result.error)
    if as_json:
        out = json_text(state)
    else:
        from ..table.names import printable
        from .transcript import transcript

        out = "\n".join(
            printable(line, None) for line in transcript(result.game, result.error).split("\n")
        )
    code = 1 if result.error is not None else 0
    try:
        print(out)
        sys.stdout.flush()
    except BrokenPipeError:
        # ``uno-tui replay FILE | head``: the reader has gone; stop quietly. Standard output
        # points at /dev/null from here on, so that the interpreter's own flush at exit
        # does not complain either.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    return code


def _read(path: str) -> bytes:
    from ..table.files import Unreadable, read_regular, read_stream, why_unreadable
    from ..table.names import printable

    try:
        if path == "-":
            return read_stream(sys.stdin.buffer)
        return read_regular(path)
    except Unreadable as exc:
        raise RecordError(
            _("cannot read {file}: {reason}").format(
                file=printable(path, 200), reason=why_unreadable(exc)
            )
        ) from None
