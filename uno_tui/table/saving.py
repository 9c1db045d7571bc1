"""A save that failed is tried again: on each later change (every action saves), and on the
table's clock while it fails, every ``RETRY_SECONDS``; whoever shows the table is told when
the outcome changes (``on_change``), so that what it says about the save is never stale.

The session keeps why the last write failed (``GameSession.save_error``; ``None`` once one
succeeds): that is the one truth about the save, read by the table's screens, the quit
dialog and the line on the way out. Nothing here imports Textual.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from .clock import Cancel, Clock
from .session import GameSession

#: Seconds between tries while the save fails (a full disk may be cleared meanwhile).
RETRY_SECONDS = 5.0


class SaveRetry:
    """Tries ``session``'s failed save again on ``clock`` until a write succeeds."""

    def __init__(self, session: GameSession, clock: Clock | None) -> None:
        self.session = session
        self.clock = clock
        #: Told (soon, on the clock) when the save goes from written to failing or back,
        #: or fails for another reason: the table redraws what it says about it.
        self.on_change: Callable[[], None] | None = None
        self._timer: Cancel | None = None
        #: The file the player last saved the game to (``save_to``), and the session's
        #: version then: the game as it stands is there while the version is the same.
        self.copy: tuple[Path, int] | None = None
        session.on_save_state = self._state_changed

    @property
    def failing(self) -> bool:
        """Whether the last write of the save failed (and is being tried again)."""
        return self.session.save_error is not None

    def retry_now(self) -> bool:
        """Try the save again at once (the player asked): True when it is written now."""
        return self.session.save_now()

    def save_to(self, path: Path) -> Path:
        """Write the game as it stands to ``path`` (a file or folder the player named),
        atomically, as saves are; returns the file written. The game's own save file is
        not changed. Raises ``OSError`` when it cannot be written."""
        written = self.session.save_copy(path)
        self.copy = (written, self.session.version)
        return written

    @property
    def copied_to(self) -> Path | None:
        """Where the game as it stands was saved by the player (``save_to``), if it was
        and nothing happened since."""
        if self.copy is None or self.copy[1] != self.session.version:
            return None
        return self.copy[0]

    def _state_changed(self) -> None:
        if self.failing:
            self._schedule()
        else:
            self._cancel()
        if self.on_change is None:
            return
        if self.clock is None:
            self.on_change()
        else:
            self.clock.soon(self._tell)

    def _tell(self) -> None:
        if self.on_change is not None:
            self.on_change()

    def _schedule(self) -> None:
        if self.clock is None or self._timer is not None:
            return
        self._timer = self.clock.later(RETRY_SECONDS, self._retry)

    def _retry(self) -> None:
        self._timer = None
        if not self.failing or self.session.game is None or self.session.saves is None:
            return  # (written meanwhile, no game, or taken over: nothing to write)
        self.session.save_now()
        if self.failing:
            self._schedule()

    def _cancel(self) -> None:
        if self._timer is not None:
            cancel, self._timer = self._timer, None
            cancel()
