"""A benchmark-only yardstick: the hard level's search when its samples are the true state.

``benchmarks/bots.py --oracle hand`` (or ``pile``) makes every hard seat's search deal,
instead of a sample of the hidden cards, the cards as they really lie: every other hand as
it is (``hand``: the draw pile's cards shuffled anew each sample; ``pile``: the draw pile
in its true order too). Everything else is hard's own: its first choice, the look-ahead's
players (the normal level), the leaf value. What this wins is the ceiling of better
inference alone for this search: no reading of the hidden cards can give more than the
cards themselves.

It replaces ``uno_tui.bots.search.Dealer`` in this process only; the package never
imports this module, and a hard bot in play never sees a hidden card.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from uno_tui.bots import search as search_module
from uno_tui.bots.sim import CARD_INDEX
from uno_tui.engine import Game

MODES = ("hand", "pile")

#: The game being played and the mode (set by ``watch`` for each match).
_current: tuple[Game, str] | None = None
_real_dealer = search_module.Dealer


class OracleDealer:
    """Deals the true state of ``_current``'s game (``search.Dealer``'s interface)."""

    def __init__(self, memory: Any, hand: Sequence[Any], draw_pile: int, *_: Any) -> None:
        assert _current is not None
        self.game, self.mode = _current
        assert len(self.game.draw_pile) == draw_pile

    def deal(self, rng: random.Random) -> tuple[list[list[int]], list[int]]:
        index = CARD_INDEX
        hands = [[index[c] for c in hand] for hand in self.game.hands]
        pile = [index[c] for c in self.game.draw_pile]
        if self.mode == "hand":
            rng.shuffle(pile)
        return hands, pile


def watch(game: Game, mode: str | None) -> None:
    """From now on in this process, every hard search deals ``game``'s true state
    (``mode``: ``MODES``), or samples as the package does (``None``)."""
    global _current
    if mode is None:
        _current = None
        search_module.Dealer = _real_dealer  # type: ignore[misc]
        return
    assert mode in MODES
    _current = (game, mode)
    search_module.Dealer = OracleDealer  # type: ignore[misc,assignment]
