"""What the rules allow: one predicate per kind of action, and the list of legal actions.

Each kind of action has one check, the whole of its legality: given a game and an action it
returns, or raises ``IllegalAction`` with the reason, changing nothing. A play's and a
draw's are the first part of ``Game.apply`` (a function call would cost a play a tenth of
its time); the others are the ``check_*`` here (``CHECKS``). ``Game.apply`` runs the check
and then the step; ``Game.why_not`` runs ``apply``'s checks alone (``make=False``).

``legal_actions`` lists what the checks allow, built from the same parts they test: whose
decision it is (``phase`` and ``current``; each phase's kinds in ``DECISIONS``), the faces
T1 lets be played now (the game's ``_matching`` table, made by ``tables.MATCHING``: T1's one
test) and the UNO window (``public_actions``). A play may say UNO with any card; the list
offers that only where it matters, with the next-to-last card (U1).
tests/engine/test_properties.py (``test_why_not_is_none_exactly_for_legal_actions``) checks,
over seeded games, that an action is listed exactly when its check lets it through.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import StrEnum
from functools import cache
from typing import Any

from . import tables
from .actions import (
    Accept,
    Action,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    Keep,
    NextRound,
    Play,
    SayUno,
    SwapHands,
)
from .cards import CARD_KINDS, Card, Color, Rank
from .errors import IllegalAction, Refusal
from .rules import Rules
from .state import GameState, Phase
from .tables import DRAWS, PLAYS, PLAYS_WITH_UNO

_TURN, _DRAWN, _CHALLENGE, _COLOR, _ROUND_OVER, _GAME_OVER, _SWAP = Phase  # definition order

#: By phase: the kinds of action the player whose decision it is may take there (T3, W3,
#: S8, E4). Saying UNO and catching are anyone's, while the UNO window is open (U1-U5).
DECISIONS: dict[Phase, tuple[type, ...]] = {
    _TURN: (Play, Draw),
    _DRAWN: (Play, Keep),
    _CHALLENGE: (Accept, Challenge),
    _COLOR: (ChooseColor,),
    _ROUND_OVER: (NextRound,),
    _GAME_OVER: (),
    _SWAP: (SwapHands,),
}
#: The phase in which each answer is given (the inverse of ``DECISIONS`` for them).
_PHASE_OF = {
    Keep: _DRAWN,
    Accept: _CHALLENGE,
    Challenge: _CHALLENGE,
    ChooseColor: _COLOR,
    SwapHands: _SWAP,
}
#: By phase: what the game waits for instead, and what an action needed there (T8).
_OTHER_PHASE = {
    _CHALLENGE: (Refusal.MUST_ANSWER_CHALLENGE, Refusal.NOTHING_TO_ANSWER),
    _COLOR: (Refusal.MUST_NAME_COLOR, Refusal.NO_COLOR_TO_NAME),
    _DRAWN: (Refusal.MUST_PLAY_OR_KEEP, Refusal.NOTHING_DRAWN),
    _SWAP: (Refusal.MUST_SWAP, Refusal.NOTHING_TO_SWAP),
}


# ---------------------------------------------------------------------- the predicates


def refuse(
    game: GameState, reason: Refusal, seat: int | None = None, **details: Any
) -> IllegalAction:
    if seat is not None:
        details["name"] = game.names[seat]
    return IllegalAction(reason, **details)


def check_seat(game: GameState, seat: int) -> None:
    if not isinstance(seat, int) or not 0 <= seat < game.n:
        raise IllegalAction(Refusal.NO_SUCH_SEAT, seat=seat, players=game.n)


def check_decision(game: GameState, seat: int, phase: Phase) -> None:
    """Refuse unless it is ``seat``'s decision and the game waits for ``phase``."""
    if game.phase is phase and game.current == seat:
        return
    check_seat(game, seat)
    now, cur = game.phase, game.current
    if now is _GAME_OVER or now is _ROUND_OVER:
        over = Refusal.GAME_OVER if now is _GAME_OVER else Refusal.ROUND_OVER
        raise refuse(game, over, seat)
    if cur is not None and cur != seat:
        raise refuse(game, Refusal.NOT_YOUR_TURN, seat, current_name=game.names[cur])
    if now is not _TURN:
        details = {"drawn": game.drawn} if now is _DRAWN else {}
        raise refuse(game, _OTHER_PHASE[now][0], cur, **details)
    raise refuse(game, _OTHER_PHASE[phase][1], seat)


def check_answer(game: GameState, action: Keep | Accept | Challenge | ChooseColor) -> None:
    """T3: keep just after drawing; W3: answer a Wild Draw Four, the next player; S8:
    name the colour of a start Wild, the first player."""
    check_decision(game, action.seat, _PHASE_OF[type(action)])


def check_swap(game: GameState, action: SwapHands) -> None:
    """HR4: the player who played a 7 swaps with another player."""
    check_decision(game, action.seat, _SWAP)
    check_seat(game, action.target)
    if action.target == action.seat:
        raise refuse(game, Refusal.SWAP_SELF, action.seat)


