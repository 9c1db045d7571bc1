"""``uno-tui join``: take a seat at a hosted table from this terminal, or watch it.

The join code is typed at a prompt that does not echo, or read from a file only this user
can read (``cli.private``); the seat's key is kept beside the saves (``keys.py``), so the
same command takes the seat back after a dropped connection, without the code.
"""

from __future__ import annotations

import argparse
from typing import Any

from ..i18n import _
from ..net.address import DEFAULT_PORT, LOOPBACK
from .args import PROG, deferred
from .hosted import Subcommand, add_common_options


def parse_address(text: str) -> tuple[str, int]:
    """``HOST:PORT``, ``[::1]:PORT``, ``HOST`` or ``:PORT``."""
    host, port = LOOPBACK, DEFAULT_PORT
    text = text.strip()
    if text.startswith("["):
        inside, _sep, rest = text[1:].partition("]")
        host = inside
        text = rest
        if text.startswith(":"):
            port = int(text[1:])
        elif text:
            raise ValueError(text)
        return host, port
    name, sep, number = text.rpartition(":")
    if not sep:
        return text or host, port
    return name or host, int(number)


def _join_code(args: argparse.Namespace) -> str | None:
    """The join code: typed at a prompt that does not echo, or from ``--code-file``, or
    (for scripts, with a warning) ``--code``. ``NotPrivate`` when the file will not do."""
    from .private import ask, read_private, warn_public

    if args.code:
        warn_public("--code")
        return str(args.code)
    if args.code_file:
        return read_private(args.code_file)
    return ask(_("Join code (the host's screen shows it): "))


def run_join(args: argparse.Namespace) -> int:
    from ..net import protocol as p
    from ..net.client import Lost, Refused, Unproven
    from ..net.keys import keep_key, saved_key
    from ..net.link import LinkThread
    from ..net.words import refused, unproven, unreachable
    from ..ui.hosted.clientapp import joined_app
    from .output import error_line, say_error
    from .play import apply_color_choice
    from .private import NotPrivate

    apply_color_choice(args.color)
    try:
        host, port = parse_address(args.address)
        if not 0 < port < 65536:
            raise ValueError(port)
    except ValueError:
        say_error(
            error_line(
                _("{prog}: {address} is not HOST:PORT").format(prog=PROG, address=args.address)
            )
        )
        return 2
    address = f"{host}:{port}"
    if args.watch:
        return _watch(args, host, port)
    kept = saved_key(address)
    link = LinkThread()
    try:
        seat: int | None = None
        if kept is not None and (not args.name or args.name.casefold() == kept[2].casefold()):
            try:
                seat = link.connect(host, port, seat=kept[0], key=kept[1])
            except Refused as exc:
                if exc.reason != p.BAD_TOKEN:
                    raise
        if seat is None:
            code = _join_code(args)
            if not code:
                say_error(
                    _(
                        "{prog}: join needs the table's join code (the host's screen shows "
                        "it): type it when asked, or give --code-file FILE"
                    ).format(prog=PROG)
                )
                link.close()
                return 2
            seat = link.connect(host, port, code=code, name=args.name)
        table = link.link.table
        key = link.link.key
        assert table is not None and key is not None
        keep_key(address, seat, key, table.names[seat])
        link.call(link.link.wait_update(0), 10)
    except NotPrivate as exc:
        say_error(str(exc))
        link.close()
        return 2
    except Unproven as exc:
        say_error(error_line(f"{PROG}: " + unproven(address, exc.joining)))
        link.close()
        return 1
    except Refused as exc:
        say_error(
            error_line(
                f"{PROG}: "
                + refused(exc.reason, name=args.name, open_=exc.open, protocol=exc.protocol)
            )
        )
        link.close()
        return 1
    except (Lost, OSError, TimeoutError) as exc:
        say_error(error_line(f"{PROG}: " + unreachable(address, str(exc) or "-")))
        link.close()
        return 1
    app = joined_app(
        link,
        address,
        lang=getattr(args, "lang", None),
        rejoin=(host, port),
        turn_alert=not args.no_alert,
    )
    try:
        app.run()
    finally:
        link.close()
    return app.return_code or 0


def _watch(args: argparse.Namespace, host: str, port: int) -> int:
    """``join --watch``: the public table, in lines, until the table closes or Ctrl+C."""
    import asyncio

    from ..net.client import Lost, Refused, Unproven
    from ..net.watch import watch
    from ..net.words import refused, unproven, unreachable
    from .output import error_line, say_error
    from .private import NotPrivate

    address = f"{host}:{port}"
    try:
        code = _join_code(args)
    except NotPrivate as exc:
        say_error(str(exc))
        return 2
    if not code:
        say_error(
            _(
                "{prog}: join needs the table's join code (the host's screen shows "
                "it): type it when asked, or give --code-file FILE"
            ).format(prog=PROG)
        )
        return 2
    try:
        ended = asyncio.run(watch(host, port, code, lambda line: print(line, flush=True)))
    except KeyboardInterrupt:
        return 0
    except Unproven as exc:
        say_error(error_line(f"{PROG}: " + unproven(address, exc.joining)))
        return 1
    except Refused as exc:
        say_error(error_line(f"{PROG}: " + refused(exc.reason, protocol=exc.protocol)))
        return 1
    except (Lost, OSError, TimeoutError) as exc:
        say_error(error_line(f"{PROG}: " + unreachable(address, str(exc) or "-")))
        return 1
    print(refused(ended))
    return 0


def add_join_parser(sub: argparse._SubParsersAction[Any]) -> None:
    deferred(
        sub, "join", _("take an open seat at a table opened with 'uno-tui host'"), _join_options
    )


def _join_options(jp: argparse.ArgumentParser) -> None:
    jp.description = _(
        "Take an open seat at a table opened with 'uno-tui host', from this terminal: "
        "you see your own hand on your turn and the table otherwise. The seat's key is "
        "kept in your data folder, so running the same command again after a dropped "
        "connection takes the seat back."
    )
    jp.add_argument(
        "address",
        nargs="?",
        default=f"{LOOPBACK}:{DEFAULT_PORT}",
        metavar="HOST:PORT",
        help=_("where the table is (default: {address})").format(
            address=f"{LOOPBACK}:{DEFAULT_PORT}"
        ),
    )
    code = jp.add_mutually_exclusive_group()
    code.add_argument(
        "--code",
        metavar="CODE",
        help=_(
            "the table's join code (other users of this machine can read it in the process "
            "list: without this option join asks for the code)"
        ),
    )
    code.add_argument(
        "--code-file",
        metavar="FILE",
        help=_("read the join code from FILE, a file only you can read (chmod 600)"),
    )
    jp.add_argument(
        "--name", metavar="NAME", help=_("the open seat to take (default: the first one)")
    )
    jp.add_argument(
        "--watch",
        action="store_true",
        help=_(
            "watch the table instead of taking a seat: what its public screen shows, in "
            "lines, until Ctrl+C (the join code is asked for as to play)"
        ),
    )
    jp.add_argument(
        "--no-alert",
        action="store_true",
        help=_("no bell and no 'UNO — your turn' in the terminal's title when your turn comes"),
    )
    add_common_options(jp)


JOIN = Subcommand("join", add_join_parser, run_join)
