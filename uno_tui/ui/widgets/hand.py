"""A hand of cards that always shows every card: big cards while they fit, compact chips
when they do not, and a scroll bar (with a count of the cards out of view) as the last
resort. Nothing is ever cut off silently."""

from __future__ import annotations

from collections.abc import Sequence
from difflib import SequenceMatcher

from textual import events
from textual.app import ComposeResult
from textual.containers import ScrollableContainer
from textual.widget import Widget

from ...engine import Card
from ..cursor import settle_cursor
from .card import CARD_HEIGHT, CARD_WIDTH, CardView, chip_width

GAP = 1


class HandRow(ScrollableContainer, can_focus=False):
    """The cards of one hand in a grid that reflows with the width.

    ``selected`` is -1 for a hand shown without a cursor (the challenge reveal).
    """

    def __init__(
        self,
        cards: Sequence[Card] = (),
        playable: Sequence[bool] = (),
        selected: int = -1,
        *,
        budget: int = 2 * CARD_HEIGHT,
        width: int = 0,
        new: Sequence[bool] = (),
        marks: bool = False,
        id: str | None = None,
        classes: str = "",
    ) -> None:
        """``cards`` are shown from the first frame; ``width`` is the width expected
        before layout, so that the first frame already has the right card size.
        ``new``: which cards came into the hand this turn; ``marks``: chips say in text
        which can be played and which are new (a hand to play from)."""
        super().__init__(id=id, classes=classes)
        self.marks = marks
        self._cards: tuple[Card, ...] = tuple(cards)
        self._selected = selected if self._cards else -1
        #: The most lines the hand may take; beyond it, compact chips, then scrolling.
        self.budget = budget
        self._width_hint = width
        self._compact = self._wants_compact()
        self._views: list[CardView] = [
            CardView(
                card,
                index=i,
                selected=i == self._selected,
                playable=playable[i] if i < len(playable) else True,
                compact=self._compact,
                new=i < len(new) and new[i],
                marks=marks,
            )
            for i, card in enumerate(self._cards)
        ]
        self.styles.max_height = budget
        self._apply_grid()

    def compose(self) -> ComposeResult:
        yield from self._views

    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards

    @property
    def selected(self) -> int:
        return self._selected

    @property
    def compact(self) -> bool:
        return self._compact

    def set_hand(
        self,
        cards: Sequence[Card],
        playable: Sequence[bool],
        selected: int,
        new: Sequence[bool] = (),
    ) -> None:
        """Show ``cards``. When they changed, only the difference is mounted or removed:
        the cards that stay keep their widgets (a card played or drawn costs one widget,
        not a new hand: mounting and styling every card again took most of a turn's
        redraw)."""
        cards = tuple(cards)
        if selected >= 0:
            selected = max(0, min(selected, len(cards) - 1)) if cards else -1
        if cards != self._cards:
            old, self._cards, self._selected = self._cards, cards, selected
            self._compact = self._wants_compact()
            self._apply_grid()
            # The widgets that stay (some showing another card), and the cards to add.
            slots: list[CardView | Card] = []
            gone: list[CardView] = []
            changes = SequenceMatcher(None, old, cards, autojunk=False).get_opcodes()
            for tag, i1, i2, j1, j2 in changes:
                was = self._views[i1:i2]
                if tag != "equal":  # (the widgets left take the cards in their place)
                    gone.extend(was[j2 - j1 :])
                    was = was[: j2 - j1]
                slots.extend(was)
                slots.extend(cards[j1 + len(was) : j2])
            views: list[CardView] = []
            added: list[CardView] = []
            for i, slot in enumerate(slots):
                if isinstance(slot, CardView):
                    slot.index = i
                    slot.show_state(
                        cards[i],
                        selected=i == selected,
                        playable=playable[i],
                        compact=self._compact,
                        new=i < len(new) and new[i],
                    )
                    views.append(slot)
                else:
                    view = CardView(
                        slot,
                        index=i,
                        selected=i == selected,
                        playable=playable[i],
                        compact=self._compact,
                        new=i < len(new) and new[i],
                        marks=self.marks,
                    )
                    views.append(view)
                    added.append(view)
            self._views = views
            if gone:
                self.remove_children(gone)
            for view in added:
                # Before the first card after it that was already there, else at the end.
                there = next((v for v in slots[view.index + 1 :] if isinstance(v, CardView)), None)
                if there is None:
                    self.mount(view)
                else:
                    self.mount(view, before=there)
            self.call_after_refresh(self._scroll_to_selected)
            return
        moved = 0 <= selected != self._selected
        if moved:
            self._selected = selected
        for view in self._views:  # (each card restyled once, if at all)
            view.show_state(
                view.card,
                selected=view.index == self._selected,
                playable=playable[view.index],
                compact=self._compact,
                new=view.index < len(new) and new[view.index],
            )
        if moved:
            self._scroll_to_selected()

    def select(self, index: int) -> None:
        """Move the selection; only the two cards concerned are redrawn."""
        if not self._cards:
            return
        index = max(0, min(index, len(self._cards) - 1))
        if index == self._selected:
            return
        old, self._selected = self._selected, index
        if 0 <= old < len(self._views):
            self._views[old].selected = False
        self._views[index].selected = True
        self._scroll_to_selected()

    def move(self, delta: int) -> None:
        self.select(self._selected + delta)

    def move_rows(self, delta: int) -> None:
        self.select(self._selected + delta * self.columns)

    @property
    def columns(self) -> int:
        width = self.scrollable_content_region.width or self.size.width or self._width_hint or 76
        cell = (chip_width(self.marks) if self._compact else CARD_WIDTH) + GAP
        return max(1, (width + GAP) // cell)

    def set_budget(self, lines: int) -> None:
        """Let the hand take at most ``lines`` lines (the screen works out what is free)."""
        lines = max(1, lines)
        if lines != self.budget:
            self.budget = lines
            self.styles.max_height = lines
            self._reflow()

    def _wants_compact(self) -> bool:
        n = len(self._cards)
        if not n:
            return False
        parent = self.parent if self.is_attached else None
        fallback = parent.size.width - 4 if isinstance(parent, Widget) else 76
        width = self.size.width or self._width_hint or fallback or 76
        per_row = max(1, (width + GAP) // (CARD_WIDTH + GAP))
        rows = -(-n // per_row)
        return rows * CARD_HEIGHT > self.budget

    def _apply_grid(self) -> None:
        self.set_class(self._compact, "-compact")
        self.styles.grid_size_columns = self.columns
        self.styles.grid_rows = "1" if self._compact else str(CARD_HEIGHT)
        self.styles.grid_columns = str(chip_width(self.marks) if self._compact else CARD_WIDTH)

    def on_resize(self, event: events.Resize) -> None:
        self._reflow()

    def _reflow(self) -> None:
        compact = self._wants_compact()
        if compact != self._compact:
            self._compact = compact
            for view in self._views:
                view.compact = compact
        self._apply_grid()
        self._scroll_to_selected()

    @property
    def selected_view(self) -> CardView | None:
        """The chosen card's widget (``None``: none is chosen)."""
        return self._views[self._selected] if 0 <= self._selected < len(self._views) else None

    def _scroll_to_selected(self) -> None:
        if 0 <= self._selected < len(self._views) and self._views[self._selected].is_mounted:
            self.scroll_to_widget(self._views[self._selected], animate=False)
            settle_cursor(self.app)

    @property
    def hidden_count(self) -> int:
        """How many cards are out of view (0 when all fit)."""
        if self.max_scroll_y <= 0 or not self._cards:
            return 0
        rows_visible = self.scrollable_content_region.height or 1
        if not self._compact:
            rows_visible //= CARD_HEIGHT
        return max(0, len(self._cards) - rows_visible * self.columns)
