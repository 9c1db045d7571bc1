"""Could the hard level's search play the real rules? A round played out on a copy of a
``Game`` (``Game.clone``) beside the same round played out on the look-ahead's numbers
(``engine/lookahead.py``'s ``World``, as ``bots/search.py`` does), from the same positions.

    python benchmarks/clone_speed.py [--positions N] [--repeats K]
    valgrind --tool=callgrind python benchmarks/clone_speed.py --count game|world|clone

It plays seeded 4-player classic games with random legal actions and keeps, every few
turns, the position on a plain turn. From each it times (CPU time, best of ``--repeats``):

* ``clone``: ``Game.clone(dice)`` alone (the copy given its own dice, as a search would),
  and ``Game.clone()`` (the copy's dice a copy of the game's);
* ``game``: a clone played to the end of the round, each player taking a random legal action
  (a card whenever one can be played, as ``engine_speed.py``'s agent does), by the engine's
  ``legal_actions`` and ``apply``: what a search on the real rules would at least cost;
* ``world``: the position as the look-ahead's ``World`` (every hand as it is, no sampling),
  copied and played to the end of the round by ``bots/sim.py``'s ``rollout``, the policy
  the hard level's search plays with.

It prints microseconds per rollout and per turn for each, and the ratio game / world. With
``--count`` it runs only that part, once, untimed: for ``callgrind``'s instruction count
(less that of ``--count none``).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from uno_tui.bots.sim import rollout
from uno_tui.engine import Game, Phase, Play, make_setup
from uno_tui.engine.lookahead import BIG_HAND, CARD_INDEX, COLOR_INDEX, World

PLAYERS = ("Ana", "Bruno", "Carla", "Duda")
clock = time.process_time


def positions(count: int) -> list[Game]:
    """``count`` positions on a plain turn, from seeded random games."""
    kept: list[Game] = []
    seed = 0
    while len(kept) < count:
        game = Game(make_setup(PLAYERS, seed=seed))
        uniform = random.Random(seed).random
        seed += 1
        for step in range(120):
            if game.phase is not Phase.TURN:
                if game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER):
                    break
            elif step % 15 == 14 and game.uno_window is None:
                kept.append(game.clone())
                if len(kept) == count:
                    break
            legal = game.legal_actions()
            plays = [a for a in legal if type(a) is Play]
            options = plays or legal
            game.apply(options[int(uniform() * len(options))])
    return kept


def world_of(game: Game) -> World:
    """The look-ahead's numbers for ``game``'s position, every hand as it is."""
    assert game.color is not None and game.current is not None
    no_challenge = [[0.0] * (BIG_HAND + 1) for _ in range(game.n)]
    return World(
        [[CARD_INDEX[c] for c in hand] for hand in game.hands],
        [CARD_INDEX[c] for c in game.draw_pile],
        [CARD_INDEX[c] for c in game.discard[:-1]],
        CARD_INDEX[game.top],
        COLOR_INDEX[game.color],
        game.direction,
        game.current,
        no_challenge,
    )


def play_game(games: list[Game], seed: int) -> int:
    """Each position cloned and played to the round's end; the turns played."""
    uniform = random.Random(seed).random
    play_type = Play
    round_over, game_over = Phase.ROUND_OVER, Phase.GAME_OVER
    steps = 0
    dice = random.Random(seed)
    for position in games:
        game = position.clone(dice)  # the search's own dice, as the world's rollout has
        while game.phase is not round_over and game.phase is not game_over:
            legal = game.legal_actions()
            plays = [a for a in legal if type(a) is play_type]
            options = plays or legal
            game.apply(options[int(uniform() * len(options))])
            steps += 1
    return steps


def play_world(worlds: list[World], seed: int) -> int:
    """Each position's world copied and played to the round's end; the turns played."""
    rng = random.Random(seed)
    steps = 0
    for position in worlds:
        steps += rollout(position.copy(), rng, 10_000)[2]
    return steps


def clone_only(games: list[Game], seed: int) -> int:
    dice = random.Random(seed)
    for game in games:
        game.clone(dice)
    return len(games)


def clone_with_dice(games: list[Game], seed: int) -> int:
    for game in games:
        game.clone()
    return len(games)


def best(run: Callable[[], int], repeats: int) -> tuple[float, int]:
    times = []
    steps = 0
    for _ in range(repeats):
        started = clock()
        steps = run()
        times.append(clock() - started)
    return min(times), steps


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--repeats", type=int, default=5)
    parser.add_argument("--count", choices=("none", "clone", "game", "world"))
    args = parser.parse_args()
    games = positions(args.positions)
    worlds = [world_of(game) for game in games]
    if args.count is not None:
        part = {"clone": clone_only, "game": play_game, "world": play_world}.get(args.count)
        if part is not None:
            print(f"{args.count}: {part(games if args.count != 'world' else worlds, 1)} steps")  # type: ignore[arg-type]
        return 0
    n = len(games)
    spent_clone, _ = best(lambda: clone_only(games, 1), args.repeats)
    spent_dice, _ = best(lambda: clone_with_dice(games, 1), args.repeats)
    spent_game, steps_game = best(lambda: play_game(games, 1), args.repeats)
    spent_world, steps_world = best(lambda: play_world(worlds, 1), args.repeats)
    print(f"positions: {n}")
    print(
        f"clone: {1e6 * spent_clone / n:.1f} us a Game.clone(dice), "
        f"{1e6 * spent_dice / n:.1f} us with a copy of the game's dice"
    )
    print(
        f"game:  {1e6 * spent_game / n:.0f} us a rollout, {steps_game / n:.1f} turns, "
        f"{1e6 * spent_game / steps_game:.2f} us a turn"
    )
    print(
        f"world: {1e6 * spent_world / n:.0f} us a rollout, {steps_world / n:.1f} turns, "
        f"{1e6 * spent_world / steps_world:.2f} us a turn"
    )
    print(f"ratio game / world: {spent_game / spent_world:.2f} a rollout")
    return 0


if __name__ == "__main__":
    sys.exit(main())
