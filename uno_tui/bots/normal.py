"""Normal: the heuristics a sensible player uses, looking only at the table as it is now.

- Plays a card whenever one fits; among them it stays in the colour it holds most and sheds
  points first.
- Keeps its Wilds for when they matter: it plays one only when nothing else fits, when the
  next player is down to two cards, or when it holds two cards or fewer.
- Names the colour it holds most.
- Hits the player closest to going out with Skip, Reverse and Draw Two; saves them when that
  player is not next.
- Plays a Wild Draw Four only when the rules allow it (W1), and always says UNO.
- Challenges a Wild Draw Four when the player still holds many cards (the more they hold,
  the likelier one has the old colour), accepts it otherwise.
- Catches a forgotten UNO most of the time.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from uno_tui.engine.actions import Action
from uno_tui.engine.cards import Card, Color, Rank
from uno_tui.engine.lookahead import holds_color
from uno_tui.engine.view import SeatView

from .base import Bot, CatchModel
from .tactics import Moves, is_action, majority_color, moves, next_seat, pick_play, without

#: Challenge a Wild Draw Four from a player left holding at least this many cards.
CHALLENGE_AT = 5
#: An opponent holding this many cards or fewer is about to go out.
DANGER = 2
#: A Wild matters (is spent while another card fits) once the own hand is this small: a
#: Wild kept is a card that always fits, and MixBot-like players who hoard them win more
#: (3 before: against MixBot at two seats 45.7% of rounds and 64.2% of matches, with 2
#: 46.9% and 68.0%; at four seats 21.8% and 21.2%, with 2 23.0% and 24.8%).
SMALL_HAND = 2


class NormalBot(Bot):
    level: ClassVar[str] = "normal"
    catching: ClassVar[CatchModel] = CatchModel(catch=0.8, delay=(1.5, 3.0))

    def _decide(self, view: SeatView) -> Action:
        m = moves(view)
        hand = view.hand
        if m.colors:
            color = self._name_color(view, hand)
            return next(a for a in m.colors if a.color is color)
        if m.swaps:
            # HR4: take the smallest hand (the first of those, from the next seat on).
            return min(m.swaps, key=lambda a: view.hand_sizes[a.target])
        if m.accept is not None and m.challenge is not None:
            if m.plays:  # HR2, HR3: stacking passes the cards on: it always pays
                return self._play(view, m, next(iter(m.plays)))
            return m.challenge if self._challenges(view) else m.accept
        if m.keep is not None:
            drawn = view.drawn
            assert drawn is not None
            if drawn not in m.plays or (drawn.is_wild and not self._wild_matters(view, drawn)):
                return m.keep
            return self._play(view, m, drawn)
        playable = [c for c in m.plays if not (c.is_wild and not self._may_play_wild(view, c))]
        if not playable:
            assert m.draw is not None
            return m.draw
        plain = [c for c in playable if not c.is_wild]
        wild = [c for c in playable if c.is_wild]
        if wild and (not plain or self._wild_matters(view, wild[0])):
            # The Wild Draw Four first when it matters: it also makes the next player draw.
            wild.sort(key=lambda c: c.rank is not Rank.WILD_DRAW_FOUR)
            return self._play(view, m, wild[0])
        if not plain:
            return self._play(view, m, wild[0])
        best = max(plain, key=lambda c: self._score(view, c))
        return self._play(view, m, best)

    # ------------------------------------------------------------------ helpers

    def _challenges(self, view: SeatView) -> bool:
        assert view.wild_draw_four is not None
        player = view.wild_draw_four[0]
        return view.hand_sizes[player] >= CHALLENGE_AT

    def _name_color(self, view: SeatView, rest: Sequence[Card]) -> Color:
        """The colour to name with a Wild, keeping ``rest``."""
        return majority_color(rest, default=view.color)

    def _may_play_wild(self, view: SeatView, card: Card) -> bool:
        """A Wild Draw Four only when legal (W1): no card of the active colour in hand."""
        if card.rank is not Rank.WILD_DRAW_FOUR:
            return True
        return not holds_color(view.hand, view.color)

    def _wild_matters(self, view: SeatView, card: Card) -> bool:
        if card.rank is Rank.WILD_DRAW_FOUR and not self._may_play_wild(view, card):
            return False
        nxt = next_seat(view, self.seat)
        return view.hand_sizes[nxt] <= DANGER or len(view.hand) <= SMALL_HAND

    def _score(self, view: SeatView, card: Card) -> float:
        rest = without(view.hand, card)
        score = sum(1 for c in rest if c.color is card.color) + card.points / 10
        if is_action(card):
            nxt = next_seat(view, self.seat)
            others = [s for s in range(len(view.hand_sizes)) if s != self.seat]
            closest = min(view.hand_sizes[s] for s in others)
            target = nxt
            if card.rank is Rank.REVERSE and len(others) > 1:
                # A Reverse takes the turn away from the next player and gives it to the
                # previous one: good when the next is closer to going out.
                prev = next_seat(view, self.seat, -1)
                target = nxt if view.hand_sizes[nxt] < view.hand_sizes[prev] else -1
            if target >= 0 and view.hand_sizes[target] == closest:
                score += 3 + (10 if closest <= DANGER else 0)
            else:
                score -= 2
        return score

    def _play(self, view: SeatView, m: Moves, card: Card) -> Action:
        color = None
        if card.is_wild:
            color = self._name_color(view, without(view.hand, card))
        return pick_play(m.plays[card], color, True)
