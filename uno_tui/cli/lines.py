"""``uno-tui --plain``: the line mode (``lines/``) started from the command line, with the
game the options chose (new, resumed or loaded), in the language asked for or saved."""

from __future__ import annotations

import argparse
import socket
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..i18n import activate
from ..ui import startup

if TYPE_CHECKING:
    from ..engine import Game
    from ..engine.events import WildDrawFourChallenged
    from ..net.linkthread import LinkThread
    from ..table.saves import SaveStore, TableSettings


def run_lines(
    args: argparse.Namespace,
    store: SaveStore,
    seed: int | None,
    game: Game | None,
    save_path: Path | None,
    seats: Sequence[str],
    saved_lang: str | None,
    reveal: WildDrawFourChallenged | None,
    settings: TableSettings | None,
) -> int:
    """Play in lines; the exit status (the save let go of in any case)."""
    from ..lines.run import run_plain

    startup.resume()  # (no first frame to wait for)
    lang = args.lang or saved_lang
    if lang is not None:
        activate(lang)
    try:
        code = run_plain(
            args.players,
            args.target,
            seed,
            store=store,
            game=game,
            save_path=save_path,
            seats=seats,
            lang=lang,
            bot_pace=args.pace,
            reveal=reveal,
            settings=settings,
            rules=args.house_rules,
        )
    finally:
        store.close()
    sys.stdout.flush()
    return code


def run_joined_lines(link: LinkThread, address: str, lang: str | None) -> int:
    """``uno-tui join --plain``: the seat ``link`` took, played in lines (the link closed
    in any case)."""
    from ..lines.joined import run_joined
    from ..net.heard import HeardTable

    startup.resume()
    if lang is not None:
        activate(lang)
    try:
        return run_joined(HeardTable(link, address))
    finally:
        link.close()


def run_hosted_lines(
    args: argparse.Namespace,
    sock: socket.socket,
    address: str,
    store: SaveStore,
    seed: int | None,
    lang: str | None,
    held: tuple[Game | None, Path | None, Sequence[str], WildDrawFourChallenged | None],
    remote: Mapping[int, str],
    keys: Mapping[int, bytes],
    table: str | None,
) -> int:
    """``uno-tui host --plain``: the table opened on ``sock``, its keyboard in lines (the
    save let go of, and the table closed, in any case). ``held``: the game resumed, its
    save, its seats and its reveal waiting (a new game: none)."""
    from ..i18n import _
    from .args import PROG
    from .output import say_error

    game, save_path, seats, reveal = held
    if not remote and (game is not None or args.players is not None):
        # (--players names the seats others join: open:NAME; without it, questions)
        needs = _("{prog}: host --plain needs --players with a seat others join (open:NAME)")
        say_error(needs.format(prog=PROG))
        store.close()
        return 2
    import asyncio

    from ..engine import CLASSIC
    from ..lines.console import Console
    from ..lines.hosted import host_lines
    from ..lines.setup import ask_table
    from ..table.options import BOT_PACE
    from ..table.session import GameSession

    startup.resume()
    if lang is not None:
        activate(lang)
    console = Console()
    rules, turn_time = args.house_rules, args.turn_time
    names = list(game.names) if game is not None else list(args.players or ())
    target = game.target if game is not None else args.target
    if not remote:  # the setup by questions, as ``uno-tui --plain`` asks
        chosen = ask_table(console, target, rules, hosting=True, turn_time=turn_time)
        if chosen is None:
            console.close()
            store.close()
            return 0
        names, seats, remote = list(chosen.names), chosen.kinds, chosen.remote
        rules, turn_time = chosen.rules, chosen.turn_time
    pace = BOT_PACE if args.pace is None else args.pace
    session = GameSession(
        seed=seed,
        rules=rules or CLASSIC,
        game=game,
        seats=seats,
        saves=store,
        save_path=save_path,
        lang=lang,
    )
    session.pace = pace
    session.reveal_waiting(reveal)
    try:
        code = asyncio.run(
            host_lines(
                session,
                remote,
                sock,
                address,
                names=names,
                target=target,
                seats=seats,
                rules=rules,
                pace=pace,
                keys=keys,
                table_id=table,
                watching=not args.no_watch,
                console=console,
                turn_time=turn_time or 0,
            )
        )
    except KeyboardInterrupt:
        code = 130
    finally:
        store.close()
    if session.game is not None:
        print(
            _("The table is closed. {command} --resume opens it again.").format(
                command=PROG + " host"
            )
        )
    return code
