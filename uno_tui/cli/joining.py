"""``uno-tui join``: take a seat at a hosted table from this terminal, or watch it.

The join code is typed at a prompt that does not echo, or read from a file only this user
can read (``cli.private``); the seat's key is kept beside the saves (``keys.py``), so the
same command takes the seat back after a dropped connection, without the code.
"""

from __future__ import annotations

import argparse
import contextlib
import sys
from typing import TYPE_CHECKING, Any

from ..i18n import _
from .args import PROG, deferred
from .hosted import Subcommand, add_common_options
from .where import Where, find_where, probe

if TYPE_CHECKING:
    from ..net.watch import Sit


def _join_code(args: argparse.Namespace, hosted: str | None = None) -> str | None:
    """The join code: typed at a prompt that does not echo, or from ``--code-file``, or
    (for scripts, with a warning) ``--code``. ``NotPrivate`` when the file will not do."""
    from .private import ask, read_private, warn_public

    if args.code:
        warn_public("--code")
        return str(args.code)
    if args.code_file:
        return read_private(args.code_file)
    if hosted is not None:  # "hosted by ana", from the kernel: before the code is typed
        return ask(
            _("Join code for the table {hosted} (its screen shows it): ").format(hosted=hosted)
        )
    return ask(_("Join code (the host's screen shows it): "))


def run_join(args: argparse.Namespace, code: str | None = None) -> int:
    """``uno-tui join``; ``code``: the join code already typed (a watcher taking an open
    seat: ``_watch``), for a new seat."""
    from ..net import protocol as p
    from ..net.client import OTHER_KEY, Lost, NotHost, Refused, Unproven
    from ..net.keys import find_kept, keep_key
    from ..net.linkthread import LinkThread
    from ..net.local import account_uid
    from ..net.words import hosted_by, not_host, refused, seat_left, unproven, unreachable
    from ..ui.hosted.clientapp import joined_app
    from .output import error_line, say_error
    from .play import apply_color_choice
    from .private import NotPrivate

    apply_color_choice(
        args.color, getattr(args, "theme", None), getattr(args, "show_cursor", False)
    )
    found = find_where(args.address)
    if isinstance(found, str):
        say_error(error_line(found))
        return 2
    where = found
    address = where.where
    if args.watch and code is None:
        return _watch(args, where)
    # A seat kept for this table (or for a table of the same host at another port): it
    # is taken back with its key, from the account that ran the table only.
    fresh = args.new or args.code or args.code_file or code
    account = account_uid(address) if where.local else None
    kept = None if fresh else find_kept(address, moved=True, owner=account)
    if kept is not None and args.name and args.name.casefold() != kept.name.casefold():
        kept = None
    link = LinkThread()
    try:
        seat: int | None = None
        if kept is not None:
            try:
                seat = link.connect(
                    where.dial, where.port, seat=kept.seat, key=kept.key, host_uid=kept.host
                )
            except (Refused, NotHost) as exc:
                moved = kept.where != address
                # Not the table: said, and stopped (no code typed there), unless the
                # seat was kept for another port of the host: then this is another table.
                if not moved and (isinstance(exc, NotHost) or exc.reason != p.BAD_TOKEN):
                    raise
        if seat is None:
            # The player sees whose table it is before typing its code (a code given in a
            # file or an option is read first: it is said at once when it will not do).
            given = code or (_join_code(args) if args.code or args.code_file else None)
            owner: int | None = link.call(probe(where), 15)
            code = given or _join_code(args, hosted_by(owner, address))
            if not code:
                say_error(
                    _(
                        "{prog}: join needs the table's join code (the host's screen shows "
                        "it): type it when asked, or give --code-file FILE"
                    ).format(prog=PROG)
                )
                link.close()
                return 2
            seat = link.connect(where.dial, where.port, code=code, name=args.name, host_uid=owner)
        table = link.link.table
        key = link.link.key
        assert table is not None and key is not None
        keep_key(
            address,
            seat,
            key,
            table.names[seat],
            table=link.link.table_id,
            host=link.link.host_uid,
        )
        link.call(link.link.wait_update(0), 10)
    except NotPrivate as exc:
        say_error(str(exc))
        link.close()
        return 2
    except Unproven as exc:
        say_error(error_line(f"{PROG}: " + unproven(address, exc.joining)))
        link.close()
        return 1
    except NotHost as exc:
        say_error(error_line(f"{PROG}: " + not_host(exc.found, exc.expected, address)))
        link.close()
        return 1
    except Refused as exc:
        reason = exc.reason
        say_error(
            error_line(
                f"{PROG}: "
                + refused(reason, name=args.name, open_=exc.open, protocol=exc.protocol)
                + (" " + _("To take another seat there: --new.") if reason == OTHER_KEY else "")
            )
        )
        link.close()
        return 1
    except (Lost, OSError, TimeoutError) as exc:
        say_error(error_line(f"{PROG}: " + unreachable(address, str(exc) or "-", where.local)))
        link.close()
        return 1
    print(
        f"{PROG}: "
        + _("{player}'s seat at the table {hosted}").format(
            player=table.names[seat], hosted=hosted_by(link.link.host_uid, address)
        ),
        file=sys.stderr,
    )
    if getattr(args, "plain", False):
        from .lines import run_joined_lines

        return run_joined_lines(link, address, getattr(args, "lang", None))
    app = joined_app(
        link,
        address,
        lang=getattr(args, "lang", None),
        rejoin=(where.dial, where.port),
        turn_alert=not args.no_alert,
    )
    joined = app.joined  # (where the table is reached when it ends: R may have moved it)
    said: tuple[str, ...] = ()
    try:
        app.run()
        if joined is not None:  # (before the link is closed, which ends it too)
            said = seat_left(joined.ended, " ".join((PROG, "join", joined.address)))
    finally:
        link.close()
    if said:
        print(f"{PROG}: " + " ".join(said), file=sys.stderr)
    return app.return_code or 0


