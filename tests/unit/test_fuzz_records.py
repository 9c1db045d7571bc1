"""A fuzzer kept in the suite: malformed records, saves and names are refused in
one line (``RecordError``) or read; nothing else escapes, and nothing read ever puts a
control, format or surrogate character on a terminal. Bounded: a few seconds per run."""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from uno_tui.cli.output import json_text
from uno_tui.cli.transcript import transcript
from uno_tui.engine import RecordError, game_state, loads_record, replay
from uno_tui.engine.setup import MAX_NAME_LENGTH, BadName, check_names, forbidden_char
from uno_tui.table.names import check_table, printable
from uno_tui.table.saves import loads_save

FUZZ = settings(
    max_examples=150,
    deadline=2000,
    suppress_health_check=[HealthCheck.too_slow],
    database=None,
)

BASE: dict[str, Any] = {
    "format": "uno-record/1",
    "players": ["Ana", "Bruno", "Carla"],
    "target": 500,
    "seed": 4,
    "scores": [0, 0, 0],
    "actions": [{"by": 0, "play": "Y6"}, {"by": 1, "draw": True}],
    "seats": ["human", "cpu-hard", "human"],
    "lang": "en",
    "generation": 0,
    "reveal": 1,
}

#: Any text at all: controls, C1, bidi, format, lone surrogates, astral characters.
ANY_TEXT = st.text(st.characters(codec=None, exclude_categories=()), max_size=24)
SCALARS = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.integers(min_value=10**40, max_value=10**60),
    st.floats(allow_nan=False, allow_infinity=False),
    ANY_TEXT,
    st.sampled_from(["Y6", "W+4", "R", "draw_pile", "discard", "cpu-easy", "human"]),
)
VALUES = st.recursive(
    SCALARS,
    lambda inner: st.one_of(
        st.lists(inner, max_size=4), st.dictionaries(ANY_TEXT, inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            found += _paths(item, (*here, key))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += _paths(item, (*here, i))
    return found


def _replace(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    head, rest = path[0], path[1:]
    if isinstance(value, dict):
        return {**value, head: _replace(value[head], rest, new)}
    copy = list(value)
    copy[head] = _replace(copy[head], rest, new)
    return copy


@st.composite
def hostile_bytes(draw: st.DrawFn) -> bytes:
    record: Any = json.loads(json.dumps(BASE))
    for _ in range(draw(st.integers(0, 3))):
        path = draw(st.sampled_from(_paths(record)))
        record = _replace(record, path, draw(VALUES))
    text = json.dumps(record, ensure_ascii=draw(st.booleans()))
    how = draw(st.sampled_from(["as is", "cut", "flip", "huge int", "deep"]))
    if how == "cut":
        text = text[: draw(st.integers(0, len(text)))]
    elif how == "huge int":
        text = text.replace("4", "4" * draw(st.integers(4290, 4400)), 1)
    elif how == "deep":
        text = "[" * 100_000 + text
    data = text.encode("utf-8", "surrogatepass")
    if how == "flip" and data:
        at = draw(st.integers(0, len(data) - 1))
        data = data[:at] + bytes([data[at] ^ draw(st.integers(1, 255))]) + data[at + 1 :]
    return data


def _clean(text: str) -> None:
    assert forbidden_char(text.replace("\n", "")) is None, repr(text[:200])
    text.encode("utf-8")


@FUZZ
@given(hostile_bytes())
def test_a_malformed_record_or_save_is_refused_or_read_never_anything_else(data: bytes) -> None:
    try:
        record = loads_record(data)
    except RecordError as exc:
        message = str(exc)
        assert "\n" not in message and len(message) < 400
        _clean(message)
    else:
        check_names(record.setup.players)
        result = replay(record)
        _clean(json_text(game_state(result.game, result.error)))
        _clean(transcript(result.game, result.error))
    try:
        loaded = loads_save(data)
    except RecordError as exc:
        message = str(exc)
        assert "\n" not in message and len(message) < 400
        _clean(printable(message, None))
    else:
        assert check_table(loaded.game.names, loaded.seats) is None


@FUZZ
@given(st.lists(ANY_TEXT, min_size=2, max_size=10))
def test_names_are_refused_or_safe_to_show(names: list[str]) -> None:
    try:
        check_names(names)
    except BadName as exc:
        assert 0 <= exc.seat < len(names)
        _clean(str(exc))
        said = check_table(names)
        assert said is not None
        _clean(said)
        return
    for name in names:
        assert forbidden_char(name) is None and name.strip()
        assert len(name) <= MAX_NAME_LENGTH
    assert len({name.strip().casefold() for name in names}) == len(names)
    assert check_table(names) is None


@FUZZ
@given(ANY_TEXT)
def test_printable_never_lets_a_control_through(text: str) -> None:
    _clean(printable(text, None))
