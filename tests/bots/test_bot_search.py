"""The hard level's planning at tables of three or more: what it samples of the hidden cards,
the round simulator it plays them out on, and the search's budget.

Every scenario is a real game (a spelled-out deal, RECORD.md) that a bot watches through
its redacted events, as the app drives it; the samples are read from the bot's memory.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest
from bot_host import TEST_BUDGET, BotTable
from test_bot_games import Invariants

from uno_tui.bots import Budget, HardBot, make_bot
from uno_tui.bots.clues import Lack
from uno_tui.bots.memory import Memory
from uno_tui.bots.readings import decision_numbers, sensible
from uno_tui.bots.sample import Dealer, Inconsistent
from uno_tui.bots.search import MIN_SAMPLES, Stats
from uno_tui.bots.sim import (
    CARD_INDEX,
    COLOR_INDEX,
    Dice,
    World,
    draw,
    drawn_fits,
    majority,
    play,
    points,
    policy_turn,
)
from uno_tui.bots.value import MATCH_LOST, MATCH_WON, Standing, leaf_value, outcome_value
from uno_tui.engine import (
    COLORS,
    Accept,
    Card,
    Challenge,
    Color,
    DealSpec,
    Draw,
    Game,
    Keep,
    NextRound,
    Phase,
    Play,
    full_deck,
    make_setup,
    seat_view,
)
from uno_tui.engine.cards import CARD_KINDS
from uno_tui.engine.events import (
    CardPlayed,
    CardsDrawn,
    DrawReason,
    Reshuffled,
    RoundStarted,
    StartCardTurned,
    WildDrawFourChallenged,
)

R, Y, G, B = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE
NAMES = ("Ana", "Bruno", "Carla", "Duda", "Eva", "Fabio", "Gil", "Hugo", "Ines", "Joao")


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(c) for c in codes.split())


def card(code: str) -> Card:
    return Card.from_code(code)


def table(hands: Sequence[str], start: str, draw_pile: str = "", *, first: int = 0) -> Game:
    """A game with a spelled-out deal in which seat ``first`` plays first (S4)."""
    n = len(hands)
    deal = DealSpec(
        tuple(cards(h) for h in hands), card(start), cards(draw_pile), dealer=(first - 1) % n
    )
    return Game(make_setup(NAMES[:n], seed=1, deals=[deal]))


def watcher(game: Game, seat: int) -> HardBot:
    """A hard bot at ``seat`` that has seen everything so far."""
    bot = HardBot(seat, 0, budget=TEST_BUDGET)
    bot.observe(game.events)
    return bot


def deal_hidden(
    memory: Memory, hand: Sequence[Card], draw_pile: int, rng: random.Random
) -> tuple[list[list[Card]], list[Card]]:
    """One sample as the bot deals it (``Dealer``), in cards: every seat's hand and the draw
    pile, top last."""
    hands, pile = Dealer(memory, hand, draw_pile).deal(rng)
    return [[CARD_KINDS[c] for c in h] for h in hands], [CARD_KINDS[c] for c in pile]


def samples(game: Game, bot: HardBot, count: int = 300) -> list[list[list[Card]]]:
    """``count`` samples of every hand, as the bot deals them."""
    view = seat_view(game, bot.seat)
    rng = random.Random(7)
    return [deal_hidden(bot.memory, view.hand, view.draw_pile, rng)[0] for _ in range(count)]


# ---------------------------------------------------------------- sampling


def test_a_sample_holds_exactly_the_unseen_cards_and_never_one_seen_elsewhere() -> None:
    # Ana holds both red 1s' twin... one red 1, the only green 0, yellow 0 and blue 0, and
    # three of the four Wilds; the red 0 is the start card and Bruno's red 1 goes on it.
    game = table(
        ["R1 G0 Y0 B0 W W W", "R1 G2 G3 G4 G6 G7 G8", "B1 B2 B3 B4 B6 B7 B8", "Y1 Y2 Y3 Y4"],
        "R0",
        first=1,
    )
    game.apply(Play(1, card("R1")))
    game.apply(Draw(2))
    view = seat_view(game, 0)
    bot = watcher(game, 0)
    seen = Counter(view.hand) + Counter(game.discard)
    rng = random.Random(3)
    for _ in range(200):
        hands, pile = deal_hidden(bot.memory, view.hand, view.draw_pile, rng)
        assert [len(h) for h in hands] == list(view.hand_sizes)
        assert len(pile) == view.draw_pile
        assert hands[0] == list(view.hand)
        hidden = Counter(pile)
        for hand in hands[1:]:
            hidden.update(hand)
        # The hidden cards and the seen ones make the deck, once each.
        assert hidden + seen == Counter(full_deck())
        for code in ("R1", "R0", "G0", "Y0", "B0"):
            assert hidden[card(code)] == 0
        assert hidden[card("W")] == 1


def test_a_player_who_drew_on_red_is_sampled_without_red_until_they_draw_again() -> None:
    # Bruno has no red, no 5 and no Wild: he draws on the red 5, and the green 9 he draws
    # does not fit either (T3). Then Ana's Draw Two gives him two cards that might be red.
    game = table(
        ["R+2 R1 B6 B7 Y7 Y8 G6", "G1 G2 B3 B4 Y6 Y7 G8", "R7 R8 B1 B2 Y1 Y2 G3"],
        "R5",
        draw_pile="G9",
        first=1,
    )
    game.apply(Draw(1))
    assert game.current == 2
    game.apply(Play(2, card("R7")))
    bot = watcher(game, 0)

    def fits(c: Card) -> bool:
        return c.is_wild or c.color is R or c.rank is card("R5").rank

    for hands in samples(game, bot):
        assert len(hands[1]) == 8
        assert not any(fits(c) for c in hands[1])
    # Carla never drew: she may hold anything.
    assert any(any(c.color is R for c in hands[2]) for hands in samples(game, bot))
    game.apply(Play(0, card("R+2")))  # A3: Bruno draws two, unseen, and is skipped
    bot = watcher(game, 0)
    counts = [sum(fits(c) for c in hands[1]) for hands in samples(game, bot)]
    assert max(counts) == 2  # only the two cards drawn since may be red, 5 or Wild
    assert min(counts) == 0


def test_a_drawn_card_that_was_kept_is_the_one_card_that_may_fit() -> None:
    game = table(
        ["R1 R2 B6 B7 Y7 Y8 G6", "G1 G2 B3 B4 Y6 Y7 G8", "R7 R8 B1 B2 Y1 Y2 G3"],
        "R5",
        draw_pile="R9",
        first=1,
    )
    game.apply(Draw(1))
    assert game.phase is Phase.DRAWN
    game.apply(Keep(1))  # the red 9 fitted, and Bruno kept it (T3)
    bot = watcher(game, 0)
    five = card("R5").rank

    def fitting(hands: list[list[Card]]) -> int:
        return sum(c.color is R or c.is_wild or c.rank is five for c in hands[1])

    # The kept card may fit; none of the others does. (A sensible player would have played
    # a red 9: the kept card is read as a Wild, until it shows otherwise.)
    assert {fitting(hands) for hands in samples(game, bot)} == {1}
    game.apply(Play(2, card("R7")))
    game.apply(Play(0, card("R1")))
    game.apply(Play(1, card("R9")))
    bot = watcher(game, 0)
    assert not bot.memory.kept_wilds[1]
    assert {fitting(hands) for hands in samples(game, bot)} == {0}


def test_cards_a_challenge_showed_are_placed_in_that_hand() -> None:  # W4
    # Ana's Wild Draw Four is legal (no red); Bruno challenges and sees her hand.
    game = table(["W+4 G1 B2 Y3 G4", "R1 R2 R3 R4 R6 R7 R8", "B1 B3 B4 B6 B7 B8 B9"], "R5", first=0)
    game.apply(Play(0, card("W+4"), G))
    game.apply(Challenge(1))  # W5: legal, Bruno draws six
    bruno = watcher(game, 1)
    for hands in samples(game, bruno):
        assert sorted(hands[0]) == sorted(cards("G1 B2 Y3 G4"))
    # Carla saw only the verdict: Ana held no red, whatever else she holds.
    carla = watcher(game, 2)
    carla_samples = samples(game, carla)
    assert all(not any(c.color is R for c in hands[0]) for hands in carla_samples)
    assert any(sorted(hands[0]) != sorted(cards("G1 B2 Y3 G4")) for hands in carla_samples)


def test_a_rule_that_a_later_play_breaks_is_dropped() -> None:  # T3: drawing is always allowed
    # Bruno draws on red holding a red 9 (perhaps saving it), then plays it: his hand is
    # no longer sampled as red-less.
    game = table(
        ["R1 R2 B6 B7 Y7 Y8 G6", "R9 G2 B3 B4 Y6 Y7 G8", "R7 R8 B1 B2 Y1 Y2 G3"],
        "R5",
        draw_pile="G9",
        first=1,
    )
    game.apply(Draw(1))
    game.apply(Play(2, card("R7")))
    game.apply(Play(0, card("R1")))
    game.apply(Play(1, card("R9")))
    bot = watcher(game, 0)
    assert not bot.memory.lacks[1]
    assert any(any(c.color is R for c in hands[1]) for hands in samples(game, bot))


def test_a_memory_that_missed_events_is_caught_not_sampled() -> None:
    game = table(["R1 R2 B6", "G1 G2 B3", "R7 R8 B1"], "R5", draw_pile="G9", first=1)
    game.apply(Draw(1))
    game.apply(Play(2, card("R7")))
    bot = HardBot(0, 0, budget=TEST_BUDGET)
    bot.observe(game.events[:2])  # the round's start only
    view = seat_view(game, 0)
    bot.memory.sizes = list(view.hand_sizes)
    with pytest.raises(Inconsistent):
        Dealer(bot.memory, view.hand, view.draw_pile)
    # Asked to decide all the same, it plays a legal move (the heuristics).
    assert bot.choose(view) in view.legal


# ---------------------------------------------------------------- the simulator


def _world(game: Game) -> World:
    """The whole state of ``game`` in the simulator's numbers (a test may look)."""
    assert game.color is not None and game.current is not None
    return World(
        [[CARD_INDEX[c] for c in hand] for hand in game.hands],
        [CARD_INDEX[c] for c in game.draw_pile],
        [CARD_INDEX[c] for c in game.discard[:-1]],
        CARD_INDEX[game.top],
        COLOR_INDEX[game.color],
        game.direction,
        game.current,
        [[0.0] * 9 for _ in range(game.n)],
    )


