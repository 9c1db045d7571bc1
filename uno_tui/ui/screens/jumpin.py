"""Jump-in (docs/RULES.md HR6) on the hand screen: a player holding the very card on top
may play it out of turn, at a table where each player has their own screen.

While it is not this seat's turn and the engine lists a play for it (``view.legal``: only a
jump-in can be), the hand shows with that card marked, "J Jump in" on the key bar and a
line that says so; J (or Enter on the card) plays it. When the chance has passed (someone
played), the hand gives way to the table. A play that lost a race says so in words ("Too
late: Bruno jumped in first"), and nothing else changes.
"""

from __future__ import annotations

from collections import Counter
from typing import ClassVar

from textual import events, on
from textual.binding import Binding, BindingType

from ...engine import IllegalAction
from ...i18n import N_, _
from ...i18n.events import too_late
from ...i18n.keys import jump_key
from ...i18n.words import card_name, refusal
from ..letters import localize_keys, take_letter
from ..widgets import TopBar
from .hand import HandScreen
from .jumps import decides

#: The hand's keys, J after D (Play, Draw, Jump in: the moves, then the rest).
_AFTER_DRAW = [b.key for b in HandScreen.BINDINGS if isinstance(b, Binding)].index("d") + 1


class PlayerHand(HandScreen, inherit_bindings=False):
    """The hand screen with jump-in: the host's own player's, and a joined terminal's."""

    BINDINGS: ClassVar[list[BindingType]] = [
        *HandScreen.BINDINGS[:_AFTER_DRAW],
        Binding("j", "jump_in", N_("Jump in"), key_display="J"),
        *HandScreen.BINDINGS[_AFTER_DRAW:],
    ]
    GATED: ClassVar[tuple[str, ...]] = ("play", "draw", "jump_in")

    def __init__(self, seat: int) -> None:
        super().__init__(seat)
        #: Shown for a jump-in (not this seat's turn), and the public events then.
        self.jump_mode = False
        self._events_at = 0
        localize_keys(self, {"j": jump_key()})

    @on(events.Key)
    async def take_letter(self, event: events.Key) -> None:
        """The language's letter for J (``localize_keys``) jumps in, as J does."""
        await take_letter(self, event)

    @property
    def jumping(self) -> bool:
        """Whether this seat may jump in now."""
        return not self._done and bool(self.view.jump_ins)

    def _begin(self) -> None:
        public = self.uno_app.public_view()
        self._events_at = len(public.events) if public is not None else 0
        self.jump_mode = self.uno_app.playing and self.jumping
        if not self.jump_mode:
            super()._begin()
            return
        # Not this seat's turn: no "your turn" bell, and the log as it is.
        self._missed_from, self._new = None, Counter()

    def refresh_view(self) -> None:
        super().refresh_view()
        app = self.uno_app
        if not app.playing:
            return
        view = self.view
        if self.jump_mode and self.jumping:
            title = _("{name}, you hold the card on top: {key} jumps in").format(
                name=view.names[self.seat], key=jump_key().upper()
            )
            self.query_one(TopBar).show(view, title)
        elif (
            view.rules.jump_in
            and not (self._busy or self._done)
            and self.is_current
            and (self.jump_mode or not decides(view))
        ):
            self._leave()  # the chance passed, or someone jumped in on this turn

    def _show_reason(self) -> None:
        view = self.view
        jumping = self.jump_mode and self.jumping
        card = self._selected_card
        if self._message and (self._done or view.current != self.seat):
            first = self._message  # a refusal, say a race lost: the turn being over waits
        elif not jumping or self._message:
            super()._show_reason()
            return
        elif card is not None and card in self._playable(view):
            first = _("▲ {card}: the very card on top. {key} jumps in, out of turn.").format(
                card=card_name(card), key=jump_key().upper()
            )
        elif card is not None:
            first = "✗ " + self._why_not(card)
        else:
            first = ""
        self._set_reason(first, "")

    def can(self, action: str) -> bool | None:
        if action == "jump_in":
            return self.uno_app.playing and self.jumping
        if self.jump_mode and action in ("play", "move", "move_rows"):
            return self.uno_app.playing and self.jumping
        return super().can(action)

    def action_jump_in(self) -> None:
        """Play the card on top, out of turn."""
        plays = self.view.jump_ins
        if not plays or self._done:
            return
        self._selected_card = plays[0].card
        self.refresh_view()
        self.action_play()

    def decision_gone(self) -> None:
        """Someone jumped in while a dialog of this turn was open: the hand says who."""
        public = self.uno_app.public_view()
        view = self.view
        if public is not None and view.rules.jump_in:
            late = too_late(list(public.events[self._events_at :]), self.seat, view.names)
            if late is not None:
                self._say(late)

    def refusal_words(self, error: IllegalAction) -> str:
        """As any screen's; a refusal that came of a race lost says so."""
        public = self.uno_app.public_view()
        since = list(public.events[self._events_at :]) if public is not None else []
        view = self.view
        late = too_late(since, self.seat, view.names) if view.rules.jump_in else None
        return late or refusal(error)
