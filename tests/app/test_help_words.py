"""The help's words as a player reads them (found in tmux): in European Portuguese, with
drawing to match on, the rules in short said 'e então joga-la logo ou guarda-la', which
is no Portuguese (the imperative takes the pronoun as 'joga-a', 'guarda-a')."""

from __future__ import annotations

import pytest

from uno_tui.engine import Rules
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import HelpScreen

from .conftest import Run
from .driver import until_drawn
from .reading import frame

pytestmark = pytest.mark.usefixtures("english_after")


async def test_the_rules_in_short_say_drawing_to_match_in_portuguese(
    run: Run, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("NO_COLOR", "1")
    app = make_app(["Ana", "Rui"], seed=4, rules=Rules(draw_to_match=True), lang="pt_PT")
    async with run(app) as table:
        await table.press("question_mark")
        await table.wait_for(HelpScreen)
        await until_drawn(table.pilot)
        words = " ".join(" ".join(line.strip(" │") for line in frame(app)).split())
        assert "e então joga-a logo ou guarda-a; em qualquer caso, a tua vez termina." in words
        assert "joga-la" not in words and "guarda-la" not in words, words
