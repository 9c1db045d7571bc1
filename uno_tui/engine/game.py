"""The game state machine: phases, whose decision it is, ``legal_actions()`` and ``apply()``.

One ``Game`` plays a whole game to the target, round after round. It is deterministic for a
given ``GameSetup`` (its seed drives every shuffle the setup does not spell out) and keeps
the list of applied actions, so ``setup`` + ``actions`` is its game record.

Each action has one check, which raises ``IllegalAction`` and changes nothing, and one step,
which changes the state and reports events; ``apply`` runs both, ``why_not`` the check
alone. ``legal_actions`` lists what the checks allow, from the same predicates: whose
decision it is, the cards T1 matches (``tables.MATCHING``, T1's one test) and the UNO window.
State is in state.py; dealing, drawing and scoring in rounds.py; shared objects in tables.py.
"""

from __future__ import annotations

from collections.abc import Callable
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
)
from .cards import Card, Color, Rank
from .errors import IllegalAction, Refusal
from .events import (
    CardPlayed,
    ColorChosen,
    DrawnCardKept,
    DrawReason,
    Event,
    SkipReason,
    TurnSkipped,
    UnoCaught,
    WildDrawFourChallenged,
)
from .rounds import draw, end_round, start_round
from .setup import GameSetup
from .state import GameState, Phase
from .tables import DRAWN_BY_CHOICE, DRAWS, MATCHING_ON, PLAYED, PLAYS, PLAYS_WITH_UNO, SKIPPED

__all__ = ["Game", "Phase"]

# The enum members the hot path reads, as module globals: in Python 3.11 reading a member
# through its class (``Phase.TURN``) costs five times as much as reading a global.
_TURN, _DRAWN, _CHALLENGE, _COLOR, _ROUND_OVER, _GAME_OVER = Phase  # in definition order
_SKIP, _REVERSE, _DRAW_TWO, _W4 = Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR
_DRAWN_BY_CHOICE, _DRAWN_BY_DRAW_TWO = DrawReason.CHOICE, DrawReason.DRAW_TWO
_SKIPPED_BY_SKIP = SKIPPED[SkipReason.SKIP]
_SKIPPED_BY_DRAW_TWO = SKIPPED[SkipReason.DRAW_TWO]
_SKIPPED_BY_W4 = SKIPPED[SkipReason.WILD_DRAW_FOUR]
_PLAIN = tables.PLAIN
#: By phase: what the game waits for instead, and what an action needed there (T8).
_OTHER_PHASE = {
    _CHALLENGE: (Refusal.MUST_ANSWER_CHALLENGE, Refusal.NOTHING_TO_ANSWER),
    _COLOR: (Refusal.MUST_NAME_COLOR, Refusal.NO_COLOR_TO_NAME),
    _DRAWN: (Refusal.MUST_PLAY_OR_KEEP, Refusal.NOTHING_DRAWN),
}
#: The phase in which each answer is given (T3, W3, S8).
_PHASE_OF = {Keep: _DRAWN, Accept: _CHALLENGE, Challenge: _CHALLENGE, ChooseColor: _COLOR}
#: An action's check and its step, as functions of the game.
_Rule = tuple[Callable[["Game", Any], None], Callable[["Game", Any, list[Event]], None]]


