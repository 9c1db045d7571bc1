"""Reference players for ``benchmarks/bots.py``: published strategies without search, written
in our own code from their descriptions, to measure our levels against players they were not
tuned on.

The descriptions are those of chausner/UnoAI's README (its bots were measured over 10
million simulated games; MixBot is the strongest it lists without search):

- **random** ("RandomBot"): a random playable card; draws only when nothing may be played; a
  drawn card that fits is always played; a Wild names a random colour.
- **ranking** ("CardRankingBot", win-rate ranking): the playable card of the highest rank,
  Draw Two > Skip > number > Reverse > Wild Draw Four > Wild, ties at random; draws only
  when nothing may be played and always plays a drawn card that fits; a Wild names the
  colour it holds most. **ranking-points**: the points ranking, Skip > number > Draw Two >
  Reverse > Wild > Wild Draw Four.
- **mixbot** ("MixBot", win-rate parameters): among the playable cards it may play, those of
  the colour(s) it holds most first, then the ranking above, then how many other held cards
  (Wilds not counted) each matches, then at random. It plays a Wild only when it holds at
  most 2 cards that are not Wilds, a Wild Draw Four at most 4. When the next player holds
  one card it ranks instead Draw Two > Wild Draw Four > Skip > Reverse > number > Wild (and
  the limits do not hold). A drawn Wild is played only with at most 2 cards in hand (a
  drawn plain card that fits always). Names the colour it holds most. **mixbot-points**:
  ranking Skip > number > Draw Two > Reverse > Wild > Wild Draw Four, a Wild at most 5
  non-wild cards, a Wild Draw Four at most 3.

At two seats a Reverse is ranked as a Skip (it is one there, A5), as the original does.

What our rules have that theirs do not, and how these players handle it: a Wild Draw Four
may be challenged (W1, W5), so these players play one only when it is legal (they hold no
card of the colour in play: none of their rankings would bluff except MixBot's last-card
ranking), and never challenge one; they always say UNO, and catch a forgotten UNO as the
normal level does. House rules are not played by them (classic tables only).
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_tui.bots.base import Bot, CatchModel
from uno_tui.bots.tactics import moves, next_seat, pick_play
from uno_tui.engine.actions import Action
from uno_tui.engine.cards import COLORS, Card, Color, Rank
from uno_tui.engine.lookahead import holds_color
from uno_tui.engine.view import SeatView

# Card kinds, as the rankings name them.
NUMBER, REVERSE, SKIP, DRAW_TWO, WILD, WILD_FOUR = range(6)
#: Rank of each kind (higher is played first), by kind.
WIN_RANKS = (4, 3, 5, 6, 1, 2)
POINTS_RANKS = (5, 3, 6, 4, 2, 1)
#: MixBot's ranking when the next player holds one card.
END_RANKS = (2, 3, 4, 6, 1, 5)
#: MixBot: a Wild / a Wild Draw Four is played only with at most this many non-wild cards.
WIN_LIMITS = (2, 4)
POINTS_LIMITS = (5, 3)
#: MixBot: a drawn Wild of either kind is played only with at most this many cards.
DRAWN_WILD_LIMIT = 2


def kind(card: Card, seats: int) -> int:
    rank = card.rank
    if rank is Rank.WILD:
        return WILD
    if rank is Rank.WILD_DRAW_FOUR:
        return WILD_FOUR
    if rank is Rank.DRAW_TWO:
        return DRAW_TWO
    if rank is Rank.SKIP or (rank is Rank.REVERSE and seats == 2):
        return SKIP
    if rank is Rank.REVERSE:
        return REVERSE
    return NUMBER


def most_common_colors(hand: tuple[Card, ...]) -> list[Color]:
    counts = dict.fromkeys(COLORS, 0)
    for card in hand:
        if card.color is not None:
            counts[card.color] += 1
    top = max(counts.values())
    return [c for c in COLORS if counts[c] == top] if top else []


def mix_ties(
    hand: Sequence[Card],
    playable: list[Card],
    seats: int,
    next_holds_one: bool,
    ranks: tuple[int, ...],
    limits: tuple[int, int],
) -> list[Card]:
    """The cards of ``playable`` (not empty) MixBot plays from ``hand``, ties in
    ``playable``'s order (it picks one at random); none: it draws instead."""
    n = seats
    if next_holds_one:
        top = max(END_RANKS[kind(c, n)] for c in playable)
        return [c for c in playable if END_RANKS[kind(c, n)] == top]
    plain = sum(1 for c in hand if not c.is_wild)
    wild_limit, four_limit = limits
    allowed = [
        c
        for c in playable
        if not (c.rank is Rank.WILD and plain > wild_limit)
        and not (c.rank is Rank.WILD_DRAW_FOUR and plain > four_limit)
    ]
    if not allowed:
        return []
    common = most_common_colors(tuple(hand))
    best = [c for c in allowed if c.color in common] or allowed
    top = max(ranks[kind(c, n)] for c in best)
    best = [c for c in best if ranks[kind(c, n)] == top]
    if len(best) > 1:
        plain_cards = [c for c in hand if not c.is_wild]

        def diversity(card: Card) -> int:
            if card.is_wild:
                return 0
            return sum(1 for c in plain_cards if c.color is card.color or c.rank is card.rank)

        most = max(map(diversity, best))
        best = [c for c in best if diversity(c) == most]
    return best


