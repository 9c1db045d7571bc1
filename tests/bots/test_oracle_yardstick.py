"""The yardstick of ``benchmarks/oracle.py``: hard's search dealing the true hidden cards
(a benchmark-only ceiling; the package never deals them)."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable

from bot_host import load_benchmark

from uno_tui.bots import HardBot
from uno_tui.bots import search as search_module
from uno_tui.bots.sample import Dealer
from uno_tui.bots.sim import CARD_INDEX, COL, NO_COLOR
from uno_tui.engine import Card, Game, make_setup, seat_view

oracle = load_benchmark("oracle")


def _deal(mode: str) -> tuple[Game, list[list[int]], list[int]]:
    game = Game(make_setup(("Ana", "Bruno", "Carla"), seed=4))
    bot = HardBot(0, 0)
    bot.observe(game.events)
    view = seat_view(game, 0)
    oracle.watch(game, mode)
    try:
        dealer = search_module.Dealer(bot.memory, view.hand, view.draw_pile)
        hands, pile = dealer.deal(random.Random(1))
    finally:
        oracle.watch(game, None)
    return game, hands, pile


def _numbers(cards: Iterable[Card]) -> list[int]:
    return [CARD_INDEX[c] for c in cards]


def test_the_oracle_deals_the_true_hands_and_puts_the_package_dealer_back() -> None:
    game, hands, pile = _deal("hand")
    assert hands == [_numbers(h) for h in game.hands]
    assert Counter(pile) == Counter(_numbers(game.draw_pile))
    game, hands, pile = _deal("pile")
    assert pile == _numbers(game.draw_pile)
    assert search_module.Dealer is Dealer


def test_the_half_oracles_keep_the_true_wilds_or_plain_cards_and_every_card_once() -> None:
    for mode in ("wilds", "plain"):
        game, hands, pile = _deal(mode)
        hidden = Counter(pile)
        for seat in (1, 2):
            true = _numbers(game.hands[seat])
            assert len(hands[seat]) == len(true)
            wild = mode == "wilds"
            kept = sorted(c for c in true if (COL[c] == NO_COLOR) == wild)
            assert sorted(c for c in hands[seat] if (COL[c] == NO_COLOR) == wild) == kept
            hidden.update(hands[seat])
        truth = Counter(_numbers(game.draw_pile))
        for seat in (1, 2):
            truth.update(_numbers(game.hands[seat]))
        assert hidden == truth
