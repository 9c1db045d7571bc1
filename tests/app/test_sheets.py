"""Style sheets read on demand (``uno_tui/ui/sheets.py``): a new game's dealer draw shows
styled with its own sheet only, and the screens after it show theirs."""

from __future__ import annotations

import os

import pytest
from textual.color import Color as TColor

from uno_tui.ui.app import make_app
from uno_tui.ui.screens import DealerDrawScreen, HandScreen
from uno_tui.ui.screens.dealer import DealerDraw
from uno_tui.ui.sheets import sheet_path
from uno_tui.ui.widgets import CardView

from .conftest import Run


def _read(app: object, name: str) -> bool:
    return bool(app.stylesheet.has_source(os.path.abspath(sheet_path(name))))  # type: ignore[attr-defined]


@pytest.mark.textual_private
async def test_the_dealer_draw_waits_for_no_card_style(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=1)
    async with run(app) as table:
        await table.wait_for(DealerDrawScreen)
        assert _read(app, "base") and _read(app, "dealer")
        assert not any(_read(app, name) for name in ("screens", "cards", "dialogs"))


async def test_the_dealer_draw_and_the_hand_are_styled_by_their_sheets(run: Run) -> None:
    app = make_app(["Ana", "Bruno"], seed=1)
    async with run(app) as table:
        await table.wait_for(DealerDrawScreen)
        draw = app.screen.query_one(DealerDraw)
        assert draw.get_component_rich_style("dealer--title").bold  # the dealer's sheet

        await table.press("enter")  # deal: the first curtain
        await table.next_hand()
        await table.wait_for(HandScreen)
        assert all(_read(app, name) for name in ("screens", "cards", "dialogs"))
        faces = list(app.screen.query(CardView))
        assert faces
        red = [f for f in faces if f.has_class("-red") and f.playable]
        fills = {f.styles.background for f in red}
        assert fills <= {TColor.parse("#cc0000")}, fills
        assert all(f.styles.width is not None and f.styles.width.value in (5, 8) for f in faces)
