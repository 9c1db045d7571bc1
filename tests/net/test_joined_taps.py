"""Keys tapped at a joined terminal while the others play make no move for its player
(issue 33): Enter or D every 0.3 s through Bruno's and Carla's turns, and on as Ana's own
hand comes up, play nothing and draw nothing for her; a key after a pause is hers. The key
guard reads the app's clock, which the test moves (``Clock``): no wall-clock timing."""

from __future__ import annotations

import pytest
from app.scenarios import deal

from uno_tui.engine import Card, Play
from uno_tui.ui.app import KEY_GUARD
from uno_tui.ui.screens.hand import HandScreen

from .test_client_app import joined, until_shown
from .test_late_enter import Clock
from .threaded import HostThread

C = Card.from_code
#: Bruno plays first (Carla deals), then Carla, then Ana, whose Red 7 can be played.
HANDS = deal(
    ["R7 B1 G2 Y3 B4 G5 Y6", "R2 R3 B7 G7 Y7 B8 B9", "R1 G3 G4 G6 G8 G9 Y1"], "R5", dealer=0
)
#: Seconds between the taps.
EVERY = 0.3


def anas_actions(host: HostThread) -> list[object]:
    def mine() -> list[object]:
        game = host.session.game
        assert game is not None
        return [a for a in game.actions if a.seat == 0]

    return host.run(mine)


@pytest.mark.parametrize("key", ["enter", "d"])
async def test_taps_at_a_joined_terminal_during_the_others_turns_make_no_move(key: str) -> None:
    host = HostThread(("Ana", "Bruno", "Carla"), ("human",) * 3, [0, 1, 2], deals=[HANDS])
    async with joined(host, KEY_GUARD) as (app, table):
        clock = app.keys.clock = Clock()
        await until_shown(table, lambda: app.playing and not isinstance(app.screen, HandScreen))
        for action in (Play(1, C("R2")), Play(2, C("R1"))):
            for _ in range(4):
                clock.now += EVERY
                await table.press(key)
            host.run(lambda action=action: host.conductor.submit(action.seat, action))
        await until_shown(table, lambda: isinstance(app.screen, HandScreen))
        for _ in range(6):  # the burst goes on as Ana's hand comes up
            clock.now += EVERY
            await table.press(key)
        await table.settle()
        assert anas_actions(host) == []
        game_now = host.run(lambda: host.session.game.current)  # type: ignore[union-attr]
        assert game_now == 0  # her turn still waits for her
        clock.now += 1.0  # a pause: the hand is read; the next key is hers
        await table.press("enter")
        for _ in range(200):
            if anas_actions(host):
                break
            await table.pilot.pause(0.02)
        assert anas_actions(host) == [Play(0, C("R7"))]
