"""A deal players can check: the deck orders a round used, and whether the public record
of the round agrees with them (S3, S9, T2, T5, T6, E1).

A *stock* is an order of cards fixed at one moment of a round, top first: at a shuffled
deal (S3) the cards dealt, one at a time from the dealer's left (the ``i``-th to seat
``dealer + 1 + i``), then the start card that stayed (S9: a Wild Draw Four turned first is
already back in the pile), then the draw pile; at a reshuffle (T5) the new draw pile.
Every draw takes the top card (T2). ``StockWatch`` follows a game on a replay of its own
and records each stock when it is fixed (the host commits to it then); ``check_round``
tells, from a round's public events and its stocks, whether every card dealt, turned and
drawn came from them, as far as the public record shows: a card played must have been
received by its player and not played before, and the cards shown at the round's end
must be exactly what each player received and did not play; where the events hold the
cards a seat drew (a terminal's own draws), they must be the stock's next ones. Deals
spelled out by the setup are not shuffled and give no stock.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from enum import StrEnum

from .actions import Action
from .cards import DECK_COUNTS, DECK_SIZE, Card, Rank, full_deck
from .events import (
    CardPlayed,
    CardsDrawn,
    Event,
    HandsPassed,
    HandsSwapped,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    StartCardReturned,
    StartCardTurned,
    WildDrawFourChallenged,
)
from .game import Game
from .legal import holds_color
from .setup import HAND_SIZE
from .tables import shuffle
from .values import Value, replace


class Stock(Value):
    """The order fixed at ``event`` (the index of a ``RoundStarted`` or ``Reshuffled`` in
    the game's events), top first."""

    event: int
    cards: tuple[Card, ...]


class Mismatch(StrEnum):
    """Why a round's record does not agree with its stocks."""

    NOT_OPENED = "not_opened"  # a shuffled deal or a reshuffle with no stock
    #: The order shown at the end is not the one committed to (the wire's check, not
    #: ``check_round``'s: net/deck.py).
    NOT_COMMITTED = "not_committed"
    NOT_THE_DECK = "not_the_deck"  # a deal's stock is not the 108 cards once each (D1)
    NOT_THE_DISCARD = "not_the_discard"  # a reshuffle's stock is not the discard under its top
    START = "start"  # the start card is not the stock's next card
    SHORT = "short"  # more cards were drawn than the stocks hold
    PLAYED = "played"  # a card played that its player had not received
    #: A seat was given other cards than the stock's next ones: seen only where the
    #: record holds the cards drawn (the drawer's own terminal knows its draws).
    DRAWN = "drawn"
    SHOWN = "shown"  # the cards shown at the end are not what was received and not played
    #: A Wild Draw Four challenge's verdict, or the hand shown to the challenger, is not
    #: what the cards received give (W1).
    CHALLENGE = "challenge"


class Alarm(StrEnum):
    """What a joined terminal warns of at once in a shared shuffle (net/shareledger.py)."""

    RECOMMIT = "recommit"  # a second commitment to a deal already committed to
    NO_COMMIT = "no_commit"  # a round dealt with no shuffle the terminals shared in
    BAD_OPEN = "bad_open"  # a secret opened at the round's end does not open its commitment
    UNOPENED = "unopened"  # a round's secrets were not opened before the next deal
    LEFT_OUT = "left_out"  # this terminal's secret, sent in time, was left out of the deal
    BAD_CHALLENGE = "bad_challenge"  # a challenge's shown hand or verdict is not the deck's
    BAD_COLOR = "bad_color"  # the colour recorded is not the one named at this terminal


class RoundCheck(Value):
    """The verdict on round ``round``'s deal: no ``problems`` (each with the seat it
    concerns, or ``None``) when every card came from the committed orders."""

    round: int
    problems: tuple[tuple[Mismatch, int | None], ...]


def _dealt(order: Sequence[Card], dealer: int, sizes: Sequence[int]) -> list[list[Card]]:
    """S3: each seat's dealt cards, from the top of ``order``."""
    n = len(sizes)
    hands: list[list[Card]] = [[] for _ in range(n)]
    for i, card in enumerate(order[: sum(sizes)]):
        hands[(dealer + 1 + i) % n].append(card)
    return hands


class _Pile:
    def __init__(self, event: int | None, prefix: list[Card], size: int) -> None:
        self.event = event  # ``None``: a pile nobody committed to (a spelled-out deal's)
        self.cards = prefix
        self.left = size
        #: A deal's stock waits for its start card (S3, after any S9 return).
        self.needs_start = event is not None and bool(prefix)


class StockWatch:
    """A replay of a game that records each stock as it is fixed. ``follow(actions)``
    applies the game's actions it has not seen yet and returns every stock so far."""

    def __init__(self, game: Game) -> None:
        self._game = type(game)(game.setup)
        self.stocks: list[Stock] = []
        self._pile = _Pile(None, [], 0)
        self._scan(0)

    def follow(self, actions: Sequence[Action], seed: int | None = None) -> list[Stock]:
        """(``seed``: the game's seed now, which carries the round seeds shared so far.)"""
        game = self._game
        if seed is not None and seed != game.setup.seed:
            game.setup = replace(game.setup, seed=seed)
        for action in actions[len(game.actions) :]:
            first = len(game.events)
            game.apply(action)
            self._scan(first)
        return self.stocks

    def _scan(self, first: int) -> None:
        game = self._game
        piles = [self._pile]
        opened: list[_Pile] = []
        for index in range(first, len(game.events)):
            event = game.events[index]
            if isinstance(event, RoundStarted):
                sizes = event.hand_sizes
                dealt = [card for k in range(max(sizes)) for card in _deal_row(game, event, k)]
                size = DECK_SIZE - sum(sizes) - 1
                shuffled = game.round > len(game.setup.deals)
                piles = [_Pile(index if shuffled else None, dealt, size)]
                opened = [piles[0]] if shuffled else []
            elif isinstance(event, StartCardTurned) and piles[-1].needs_start:
                piles[-1].needs_start = False
                piles[-1].cards.append(event.card)
            elif isinstance(event, Reshuffled):
                piles.append(_Pile(index, [], event.count))
                opened.append(piles[-1])
            elif isinstance(event, CardsDrawn):
                for card in event.cards:
                    while piles[0].left == 0 and len(piles) > 1:
                        piles.pop(0)
                    piles[0].left -= 1
                    piles[0].cards.append(card)
        self._pile = piles[-1]
        for pile in opened:
            if pile is piles[-1]:
                pile.cards.extend(reversed(game.draw_pile))
            if pile.event is not None:
                self.stocks.append(Stock(pile.event, tuple(pile.cards)))


def _deal_row(game: Game, started: RoundStarted, k: int) -> list[Card]:
    """The ``k``-th card dealt to each seat, in dealing order (S3), from the hands."""
    n = len(started.hand_sizes)
    seats = [(started.dealer + 1 + i) % n for i in range(n)]
    return [game.hands[seat][k] for seat in seats if k < started.hand_sizes[seat]]


def check_round(
    events: Sequence[Event],
    first: int,
    stocks: Sequence[Stock],
    hands_shown: Mapping[int, Sequence[Card]] | None = None,
) -> list[tuple[Mismatch, int | None]]:
    """What in one round's public events (``events``, the ``first``-th of the game being
    its ``RoundStarted``, up to its ``RoundEnded``) disagrees with ``stocks``: each problem
    with the seat it concerns (``None``: the table). An empty list: they agree.
    ``hands_shown``: the hand a challenger was shown, by its challenge's index."""
    by_event = {stock.event: stock.cards for stock in stocks}
    problems: list[tuple[Mismatch, int | None]] = []
    held: list[Counter[Card]] = []
    pile: list[Card] = []
    queued: list[list[Card]] = []
    discard: list[Card] = []
    start: Card | None = None
    answered: dict[int, Counter[Card]] = {}  # W1: a Wild Draw Four's hand, as it was played
    for offset, event in enumerate(events):
        index = first + offset
        if isinstance(event, RoundStarted):
            order = by_event.get(index)
            if order is None:
                return [(Mismatch.NOT_OPENED, None)]
            if Counter(order) != Counter(DECK_COUNTS):
                return [(Mismatch.NOT_THE_DECK, None)]
            sizes = event.hand_sizes
            held = [Counter(hand) for hand in _dealt(order, event.dealer, sizes)]
            start = order[sum(sizes)]
            pile = list(reversed(order[sum(sizes) + 1 :]))  # the top at the end
        elif isinstance(event, StartCardTurned):
            if event.card != start:
                problems.append((Mismatch.START, None))
            discard.append(event.card)
        elif isinstance(event, CardPlayed):
            if held[event.seat][event.card] <= 0:
                problems.append((Mismatch.PLAYED, event.seat))
            held[event.seat][event.card] -= 1
            discard.append(event.card)
            if event.card.rank is Rank.WILD_DRAW_FOUR:
                answered[event.seat] = +held[event.seat]
        elif isinstance(event, WildDrawFourChallenged):
            hand = answered.get(event.player, Counter())
            seen = (hands_shown or {}).get(index)
            bluff = holds_color(list(hand.elements()), event.previous_color)
            if event.legal == bluff or (seen is not None and Counter(seen) != hand):
                problems.append((Mismatch.CHALLENGE, event.player))
        elif isinstance(event, Reshuffled):
            order = by_event.get(index)
            if order is None:
                return [*problems, (Mismatch.NOT_OPENED, None)]
            if Counter(order) != Counter(discard[:-1]) or len(order) != event.count:
                problems.append((Mismatch.NOT_THE_DISCARD, None))
            queued.append(list(reversed(order)))
            discard = discard[-1:]
        elif isinstance(event, CardsDrawn):
            given: list[Card] = []
            for _ in range(event.count):
                while not pile and queued:
                    pile = queued.pop(0)
                if not pile:
                    return [*problems, (Mismatch.SHORT, event.seat)]
                given.append(pile.pop())
                held[event.seat][given[-1]] += 1
            # The cards drawn, where the record holds them (a seat's own view of its
            # draws): the counts alone miss a card given now that the stock gives the same
            # seat later (a Wild Draw Four moved up to be played at once).
            if event.cards and Counter(event.cards) != Counter(given):
                problems.append((Mismatch.DRAWN, event.seat))
        elif isinstance(event, HandsSwapped):  # HR4: a 7 swaps two hands
            held[event.seat], held[event.target] = held[event.target], held[event.seat]
        elif isinstance(event, HandsPassed):  # HR4: a 0 passes every hand on
            d, n = (1 if event.clockwise else -1), len(held)
            held = [held[(s - d) % n] for s in range(n)]
        elif isinstance(event, RoundEnded):
            shown = {o.seat: Counter(o.cards) for o in event.opponents}
            for seat, cards in enumerate(held):
                if +cards != shown.get(seat, Counter()) or any(v < 0 for v in cards.values()):
                    problems.append((Mismatch.SHOWN, seat))
    return list(dict.fromkeys(problems))


def round_stocks(value: int, events: Sequence[Event], first: int) -> list[Stock]:
    """The orders round seed ``value`` fixes in one round (``events``: its public events,
    the ``first``-th of the game being its ``RoundStarted``), as ``StockWatch`` records
    them: the deal (the cards dealt in dealing order, the start card that stayed, the draw
    pile top first) and each reshuffle's new draw pile, top first."""
    rng = random.Random(value)
    stocks: list[Stock] = []
    pile: list[Card] = []
    discard: list[Card] = []
    dealt: list[Card] = []
    start: Card | None = None
    deal_at: int | None = None
    for offset, event in enumerate(events):
        if isinstance(event, RoundStarted):
            n = len(event.hand_sizes)
            pile = full_deck()
            shuffle(rng, pile)
            cut = HAND_SIZE * n
            dealt = pile[-1 : -cut - 1 : -1]
            del pile[-cut:]
            start, deal_at = pile.pop(), first + offset
        elif isinstance(event, StartCardReturned) and start is not None:
            pile.insert(rng.randrange(len(pile) + 1), start)  # S9, as rounds.py does
            start = pile.pop()
        elif isinstance(event, StartCardTurned) and deal_at is not None and start is not None:
            stocks.append(Stock(deal_at, (*dealt, start, *reversed(pile))))
            discard, deal_at = [event.card], None
        elif isinstance(event, CardPlayed):
            discard.append(event.card)
        elif isinstance(event, Reshuffled):
            pile, discard = discard[:-1], discard[-1:]
            shuffle(rng, pile)
            stocks.append(Stock(first + offset, tuple(reversed(pile))))
    return stocks
