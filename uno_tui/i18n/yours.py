"""The sentences of a recap addressed to its reader: what happened to *you* since your last
turn ("You draw 2 and lose the turn."), where the table's log says it of a name ("Ana
draws 2..."). ``events.describe_events`` words a run of events for one seat with these."""

from __future__ import annotations

from . import _, ngettext


def you_draw(count: int, *, start: bool) -> str:
    """``You draw 2`` (at a sentence's start) or ``you draw 2`` (inside one)."""
    if start:
        return ngettext("You draw {n} card", "You draw {n}", count).format(n=count)
    # Translators: inside a sentence, after a colon ("Bruno caught you without UNO: you
    # draw 2.").
    return ngettext("you draw {n} card", "you draw {n}", count).format(n=count)


def you_draw_sentence(count: int, short: str, loses: bool, start_card: bool) -> str:
    """``You draw 2 and lose the turn.`` (``short``: the words said when fewer were left)."""
    if start_card:
        return _("The start card is a Draw Two: {draws} and lose the turn.").format(
            draws=you_draw(count, start=False) + short
        )
    draws = you_draw(count, start=True) + short
    if loses:
        return _("{draws} and lose the turn.").format(draws=draws)
    return _("{draws}.").format(draws=draws)


def you_skipped(reason: str) -> str:
    """The turn you lost, by ``reason`` (a ``SkipReason`` value)."""
    if reason == "start_skip":
        return _("The start card is a Skip: you are skipped.")
    if reason == "reverse":
        return _("You are skipped (Reverse with two players).")
    if reason == "skip":
        return _("You are skipped.")
    return _("You lose the turn.")


def you_were_caught(catcher: str, count: int) -> str:
    return _("{catcher} caught you without UNO: {draws}.").format(
        catcher=catcher, draws=you_draw(count, start=False)
    )


def your_bluff_challenged(challenger: str, color: str, count: int) -> str:
    """Your Wild Draw Four was challenged, and you held the colour: you draw."""
    return _("{challenger} challenged — you had {color}: {draws} and {challenger} plays.").format(
        challenger=challenger, color=color, draws=you_draw(count, start=False)
    )


def your_wild_draw_four_upheld(challenger: str, color: str, draws: str) -> str:
    """Your Wild Draw Four was challenged, and it was legal: the challenger draws."""
    return _(
        "{challenger} challenged — you had no {color}: {challenger} {draws} and loses the turn."
    ).format(challenger=challenger, color=color, draws=draws)


def swapped_with_you(name: str) -> str:
    return _("{name} swapped hands with you.").format(name=name)


def you_swapped(other: str) -> str:
    return _("You swapped hands with {other}.").format(other=other)
