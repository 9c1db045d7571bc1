"""``uno-tui host`` and ``uno-tui join``: a table other terminals can join.

Each is a subcommand (``NAME``, ``add_parser``, ``run``) listed in ``cli.COMMANDS``
(``join``'s own is ``joining``); the values of ``host``'s options are typed in ``args``.
"""

from __future__ import annotations

import argparse
import ipaddress
import os
import socket
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from ..engine import CLASSIC, MIN_PLAYERS, Rules
from ..i18n import _
from ..net.address import DEFAULT_PORT, LOOPBACK
from ..table.seats import OPEN
from .args import (
    PROG,
    HostPlayers,
    deferred,
    host_players,
    hosted_house_rules,
    house_rules_help,
    lang_help,
    language,
    tcp_port,
    turn_time,
)

#: The address a table listens on unless ``--bind`` says otherwise: this machine only.


class Subcommand:
    """A subcommand for ``cli.COMMANDS``: its name, parser and what it runs."""

    def __init__(
        self,
        name: str,
        add_parser: Callable[[argparse._SubParsersAction[Any]], None],
        run: Callable[[argparse.Namespace], int],
    ) -> None:
        self.NAME = name
        self._add_parser = add_parser
        self._run = run

    def add_parser(self, sub: argparse._SubParsersAction[Any]) -> None:
        self._add_parser(sub)

    def run(self, args: argparse.Namespace) -> int:
        return self._run(args)


def add_common_options(parser: argparse.ArgumentParser) -> None:
    from .play import add_color

    parser.add_argument(
        "--lang", type=language, metavar="LANG", default=argparse.SUPPRESS, help=lang_help()
    )
    add_color(parser)


# ---------------------------------------------------------------------- host


def add_host_parser(sub: argparse._SubParsersAction[Any]) -> None:
    deferred(
        sub,
        "host",
        _("open a table that players on other terminals join with 'uno-tui join'"),
        _host_options,
    )


def _host_options(hp: argparse.ArgumentParser) -> None:
    from .play import add_pace, add_target_and_seed

    hp.description = _(
        "Open a table that other terminals join: seats named 'open:NAME' are played "
        "from another terminal (on this machine, another SSH session, or another "
        "machine through 'ssh -L'), each seeing only its own hand; without --players the "
        "setup screen names the players and marks the open seats (^T). The game is held "
        "and saved here; it shows the address and the join code to give the players."
    )
    hp.add_argument(
        "--players",
        type=host_players,
        metavar="NAMES",
        help=_(
            "comma-separated names in seating order, e.g. Ana,open:Bruno,cpu:Carla: "
            "'open:NAME' is a seat another terminal joins, 'cpu:NAME' a computer player, "
            "a plain name plays at this keyboard"
        ),
    )
    hp.add_argument(
        "--port",
        type=tcp_port,
        metavar="N",
        help=_(
            "listen on this TCP port (0 picks a free one) rather than on this machine's "
            "own socket, which players join by your account name (default with --bind: "
            "{port})"
        ).format(port=DEFAULT_PORT),
    )
    hp.add_argument(
        "--bind",
        metavar="ADDR",
        help=_(
            "listen on TCP at this address (with --port alone: {address}, this machine "
            "only; another address lets other machines reach the table, and a warning "
            "says so)"
        ).format(address=LOOPBACK),
    )
    add_target_and_seed(hp)
    hp.add_argument(
        "--house-rules",
        type=hosted_house_rules,
        metavar="RULES",
        help=house_rules_help(hosting=True),
    )
    add_pace(hp)
    hp.add_argument(
        "--turn-time",
        type=turn_time,
        metavar="SECONDS",
        help=_(
            "give each person SECONDS for each decision; a person out of time gets a "
            "computer player for that move until their next key (default: no timer)"
        ),
    )
    hp.add_argument(
        "--no-watch",
        action="store_true",
        help=_("let nobody watch the table ('uno-tui join --watch' is refused)"),
    )
    hp.add_argument(
        "--resume",
        action="store_true",
        help=_(
            "continue the latest unfinished hosted game: its seats wait for their players, "
            "who rejoin with 'uno-tui join'"
        ),
    )
    # (SUPPRESS: not to hide a --plain given before 'host')
    plain = _(
        "line mode for this keyboard, as 'uno-tui --plain'; --players names an open: seat, "
        "and without it the table is set up by questions"
    )
    hp.add_argument("--plain", action="store_true", default=argparse.SUPPRESS, help=plain)
    add_common_options(hp)


def _tcp_address(bind: str, port: int) -> str:
    shown = bind if bind not in ("0.0.0.0", "::", "") else socket.gethostname()
    return f"{shown}:{port}" if ":" not in shown else f"[{shown}]:{port}"


def is_loopback(bind: str) -> bool:
    try:
        return ipaddress.ip_address(bind).is_loopback
    except ValueError:
        return bind == "localhost"


