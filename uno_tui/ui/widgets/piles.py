"""The middle of the table: draw pile, discard pile with its top card and who played it,
colour in play, direction and pile counts."""

from __future__ import annotations

from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Static

from ...engine import Card, Color, Rank, SeatView
from ...i18n import _
from ...i18n.words import color_glyph, color_label, direction
from .card import COLOR_CLASSES, CardBack, CardView
from .text import set_text


class Piles(Horizontal):
    """Public information only: the top card is the one card face every player may see."""

    def compose(self) -> ComposeResult:
        yield CardBack(id="draw-pile")
        yield CardView(Card(Color.RED, Rank.ZERO), id="top-card")
        with Vertical(id="pile-info"):
            yield Static(_("Colour in play"), id="color-caption", markup=False)
            yield Static("", id="color-word", markup=False)
            yield Static("", id="top-by", markup=False)
            yield Static("", id="direction", markup=False)
            yield Static("", id="pile-counts", markup=False)

    def show(self, view: SeatView, top_by: str = "") -> None:
        """``top_by``: who played the top card (or that it is the start card)."""
        self.query_one(CardBack).count = view.draw_pile
        by = self.query_one("#top-by", Static)
        set_text(by, top_by)
        by.display = bool(top_by)
        self.query_one("#top-card", CardView).show_card(view.top, view.color)
        word = self.query_one("#color-word", Static)
        set_text(
            word,
            f" {color_glyph(view.color)} {color_label(view.color)} "
            if view.color is not None
            else _("to be named"),
        )
        wanted = COLOR_CLASSES[view.color]
        word.update_classes({cls: cls == wanted for cls in COLOR_CLASSES.values()})
        set_text(self.query_one("#direction", Static), direction(view.clockwise))
        set_text(
            self.query_one("#pile-counts", Static),
            _("Draw pile {draw}\nDiscards {discard}").format(
                draw=view.draw_pile, discard=view.discard_pile
            ),
        )
