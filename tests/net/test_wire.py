"""The wire form is written down, not borrowed: a seat's view, the events and every
message cross the wire exactly as pinned here and in docs/PROTOCOL.md. A change to the
engine's ``SeatView`` or an event fails here instead of changing the protocol unseen."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import get_args

import pytest

from uno_tui.engine import Card, Color, Draw, Phase, Play, Rules, SeatView
from uno_tui.engine import events as ev
from uno_tui.engine.values import fields, replace
from uno_tui.net import protocol as p
from uno_tui.net import wire

DOC = Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md"

VIEW = SeatView(
    seat=0,
    names=("Ana", "Bruno"),
    hand=(Card.from_code("B1"), Card.from_code("Y8")),
    hand_sizes=(2, 7),
    scores=(0, 30),
    target=500,
    round=2,
    dealer=1,
    current=0,
    phase=Phase.TURN,
    clockwise=False,
    top=Card.from_code("YR"),
    color=Color.YELLOW,
    draw_pile=93,
    discard_pile=1,
    drawn=None,
    uno_window=None,
    uno_said=(False, False),
    round_winner=None,
    winner=None,
    wild_draw_four=(1, Color.RED),
    legal=(Play(0, Card.from_code("Y8")), Draw(0)),
    round_results=((1, 30),),
)

#: The wire form of ``VIEW``, pinned: PROTOCOL.md's ``view``.
VIEW_WIRE = {
    "seat": 0,
    "names": ["Ana", "Bruno"],
    "hand": ["B1", "Y8"],
    "hand_sizes": [2, 7],
    "scores": [0, 30],
    "target": 500,
    "round": 2,
    "dealer": 1,
    "current": 0,
    "phase": "turn",
    "clockwise": False,
    "top": "YR",
    "color": "Y",
    "draw_pile": 93,
    "discard_pile": 1,
    "drawn": None,
    "uno_window": None,
    "uno_said": [False, False],
    "round_winner": None,
    "winner": None,
    "wild_draw_four": [1, "R"],
    "legal": [{"by": 0, "play": "Y8"}, {"by": 0, "draw": True}],
    "round_results": [[1, 30]],
    "rules": {},
    "owed": 0,
}


def test_a_view_crosses_the_wire_in_its_pinned_form() -> None:
    assert wire.encode_view(VIEW) == VIEW_WIRE
    assert wire.decode_view(json.loads(json.dumps(VIEW_WIRE))) == VIEW


def test_a_house_rules_view_carries_its_rules_and_the_stack_owed() -> None:
    """HR1-HR7: the table's house rules as the record writes them, and a stack's total."""
    house = replace(VIEW, rules=Rules(stack_draw_two=True, uno_penalty=4), owed=4)
    data = wire.encode_view(house)
    assert data["rules"] == {"stack_draw_two": True, "uno_penalty": 4} and data["owed"] == 4
    assert wire.decode_view(json.loads(json.dumps(data))) == house
    with pytest.raises(p.ProtocolError, match="rules"):
        wire.decode_view({**data, "rules": {"stack_everything": True}})


def test_the_wire_names_every_field_of_the_engine_view_and_events() -> None:
    """Should this fail, the engine changed a view or an event: say in wire.py what the
    wire carries now, raise protocol.PROTOCOL and update docs/PROTOCOL.md."""
    assert [attr for _name, _codec, attr in wire.VIEW] == list(fields(SeatView))
    assert set(wire.EVENTS) == set(get_args(ev.Event))
    for cls, (_kind, spec) in wire.EVENTS.items():
        assert tuple(name for name, _codec in spec) == cls._fields, cls


def test_a_field_the_engine_adds_does_not_reach_the_wire() -> None:
    class Wider(SeatView):
        secret: tuple[Card, ...] = (Card.from_code("W+4"),)

    wider = Wider(*(getattr(VIEW, name) for name in fields(SeatView)))
    assert wider.secret == (Card.from_code("W+4"),)
    assert wire.encode_view(wider) == VIEW_WIRE


def test_events_cross_the_wire_in_their_pinned_form() -> None:
    drawn = ev.CardsDrawn(1, 2, 2, ev.DrawReason.DRAW_TWO, (Card.from_code("G3"),))
    assert wire.EVENT.encode(drawn) == {
        "k": "CardsDrawn",
        "seat": 1,
        "count": 2,
        "wanted": 2,
        "reason": "draw_two",
        "cards": ["G3"],
    }
    ended = ev.RoundEnded(1, 0, 12, (ev.OpponentScore(1, (Card.from_code("R5"),), 5),), (12, 0))
    assert wire.EVENT.encode(ended) == {
        "k": "RoundEnded",
        "round": 1,
        "winner": 0,
        "points": 12,
        "opponents": [{"k": "OpponentScore", "seat": 1, "cards": ["R5"], "points": 5}],
        "scores": [12, 0],
    }
    for event in (drawn, ended):
        assert wire.EVENT.decode(json.loads(json.dumps(wire.EVENT.encode(event))), 2) == event


@pytest.mark.parametrize(
    ("line", "why"),
    [
        (b'{"t": "ping", "extra": 1}\n', "ping with an unknown field extra"),
        (b'{"t": "act", "id": 1}\n', "act without action"),
        (b'{"t": "refused", "reason": "x", "protocol": %d}\n' % p.PROTOCOL, "refused without open"),
        (b'{"t": "teleport"}\n', "an unknown message teleport"),
        (b'{"t": "act", "id": true, "action": {"by": 0, "draw": true}}\n', "a whole number"),
    ],
)
def test_decode_refuses_unknown_or_missing_fields_with_a_reason(line: bytes, why: str) -> None:
    with pytest.raises(p.ProtocolError) as refused:
        p.decode(line)
    assert refused.value.reason == p.MALFORMED and why in str(refused.value)


def test_a_view_with_an_unknown_or_a_missing_field_is_refused() -> None:
    with pytest.raises(p.ProtocolError, match="view with an unknown field secret"):
        wire.decode_view({**VIEW_WIRE, "secret": ["W+4"]})
    short = dict(VIEW_WIRE)
    del short["legal"]
    with pytest.raises(p.ProtocolError, match="view without legal"):
        wire.decode_view(short)


def test_hello_and_refused_of_another_version_are_still_understood() -> None:
    with pytest.raises(p.ProtocolError) as refused:
        p.decode(b'{"t": "hello", "protocol": 1, "code": "K7M-4QX"}\n')
    assert refused.value.reason == p.UPGRADE
    old = p.decode(b'{"t": "refused", "reason": "upgrade", "protocol": 1}\n')
    assert old == p.Refused(p.UPGRADE, 1, ())


def test_the_protocol_page_lists_every_message_and_field() -> None:
    text = DOC.read_text(encoding="utf-8")
    version = re.search(r"version is \*\*(\d+)\*\*", text)
    assert version is not None and int(version.group(1)) == p.PROTOCOL
    for kind, cls in p.MESSAGES.items():
        section = re.search(rf"^### `{kind}`.*?(?=^### |\Z)", text, re.M | re.S)
        assert section is not None, f"PROTOCOL.md has no section for {kind}"
        for name, codec in p.schema(cls):
            assert f"`{name}`" in section.group(0), f"{kind}.{name} is not in PROTOCOL.md"
            assert codec.name in section.group(0), f"{kind}.{name}'s type ({codec.name})"
    for name, codec, _attr in wire.VIEW:
        assert f"| `{name}` | {codec.name} |" in text, f"view.{name}"
    for _cls, (kind, spec) in wire.EVENTS.items():
        assert f"`{kind}`" in text, kind
        for name, _codec in spec:
            assert name in text