def house_play(game: GameState, seat: int, card: Card) -> bool:
    """A play the house rules allow besides the player's own turn: answering a Wild Draw
    Four by stacking on it (HR2, HR3: the faces ``_matching`` holds then), or playing the
    very card on top out of turn (HR6: between turns, no stack owed, not a Wild)."""
    phase = game.phase
    if phase is _CHALLENGE:
        return (
            game.current == seat and game.rules.stacks_wild_draw_four and game._matching[card.index]
        )
    return (
        phase is _TURN
        and game.rules.jump_in
        and not game.owed
        and card is game.top
        and not card.is_wild
        and isinstance(seat, int)
        and 0 <= seat < game.n
    )


def check_say_uno(game: GameState, action: SayUno) -> None:
    """U3: only the player in the UNO window, until caught or the next turn."""
    if game.uno_window != action.seat:
        check_seat(game, action.seat)
        raise refuse(game, Refusal.UNO_NOT_DUE, action.seat)


def check_catch(game: GameState, action: Catch) -> None:
    """U2, U5: anyone else, while the player in the UNO window holds one card unsaid.
    HR8: also a wrong catch of another player holding one card (who said UNO, or whose
    window has closed), which costs the catcher (``wrong_catch``)."""
    seat, target = action.seat, action.target
    check_seat(game, seat)
    check_seat(game, target)
    if seat == target:
        raise refuse(game, Refusal.CATCH_SELF, seat)
    if game.uno_window != target:
        count = len(game.hands[target])
        name = game.names[target]
        if count != 1:
            raise refuse(game, Refusal.CATCH_NOT_ONE_CARD, seat, target_name=name, count=count)
        if game.rules.wrong_catch_penalty:
            return  # HR8: made, and it costs the catcher
        if game.uno_said[target]:
            raise refuse(game, Refusal.CATCH_SAID_UNO, seat, target_name=name)
        raise refuse(game, Refusal.CATCH_TOO_LATE, seat, target_name=name)


def wrong_catch(game: GameState, action: Catch) -> bool:
    """HR8: is ``action`` (a catch the checks let through) a wrong one: its target is not
    the player in the UNO window?"""
    return game.uno_window != action.target


def check_next_round(game: GameState, action: NextRound) -> None:
    """E4: once a round is over, unless the game is."""
    if game.phase is not _ROUND_OVER:
        if game.phase is _GAME_OVER:
            raise refuse(game, Refusal.GAME_OVER)
        raise refuse(game, Refusal.ROUND_NOT_OVER)


#: By kind of action (a play and a draw aside: ``Game.apply`` writes theirs): its predicate.
CHECKS: dict[type, Callable[[Any, Any], object]] = {
    Keep: check_answer,
    Accept: check_answer,
    Challenge: check_answer,
    ChooseColor: check_answer,
    SwapHands: check_swap,
    SayUno: check_say_uno,
    Catch: check_catch,
    NextRound: check_next_round,
}


# ---------------------------------------------------------------------- the list


def legal_actions(game: GameState) -> list[Action]:
    """Every action the checks allow right now, by anyone: the decider's (``DECISIONS``
    of the phase), then ``public_actions``."""
    phase = game.phase
    cur = game.current
    acts: list[Action] = []
    if phase is _TURN and cur is not None:
        # A play: the decider's cards that T1 (``_matching``) allows; a draw.
        hand = game.hands[cur]
        plays = PLAYS_WITH_UNO[cur] if len(hand) == 2 else PLAYS[cur]  # U1
        matching = game._matching
        # Each face once, in hand order: a set of the faces seen only when a hand needs it.
        first: Card | None = None
        seen: set[Card] | None = None
        for card in hand:
            if matching[card.index]:
                if first is None:
                    first = card
                elif card is first:
                    continue
                elif seen is None:
                    seen = {card}
                elif card in seen:
                    continue
                else:
                    seen.add(card)
                acts.extend(plays[card.index])
        acts.append(DRAWS[cur])
    elif phase is _DRAWN and cur is not None and game.drawn is not None:
        # A play of the drawn card only (it matched, or the phase would not be ``drawn``).
        after = tables.AFTER_DRAW_WITH_UNO if len(game.hands[cur]) == 2 else tables.AFTER_DRAW
        acts = list(after[cur][game.drawn.index])
    elif phase is _CHALLENGE and cur is not None:
        acts = list(tables.ANSWERS[cur])
    elif phase is _COLOR and cur is not None:
        acts = list(tables.COLOR_CHOICES[cur])
    elif phase is _ROUND_OVER:
        return public_actions(phase, game.uno_window, game.n)
    elif phase is _SWAP and cur is not None:
        # A loop, not a comprehension: one would capture ``cur``, making it a cell that every
        # call (every action of a classic game) builds and reads through.
        for target in range(game.n):
            if target != cur:
                acts.append(SwapHands(cur, target))
    window = game.uno_window
    if window is not None:
        acts += public_actions(phase, window, game.n)
    return acts


