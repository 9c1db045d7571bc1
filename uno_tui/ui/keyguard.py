"""The key guard: a key belongs to the decision it was typed for.

Two rules, both read on one clock (``KeyGuard.clock``, ``time.monotonic`` unless a test
gives another):

- **Keys that hurry never play.** A key pressed while others take their turns (computer
  players, whom it hurries, or players at other terminals: ``screens.watch``) is typed
  for no decision of this keyboard's. Keys come in runs: a
  run ends with a pause of ``seconds`` without a key. While the run that hurried goes on,
  no screen or dialog that decides takes a key; each is dropped and the screen says so
  (``base._Shared.say_hurried``). The person's own decision needs a key typed after a
  pause. A screen that invited a key and moved on by itself (the hosted dealer draw, a
  hand up to jump in: ``moved_on``) counts as a key that hurried.
- **A double press is not the next screen's.** For ``seconds`` after a screen shows, an
  Enter that lifts a curtain or plays a card is dropped if keys were being typed as it
  showed (``typing_at``): it was meant for the screen before (``base._Shared.too_soon``).
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

#: Keys no guard holds back: quitting, help and suspending (they only ask, show or pause).
FREE_KEYS = frozenset({"ctrl+q", "ctrl+c", "f1", "ctrl+z"})


class KeyGuard:
    """When the last keys came, and whether the run of keys going on hurried."""

    def __init__(self, seconds: float, clock: Callable[[], float] = time.monotonic) -> None:
        #: The pause that ends a run of keys; zero turns the guard off (tests).
        self.seconds = seconds
        self.clock = clock
        self._recent: deque[float] = deque(maxlen=8)
        self._run_hurried = False

    def typed(self, *, hurrying: bool = False) -> None:
        """A key arrived (``hurrying``: on a screen where keys hurry the others)."""
        now = self.clock()
        if not self._recent or now - self._recent[-1] >= self.seconds:
            self._run_hurried = False  # a pause: a new run of keys begins
        self._run_hurried = self._run_hurried or hurrying
        self._recent.append(now)

    def moved_on(self) -> None:
        """A screen that invited a key moved on without one: a key pressed for it may land
        on the next screen, which treats it as a key that hurried."""
        self.typed(hurrying=True)

    def hurried(self) -> bool:
        """Whether the run of keys going on now hurried the others (or followed a screen
        that moved on by itself): its keys decide nothing."""
        if self.seconds <= 0 or not self._run_hurried or not self._recent:
            return False
        return self.clock() - self._recent[-1] < self.seconds

    def typing_at(self, moment: float) -> bool:
        """Whether a key arrived (or a screen moved on by itself) in the ``seconds`` up to
        ``moment``."""
        return any(moment - self.seconds <= at <= moment for at in self._recent)
