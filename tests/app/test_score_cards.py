"""The cards an opponent held when a round ended wrap between cards, never inside one
(found in tmux at 80x24: "◆" at the end of a line, "Green 2" at the start of the next)."""

from __future__ import annotations

import pytest
from rich.console import Console

from uno_tui.engine.events import OpponentScore, RoundEnded
from uno_tui.i18n import activate
from uno_tui.i18n.words import card_name
from uno_tui.ui.screens.scores import round_result

from .scenarios import cards

HELD = cards("R8 R9 RR Y7 Y7 G2 G5 G6 G9 B1 B4 BR")


@pytest.mark.usefixtures("english_after", "no_color")
@pytest.mark.parametrize("lang", ["en", "pt_PT", "pt_BR", "es"])
@pytest.mark.parametrize("width", [78, 60, 40])
def test_each_card_left_stays_whole_on_one_line(lang: str, width: int) -> None:
    activate(lang)
    event = RoundEnded(1, 1, 98, (OpponentScore(0, HELD, 98),), (0, 98))
    console = Console(width=width, record=True, color_system=None)
    console.print(round_result(event, ["Ana", "Bot"]))
    lines = console.export_text().splitlines()
    for card in HELD:
        assert any(card_name(card) in line for line in lines), (card_name(card), lines)
    assert len([line for line in lines if line.strip()]) > 2  # (the list did wrap)
