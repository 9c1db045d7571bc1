"""The keys every prompt of the line mode answers, each saying one line again or doing
one thing anyone at the table may do at any moment: T the table, H the hand (its own
player's only), L the last events, S the scores, ? the help (and the question on show
again after it), C a catch, U a late UNO.
(Q, leaving, is the table's own: ``LineTable.quit``.)"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import Catch, SayUno
from ..i18n import _
from ..i18n.reasons import nobody_to_catch, says_uno_itself
from ..i18n.table import table_line
from ..i18n.words import refusal
from ..table.catching import catch_target, why_none_caught
from ..table.snapshot import Snapshot
from . import say

if TYPE_CHECKING:
    from .table import LineTable


def common(table: LineTable, text: str) -> bool:
    """Answer ``text`` if it is one of the keys of every prompt (True: it was)."""
    snapshot = table.reader.snapshot
    if text == "?":
        jump_in = snapshot.playing and snapshot.view(None).rules.jump_in
        table.console.say(*say.help_lines(table.quit_help(), jump_in))
        table.console.say(*table.asked_again()[-1:])  # (then the question asked, again)
        return True
    if not snapshot.playing:
        return False
    public = snapshot.view(None)
    if text == "t":
        table.console.say(table_line(public))
    elif text == "s":
        table.console.say(say.scores_line(public))
    elif text == "l":
        sentences = snapshot.log_sentences(40)[-6:]
        table.console.say(" ".join(sentences) if sentences else "-")
    elif text == "h":
        seat = hand_seat(table, snapshot)
        if seat is None:
            table.console.say(_("Your hand is said on your turn, once you hold the keyboard."))
        else:
            table.console.say(say.hand_line(snapshot.view(seat)))
    elif text == "c":
        catch(table, snapshot)
    elif text == say.UNO:
        late_uno(table, snapshot)
    else:
        return False
    return True


def hand_seat(table: LineTable, snapshot: Snapshot) -> int | None:
    """Whose hand H says: the one person here, or the one who passed and decides."""
    people = snapshot.seating.human_seats
    if len(people) == 1:
        return people[0]
    due = snapshot.due
    if due is not None and due.seat is not None and due.seat == table.passed:
        return table.passed
    return None


def catch(table: LineTable, snapshot: Snapshot) -> None:
    public = snapshot.view(None)
    window = public.uno_window
    people = [s for s in snapshot.seating.human_seats if s != window]
    due = snapshot.due
    if due is not None and due.seat in people:
        catcher: int | None = due.seat
    elif table.passed in people:
        catcher = table.passed
    else:
        catcher = people[0] if people else None
    if catcher is None:
        if window is not None:  # (only its own player is a person: the engine says why not)
            table.act(window, Catch(window, window))
        else:
            table.console.say(nobody_to_catch())
        return
    # The forgotten UNO, or with HR8 a wrong catch of a player holding one card.
    target = catch_target(snapshot.why_not, window, public.hand_sizes, catcher)
    if target is not None:
        table.act(catcher, Catch(catcher, target))
        return
    # Nobody to catch: the rules say why, for a player holding one card (U5).
    error = why_none_caught(snapshot.why_not, public.hand_sizes, catcher)
    table.console.say(refusal(error) if error is not None else nobody_to_catch())


def late_uno(table: LineTable, snapshot: Snapshot) -> None:
    public = snapshot.view(None)
    target = public.uno_window
    if target is not None and snapshot.seating.is_bot(target):
        table.console.say(says_uno_itself(public.names[target]))
        return
    seat = target if target is not None else hand_seat(table, snapshot)
    if seat is None:
        seat = snapshot.seating.human_seats[0] if snapshot.seating.human_seats else 0
    table.act(seat, SayUno(seat))
