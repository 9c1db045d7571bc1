"""Cards between deck, piles and hands: the dealer draw, the deal and the start card
(S1-S10), drawing from the pile with its reshuffle (T5, T6), and scoring a round (E1, P1,
P2).

These are the ``Game``'s own code, split out so that game.py reads as the turn's rules: they
change a ``GameState`` in place (private members included).
"""

from __future__ import annotations

from .cards import Card, Rank, full_deck
from .events import (
    CardsDrawn,
    DealerDrawn,
    DirectionChanged,
    DrawReason,
    Event,
    GameEnded,
    OpponentScore,
    Reshuffled,
    RoundEnded,
    RoundStarted,
    SkipReason,
    StartCardReturned,
    TurnSkipped,
)
from .setup import HAND_SIZE, Rest
from .shared import round_rng
from .state import GameState, Phase
from .tables import DRAWN_BY_CHOICE, MATCHING, START_TURNED, shuffle

# Enum members read each round, as globals: reading one through its class costs more.
_TURN, _COLOR, _CHOICE = Phase.TURN, Phase.COLOR, DrawReason.CHOICE
_W4, _WILD, _SKIP, _REVERSE, _DRAW_TWO = (
    Rank.WILD_DRAW_FOUR,
    Rank.WILD,
    Rank.SKIP,
    Rank.REVERSE,
    Rank.DRAW_TWO,
)


def dealer_draw(game: GameState, events: list[Event]) -> int:
    """S1: everyone draws; the highest number deals; those tied on it draw again."""
    deck = full_deck()
    shuffle(game.rng, deck)
    contenders = list(range(game.n))
    rounds: list[tuple[tuple[int, Card], ...]] = []
    while True:
        draws = []
        for seat in contenders:
            if not deck:
                deck = full_deck()
                shuffle(game.rng, deck)
            draws.append((seat, deck.pop()))
        rounds.append(tuple(draws))
        best = max(card.number for _, card in draws)
        contenders = [seat for seat, card in draws if card.number == best]
        if len(contenders) == 1:
            break
    events.append(DealerDrawn(tuple(rounds), contenders[0]))
    return contenders[0]


def start_round(game: GameState, events: list[Event]) -> None:
    """Deal the next round (the setup's spelled-out deal, or a shuffled one) and turn the
    start card, with its effect (S2-S10)."""
    n = game.n
    game.round += 1
    deals = game.setup.deals
    spec = deals[game.round - 1] if game.round <= len(deals) else None
    if game.round == 1:
        if spec is not None:
            assert spec.dealer is not None
            game.dealer = spec.dealer
        else:
            game.dealer = dealer_draw(game, events)
    else:
        game.dealer = (game.dealer + 1) % n  # S2
    dealer = game.dealer
    game.direction = 1
    game.drawn = None
    game.uno_window = None
    game.uno_said = [False] * n
    game.round_winner = None
    game._w4 = None
    if game.owed:
        game.owed = 0  # HR1-HR3 (a classic game never sets it: see ``GameState``)
    if spec is None:
        own = round_rng(game.setup.seed, game.round)  # a round seed shared at a table
        if own is not None:
            if game.base_rng is None:
                game.base_rng = game.rng
            game.rng = own
        elif game.base_rng is not None:
            game.rng = game.base_rng  # back to the game's own
    rng = game.rng
    if spec is None:
        deck = full_deck()
        shuffle(rng, deck)
        cut = HAND_SIZE * n
        dealt = deck[-1 : -cut - 1 : -1]  # the top ``cut`` cards, top first
        del deck[-cut:]
        # S3: one at a time from the dealer's left: the i-th card to seat dealer + 1 + i.
        game.hands = [dealt[(seat - dealer - 1) % n :: n] for seat in range(n)]
        game.draw_pile = deck
        game.discard = []
        start = deck.pop()
    else:
        game.hands = [list(hand) for hand in spec.hands]
        rest = spec.rest_cards()
        shuffle(rng, rest)
        named = list(reversed(spec.draw_pile))
        if spec.rest is Rest.DRAW_PILE:
            game.draw_pile = rest + named
            game.discard = []
        else:
            game.draw_pile = named
            game.discard = rest
        start = spec.start
    events.append(RoundStarted(game.round, dealer, tuple(map(len, game.hands))))
    pile = game.draw_pile
    while start.rank is _W4:
        # S9: back into the draw pile at a random place; the others keep their order.
        events.append(StartCardReturned(start))
        pile.insert(rng.randrange(len(pile) + 1), start)
        start = pile.pop()
    game.discard.append(start)
    game.top = start
    game.color = start.color
    game._matching = MATCHING[start.color, start.rank]
    events.append(START_TURNED[start])
    first = (dealer + 1) % n  # S4
    game.phase = _TURN
    rank = start.rank
    if rank is _WILD:
        game.phase = _COLOR  # S8
        game.current = first
    elif rank is _SKIP:
        events.append(TurnSkipped(first, SkipReason.START_SKIP))  # S6
        game.current = (first + 1) % n
    elif rank is _REVERSE:
        game.direction = -1  # S7
        events.append(DirectionChanged(False))
        game.current = dealer
    elif rank is _DRAW_TWO:
        draw(game, first, 2, DrawReason.START_DRAW_TWO, events)  # S5
        events.append(TurnSkipped(first, SkipReason.START_DRAW_TWO))
        game.current = (first + 1) % n
    else:
        game.current = first  # S4, S10


def end_round(game: GameState, winner: int, events: list[Event]) -> None:
    """E1, P1, P2: ``winner`` went out and scores the cards the others hold."""
    opponents = []
    total = 0
    for seat, hand in enumerate(game.hands):
        if seat != winner:
            points = 0
            for card in hand:
                points += card.points  # P1
            opponents.append(OpponentScore(seat, tuple(hand), points))
            total += points
    scores = game.scores
    scores[winner] += total  # P2
    game.round_results.append((winner, total))
    game.round_winner = winner
    game.current = None
    game.uno_window = None
    game.drawn = None
    final = tuple(scores)
    events.append(RoundEnded(game.round, winner, total, tuple(opponents), final))
    if scores[winner] >= game.target:
        game.phase = Phase.GAME_OVER
        game.winner = winner
        events.append(GameEnded(winner, final))
    else:
        game.phase = Phase.ROUND_OVER


def draw(
    game: GameState, seat: int, count: int, reason: DrawReason, events: list[Event]
) -> list[Card]:
    """Move up to ``count`` cards from the draw pile to ``seat``'s hand (T5, T6)."""
    pile = game.draw_pile
    if 0 < count <= len(pile):
        got = pile[: -count - 1 : -1]  # the top ``count`` cards, top first
        del pile[-count:]
    else:
        got = []
        for _ in range(count):
            if not pile:
                discard = game.discard
                if len(discard) <= 1:
                    break  # T6: nothing left anywhere; the draw gives fewer cards.
                top = discard.pop()
                # T5: keep the top discard; the rest becomes the new draw pile.
                game.draw_pile = pile = discard
                game.discard = [top]
                shuffle(game.rng, pile)
                events.append(Reshuffled(len(pile)))
            got.append(pile.pop())
    if got:
        game.hands[seat].extend(got)
        game.uno_said[seat] = False
        if game.uno_window == seat:
            game.uno_window = None  # they no longer hold one card
        if count == 1 and reason is _CHOICE:
            events.append(DRAWN_BY_CHOICE[seat][got[0].index])  # the usual draw, made once
            return got
    events.append(CardsDrawn(seat, len(got), count, reason, tuple(got)))
    return got
