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


def _text(renderable: RenderableType, width: int) -> list[str]:
    return ["".join(ch for ch, _style in line).rstrip() for line in cells(renderable, width)]


@pytest.mark.parametrize("lang", ["en", "pt_PT", "pt_BR", "es"])
@pytest.mark.parametrize("bots", [frozenset(), frozenset({1})])
def test_the_columns_do_not_move_when_a_seat_says_uno(lang: str, bots: frozenset[int]) -> None:
    """The marks' column keeps the room UNO! needs (issue 37, play-test): the names, card
    counts and scores stay where they were when the tag appears."""
    was = current_language()
    activate(lang)
    try:
        game = Game(make_setup(["Ana", "Bruno", "Carla"], seed=1))
        before = _with(seat_view(game, 0), hand_sizes=(1, 7, 7), uno_said=(False,) * 3)
        after = _with(before, uno_said=(True, False, False))
        lines, with_uno = _text(SeatLines(before, bots), 38), _text(SeatLines(after, bots), 38)
        assert with_uno[0] == lines[0] and with_uno[2:] == lines[2:]
        uno = "UNO!" if lang in ("en", "pt_PT", "pt_BR") else "¡UNO!"
        assert with_uno[1].startswith(lines[1]) and with_uno[1].endswith(uno)
    finally:
        activate(was)
