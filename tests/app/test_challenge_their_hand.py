"""The challenge says whose hand is shown: "Bea shows you their hand", as each language
says it (a play-test read "Bea shows you the hand"). Read off the challenge dialog's 80x24
frame with NO_COLOR, and off the line mode's prompt, in every language."""

from __future__ import annotations

import pytest
from lines.test_lines import Lines

from uno_tui.engine import Card
from uno_tui.i18n import activate
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs import ChallengeDialog

from .conftest import Run
from .driver import until_drawn
from .reading import frame, squash
from .scenarios import deal

pytestmark = pytest.mark.usefixtures("english_after", "no_color")

#: The dialog's line for C, and the line mode's choice 2.
WORDS = {
    "en": ("C Challenge — Ana shows you their hand.", "2: challenges (Ana shows you their hand)"),
    "pt_PT": (
        "C Contestar — Ana mostra-te a sua mão.",
        "2: contesta (Ana mostra-te a sua mão)",
    ),
    "pt_BR": (
        "C Desafiar — Ana mostra a mão para você.",
        "2: desafia (Ana mostra a mão para você)",
    ),
    "es": ("C Desafiar — Ana te enseña su mano.", "2: desafía (Ana te enseña su mano)"),
}

#: Bea deals, so Ana plays first, on Red 5: her Wild Draw Four, naming Blue.
ANA_PLAYS_W4 = [deal(["W+4 G1 G2", "B2 Y2 Y3"], "R5", "B9 B8 B7 B6 B5 B4 B3", dealer=1)]


@pytest.mark.parametrize("lang", list(WORDS))
async def test_the_challenge_dialog_says_their_hand(run: Run, lang: str) -> None:
    app = make_app(["Ana", "Bea"], seed=5, deals=ANA_PLAYS_W4, lang=lang)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(Card.from_code("W+4"), "B")
        await table.next_hand(seat=1)
        assert isinstance(app.screen, ChallengeDialog)
        await until_drawn(table.pilot)
        text = squash("\n".join(frame(app)))
        assert squash(WORDS[lang][0]) in text, text


@pytest.mark.parametrize("lang", list(WORDS))
def test_the_line_mode_says_their_hand(lang: str) -> None:
    lines = Lines(["W+4 G1", "B5 B6 B7"], "R7", ["cpu-normal", "human"])
    activate(lang)
    lines.table.update()
    said = lines.wait(5)
    lines.table.prompt = None  # (the prompt said again, in the language now spoken)
    lines.table.shown = None
    lines.table.update()
    said += lines.new()
    assert WORDS[lang][1] in said, said