def _same(world: World, game: Game) -> None:
    assert [sorted(h) for h in world.hands] == [
        sorted(CARD_INDEX[c] for c in h) for h in game.hands
    ]
    assert world.pile == [CARD_INDEX[c] for c in game.draw_pile]
    assert world.top == CARD_INDEX[game.top]
    assert game.color is not None and world.color == COLOR_INDEX[game.color]
    assert world.direction == game.direction


@pytest.mark.parametrize("seats", [2, 3, 4, 6, 10])
def test_the_simulator_plays_a_round_as_the_engine_does(seats: int) -> None:
    """The same deal, the same moves (the simulator's policy's), in both: the same hands,
    piles, top card, colour, direction, turns, winner and points, up to the first
    reshuffle (each shuffles with its own dice)."""
    compared = 0
    for seed in range(40):
        game = Game(make_setup(NAMES[:seats], seed=seed))
        if game.phase is Phase.COLOR:
            continue
        world = _world(game)
        rng = random.Random(seed)
        for _ in range(500):
            seat = game.current
            assert seat is not None and world.cur == seat
            before = len(game.events)
            choice = policy_turn(world, seat)
            if choice < 0:
                if not game.draw_pile:
                    break  # a reshuffle comes
                drawn = game.draw_pile[-1]
                game.apply(Draw(seat))
                got = draw(world, seat, 1, rng)
                assert got == [CARD_INDEX[drawn]]
                if game.phase is Phase.DRAWN:
                    choice = got[0]
                else:
                    world.cur = (seat + world.direction) % seats
            if choice >= 0:
                face = CARD_KINDS[choice]
                color = None
                named = -1
                if face.is_wild:
                    rest = list(world.hands[seat])
                    rest.remove(choice)
                    named = majority(rest, world.color)
                    color = COLORS[named]
                uno = len(game.hands[seat]) == 2
                game.apply(Play(seat, face, color, uno))
                if game.phase is Phase.CHALLENGE:
                    assert game.current is not None
                    game.apply(Accept(game.current))  # the world's table: nobody challenges
                if any(type(e) is Reshuffled for e in game.events[before:]):
                    break
                winner = play(world, seat, choice, named, rng)
                if winner >= 0:
                    assert game.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
                    assert game.round_results[-1] == (winner, points(world, winner))
                    compared += 1
                    break
            _same(world, game)
            assert world.cur == game.current
    assert compared >= 12  # rounds played to the end before any reshuffle


