"""The wire's values: every seat's view and every public event rebuilt exactly as the
host had them; anything else is refused as a ``ProtocolError``, never a crash."""

from __future__ import annotations

import contextlib
import json
import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from uno_tui.engine import Game, make_setup, seat_view
from uno_tui.engine.events import event_for_seat
from uno_tui.net import protocol as p
from uno_tui.net import wire
from uno_tui.net.client import RemoteTable
from uno_tui.table.snapshot import Who


def test_views_and_events_cross_the_wire_unchanged() -> None:
    game = Game(make_setup(["Ana", "Bruno", "Carla", "Duda"], seed=12))
    rng = random.Random(4)
    for _ in range(150):
        if game.phase.value == "game_over":
            break
        for seat in (None, 0, 1, 2, 3):
            view = seat_view(game, seat)
            line = p.encode(p.Update(1, view, 0, (), (), (), None, None))
            assert len(line) < p.MAX_LINE
            back = p.decode(line, 4)
            assert isinstance(back, p.Update) and back.view == view
        public = tuple(event_for_seat(e, None) for e in game.events[-30:])
        back = p.decode(p.encode(p.Events(1, 0, public)), 4)
        assert isinstance(back, p.Events) and back.events == public
        game.apply(rng.choice(game.legal_actions()))


def test_a_refusal_crosses_the_wire_with_its_reason_and_details() -> None:
    game = Game(make_setup(["Ana", "Bruno"], seed=3))
    from uno_tui.engine import CARD_KINDS, Play

    seat = game.current
    assert seat is not None
    refused = 0
    for card in CARD_KINDS:
        error = game.why_not(Play(seat, card, None))
        if error is None:
            continue
        answer = p.decode(p.encode(p.Result(1, None, error, None)))
        assert isinstance(answer, p.Result) and answer.refusal is not None
        back = answer.refusal
        assert (back.reason, back.details, str(back)) == (error.reason, error.details, str(error))
        refused += 1
    assert refused > 10


@pytest.mark.parametrize(
    "line",
    [b"", b"\n", b"null\n", b"[]\n", b"{}\n", b'{"t": 1}\n', b"\xff\xfe\n", b"[" * 5000 + b"\n"],
)
def test_a_line_that_is_not_a_message_is_refused(line: bytes) -> None:
    with pytest.raises(p.ProtocolError):
        p.decode(line)


def test_a_line_too_long_is_refused() -> None:
    with pytest.raises(p.ProtocolError, match=p.TOO_LONG):
        p.decode(b'{"t": "ping", "x": "' + b"a" * p.MAX_LINE + b'"}\n')


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 200) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=30,
)


@settings(max_examples=100, deadline=None)
@given(json_values)
@example([{"k": []}])  # (an event whose kind is a list: TypeError, not a refusal, once)
def test_junk_is_never_a_view_or_an_event(junk: Any) -> None:
    for codec in (wire.VIEW_CODEC, wire.listed(wire.EVENT), wire.REFUSAL, wire.ACTION):
        with contextlib.suppress(p.ProtocolError):
            codec.decode(junk, 3)
    for kind in p.MESSAGES:
        with contextlib.suppress(p.ProtocolError):
            p.decode(json.dumps({**(junk if isinstance(junk, dict) else {}), "t": kind}).encode())


@settings(max_examples=100, deadline=None)
@given(
    st.dictionaries(
        st.sampled_from(
            ["game", "view", "events", "from", "bots", "away", "remote", "reveal", "start_scores"]
        ),
        json_values,
    )
)
def test_a_client_refuses_a_junk_update_without_crashing(junk: dict[str, Any]) -> None:
    table = RemoteTable(0, ("Ana", "Bruno"))
    for kind in ("update", "events"):
        with contextlib.suppress(p.ProtocolError):
            message = p.decode(json.dumps({**junk, "t": kind}).encode(), 2)
            if isinstance(message, p.Update):
                table.take_update(message)
            elif isinstance(message, p.Events):
                table.take_events(message)


def test_a_view_of_another_seat_is_refused() -> None:
    game = Game(make_setup(["Ana", "Bruno"], seed=3))
    table = RemoteTable(0, game.names)
    update = p.Update(1, seat_view(game, 1), 0, (), (Who.JOINED, Who.JOINED), (), None, None)
    with pytest.raises(p.ProtocolError):
        table.take_update(update)
    table.take_update(replace(update, view=seat_view(game, 0)))
    assert table.view(0) == seat_view(game, 0)
    with pytest.raises(PermissionError):
        table.view(1)


def test_an_update_says_who_plays_each_seat_and_whose_decision_is_due() -> None:
    """Issue 34: a joined terminal reads what is due and the seating from the host, and
    works neither out again."""
    game = Game(make_setup(["Ana", "Bruno", "Carla"], seed=3))
    seating = (Who.JOINED, Who.COMPUTER, Who.HERE)
    update = p.Update(1, seat_view(game, 0), 0, (), seating, (), None, game.current)
    line = p.encode(update)
    assert b'"seating":["joined","computer","here"]' in line
    back = p.decode(line, 3)
    assert back == update
    table = RemoteTable(0, game.names)
    assert isinstance(back, p.Update)
    table.take_update(back)
    heard = table.snapshot
    assert heard.due == game.current and heard.seating == seating
    assert heard.bots == {1} and heard.remote == {0}
    for junk in (replace(update, seating=seating[:2]), replace(update, due=3)):
        with pytest.raises(p.ProtocolError):
            RemoteTable(0, game.names).take_update(junk)
    with pytest.raises(p.ProtocolError):
        p.decode(line.replace(b'"computer"', b'"robot"'), 3)


def test_join_codes_are_read_as_typed() -> None:
    assert p.normal_code("k7m4qx") == "K7M-4QX"
    assert p.normal_code(" K7M 4QX ") == "K7M-4QX"
    assert p.normal_code("K7M-4QX") == "K7M-4QX"
    assert p.new_code(random.Random(1).choice)[3] == "-"
