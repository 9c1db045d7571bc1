"""The command line: ``uno-tui [options]`` starts the game; ``uno-tui replay FILE`` reads a record.

Every error is one line on standard error and a non-zero exit, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from . import __version__
from .engine import MAX_PLAYERS, MIN_PLAYERS, RecordError, game_state, loads_record, replay
from .i18n import LANGUAGES, _, activate, argparse_words, check_language, ngettext, resolve_language

if TYPE_CHECKING:
    from .saves import SavedGame, SaveStore

PROG = "uno-tui"
#: The end of every save's name (``saves.SAVE_SUFFIX``; not imported, for start-up time).
SAVE_SUFFIX = ".uno.json"


class UsageError(Exception):
    """A bad command line; exit status 2."""


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (and ``--help`` says the rest)."""

    def error(self, message: str) -> NoReturn:
        raise UsageError(
            _("{message} (see '{command} --help')").format(message=message, command=self.prog)
        )


class Players(list[str]):
    """The names from ``--players``, with each seat's kind (``seats.KINDS``) in ``seats``."""

    seats: tuple[str, ...] = ()


def _players(text: str) -> Players:
    from .names import check_table, printable
    from .seats import parse_player

    try:
        parsed = [parse_player(item) for item in text.split(",")]
    except ValueError as exc:
        raise argparse.ArgumentTypeError(printable(str(exc), None)) from None
    names = Players(name for name, _kind in parsed)
    names.seats = tuple(kind for _name, kind in parsed)
    if any(not name for name in names):
        raise argparse.ArgumentTypeError(_("player names cannot be empty"))
    if len(names) < MIN_PLAYERS or len(names) > MAX_PLAYERS:
        raise argparse.ArgumentTypeError(
            ngettext(
                "{n} player named; UNO takes {low} to {high}",
                "{n} players named; UNO takes {low} to {high}",
                len(names),
            ).format(n=len(names), low=MIN_PLAYERS, high=MAX_PLAYERS)
        )
    problem = check_table(names, names.seats)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return names


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a whole number").format(text=repr(text))
        ) from None
    if value <= 0:
        raise argparse.ArgumentTypeError(_("{value} is not above 0").format(value=value))
    return value


def _seed(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a whole number").format(text=repr(text))
        ) from None


def _pace(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a number").format(text=repr(text))
        ) from None
    if not 0 <= value <= 60:
        raise argparse.ArgumentTypeError(_("{value} is not from 0 to 60").format(value=text))
    return value


