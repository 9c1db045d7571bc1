"""Determinized Monte Carlo search: the hard level's look-ahead at a table of three or more.

For one decision with several moves worth weighing (which card, which colour, play or draw,
play the drawn card or keep it), it repeats, while its ``Budget`` lasts:

1. deal the hidden cards one way they could lie (``sample.Dealer``);
2. for each move, on a copy of that same deal and with the same dice (so that the moves are
   compared on equal luck), make the move and play on for a few turns round the table
   (``sim.rollout``, everyone playing as the normal level does);
3. score each outcome for this seat (``value``): the round's winner and points if it
   ended, else each player's measured chance of going out first from the hands they hold
   then; at a table of three or more, our chance of winning the match they leave.

After a few samples it stops weighing moves clearly worse than the heuristic's (and stops
altogether when none other is left). It picks the move with the best mean, but leaves the
heuristic's own move only for one that beats it clearly: by ``PRIOR`` on average and by
``CONFIDENCE`` (two players) or ``CONFIDENCE_TABLE`` standard errors of the difference,
sample by sample (a few dozen samples are
noisy; the heuristic is a sound default, and a search that followed the noise played worse
than it: 15% of the rounds at a 4-seat table instead of 25%).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import dataclass

from uno_tui.engine.actions import Action
from uno_tui.engine.ask import direction_of
from uno_tui.engine.cards import Card
from uno_tui.engine.view import SeatView

from .base import Budget
from .memory import Memory
from .sample import Dealer
from .sim import (
    BIG_HAND,
    CARD_INDEX,
    COL,
    COLOR_INDEX,
    NO_COLOR,
    Dice,
    Rng,
    World,
    draw,
    drawn_fits,
    majority,
    play,
    points,
    rollout,
)
from .value import EQUITY, Standing, leaf_value, outcome_value

#: A rollout is called off after this many turns per seat (and a few), and the position it
#: reached is scored by ``value.leaf_value``: more samples of the near future, where the moves
#: differ, rather than a few of the whole round (one turn a seat won more rounds at 6 seats
#: than two: 18.9% of 3,796 against 18.1% of 3,850, in 550 matches each).
HORIZON_PER_SEAT = 1
HORIZON = 4
#: Two players look further (HORIZON_TWO + 2 turns): against MixBot, 200 matches a seed
#: with 40 samples a search, 52.5% and 53.6% of the rounds instead of 50.1% and 49.3%
#: (seeds 1 and 2), matches paired ±0.000 ± 0.075 and +0.090 ± 0.070 a match; against
#: MixBot's points parameters +0.120 ± 0.078, against the normal level +0.075 ± 0.069;
#: playing the round out (60) did no better (51.5%).
HORIZON_TWO = 14
#: The heuristic's move is preferred unless another beats it by this much on average...
PRIOR = 0.01
#: ... and by this many standard errors of the paired difference: two players (whose first
#: choice is a careful weighing, ``hard._Duel``), and at a bigger table (whose first choice
#: is the normal level's; with 50 samples a search, 1.0 and 0.6 won more at 6 seats than
#: 1.6, if within the noise of 300 matches: 25.3% and 26.0% against 24.3%).
CONFIDENCE = 1.6
CONFIDENCE_TABLE = 1.0
#: After this many samples, a move this many standard errors worse than the heuristic's is
#: no longer weighed (and when only the heuristic's is left, the search ends early).
MIN_SAMPLES = 8
DROP = 2.0

#: Kinds of move.
PLAY = 0
DRAW = 1
KEEP = 2


@dataclass(frozen=True, slots=True)
class Move:
    """A candidate move: the action to return, and what it does in the simulation."""

    action: Action
    kind: int
    card: int = -1
    color: int = NO_COLOR


def play_move(action: Action, card: Card, color_index: int) -> Move:
    return Move(action, PLAY, CARD_INDEX[card], color_index)


@dataclass(slots=True)
class Stats:
    """What the searches of one bot did (for the benchmark and tests)."""

    searches: int = 0
    worlds: int = 0
    steps: int = 0
    #: Searches that stopped on the clock rather than on the step budget.
    timed_out: int = 0
    #: Searches that chose another move than the heuristic's.
    left: int = 0


def build_world(
    dealer: Dealer,
    memory: Memory,
    view: SeatView,
    rng: random.Random,
    challenge: Sequence[Sequence[float]],
    keeper: int = -1,
) -> World:
    """One sampled world (``keeper``: ``World.keeper``)."""
    hands, pile = dealer.deal(rng)
    color = view.color
    assert color is not None and view.current is not None
    return World(
        hands,
        pile,
        [CARD_INDEX[c] for c in memory.discard[:-1]],
        CARD_INDEX[view.top],
        COLOR_INDEX[color],
        direction_of(view.clockwise),
        view.current,
        challenge,
        keeper,
    )


def apply_move(world: World, seat: int, move: Move, rng: Rng) -> int:
    """Make ``move`` for ``seat`` in ``world``; returns the round's winner or -1."""
    if move.kind == PLAY:
        return play(world, seat, move.card, move.color, rng)
    if move.kind == KEEP:
        world.cur = world.after[seat]
        return -1
    got = draw(world, seat, 1, rng)  # T3
    if got:
        card = got[0]
        if drawn_fits(world, seat, card):  # then played at once, as the normal level does
            color = COL[card]
            if color == NO_COLOR:
                hand = world.hands[seat]
                color = majority([c for c in hand if c != card], world.color)
            return play(world, seat, card, color, rng)
    world.cur = world.after[seat]
    return -1


