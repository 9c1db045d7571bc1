"""Notices in the corner (Textual's notifications: ``app.notify``, ``ui/timeouts.py``,
``ui/passing.py``, a joined terminal's announcements) never hide the cards of a hand.

Textual stacks them at the bottom right, above the key bar, for several seconds; at 80x24
a notice of three lines there covered the rightmost cards of the hand a person plays
from (or reads while others play), just when the notice asked them to look at it. On a
screen that shows a hand the stack stands above that hand instead: it covers the right
of the log for a while, never a card, and the hand under it stays whole.

The stack is found by its type's name (``ToastRack``, as a style sheet names it), not by
importing Textual's private module."""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.screen import ModalScreen, Screen
from textual.widget import Widget

#: Textual's stack of notices on each screen, by its type's name.
RACK = "ToastRack"
#: Lines Textual leaves under the stack (its own margin: the key bar).
UNDER = 1
#: Lines above a dialog's box that a notice needs to stand there (a notice of a few lines);
#: with less, it stands over the box's lower right rather than over the hand.
ROOM = 5


def keep_clear(
    screen: Screen[Any], hand: Widget | None, *above: Widget, box: Widget | None = None
) -> None:
    """From now on, while ``hand`` shows, the notices on ``screen`` stand above it, all
    under it, and the widgets ``above`` it too that show (what the screen says of the
    turn: a notice cutting that line in two would hide it as well); and above a dialog's
    ``box`` too where that leaves them ``ROOM`` lines. A box taller than that (help, the
    log) covers the hand anyway: the notices stand at its top right, over its frame's
    blank end, and its words make way under them while they show (``make_way``). Over
    the box's lower right, a notice hid the dialog's words there."""

    def place(_screen: Screen[Any] | None = None) -> None:
        bottom = UNDER
        tall = box is not None and shows(box) and box.region.y < ROOM
        stack = sum(t.outer_size.height + 1 for t in screen.query("Toast") if shows(t))
        if tall and box is not None and stack:
            bottom = max(UNDER, screen.size.height - box.region.y - stack)
        elif hand is not None and shows(hand):
            top = min(w.region.y for w in (hand, *above) if shows(w))
            if box is not None and shows(box) and ROOM <= box.region.y < top:
                top = box.region.y
            bottom = max(UNDER, screen.size.height - top)
        for rack in screen.query(RACK):
            if rack.styles.margin.bottom != bottom:
                rack.styles.margin = (0, 0, bottom, 0)
        if box is not None:
            make_way(box, stack if tall else 0)

    screen.screen_layout_refresh_signal.subscribe(screen, place)
    place()


def make_way(box: Widget, lines: int) -> None:
    """A dialog's ``box`` starts its words ``lines`` lower (0: where its style says), its
    frame where it stands, growing if its style lets it: a box that tall scrolls (help,
    the log), and one that does not scrolls meanwhile (the house rules explained), so
    that a word it no longer has the room to show is scrolled to, never covered."""
    styles = box.styles
    if lines <= 0:
        if styles.has_rule("padding"):
            styles.clear_rule("padding")
            styles.clear_rule("overflow_y")
        return
    if styles.padding.top != lines:
        css = styles.padding
        styles.padding = (lines, css.right, css.bottom, css.left)
        if styles.overflow_y == "hidden":
            styles.overflow_y = "auto"


def clear_corner(app: App[Any]) -> None:
    """Clear the notices in the corner, those posted so far included: ``app.notify``
    posts a message the app takes later, and ``app.clear_notifications`` clears only the
    notices taken, so a notice posted just before it stood on (a warning posted twice in
    a row stood twice). The clearing is posted too, and taken in turn after them."""
    app.call_later(app.clear_notifications)


def shows(widget: Widget) -> bool:
    return widget.is_attached and bool(widget.display) and widget.region.height > 0


#: The widgets that show a hand on a screen: the hand played from, the read-only one.
HANDS = "#hand-panel, #own-hand"


def keep_clear_below(dialog: ModalScreen[Any]) -> None:
    """The notices on ``dialog`` stand above the hand shown on the screen it is opened
    over (the nearest screen under it that is not itself a dialog), if that shows one,
    and never over the dialog's own box (``keep_clear``)."""
    below = [s for s in dialog.app.screen_stack if s is not dialog and not s.is_modal]
    hands = below[-1].query(HANDS) if below else None
    boxes = dialog.query("#dialog")
    if hands or boxes:
        keep_clear(dialog, hands.first() if hands else None, box=boxes.first() if boxes else None)
