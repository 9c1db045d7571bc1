"""The game state machine: phases, whose decision it is, ``legal_actions()`` and ``apply()``.

One ``Game`` plays a whole game to the target, round after round. It is deterministic for a
given ``GameSetup`` (its seed drives every shuffle the setup does not spell out) and keeps
the list of applied actions, so ``setup`` + ``actions`` is its game record.

Each action has one check, its legality (legal.py), which raises ``IllegalAction`` and
changes nothing, and one step here, which changes the state and reports events; ``apply``
runs both, ``why_not`` the check alone, and ``legal_actions`` lists what the checks allow.
The rules played are the setup's ``Rules`` (rules.py). State is in state.py; dealing,
drawing and scoring in rounds.py; shared objects in tables.py.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

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
from .cards import Card, Color, Rank
from .errors import IllegalAction, Refusal
from .events import (
    CardPlayed,
    CatchMissed,
    ColorChosen,
    DrawnCardKept,
    DrawReason,
    Event,
    HandsSwapped,
    SkipReason,
    TurnSkipped,
    UnoCaught,
    WildDrawFourChallenged,
)
from .legal import (
    CHECKS,
    check_decision,
    holds_color,
    house_play,
    legal_actions,
    matching_now,
    refuse,
    wrong_catch,
)
from .rounds import draw, end_round, start_round
from .rules import CLASSIC, WRONG_CATCH_PENALTY, Rules
from .setup import GameSetup
from .shared import round_seeds, with_round_seed
from .state import GameState, Phase
from .tables import (
    DRAWN_BY_CHOICE,
    MATCHING,
    MATCHING_ON,
    PLAYED,
    PLAYED_WILD,
    SKIPPED,
    UNO_SAID,
)
from .values import replace

__all__ = ["Game", "Phase", "variant"]

# The enum members the hot path reads, as module globals: in Python 3.11 reading a member
# through its class (``Phase.TURN``) costs five times as much as reading a global.
_TURN, _DRAWN, _CHALLENGE, _COLOR, _ROUND_OVER, _GAME_OVER, _SWAP = Phase  # definition order
_SKIP, _REVERSE, _DRAW_TWO, _W4 = Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR
_DRAWN_BY_CHOICE, _DRAWN_BY_DRAW_TWO = DrawReason.CHOICE, DrawReason.DRAW_TWO
_SKIPPED_BY_SKIP = SKIPPED[SkipReason.SKIP]
_SKIPPED_BY_DRAW_TWO = SKIPPED[SkipReason.DRAW_TWO]
_SKIPPED_BY_W4 = SKIPPED[SkipReason.WILD_DRAW_FOUR]
_PLAIN = tables.PLAIN


def variant(rules: Rules) -> type[Game]:
    """The kind of game ``rules`` are played by: ``Game`` for the classic rules, house.py's
    ``HouseGame`` (the classic steps with the house rules' added) when any house rule is
    on, so that a classic game's steps carry no test of a house rule."""
    if rules is CLASSIC or rules.classic:
        return Game
    assert Game.house is not None, "uno_tui.engine.house is not imported"
    return Game.house


class Game(GameState):
    """A game of classic UNO from the dealer draw to the target (RULES.md).

    ``Game(setup)`` makes the game its rules choose (``variant``): a ``HouseGame`` when
    ``setup.rules`` has house rules on."""

    #: The kind of game house rules are played by (house.py's ``HouseGame``, which names
    #: itself here as it is defined: the engine's package imports it).
    house: ClassVar[type[Game] | None] = None

    def __init_subclass__(cls, *, house: bool = False, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if house:
            Game.house = cls

    def __new__(cls, setup: GameSetup) -> Game:
        return super().__new__(variant(setup.rules) if cls is Game else cls)

    def __init__(self, setup: GameSetup) -> None:
        super().__init__(setup)
        tables.build(self.n)
        start_round(self, self.events)

    def share_round(self, value: int) -> None:
        """Deal the next round from round seed ``value`` (shared.py): the setup's seed
        carries it from now on, so the game's record replays it. The rounds before with
        no round seed of their own get 0 (the game's generator: what dealt them)."""
        seed = self.setup.seed
        if len(round_seeds(seed)) > self.round:
            raise ValueError("the next round has its round seed already")
        while len(round_seeds(seed)) < self.round:
            seed = with_round_seed(seed, 0)
        self.setup = replace(self.setup, seed=with_round_seed(seed, value))

    #: Every action the rules allow right now, by anyone: the single authority (legal.py).
    legal_actions = legal_actions

    def why_not(self, action: Action) -> IllegalAction | None:
        """``None`` when ``action`` is legal now, else the refusal ``apply`` would raise:
        ``apply``'s own checks, run without the step."""
        try:
            self.apply(action, make=False)
        except IllegalAction as refusal:
            return refusal
        return None

    def apply(self, action: Action, make: bool = True) -> list[Event]:
        """Apply ``action``, return its events; refuse with ``IllegalAction``, changing nothing.

        Each kind of action has one check, its legality: a play's and a draw's are written
        here (the play is most of a game's actions, and a call would cost it a tenth of its
        time), the others' in legal.py (``CHECKS``). The check runs first; with ``make``
        False (``why_not``) nothing else does, otherwise the step makes the action: a play
        and the usual draw here, every other action by its step (``_STEPS``).
        """
        if type(action) is Play:
            # T1, T3, A4, W2: the player whose turn it is plays a card they hold that T1
            # allows (``_matching``; after drawing, the card drawn only), a Wild naming a
            # colour. The card is found in the hand by identity (``in`` would run
            # ``Card``'s Python comparisons on each other card).
            seat = action.seat
            card = action.card
            color = action.color
            index = card.index
            phase = self.phase
            if phase is not _TURN or self.current != seat:
                if phase is _DRAWN and self.current == seat:
                    if card is not self.drawn:
                        raise refuse(self, Refusal.ONLY_DRAWN_CARD, seat, drawn=self.drawn)
                elif not house_play(self, seat, card):  # HR2, HR3, HR6
                    check_decision(self, seat, _TURN)
            hand = self.hands[seat]
            where = 0
            for held in hand:
                if held is card:
                    break
                where += 1
            else:
                raise refuse(self, Refusal.CARD_NOT_HELD, seat, card=card)
            if card.is_wild:
                if color is None:
                    raise refuse(self, Refusal.COLOR_NEEDED, seat, card=card)
            elif color is not None:
                raise refuse(self, Refusal.COLOR_NOT_ALLOWED, seat, card=card)
            if not self._matching[index]:  # T1 (a Wild always matches, but on a stack)
                if self.owed:
                    raise refuse(self, Refusal.ONLY_STACK, seat, card=card, owed=self.owed)
                top, now = self.top, self.color
                raise refuse(self, Refusal.NO_MATCH, seat, card=card, top=top, color=now)
            if not make:
                return []
            # The step.
            if phase is not _TURN:
                if phase is _DRAWN:
                    self.drawn = None
                else:  # HR2, HR3: stacked on, a Wild Draw Four is not challenged
                    self._w4 = None
                    self.owed = 4  # its 4 pass on
                self.phase = _TURN  # (an action card's effect may change it again)
            if color is None:
                color = card.color
                events: list[Event] = [PLAYED[seat][index]]
                self._matching = MATCHING_ON[index]
            else:
                if type(color) is Color:
                    events = [PLAYED_WILD[seat][card][color]]  # A4, W2
                else:
                    events = [CardPlayed(seat, card, color)]
                self._matching = MATCHING[color, card.rank]
            self.top = card
            self.discard.append(card)
            del hand[where]
            left = len(hand)
            if left == 1:
                if action.uno:
                    self.uno_window = None
                    self.uno_said[seat] = True
                    events.append(UNO_SAID[seat])
                else:
                    self.uno_window = seat  # U1: open until caught, said, or the next turn.
                    self.uno_said[seat] = False
            else:
                self.uno_window = None  # U4: playing a card begins the next turn.
            if left and _PLAIN[index]:
                self.color = color
                self.current = self._next[seat]  # T4: a number or a plain Wild; next player
            else:
                self._after_play(seat, card, color, left, events)
        elif type(action) is Draw:
            # T3: instead of playing, on one's turn.
            if self.phase is not _TURN or self.current != action.seat:
                check_decision(self, action.seat, _TURN)
            if not make:
                return []
            if not self.draw_pile:
                events = []
                self._draw_instead(action, events)
            else:
                seat = action.seat  # T3: the usual draw
                card = self.draw_pile.pop()
                self.hands[seat].append(card)
                self.uno_said[seat] = False
                self.uno_window = None  # U4: drawing from the pile begins the next turn.
                events = [DRAWN_BY_CHOICE[seat][card.index]]  # the usual draw, made once
                if self._matching[card.index]:
                    self.phase = _DRAWN
                    self.drawn = card
                else:
                    self.current = self._next[seat]  # T3: the turn ends.
        else:
            try:
                step = _STEPS[type(action)]
            except KeyError:
                raise TypeError(f"not an action: {action!r}") from None
            CHECKS[type(action)](self, action)  # raises
            if not make:
                return []
            events = []
            step(self, action, events)
        self.actions.append(action)
        self.events.extend(events)
        return events

    # ------------------------------------------------------------------ the steps

    def _after_play(
        self, seat: int, card: Card, color: Color | None, left: int, events: list[Event]
    ) -> None:
        """What a play does beyond passing the turn on: an action card's effect (A1-A5,
        W1-W3), the end of the round (E1, E2). (Numbers and plain Wilds that leave cards in
        the hand pass the turn on in ``apply``.) ``color`` is the colour in play after it."""
        previous = self.color
        self.color = color
        following = self._next
        nxt = following[seat]
        rank = card.rank
        if rank is _W4:
            assert previous is not None
            # W1: judged on the hand right after the Wild Draw Four leaves it.
            hand = self.hands[seat]
            self._w4 = (seat, not holds_color(hand, previous), previous, tuple(hand))
            self.phase = _CHALLENGE  # W3: the next player answers (E2 if left == 0).
            self.current = nxt
            return
        if rank is _DRAW_TWO:
            draw(self, nxt, 2, _DRAWN_BY_DRAW_TWO, events)  # A3
            events.append(_SKIPPED_BY_DRAW_TWO[nxt])
            if left == 0:
                end_round(self, seat, events)  # E2: the draw first, then the score.
                return
            self.current = following[nxt]
        elif left == 0:
            end_round(self, seat, events)  # E1
            return
        elif rank is _SKIP:
            events.append(_SKIPPED_BY_SKIP[nxt])  # A1
            self.current = following[nxt]
        else:  # a Reverse: nothing else is left
            d = self.direction = -self.direction  # A2
            events.append(tables.DIRECTION_CHANGED[d == 1])
            if self.n == 2:
                events.append(TurnSkipped(nxt, SkipReason.REVERSE))  # A5
                self.current = seat
            else:
                self.current = self._next[seat]

    def _draw_instead(self, action: Draw, events: list[Event]) -> None:
        """T3, T5, T6: the player whose turn it is draws one card instead of playing (as
        ``apply`` does itself while the draw pile holds a card)."""
        seat = action.seat
        self.uno_window = None  # U4: drawing from the pile begins the next turn.
        got = draw(self, seat, 1, _DRAWN_BY_CHOICE, events)  # T3, T5, T6
        card = got[0] if got else None
        if card is not None and self._matching[card.index]:
            self.phase = _DRAWN
            self.drawn = card
        else:
            self.current = self._next[seat]  # T3, T6: the turn ends.

    def _keep(self, action: Keep, events: list[Event]) -> None:
        seat = action.seat
        self.drawn = None
        events.append(DrawnCardKept(seat))
        self.phase = _TURN
        self.current = self._next[seat]

    def _answer(self, action: Accept | Challenge, events: list[Event]) -> None:
        seat = action.seat
        assert self._w4 is not None
        player, legal, previous, shown = self._w4
        self._w4 = None
        nxt = self._next[seat]
        self.phase = _TURN
        if self.rules.stack_wild_draw_four or self.rules.stack_mixed:
            self._matching = matching_now(self)  # HR2, HR3: no longer what stacks on it
        if type(action) is Accept:
            events.append(tables.W4_ACCEPTED[seat][player])
            draw(self, seat, 4, DrawReason.WILD_DRAW_FOUR, events)  # W3
        else:
            events.append(WildDrawFourChallenged(seat, player, legal, previous, shown))  # W4
            if not legal:
                # W6, E3: the player draws 4; the challenger takes the turn normally.
                draw(self, player, 4, DrawReason.CHALLENGE_PENALTY, events)
                self.current = seat
                return
            draw(self, seat, 6, DrawReason.CHALLENGE_LOST, events)  # W5
        events.append(_SKIPPED_BY_W4[seat])
        if not self.hands[player]:
            end_round(self, player, events)  # E2
            return
        self.current = nxt

    def _choose_color(self, action: ChooseColor, events: list[Event]) -> None:
        self.color = action.color  # S8: then the same player plays.
        self._matching = tables.MATCHING[action.color, self.top.rank]
        events.append(ColorChosen(action.seat, action.color))
        self.phase = _TURN

    def _swap(self, action: SwapHands, events: list[Event]) -> None:
        """HR4: the hands change places; the UNO said goes with the hand, and the window
        closes."""
        seat, target = action.seat, action.target
        hands, said = self.hands, self.uno_said
        hands[seat], hands[target] = hands[target], hands[seat]
        said[seat], said[target] = said[target], said[seat]
        self.uno_window = None
        events.append(HandsSwapped(seat, target))
        self.phase = _TURN
        self.current = self._next[seat]

    def _say_uno(self, action: SayUno, events: list[Event]) -> None:
        self.uno_window = None
        self.uno_said[action.seat] = True
        events.append(tables.UNO_SAID_LATE[action.seat])  # U3

    def _catch(self, action: Catch, events: list[Event]) -> None:
        if wrong_catch(self, action):  # HR8: the catcher draws; the window stays as it was
            events.append(CatchMissed(action.seat, action.target))
            draw(self, action.seat, WRONG_CATCH_PENALTY, DrawReason.WRONG_CATCH, events)
            return
        self.uno_window = None
        events.append(UnoCaught(action.seat, action.target))
        draw(self, action.target, self.rules.uno_penalty, DrawReason.CAUGHT, events)  # U2

    def _next_round(self, action: NextRound, events: list[Event]) -> None:
        start_round(self, events)


#: By kind of action (a play and the usual draw aside): its step. A table of the class, not
#: of each game: bound methods held by the game would make each game a reference cycle,
#: left for the garbage collector to find instead of freed when dropped.
_STEPS: dict[type, Callable[[Game, Any, list[Event]], None]] = {
    Keep: Game._keep,
    Accept: Game._answer,
    Challenge: Game._answer,
    ChooseColor: Game._choose_color,
    SwapHands: Game._swap,
    SayUno: Game._say_uno,
    Catch: Game._catch,
    NextRound: Game._next_round,
}
