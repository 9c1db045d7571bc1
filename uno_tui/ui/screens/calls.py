"""U and C, the calls anyone may make at any moment: say UNO (late, U5, or armed on the
hand for the next play) and catch a forgotten UNO (U2; HR8, a wrong catch that costs the
catcher), from the hand and from every public screen (``table.UnoKeysScreen``): who may,
and why not, in the engine's words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Catch, Phase, SayUno
from ...engine.ask import wrong_catch_cost
from ...engine.events import CatchMissed
from ...i18n import _
from ...i18n.events import missed_sentence
from ...i18n.words import (
    cards_count,
    caught_sentence,
    nobody_to_catch,
    refusal,
    says_uno_itself,
)
from ...table.catching import catch_target
from ..dialogs.announce import CatchDialog

if TYPE_CHECKING:
    from ..tableapp import TableApp
    from .hand import HandScreen
    from .table import UnoKeysScreen


def uno_key_refusal(app: TableApp, action: str, seat: int | None = None) -> str | None:
    """Why C (catch) or U (say UNO late) does nothing now, from a curtain or the watch
    screen, in the engine's words where the rules refuse it (U5); None: it applies.

    Only people press keys: a computer player neither is caught through a person's U nor
    catches through C. ``seat``: who holds the keyboard, if anyone in particular.
    """
    view = app.public_view()
    if view is None:
        return None
    people = app.human_seats
    target = view.table.uno_window
    if not people:
        return _("Nobody plays at this keyboard: each player has a terminal of their own.")
    if action == "say_uno":
        if target is not None and app.is_bot(target):
            return says_uno_itself(view.names[target])
        if target is not None and app.is_remote(target):
            return _("{name} says UNO at their own terminal.").format(name=view.names[target])
        if target is not None and SayUno(target) in view.legal:
            return None
        speaker = seat if seat is not None else people[0]
        error = app.why_not(SayUno(target if target is not None else speaker))
        return refusal(error) if error is not None else None
    if action != "catch":
        return None
    if catchers(app):
        return None
    # Nobody at the keyboard may catch: ask the rules why, for a player with one card.
    sizes = view.table.hand_sizes
    singles = [s for s, n in enumerate(sizes) if n == 1] if target is None else [target]
    for single in singles:
        catcher = next((p for p in people if p != single), single)
        error = app.why_not(Catch(catcher, single))
        if error is not None:
            return refusal(error)
    return nobody_to_catch()


def _target(app: TableApp, catcher: int) -> int | None:
    """Whom C catches for ``catcher`` now (``table.catching.catch_target``: the forgotten
    UNO, or with HR8 a wrong catch of a player holding one card)."""
    view = app.public_view()
    if view is None:
        return None
    return catch_target(app.why_not, view.table.uno_window, view.table.hand_sizes, catcher)


def catchers(app: TableApp) -> list[tuple[int, str]]:
    """The people at the keyboard who may catch now (not a computer), the forgotten UNO
    or, with HR8, a player holding one card who owes none (a wrong catch, which costs)."""
    view = app.public_view()
    if view is None:
        return []
    people = app.human_seats  # not a computer, nor a player at another terminal
    return [
        (s, n) for s, n in enumerate(view.names) if s in people and _target(app, s) not in (None, s)
    ]


async def pick_and_catch(screen: UnoKeysScreen) -> bool:
    """Catch the player who forgot UNO: ask which person catches when more than one may."""
    app = screen.uno_app
    view = app.public_view()
    choices = catchers(app)
    target = _target(app, choices[0][0]) if choices else None
    if view is None or target is None:
        return False
    if len(choices) == 1:
        catcher: int | None = choices[0][0]
    else:
        wrong = target != view.table.uno_window  # (HR8: it costs the catcher)
        cost = wrong_catch_cost(view.table.rules) if wrong else 0
        catcher = await app.push_screen_wait(CatchDialog(view.names[target], choices, cost))
    if catcher is None or _target(app, catcher) != target:
        return False
    return await screen.send(Catch(catcher, target)) is not None


def hand_uno(screen: HandScreen) -> None:
    """U on the hand: UNO said now (U5, late), armed for the next play (or taken back)
    with two cards, else why not."""
    if not screen.uno_app.playing:
        return
    view = screen.view
    if SayUno(screen.seat) in view.legal:
        screen.act_then(SayUno(screen.seat), lambda _events: screen._say(_("You said UNO.")))
        return
    if view.phase is Phase.TURN and len(view.hand) == 2:
        screen.uno_armed = not screen.uno_armed
        screen._message = "" if screen.uno_armed else _("You take back the UNO call.")
        screen.refresh_view()
        return
    screen.app.bell()
    screen._say(
        _("UNO is said as you play your next-to-last card (you hold {cards}).").format(
            cards=cards_count(len(view.hand))
        )
    )


def hand_catch(screen: HandScreen) -> None:
    """C on the hand: catch the forgotten UNO (or, HR8, a wrong catch), else why not."""
    if not screen.uno_app.playing:
        return
    view = screen.view
    target = catch_target(screen.uno_app.why_not, view.uno_window, view.hand_sizes, screen.seat)
    if target is None or target == screen.seat:
        error = (
            screen.uno_app.why_not(Catch(screen.seat, screen.seat))
            if target == screen.seat
            else None
        )
        why = refusal(error) if error is not None else None
        screen.refuse(why or uno_key_refusal(screen.uno_app, "catch", screen.seat) or "")
        return
    if target == view.uno_window:
        said = caught_sentence(view.names[target], view.rules)
    else:  # HR8: a wrong catch, which costs this player
        missed = CatchMissed(screen.seat, target)
        said = missed_sentence(missed, view.names, wrong_catch_cost(view.rules))
    screen.act_then(Catch(screen.seat, target), lambda _events: screen._say(said))
