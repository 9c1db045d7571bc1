"""What a joined terminal's player missed while the others played (issue 26, items 1 and
2 at a hosted table): beside the hand, "Since your last turn", and the cards a Draw Two
added marked NEW, from what the host sends this seat (its own view and the public events).
Read off the real client app's screen at 80x24, in each language."""

from __future__ import annotations

import pytest
from app.driver import Table
from app.reading import frame, squash
from app.scenarios import deal

from uno_tui.engine import Card
from uno_tui.ui.app import UnoApp
from uno_tui.ui.screens.hand import HandScreen
from uno_tui.ui.widgets import CardView, HandRow

from .test_client_app import joined, until_shown
from .threaded import HostThread

C = Card.from_code

#: Carla deals, so Ana (at the joined terminal) plays first on Red 9: R5. Bruno plays a
#: red number; Carla can only play her Red Draw Two: Ana draws G4 G5 and is skipped.
#: Bruno plays his other red number; Carla draws R6 (and may play it).
DRAW_TWO = [deal(["R5 R7 R2", "R1 R3 G2 G3", "R+2 B1 B2 B3"], "R9", "G4 G5 R6", dealer=2)]


def host() -> HostThread:
    return HostThread(
        ("Ana", "Bruno", "Carla"), ("human", "cpu-normal", "cpu-normal"), [0], deals=DRAW_TWO
    )


def ready(app: UnoApp, cards: int) -> bool:
    """Ana's hand is up for a new turn, holding ``cards`` cards."""
    screen = app.screen
    return (
        isinstance(screen, HandScreen)
        and not screen._done
        and app.view(0).current == 0
        and len(screen.query_one(HandRow).cards) == cards
    )


def hand_lines(table: Table) -> list[str]:
    region = table.app.screen.query_one(HandRow).region
    return frame(table.app)[region.y : region.bottom + 2]


@pytest.mark.parametrize(
    ("lang", "word", "since"),
    [
        ("en", "NEW", "Carla played ● Red Draw Two. You draw 2 and lose the turn."),
        ("pt_PT", "NOVA", "Desde a tua última vez:"),
        ("pt_BR", "NOVA", "Desde a sua última vez:"),
        ("es", "NUEVA", "Desde tu último turno:"),
    ],
)
async def test_a_joined_terminal_marks_the_cards_a_draw_two_added_and_says_what_was_missed(
    lang: str, word: str, since: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    async with joined(host(), key_guard=0.0, lang=lang) as (app, table):
        await until_shown(table, lambda: ready(app, 3))
        assert word not in "\n".join(hand_lines(table))  # the dealt cards: none new
        await table.select(C("R5"))
        await table.press("enter")
        await until_shown(table, lambda: ready(app, 4))
        row = app.screen.query_one(HandRow)
        assert row.cards == (C("R2"), C("R7"), C("G4"), C("G5"))
        assert {v.card: v.new for v in row.query(CardView)} == {
            C("R2"): False,
            C("R7"): False,
            C("G4"): True,
            C("G5"): True,
        }
        # The marks and the news are drawn a refresh or more after the screen has them
        # (later on a busy machine): the frame is read once it shows them, for at most
        # 100 pauses.
        for _ in range(100):
            edge = hand_lines(table)[0]
            text = squash(" ".join(frame(app)))
            if edge.count(word) == 2 and since in text:
                break
            await table.pilot.pause()
        assert edge.count(word) == 2, edge
        assert since in text, text
        if lang == "en":
            assert "Since your last turn:" in text, text
