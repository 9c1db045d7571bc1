"""A screen's intent sent to the table, and its refusal said. At a local table the table
answers at once (``try_act``); at a joined terminal the host takes its time, and the keys
and the screen go on meanwhile (``send``, ``act_then``): after ``WAIT_SHOWN`` seconds the
screen says it waits for the host. The rules' refusal (or the host's, before the rules
see it: ``TableRefused``) is said where the screen says why a key did nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from ..engine import Action, IllegalAction
from ..engine.events import Event
from ..i18n import _
from ..i18n.words import refusal

if TYPE_CHECKING:
    from .tableapp import TableApp

#: Seconds a joined terminal waits for its host's answer before it says it waits.
WAIT_SHOWN = 0.25


class TableRefused(Exception):
    """The table refused an action before the rules saw it (a joined terminal's host:
    too many keys at once, or out of reach); the exception's text is the sentence."""


class Sending:
    """Mixed into every screen and dialog (``base.GameScreen``), which say the words."""

    if TYPE_CHECKING:  # (the screen's own: ``base.GameScreen``)

        @property
        def uno_app(self) -> TableApp:
            raise NotImplementedError

        def refuse(self, reason: str) -> None: ...

        def show_waiting(self, text: str) -> None: ...

    async def send(self, action: Action) -> list[Event] | None:
        """Apply ``action`` as ``try_act`` does, awaiting the table's answer: a joined
        terminal's host may take its time, and meanwhile keys answer and, after
        ``WAIT_SHOWN`` seconds, the screen says it waits for the host."""
        app = self.uno_app
        if app.answers_at_once:
            return self.try_act(action)
        timer = self.set_timer(WAIT_SHOWN, self._show_waiting)  # type: ignore[attr-defined]
        try:
            return await app.answer(action)
        except (IllegalAction, TableRefused) as error:
            self._refused(error)
            return None
        finally:
            timer.stop()
            self.show_waiting("")

    def act_then(self, action: Action, then: Callable[[list[Event]], object]) -> None:
        """Apply ``action`` and, once the table took it, ``then(its events)``: at once at a
        local table; at a joined terminal from a worker, so that the keys and the screen go
        on while the host answers (``send``)."""
        if self.uno_app.answers_at_once:
            events = self.try_act(action)
            if events is not None:
                then(events)
            return

        async def sent() -> None:
            events = await self.send(action)
            if events is not None:
                then(events)

        self.run_worker(sent(), group="send")  # type: ignore[attr-defined]

    def _show_waiting(self) -> None:
        self.show_waiting(_("Waiting for the host to answer…"))

    def try_act(self, action: Action) -> list[Event] | None:
        """Apply ``action``; if the rules refuse it after all, say why and go on."""
        try:
            return self.uno_app.act(action)
        except (IllegalAction, TableRefused) as error:
            self._refused(error)
            return None

    def _refused(self, error: IllegalAction | TableRefused) -> None:
        """Say why the rules (or a joined terminal's host, before them) refused an action."""
        self.refuse(self.refusal_words(error) if isinstance(error, IllegalAction) else str(error))

    def refusal_words(self, error: IllegalAction) -> str:
        """The sentence that says why the rules refused an action here."""
        return refusal(error)
