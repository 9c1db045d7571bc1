"""The steps of the house rules (docs/RULES.md, HR1-HR6): a game whose ``Rules`` are not
classic is a ``HouseGame``, the classic ``Game`` with these steps added, so that a classic
game's steps carry no test of a house rule. Their legality is the one check of each action
(``Game.apply``, legal.py): only the steps are here.
"""

from __future__ import annotations

from .actions import Action, Draw, Play
from .cards import Card, Color, Rank
from .events import DrawReason, Event, HandsPassed, JumpedIn, SkipReason, TurnSkipped
from .game import Game
from .legal import house_legal_actions, matching_now
from .rounds import draw, end_round
from .state import Phase, seats_before

_W4, _DRAW_TWO, _SEVEN, _ZERO = Rank.WILD_DRAW_FOUR, Rank.DRAW_TWO, Rank.SEVEN, Rank.ZERO


class HouseGame(Game, house=True):
    """A game with house rules (``Game(setup)`` makes one when ``setup.rules`` has any)."""

    legal_actions = house_legal_actions

    def apply(self, action: Action, make: bool = True) -> list[Event]:
        """``Game.apply``, with the house rules' steps where they differ from the classic
        ones: a draw while a stack is owed or to match (HR1-HR3, HR5), a 7 or a 0 (HR4).
        Every action is checked by ``Game.apply``'s one check first."""
        if make and type(action) is Draw and (self.owed or self.rules.draw_to_match):
            Game.apply(self, action, make=False)  # the check: raises if refused
            events: list[Event] = []
            self._draw_instead(action, events)
            self.actions.append(action)
            self.events.extend(events)
            return events
        # HR6: a play by another seat than the one to play is a jump-in (if it is allowed).
        jump = make and type(action) is Play and self.phase is Phase.TURN
        jump = jump and self.rules.jump_in and action.seat != self.current
        start = len(self.events)
        events = Game.apply(self, action, make)
        if jump and action.seat is not None:
            jumped = JumpedIn(action.seat)
            self.events.insert(start, jumped)
            events.insert(0, jumped)
        if make and type(action) is Play and self.rules.seven_o:
            rank = action.card.rank
            seat = action.seat
            if (rank is _SEVEN or rank is _ZERO) and self.hands[seat] and self.phase is Phase.TURN:
                more: list[Event] = []
                self._seven_o(seat, rank is _SEVEN, more)
                events += more
                self.events += more
        return events

    def _seven_o(self, seat: int, seven: bool, events: list[Event]) -> None:
        """HR4, after the classic step of a 7 or a 0 that leaves cards in the hand (which
        passed the turn on): a 7 lets its player choose whom to swap with; after a 0 every
        hand passes on to the next player in the direction of play. The UNO said goes with
        the hand, and the UNO window closes."""
        if seven:
            self.phase = Phase.SWAP
            self.current = seat
            return
        d = self.direction
        hands, said = self.hands, self.uno_said
        sources = seats_before(self.n, d)  # each seat gets the hand of the seat before it
        self.hands = [hands[s] for s in sources]
        self.uno_said = [said[s] for s in sources]
        self.uno_window = None
        events.append(HandsPassed(d == 1))

    def _after_play(
        self, seat: int, card: Card, color: Color | None, left: int, events: list[Event]
    ) -> None:
        rules = self.rules
        rank = card.rank
        if (rank is _W4 and self.owed) or (
            rank is _DRAW_TWO and (self.owed or rules.stacks_draw_two)
        ):
            # HR1-HR3: on a stack a Wild Draw Four adds 4 and is not challenged; a Draw Two
            # adds 2.
            self.color = color
            self._stack(seat, 4 if rank is _W4 else 2, left, events)
            return
        super()._after_play(seat, card, color, left, events)
        if rank is _W4 and rules.stacks_wild_draw_four:
            # HR2, HR3: it may be stacked on, unless it was its player's last card (E2)
            self._matching = matching_now(self)

    def _stack(self, seat: int, adds: int, left: int, events: list[Event]) -> None:
        """HR1-HR3: a Draw Two or Wild Draw Four adds to the stack the next player answers
        (stacking on, or drawing it all); a player's last card ends it (E2)."""
        nxt = self._next[seat]
        self.owed += adds
        self.current = nxt
        if not left:
            self._draw_stack(nxt, events)
            end_round(self, seat, events)
            return
        self._matching = matching_now(self)

    def _draw_stack(self, seat: int, events: list[Event]) -> None:
        """HR1-HR3: ``seat`` draws the stack's total and loses the turn."""
        owed, self.owed = self.owed, 0
        draw(self, seat, owed, DrawReason.STACK, events)
        events.append(TurnSkipped(seat, SkipReason.STACK))
        self.current = self._next[seat]
        self._matching = matching_now(self)

    def _draw_instead(self, action: Draw, events: list[Event]) -> None:
        """HR1-HR3: the stack's total, when one is owed; HR5: one card after another until
        one can be played (T3 then, as after any draw)."""
        seat = action.seat
        self.uno_window = None  # U4: drawing from the pile begins the next turn.
        if self.owed:
            self._draw_stack(seat, events)
            return
        if not self.rules.draw_to_match:
            super()._draw_instead(action, events)
            return
        got = draw(self, seat, 1, DrawReason.CHOICE, events)  # T3, T5, T6
        card = got[0] if got else None
        while card is not None and not self._matching[card.index]:  # HR5
            got = draw(self, seat, 1, DrawReason.CHOICE, events)
            card = got[0] if got else None
        if card is not None:
            self.phase = Phase.DRAWN
            self.drawn = card
        else:
            self.current = self._next[seat]  # T6: nothing left to draw; the turn ends.
