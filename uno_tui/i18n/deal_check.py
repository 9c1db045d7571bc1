"""A deal players can check, in words: the commitment shown at a deal or a reshuffle, and
the verdict at the round's end (docs/SECURITY.md)."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.deal_check import Mismatch, RoundCheck
from . import _, ngettext


def committed(code: str, reshuffle: bool) -> str:
    """The log's line when the host commits to a deck order."""
    if reshuffle:
        return _("The host committed to the new draw pile: {code}.").format(code=code)
    return _("The host committed to the deck: {code} (checked at the game's end).").format(
        code=code
    )


def _problem(kind: Mismatch, seat: int | None, names: Sequence[str]) -> str:
    name = names[seat] if seat is not None and 0 <= seat < len(names) else ""
    if kind is Mismatch.NOT_OPENED:
        return _("the host did not show the deck's order.")
    if kind is Mismatch.NOT_COMMITTED:
        return _("the order shown is not the one the host committed to.")
    if kind is Mismatch.NOT_THE_DECK:
        return _("the deck shown is not the 108 cards.")
    if kind is Mismatch.NOT_THE_DISCARD:
        return _("a reshuffled draw pile was not the discard pile.")
    if kind is Mismatch.START:
        return _("the start card was not the deck's next card.")
    if kind is Mismatch.SHORT:
        return _("more cards were drawn than the deck held.")
    if kind is Mismatch.PLAYED:
        return _("{name} played a card the deck did not give them.").format(name=name)
    return _("{name}'s cards at the end are not what the deck gave them.").format(name=name)


def verdict(checks: Sequence[RoundCheck], names: Sequence[str]) -> str:
    """One line at the game's end: every round's deal checked, or the first thing found
    wrong."""
    for check in checks:
        if check.problems:
            kind, seat = check.problems[0]
            return _("WARNING: round {round}'s deal does not check out: {why}").format(
                round=check.round, why=_problem(kind, seat, names)
            )
    return ngettext(
        "Deal checked: every card of the round came from the deck the host committed to.",
        "Deals checked: every card of the {n} rounds came from the decks the host committed to.",
        len(checks),
    ).format(n=len(checks))
