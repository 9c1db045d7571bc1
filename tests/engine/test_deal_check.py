"""S3, S9, T2, T5, T6: the deck orders a round used (``StockWatch``), and the check that
a round's public record agrees with them (``check_round``): true of every honest seeded
game, reshuffles included; false as soon as one card dealt or drawn is another."""

from __future__ import annotations

import random
from collections.abc import Iterator

from uno_tui.engine import Draw, Game, Play, Rules, make_setup
from uno_tui.engine.deal_check import Mismatch, Stock, StockWatch, check_round
from uno_tui.engine.events import (
    CardPlayed,
    CardsDrawn,
    Event,
    HandsPassed,
    HandsSwapped,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    event_for_seat,
)


def play(seed: int, players: int) -> Game:
    """A seeded game to its end, drawing often (so that the pile runs out, T5)."""
    game = Game(make_setup([f"P{i}" for i in range(players)], target=300, seed=seed))
    rng = random.Random(seed)
    for _ in range(20_000):
        if game.winner is not None:
            break
        actions = game.legal_actions()
        draws = [a for a in actions if isinstance(a, Draw)]
        plays = [a for a in actions if isinstance(a, Play)]
        pool = draws if draws and rng.random() < 0.12 else plays or actions
        game.apply(rng.choice(pool))
    return game


def rounds(events: list[Event]) -> Iterator[tuple[int, list[Event]]]:
    """Each finished round: the index of its ``RoundStarted`` and its public events."""
    start = 0
    for index, event in enumerate(events):
        if isinstance(event, RoundStarted):
            start = index
        elif isinstance(event, RoundEnded):
            yield start, [event_for_seat(e, None) for e in events[start : index + 1]]


def test_every_honest_round_agrees_with_its_stocks_reshuffles_included() -> None:
    reshuffles = checked = 0
    for seed in range(40):
        game = play(seed, 2 + seed % 5)
        stocks = StockWatch(game).follow(game.actions)
        assert len(stocks) == sum(isinstance(e, RoundStarted | Reshuffled) for e in game.events)
        for first, events in rounds(game.events):
            assert check_round(events, first, stocks) == [], (seed, first)
            checked += 1
        reshuffles += sum(isinstance(e, Reshuffled) for e in game.events)
    assert checked > 60 and reshuffles > 20


