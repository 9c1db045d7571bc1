"""SeatView: one seat sees its own hand and the public table, nothing else (T7, W4, H2, H3)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from uno_tui.engine import (
    Card,
    Catch,
    Challenge,
    Color,
    DealSpec,
    Draw,
    Game,
    Keep,
    NextRound,
    Phase,
    Play,
    SayUno,
    SeatView,
    make_setup,
    seat_view,
)
from uno_tui.engine.events import (
    CardsDrawn,
    DrawReason,
    Event,
    WildDrawFourChallenged,
    event_for_seat,
)

NAMES = ("Ana", "Bruno", "Carla", "Duda", "Eva", "Fabio", "Gil", "Hugo", "Ines", "Joao")


def cards(codes: str) -> tuple[Card, ...]:
    return tuple(Card.from_code(code) for code in codes.split())


def card(code: str) -> Card:
    return Card.from_code(code)


def table(hands: Sequence[str], start: str, draw_pile: str = "", dealer: int = -1) -> Game:
    """A game with a spelled-out first deal; by default the last seat deals, so seat 0 starts."""
    n = len(hands)
    deal = DealSpec(
        hands=tuple(cards(h) for h in hands),
        start=card(start),
        draw_pile=cards(draw_pile),
        dealer=dealer % n,
    )
    return Game(make_setup(NAMES[:n], seed=3, deals=[deal]))


def views(game: Game) -> list[SeatView]:
    """Every seat's view, then the spectator's."""
    return [seat_view(game, seat) for seat in (*range(game.n), None)]


def seen(game: Game, view: SeatView) -> list[Event]:
    """The game's events as ``view``'s seat is told them (as the bots and the table are)."""
    return [event_for_seat(e, view.seat) for e in game.events]


def assert_private(view: SeatView, game: Game) -> None:
    """What a view may hold of the private cards (T7, W4, H3)."""
    if view.seat is None:
        assert view.hand == ()
        assert view.drawn is None
    else:
        assert sorted(view.hand) == sorted(game.hands[view.seat])
    assert view.hand_sizes == tuple(len(h) for h in game.hands)
    for event in seen(game, view):
        if isinstance(event, CardsDrawn) and event.seat != view.seat:
            assert event.cards == (), f"seat {view.seat} sees {event.seat}'s drawn cards"
        if isinstance(event, WildDrawFourChallenged) and view.seat not in (
            event.challenger,
            event.player,
        ):
            assert event.hand == (), f"seat {view.seat} sees the hand shown to the challenger"
    assert all(a.seat == view.seat for a in view.legal) or view.seat is None


# ---------------------------------------------------------------- hands (T7)


def test_t7_each_seat_sees_only_its_own_hand() -> None:
    game = table(["R5 R+2 B7 G0", "B1 B2 R3", "G8 G9 R4"], "R7", "Y1 Y2 Y3 Y4")
    for seat, hand in enumerate(["R5 R+2 B7 G0", "B1 B2 R3", "G8 G9 R4"]):
        view = seat_view(game, seat)
        assert view.seat == seat
        assert view.hand == cards(hand)
        assert view.hand_sizes == (4, 3, 3)
        assert_private(view, game)
        others = {c for s, h in enumerate(game.hands) if s != seat for c in h}
        assert not others & set(view.hand)


def test_h2_spectator_sees_the_public_table_only() -> None:
    game = table(["R5 R+2 B7 G0", "B1 B2 R3", "G8 G9 R4"], "R7", "Y1 Y2 Y3 Y4")
    view = seat_view(game, None)
    assert view.seat is None
    assert view.hand == ()
    assert view.hand_sizes == (4, 3, 3)
    assert (view.top, view.color, view.current, view.clockwise) == (card("R7"), Color.RED, 0, True)
    assert view.draw_pile == 108 - 11 and view.discard_pile == 1
    assert view.names == NAMES[:3]
    assert not view.my_turn


def test_view_is_a_snapshot() -> None:
    # STYLE.md habit 4: a view does not change when the game moves on.
    game = table(["R5 R6 B7", "B1 B2 R3"], "R7", "Y1 Y2")
    before = seat_view(game, 0)
    game.apply(Play(0, card("R5")))
    assert before.hand == cards("R5 R6 B7")
    assert before.top == card("R7") and before.current == 0
    with pytest.raises(AttributeError):
        before.current = 1  # type: ignore[misc]
    assert seat_view(game, 0).hand == cards("R6 B7")


# ---------------------------------------------------------------- drawn cards


def test_draw_two_cards_are_seen_by_the_drawer_alone() -> None:  # A3, T7
    game = table(["R+2 B7 G0", "B1 B2 R3", "G8 G9 R4"], "R7", "Y1 Y2 Y3 Y4")
    game.apply(Play(0, card("R+2")))
    for view in views(game):
        assert_private(view, game)
        (drawn,) = [e for e in seen(game, view) if isinstance(e, CardsDrawn)]
        assert (drawn.seat, drawn.count, drawn.reason) == (1, 2, DrawReason.DRAW_TWO)
        assert drawn.cards == (cards("Y1 Y2") if view.seat == 1 else ())


def test_t3_the_drawn_card_is_shown_to_the_drawer_alone() -> None:
    game = table(["B7 G0", "B1 B2 R3", "G8 G9 R4"], "R7", "R1 Y2")
    game.apply(Draw(0))
    assert game.phase is Phase.DRAWN
    mine, bruno, carla, spectator = views(game)
    assert mine.drawn == card("R1") and mine.my_turn
    assert bruno.drawn is None and carla.drawn is None and spectator.drawn is None
    assert set(mine.legal) == {Play(0, card("R1")), Keep(0)}
    assert bruno.legal == () and carla.legal == ()
    for view in (mine, bruno, carla, spectator):
        assert_private(view, game)
        (drawn,) = [e for e in seen(game, view) if isinstance(e, CardsDrawn)]
        assert drawn.cards == (cards("R1") if view.seat == 0 else ())
        assert drawn.count == 1


# ---------------------------------------------------------------- W4, H3: the challenge reveal


@pytest.mark.parametrize(
    ("ana", "legal"), [("W+4 B7 G3", True), ("W+4 R2 B7", False)], ids=["legal", "bluff"]
)
def test_w4_shown_hand_goes_to_the_challenger_alone(ana: str, legal: bool) -> None:  # W4, H3
    game = table([ana, "B1 B2", "G1 G2", "Y1 Y2"], "R7", "Y3 Y4 Y5 Y6 Y7 Y8")
    game.apply(Play(0, card("W+4"), Color.GREEN))
    assert all(v.wild_draw_four == (0, Color.RED) for v in views(game))
    game.apply(Challenge(1))
    shown = tuple(sorted(cards(ana)[1:]))
    for view in views(game):
        assert_private(view, game)
        (event,) = [e for e in seen(game, view) if isinstance(e, WildDrawFourChallenged)]
        assert (event.challenger, event.player, event.legal) == (1, 0, legal)
        assert event.previous_color is Color.RED
        if view.seat in (0, 1):
            assert tuple(sorted(event.hand)) == shown  # the challenger sees it (and its owner)
        else:
            assert event.hand == ()  # the third and fourth players and the table do not
        # The cards drawn for the verdict are the drawer's alone.
        (drawn,) = [e for e in seen(game, view) if isinstance(e, CardsDrawn)]
        assert drawn.seat == (1 if legal else 0)
        assert drawn.count == (6 if legal else 4)
        assert (drawn.cards != ()) == (view.seat == drawn.seat)


# ---------------------------------------------------------------- legal actions per seat


def test_legal_holds_only_that_seats_actions_in_the_uno_window() -> None:  # U1-U3
    game = table(["R5 R6", "B1 R3", "G8 G9"], "R7", "Y1 Y2")
    game.apply(Play(0, card("R5")))  # no UNO: the window opens
    assert game.uno_window == 0
    ana, bruno, carla, spectator = views(game)
    assert ana.legal == (SayUno(0),)
    assert Catch(1, 0) in bruno.legal and Play(1, card("R3")) in bruno.legal
    assert carla.legal == (Catch(2, 0),)
    # The public table lists what anyone may do, never a seat's own plays (T7, H2).
    assert spectator.legal == (SayUno(0), Catch(1, 0), Catch(2, 0))
    assert set(game.legal_actions()) - set(spectator.legal) == set(bruno.legal) - {Catch(1, 0)}
    for view in (ana, bruno, carla, spectator):
        assert view.uno_window == 0
        assert_private(view, game)


def test_next_round_is_nobodys_seat_action() -> None:  # E4
    game = table(["R5", "B1 R3", "G8 G9"], "R7")
    game.apply(Play(0, card("R5")))
    assert game.phase is Phase.ROUND_OVER
    for view in views(game):
        assert_private(view, game)
        assert view.round_winner == 0
    assert seat_view(game, None).legal == (NextRound(),)
    assert all(seat_view(game, s).legal == () for s in range(3))


# ---------------------------------------------------------------- random games


def _random_game(seed: int) -> Game:
    rng = random.Random(seed)
    n = 2 + seed % 9
    game = Game(make_setup(NAMES[:n], target=100, seed=seed))
    steps = 0
    while game.phase is not Phase.GAME_OVER:
        legal = game.legal_actions()
        plays = [a for a in legal if isinstance(a, Play)]
        action = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(legal)
        game.apply(action)
        steps += 1
        assert steps < 20_000
        if steps % 3 == 0 or game.phase is not Phase.TURN:
            for view in views(game):
                assert_private(view, game)
                if view.seat is not None:
                    mine = tuple(a for a in game.legal_actions() if a.seat == view.seat)
                    assert view.legal == mine
    return game


@pytest.mark.parametrize("seed", range(18))
def test_no_view_ever_leaks_private_cards(seed: int) -> None:  # T7, W4, H2, H3
    game = _random_game(seed)
    assert game.winner is not None
