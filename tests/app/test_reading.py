"""Read every screen and dialog as a person does, at 80x24, in every language, with and
without ``NO_COLOR``: the text on the terminal, not the widgets behind it.

Snapshots approve a picture once (they approved four blank colour buttons); these read it
every time. On every shot of ``shots.py`` (every screen and dialog):

- every button shows its whole label, and every card its colour and value;
- nothing visible is cut mid-word ("Play…" for "Player");
- no bit of a word stands beside a dialog's box (the "ls" of "deals");
- the key bar names every key the screen accepts.
"""

from __future__ import annotations

import pytest

from uno_tui.i18n import LANGUAGES, activate
from uno_tui.ui.app import UnoApp

from .reading import button_faults, card_faults, cut_words, frame, keybar_faults, stray_letters
from .shots import SCENARIOS, SHOTS, run

#: Every shot in every language, read off the terminal: left out of `-m 'not slow'`.
pytestmark = [pytest.mark.slow, pytest.mark.usefixtures("english_after")]


def faults_on_screen(app: UnoApp) -> list[str]:
    lines = frame(app)
    return [
        *button_faults(app, lines),
        *card_faults(app, lines),
        *cut_words(lines),
        *stray_letters(app, lines),
        *keybar_faults(app),
    ]


#: Every language with ``NO_COLOR`` (where words alone must tell the colours apart), and
#: English in colour too. The words on screen are the same with and without colour.
MODES = [(lang, True) for lang in LANGUAGES] + [("en", False)]


@pytest.mark.parametrize(
    ("lang", "no_color"),
    MODES,
    ids=[f"{lang}-{'NO_COLOR' if nc else 'colour'}" for lang, nc in MODES],
)
async def test_every_screen_reads_whole(
    lang: str, no_color: bool, monkeypatch: pytest.MonkeyPatch
) -> None:
    if no_color:
        monkeypatch.setenv("NO_COLOR", "1")
    activate(lang)
    found: dict[str, list[str]] = {}

    def on_shot(app: UnoApp, name: str) -> None:
        assert app.no_color is no_color
        found[name] = faults_on_screen(app)

    for scenario in SCENARIOS:
        await run(scenario, on_shot)
    assert sorted(found) == sorted(SHOTS)
    faults = {name: said for name, said in found.items() if said}
    assert not faults, "\n".join(f"{name}: {said}" for name, said in faults.items())