def _watch(args: argparse.Namespace, where: Where) -> int:
    """``join --watch``: the public table, in lines, until the table closes or Ctrl+C."""
    import asyncio

    from ..net.client import Lost, Refused, Unproven
    from ..net.watch import Sit
    from ..net.words import hosted_by, refused, unproven, unreachable
    from .output import error_line, say_error
    from .private import NotPrivate

    address = where.where
    try:
        owner = asyncio.run(asyncio.wait_for(probe(where), 15))
    except (OSError, TimeoutError) as exc:
        say_error(error_line(f"{PROG}: " + unreachable(address, str(exc) or "-", where.local)))
        return 1
    try:
        code = _join_code(args, hosted_by(owner, address))
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
        ended = asyncio.run(_watch_until(where, code))
    except KeyboardInterrupt:
        return 0
    except Unproven as exc:
        say_error(error_line(f"{PROG}: " + unproven(address, exc.joining)))
        return 1
    except Refused as exc:
        say_error(error_line(f"{PROG}: " + refused(exc.reason, protocol=exc.protocol)))
        return 1
    except (Lost, OSError, TimeoutError) as exc:
        say_error(error_line(f"{PROG}: " + unreachable(address, str(exc) or "-", where.local)))
        return 1
    if isinstance(ended, Sit):  # the watcher takes the open seat, with the same code
        print(_("Taking {name}'s seat…").format(name=ended.name), flush=True)
        args.name = ended.name
        return run_join(args, code)
    print(refused(ended))
    return 0


async def _watch_until(where: Where, code: str) -> str | Sit:
    """Watch, with S and Enter on standard input asking for an open seat."""
    import asyncio

    from ..net.watch import watch

    sit = asyncio.Event()
    loop = asyncio.get_running_loop()
    stdin = sys.stdin

    def typed() -> None:
        line = stdin.readline()
        if not line:  # the end of the input: nothing more will be typed
            loop.remove_reader(stdin)
        elif line.strip().lower() == "s":
            sit.set()

    reading = False
    with contextlib.suppress(OSError, ValueError, NotImplementedError):
        loop.add_reader(stdin, typed)
        reading = True
    try:
        return await watch(where.dial, where.port, code, lambda line: print(line, flush=True), sit)
    finally:
        if reading:
            loop.remove_reader(stdin)


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
        metavar="ACCOUNT|HOST:PORT",
        help=_(
            "whose table: the host's account for a table on this machine (e.g. ana), or "
            "HOST:PORT for one that listens on TCP (default: the one table open on this "
            "machine, or the one whose seat you keep)"
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
        "--new",
        action="store_true",
        help=_("take a new seat with the join code, even where you keep a seat's key"),
    )
    jp.add_argument(
        "--watch",
        action="store_true",
        help=_(
            "watch the table instead of taking a seat: what its public screen shows, in "
            "lines, until Ctrl+C (the join code is asked for as to play); while a seat is "
            "open, S and Enter takes it"
        ),
    )
    jp.add_argument(
        "--no-alert",
        action="store_true",
        help=_("no bell and no 'UNO — your turn' in the terminal's title when your turn comes"),
    )
    jp.add_argument(
        "--plain",
        action="store_true",
        default=argparse.SUPPRESS,  # (not to hide one given before 'join')
        help=_(
            "line mode, for screen readers and braille displays: your seat is played in "
            "lines of plain text, never redrawn (see 'uno-tui --help')"
        ),
    )
    add_common_options(jp)


JOIN = Subcommand("join", add_join_parser, run_join)