def test_a_challenged_bluff_costs_four_cards_and_the_turn() -> None:  # W1, W6
    hands = [[CARD_INDEX[c] for c in cards(h)] for h in ("W+4 R3 G1", "B1 B2", "Y1 Y2")]
    pile = [CARD_INDEX[c] for c in cards("G2 G3 G4 G5 G6 G7")]
    fresh_pile = list(pile)
    always = [[1.0] * 9 for _ in range(3)]
    world = World(hands, pile, [], CARD_INDEX[card("R5")], COLOR_INDEX[R], 1, 0, always)
    assert play(world, 0, CARD_INDEX[card("W+4")], COLOR_INDEX[G], random.Random(0)) == -1
    assert len(world.hands[0]) == 6 and len(world.hands[1]) == 2
    assert world.cur == 1  # the challenger plays on
    honest = World(
        [[CARD_INDEX[c] for c in cards(h)] for h in ("W+4 G1", "B1 B2", "Y1 Y2")],
        fresh_pile,
        [],
        CARD_INDEX[card("R5")],
        COLOR_INDEX[R],
        1,
        0,
        always,
    )
    play(honest, 0, CARD_INDEX[card("W+4")], COLOR_INDEX[G], random.Random(0))
    assert len(honest.hands[1]) == 8 and honest.cur == 2  # W5: six cards, turn lost


