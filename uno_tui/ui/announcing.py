"""What the table is told: the announcements of a snapshot's events (a catch, a
challenge...), worded as each snapshot comes, at every terminal alike, and shown at the next
public moment (``announce_all``, from a worker of a public screen); at a hot-seat table the
computer players wait until they are shown (the conductor's ``ANNOUNCING`` hold).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from textual.app import App

from ..i18n.words import announcement
from ..table.conductor import ANNOUNCING, Conductor, Snapshot
from .passing import said_in_passing
from .timeouts import tell_timeouts

if TYPE_CHECKING:
    from .app import UnoApp


class Announcing(App[None]):
    """``UnoApp``'s announcements: worded as the table publishes, shown when it may."""

    # (Set by ``UnoApp.__init__``.)
    #: (title, sentence) to show the table at the next public moment.
    announcements: list[tuple[str, str]]
    _conductor: Conductor | None

    def take_announcements(self, snapshot: Snapshot) -> None:
        """What the table is told of the snapshot's events (a catch, a challenge...),
        worded for the next public moment (``announce_all``), at every terminal alike;
        at a hot-seat table the computer players wait until it is shown."""
        events = snapshot.events
        public = snapshot.public if events else None
        if public is None:
            return
        before = len(self.announcements)
        tell_timeouts(cast("UnoApp", self), snapshot, public.names)  # (who moved, first)
        for i, event in enumerate(events):
            said = announcement(event, public.names, events[i + 1 :])
            if said is not None and not said_in_passing(cast("UnoApp", self), event, *said):
                self.announcements.append(said)
        if len(self.announcements) > before and self._conductor is not None:
            self._conductor.hold(ANNOUNCING)

    def _reacted(self) -> None:
        """A computer player reacted to a forgotten UNO: a curtain tells the table."""
        from .screens.curtain import PassScreen

        if isinstance(self.screen, PassScreen):
            self.screen.announce()

    async def announce_all(self) -> None:
        """Show the table each pending announcement (from a worker of a public screen)."""
        from .dialogs.announce import AnnounceDialog

        queue = self.announcements
        while queue:
            title, sentence = queue[0]
            await self.push_screen_wait(AnnounceDialog(title, sentence))
            if queue and queue[0] == (title, sentence):
                queue.pop(0)
        if self._conductor is not None:  # the computer players waited: they may go on
            self._conductor.release(ANNOUNCING)
