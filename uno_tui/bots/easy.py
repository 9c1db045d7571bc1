"""Easy: random legal moves, played the way a beginner plays them.

Each decision is a uniform choice, but over *moves* rather than raw actions (a Wild is one
card, not four colours times two UNO calls), and a beginner plays a card when one fits:
it draws only when nothing fits or, now and then (``DRAW_ANYWAY``), by whim. A drawn card
that fits is played more often than kept. Wilds name a random colour; a Wild Draw Four is
challenged at random. It forgets to say UNO a quarter of the time and is slow and
unreliable at catching others.
"""

from __future__ import annotations

from typing import ClassVar

from uno_tui.engine.actions import Action
from uno_tui.engine.cards import COLORS
from uno_tui.engine.view import SeatView

from .base import Bot, CatchModel
from .tactics import moves, pick_play

DRAW_ANYWAY = 0.1
PLAY_DRAWN = 0.75
CHALLENGE = 0.3


class EasyBot(Bot):
    level: ClassVar[str] = "easy"
    catching: ClassVar[CatchModel] = CatchModel(catch=0.3, delay=(2.5, 5.0), forget=0.25, late=0.4)

    def _decide(self, view: SeatView) -> Action:
        rng = self.rng
        m = moves(view)
        if m.colors:
            return rng.choice(m.colors)
        if m.swaps:
            return rng.choice(m.swaps)  # HR4
        if m.accept is not None and m.challenge is not None:
            return m.challenge if rng.random() < CHALLENGE else m.accept
        faces = sorted(m.plays)
        if m.keep is not None and (not faces or rng.random() >= PLAY_DRAWN):
            return m.keep
        if m.draw is not None and (not faces or rng.random() < DRAW_ANYWAY):
            return m.draw
        card = rng.choice(faces)
        color = rng.choice(COLORS) if card.is_wild else None
        return pick_play(m.plays[card], color, len(view.hand) == 2 and self._says_uno())
