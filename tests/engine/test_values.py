"""Actions and events are immutable values: equal by class and fields, hashable, copyable."""

from __future__ import annotations

import copy
import pickle

import pytest

from uno_tui.engine import Card, Catch, Color, Draw, Keep, NextRound, Play
from uno_tui.engine.events import CardsDrawn, DrawReason, WildDrawFourChallenged
from uno_tui.engine.values import fields, replace

R5 = Card.from_code("R5")
W = Card.from_code("W")


def test_fields_defaults_and_keywords() -> None:
    assert Play(0, R5) == Play(seat=0, card=R5, color=None, uno=False)
    assert (Play(1, W, Color.RED, True).color, Play(1, W, Color.RED, True).uno) == (
        Color.RED,
        True,
    )
    assert NextRound().seat is None
    assert Play.__match_args__ == ("seat", "card", "color", "uno")
    with pytest.raises(TypeError):
        Draw()  # type: ignore[call-arg]
    with pytest.raises(TypeError):
        Draw(0, 1)  # type: ignore[call-arg]


def test_equal_only_within_a_class_and_hashed_by_fields() -> None:
    assert Draw(0) == Draw(0) and Draw(0) != Draw(1)
    assert Draw(0) != Keep(0)  # same fields, another action
    assert Keep(0) not in [Draw(0)]
    assert Draw(0) != 0
    assert hash(Draw(3)) == hash((3,))
    assert hash(Catch(1, 2)) == hash((1, 2))
    assert len({Play(0, R5), Play(0, R5), Play(0, R5, uno=True)}) == 2


def test_frozen() -> None:
    action = Catch(1, 2)
    with pytest.raises(AttributeError):
        action.seat = 0  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del action.target
    with pytest.raises(AttributeError):
        action.other = 1
    assert (action.seat, action.target) == (1, 2)


def test_repr_names_the_fields() -> None:
    assert repr(Play(0, W, Color.GREEN)) == (
        "Play(seat=0, card=Card(W), color=<Color.GREEN: 'G'>, uno=False)"
    )
    assert repr(NextRound()) == "NextRound(seat=None)"


def test_copies_and_pickles_are_equal() -> None:
    events = [
        CardsDrawn(2, 1, 2, DrawReason.CAUGHT, (R5,)),
        WildDrawFourChallenged(0, 1, False, Color.BLUE, (R5, W)),
        Play(0, W, Color.GREEN, True),
    ]
    for value in events:
        for twin in (copy.copy(value), copy.deepcopy(value), pickle.loads(pickle.dumps(value))):
            assert twin == value and type(twin) is type(value)


def test_public_versions_hide_only_the_cards() -> None:
    drawn = CardsDrawn(2, 1, 2, DrawReason.CAUGHT, (R5,))
    assert drawn.public() == CardsDrawn(2, 1, 2, DrawReason.CAUGHT)
    assert drawn.for_seat(2) is drawn and drawn.for_seat(0) == drawn.public()
    shown = WildDrawFourChallenged(0, 1, False, Color.BLUE, (R5, W))
    assert shown.public() == WildDrawFourChallenged(0, 1, False, Color.BLUE)
    assert shown.for_seat(0) is shown and shown.for_seat(1) is shown
    assert shown.for_seat(2) == shown.public()


def test_replace_copies_with_some_fields_changed() -> None:
    played = Play(0, R5)
    assert replace(played, uno=True) == Play(0, R5, uno=True)
    assert played == Play(0, R5)  # the original is untouched
    assert replace(played) == played and replace(played) is not played
    with pytest.raises(TypeError, match="no field 'colour'"):
        replace(played, colour=Color.RED)
    assert fields(Play) == ("seat", "card", "color", "uno")


def test_a_subclass_adds_its_fields_after_its_base_s() -> None:
    class Wider(Play):
        note: str = ""

    wider = Wider(0, R5, None, False, "hi")
    assert fields(Wider) == ("seat", "card", "color", "uno", "note")
    assert (wider.seat, wider.card, wider.note) == (0, R5, "hi")
    assert Wider(1, W).note == "" and Wider(1, W).uno is False
    assert wider != Play(0, R5)  # equal only within one class
    assert replace(wider, note="") == Wider(0, R5)
    with pytest.raises(AttributeError):
        wider.note = "changed"  # type: ignore[misc]


def test_a_field_without_a_default_may_not_follow_one_with() -> None:
    with pytest.raises(TypeError, match="defaults must come last"):

        class Bad(Play):
            after: int
