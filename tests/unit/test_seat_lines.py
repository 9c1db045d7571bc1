"""``SeatLines`` draws the seat strip exactly as the ``rich`` table it replaces would,
character for character and style for style, in every language and at every width."""

from __future__ import annotations

import random
from typing import Any

import pytest
from rich.console import Console, RenderableType
from rich.style import Style

from uno_tui.engine import Game, SeatView, make_setup, seat_view
from uno_tui.engine.values import replace
from uno_tui.i18n import activate, current_language
from uno_tui.ui.widgets.seats import SeatLines, seat_table

NAMES = (
    *("Ana", "Bruno", "Zoë Émilie-Long", "李小龍", "O'Neil the Great"),
    *("Pé", "Carla", "Dé", "Kim", "Xu"),
)


def cells(renderable: RenderableType, width: int) -> list[list[tuple[str, Style]]]:
    console = Console(width=80, color_system="truecolor", force_terminal=True)
    lines = console.render_lines(renderable, console.options.update_width(width), pad=False)
    return [[(ch, seg.style or Style()) for seg in line for ch in seg.text] for line in lines]


@pytest.mark.parametrize("lang", ["en", "pt_BR", "es"])
def test_the_seat_lines_are_the_table_s(lang: str) -> None:
    was = current_language()
    activate(lang)
    try:
        rng = random.Random(lang)
        for _ in range(150):
            players = rng.randint(2, 10)
            names = rng.sample(NAMES, players)
            game = Game(make_setup(names, seed=rng.randint(0, 99)))
            # Every mark, card count and score there can be, beside the game's own.
            view = _with(
                seat_view(game, 0),
                hand_sizes=tuple(rng.choice([0, 1, 7, 12, 108]) for _ in range(players)),
                scores=tuple(rng.choice([0, 5, 120, 1234]) for _ in range(players)),
                current=rng.choice([None, *range(players)]),
                uno_said=tuple(rng.random() < 0.3 for _ in range(players)),
            )
            bots = frozenset(s for s in range(players) if rng.random() < 0.2)
            width = rng.randint(12, 60)
            assert cells(SeatLines(view, bots), width) == cells(seat_table(view, bots), width)
    finally:
        activate(was)


def _with(view: SeatView, **changes: Any) -> SeatView:
    return replace(view, **changes)