# ---------------------------------------------------------------- the search


def _decision_at_four_seats(seed: int) -> tuple[Game, int]:
    """A seeded four-seat game of normal players, stopped at a turn with several cards to
    choose from."""
    table_ = BotTable(make_setup(NAMES[:4], seed=seed), ("normal",) * 4, seed=seed)
    game = table_.game
    while True:
        seat = game.current
        if game.phase is Phase.TURN and seat is not None:
            view = seat_view(game, seat)
            if len({a.card for a in view.legal if isinstance(a, Play)}) >= 2:
                return game, seat
        if game.phase is Phase.ROUND_OVER:
            game.apply(NextRound())
            continue
        table_.step()


@pytest.mark.parametrize("steps", [50, 400])
def test_the_search_keeps_to_its_step_budget_and_a_seed_plays_the_same(steps: int) -> None:
    for seed in range(6):
        game, seat = _decision_at_four_seats(seed)
        view = seat_view(game, seat)
        choices = []
        for _ in range(2):
            bot = make_bot("hard", seat, seed, budget=Budget(ms=60_000.0, steps=steps))
            assert isinstance(bot, HardBot)
            bot.observe(game.events)
            choices.append((bot.choose(view), bot.stats))
        assert choices[0] == choices[1]
        action, stats = choices[0]
        assert action in view.legal
        assert stats.searches == 1 and stats.worlds >= 1 and not stats.timed_out
        # A sample plays each move at most a horizon of turns: one sample's worth over.
        assert stats.steps < steps + 8 * 16


def test_two_players_search_from_the_duel_weighing() -> None:
    """Two players, the hard level's first choice is its weighing in cards (with no steps
    to think it plays that); given steps, it searches the same decision, a seed playing the
    same, and leaves that choice only for a move that beats it clearly."""
    searched = 0
    changed = 0
    for seed in range(12):
        table_ = BotTable(make_setup(NAMES[:2], seed=seed), ("normal",) * 2, seed=seed)
        game = table_.game
        for _ in range(seed):
            table_.step()
        while not (
            game.phase is Phase.TURN
            and len(
                {a.card for a in seat_view(game, game.current or 0).legal if isinstance(a, Play)}
            )
            >= 2
        ):
            table_.step()
        seat = game.current
        assert seat is not None
        view = seat_view(game, seat)
        first = HardBot(seat, seed, budget=Budget(ms=60_000.0, steps=0))
        first.observe(game.events)
        weighed = first.choose(view)
        assert first.stats.searches == 0
        choices = []
        for _ in range(2):
            bot = HardBot(seat, seed, budget=Budget(ms=60_000.0, steps=400))
            bot.observe(game.events)
            choices.append((bot.choose(view), bot.stats))
        assert choices[0] == choices[1]
        action, stats = choices[0]
        assert action in view.legal
        searched += stats.searches
        changed += action != weighed
    assert searched >= 10
    assert changed < searched / 2


def test_the_search_stops_on_its_clock() -> None:
    game, seat = _decision_at_four_seats(1)
    bot = HardBot(seat, 1, budget=Budget(ms=0.0, steps=10**9))
    bot.observe(game.events)
    view = seat_view(game, seat)
    assert bot.choose(view) in view.legal
    assert bot.stats == Stats(searches=1, worlds=0, steps=bot.stats.steps, timed_out=1)


