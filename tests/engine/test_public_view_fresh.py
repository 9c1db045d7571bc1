"""``public_view`` in a process that made no ``Game`` (a joined terminal: its views come
from the wire): the tables ``public_actions`` reads are built for the view's table, so
the public table of a view with a forgotten UNO can be read there too."""

from __future__ import annotations

import subprocess
import sys

FRESH = """
from uno_tui.engine import Card, Color, Phase, SeatView, public_view
from uno_tui.engine.rules import CLASSIC
view = SeatView(seat=0, names=("Ana", "Bruno", "Carla"), hand=(Card.from_code("R1"),),
    hand_sizes=(1, 5, 1), scores=(0, 0, 0), target=500, round=1, dealer=0, current=0,
    phase=Phase.TURN, clockwise=True, top=Card.from_code("R7"), color=Color.RED,
    draw_pile=50, discard_pile=3, drawn=None, uno_window=2, uno_said=(True, False, False),
    round_winner=None, winner=None, wild_draw_four=None, legal=(), round_results=(),
    rules=CLASSIC)
print(sorted(map(repr, public_view(view).legal)))
"""


def test_the_public_view_of_a_forgotten_uno_in_a_process_that_made_no_game() -> None:
    done = subprocess.run(
        [sys.executable, "-c", FRESH], capture_output=True, text=True, timeout=60, check=False
    )
    assert done.returncode == 0, done.stderr
    from uno_tui.engine.actions import Catch, SayUno  # (here: the test process made games)

    assert done.stdout.strip() == repr(sorted(map(repr, [SayUno(2), Catch(0, 2), Catch(1, 2)])))
