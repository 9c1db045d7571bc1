"""Hurrying the computers never plays for the person (issue 33), in a real terminal: the
real ``uno-tui --players Tess,cpu:Eve,cpu:Norm`` (seed 3) in a pty, Enter to deal, Enter to
play the card Tess chose, then Enter (or D) every 0.3 s through the computers' turns and on
into hers (a few keys on her hand). The save then holds one action of Tess's: the one she
chose."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from pty_app import PATIENCE, Terminal, actions_in, seeded, wait_for_actions

#: Seconds between the keys of the burst, and how many keys it sends once her hand shows.
EVERY, ON_HER_HAND = 0.3, 5


@pytest.mark.slow
@pytest.mark.parametrize("key", [b"\r", b"d"], ids=["enter", "d"])
def test_a_burst_of_keys_through_the_computers_turns_plays_nothing_for_tess(
    tmp_path: Path, key: bytes
) -> None:
    term = Terminal(["--players", "Tess,cpu:Eve,cpu:Norm", *seeded(tmp_path, 3)], tmp_path)
    try:
        term.read_until("Deal the cards")
        term.press(b"\r", "your hand")  # Enter deals: the computers play to Tess's turn
        before = len(actions_in(tmp_path))
        term.press(b"\r", "is playing")  # Enter plays the card Tess chose (Green 1)
        wait_for_actions(tmp_path, before + 1)
        chosen = actions_in(tmp_path)[before]
        assert chosen == {"by": 0, "play": "G1"}
        term.seen = b""
        end = time.monotonic() + PATIENCE
        while b"your hand" not in term.seen:  # hurries Eve and Norm, on into her turn
            assert time.monotonic() < end, f"her turn never came: {term.seen[-600:]!r}"
            term.type(key)
            term._read(EVERY)
        for _key in range(ON_HER_HAND):  # lands on Tess's hand: it waits for her
            term.type(key)
            term._read(EVERY)
        # Help, after a pause: once it shows, every key of the burst has been handled.
        term.press(b"?", "Keys on this screen")
        actions = actions_in(tmp_path)
        mine = [a for a in actions[before:] if isinstance(a, dict) and a.get("by") == 0]
        assert mine == [chosen], actions[before:]
        assert len(actions) > before + 1  # the computers did play meanwhile
    finally:
        term.close()