def test_a_fixed_number_of_samples_overrides_the_clock_and_the_steps() -> None:
    """``Budget.samples`` (for comparing versions of the search): every search deals that
    many samples whatever the clock says, unless no rival to the heuristic's move is left,
    and a seed plays the same."""
    for seed in range(6):
        game, seat = _decision_at_four_seats(seed)
        view = seat_view(game, seat)
        choices = []
        for _ in range(2):
            bot = HardBot(seat, seed, budget=Budget(ms=0.0, steps=1, samples=24))
            bot.observe(game.events)
            choices.append((bot.choose(view), bot.stats))
        assert choices[0] == choices[1]
        action, stats = choices[0]
        assert action in view.legal
        assert stats.searches == 1 and not stats.timed_out
        assert MIN_SAMPLES <= stats.worlds <= 24
        # A search that ended early had only the heuristic's move left to make.
        assert stats.worlds == 24 or stats.left == 0
        first = HardBot(seat, seed, budget=Budget(ms=60_000.0, steps=0))
        first.observe(game.events)
        assert stats.left == (action != first.choose(view))


@pytest.mark.parametrize("seats", range(2, 11))
def test_every_level_plays_whole_games_at_every_table_size(seats: int) -> None:
    """Seeded games, all levels mixed and the hard ones searching: every choice is one of
    the offered actions (``BotTable`` checks), every invariant holds, the game ends."""
    for seed in range(4):
        levels = tuple(("hard", "normal", "easy")[(s + seed) % 3] for s in range(seats))
        table_ = BotTable(make_setup(NAMES[:seats], target=150, seed=seed), levels, seed=seed)
        check = Invariants()
        game = table_.play(check)
        assert game.phase is Phase.GAME_OVER and game.winner is not None
        assert game.scores[game.winner] >= 150
        hard = [b for b in table_.bots if isinstance(b, HardBot)]
        if hard:
            assert sum(b.stats.searches for b in hard) > 0
            assert sum(b.stats.worlds for b in hard) > sum(b.stats.searches for b in hard)


def test_the_search_keeps_the_last_card_of_a_player_from_a_colour_they_lack() -> None:
    # Bruno drew on the blue 9 (no blue, no 9, no Wild), then played down to one card. On
    # the green 7 Ana may play her red 7 (the normal level does: it keeps her red 1 company)
    # or her blue 7: only a 7 lets Bruno go out on blue, any red or 7 on red.
    game = table(["Y4 G6 R7 B7 R1", "G4 Y3", "B4 G3 G7 R2 R3"], "B9", draw_pile="Y8", first=1)
    game.apply(Draw(1))
    for action in (
        Play(2, card("B4")),
        Play(0, card("Y4")),
        Play(1, card("Y3")),
        Play(2, card("G3")),
        Play(0, card("G6")),
        Play(1, card("G4"), None, True),
        Play(2, card("G7")),
    ):
        game.apply(action)
    view = seat_view(game, 0)
    assert view.hand_sizes[1] == 1
    normal = make_bot("normal", 0, 0)
    normal.observe(game.events)
    assert normal.choose(view) == Play(0, card("R7"))
    bot = HardBot(0, 0, budget=Budget(ms=60_000.0, steps=4000))
    bot.observe(game.events)
    assert bot.memory.lacks[1]
    assert bot.choose(view) == Play(0, card("B7"))
    assert bot.stats.worlds >= 20


def test_a_rule_broken_by_a_play_or_a_verdict_is_dropped() -> None:  # T3, W5, W6
    memory = Memory(2)
    memory.see(RoundStarted(1, 2, (7, 7, 7)))
    memory.see(StartCardTurned(card("R5")))
    memory.see(CardsDrawn(0, 1, 1, DrawReason.CHOICE))  # no red, no 5, no Wild
    memory.see(CardPlayed(1, card("R6"), R))
    assert memory.lacks[0] == [Lack(R, card("R5").rank, True, 0)]
    memory.see(CardPlayed(0, card("W+4"), G))  # a Wild, and nothing drawn since
    # The rule was wrong (drawing is always allowed); the Wild Draw Four, spent while
    # nobody was nearly out, makes a new one: no red (W1), and nothing else fitted.
    six = card("R6").rank
    assert memory.lacks[0] == [Lack(R, six, False, 0)]
    memory.see(WildDrawFourChallenged(1, 0, True, R))  # legal: no red after it (W1)
    assert memory.lacks[0] == [Lack(R, six, False, 0), Lack(R, None, False, 0)]
    memory.see(CardsDrawn(0, 4, 4, DrawReason.DRAW_TWO))
    assert memory.lacks[0] == [Lack(R, six, False, 4), Lack(R, None, False, 4)]
    memory.see(WildDrawFourChallenged(1, 0, False, R))  # now held red: one drawn since
    memory.see(CardsDrawn(0, 4, 4, DrawReason.CHALLENGE_PENALTY))
    assert memory.lacks[0] == [Lack(R, six, False, 8), Lack(R, None, False, 8)]
    fresh = Memory(2)
    fresh.see(RoundStarted(1, 2, (7, 7, 7)))
    fresh.see(StartCardTurned(card("R5")))
    fresh.see(WildDrawFourChallenged(1, 0, True, R))
    fresh.see(WildDrawFourChallenged(1, 0, False, R))  # red, and nothing drawn since
    assert not fresh.lacks[0]


