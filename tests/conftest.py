"""Every test starts in English, whatever the machine's locale, and leaves English behind
(the app and the command line switch the process's language with ``i18n.activate``)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from uno_tui.i18n import activate


@pytest.fixture(autouse=True)
def speak_english() -> Iterator[None]:
    activate("en")
    yield
    activate("en")
