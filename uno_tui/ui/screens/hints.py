"""The hint under a hand, after why the selected card can or cannot be played: a stack
owed, nothing playable, what the compact hand's marks mean, cards scrolled out of view."""

from __future__ import annotations

from ...engine import Phase, SeatView
from ...i18n import _, ngettext
from ...i18n.house import stack_hint, stack_on_wild_draw_four_hint
from .since import chip_legend


def hand_hints(
    view: SeatView, seat: int, playable: bool, new: bool | None, hidden: int
) -> list[str]:
    """The hints for ``seat``'s hand; ``new``: whether a compact hand marks new cards
    (``None``: the hand is not compact)."""
    hints: list[str] = []
    if view.owed and view.current == seat:  # HR1-HR3: a stack is owed
        hints.append(stack_hint(view.owed, playable))
    elif view.phase is Phase.CHALLENGE and playable:  # HR2, HR3: S chose to stack
        hints.append(stack_on_wild_draw_four_hint())
    elif not playable and view.phase is Phase.TURN:
        hints.append(_("None of your cards can be played: D draws one."))
    if new is not None:
        hints.append(chip_legend(new))
    if hidden:
        hints.append(
            ngettext(
                "{n} more card below: ↑↓ to scroll.",
                "{n} more cards below: ↑↓ to scroll.",
                hidden,
            ).format(n=hidden)
        )
    return hints