def test_a_deal_stock_is_the_deck_dealt_one_at_a_time_from_the_dealers_left() -> None:
    game = Game(make_setup(["A", "B", "C"], seed=3))
    (stock,) = StockWatch(game).follow(())
    started = next(e for e in game.events if isinstance(e, RoundStarted))
    assert stock.event == game.events.index(started) and len(stock.cards) == 108
    for i in range(21):  # S3
        seat = (started.dealer + 1 + i) % 3
        assert stock.cards[i] == game.hands[seat][i // 3] or len(game.hands[seat]) > 7
    assert stock.cards[21] == game.discard[0] and stock.cards[-1] == game.draw_pile[0]


def swapped(stocks: list[Stock], which: int, a: int, b: int) -> list[Stock]:
    cards = list(stocks[which].cards)
    cards[a], cards[b] = cards[b], cards[a]
    return [*stocks[:which], Stock(stocks[which].event, tuple(cards)), *stocks[which + 1 :]]


def test_a_host_that_swaps_a_card_after_committing_is_caught() -> None:
    caught = 0
    for seed in range(12):
        game = play(seed, 3)
        stocks = StockWatch(game).follow(game.actions)
        first, events = next(rounds(game.events))
        deal = next(i for i, s in enumerate(stocks) if s.event == first)
        # A dealt card of the first seat and one deep in the pile, swapped: what was
        # committed is no longer what was dealt.
        cards = stocks[deal].cards
        far = next((k for k in range(len(cards) - 1, 30, -1) if cards[k] != cards[0]), None)
        assert far is not None
        problems = check_round(events, first, swapped(stocks, deal, 0, far))
        assert problems and {kind for kind, _seat in problems} <= {
            Mismatch.PLAYED,
            Mismatch.SHOWN,
        }
        caught += 1
    assert caught == 12


def test_a_card_given_early_to_the_seat_it_was_due_to_is_found_by_its_draws() -> None:
    """The host moves up a card the stock gives a seat later (a Wild Draw Four, to be
    played at once) in place of the card that seat draws now: the seat's cards are the
    same in the end, and the public record agrees with the stocks; the seat's own record
    of its draws does not."""
    found = 0
    for seed in range(30):
        game = play(seed, 3)
        stocks = StockWatch(game).follow(game.actions)
        first, events = next(rounds(game.events))
        full = game.events[first : first + len(events)]
        started = full[0]
        assert isinstance(started, RoundStarted)
        deal = next(i for i, s in enumerate(stocks) if s.event == first)
        if any(isinstance(e, Reshuffled) for e in full):
            continue
        # Each card drawn from the pile, in order: its event, its place in the stock.
        draws = [(k, e) for k, e in enumerate(full) if isinstance(e, CardsDrawn) for _ in e.cards]
        at = sum(started.hand_sizes) + 1  # the pile's top, after the cards dealt and turned
        pair = next(
            (
                (i, j)
                for i in range(len(draws))
                for j in range(i + 1, len(draws))
                if draws[i][1].seat == draws[j][1].seat
                and draws[i][0] != draws[j][0]
                and stocks[deal].cards[at + i] != stocks[deal].cards[at + j]
                and not any(  # (neither card played between the two draws)
                    isinstance(e, CardPlayed)
                    and e.card in (stocks[deal].cards[at + i], stocks[deal].cards[at + j])
                    for e in full[draws[i][0] : draws[j][0]]
                )
            ),
            None,
        )
        if pair is None:
            continue
        i, j = pair
        seat = draws[i][1].seat
        # The order the shuffle gave: the host dealt these two the other way round.
        forged = swapped(stocks, deal, at + i, at + j)
        assert check_round(events, first, forged) == []  # the public record: no difference
        mine = [event_for_seat(e, seat) for e in full]
        assert (Mismatch.DRAWN, seat) in check_round(mine, first, forged)
        assert check_round(mine, first, stocks) == []
        found += 1
    assert found > 5


def test_a_changed_start_card_a_wrong_deck_or_a_missing_stock_is_found() -> None:
    game = play(7, 4)
    stocks = StockWatch(game).follow(game.actions)
    first, events = next(rounds(game.events))
    deal = next(i for i, s in enumerate(stocks) if s.event == first)
    start = 28  # after four seats' seven cards
    other = next(k for k in range(29, 108) if stocks[deal].cards[k] != stocks[deal].cards[start])
    assert (Mismatch.START, None) in check_round(events, first, swapped(stocks, deal, start, other))
    short = Stock(first, stocks[deal].cards[:-1] + stocks[deal].cards[:1])
    assert check_round(events, first, [short]) == [(Mismatch.NOT_THE_DECK, None)]
    assert check_round(events, first, []) == [(Mismatch.NOT_OPENED, None)]


def test_a_reshuffled_pile_that_is_not_the_discard_is_found() -> None:
    for seed in range(40):
        game = play(seed, 2)
        stocks = StockWatch(game).follow(game.actions)
        for first, events in rounds(game.events):
            at = [first + k for k, e in enumerate(events) if isinstance(e, Reshuffled)]
            if not at:
                continue
            which = next(i for i, s in enumerate(stocks) if s.event == at[0])
            forged = list(stocks[which].cards)
            forged[0] = next(c for c in forged if c != forged[0])  # one card twice, one gone
            bad = [*stocks[:which], Stock(at[0], tuple(forged)), *stocks[which + 1 :]]
            assert (Mismatch.NOT_THE_DISCARD, None) in check_round(events, first, bad)
            return
    raise AssertionError("no reshuffle in 40 games")


def test_seven_o_hands_that_change_places_still_check_out() -> None:
    """HR4: a 7 swaps two hands and a 0 passes every hand on; the cards a seat shows at the
    round's end are the ones it was handed, not the ones it was dealt."""
    swapped = 0
    for seed in range(12):
        players = [f"P{i}" for i in range(2 + seed % 4)]
        rules = Rules(seven_o=True, draw_to_match=seed % 2 == 0, stack_mixed=seed % 3 == 0)
        game = Game(make_setup(players, target=200, seed=seed, rules=rules))
        rng = random.Random(seed)
        for _ in range(20_000):
            if game.winner is not None:
                break
            game.apply(rng.choice(game.legal_actions()))
        stocks = StockWatch(game).follow(game.actions)
        for first, events in rounds(game.events):
            assert check_round(events, first, stocks) == [], (seed, first)
        swapped += sum(isinstance(e, HandsSwapped | HandsPassed) for e in game.events)
    assert swapped > 10
