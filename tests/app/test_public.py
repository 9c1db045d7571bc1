"""What the table sees cannot depend on what it must not see.

Pairs of games that differ only in hidden information (the cards in hands, the order of
the draw pile) are played through the real screens with the same decisions; every frame
drawn while only public screens are up (a pass curtain, the table, an announcement, the
score sheet) is read off the terminal, and the two games' frames must be the same, log
and all. A log that said "drew a card and kept it" for one and "drew a card" for the
other fails here.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from textual.screen import Screen

from uno_tui.engine import DealSpec, Draw
from uno_tui.ui.app import UnoApp, make_app
from uno_tui.ui.base import Backdrop
from uno_tui.ui.dialogs import DrewDialog, PlayOrKeepDialog, RevealDialog
from uno_tui.ui.screens import HandScreen, PassScreen

from .conftest import Run
from .reading import frame
from .scenarios import deal

#: A step: a key, or the key for each screen the step may meet (a card drawn may be
#: kept, K, or not playable, Enter: either way the player's turn ends).
Step = str | dict[type[Screen[Any]], str]
END_DRAW: Step = {PlayOrKeepDialog: "k", DrewDialog: "enter"}


def is_public(app: UnoApp) -> bool:
    """Only screens everyone may see are up (nothing of a hand, no reveal)."""
    stack = app.screen_stack
    if isinstance(app.screen, Backdrop):
        return False
    return not any(isinstance(s, HandScreen | RevealDialog) for s in stack)


async def public_frames(run: Run, deals: Sequence[DealSpec], steps: Sequence[Step]) -> list[str]:
    """Play ``steps`` in a fresh game of ``deals``; every public frame drawn, in order
    (a frame drawn again unchanged counted once)."""
    app = make_app(["Ana", "Bruno", "Carla"], seed=9, deals=deals)
    frames: list[str] = []
    display = app._display

    def seen(screen: Screen[Any], renderable: object) -> None:
        display(screen, renderable)  # type: ignore[arg-type]
        if app.session.game is not None and is_public(app):
            text = "\n".join(frame(app))
            if not frames or frames[-1] != text:
                frames.append(text)

    app._display = seen  # type: ignore[method-assign]
    async with run(app) as table:
        for step in steps:
            key = step if isinstance(step, str) else step[type(table.app.screen)]
            await table.press(key)
        await table.wait_for(PassScreen)
        await table.pilot.pause()
        seen(table.app.screen, None)
        assert sum(isinstance(a, Draw) for a in table.game.actions) == 2
    return frames


#: Ana plays Red 1; Bruno draws and his turn ends; Carla draws and hers ends; the curtain
#: goes up for Ana. In one game Bruno's card could have been played (he keeps it) and
#: Carla's could not; in the other, the other way round. The hands differ too.
PAIRS = {
    "kept or not playable": (
        [deal(["R1 R2 G1", "G3 G4 Y1", "B1 B2 B3"], "R5", "R7 Y7", dealer=2)],
        [deal(["R1 R2 G9", "G3 Y4 Y1", "B1 B6 B3"], "R5", "B7 R8", dealer=2)],
    ),
    "hands and pile": (
        [deal(["R1 R2 G1", "Y3 G4 Y1", "B1 B2 B3"], "R5", "Y7 G7", dealer=2)],
        [deal(["R1 Y2 B1", "G3 G6 G1", "Y1 Y2 Y3"], "R5", "B8 Y8", dealer=2)],
    ),
}
STEPS: list[Step] = ["enter", "enter", "enter", "d", END_DRAW, "enter", "d", END_DRAW]


@pytest.mark.parametrize("pair", list(PAIRS))
async def test_public_frames_do_not_depend_on_hidden_cards(run: Run, pair: str) -> None:
    one, other = PAIRS[pair]
    first = await public_frames(run, one, STEPS)
    second = await public_frames(run, other, STEPS)
    assert len(first) >= 4  # curtains before and after each turn, at least
    assert any("Carla drew a card." in f for f in first)
    for a, b in zip(first, second, strict=True):
        assert a == b
