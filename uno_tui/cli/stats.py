"""``uno-tui stats``: each player's record across the games saved in the data folder."""

from __future__ import annotations

import argparse
from typing import Any

from ..i18n import _
from .args import deferred, lang_help, language
from .output import say_error

NAME = "stats"


def add_parser(sub: argparse._SubParsersAction[Any]) -> None:
    """Add ``stats`` to the subcommands."""
    deferred(sub, NAME, _("print each player's record across the saved games"), _options)


def _options(sp: argparse.ArgumentParser) -> None:
    sp.description = _(
        "Print, for each player name in the games saved in the data folder (finished "
        "or not): games played and won, rounds won, average points a finished game, "
        "Wild Draw Four challenges won and lost, and forgotten UNOs caught."
    )
    sp.add_argument(
        "--lang", type=language, metavar="LANG", default=argparse.SUPPRESS, help=lang_help()
    )


def run(args: argparse.Namespace) -> int:
    from ..i18n.words import decimal
    from ..table.names import printable
    from ..table.saves import SaveStore
    from ..table.stats import collect, saved_games

    store = SaveStore()
    try:
        rows = collect(saved_games(store))
    except OSError as exc:
        from .play import folder_unreadable

        say_error(folder_unreadable(store, exc))
        return 1
    if not rows:
        print(_("No saved games yet: play one, and its players appear here."))
        return 0
    header = [
        _("Player"),
        _("Games"),
        _("Won"),
        _("Rounds"),
        _("Average"),
        _("Challenges won/lost"),
        _("Catches"),
    ]
    lines = [header]
    for row in rows:
        lines.append(
            [
                printable(row.name, 40),
                str(row.games),
                str(row.won),
                str(row.rounds_won),
                decimal(round(row.average, 1)) if row.finished else "—",
                f"{row.challenges_won}/{row.challenges_lost}",
                str(row.catches),
            ]
        )
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    for line in lines:
        cells = [line[0].ljust(widths[0])]
        cells += [cell.rjust(width) for cell, width in zip(line[1:], widths[1:], strict=True)]
        print("  ".join(cells).rstrip())
    # An unfinished game has no points yet: its players' average is not 0 but unknown.
    print()
    print(_("Average: points a finished game (— where none of the player's is finished)."))
    return 0