# ---------------------------------------------------------------- reading a sensible player


def _held(hand: Sequence[Card], color: Color) -> int:
    return sum(c.color is color for c in hand)


def test_a_wild_spent_while_nothing_pressed_says_nothing_else_fitted() -> None:  # A4, T1
    # Bruno has no red, no 5: a sensible player then plays his Wild (nobody is nearly out),
    # naming the colour he holds most. Ana samples his six cards without red or a 5, and
    # with green held most.
    game = table(
        ["R1 R2 B6 B7 Y7 Y8 G6", "W G1 G2 G3 B4 B6 Y7", "R7 R8 B1 B2 Y1 Y2 G4"],
        "R5",
        first=1,
    )
    assert make_bot("normal", 1, 0).choose(seat_view(game, 1)) == Play(1, card("W"), G)
    game.apply(Play(1, card("W"), G))
    bot = watcher(game, 0)
    sampled = samples(game, bot)
    five = card("R5").rank
    for hands in sampled:
        assert not any(c.color is R or c.rank is five for c in hands[1])
    most = [
        all(_held(hands[1], G) >= _held(hands[1], other) for other in (Y, B)) for hands in sampled
    ]
    assert sum(most) >= 0.95 * len(sampled)
    # Carla played nothing: her hand is anyone's.
    assert any(any(c.color is R for c in hands[2]) for hands in sampled)


def test_a_wild_draw_four_says_its_player_held_none_of_the_colour() -> None:  # W1
    game = table(
        ["R1 R2 B6 B7 Y7 Y8 G6", "W+4 G1 G2 G3 B4 B6 Y7 Y6", "R7 R8 B1 B2 Y1 Y2 G4"],
        "R5",
        first=1,
    )
    game.apply(Play(1, card("W+4"), G))
    game.apply(Accept(2))
    bot = watcher(game, 0)
    for hands in samples(game, bot):
        assert not any(c.color is R for c in hands[1])


def test_a_fitting_card_drawn_and_kept_is_sampled_as_a_wild() -> None:  # T3
    # A sensible player plays a drawn card that fits, unless it is a Wild kept for later.
    game = table(
        ["R1 R2 B6 B7 Y7 Y8 G6", "G1 G2 G3 B4 B6 Y7 Y6", "R7 R8 B1 B2 Y1 Y2 G4"],
        "R5",
        draw_pile="W",
        first=1,
    )
    game.apply(Draw(1))
    assert make_bot("normal", 1, 0).choose(seat_view(game, 1)) == Keep(1)
    game.apply(Keep(1))
    game.apply(Play(2, card("R7")))
    bot = watcher(game, 0)
    for hands in samples(game, bot):
        assert sum(c.is_wild for c in hands[1]) >= 1
        # The seven cards he did not draw fit nothing on the red 5.
        assert sum(c.color is R or c.is_wild or c.rank is card("R5").rank for c in hands[1]) == 1


def test_a_plain_card_played_when_a_wild_mattered_says_there_was_no_wild() -> None:
    # Carla, next after Bruno, holds two cards: a sensible Bruno would stop her with a Wild
    # if he had one. He plays the green 1, so he has no Wild.
    game = table(
        ["R1 R2 B6 B7 Y7 Y8 G6", "G1 G2 G3 B4 B6 Y7 Y6", "R7 Y1"],
        "G5",
        first=1,
    )
    game.apply(Play(1, card("G1")))
    bot = watcher(game, 0)
    sampled = samples(game, bot)
    assert all(card("W") not in hands[1] for hands in sampled)
    assert any(card("W") in hands[2] for hands in sampled)  # Carla may hold one


