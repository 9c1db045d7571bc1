"""The soft readings trial of ``benchmarks/weighed.py`` (issue 36, fifth pass; not in the
package): a sampled deal is weighed by how well the hand it gives a player explains that
player's newest plays, under a mixture of ways of playing learnt over the match, and the
dealer keeps deals in proportion.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from bot_host import BotTable, load_benchmark
from test_bot_search import card, cards, table, watcher

from uno_tui.bots import tell
from uno_tui.bots.clues import Decision
from uno_tui.bots.readings import decision_numbers
from uno_tui.bots.sample import Dealer
from uno_tui.bots.sim import CARD_INDEX, COL, COLOR_INDEX
from uno_tui.engine import Color, Phase, Play, make_setup, seat_view

R, Y, G, B = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE
weighed = load_benchmark("weighed")
likelihoods = weighed.likelihoods
SENSIBLE, HOARDER, UNIFORM = weighed.SENSIBLE, weighed.HOARDER, weighed.UNIFORM


@pytest.fixture
def weighing() -> Iterator[None]:
    """The package's dealer weighs its deals for the test, and is itself again after."""
    weighed.install()
    try:
        yield
    finally:
        weighed.uninstall()


def _numbers(codes: str) -> list[int]:
    return [CARD_INDEX[c] for c in cards(codes)]


def _five_on_green_five(hand: str) -> list[float]:
    """How likely Bruno's yellow 5 on the green 5 is from ``hand`` (seven cards, the yellow
    5 among them), Ana holding seven, under each style."""
    decision = Decision(card("Y5"), Y, G, card("G5"), (7, 7), True)
    return likelihoods(_numbers(hand), decision_numbers(decision, 1))


def test_a_play_is_likelier_from_a_hand_that_explains_it() -> None:
    # Playing yellow on a green 5 says yellow was the colour worth keeping: the hand with
    # four yellow and one green explains it, the one with four green and one yellow not.
    explains = _five_on_green_five("Y5 Y6 Y7 Y8 G1 B2 R3")
    does_not = _five_on_green_five("Y5 G6 G7 G8 G1 B2 R3")
    assert explains[SENSIBLE] > 5 * does_not[SENSIBLE]
    assert explains[HOARDER] > 5 * does_not[HOARDER]
    # Any legal move alike: two cards that fit or a draw, against five cards or a draw.
    assert (explains[UNIFORM], does_not[UNIFORM]) == (1 / 3, 1 / 6)


def test_a_wild_spent_with_many_plain_cards_fits_the_sensible_player_not_the_hoarder() -> None:
    # Bruno, about to be stopped (Ana holds two cards), spends a Wild though a red card
    # fits: the normal level does (the Wild matters), a hoarder of Wilds never does.
    decision = Decision(card("W"), B, R, card("R5"), (2, 6), True)
    play = decision_numbers(decision, 1)
    odds = likelihoods(_numbers("W R1 B3 B4 B6 G2"), play)
    assert odds[SENSIBLE] > 0.9
    assert odds[HOARDER] < 0.05
    # With nothing else that fits and two plain cards, the hoarder spends it too.
    odds = likelihoods(
        _numbers("W B3 B4"),
        decision_numbers(Decision(card("W"), B, R, card("R5"), (2, 3), True), 1),
    )
    assert odds[HOARDER] > 0.9


@pytest.mark.usefixtures("weighing")
def test_weighted_deals_prefer_hands_that_explain_the_plays() -> None:
    # Bruno plays the yellow 5 on the green 5 from seven cards: of his six hidden cards,
    # the deals Ana keeps hold more yellow than deals made by the rules alone.
    game = table(["R1 R2 B6 B7 B8 G7 G8", "Y5 Y6 Y7 Y8 G1 B2 R3"], "G5", first=1)
    game.apply(Play(1, card("Y5")))
    bot = watcher(game, 0)
    view = seat_view(game, 0)
    dealer = Dealer(bot.memory, view.hand, view.draw_pile)
    yellow = COLOR_INDEX[Y]
    green = COLOR_INDEX[G]

    def surplus(deal_: object, count: int = 400) -> float:
        """Mean yellow less green cards in Bruno's dealt hand."""
        rng = random.Random(3)
        total = 0
        for _ in range(count):
            hands, _pile = deal_(rng)  # type: ignore[operator]
            total += sum((COL[c] == yellow) - (COL[c] == green) for c in hands[1])
        return total / count

    assert surplus(dealer.deal) > surplus(dealer.deal_one) + 0.3  # type: ignore[attr-defined]


@pytest.mark.usefixtures("weighing")
@pytest.mark.parametrize("learn", ["deals", "shown"])
def test_each_players_way_of_playing_is_learnt_over_the_match(learn: str) -> None:
    # From the deals, or from the hands shown at the rounds' ends (P1).
    refbots = load_benchmark("refbots")
    weighed.LEARN = learn
    learnt = {}
    try:
        for level in ("normal", "mixbot"):
            host = BotTable(make_setup(("Ana", "Bruno"), target=300, seed=4), ("hard", "normal"), 4)
            if level == "mixbot":
                host.bots[1] = refbots.REFERENCES["mixbot"](1, 401)
                tell([host.bots[1]], host.game.events)
            while host.game.phase is not Phase.GAME_OVER and host.choices < 400:
                host.step()
            learnt[level] = weighed._STYLES[host.bots[0].memory].weights[1]  # type: ignore[attr-defined]
    finally:
        weighed.LEARN = "deals"
    assert learnt["normal"][SENSIBLE] > learnt["normal"][HOARDER]
    assert learnt["mixbot"][HOARDER] > learnt["mixbot"][SENSIBLE]
