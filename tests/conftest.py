"""Every test starts in English, whatever the machine's locale, and leaves English behind
(the app and the command line switch the process's language with ``i18n.activate``).

The fast run (``-m "not slow"``) loads the hypothesis profile ``fast``: property tests play
a fifth of the examples they play in the full run (``tests/engine/test_properties.py``).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import settings

from uno_tui.i18n import activate

settings.register_profile("fast", max_examples=settings.default.max_examples // 5)


def pytest_configure(config: pytest.Config) -> None:
    if "not slow" in (config.getoption("markexpr") or ""):
        settings.load_profile("fast")


@pytest.fixture(autouse=True)
def speak_english() -> Iterator[None]:
    activate("en")
    yield
    activate("en")
