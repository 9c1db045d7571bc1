"""Snapshot tests of the table, a hand, the challenge dialog and the score sheet in European
Portuguese, Brazilian Portuguese and Spanish, at 80x24: the longer words still fit.

The same scripted games as ``test_snapshots.py`` (``shots.py``), played in each language.
After an intended change to the look or the words:

    python -m pytest tests/app/test_snapshots_i18n.py --snapshot-update
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest

from uno_tui.i18n import activate, current_language

from .shots import SHOTS, until

SnapCompare = Callable[..., bool]

LANGUAGES = ("pt_PT", "pt_BR", "es")
#: The screens that carry the most words, by the shot that shows them.
SCREENS = {
    "table": "03-pass-curtain",
    "hand": "05-hand",
    "challenge": "16-challenge",
    "score_sheet": "14-round-score-sheet",
}


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    """Play in the language asked for; English again afterwards, whatever happens."""
    lang: str = request.param
    activate(lang)
    try:
        yield lang
    finally:
        activate("en")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("shot", list(SCREENS.values()), ids=list(SCREENS))
def test_snapshot_in_language(snap_compare: SnapCompare, language: str, shot: str) -> None:
    assert current_language() == language
    scenario = SHOTS[shot]
    assert snap_compare(scenario.make(), terminal_size=scenario.size, run_before=until(shot))
