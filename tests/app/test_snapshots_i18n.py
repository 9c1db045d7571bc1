"""Snapshot tests of the table, a hand, the challenge dialog and the score sheet in European
Portuguese, Brazilian Portuguese and Spanish, at 80x24: the longer words still fit.

The same scripted games as ``test_snapshots.py`` (``shots.py``), played once in each
language. The fast run (``-m "not slow"``) checks European Portuguese; the full run checks
every language. After an intended change to the look or the words:

    python -m pytest tests/app/test_snapshots_i18n.py --snapshot-update
"""

from __future__ import annotations

import pytest
from pytest_textual_snapshot import SVGImageExtension  # type: ignore[import-untyped]
from syrupy.assertion import SnapshotAssertion

from .shots import SHOTS, played

#: European Portuguese in every run; the others in the full run only.
LANGUAGES = (
    "pt_PT",
    pytest.param("pt_BR", marks=pytest.mark.slow),
    pytest.param("es", marks=pytest.mark.slow),
)
#: The screens that carry the most words, by the shot that shows them.
SCREENS = {
    "table": "03-pass-curtain",
    "hand": "05-hand",
    "challenge": "16-challenge",
    "score_sheet": "14-round-score-sheet",
}


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("shot", list(SCREENS.values()), ids=list(SCREENS))
def test_snapshot_in_language(snapshot: SnapshotAssertion, language: str, shot: str) -> None:
    assert snapshot.use_extension(SVGImageExtension) == played(SHOTS[shot], language)[shot].svg
