"""A benchmark-only yardstick: a perfect reader of the reference players' own policy.

``benchmarks/bots.py --oracle mixread`` (issue 36, sixth pass). Hard's searches deal the
package's samples, each dealt again (up to ``TRIES`` times) until every other hand could
have made its holder's decisions of this round as MixBot (either parameter set, ties
allowed) makes them. Each hand is walked back from now through its holder's own decisions,
newest first (a card played goes back into the hand), as far as the hand's size shows no
unseen card came in between: a draw whose card was played at once is read through (the
hand before it could play nothing MixBot plays), a draw whose card was kept is read with
the kept card any one of the hand's, and the walk ends there.

What is recorded is public (the table each decision was made on and the action, never the
hand); what is assumed is the exact policy the other seats play, which no real reader
knows. So what this wins is about the most that reading the others' plays can win this
search. The package never imports this module.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from refbots import MixRef, mix_ties, most_common_colors

from uno_tui.bots import search as search_module
from uno_tui.bots.base import Bot
from uno_tui.bots.sample import Dealer
from uno_tui.bots.tactics import without
from uno_tui.engine import Game
from uno_tui.engine.actions import Action, Draw, Play
from uno_tui.engine.cards import CARD_KINDS, Card, Color, Rank
from uno_tui.engine.legal import holds_color, matches
from uno_tui.engine.view import SeatView

#: Samples dealt, at most, for one that every other hand explains (else the last one).
TRIES = 64


@dataclass(frozen=True)
class Decision:
    """One decision of a reference player, as the table saw it."""

    top: Card
    color: Color | None
    sizes: tuple[int, ...]
    clockwise: bool
    #: A decision about the card just drawn (play it or keep it).
    after_draw: bool
    action: Action
    ranks: tuple[int, ...]
    limits: tuple[int, int]


@dataclass
class Reader:
    """This round's decisions of each reference seat, and what the dealing found."""

    game: Game
    round: int = -1
    decisions: dict[int, list[Decision]] | None = None
    dealt: int = 0
    explained: int = 0
    given_up: int = 0

    def seen(self) -> dict[int, list[Decision]]:
        if self.decisions is None or self.game.round != self.round:
            self.decisions = {}
            self.round = self.game.round
        return self.decisions


_reader: Reader | None = None
_real_dealer = Dealer


def watch(game: Game | None) -> None:
    """From now on every hard search deals samples that explain the reference players'
    decisions in ``game`` (None: as the package deals)."""
    global _reader
    if game is None:
        _reader = None
        setattr(search_module, "Dealer", _real_dealer)  # noqa: B010 (no re-export to type)
        return
    _reader = Reader(game)
    setattr(search_module, "Dealer", ReadingDealer)  # noqa: B010


def record(seat: int, bot: Bot, view: SeatView, action: Action) -> None:
    """Remember a MixBot's decision (the public table, the action)."""
    if _reader is None or not isinstance(bot, MixRef):
        return
    decision = Decision(
        view.top,
        view.color,
        view.hand_sizes,
        view.clockwise,
        view.drawn is not None,
        action,
        bot.ranks,
        bot.limits,
    )
    _reader.seen().setdefault(seat, []).append(decision)


def choices(hand: Sequence[Card], seat: int, d: Decision) -> set[Card]:
    """The cards MixBot may play from ``hand`` at ``d`` (empty: it draws; ``refbots.mix_ties``)."""
    n = len(d.sizes)
    playable = [
        c
        for c in set(hand)
        if matches(c, d.top, d.color)  # type: ignore[arg-type]
        and not (c.rank is Rank.WILD_DRAW_FOUR and holds_color(hand, d.color))
    ]
    if not playable:
        return set()
    nxt = (seat + (1 if d.clockwise else -1)) % n
    return set(mix_ties(hand, playable, n, d.sizes[nxt] == 1, d.ranks, d.limits))


def explains(hand: Sequence[Card], seat: int, decisions: Sequence[Decision]) -> bool:
    """Could ``hand`` (held now) have made ``decisions`` (this round's, oldest first)?"""
    held = list(hand)
    for d in reversed(decisions):
        size = d.sizes[seat]
        action = d.action
        if isinstance(action, Play) and d.after_draw:
            # The card just drawn, played at once: ``held`` is the hand before the draw.
            if len(held) + 1 != size:
                return True
            continue
        if isinstance(action, Play):
            before = [*held, action.card]
            if len(before) != size:
                return True  # an unseen card came in between: no further
            if action.card not in choices(before, seat, d):
                return False
            if action.card.is_wild and action.color is not None:
                common = most_common_colors(tuple(held))
                if common and action.color not in common:
                    return False
            held = before
        elif isinstance(action, Draw):
            if len(held) == size:  # its card was played at once: nothing fitted before
                if choices(held, seat, d):
                    return False
                continue
            if len(held) != size + 1:
                return True
            # Its card, one of ``held``, was kept (it did not fit): before it, nothing did.
            return any(
                not matches(x, d.top, d.color)  # type: ignore[arg-type]
                and not choices(without(held, x), seat, d)
                for x in set(held)
            )
        else:  # a drawn card kept (which one is not known), a challenge answered
            return True
    return True


class ReadingDealer:
    """``search.Dealer``'s interface: the package's samples that explain the others."""

    def __init__(self, memory: Any, hand: Sequence[Card], draw_pile: int, *rest: Any) -> None:
        self.me = memory.seat
        self.real = _real_dealer(memory, hand, draw_pile, *rest)

    def deal(self, rng: random.Random) -> tuple[list[list[int]], list[int]]:
        reader = _reader
        assert reader is not None
        seen = reader.seen()
        for _ in range(TRIES):
            hands, pile = self.real.deal(rng)
            reader.dealt += 1
            if all(
                s == self.me or explains([CARD_KINDS[c] for c in h], s, seen.get(s, ()))
                for s, h in enumerate(hands)
            ):
                reader.explained += 1
                return hands, pile
        reader.given_up += 1
        return hands, pile