class _Reference(Bot):
    """What the reference players share: plays only from ``view.legal``, never bluffs a
    Wild Draw Four, never challenges, always says UNO."""

    catching: ClassVar[CatchModel] = CatchModel(catch=0.8, delay=(1.5, 3.0))

    def _decide(self, view: SeatView) -> Action:
        m = moves(view)
        if m.colors:
            named = self._color(view)
            return next(a for a in m.colors if a.color is named)
        if m.accept is not None:
            return m.accept
        playable = [
            c
            for c in sorted(m.plays)
            if not (c.rank is Rank.WILD_DRAW_FOUR and holds_color(view.hand, view.color))
        ]
        if m.keep is not None:
            drawn = view.drawn
            if drawn is None or drawn not in playable or not self._play_drawn(view, drawn):
                return m.keep
            card: Card | None = drawn
        elif not playable:
            assert m.draw is not None
            return m.draw
        else:
            card = self._pick(view, playable)
            if card is None:
                assert m.draw is not None
                return m.draw
        color = self._color(view, card) if card.is_wild else None
        return pick_play(m.plays[card], color, True)

    def _pick(self, view: SeatView, playable: list[Card]) -> Card | None:
        return self.rng.choice(playable)

    def _play_drawn(self, view: SeatView, card: Card) -> bool:
        return True

    def _color(self, view: SeatView, played: Card | None = None) -> Color:
        hand = list(view.hand)
        if played is not None:
            hand.remove(played)
        best = most_common_colors(tuple(hand))
        return self.rng.choice(best or list(COLORS))


class RandomRef(_Reference):
    level: ClassVar[str] = "random"

    def _color(self, view: SeatView, played: Card | None = None) -> Color:
        return self.rng.choice(COLORS)


class RankingRef(_Reference):
    level: ClassVar[str] = "ranking"
    ranks: ClassVar[tuple[int, ...]] = WIN_RANKS

    def _pick(self, view: SeatView, playable: list[Card]) -> Card | None:
        n = len(view.hand_sizes)
        top = max(self.ranks[kind(c, n)] for c in playable)
        return self.rng.choice([c for c in playable if self.ranks[kind(c, n)] == top])


class RankingPointsRef(RankingRef):
    level: ClassVar[str] = "ranking-points"
    ranks: ClassVar[tuple[int, ...]] = POINTS_RANKS


class MixRef(RankingRef):
    level: ClassVar[str] = "mixbot"
    limits: ClassVar[tuple[int, int]] = WIN_LIMITS

    def _pick(self, view: SeatView, playable: list[Card]) -> Card | None:
        next_holds_one = view.hand_sizes[next_seat(view, self.seat)] == 1
        ties = mix_ties(
            view.hand, playable, len(view.hand_sizes), next_holds_one, self.ranks, self.limits
        )
        return self.rng.choice(ties) if ties else None

    def _play_drawn(self, view: SeatView, card: Card) -> bool:
        return not card.is_wild or len(view.hand) <= DRAWN_WILD_LIMIT


class MixPointsRef(MixRef):
    level: ClassVar[str] = "mixbot-points"
    ranks: ClassVar[tuple[int, ...]] = POINTS_RANKS
    limits: ClassVar[tuple[int, int]] = POINTS_LIMITS


#: The reference players by level name.
REFERENCES: dict[str, type[Bot]] = {
    cls.level: cls for cls in (RandomRef, RankingRef, RankingPointsRef, MixRef, MixPointsRef)
}