def house_legal_actions(game: GameState) -> list[Action]:
    """``legal_actions`` with what the house rules add: stacking on a Wild Draw Four
    (HR2, HR3; while a stack is owed, ``_matching`` holds what stacks) and jumping in
    (HR6). (A classic game never calls this: its list carries no test of them.)"""
    acts = legal_actions(game)
    cur = game.current
    if cur is None:
        return acts
    if game.phase is _CHALLENGE and game.rules.stacks_wild_draw_four:
        acts += stacks(game, cur)
    elif game.phase is _TURN and game.rules.jump_in and not game.owed:
        acts += jump_ins(game, cur)
    return acts


def stacks(game: GameState, seat: int) -> list[Action]:
    """HR2, HR3: the plays of ``seat``'s cards that stack on the Wild Draw Four answered."""
    hand = game.hands[seat]
    plays = PLAYS_WITH_UNO[seat] if len(hand) == 2 else PLAYS[seat]
    matching = game._matching
    acts: list[Action] = []
    for card in dict.fromkeys(hand):
        if matching[card.index]:
            acts.extend(plays[card.index])
    return acts


def jump_ins(game: GameState, current: int) -> list[Action]:
    """HR6: the plays out of turn of the very card on top, by each other seat holding it."""
    top = game.top
    if top.is_wild:
        return []
    acts: list[Action] = []
    for seat, hand in enumerate(game.hands):
        if seat != current and top in hand:
            acts.extend((PLAYS_WITH_UNO if len(hand) == 2 else PLAYS)[seat][top.index])
    return acts


def public_actions(phase: Phase, uno_window: int | None, players: int) -> list[Action]:
    """The actions anyone at the table may take, whatever the hands hold: dealing the next
    round (E4), and while the UNO window is open saying UNO late and catching (U2, U3)."""
    acts: list[Action] = list(tables.NEXT_ROUND) if phase is _ROUND_OVER else []
    if uno_window is not None:
        acts.append(tables.SAY_UNO[uno_window])
        acts += tables.CATCHES[players][uno_window]
    return acts


# ---------------------------------------------------------------------- T1 and W1, asked


@cache
def stack_table(rules: Rules, rank: Rank) -> tuple[bool, ...]:
    """HR1-HR3: by card ``index``, the faces that may stack on a stack topped by ``rank``
    (a Draw Two or a Wild Draw Four), under ``rules``."""
    same = rules.stacks_draw_two if rank is Rank.DRAW_TWO else rules.stacks_wild_draw_four
    either = (Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)
    return tuple(
        (same and card.rank is rank) or (rules.stack_mixed and card.rank in either)
        for card in CARD_KINDS
    )


#: No face may be played.
_NOTHING = (False,) * len(CARD_KINDS)


def matching_now(game: GameState) -> tuple[bool, ...]:
    """What may be played now, by card ``index``: T1 on the top card and the colour in play,
    or while a stack is owed (or a Wild Draw Four may be stacked on: HR2, HR3) what stacks."""
    rules = game.rules
    if game.owed:
        return stack_table(rules, game.top.rank)
    if game.phase is _CHALLENGE:
        # HR2, HR3: what stacks on the Wild Draw Four answered; nothing when it was its
        # player's last card (E2: the round ends once it is answered).
        w4 = game._w4
        if rules.stacks_wild_draw_four and w4 and game.hands[w4[0]]:
            return stack_table(rules, Rank.WILD_DRAW_FOUR)
        return _NOTHING
    if game.color is None:
        return ()
    return tables.MATCHING[game.color, game.top.rank]


def matches(card: Card, top: Card, color: Color) -> bool:
    """T1: may ``card`` go on ``top`` with ``color`` in play (on a normal turn)?"""
    return tables.MATCHING[color, top.rank][card.index]


def holds_color(hand: Sequence[Card], color: Color | None) -> bool:
    """W1: does ``hand`` hold a card of ``color`` (then a Wild Draw Four from it is a bluff)?"""
    for held in hand:  # noqa: SIM110 (a loop, not any(): a generator costs a play's time)
        if held.color is color:
            return True
    return False


class Fit(StrEnum):
    """Why a card may be played on the top card (T1, T2, W1), for the words that say so."""

    WILD = "wild"  # T2: a plain Wild, always
    WILD_DRAW_FOUR = "wild_draw_four"  # W1: no card of the colour in play is held
    BLUFF = "bluff"  # T8, W1: a card of the colour in play is held; a challenge would win
    COLOR = "color"  # T1: the colour in play
    NUMBER = "number"  # T1: the same number
    SYMBOL = "symbol"  # T1: the same symbol
    STACK = "stack"  # HR1-HR3: it stacks on what is owed (never challenged: no bluff)
    NONE = "none"  # it does not match


def fit(card: Card, top: Card, color: Color, hand: Sequence[Card]) -> Fit:
    """Which rule lets ``card`` go on ``top`` with ``color`` in play, from ``hand``."""
    if not matches(card, top, color):
        return Fit.NONE
    rank = card.rank
    if rank is Rank.WILD:
        return Fit.WILD
    if rank is Rank.WILD_DRAW_FOUR:
        return Fit.BLUFF if holds_color(hand, color) else Fit.WILD_DRAW_FOUR
    if card.color is color:
        return Fit.COLOR
    return Fit.NUMBER if rank.is_number else Fit.SYMBOL
