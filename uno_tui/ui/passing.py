"""What the table is told in passing: a computer player's UNO. It is in the log and on the
seat table (its UNO! tag), and a notice says it; a dialog that waits for Enter after each
computer player's call made a person press Enter for every one of them (issue 37)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine.events import Event, UnoSaid

if TYPE_CHECKING:
    from .app import UnoApp

#: How long the notice stays (seconds): it waits for nobody.
NOTICE_SECONDS = 4


def said_in_passing(app: UnoApp, event: Event, title: str, sentence: str) -> bool:
    """Whether ``event``'s announcement is a notice only (then it is shown now)."""
    if not isinstance(event, UnoSaid) or event.seat not in app.table_marks()["bots"]:
        return False
    app.notify(sentence, title=title, timeout=NOTICE_SECONDS)
    return True
