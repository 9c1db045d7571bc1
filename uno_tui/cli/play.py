"""``uno-tui [options]``: play: a new game, the latest unfinished one (``--resume``) or a
game record (``--load FILE``). A saved game open in another ``uno-tui`` is offered to be
taken over here, in one line."""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

from ..engine import MAX_PLAYERS, MIN_PLAYERS, RecordError
from ..i18n import _
from .args import (
    PROG,
    house_rules,
    house_rules_help,
    lang_help,
    language,
    pace,
    players,
    positive,
    whole,
)
from .output import say_error

if TYPE_CHECKING:
    from ..table.saves import SavedGame, SaveStore, TableSettings

#: ``--color`` choices and the Textual colour system each one asks for (None: no colour).
COLOR_SYSTEMS: dict[str, str | None] = {
    "auto": "auto",
    "none": None,
    "16": "standard",
    "256": "256",
    "truecolor": "truecolor",
}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Add the options of playing to the command line's own (not a subcommand's)."""
    parser.add_argument(
        "--players",
        type=players,
        metavar="NAMES",
        help=_(
            "comma-separated names in clockwise seating order, {low} to {high} (e.g. "
            "Ana,cpu:Bruno,cpu-hard:Carla): skip the setup screen and start at once. A "
            "prefix makes a seat a computer player: 'cpu:NAME' (normal level), "
            "'cpu-easy:NAME', 'cpu-normal:NAME' or 'cpu-hard:NAME'; at least one player "
            "must be a person"
        ).format(low=MIN_PLAYERS, high=MAX_PLAYERS),
    )
    add_target_and_seed(parser)
    parser.add_argument("--house-rules", type=house_rules, metavar="RULES", help=house_rules_help())
    add_color(parser)
    parser.add_argument("--lang", type=language, metavar="LANG", help=lang_help())
    add_pace(parser)
    parser.add_argument(
        "--plain",
        action="store_true",
        help=_(
            "line mode, for screen readers and braille displays: the game is said in "
            "lines of plain text, one after another, never redrawn (no colour, no cursor "
            "movement); you answer each prompt with a number or a letter and Enter "
            "(? lists the keys)"
        ),
    )
    parser.add_argument(
        "--no-alert",
        action="store_true",
        help=_(
            "no bell and no 'UNO — your turn' in the terminal's title when your turn "
            "comes (playing alone against computer players)"
        ),
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


def add_target_and_seed(parser: argparse.ArgumentParser) -> None:
    """``--target`` and ``--seed``: the game's points to win and its shuffles (``host`` too)."""
    parser.add_argument(
        "--target",
        type=positive,
        default=500,
        metavar="N",
        help=_("points that win the game (default: 500)"),
    )
    seed = parser.add_mutually_exclusive_group()
    seed.add_argument(
        "--seed",
        type=whole,
        metavar="N",
        help=_(
            "seed every shuffle, for a game that can be played again exactly (other users "
            "of this machine can read it in the process list: --seed-file keeps it private)"
        ),
    )
    seed.add_argument(
        "--seed-file",
        metavar="FILE",
        help=_("read the seed from FILE, a file only you can read (chmod 600)"),
    )


def add_color(parser: argparse.ArgumentParser) -> None:
    """``--color``: the colours the terminal shows; ``--theme``: the game's colours or the
    terminal's own palette (``host`` and ``join`` too)."""
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
    parser.add_argument(
        "--theme",
        choices=("default", "terminal"),
        help=_(
            "the game's own colours (default), or terminal: the terminal's own palette "
            "of 16 colours, as you set it up (the environment variable UNO_TUI_THEME "
            "keeps a choice)"
        ),
    )
    parser.add_argument(
        "--show-cursor",
        action="store_true",
        help=_(
            "show the terminal's cursor, which always sits on the chosen card or button, "
            "for a screen reader or braille display that follows only a visible cursor "
            "(UNO_TUI_SHOW_CURSOR=1 keeps it)"
        ),
    )


def add_pace(parser: argparse.ArgumentParser) -> None:
    """``--pace``: seconds each computer player's move stays on show (``host`` too)."""
    parser.add_argument(
        "--pace",
        type=pace,
        metavar="SECONDS",
        help=_("how long each computer player's move stays on show (default: 0.9)"),
    )


def apply_color_choice(choice: str, theme: str | None = None, show_cursor: bool = False) -> None:
    """Tell Textual which colours to use; it reads this when it is first imported. A
    ``theme`` (``--theme``) and ``--show-cursor`` go where the app reads them
    (``ui.theme``)."""
    if theme is not None:
        os.environ["UNO_TUI_THEME"] = theme
    if show_cursor:
        os.environ["UNO_TUI_SHOW_CURSOR"] = "1"
    system = COLOR_SYSTEMS[choice]
    if system is None:
        os.environ["NO_COLOR"] = "1"
    elif choice != "auto":
        os.environ.pop("NO_COLOR", None)
        os.environ["TEXTUAL_COLOR_SYSTEM"] = system


