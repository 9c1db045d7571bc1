"""HR8 at a shared keyboard (found in tmux, --house-rules wrong-catch-penalty): C on the
curtain of the player after one who said UNO said 'Nobody holds a single card: there is
nobody to catch.' while Bruno held one, and made no catch, so the house rule could not be
met at all. Now C makes the wrong catch the rules allow, and the table announces what it
cost; in each language, with NO_COLOR, and from the hand as from the curtain."""

from __future__ import annotations

import pytest

from uno_tui.engine import Card, Rules
from uno_tui.ui.app import make_app
from uno_tui.ui.dialogs.announce import AnnounceDialog, CatchDialog
from uno_tui.ui.screens import HandScreen, PassScreen

from .conftest import Run
from .driver import until_drawn
from .reading import frame
from .scenarios import deal

C = Card.from_code
PLAYERS = ["Ana", "Bruno", "Carla"]
SAID = [deal(["R1 G1 G2", "G3 G4", "B1 B2 B3"], "G5", dealer=2)]
HR8 = Rules(wrong_catch_penalty=True)

pytestmark = pytest.mark.usefixtures("english_after")

#: At the curtain, where Ana and Carla both may catch: whom the dialog asks about.
ASKED = {
    "en": "Bruno owes no UNO: whoever catches Bruno draws 2 cards. Who catches?",
    "pt_PT": "Bruno não deve UNO: quem apanhar Bruno compra 2 cartas. Quem apanha?",
    "pt_BR": "Bruno não deve UNO: quem pegar Bruno compra 2 cartas. Quem pega?",
    "es": "Bruno no debe UNO: quien atrape a Bruno roba 2 cartas. ¿Quién atrapa?",
}

#: The announcement of Carla's wrong catch of Bruno, title and sentence.
WRONG = {
    "en": ("Wrong catch!", "Carla caught Bruno wrongly (Bruno owed no UNO): Carla draws 2."),
    "pt_PT": (
        "Apanhou por engano!",
        "Carla apanhou Bruno por engano (Bruno não devia UNO): Carla compra 2.",
    ),
    "pt_BR": (
        "Pegou por engano!",
        "Carla pegou Bruno por engano (Bruno não devia UNO): Carla compra 2.",
    ),
    "es": (
        "¡Atrapada errónea!",
        "Carla atrapó a Bruno por error (Bruno no debía UNO): Carla roba 2.",
    ),
}


def _words(app: object) -> str:
    lines = [line.strip(" │┃▌╭╮╰╯") for line in frame(app)]  # type: ignore[arg-type]
    return " ".join(" ".join(lines).split())


@pytest.mark.parametrize("lang", list(WRONG))
@pytest.mark.parametrize("where", ["curtain", "hand"])
async def test_c_makes_the_wrong_catch_the_house_rule_allows(
    run: Run, lang: str, where: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    title, sentence = WRONG[lang]
    app = make_app(PLAYERS, seed=5, deals=SAID, rules=HR8, lang=lang)
    async with run(app) as table:
        await table.next_hand(seat=0)
        await table.play(C("G1"))
        await table.next_hand(seat=1)
        await table.play(C("G3"), uno=True)  # Bruno says UNO: he owes none
        await table.through_announcements()
        await table.wait_for(PassScreen)
        if where == "hand":
            await table.press("enter")
            await table.wait_for(HandScreen)
        await table.press("c")
        await table.settle()
        if where == "curtain":
            assert isinstance(app.screen, CatchDialog)
            await until_drawn(table.pilot)
            words = _words(app)
            assert ASKED[lang] in words and "did not say UNO" not in words, words
            await table.press("2")  # Carla (1 is Ana)
            await table.settle()
            assert isinstance(app.screen, AnnounceDialog)  # to the whole table
            await until_drawn(table.pilot)
            assert title in _words(app), _words(app)
        else:  # under Carla's own hand
            assert isinstance(app.screen, HandScreen)
        await until_drawn(table.pilot)
        words = _words(app)
        assert sentence in words, words
        assert [len(hand) for hand in table.game.hands] == [2, 1, 5]