def test_a_plain_play_says_the_player_held_no_better_card_of_its_colour() -> None:  # T1
    # Bruno names green with his Wild; two turns later, on the green 6, he plays the green
    # 3: a sensible player sheds the most points of the colour, so he held no green 4 to 9
    # then, and (having drawn nothing since) holds none now. Ana samples him so, and reads
    # his earlier Wild as well, although his last play is no Wild.
    game = table(
        ["G6 R2 B7 B8 Y7 Y8 Y9", "W G1 G2 G3 B4 B6 Y1", "R7 R8 B1 B2 Y2 Y3 G4"],
        "R5",
        first=1,
    )
    for seat in (1, 2, 0, 1):
        game.apply(make_bot("normal", seat, 0).choose(seat_view(game, seat)))
    assert [e.card for e in game.events if isinstance(e, CardPlayed)] == list(cards("W G4 G6 G3"))
    bot = watcher(game, 0)

    def better(sampled: list[list[list[Card]]]) -> float:
        """How often Bruno is sampled with a green 4 to 9."""
        held = [any(c.color is G and 3 < c.points < 10 for c in h[1]) for h in sampled]
        return sum(held) / len(sampled)

    sampled = samples(game, bot)
    assert better(sampled) == 0.0
    # The Wild still says he had no red and no 5 (A4, T1).
    five = card("R5").rank
    assert not any(c.color is R or c.rank is five for h in sampled for c in h[1])
    # Unread, his hand would often hold one.
    bot.memory.logs[1] = None
    assert better(samples(game, bot)) > 0.3


@pytest.mark.parametrize("seats", [3, 4, 6])
def test_the_reading_of_a_sensible_player_fits_every_play_of_the_normal_level(
    seats: int,
) -> None:
    """Whatever the hard level reads into a normal player's plays holds for the hand the
    player really had: every rule it samples by (``Lack``) is kept by the real hand, every
    kept card it takes for a Wild is one, and ``sensible`` accepts every play from a hand."""
    checked = 0
    for seed in range(6):
        table_ = BotTable(
            make_setup(NAMES[:seats], target=200, seed=seed), ("normal",) * seats, seed=seed
        )
        game = table_.game
        bot = watcher(game, 0)
        seen = len(game.events)
        while game.phase is not Phase.GAME_OVER:
            seat = game.current
            before = list(game.hands[seat]) if seat is not None else []
            phase = game.phase
            table_.step()
            bot.observe(game.events[seen:])
            seen = len(game.events)
            memory = bot.memory
            if game.phase is not Phase.TURN:
                continue
            for other in range(1, seats):
                hand = game.hands[other]
                for lack in memory.lacks[other]:
                    assert sum(lack.forbids(c) for c in hand) <= lack.free, (lack, hand)
                assert sum(c.is_wild for c in hand) >= memory.kept_wilds[other]
            decision = memory.decisions[seat] if seat is not None else None
            if (
                phase is Phase.TURN
                and seat
                and decision is not None
                and (len(before) == len(game.hands[seat]) + 1 and memory.drawn_since[seat] == 0)
            ):
                assert sensible([CARD_INDEX[c] for c in before], decision_numbers(decision, seat))
                checked += 1
    assert checked > 100


def test_a_round_that_ends_the_match_is_weighed_as_the_match() -> None:
    """The last rounds of a match: the player whose round win would take them to the
    target is the one to stop, whoever else is closer to going out; a round we win to the
    target is worth more than any other round."""
    far = [500, 500, 500, 500]
    near_one = [500, 20, 500, 500]  # seat 1 lacks 20 points of the target
    assert outcome_value(0, 4, 1, 30, near_one) == MATCH_LOST
    assert outcome_value(0, 4, 1, 30, far) > -0.1
    assert outcome_value(0, 4, 2, 30, near_one) == outcome_value(0, 4, 2, 30, far)
    assert outcome_value(0, 4, 0, 30, [20, 500, 500, 500]) == MATCH_WON
    assert MATCH_WON > outcome_value(0, 4, 0, 400, far) > outcome_value(0, 4, 0, 30, far)

    def world(*hands: str) -> World:
        return World(
            [[CARD_INDEX[c] for c in cards(h)] for h in hands],
            [],
            [],
            CARD_INDEX[card("R1")],
            COLOR_INDEX[R],
            1,
            0,
            [],
        )

    # Only seat 2 can end the match: a world where seat 2 holds one card is worse than
    # one where seat 1 does, and worse than the same world with nobody near the target.
    a = world("R2 G3 B4", "Y5", "G6 B7", "Y8 G9 B1")
    b = world("R2 G3 B4", "Y5 G6", "B7", "Y8 G9 B1")
    near_two = [500, 500, 20, 500]
    assert leaf_value(b, 0, near_two) < leaf_value(a, 0, near_two)
    assert leaf_value(a, 0, near_two) < leaf_value(a, 0, far)


