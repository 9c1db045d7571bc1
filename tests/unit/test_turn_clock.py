"""A terminal's count of the turn timer's time left (``table.turnclock``), snapshot by
snapshot, on a clock the test moves: from the first snapshot it hears, less what the
host says the decision had already run (protocol version 7), and set by the host's word
again on each new update."""

from __future__ import annotations

from uno_tui.table.snapshot import Due, Seating, Snapshot, Who
from uno_tui.table.turnclock import TurnClock

#: Ana (seat 0) at this joined terminal, Bruno (seat 1) at the host's keyboard.
SEATS = (Who.HERE, Who.JOINED)


def told(seq: int, spent: float | None) -> Snapshot:
    """Bruno's decision due, 30 s each, the host having said ``spent`` (None: nothing)."""
    return Snapshot(seq, (), Due(1, Who.JOINED), seating=Seating(SEATS, turn_time=30, spent=spent))


class Now:
    def __init__(self) -> None:
        self.time = 500.0

    def __call__(self) -> float:
        return self.time


def test_the_first_snapshot_counts_from_what_the_host_says_was_spent() -> None:
    now = Now()
    clock = TurnClock(now)
    assert clock.left(told(1, 12.0), 1) == 18
    now.time += 8
    assert clock.left(told(1, 12.0), 1) == 10  # (the same snapshot: counted on)


def test_a_snapshot_built_again_from_the_same_update_keeps_the_count() -> None:
    now = Now()
    clock = TurnClock(now)
    clock.heard(told(1, 12.0))
    now.time += 5
    assert clock.left(told(2, None), 1) == 13  # (a reveal seen, say: no word of the host)


def test_a_rejoin_after_the_same_seat_s_next_decision_began_takes_the_host_s_count() -> None:
    """The link was lost during one of Bruno's decisions and taken up again during his
    next (no event is news on a rejoin, and the same seat is due): the host's word sets
    the count, not the old decision's start."""
    now = Now()
    clock = TurnClock(now)
    clock.heard(told(1, 0.0))
    now.time += 25  # (lost meanwhile; Bruno played, the others too, his turn again)
    assert clock.left(told(2, 3.0), 1) == 27


def test_at_the_host_the_count_starts_with_the_first_snapshot() -> None:
    now = Now()
    clock = TurnClock(now)
    assert clock.left(told(1, None), 1) == 30
    now.time += 4
    assert clock.left(told(2, None), 1) == 26
