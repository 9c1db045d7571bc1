"""The command line: ``uno-tui [options]`` plays (``play.py``); ``uno-tui replay FILE``
reads a record (``replay.py``). What the options take is in ``args.py``.

Every error is one line on standard error and a non-zero exit, never a traceback.

A subcommand is a module with ``NAME``, ``add_parser(sub)`` (its parser and options) and
``run(args) -> int`` (the exit status); listing it in ``COMMANDS`` is all it takes. Its
options take the value types of ``args.py``, so they refuse what the others refuse in the
same words. An option it shares with the command line's own (``--lang``, ``--players``...)
takes ``default=argparse.SUPPRESS``, as ``replay``'s ``--lang`` does, so that it does not
hide one given before the subcommand.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from typing import Any, NoReturn, Protocol

from .. import __version__
from ..i18n import _, activate, argparse_words, resolve_language
from ..i18n.system import os_reason
from ..ui import startup
from . import play, replay, stats
from .args import PROG, Parser, UsageError, requested_language
from .hosted import HOST
from .joining import JOIN
from .output import say_error

__all__ = ["COMMANDS", "PROG", "build_parser", "main", "main_entry"]


class Command(Protocol):
    """A subcommand (a module)."""

    NAME: str

    def add_parser(self, sub: argparse._SubParsersAction[Any]) -> None: ...

    def run(self, args: argparse.Namespace) -> int: ...


#: The subcommands, in the order ``--help`` lists them. Without one, ``uno-tui`` plays.
COMMANDS: tuple[Command, ...] = (replay, stats, HOST, JOIN)


def build_parser() -> Parser:
    parser = Parser(
        prog=PROG,
        description=_(
            "Classic 108-card UNO for the terminal, played hot-seat: one screen, "
            "one keyboard passed around the table."
        ),
        epilog=_(
            "Records: 'uno-tui replay FILE' prints a game record as a readable transcript; "
            "'uno-tui replay FILE --json' prints the state it leads to."
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"%(prog)s {__version__}",
        help=_("show the version and exit"),
    )
    play.add_arguments(parser)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=Parser)
    for command in COMMANDS:
        command.add_parser(sub)
    parser.subcommands = {name: own for name, own in sub.choices.items() if isinstance(own, Parser)}
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    activate(resolve_language(requested_language(argv), os.environ))
    argparse_words.use()
    parser = build_parser()
    try:
        args, unknown = parser.parse_known_args(argv)
        if unknown:  # (said by the subcommand's parser, whose --help lists its options)
            own = parser.subcommands.get(args.command or "", parser)
            own.error(_("unrecognized arguments: %s") % " ".join(unknown))
    except UsageError as exc:
        say_error(f"{PROG}: {exc}")
        return 2
    try:
        for command in COMMANDS:
            if args.command == command.NAME:
                startup.resume()  # (the app of ``host`` and ``join`` comes after a prompt)
                return command.run(args)
        return play.run(args)
    except OSError as exc:
        # Any error of the system's left unexplained below (a full disk, a read-only or
        # unreadable folder, a folder that is a file): one line, never a traceback.
        where = f": {exc.filename}" if exc.filename else ""
        say_error(f"{PROG}: {os_reason(exc)}{where}")
        return 1
    except RuntimeError as exc:  # (``Path.resolve`` on a symlink that loops)
        if "Symlink loop" not in str(exc):
            raise
        say_error(f"{PROG}: {exc}")
        return 1


def main_entry() -> NoReturn:
    """Console-script entry point (and ``python -m uno_tui``'s)."""
    startup.pause()  # until the app's first frame (``ui.startup``)
    try:
        code = main()
    except KeyboardInterrupt:
        code = 130
    finally:
        startup.resume()
    sys.exit(code)
