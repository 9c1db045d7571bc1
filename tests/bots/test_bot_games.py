"""Computer players only ever choose legal actions, and whole games of them keep every
invariant: 2,400 seeded bot-only games, all levels mixed, 2 to 10 seats, short targets.

Each game is driven by ``BotTable`` the way the app drives bots: every bot observes every
applied action's events, the current bot ``choose``s, and while an UNO window is open the
bots are asked ``react`` in the order of their reaction delays. The whole module takes
about 35 s on 2 cores. The hard level plays its heuristics alone in these thousands of
games; ``test_bot_search`` plays whole games at every table size with its search on.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest
from bot_host import TEST_BUDGET, BotTable

from uno_tui.bots import LEVELS, Budget, EasyBot, HardBot, NormalBot, make_bot
from uno_tui.engine import (
    DECK_SIZE,
    Action,
    Catch,
    Game,
    NextRound,
    Phase,
    Play,
    make_setup,
    seat_view,
)
from uno_tui.engine.events import Event, GameEnded, RoundEnded

GAMES = 2400
#: The hard level plays its heuristics alone here: thousands of games must stay quick.
#: ``test_bot_search`` plays whole games at every table size with the search on.
QUICK = Budget(ms=60_000.0, steps=0)
NAMES = ("Ana", "Bruno", "Carla", "Duda", "Eva", "Fabio", "Gil", "Hugo", "Ines", "Joao")


def _game_spec(i: int) -> tuple[int, tuple[str, ...], int]:
    """Seats, levels and target of game ``i``: every seat count 2-10 equally often."""
    rng = random.Random(i)
    seats = 2 + i % 9
    levels = tuple(rng.choice(LEVELS) for _ in range(seats))
    return seats, levels, rng.choice((100, 150, 200))


class Invariants:
    """Checks after every applied action; counts what the bots did."""

    def __init__(self) -> None:
        self.kinds: Counter[str] = Counter()
        self.scores: list[int] = []
        self.rounds = 0

    def __call__(self, game: Game, action: Action, events: list[Event]) -> None:
        kind = type(action).__name__
        if type(action) is Play and action.uno:
            kind = "PlayUno"
        self.kinds[kind] += 1
        assert sum(len(h) for h in game.hands) + len(game.draw_pile) + len(game.discard) == (
            DECK_SIZE
        )
        assert len(game.discard) >= 1
        if not self.scores:
            self.scores = list(game.setup.scores)
        ended = [e for e in events if type(e) is RoundEnded]
        if ended:
            self.rounds += 1
            (end,) = ended
            gains = [new - old for new, old in zip(game.scores, self.scores, strict=True)]
            # P1, P2: only the round's winner scores, never less than zero.
            assert all(g == 0 for s, g in enumerate(gains) if s != end.winner), gains
            assert gains[end.winner] == end.points >= 0
        else:
            assert game.scores == self.scores, "scores change only when a round ends"
        self.scores = list(game.scores)


@pytest.mark.slow
def test_bots_finish_thousands_of_games_with_every_invariant() -> None:
    check = Invariants()
    winners: Counter[str] = Counter()
    seat_counts: Counter[int] = Counter()
    for i in range(GAMES):
        seats, levels, target = _game_spec(i)
        table = BotTable(
            make_setup(NAMES[:seats], target=target, seed=i), levels, seed=i, budget=QUICK
        )
        check.scores = []
        game = table.play(check)
        assert game.phase is Phase.GAME_OVER
        assert game.winner is not None
        assert game.scores[game.winner] >= target
        assert sum(1 for s in game.scores if s >= target) == 1
        assert isinstance(game.events[-1], GameEnded)
        winners[levels[game.winner]] += 1
        seat_counts[seats] += 1
    assert set(seat_counts) == set(range(2, 11))
    # Every kind of decision came up, late UNO calls and catches included.
    for kind in (
        "Play",
        "PlayUno",
        "Draw",
        "Keep",
        "Accept",
        "Challenge",
        "ChooseColor",
        "SayUno",
        "Catch",
        "NextRound",
    ):
        assert check.kinds[kind] > 0, (kind, check.kinds)
    assert set(winners) == set(LEVELS)
    assert winners["hard"] > winners["easy"] and winners["normal"] > winners["easy"]


@pytest.mark.parametrize("seats", [2, 3, 6, 10])
def test_the_same_seeds_play_the_same_game(seats: int) -> None:
    levels = tuple(LEVELS[s % 3] for s in range(seats))

    def run() -> list[Action]:
        table = BotTable(make_setup(NAMES[:seats], target=150, seed=seats), levels, seed=9)
        return table.play().actions

    assert run() == run()


def test_make_bot_gives_each_level_its_class() -> None:
    assert LEVELS == ("easy", "normal", "hard")
    for level, cls in zip(LEVELS, (EasyBot, NormalBot, HardBot), strict=True):
        bot = make_bot(level, 3, 11)
        assert type(bot) is cls
        assert (bot.level, bot.seat, bot.seed) == (level, 3, 11)
    with pytest.raises(ValueError, match="unknown level"):
        make_bot("expert", 0, 0)


def test_choose_refuses_a_view_that_is_not_its_decision() -> None:
    game = Game(make_setup(NAMES[:3], seed=4))
    current = game.current
    assert current is not None
    other = (current + 1) % 3
    bot = make_bot("normal", other, 1)
    with pytest.raises(ValueError, match="not seat"):
        bot.choose(seat_view(game, other))
    with pytest.raises(ValueError, match="view of seat"):
        bot.choose(seat_view(game, current))


@pytest.mark.parametrize("level", LEVELS)
def test_a_bot_that_never_observed_still_plays_legally(level: str) -> None:
    """A host that forgets ``observe``: the bots play on the views alone."""
    game = Game(make_setup(NAMES[:4], target=100, seed=21))
    bots = [make_bot(level, s, s, budget=TEST_BUDGET) for s in range(4)]
    for _ in range(20_000):
        if game.phase is Phase.GAME_OVER:
            break
        if game.phase is Phase.ROUND_OVER:
            game.apply(NextRound())
            continue
        seat = game.current
        assert seat is not None
        view = seat_view(game, seat)
        action = bots[seat].choose(view)
        assert action in view.legal
        game.apply(action)
    assert game.phase is Phase.GAME_OVER


def test_react_decides_once_per_window_and_only_while_it_is_open() -> None:
    """The dice are rolled once per UNO window: asking again gives the same answer."""
    catches = {level: 0 for level in LEVELS}
    windows = 0
    for seed in range(400):
        game = _window_open(seed)
        if game is None:
            continue
        windows += 1
        forgetful = game.uno_window
        assert forgetful is not None
        for level in LEVELS:
            seat = (forgetful + 1) % game.n
            bot = make_bot(level, seat, seed)
            view = seat_view(game, seat)
            first = bot.react(view)
            assert all(bot.react(view) == first for _ in range(5))
            if first is not None:
                assert first == Catch(seat, forgetful)
                catches[level] += 1
    assert windows > 150
    rates = {level: catches[level] / windows for level in LEVELS}
    assert rates["easy"] < 0.45 < rates["normal"] < rates["hard"]
    assert rates["hard"] > 0.85
    # No window, nothing to do.
    quiet = Game(make_setup(NAMES[:2], seed=1))
    assert make_bot("hard", 0, 0).react(seat_view(quiet, 0)) is None


def _window_open(seed: int) -> Game | None:
    """A seeded game played by easy bots until one forgets UNO (or ``None``)."""
    table = BotTable(make_setup(NAMES[:3], target=100, seed=seed), ("easy",) * 3, seed=seed)
    game = table.game
    for _ in range(2000):
        if game.phase is Phase.GAME_OVER:
            return None
        if game.phase is Phase.ROUND_OVER:
            table.apply(NextRound(), None)
            continue
        seat = game.current
        assert seat is not None
        table.apply(table.bots[seat].choose(seat_view(game, seat)), None)
        if game.uno_window is not None and game.current != game.uno_window:
            return game
    return None


@pytest.mark.parametrize("level", LEVELS)
def test_the_reaction_delay_is_in_the_level_range_and_leaves_decisions_alone(
    level: str,
) -> None:
    bot = make_bot(level, 0, 5)
    low, high = bot.catching.delay
    assert 0 < low <= high
    delays = [bot.reaction_delay() for _ in range(50)]
    assert all(low <= d <= high for d in delays)
    # Asking for delays does not move the decision dice.
    twin = make_bot(level, 0, 5)
    assert bot.rng.random() == twin.rng.random()


def test_the_levels_catch_at_their_pace() -> None:
    easy, normal, hard = (make_bot(level, 0, 0).catching for level in LEVELS)
    assert easy.delay[0] > normal.delay[0] > hard.delay[0] > 0.5  # nobody catches at once
    assert easy.catch < normal.catch < hard.catch < 1.0
    assert easy.forget > 0 and normal.forget == hard.forget == 0


def test_only_easy_forgets_uno() -> None:
    uno_plays: Counter[str] = Counter()
    forgotten: Counter[str] = Counter()
    for i in range(300):
        seats, levels, target = _game_spec(i)
        table = BotTable(
            make_setup(NAMES[:seats], target=target, seed=i), levels, seed=i, budget=QUICK
        )

        def count(
            game: Game, action: Action, events: list[Event], lv: tuple[str, ...] = levels
        ) -> None:
            if type(action) is Play and len(game.hands[action.seat]) == 1:
                (uno_plays if action.uno else forgotten)[lv[action.seat]] += 1

        table.play(count)
    assert forgotten["normal"] == forgotten["hard"] == 0
    assert uno_plays["normal"] > 0 and uno_plays["hard"] > 0
    assert forgotten["easy"] > 0
