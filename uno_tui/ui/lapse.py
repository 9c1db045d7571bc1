"""A decision taken elsewhere: the dialog asked for it closes by itself, and the hand it was
asked from gives way to the table.

A hand asks each decision of its turn through ``ask`` (the start Wild's colour, a
challenge, play or keep the card drawn, a Wild's colour, whom a 7 swaps with): the dialog
then knows the decision it was opened for (``Decision``: the seat, the round, the phase
and how many public events there were). The app gives every screen on view each new
snapshot (``refresh_view``); a dialog whose decision is no longer due (the turn timer's
computer player took it, someone jumped in, the round ended) closes there
(``close_if_gone``), and the hand behind it gives way to the table (``leave``): the
notice in the corner says what happened (``ui.timeouts``), or the hand says it came too
late. A key pressed in such a dialog a moment later is never sent for a decision that is
gone.

A notice that waits for Enter where one person plays at the terminal (a joined
terminal's announcements, the card drawn) names that person's seat (``gives_way_to``) and
closes by itself, the same way, once that seat's decision is due: a notice must never
cost a player their time.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Concatenate, ParamSpec, TypeVar

from ..engine import Phase
from ..i18n.timer import acting_seat
from ..table.snapshot import Who

if TYPE_CHECKING:
    from .base import Dialog
    from .screens.hand import HandScreen
    from .tableapp import TableApp

T = TypeVar("T")
P = ParamSpec("P")

#: Seconds a hand whose decision was taken elsewhere stays up to show why it goes.
LINGER = 2.0


@dataclass(frozen=True)
class Decision:
    """The decision a dialog was opened for: ``seat``'s, in ``round`` and ``phase``, when
    the table had recorded ``events`` public events."""

    seat: int
    round: int
    phase: Phase
    events: int


class DecisionGone(Exception):
    """The decision a dialog was asked for was taken elsewhere while it was open."""


def decision_now(app: TableApp, seat: int) -> Decision:
    """``seat``'s decision as the table stands."""
    view = app.view(seat)
    public = app.public_view()
    return Decision(seat, view.round, view.phase, len(public.events) if public else 0)


def still_due(app: TableApp, decision: Decision) -> bool:
    """Whether the table still waits for ``decision``: the same seat's, in the same round
    and phase, and nobody's decision recorded since (the turn timer's computer player's
    for that seat, or a jump-in, would be)."""
    if not app.playing:
        return False
    due = app.table_reader.snapshot.due
    view = app.view(decision.seat)
    public = app.public_view()
    if due is None or due.seat != decision.seat or public is None:
        return False
    if view.round != decision.round or view.phase is not decision.phase:
        return False
    return acting_seat(public.events[decision.events :]) is None


async def ask(hand: HandScreen, dialog: Dialog[T]) -> T:
    """Show ``dialog`` for the hand's decision due now and return its answer;
    ``DecisionGone`` if the decision was taken elsewhere meanwhile (the dialog closed by
    itself)."""
    dialog.decision = decision_now(hand.uno_app, hand.seat)
    answer = await hand.app.push_screen_wait(dialog)
    if dialog.gone:
        raise DecisionGone
    return answer


def decisions(
    turn: Callable[Concatenate[HandScreen, P], Awaitable[None]],
) -> Callable[Concatenate[HandScreen, P], Awaitable[None]]:
    """A turn's sequence of dialogs (``screens.turn``) ends when one of its decisions was
    taken elsewhere: the hand says so if it has words for it (a race lost to a jump-in),
    then gives way to the table."""

    @functools.wraps(turn)
    async def run(hand: HandScreen, /, *args: P.args, **kwargs: P.kwargs) -> None:
        try:
            await turn(hand, *args, **kwargs)
        except DecisionGone:
            hand.decision_gone()

    return run


def close_if_gone(dialog: Dialog[Any]) -> None:
    """Close ``dialog`` if the decision it was opened for is no longer due, or if it is a
    notice that waits for Enter (``gives_way_to``) and that seat's decision is due at this
    terminal: a notice must never cost its player their time (the turn timer's). On each
    new snapshot, and as it shows; a dialog under help or the log closes as it shows
    again."""
    if dialog.gone:
        return
    app = dialog.uno_app
    decision, seat = dialog.decision, dialog.gives_way_to
    if seat is not None:
        due = app.table_reader.snapshot.due
        if not app.playing or due is None or due.seat != seat or due.who is not Who.HERE:
            return
        dialog.gave_way()
    elif decision is None or still_due(app, decision):
        return
    dialog.gone = True
    dialog.uno_app.moved_on_by_itself()  # a key meant for it is not the next screen's
    if dialog.app.screen is dialog:  # (else as it shows again: ``Dialog``)
        dialog.dismiss(None)


def gives_way(hand: HandScreen, dialog: Dialog[T], alone: bool) -> Dialog[T]:
    """``dialog``, a notice after the hand's turn (the card drawn), closes by itself once
    the hand's next decision is due, where its player sits alone at the keyboard (else it
    is read before the keyboard passes on)."""
    if alone:
        dialog.gives_way_to = hand.seat
    return dialog


def hand_gone(hand: HandScreen) -> bool:
    """Whether the game no longer waits for ``hand`` (shown for a decision of its seat or a
    jump-in): its decision was taken elsewhere, someone jumped in, or the round ended."""
    view = hand.view
    if view.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
        return True
    due = hand.uno_app.table_reader.snapshot.due
    return (due is None or due.seat != hand.seat) and not view.jump_ins


def leave(hand: HandScreen, then: Callable[[], None]) -> None:
    """The game no longer waits for ``hand``: on to the table (after a moment, if a
    refusal is on show, so it can be read); ``then``: how the hand goes."""
    if hand.said:
        hand.set_timer(LINGER, then)
    else:
        then()
