"""pt_PT names the Wild Draw Four wherever the rules speak of both Wilds: a play-test read
the dealer draw's rule list the cards worth 0 as "Saltar, Inverter, Comprar Duas e Mudar
Cor", which in pt_PT is the Wild alone ("Wilds" in English, "Coringas", "comodines");
the scoring rule in the help said "Mudar Cor 50" alike. Read off the 80x24 frame with
NO_COLOR."""

from __future__ import annotations

import pytest

from uno_tui.ui.app import make_app
from uno_tui.ui.screens import DealerDrawScreen, HelpScreen

from .conftest import Run
from .driver import until_drawn
from .reading import frame, squash

pytestmark = pytest.mark.usefixtures("english_after", "no_color")


async def test_the_dealer_draw_and_the_help_name_the_wild_draw_four_in_pt_pt(run: Run) -> None:
    app = make_app(["Ana", "Bruno", "Carla"], seed=4, lang="pt_PT")
    async with run(app) as table:
        await table.wait_for(DealerDrawScreen)
        await until_drawn(table.pilot)
        text = squash("\n".join(frame(app)))
        assert "Mudar Cor e Mudar Cor Comprar Quatro valem 0." in text, text
        await table.press("f1")
        await table.wait_for(HelpScreen)
        await until_drawn(table.pilot)
        text = squash("\n".join(frame(app)))
        for _page in range(10):  # (the help scrolls: down to the scoring rule)
            if "Comprar Duas 20" in text:
                break
            await table.press("pagedown")
            await until_drawn(table.pilot)
            text += " " + squash("\n".join(frame(app)))
        assert "Mudar Cor e Mudar Cor Comprar Quatro 50." in text, text
