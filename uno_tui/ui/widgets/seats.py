"""Every seat at the table: name, card count, score, who plays, who said UNO, and which
seats are computer players."""

from __future__ import annotations

from rich.cells import cell_len, set_cell_size
from rich.console import Console, ConsoleOptions, RenderResult
from rich.measure import Measurement
from rich.segment import Segment
from rich.style import Style
from rich.table import Table
from rich.text import Text
from textual.app import RenderResult as WidgetRender
from textual.widget import Widget

from ...engine import SeatView
from ...i18n import _, pgettext


class SeatStrip(Widget):
    """Public information only (H2): it is given a ``SeatView``, never a hand, and which
    seats are computer players."""

    def __init__(self, view: SeatView | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.view = view
        self.bots: frozenset[int] = frozenset()

    def show(self, view: SeatView, bots: frozenset[int] = frozenset()) -> None:
        key = self._key(view)
        old = self.view
        if old is not None and key == self._key(old) and bots == self.bots:
            return
        self.view = view
        self.bots = bots
        # Its height is a line a seat (its width is the style's): the screen is laid out
        # again only when the number of seats changes, not on every turn.
        self.refresh(layout=old is None or len(old.names) != len(view.names))

    @staticmethod
    def _key(view: SeatView) -> tuple[object, ...]:
        return (
            view.names,
            view.hand_sizes,
            view.scores,
            view.current,
            view.uno_said,
        )

    def get_content_height(self, container: object, viewport: object, width: int) -> int:
        return len(self.view.names) + 1 if self.view is not None else 1

    def render(self) -> WidgetRender:
        view = self.view
        if view is None:
            return ""
        return SeatLines(view, self.bots)


def seat_table(view: SeatView, bots: frozenset[int]) -> Table:
    """Every seat as a ``rich`` table (what ``SeatLines`` draws, the slow way)."""
    # One cell between columns: at 80 columns the names keep room for their header and
    # the marks (who deals is on the top bar, in the same words as the log).
    # Its columns are as wide as they need, and the marks' column is as wide as the marks
    # any seat may come to show: a mark (UNO!) appearing never moves the columns.
    table = Table(
        box=None,
        padding=(0, 1, 0, 0),
        pad_edge=False,
        expand=False,
        show_header=True,
        header_style="dim",
    )
    player = _("Player")
    table.add_column("", width=1, no_wrap=True)
    table.add_column(player, no_wrap=True, overflow="ellipsis", min_width=max(6, len(player)))
    table.add_column(_("Cards"), justify="right", no_wrap=True)
    table.add_column(_("Score"), justify="right", no_wrap=True)
    table.add_column("", no_wrap=True, min_width=marks_width(bots))
    for seat, name in enumerate(view.names):
        style = "bold" if seat == view.current else ""
        table.add_row(
            Text("▶" if seat == view.current else " ", style="bold"),
            Text(name, style=style),
            Text(str(view.hand_sizes[seat]), style=style),
            Text(str(view.scores[seat]), style=style),
            seat_marks(view, bots, seat),
        )
    return table


def marks_width(bots: frozenset[int]) -> int:
    """The cells the marks' column keeps: UNO! (any seat may say it), and CPU beside it
    where computer players sit."""
    width = cell_len(_("UNO!"))
    if bots:
        width += 1 + cell_len(pgettext("seat mark", "CPU"))
    return width


def seat_marks(view: SeatView, bots: frozenset[int], seat: int) -> Text:
    """UNO! for a seat down to one card that said it, CPU for a computer player."""
    marks = Text()
    if view.uno_said[seat] and view.hand_sizes[seat] == 1:
        marks.append(_("UNO!"), style="bold")
    if seat in bots:
        marks.append((" " if marks else "") + pgettext("seat mark", "CPU"), style="dim")
    return marks


_PLAIN = Style()
_BOLD = Style(bold=True)
_DIM = Style(dim=True)


class SeatLines:
    """``seat_table``'s lines, character for character and style for style, written
    straight out: the strip is drawn again on most frames of a hosted table (each turn
    changes it), and laying out a ``rich`` table was a good part of such a frame. Too
    narrow for every column, it is the table after all (``rich`` squeezes the columns)."""

    def __init__(self, view: SeatView, bots: frozenset[int]) -> None:
        self.view = view
        self.bots = bots

    def __rich_measure__(self, console: Console, options: ConsoleOptions) -> Measurement:
        return Measurement.get(console, options, seat_table(self.view, self.bots))

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        view = self.view
        width = options.max_width
        player, cards, score = _("Player"), _("Cards"), _("Score")
        sizes = [str(n) for n in view.hand_sizes]
        scores = [str(n) for n in view.scores]
        marks = [seat_marks(view, self.bots, seat) for seat in range(len(view.names))]
        cards_w = max(cell_len(cards), *(cell_len(n) for n in sizes))
        score_w = max(cell_len(score), *(cell_len(n) for n in scores))
        marks_w = max(marks_width(self.bots), *(m.cell_len for m in marks))
        # The mark column and each column but the last have one cell after them.
        name_w = width - (2 + 1 + cards_w + 1 + score_w + 1 + marks_w)
        least = max(6, len(player))  # (the table's ``min_width``)
        longest = max(cell_len(player), *(cell_len(n) for n in view.names))
        if name_w < max(longest, least) or any("\n" in n for n in view.names):
            # Too narrow for every column at its width: ``rich`` squeezes them.
            yield seat_table(view, self.bots)
            return
        # Each column as wide as it needs (the names' is not stretched).
        name_w = max(longest, least)
        new_line = Segment.line()
        header = (
            "  "
            + _ljust(player, name_w)
            + " "
            + cards.rjust(cards_w - cell_len(cards) + len(cards))
            + " "
            + score.rjust(score_w - cell_len(score) + len(score))
            + " "
        )
        yield Segment(header + " " * marks_w, _DIM)
        yield new_line
        for seat, name in enumerate(view.names):
            current = seat == view.current
            style = _BOLD if current else None
            if cell_len(name) > name_w:
                name = set_cell_size(name, name_w - 1) + "…"
            yield Segment("▶" if current else " ", _BOLD)
            yield Segment(" ", _PLAIN)
            yield Segment(_ljust(name, name_w), style)
            yield Segment(" ", _PLAIN)
            yield Segment(sizes[seat].rjust(cards_w), style)
            yield Segment(" ", _PLAIN)
            yield Segment(scores[seat].rjust(score_w), style)
            yield Segment(" ", _PLAIN)
            mark = marks[seat]
            if mark:
                yield from mark.render(console)
                if mark.cell_len < marks_w:
                    yield Segment(" " * (marks_w - mark.cell_len), _PLAIN)
            elif marks_w:
                yield Segment(" " * marks_w)
            yield new_line


def _ljust(text: str, width: int) -> str:
    return text + " " * (width - cell_len(text))
