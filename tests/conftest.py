"""Every test starts in English, whatever the machine's locale, and leaves English behind
(the app and the command line switch the process's language with ``i18n.activate``).

The fast run (``-m "not slow"``) loads the hypothesis profile ``fast``: property tests play
a fifth of the examples they play in the full run (``tests/engine/test_properties.py``).

The slow tests are collected first (``pytest_collection_modifyitems``), for pytest-xdist.

With ``UNO_TUI_TEXTUAL_PRIVATE=0`` (Textual's internals off, ``uno_tui/ui/textual_private.py``)
the tests marked ``textual_private``, which count what those internals save, are skipped.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from hypothesis import settings

from uno_tui.i18n import activate
from uno_tui.ui import textual_private

settings.register_profile("fast", max_examples=settings.default.max_examples // 5)


def pytest_configure(config: pytest.Config) -> None:
    if "not slow" in (config.getoption("markexpr") or ""):
        settings.load_profile("fast")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # The slow tests first (real processes in ptys, monkey keys, every screen in every
    # language: seconds each): pytest-xdist hands the tests out in this order, one or two
    # at a time (``--dist loadgroup`` in pyproject), so the long ones run side by side
    # from the start and the run ends on short ones, not on one long test alone.
    items.sort(key=lambda item: item.get_closest_marker("slow") is None)
    if textual_private.ENABLED:
        return
    reason = f"{textual_private.SWITCH}=0: Textual's internals are off (only speed differs)"
    for item in items:
        if item.get_closest_marker("textual_private"):
            item.add_marker(pytest.mark.skip(reason=reason))


@pytest.fixture(autouse=True)
def speak_english() -> Iterator[None]:
    activate("en")
    yield
    activate("en")
