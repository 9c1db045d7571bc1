"""The turn timer in words (``uno-tui host --turn-time``; docs/RULES.md, "The turn timer"):
what every terminal is told when a person ran out of time, and while the table waits for
a person because every person ran out of time."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from ..engine.events import (
    CardPlayed,
    CardsDrawn,
    ColorChosen,
    DrawnCardKept,
    DrawReason,
    Event,
    HandsSwapped,
    WildDrawFourAccepted,
    WildDrawFourChallenged,
)
from . import _


def acting_seat(events: Sequence[Event]) -> int | None:
    """The seat whose decision ``events`` (one action's) record, if a decision's."""
    for event in events:
        if isinstance(event, CardPlayed | DrawnCardKept | ColorChosen | HandsSwapped):
            return event.seat
        if isinstance(event, WildDrawFourAccepted):
            return event.seat
        if isinstance(event, WildDrawFourChallenged):
            return event.challenger
        if isinstance(event, CardsDrawn) and event.reason is DrawReason.CHOICE:
            return event.seat
    return None


def timed_out_sentence(name: str, you: bool = False, away: bool = False) -> str:
    """``Bruno ran out of time: a computer player moved for Bruno.`` (``you``: said to
    that person, at their own terminal), and what brings them back: a key, or, for a
    player whose terminal is not connected (``away``), joining again."""
    if you:
        return _(
            "You ran out of time: a computer player moved for you, until you press a key again."
        )
    if away:
        return _(
            "{name} ran out of time: a computer player moved for {name}, until {name} joins "
            "the table again."
        ).format(name=name)
    return _(
        "{name} ran out of time: a computer player moved for {name}, until {name} presses "
        "a key again."
    ).format(name=name)


def waiting_sentence(name: str, you: bool = False) -> str:
    """The table's line while every person is out of time and the decision is ``name``'s
    (``you``: said to that person)."""
    if you:
        return _("Every person ran out of time: the table waits for you to play.")
    return _("Every person ran out of time: the table waits for {name} to play.").format(name=name)


def timeout_announcement(
    events: Sequence[Event],
    timed_out: Collection[int],
    names: Sequence[str],
    mine: int | None = None,
    away: Collection[int] = (),
) -> tuple[str, str] | None:
    """The notice for every terminal when ``events`` are a decision a computer player took
    for a person out of time (``timed_out``: the turn timer's), or ``None``; ``mine``: the
    one person at this terminal, if there is one, told of their own in the second person;
    ``away``: the seats whose terminal is not connected (they come back by joining)."""
    seat = acting_seat(events)
    if seat is None or seat not in timed_out:
        return None
    return _("Out of time"), timed_out_sentence(names[seat], seat == mine, seat in away)


def time_left(seconds: int) -> str:
    """The turn timer's count for the person whose decision is due: ``27 s to decide``
    (on the hand's top bar, as it counts down; in the line mode, as a decision is asked)."""
    return _("{seconds} s to decide").format(seconds=seconds)


def whose_time(name: str, seconds: int) -> str:
    """``Bruno's turn · 27 s to decide``: whose decision is due and the time they have
    left, for every other terminal (the table's top bar; a line in the line mode)."""
    turn = _("{name}'s turn").format(name=name)
    return f"{turn} · {time_left(seconds)}"


def turn_time_sentence(seconds: int) -> str:
    """What a watcher is told of a table with a turn timer, once."""
    return _(
        "Each person has {seconds} s for a decision; then a computer player moves for them."
    ).format(seconds=seconds)
