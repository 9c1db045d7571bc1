"""A terminal that joins a game whose log is longer than one ``events`` message (the host
sends it in chunks of ``EVENTS_PER_LINE``, then the update that counts them) takes every
chunk: the second used to be refused as "events out of order", and the join failed."""

from __future__ import annotations

import random

from uno_tui.engine import Game, Phase, make_setup
from uno_tui.net import protocol as p
from uno_tui.net.client import RemoteTable
from uno_tui.net.host import EVENTS_PER_LINE


def long_log() -> tuple[object, ...]:
    game = Game(make_setup(["Ana", "Bruno", "Carla"], seed=4, target=500))
    rng = random.Random(4)
    while len(game.events) < 2 * EVENTS_PER_LINE + 10 and game.phase is not Phase.GAME_OVER:
        game.apply(rng.choice(game.legal_actions()))
    return tuple(game.events)


def test_a_log_in_three_chunks_is_taken_whole_before_its_update() -> None:
    events = long_log()
    assert len(events) > 2 * EVENTS_PER_LINE
    table = RemoteTable(0, ("Ana", "Bruno", "Carla"))
    for first in range(0, len(events), EVENTS_PER_LINE):
        chunk = events[first : first + EVENTS_PER_LINE]
        table.take_events(p.Events(7, first, chunk))  # type: ignore[arg-type]
    assert len(table._events) == len(events)  # (its update counts them: take_update)