def run(args: argparse.Namespace) -> int:
    """Start the game: new, resumed (``--resume``) or loaded (``--load FILE``)."""
    apply_color_choice(args.color, args.theme, args.show_cursor)
    from ..table.names import printable
    from ..table.saves import SaveStore, hosted_game, hosted_resume_line, load_save

    store = SaveStore()
    warning = store.prepare()
    if warning is not None:
        print(f"{PROG}: {warning}", file=sys.stderr)
    game = None
    save_path = None
    seats: tuple[str, ...] = getattr(args.players, "seats", ())
    saved_lang: str | None = None
    opened: SavedGame | int | None = None
    settings: TableSettings | None = None
    if args.resume:
        try:
            games, bad = store.scan()
        except OSError as exc:
            say_error(folder_unreadable(store, exc))
            return 1
        for b in bad:
            if b.unreadable:
                said = _("{prog}: a save cannot be read now: {reason} (left where it is)")
            elif b.moved_to:
                said = _("{prog}: skipped a save that cannot be used: {reason} (moved to {file})")
            else:
                said = _("{prog}: skipped a save that cannot be used: {reason}")
            say_error(said.format(prog=PROG, reason=b.reason, file=b.moved_to))
        if not games:
            print(
                _("{prog}: there is no unfinished game to resume").format(prog=PROG),
                file=sys.stderr,
            )
            return 1
        if hosted_game(games[0].path):  # its seats are for other terminals
            say_error(f"{PROG}: {hosted_resume_line()}")
            return 1
        opened = open_saved(store, games[0].path)
    elif args.load:
        path = Path(args.load)
        if in_folder(store, path) and hosted_game(path):
            say_error(f"{PROG}: {hosted_resume_line()}")
            return 1
        if in_folder(store, path):
            # A save of this folder is continued in place, under its lock (one writer).
            opened = open_saved(store, path)
        else:
            try:
                loaded = load_save(path)
            except RecordError as exc:
                say_error(
                    _("{prog}: cannot load {file}: {reason}").format(
                        prog=PROG, file=printable(args.load, 200), reason=exc
                    )
                )
                return 2
            game, seats, saved_lang = loaded.game, loaded.seats, loaded.lang
            settings = loaded.settings
    if isinstance(opened, int):
        return opened
    reveal = None
    if opened is not None:
        game, save_path, seats = opened.game, opened.path, opened.seats
        saved_lang, reveal, settings = opened.lang, opened.reveal, opened.settings
    from .private import NotPrivate, seed_from

    notices: list[str] = []
    try:
        seed = seed_from(args.seed, args.seed_file, notices)
    except NotPrivate as exc:
        say_error(str(exc))
        return 2
    if args.plain:
        from .lines import run_lines

        return run_lines(args, store, seed, game, save_path, seats, saved_lang, reveal, settings)
    from .run import run_app

    return run_app(
        notices=notices,
        players=args.players,
        target=args.target,
        seed=seed,
        rules=args.house_rules,
        game=game,
        save_path=save_path,
        seats=seats,
        lang=args.lang or saved_lang,
        lang_chosen=args.lang is not None,
        bot_pace=args.pace,
        store=store,
        reveal=reveal,
        settings=settings,
        turn_alert=not args.no_alert,
    )


def in_folder(store: SaveStore, path: Path) -> bool:
    """Whether ``path`` is one of the saves in ``store``'s folder."""
    from ..table.saves import SAVE_SUFFIX

    try:
        return path.name.endswith(SAVE_SUFFIX) and path.resolve().parent == store.root.resolve()
    except (OSError, RuntimeError):  # (3.11's ``resolve`` of a symlink that loops)
        return False


def folder_unreadable(store: SaveStore, exc: OSError) -> str:
    """``uno-tui: cannot read the save folder …: Permission denied``: the folder's trouble,
    which is not the same as having no games."""
    from ..table.names import printable
    from ..table.saves import os_reason

    return _("{prog}: cannot read the save folder {folder}: {reason}").format(
        prog=PROG, folder=printable(store.root, 200), reason=os_reason(exc)
    )


def open_saved(store: SaveStore, path: Path) -> SavedGame | int:
    """Open the saved game at ``path`` for this process; if another ``uno-tui`` has it
    open, say so in one line and offer to take it over. An exit status when not opened."""
    from ..table.names import printable
    from ..table.saves import GameBusy, load_save, open_elsewhere, os_reason, scores_line

    try:
        return store.open(path)
    except RecordError as exc:
        say_error(
            _("{prog}: cannot load {file}: {reason}").format(
                prog=PROG, file=printable(path, 200), reason=exc
            )
        )
        return 2
    except GameBusy as exc:
        holder = exc.holder
    except OSError as exc:  # (a full disk, a read-only folder: its lock cannot be made)
        say_error(
            _("{prog}: cannot open the game {file}: {reason}").format(
                prog=PROG, file=printable(path, 200), reason=os_reason(exc)
            )
        )
        return 1
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
        say_error(_("{prog}: cannot take it over: {reason}").format(prog=PROG, reason=exc))
        return 1
