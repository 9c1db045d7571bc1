"""Jump-in (docs/RULES.md HR6): who may jump in now, as the screens ask it (the engine
lists the plays; ``jumpin.PlayerHand`` shows them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import SeatView

if TYPE_CHECKING:
    from ..tableapp import TableApp


def decides(view: SeatView) -> bool:
    """Whether the game waits for ``view``'s seat now, or it may jump in."""
    return view.current == view.seat or bool(view.jump_ins)


def jump_due(app: TableApp) -> int | None:
    """The person at this keyboard who may jump in now, if any (jump-in is not offered
    where two people share the keyboard, so there is at most one)."""
    if not app.playing or app.curtains:
        return None
    for seat in app.human_seats:
        view = app.view(seat)
        if not view.rules.jump_in:
            return None
        if view.jump_ins:
            return seat
    return None