def test_at_a_table_a_round_is_worth_the_chance_of_winning_the_match_it_leaves() -> None:
    """Three or more seats: only points win a match. A round won with many points is worth
    much more than one won with few; another's win costs more the closer it takes them to
    the target, and most when it ends the match; the match won is the most of all."""
    start = Standing(0, [500] * 6)
    assert start.chance() == pytest.approx(1 / 6)
    assert start.outcome(0, 200) - start.outcome(0, 50) > start.outcome(0, 50) - 1.0
    assert start.outcome(1, 200) < start.outcome(1, 50) < 1.0
    # Seat 1 lacks 150 points, seat 2 still 500: the same 100 points cost more from seat 1.
    race = Standing(0, [400, 150, 500, 500, 500, 500])
    assert race.outcome(1, 100) < race.outcome(2, 100) < race.chance() * 6
    assert race.outcome(1, 150) == 0.0
    assert race.outcome(0, 400) == 6
    assert race.outcome(0, 399) < 6

    def world(*hands: str) -> World:
        return World(
            [[CARD_INDEX[c] for c in cards(h)] for h in hands],
            [],
            [],
            CARD_INDEX[card("R1")],
            COLOR_INDEX[R],
            1,
            0,
            [],
        )

    # Seat 1 or seat 2 holds one card; seat 1 is the one near the target.
    a = world("R2 G3 B4", "Y5 G6", "B7", "Y8 G9 B1")
    b = world("R2 G3 B4", "Y5", "G6 B7", "Y8 G9 B1")
    near = Standing(0, [500, 40, 500, 500])
    assert near.leaf(b) < near.leaf(a)


def test_the_dice_of_one_sample_roll_the_same_for_every_move() -> None:
    """Every move of one sample is played out on the same luck: rewound, the dice give the
    same numbers (and shuffle a reshuffled pile the same way); a new sample's are new."""
    dice = Dice(random.Random(3).random)
    first = [dice.random() for _ in range(5)]
    pile = list(range(20))
    dice.shuffle(pile)
    dice.rewind()
    assert [dice.random() for _ in range(5)] == first
    again = list(range(20))
    dice.shuffle(again)
    assert again == pile and sorted(pile) == list(range(20))
    dice.new()
    assert [dice.random() for _ in range(5)] != first


def test_a_simulated_player_plays_a_drawn_card_as_the_normal_level_does() -> None:  # T3, W1
    def world(hand: str, top: str, color: Color) -> World:
        hands = [[CARD_INDEX[c] for c in cards(hand)], [CARD_INDEX[card("Y1")]]]
        return World(hands, [], [], CARD_INDEX[card(top)], COLOR_INDEX[color], 1, 0, [])

    w4, wild = CARD_INDEX[card("W+4")], CARD_INDEX[card("W")]
    assert drawn_fits(world("R2 G3 W+4", "R5", R), 0, w4) is False  # a bluff: kept
    assert drawn_fits(world("G3 W+4", "R5", R), 0, w4) is True
    assert drawn_fits(world("R2 W", "R5", R), 0, wild) is True
    assert drawn_fits(world("G3 B5", "R5", R), 0, CARD_INDEX[card("B5")]) is True  # T1 rank
    assert drawn_fits(world("G3 B6", "R5", R), 0, CARD_INDEX[card("B6")]) is False


def test_the_searching_seat_keeps_its_wild_to_go_out_in_the_simulation() -> None:  # T2
    """In the look-ahead the searching seat plays on as its own first choice does: with a
    small hand it keeps a Wild while a plain card fits; the normal players spend it."""

    def world(keeper: int) -> World:
        hands = [
            [CARD_INDEX[c] for c in cards("W R1")],
            [CARD_INDEX[c] for c in cards("G1 G2 G3 G4 G6")],
            [CARD_INDEX[c] for c in cards("Y1 Y2 Y3 Y4 Y6")],
        ]
        top = CARD_INDEX[card("R5")]
        return World(hands, [], [], top, COLOR_INDEX[R], 1, 0, [], keeper)

    assert policy_turn(world(-1), 0) == CARD_INDEX[card("W")]
    assert policy_turn(world(0), 0) == CARD_INDEX[card("R1")]
    # At two seats the look-ahead's players spend it with three cards (sim.SMALL_HAND_TWO).
    two = World(
        [[CARD_INDEX[c] for c in cards(h)] for h in ("W R1 B3", "G1 G2 G3 G4 G6")],
        [],
        [],
        CARD_INDEX[card("R5")],
        COLOR_INDEX[R],
        1,
        0,
        [],
        -1,
    )
    assert policy_turn(two, 0) == CARD_INDEX[card("W")]