def _language(text: str) -> str:
    try:
        return check_language(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
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
    parser.add_argument(
        "--players",
        type=_players,
        metavar="NAMES",
        help=_(
            "comma-separated names in clockwise seating order, {low} to {high} (e.g. "
            "Ana,cpu:Bruno,cpu-hard:Carla): skip the setup screen and start at once. A "
            "prefix makes a seat a computer player: 'cpu:NAME' (normal level), "
            "'cpu-easy:NAME', 'cpu-normal:NAME' or 'cpu-hard:NAME'; at least one player "
            "must be a person"
        ).format(low=MIN_PLAYERS, high=MAX_PLAYERS),
    )
    parser.add_argument(
        "--target",
        type=_positive,
        default=500,
        metavar="N",
        help=_("points that win the game (default: 500)"),
    )
    parser.add_argument(
        "--seed",
        type=_seed,
        metavar="N",
        help=_("seed every shuffle, for a game that can be played again exactly"),
    )
    parser.add_argument(
        "--color",
        choices=tuple(COLOR_SYSTEMS),
        default="auto",
        help=_(
            "colours the terminal shows: auto (default: from TERM and COLORTERM), none, "
            "16, 256 or truecolor. Over SSH COLORTERM is not passed on, so a terminal that "
            "shows millions of colours may want --color truecolor. Cards always name their "
            "colour, so every choice plays the same."
        ),
    )
    parser.add_argument("--lang", type=_language, metavar="LANG", help=lang_help())
    parser.add_argument(
        "--pace",
        type=_pace,
        metavar="SECONDS",
        help=_("how long each computer player's move stays on show (default: 0.9)"),
    )
    resume = parser.add_mutually_exclusive_group()
    resume.add_argument(
        "--resume",
        action="store_true",
        help=_(
            "continue the latest unfinished game (games are saved after every action, "
            "with who is a computer player and the language)"
        ),
    )
    resume.add_argument(
        "--load",
        metavar="FILE",
        help=_("continue the game in a game record FILE (it is saved as a new game)"),
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    rp = sub.add_parser(
        "replay",
        help=_("replay a game record (see RECORD.md) and print where it leads"),
        description=_(
            "Replay a game record and print the state it leads to. Exit 0 when every "
            "action applied, 1 when one was refused (the state before it is printed, with "
            "'error' filled in), 2 when the file is not a valid record."
        ),
    )
    rp.add_argument("file", metavar="FILE", help=_("the record; '-' reads standard input"))
    rp.add_argument(
        "--json",
        action="store_true",
        help=_("print the state as JSON (uno-state/1) instead of a readable transcript"),
    )
    rp.add_argument(
        "--lang", type=_language, metavar="LANG", default=argparse.SUPPRESS, help=lang_help()
    )
    return parser


def lang_help() -> str:
    return _(
        "the language to play in: {choices} (default: from LC_ALL, LC_MESSAGES or LANG, "
        "else English)"
    ).format(choices=", ".join(f"{code} ({name})" for code, name in LANGUAGES.items()))


def requested_language(argv: Sequence[str]) -> str | None:
    """The ``--lang`` value on the command line, read before the parser is built (its
    help and errors are worded in that language); ``None`` when absent or unknown."""
    value: str | None = None
    for i, arg in enumerate(argv):
        if arg == "--":
            break
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
    if value is None:
        return None
    try:
        return check_language(value)
    except ValueError:
        return None


def _read(path: str) -> bytes:
    from .files import Unreadable, read_regular, read_stream, why_unreadable
    from .names import printable

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


def json_text(value: object) -> str:
    """``value`` as indented JSON whose every control, format or surrogate character is
    escaped (``\\u009b``), so that printing it cannot drive a terminal."""
    from .engine.setup import forbidden_char

    text = json.dumps(value, indent=2, ensure_ascii=False)
    if forbidden_char(text.replace("\n", "")) is None:
        return text
    return "".join(
        c if c == "\n" or forbidden_char(c) is None else json.dumps(c)[1:-1] for c in text
    )


def _error_line(message: str) -> str:
    """An error line: one line, escaped, of a bounded length."""
    from .engine.record import cut
    from .names import printable

    return printable(cut(message, 300), None)


def cmd_replay(file: str, as_json: bool) -> int:
    try:
        record = loads_record(_read(file))
    except RecordError as exc:
        print(
            _error_line(_("{prog}: invalid record: {reason}").format(prog=PROG, reason=exc)),
            file=sys.stderr,
        )
        return 2
    result = replay(record)
    state = game_state(result.game, result.error)
    if as_json:
        out = json_text(state)
    else:
        from .names import printable
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


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    argv = list(sys.argv[1:] if argv is None else argv)
    activate(resolve_language(requested_language(argv), os.environ))
    argparse_words.use()
    parser = build_parser()
    try:
        args = parser.parse_args(argv)
    except UsageError as exc:
        print(_error_line(f"{PROG}: {exc}"), file=sys.stderr)
        return 2
    if args.command == "replay":
        return cmd_replay(args.file, args.json)
    return start_app(args)


#: ``--color`` choices and the Textual colour system each one asks for (None: no colour).
COLOR_SYSTEMS: dict[str, str | None] = {
    "auto": "auto",
    "none": None,
    "16": "standard",
    "256": "256",
    "truecolor": "truecolor",
}


def apply_color_choice(choice: str) -> None:
    """Tell Textual which colours to use; it reads this when it is first imported."""
    system = COLOR_SYSTEMS[choice]
    if system is None:
        os.environ["NO_COLOR"] = "1"
    elif choice != "auto":
        os.environ.pop("NO_COLOR", None)
        os.environ["TEXTUAL_COLOR_SYSTEM"] = system


def start_app(args: argparse.Namespace) -> int:
    """Start the game: new, resumed (``--resume``) or loaded (``--load FILE``)."""
    apply_color_choice(args.color)
    from pathlib import Path

    from .names import printable
    from .saves import SaveStore, load_save

    store = SaveStore()
    warning = store.prepare()
    if warning is not None:
        print(f"{PROG}: {warning}", file=sys.stderr)
    game = None
    save_path = None
    seats: tuple[str, ...] = getattr(args.players, "seats", ())
    saved_lang: str | None = None
    opened: SavedGame | int | None = None
    if args.resume:
        games, bad = store.scan()
        for b in bad:
            if b.moved_to:
                said = _("{prog}: skipped a save that cannot be used: {reason} (moved to {file})")
            else:
                said = _("{prog}: skipped a save that cannot be used: {reason}")
            print(
                _error_line(said.format(prog=PROG, reason=b.reason, file=b.moved_to)),
                file=sys.stderr,
            )
        if not games:
            print(
                _("{prog}: there is no unfinished game to resume").format(prog=PROG),
                file=sys.stderr,
            )
            return 1
        opened = open_saved(store, games[0].path)
    elif args.load:
        path = Path(args.load)
        if in_folder(store, path):
            # A save of this folder is continued in place, under its lock (one writer).
            opened = open_saved(store, path)
        else:
            try:
                loaded = load_save(path)
            except RecordError as exc:
                print(
                    _error_line(
                        _("{prog}: cannot load {file}: {reason}").format(
                            prog=PROG, file=printable(args.load, 200), reason=exc
                        )
                    ),
                    file=sys.stderr,
                )
                return 2
            game, seats, saved_lang = loaded.game, loaded.seats, loaded.lang
    if isinstance(opened, int):
        return opened
    reveal = None
    if opened is not None:
        game, save_path, seats = opened.game, opened.path, opened.seats
        saved_lang, reveal = opened.lang, opened.reveal
    from .run import run_app

    return run_app(
        players=args.players,
        target=args.target,
        seed=args.seed,
        game=game,
        save_path=save_path,
        seats=seats,
        lang=args.lang or saved_lang,
        lang_chosen=args.lang is not None,
        bot_pace=args.pace,
        store=store,
        reveal=reveal,
    )


def in_folder(store: SaveStore, path: Path) -> bool:
    """Whether ``path`` is one of the saves in ``store``'s folder."""
    try:
        return path.name.endswith(SAVE_SUFFIX) and path.resolve().parent == store.root.resolve()
    except OSError:
        return False


def open_saved(store: SaveStore, path: Path) -> SavedGame | int:
    """Open the saved game at ``path`` for this process; if another ``uno-tui`` has it
    open, say so in one line and offer to take it over. An exit status when not opened."""
    from .names import printable
    from .saves import GameBusy, load_save, open_elsewhere, scores_line

    try:
        return store.open(path)
    except RecordError as exc:
        print(
            _error_line(
                _("{prog}: cannot load {file}: {reason}").format(
                    prog=PROG, file=printable(path, 200), reason=exc
                )
            ),
            file=sys.stderr,
        )
        return 2
    except GameBusy as exc:
        holder = exc.holder
    try:
        title = scores_line(load_save(path).at(path, 0.0))
    except RecordError:
        title = printable(path.name)
    line = _("{prog}: the game {game} is {where}.").format(
        prog=PROG, game=title, where=open_elsewhere(holder)
    )
    if not sys.stdin.isatty():
        print(line, file=sys.stderr)
        return 1
    sys.stderr.write(line + " " + _("Take it over? [y/N] "))
    sys.stderr.flush()
    try:
        answer = sys.stdin.readline(100).strip().casefold()
    except (OSError, UnicodeDecodeError, KeyboardInterrupt):
        answer = ""
    if answer not in {"y", "yes", _("y"), _("yes")}:
        print(_("{prog}: left it there.").format(prog=PROG), file=sys.stderr)
        return 1
    try:
        return store.take_over(path)
    except GameBusy as exc:
        print(line.replace(open_elsewhere(holder), open_elsewhere(exc.holder)), file=sys.stderr)
        return 1
    except (RecordError, OSError) as exc:
        print(
            _error_line(_("{prog}: cannot take it over: {reason}").format(prog=PROG, reason=exc)),
            file=sys.stderr,
        )
        return 1


def main_entry() -> NoReturn:
    """Console-script entry point."""
    try:
        code = main()
    except KeyboardInterrupt:
        code = 130
    sys.exit(code)
