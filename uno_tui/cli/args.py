"""What the command line's options take: the parser that words a usage error in one line,
and one type per kind of value (names, numbers, a pace, a language), shared by every
command. Each error is the one a player reads after ``uno-tui: argument --NAME:``."""

from __future__ import annotations

import argparse
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from ..engine import MAX_PLAYERS, MIN_PLAYERS, Rules
from ..i18n import LANGUAGES, _, check_language, ngettext

PROG = "uno-tui"


class UsageError(Exception):
    """A bad command line; exit status 2."""


class Parser(argparse.ArgumentParser):
    """argparse, but a usage error is one line (and ``--help`` says the rest).

    A subcommand's parser (``deferred``) gets its options and description only when it is
    used, to parse or to print its help: a plain start does not build the four parsers it
    does not use (some 5 M instructions before the first frame)."""

    #: Adds this parser's options, the first time they are needed (``deferred``).
    fill: Callable[[argparse.ArgumentParser], None] | None = None
    #: The top parser's subcommands' parsers, by name: an option none of them knows is
    #: said by the subcommand's parser, whose ``--help`` lists its options.
    subcommands: dict[str, Parser] = {}  # noqa: RUF012  (replaced, never changed in place)

    def error(self, message: str) -> NoReturn:
        raise UsageError(
            _("{message} (see '{command} --help')").format(message=message, command=self.prog)
        )

    def filled(self) -> Parser:
        """This parser with its options (added now if they were deferred)."""
        fill, self.fill = self.fill, None
        if fill is not None:
            fill(self)
        return self

    def parse_known_args(self, *args: Any, **kwargs: Any) -> Any:
        return super(Parser, self.filled()).parse_known_args(*args, **kwargs)

    def format_usage(self) -> str:
        return super(Parser, self.filled()).format_usage()

    def format_help(self) -> str:
        return super(Parser, self.filled()).format_help()


def deferred(
    sub: argparse._SubParsersAction[Any],
    name: str,
    help: str,
    fill: Callable[[argparse.ArgumentParser], None],
) -> None:
    """Add the subcommand ``name`` (``help``: its line in the command list), whose options
    and description ``fill`` adds when the subcommand is used (``Parser``)."""
    parser = sub.add_parser(name, help=help)
    if not isinstance(parser, Parser):
        raise TypeError("the subcommands' parsers must be cli.args.Parser")
    parser.fill = fill


class Players(list[str]):
    """The names from ``--players``, with each seat's kind (``seats.KINDS``) in ``seats``."""

    seats: tuple[str, ...] = ()


def players(text: str) -> Players:
    """``--players NAMES``: a table that can play."""
    from ..table.names import check_table, printable
    from ..table.seats import parse_player

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


class HostPlayers(Players):
    """``--players`` for a hosted table: the seats others join (``open:NAME``) by name."""

    remote: dict[int, str]


def host_players(text: str) -> HostPlayers:
    """``Ana,open:Bruno,cpu:Carla``: ``open:`` seats are played from other terminals."""
    items = text.split(",")
    if len(items) < MIN_PLAYERS:  # the setup screen adds the others
        return _fewer(items)
    remote: dict[int, str] = {}
    plain: list[str] = []
    for seat, item in enumerate(items):
        prefix, sep, name = item.partition(":")
        if sep and prefix.strip().casefold() == "open":
            remote[seat] = name.strip()
            plain.append(name)
        else:
            plain.append(item)
    checked = players(",".join(plain))
    result = HostPlayers(checked)
    result.seats = checked.seats
    result.remote = remote
    return result


def _fewer(items: list[str]) -> HostPlayers:
    """Fewer names than a game takes: they fill the setup screen's first rows."""
    from ..table.names import check_table, printable
    from ..table.seats import parse_player

    remote: dict[int, str] = {}
    names: list[str] = []
    kinds: list[str] = []
    for seat, item in enumerate(items):
        prefix, sep, name = item.partition(":")
        if sep and prefix.strip().casefold() == "open":
            remote[seat] = name.strip()
            item = name
        try:
            name, kind = parse_player(item)
        except ValueError as exc:
            raise argparse.ArgumentTypeError(printable(str(exc), None)) from None
        if not name:
            raise argparse.ArgumentTypeError(_("player names cannot be empty"))
        names.append(name)
        kinds.append(kind)
    problem = check_table(names)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    result = HostPlayers(names)
    result.seats = tuple(kinds)
    result.remote = remote
    return result


def tcp_port(text: str) -> int:
    """``--port``: a TCP port, 0 to 65535 (0: the system picks a free one)."""
    value = whole(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(_("{value} is not a port (0 to 65535)").format(value=text))
    return value


def positive(text: str) -> int:
    """A whole number above 0."""
    value = whole(text)
    if value <= 0:
        raise argparse.ArgumentTypeError(_("{value} is not above 0").format(value=value))
    return value


def whole(text: str) -> int:
    """Any whole number."""
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a whole number").format(text=repr(text))
        ) from None


def turn_time(text: str) -> int:
    """``--turn-time``: whole seconds from ``MIN_TURN_TIME`` to ``MAX_TURN_TIME``."""
    from ..table.turns import MAX_TURN_TIME, MIN_TURN_TIME

    value = whole(text)
    if not MIN_TURN_TIME <= value <= MAX_TURN_TIME:
        raise argparse.ArgumentTypeError(
            _("{value} is not from {low} to {high}").format(
                value=value, low=MIN_TURN_TIME, high=MAX_TURN_TIME
            )
        )
    return value


def pace(text: str) -> float:
    """Seconds from 0 to 60."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(
            _("{text} is not a number").format(text=repr(text))
        ) from None
    if not 0 <= value <= 60:
        raise argparse.ArgumentTypeError(_("{value} is not from 0 to 60").format(value=text))
    return value


def language(text: str) -> str:
    """One of the game's languages."""
    try:
        return check_language(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def house_rules(text: str) -> Rules:
    """``--house-rules`` at a hot-seat table."""
    from ..i18n.house import parse_rules

    try:
        return parse_rules(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def hosted_house_rules(text: str) -> Rules:
    """``--house-rules`` at a hosted table (``uno-tui host``)."""
    from ..i18n.house import parse_rules

    try:
        return parse_rules(text, hosting=True)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None


def house_rules_help(hosting: bool = False) -> str:
    from ..i18n.house import offered_names, preset_names

    return _(
        "play with house rules, comma-separated (all off by default; F1 in the game "
        "explains each): {choices}. 'stacking' is stack-draw-two and stack-wild-draw-four. "
        "A preset names a set: {presets} (party: stacking and seven-o; house-favourites: "
        "stacking and draw-to-match; no-mercy: stack-mixed, draw-to-match and uno-penalty-4)"
    ).format(choices=", ".join(offered_names(hosting)), presets=", ".join(preset_names()))


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
