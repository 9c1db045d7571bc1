"""HR8 in lines (found in a play-test): C after a player who said UNO was refused with
'Nobody holds a single card: there is nobody to catch.' while that player held one card,
and the house rule's wrong catch could not be made. Now C makes it, in each language."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from lines.test_lines import Lines

from uno_tui.engine import Rules
from uno_tui.i18n import activate

SAID = {
    "en": "Bruno caught Ana wrongly (Ana owed no UNO): Bruno draws 2.",
    "pt_PT": "Bruno apanhou Ana por engano (Ana não devia UNO): Bruno compra 2.",
    "pt_BR": "Bruno pegou Ana por engano (Ana não devia UNO): Bruno compra 2.",
    "es": "Bruno atrapó a Ana por error (Ana no debía UNO): Bruno roba 2.",
}


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    yield
    activate("en")


@pytest.mark.parametrize("lang", list(SAID))
def test_c_makes_the_wrong_catch_the_house_rule_allows(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    rules = Rules(wrong_catch_penalty=True)
    lines = Lines(["G1 G2", "B1 B2 B3"], "G5", ["human", "human"], rules=rules)
    activate(lang)
    lines.type("")  # Ana's hand
    lines.type("1U")  # Green 1, saying UNO: Ana owes none
    said = lines.type("c")  # Bruno, at his curtain
    assert said == SAID[lang] + "\n", said
    assert [len(hand) for hand in lines.session.game.hands] == [1, 5]
    # Without the house rule the rules say why, never that nobody holds one card.
    lines = Lines(["G1 G2", "B1 B2 B3"], "G5", ["human", "human"])
    activate(lang)
    lines.type("")
    lines.type("1U")
    said = lines.type("c")
    assert "Ana" in said, said  # (her name: the rules say why not)
