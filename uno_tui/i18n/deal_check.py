"""A deal players can check, in words: the commitment shown at a deal or a reshuffle, and
the verdict at the round's end (docs/SECURITY.md)."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine.deal_check import Alarm, Mismatch, RoundCheck
from . import _, ngettext
from .seating import names_listed


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
    if kind is Mismatch.CHALLENGE:
        return _(
            "{name}'s Wild Draw Four challenge was not judged on the cards the deck gave."
        ).format(name=name)
    if kind is Mismatch.PLAYED:
        return _("{name} played a card the deck did not give them.").format(name=name)
    if kind is Mismatch.DRAWN:
        return _("{name} drew a card other than the deck's next one.").format(name=name)
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


def shared_deal(round_: int, code: str) -> str:
    """The log's line when a round is dealt from a shuffle the terminals shared in."""
    return _("Round {round} is dealt from a shuffle the terminals shared in: {code}.").format(
        round=round_, code=code
    )


def round_verdict(check: RoundCheck, names: Sequence[str]) -> str:
    """One line at a round's end: its deal checked, or the first thing found wrong."""
    if check.problems:
        kind, seat = check.problems[0]
        return _("WARNING: round {round}'s deal does not check out: {why}").format(
            round=check.round, why=_problem(kind, seat, names)
        )
    return _(
        "Round {round} checked: every card came from the shuffle the terminals shared in."
    ).format(round=check.round)


def alarm(kind: Alarm, host: str, round_: int) -> str:
    """A warning shown at once, naming the host."""
    if kind is Alarm.RECOMMIT:
        return _(
            "WARNING: the host ({host}) sent a second commitment to a shuffle it had already "
            "committed to."
        ).format(host=host)
    if kind is Alarm.NO_COMMIT:
        return _(
            "WARNING: the host ({host}) dealt round {round} with no shuffle the terminals "
            "shared in: it cannot be checked."
        ).format(host=host, round=round_)
    if kind is Alarm.BAD_OPEN:
        return _(
            "WARNING: the host ({host}) opened round {round}'s shuffle with a secret that "
            "does not open its commitment."
        ).format(host=host, round=round_)
    if kind is Alarm.UNOPENED:
        return _(
            "WARNING: the host ({host}) dealt again without opening round {round}'s "
            "shuffle: that round cannot be checked."
        ).format(host=host, round=round_)
    if kind is Alarm.LEFT_OUT:
        return _(
            "WARNING: the host ({host}) dealt round {round} without this terminal's share, "
            "though it had listed it."
        ).format(host=host, round=round_)
    if kind is Alarm.BAD_CHALLENGE:
        return _(
            "WARNING: the host ({host}) showed a challenged hand, or gave a challenge's "
            "verdict, that the deck does not give (round {round})."
        ).format(host=host, round=round_)
    return _(
        "WARNING: the host ({host}) recorded another colour than the one named at this terminal."
    ).format(host=host)


def rounds_checked(checked: Sequence[int], unchecked: Sequence[int]) -> str:
    """Why the table ended, continued: which rounds were checked (none: said in words,
    where a play-test read "Rounds checked: —.")."""
    if not checked:
        if not unchecked:  # (each round checked had a problem: warned of as it ended)
            return _("No round checked out: the table warned of each.")
        return ngettext(
            "No round was checked: the host left before round {rounds} could be checked.",
            "No round was checked: the host left before rounds {rounds} could be checked.",
            len(unchecked),
        ).format(rounds=names_listed([str(r) for r in unchecked]))
    done = ", ".join(map(str, checked))
    if not unchecked:
        return _("Rounds checked: {rounds}.").format(rounds=done)
    return _("Rounds checked: {rounds}. Not checked: {left} (the host left first).").format(
        rounds=done, left=", ".join(map(str, unchecked))
    )
