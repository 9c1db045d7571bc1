"""Issue 37: the turn timer is said on every screen, a watcher's lines too: a decision a
computer player took for a person out of time, and a table where every person is out of
time, waiting for one of them."""

from __future__ import annotations

import pytest

from uno_tui.engine import Game, make_setup
from uno_tui.engine.view import seat_view
from uno_tui.net.client import Heard
from uno_tui.net.watch import Watcher

from .test_shared_shuffles import speaking

NAMES = ("Ana", "Bruno", "Carla")
WORDS = {
    "en": ("{name} ran out of time", "Every person ran out of time: the table waits for {name}"),
    "es": ("A {name} se le acabó el tiempo", "A todas las personas se les acabó el tiempo"),
}


def heard(game: Game, timed_out: frozenset[int] = frozenset(), paused: bool = False) -> Heard:
    return Heard(
        game=1,
        view=seat_view(game, None),
        events=tuple(game.events),
        timed_out=timed_out,
        paused=paused,
        due=game.current,
    )


@pytest.mark.parametrize("lang", ["en", "es"])
def test_a_watcher_is_told_what_the_turn_timer_did(lang: str) -> None:
    game = Game(make_setup(list(NAMES), seed=2, target=500))
    out_of_time = WORDS[lang][0].format(name=NAMES[game.current])
    lines: list[str] = []
    with speaking(lang):
        watcher = Watcher(lines.append)
        late = frozenset({game.current})
        watcher.news(heard(game, late))  # (the log so far: no time-out in it)
        assert not any(out_of_time in line for line in lines)
        game.apply(game.legal_actions()[0])  # a computer's decision, for that person
        watcher.news(heard(game, late))
        assert any(line.startswith(out_of_time) for line in lines), lines
        every = frozenset(range(3))
        waiting = WORDS[lang][1].format(name=NAMES[game.current])
        watcher.news(heard(game, every, paused=True))
        watcher.news(heard(game, every, paused=True))  # said once a wait
    assert sum(waiting in line for line in lines) == 1, lines