class Game(GameState):
    """A game of classic UNO from the dealer draw to the target (RULES.md)."""

    def __init__(self, setup: GameSetup) -> None:
        super().__init__(setup)
        tables.build(self.n)
        start_round(self, self.events)

    def legal_actions(self) -> list[Action]:
        """Every action the rules allow right now, by anyone: the single authority."""
        phase = self.phase
        cur = self.current
        acts: list[Action] = []
        if phase is _TURN and cur is not None:
            hand = self.hands[cur]
            plays = PLAYS_WITH_UNO[cur] if len(hand) == 2 else PLAYS[cur]  # U1
            matching = self._matching
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
        elif phase is _DRAWN and cur is not None and self.drawn is not None:
            after = tables.AFTER_DRAW_WITH_UNO if len(self.hands[cur]) == 2 else tables.AFTER_DRAW
            acts = list(after[cur][self.drawn.index])
        elif phase is _CHALLENGE and cur is not None:
            acts = list(tables.ANSWERS[cur])
        elif phase is _COLOR and cur is not None:
            acts = list(tables.COLOR_CHOICES[cur])
        elif phase is _ROUND_OVER:
            acts = list(tables.NEXT_ROUND)
        window = self.uno_window
        if window is not None:
            acts.append(tables.SAY_UNO[window])
            acts += tables.CATCHES[self.n][window]
        return acts

    def why_not(self, action: Action) -> IllegalAction | None:
        """``None`` when ``action`` is legal now, else the refusal ``apply`` would raise."""
        try:
            if type(action) is Play:
                self._check_play(action)
            else:
                self._rule(action)[0](self, action)
        except IllegalAction as refusal:
            return refusal
        return None

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action``, return its events; refuse with ``IllegalAction``, changing nothing.

        A play, most actions of a game, is checked and made here in one go: the usual play
        (the player whose turn it is plays a card they hold that T1 allows, or the card just
        drawn) is checked inline, any other refused by ``_check_play``. The usual draw is
        checked here too. Every other action goes through its check and its step. Both ways
        refuse the same actions alike (tests/engine/test_apply_paths.py).
        """
        if type(action) is Play:
            seat = action.seat
            card = action.card
            color = action.color
            phase = self.phase
            if self.current == seat and (
                phase is _TURN or (phase is _DRAWN and card is self.drawn)  # T3: T1 allows it
            ):
                hand = self.hands[seat]
                where = 0
                for held in hand:  # by identity: ``index`` would run ``Card``'s comparisons
                    if held is card:
                        break
                    where += 1
                else:
                    where = self._check_play(action)  # raises CARD_NOT_HELD
                if card.is_wild:
                    if color is None:
                        self._check_play(action)  # raises COLOR_NEEDED
                elif color is not None or not self._matching[card.index]:
                    self._check_play(action)  # raises COLOR_NOT_ALLOWED or NO_MATCH
                if phase is _DRAWN:
                    self.phase = _TURN  # (an action card's effect may change it again)
                    self.drawn = None
            else:
                where = self._check_play(action)  # raises
                hand = self.hands[seat]
            index = card.index
            if color is None:
                color = card.color
                events: list[Event] = [PLAYED[seat][index]]
                self._matching = MATCHING_ON[index]
            else:
                if type(color) is Color:
                    events = [tables.PLAYED_WILD[seat][card][color]]  # A4, W2
                else:
                    events = [CardPlayed(seat, card, color)]
                self._matching = tables.MATCHING[color, card.rank]
            self.top = card
            self.discard.append(card)
            del hand[where]
            left = len(hand)
            if left == 1:
                if action.uno:
                    self.uno_window = None
                    self.uno_said[seat] = True
                    events.append(tables.UNO_SAID[seat])
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
        elif (
            type(action) is Draw
            and self.phase is _TURN
            and self.current == action.seat
            and self.draw_pile
        ):
            seat = action.seat  # T3: the usual draw (``_draw_instead`` when the pile is out)
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
            check, step = self._rule(action)
            check(self, action)
            events = []
            step(self, action, events)
        self.actions.append(action)
        self.events.extend(events)
        return events

    def _rule(self, action: Action) -> _Rule:
        try:
            return _RULES[type(action)]
        except KeyError:
            raise TypeError(f"not an action: {action!r}") from None

    # ------------------------------------------------------------------ the checks

    def _refuse(self, reason: Refusal, seat: int | None = None, **details: Any) -> IllegalAction:
        if seat is not None:
            details["name"] = self.names[seat]
        return IllegalAction(reason, **details)

    def _check_seat(self, seat: int) -> None:
        if not isinstance(seat, int) or not 0 <= seat < self.n:
            raise IllegalAction(Refusal.NO_SUCH_SEAT, seat=seat, players=self.n)

    def _check_decision(self, seat: int, phase: Phase) -> None:
        """Refuse unless it is ``seat``'s decision and the game waits for ``phase``."""
        if self.phase is phase and self.current == seat:
            return
        self._check_seat(seat)
        now, cur = self.phase, self.current
        if now is _GAME_OVER or now is _ROUND_OVER:
            over = Refusal.GAME_OVER if now is _GAME_OVER else Refusal.ROUND_OVER
            raise self._refuse(over, seat)
        if cur is not None and cur != seat:
            raise self._refuse(Refusal.NOT_YOUR_TURN, seat, current_name=self.names[cur])
        if now is not _TURN:
            details = {"drawn": self.drawn} if now is _DRAWN else {}
            raise self._refuse(_OTHER_PHASE[now][0], cur, **details)
        raise self._refuse(_OTHER_PHASE[phase][1], seat)

    def _check_play(self, action: Play) -> int:
        """T1, T3, A4, W2; where the card is in the hand, found by identity (``in`` would run
        ``Card``'s Python comparisons on each other card)."""
        seat = action.seat
        card = action.card
        if self.phase is not _TURN or self.current != seat:
            if self.phase is _DRAWN and self.current == seat:
                if card is not self.drawn:
                    raise self._refuse(Refusal.ONLY_DRAWN_CARD, seat, drawn=self.drawn)
            else:
                self._check_decision(seat, _TURN)
        where = 0
        for held in self.hands[seat]:
            if held is card:
                break
            where += 1
        else:
            raise self._refuse(Refusal.CARD_NOT_HELD, seat, card=card)
        if card.is_wild:
            if action.color is None:
                raise self._refuse(Refusal.COLOR_NEEDED, seat, card=card)
        elif action.color is not None:
            raise self._refuse(Refusal.COLOR_NOT_ALLOWED, seat, card=card)
        elif not self._matching[card.index]:
            raise self._refuse(Refusal.NO_MATCH, seat, card=card, top=self.top, color=self.color)
        return where

    def _check_draw(self, action: Draw) -> None:
        """T3: instead of playing, on one's turn."""
        if self.phase is not _TURN or self.current != action.seat:
            self._check_decision(action.seat, _TURN)

    def _check_answer(self, action: Keep | Accept | Challenge | ChooseColor) -> None:
        """T3: keep just after drawing; W3: answer a Wild Draw Four, the next player; S8:
        name the colour of a start Wild, the first player."""
        self._check_decision(action.seat, _PHASE_OF[type(action)])

    def _check_say_uno(self, action: SayUno) -> None:
        """U3: only the player in the UNO window, until caught or the next turn."""
        if self.uno_window != action.seat:
            self._check_seat(action.seat)
            raise self._refuse(Refusal.UNO_NOT_DUE, action.seat)

    def _check_catch(self, action: Catch) -> None:
        """U2, U5: anyone else, while the player in the UNO window holds one card unsaid."""
        seat, target = action.seat, action.target
        self._check_seat(seat)
        self._check_seat(target)
        if seat == target:
            raise self._refuse(Refusal.CATCH_SELF, seat)
        if self.uno_window != target:
            count = len(self.hands[target])
            name = self.names[target]
            if count != 1:
                raise self._refuse(Refusal.CATCH_NOT_ONE_CARD, seat, target_name=name, count=count)
            if self.uno_said[target]:
                raise self._refuse(Refusal.CATCH_SAID_UNO, seat, target_name=name)
            raise self._refuse(Refusal.CATCH_TOO_LATE, seat, target_name=name)

    def _check_next_round(self, action: NextRound) -> None:
        """E4: once a round is over, unless the game is."""
        if self.phase is not _ROUND_OVER:
            if self.phase is _GAME_OVER:
                raise self._refuse(Refusal.GAME_OVER)
            raise self._refuse(Refusal.ROUND_NOT_OVER)

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
            legal = True  # a loop, not all(...): a generator costs a play's time
            for held in hand:
                if held.color is previous:
                    legal = False
                    break
            self._w4 = (seat, legal, previous, tuple(hand))
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

    def _say_uno(self, action: SayUno, events: list[Event]) -> None:
        self.uno_window = None
        self.uno_said[action.seat] = True
        events.append(tables.UNO_SAID_LATE[action.seat])  # U3

    def _catch(self, action: Catch, events: list[Event]) -> None:
        self.uno_window = None
        events.append(UnoCaught(action.seat, action.target))
        draw(self, action.target, 2, DrawReason.CAUGHT, events)  # U2

    def _next_round(self, action: NextRound, events: list[Event]) -> None:
        start_round(self, events)


#: By kind of action (a play and the usual draw aside): its check and its step. A table of
#: the class, not of each game: bound methods held by the game would make each game a
#: reference cycle, left for the garbage collector to find instead of freed when dropped.
_RULES: dict[type, _Rule] = {
    Draw: (Game._check_draw, Game._draw_instead),
    Keep: (Game._check_answer, Game._keep),
    Accept: (Game._check_answer, Game._answer),
    Challenge: (Game._check_answer, Game._answer),
    ChooseColor: (Game._check_answer, Game._choose_color),
    SayUno: (Game._check_say_uno, Game._say_uno),
    Catch: (Game._check_catch, Game._catch),
    NextRound: (Game._check_next_round, Game._next_round),
}
