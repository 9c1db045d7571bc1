"""Jump-in (docs/RULES.md HR6): who may jump in now, as the screens ask it (the engine
lists the plays; ``jumpin.PlayerHand`` shows them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Phase, Play, SeatView

if TYPE_CHECKING:
    from ..app import UnoApp


def jump_plays(view: SeatView) -> list[Play]:
    """The plays out of turn ``view``'s seat may make now (HR6; the engine lists them)."""
    if view.seat is None or view.current == view.seat or view.phase is not Phase.TURN:
        return []
    return [a for a in view.legal if isinstance(a, Play)]


def decides(view: SeatView) -> bool:
    """Whether the game waits for ``view``'s seat now, or it may jump in."""
    return view.current == view.seat or bool(jump_plays(view))


def jump_due(app: UnoApp) -> int | None:
    """The person at this keyboard who may jump in now, if any (jump-in is not offered
    where two people share the keyboard, so there is at most one)."""
    if not app.playing or app.curtains:
        return None
    for seat in app.human_seats:
        view = app.view(seat)
        if not view.rules.jump_in:
            return None
        if jump_plays(view):
            return seat
    return None
