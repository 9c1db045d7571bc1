"""What a frame costs, counted rather than timed: the table's seat strip draws its lines
straight out (``SeatLines``), without laying out a ``rich`` table, on every frame of a
turn (each turn changes it, so it is drawn again on most frames)."""

from __future__ import annotations

import pytest
from rich.table import Table as RichTable

from uno_tui.engine import Card
from uno_tui.engine.events import CardPlayed

from .conftest import Run
from .test_bots_ui import my_hand, vs_cpu

C = Card.from_code


async def test_turns_build_no_rich_table(run: Run, monkeypatch: pytest.MonkeyPatch) -> None:
    built: list[object] = []
    init = RichTable.__init__

    def counted(self: RichTable, *args: object, **kwargs: object) -> None:
        built.append(self)
        init(self, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(RichTable, "__init__", counted)
    app = vs_cpu()
    async with run(app) as table:
        await my_hand(table)
        await table.play(C("R5"))
        await my_hand(table)  # Bruno's turn went by on the public table
        assert any(isinstance(e, CardPlayed) and e.seat == 1 for e in table.game.events)
    assert built == []