def challenge_table(memory: Memory, n: int) -> list[list[float]]:
    return [[memory.habits.p_challenge(s, k) for k in range(BIG_HAND + 1)] for s in range(n)]


def search(
    memory: Memory,
    view: SeatView,
    moves: Sequence[Move],
    prior: int,
    budget: Budget,
    rng: random.Random,
    stats: Stats | None = None,
    keeper: bool = False,
) -> int:
    """The index in ``moves`` of the move to make (``prior``: the heuristic's; ``keeper``:
    our seat plays on as ``World.keeper``)."""
    clock = time.perf_counter
    started = clock()
    deadline = started + budget.ms / 1000
    me = memory.seat
    n = len(view.hand_sizes)
    horizon = (HORIZON_TWO if n == 2 else HORIZON) + HORIZON_PER_SEAT * n
    need = [view.target - score for score in view.scores]
    dealer = Dealer(memory, view.hand, view.draw_pile)
    challenge = challenge_table(memory, n)
    k = len(moves)
    totals = [0.0] * k
    #: Sums of each move's value less the heuristic's, and of their squares.
    diffs = [0.0] * k
    squares = [0.0] * k
    values = [0.0] * k
    #: The moves still weighed: one clearly worse than the heuristic's is dropped.
    active = list(range(k))
    worlds = 0
    steps = 0
    timed_out = False
    #: The dice of the simulated table: the same for every move of one sample.
    dice = Dice(random.Random(rng.getrandbits(32)).random)
    standing = Standing(me, need) if n > 2 and EQUITY else None
    fixed = budget.samples
    while (worlds < fixed if fixed > 0 else steps < budget.steps) and len(active) > 1:
        now = clock()
        # Start another sample only if one more, as long as the last ones took, fits.
        if not fixed and worlds and now + (now - started) / worlds > deadline:
            timed_out = True
            break
        base = build_world(dealer, memory, view, rng, challenge, me if keeper else -1)
        dice.new()
        for i in active:
            world = base.copy()
            dice.rewind()
            winner = apply_move(world, me, moves[i], dice)
            if winner < 0:
                winner, pts, used = rollout(world, dice, horizon)
                steps += used
                if winner < 0:
                    if standing is not None:
                        values[i] = standing.leaf(world)
                    else:
                        values[i] = leaf_value(world, me, need)
                    continue
            else:
                pts = points(world, winner)
            if standing is not None:
                values[i] = standing.outcome(winner, pts)
            else:
                values[i] = outcome_value(me, n, winner, pts, need)
        if not fixed and clock() > deadline:
            timed_out = True  # this sample is left out: it would come too late
            break
        base_value = values[prior]
        for i in active:
            value = values[i]
            totals[i] += value
            d = value - base_value
            diffs[i] += d
            squares[i] += d * d
        worlds += 1
        if worlds >= MIN_SAMPLES:
            active = [
                i
                for i in active
                if i == prior or diffs[i] / worlds + DROP * _error(diffs[i], squares[i], worlds) > 0
            ]
    confidence = CONFIDENCE if n == 2 else CONFIDENCE_TABLE
    best = _best(prior, active, worlds, totals, diffs, squares, confidence)
    if stats is not None:
        stats.searches += 1
        stats.worlds += worlds
        stats.steps += steps
        stats.timed_out += timed_out
        stats.left += best != prior
    return best


def _best(
    prior: int,
    active: Sequence[int],
    worlds: int,
    totals: Sequence[float],
    diffs: Sequence[float],
    squares: Sequence[float],
    confidence: float,
) -> int:
    """The move with the best mean among those that beat the heuristic's (``prior``)
    clearly (by ``confidence`` standard errors), else ``prior``."""
    if worlds < 2:
        return prior
    best = prior
    best_mean = totals[prior] / worlds
    for i in active:
        mean = diffs[i] / worlds
        if mean <= PRIOR or totals[i] / worlds <= best_mean:
            continue
        if mean > confidence * _error(diffs[i], squares[i], worlds):
            best = i
            best_mean = totals[i] / worlds
    return best


def _error(total: float, squares: float, count: int) -> float:
    """The standard error of a mean of ``count`` values summing to ``total``."""
    mean = total / count
    return math.sqrt(max(0.0, squares / count - mean * mean) / (count - 1))
