"""The dialogs of a turn on the hand screen: a draw and what follows it (play or keep the
drawn card, or the card that did not match), and the decisions that come before a turn
(the start Wild's colour, a challenge), and the seven-O swap that ends a turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine import Accept, Card, Challenge, ChooseColor, Color, Draw, Keep, Phase, Play
from ...engine.actions import SwapHands
from ...engine.ask import uno_with
from ...engine.events import CardsDrawn, DrawReason
from ...i18n import _
from ...i18n.words import card_name, drew_and_kept, drew_to_match, play_sentence
from ..dialogs.challenge import ChallengeDialog
from ..dialogs.color import ColorDialog
from ..dialogs.drawn import DrewAloneDialog, DrewDialog, PlayOrKeepDialog
from ..dialogs.stack import DrewStackAloneDialog, DrewStackDialog, StackOrChallengeDialog
from ..dialogs.swap import SwapDialog
from ..lapse import ask, decisions, gives_way

if TYPE_CHECKING:
    from .hand import HandScreen


@decisions
async def play_turn(screen: HandScreen, card: Card) -> None:
    """Play ``card`` from the hand, naming a colour first for a Wild (X goes back)."""
    color: Color | None = None
    if card.is_wild:
        rest = list(screen.view.hand)
        rest.remove(card)
        color = await ask(
            screen, ColorDialog(_("You play {card}").format(card=card_name(card)), rest)
        )
        if color is None:
            return
    await screen.finish(screen.play_action(card, color, screen.uno_armed))


@decisions
async def draw_turn(screen: HandScreen) -> None:
    view = screen.view
    top, color = view.top, view.color
    # D draws; facing a Wild Draw Four it may stack on, D accepts it (what the rules allow).
    accept = Accept(screen.seat)
    events = await screen.send(accept if accept in view.legal else Draw(screen.seat))
    if events is None:
        return
    screen.uno_armed = False
    after = screen.view
    mine = [e for e in events if isinstance(e, CardsDrawn) and e.seat == screen.seat]
    chosen = [c for e in mine if e.reason is DrawReason.CHOICE for c in e.cards]
    if after.phase is Phase.DRAWN and after.my_turn:
        await play_or_keep(screen, drew_to_match(chosen))
        return
    owed = (DrawReason.STACK, DrawReason.WILD_DRAW_FOUR)
    stack = [c for e in mine if e.reason in owed for c in e.cards]
    alone = not screen.uno_app.curtains
    if stack:  # HR1-HR3: the whole stack drawn, and the turn lost
        told = (DrewStackAloneDialog if alone else DrewStackDialog)(stack)
        await screen.app.push_screen_wait(gives_way(screen, told, alone))
        screen.end_turn()
        return
    card = chosen[-1] if chosen else None
    assert color is not None
    reason = drew_and_kept(chosen, top, color)
    dialog = DrewAloneDialog if alone else DrewDialog
    await screen.app.push_screen_wait(gives_way(screen, dialog(card, reason), alone))
    screen.end_turn()


async def play_or_keep(screen: HandScreen, drew: str = "") -> None:
    """``drew``: the cards drawn before this one (HR5, draw to match), said first."""
    while True:
        view = screen.view
        card = view.drawn
        if card is None or view.color is None or not view.my_turn:
            return  # (taken meanwhile: the turn timer's computer player played for us)
        uno_due = uno_with(view, card)
        choice = await ask(
            screen,
            PlayOrKeepDialog(
                card,
                " ".join(filter(None, (drew, play_sentence(view, card)))),
                uno_due=uno_due,
            ),
        )
        if not choice.play:
            await screen.finish(Keep(screen.seat))
            return
        color: Color | None = None
        if card.is_wild:
            color = await ask(
                screen, ColorDialog(_("You play {card}").format(card=card_name(card)), view.hand)
            )
            if color is None:
                continue
        await screen.finish(screen.play_action(card, color, choice.uno))
        return


@decisions
async def before_turn(screen: HandScreen) -> None:
    """A decision that comes before the turn: the start Wild's colour, or a challenge."""
    view = screen.view
    if view.phase is Phase.COLOR:
        color = await ask(
            screen,
            ColorDialog(
                _("The start card is a Wild: {name}, name the colour").format(
                    name=view.names[screen.seat]
                ),
                view.hand,
                can_cancel=False,
            ),
        )
        assert color is not None
        await screen.send(ChooseColor(screen.seat, color))
        # The cursor goes to a card that can now be played, not the first in the hand.
        screen.select_playable()
    elif view.phase is Phase.CHALLENGE and view.wild_draw_four is not None:
        player, previous = view.wild_draw_four
        assert view.color is not None
        can_stack = any(isinstance(a, Play) for a in view.legal)  # HR2, HR3
        dialog = StackOrChallengeDialog if can_stack else ChallengeDialog
        challenge = await ask(
            screen, dialog(view.names[screen.seat], view.names[player], view.color, previous)
        )
        if challenge is None:
            return  # stacking: the hand plays a card that stacks, or D accepts
        await screen.finish(Challenge(screen.seat) if challenge else Accept(screen.seat))
    elif view.phase is Phase.DRAWN:
        await play_or_keep(screen)
    elif view.phase is Phase.SWAP:
        await choose_swap(screen)


@decisions
async def choose_swap(screen: HandScreen) -> None:
    """HR4: the player of a 7 chooses whom to swap hands with, from the engine's legal
    ``SwapHands``; the swap is made on this screen, before the keyboard passes on."""
    view = screen.view
    targets = [a.target for a in view.legal if isinstance(a, SwapHands) and a.seat == screen.seat]
    players = [(seat, view.names[seat], view.hand_sizes[seat]) for seat in targets]
    target = await ask(screen, SwapDialog(view.names[screen.seat], players))
    await screen.finish(SwapHands(screen.seat, target))
