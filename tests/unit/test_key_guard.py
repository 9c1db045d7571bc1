"""The key guard on its own clock (``ui.keyguard``): what it says of keys 0.1 s apart and
after a pause of 1 s, whatever the machine's load (the clock is the test's)."""

from __future__ import annotations

from uno_tui.ui.app import KEY_GUARD
from uno_tui.ui.keyguard import KeyGuard


class Clock:
    def __init__(self) -> None:
        self.now = 50.0

    def __call__(self) -> float:
        return self.now


def guard() -> tuple[KeyGuard, Clock]:
    clock = Clock()
    return KeyGuard(KEY_GUARD, clock), clock


def test_keys_0_1_s_apart_after_one_that_hurried_decide_nothing() -> None:
    keys, clock = guard()
    keys.typed(hurrying=True)  # Enter on the computer players' turn: it hurries them
    for _ in range(50):  # then 5 s of keys 0.1 s apart, on the person's own hand
        clock.now += 0.1
        keys.typed()
        assert keys.hurried()


def test_keys_0_3_s_apart_are_one_run_too() -> None:
    keys, clock = guard()
    keys.typed(hurrying=True)
    for _ in range(17):
        clock.now += 0.3
        keys.typed()
        assert keys.hurried()


def test_a_pause_of_1_s_ends_the_run_the_next_key_decides() -> None:
    keys, clock = guard()
    keys.typed(hurrying=True)
    clock.now += 0.1
    keys.typed()
    assert keys.hurried()
    clock.now += 1.0
    keys.typed()
    assert not keys.hurried()
    clock.now += 0.1  # and the keys after it, however fast
    keys.typed()
    assert not keys.hurried()


def test_keys_that_never_hurried_are_never_held_back() -> None:
    keys, clock = guard()
    for _ in range(20):
        clock.now += 0.1
        keys.typed()
        assert not keys.hurried()


def test_a_screen_that_moved_on_by_itself_counts_as_a_key_that_hurried() -> None:
    keys, clock = guard()
    keys.moved_on()
    clock.now += 0.1
    keys.typed()
    assert keys.hurried()
    clock.now += 1.0
    keys.typed()
    assert not keys.hurried()


def test_typing_at_a_moment_is_a_key_in_the_guard_before_it() -> None:
    keys, clock = guard()
    keys.typed()
    assert keys.typing_at(clock.now + 0.1)
    assert not keys.typing_at(clock.now + 1.0)


def test_no_guard_holds_nothing_back() -> None:
    keys = KeyGuard(0.0, Clock())
    keys.typed(hurrying=True)
    keys.typed()
    assert not keys.hurried()
