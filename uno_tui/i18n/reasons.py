"""Why a card can or cannot be played, and why the rules refused an action (T1, T8, U5)."""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Card, Color, Fit, IllegalAction, Refusal, SeatView, fit
from ..engine.ask import play_fit, stack_total
from ..engine.catching import HOSTED_GRACE
from . import _, ngettext
from .cards import card_list, card_name, cards_count, color_name, rank_name


def no_match(card: Card, top: Card, color: Color) -> str:
    """Why ``card`` cannot go on ``top`` with ``color`` in play (T1)."""
    if top.is_wild or top.color is not color:
        return _("{card} does not match {top} with {color} in play.").format(
            card=card_name(card), top=card_name(top), color=color_name(color)
        )
    if card.rank.is_number != top.rank.is_number:
        # A Skip has no number to compare with a 6 (nor a 6 a symbol with a Skip).
        if top.rank.is_number:
            sentence = _(
                "{card} does not match {top}: the colour differs, and a symbol never "
                "matches a number."
            )
        else:
            sentence = _(
                "{card} does not match {top}: the colour differs, and a number never "
                "matches a symbol."
            )
        return sentence.format(card=card_name(card), top=card_name(top))
    what = _("number") if top.rank.is_number else _("symbol")
    return _("{card} matches neither the colour nor the {what} of {top}.").format(
        card=card_name(card), what=what, top=card_name(top)
    )


def drew_to_match(cards: Sequence[Card]) -> str:
    """HR5: the cards drawn before the one that can be played (empty if just one)."""
    if len(cards) < 2:
        return ""
    return ngettext(
        "You drew {n} card until one fits: {cards}.",
        "You drew {n} cards until one fits: {cards}.",
        len(cards),
    ).format(n=len(cards), cards=card_list(cards))


def drew_and_kept(drawn: Sequence[Card], top: Card, color: Color) -> str:
    """T3: why the card drawn (the last of ``drawn``) could not be played on ``top`` with
    ``color`` in play, so the turn ended with it; or that there was none to draw. Said to
    the one who drew it (the full-screen dialog, the line mode)."""
    if not drawn:
        return _("The draw pile and the discards are empty.")
    return " ".join(filter(None, (drew_to_match(drawn), no_match(drawn[-1], top, color))))


def refusal(error: IllegalAction) -> str:
    """Why the engine refused an action, in the player's words."""
    d = error.details
    r = error.reason
    name = d.get("name", "")
    if r is Refusal.NO_MATCH:
        return no_match(d["card"], d["top"], d["color"])
    if r is Refusal.ONLY_DRAWN_CARD:
        return _("After drawing, only the card drawn ({card}) may be played.").format(
            card=card_name(d["drawn"])
        )
    if r is Refusal.CARD_NOT_HELD:
        return _("{name} does not hold {card}.").format(name=name, card=card_name(d["card"]))
    if r is Refusal.NOT_YOUR_TURN:
        return _("It is {current}'s turn.").format(current=d["current_name"])
    if r is Refusal.CATCH_SELF:
        return _("Nobody can catch themselves.")
    if r is Refusal.CATCH_SAID_UNO:
        return _("{target} said UNO: there is nothing to catch.").format(target=d["target_name"])
    if r is Refusal.CATCH_NOT_ONE_CARD:
        return _("{target} holds {cards}, not one.").format(
            target=d["target_name"], cards=cards_count(d["count"])
        )
    if r is Refusal.CATCH_TOO_LATE:
        return _("Too late to catch {target}: the next turn has begun.").format(
            target=d["target_name"]
        )
    if r is Refusal.CATCH_SPENT:
        return _("You already tried to catch: one try each until the next move.")
    if r is Refusal.CATCH_GRACE:
        return _(
            "Too soon: {target} has {seconds} seconds to say UNO, and your try is spent "
            "until the next move."
        ).format(target=d["target_name"], seconds=f"{HOSTED_GRACE:g}")
    if r is Refusal.UNO_NOT_DUE:
        return _("UNO is said with the next-to-last card, or afterwards until caught.")
    if r is Refusal.MUST_PLAY_OR_KEEP:
        return _("Play the card drawn ({card}) or keep it.").format(card=card_name(d["drawn"]))
    if r is Refusal.MUST_ANSWER_CHALLENGE:
        return _("First accept or challenge the Wild Draw Four.")
    if r is Refusal.MUST_NAME_COLOR:
        return _("First name the colour of the start Wild.")
    if r is Refusal.ONLY_STACK:
        return _("Only a card that stacks may go on the stack; or draw {cards}.").format(
            cards=cards_count(d["owed"])
        )
    if r is Refusal.MUST_SWAP:
        return _("First choose whom to swap hands with.")
    if r is Refusal.SWAP_SELF:
        return _("Choose another player to swap hands with.")
    if r is Refusal.NO_SUCH_SEAT:
        return _("There is no such player at this table.")
    if r in (Refusal.GAME_OVER, Refusal.ROUND_OVER):
        return _("The round is over.")
    return _("That is not allowed right now.")


def play_sentence(view: SeatView, card: Card) -> str:
    """Why this seat may play ``card`` now and what it costs, as the engine answers
    (``play_fit``; on a stack, ``stack_total``: HR1-HR3)."""
    why = play_fit(view, card)
    if why is Fit.STACK:
        return _("Stacks: the next player draws {cards} or stacks on.").format(
            cards=cards_count(stack_total(view, card))
        )
    if why is Fit.NONE:
        return ""
    assert view.color is not None  # (a card fits only with a colour in play)
    return fit_sentence(card, view.top, view.color, view.hand, why)


def fit_sentence(
    card: Card, top: Card, color: Color, hand: Sequence[Card], why: Fit | None = None
) -> str:
    """Why ``card`` may be played on ``top`` with ``color`` in play on a turn without a
    stack (the engine's ``fit``, unless ``why`` gives it)."""
    if why is None:
        why = fit(card, top, color, hand)
    if why is Fit.WILD:
        return _("A Wild can always be played: you name the colour.")
    if why is Fit.BLUFF:
        return _(
            "Bluff: you hold {color}. If challenged, you draw 4 instead of the next player."
        ).format(color=color_name(color))
    if why is Fit.WILD_DRAW_FOUR:
        return _("You hold no {color}: a challenge would fail.").format(color=color_name(color))
    if why is Fit.COLOR:
        return _("Matches the colour in play, {color}.").format(color=color_name(color))
    if why is Fit.NUMBER:
        return _("Matches the number {number}.").format(number=card.rank.value)
    if why is Fit.SYMBOL:
        return _("Matches the symbol ({rank}).").format(rank=rank_name(card.rank))
    return ""


def nobody_to_catch() -> str:
    """C pressed when no player holds a single card (U5: the game says why)."""
    return _("Nobody holds a single card: there is nobody to catch.")


def says_uno_itself(name: str) -> str:
    """U pressed while a computer player's UNO is due: U is a person's own late UNO."""
    return _("Only the player with one card can say UNO, and {name} is a computer player.").format(
        name=name
    )