def run_host(args: argparse.Namespace) -> int:
    from .output import error_line, say_error
    from .play import apply_color_choice
    from .private import NotPrivate, seed_from

    apply_color_choice(
        args.color, getattr(args, "theme", None), getattr(args, "show_cursor", False)
    )
    lang: str | None = getattr(args, "lang", None)
    notices: list[str] = []  # (on the table's first screen: printed, the table covered them)
    try:
        seed = seed_from(args.seed, args.seed_file, notices)
    except NotPrivate as exc:
        say_error(str(exc))
        return 2
    # The port first: a host that cannot serve the table must not take its game from the
    # host that serves it (a second "host --resume" while the first still runs). Without
    # --bind or --port the table listens on this machine's own socket (``net.local``),
    # where players find it by this account's name and the kernel says who runs it.
    tcp = args.bind is not None or args.port is not None
    if tcp:
        args.bind = args.bind or LOOPBACK
        args.port = DEFAULT_PORT if args.port is None else args.port
    try:
        from ..net.local import listen_local, listen_tcp

        sock = listen_tcp(args.bind, args.port) if tcp else listen_local()
    except OSError as exc:
        where = f"{args.bind}:{args.port}" if tcp else _("this machine")
        say_error(
            error_line(
                _("{prog}: cannot open a table on {address}: {reason}").format(
                    prog=PROG, address=where, reason=exc.strerror or exc
                )
            )
        )
        return 1
    try:
        return _host(args, sock, seed, lang, notices)
    finally:
        sock.close()


def _shared_jump_in(rules: Rules, seats: Sequence[str], remote: Mapping[int, str]) -> bool:
    """HR6 with two or more people at this keyboard: refused in one line (they share the
    screen, so whoever holds the card on top would show it). True: it was."""
    from ..i18n.house import jump_in_refused, shared_screen_reason
    from ..table.seats import HUMAN
    from .output import say_error

    here = [seat for seat, kind in enumerate(seats) if kind == HUMAN and seat not in remote]
    if not rules.jump_in or len(here) < 2:
        return False
    say_error(f"{PROG}: " + jump_in_refused(shared_screen_reason()))
    return True


def _host(
    args: argparse.Namespace,
    sock: socket.socket,
    seed: int | None,
    lang: str | None,
    notices: list[str],
) -> int:
    from ..net.sidecar import read_sidecar, read_table, sidecar_path
    from ..table.options import BOT_PACE
    from ..table.saves import SaveStore
    from ..ui.app import KEY_GUARD, AppOptions
    from ..ui.hosted.hostapp import HostApp
    from .output import say_error
    from .play import open_saved

    store = SaveStore()
    warning = store.prepare()
    if warning is not None:
        print(f"{PROG}: {warning}", file=sys.stderr)
    game = None
    save_path = None
    reveal = None
    keys: dict[int, bytes] = {}
    table: str | None = None
    if args.resume:
        games, _bad = store.scan()
        hosted = [g for g in games if sidecar_path(g.path).exists()]
        if not hosted:
            say_error(_("{prog}: there is no hosted game to resume").format(prog=PROG))
            return 1
        opened = open_saved(store, hosted[0].path)
        if isinstance(opened, int):
            return opened
        game, save_path, seats, reveal = opened.game, opened.path, opened.seats, opened.reveal
        lang = lang or opened.lang
        remote, keys = read_sidecar(opened.path, game.names)
        table = read_table(opened.path)
        if not remote:
            say_error(_("{prog}: there is no hosted game to resume").format(prog=PROG))
            store.close()
            return 1
        names: list[str] = list(game.names)
        target = game.target
    else:
        # Without --players, or without an open seat among them (or too few), the setup
        # screen sets the table up first, with them filled in ("open" seats as chosen).
        given: HostPlayers | None = args.players
        names = list(given) if given is not None else []
        seats = given.seats if given is not None else ()
        remote = dict(given.remote) if given is not None else {}
        target = args.target
        if not remote or len(names) < MIN_PLAYERS:
            seats = tuple(OPEN if i in remote else kind for i, kind in enumerate(seats))
            remote = {}
        elif args.house_rules is not None and _shared_jump_in(args.house_rules, seats, remote):
            store.close()
            return 2
    if sock.family == socket.AF_UNIX:
        from ..net.local import account_name

        address = account_name(os.getuid())
    else:
        address = _tcp_address(args.bind, int(sock.getsockname()[1]))
    if sock.family != socket.AF_UNIX and not is_loopback(args.bind):
        notices.append(
            _(
                "{prog}: warning: the table listens on {address}, so other machines can "
                "reach it; only the join code keeps strangers out"
            ).format(prog=PROG, address=args.bind)
        )
    if getattr(args, "plain", False):
        from .lines import run_hosted_lines

        held = (game, save_path, seats, reveal)
        return run_hosted_lines(args, sock, address, store, seed, lang, held, remote, keys, table)
    app = HostApp(
        AppOptions(
            players=tuple(names),
            target=target,
            seed=seed,
            rules=args.house_rules or CLASSIC,
            game=game,
            saves=store,
            save_path=save_path,
            seats=seats,
            key_guard=KEY_GUARD,
            bot_pace=BOT_PACE if args.pace is None else args.pace,
            lang=lang,
            lang_chosen=getattr(args, "lang", None) is not None,
            notices=notices,
        ),
        remote,
        sock,
        address,
        keys=keys,
        table=table,
    )
    app.net.watching = not args.no_watch
    app.conductor.turns.seconds = float(args.turn_time or 0)
    if game is None and remote:
        app.new_game(names, target)
    app.conductor.reveal_waiting(reveal)
    if app.session.game is not None:
        # (The join code stays on the table's screen: never in this terminal's scrollback.)
        print(
            _("Table open. Others join with: {command}").format(command=app.join_command),
            flush=True,
        )
    from ..ui.signals import install_signal_handlers

    install_signal_handlers(app)
    try:
        app.run()
        app.save_now()
    finally:
        store.close()
    if app.session.game is not None:
        print(
            _("The table is closed. {command} --resume opens it again.").format(
                command=PROG + " host"
            )
        )
    return app.return_code or 0


# ---------------------------------------------------------------------- join


HOST = Subcommand("host", add_host_parser, run_host)
