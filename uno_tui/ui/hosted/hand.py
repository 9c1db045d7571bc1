"""A joined terminal's hand: the game's own hand screen, kept and shown again."""

from __future__ import annotations

from ..screens.jumpin import PlayerHand
from .screens import KeptScreen


class JoinedHandScreen(KeptScreen, PlayerHand):
    """On a joined terminal: this seat's hand, built once and shown again for each of its
    decisions (``again``). A new screen each turn was most of the time from another
    terminal's key to this one's frame: composing, mounting and styling its whole tree."""

    _again = False

    def again(self) -> None:
        """Before it shows once more: a new turn, as a new screen would start it."""
        self.uno_armed = False
        self._message = ""
        self._selected_card = None  # the cursor goes to the first playable card
        self._done = self._busy = self._handed_over = False
        self._again = True

    def on_screen_resume(self) -> None:  # type: ignore[override]  # (each class's own runs)
        # Before the view is refreshed (the base class's handler, called after this one):
        # the turn's first dialog, if any, is pushed from a worker once both have run.
        if self._again:
            self._again = False
            self._begin()
