"""``FrameFilter``: what reaches the terminal when Textual sends a drawing twice."""

from __future__ import annotations

from uno_tui.ui.paint import FrameFilter

FRAME = "\x1b[1;1Hhello\r\n\x1b[2;1Hworld\x1b[1;1H"
PARTIAL = "\x1b[2;1Hworld"


def _filter() -> tuple[FrameFilter, list[str]]:
    sent: list[str] = []
    return FrameFilter(sent.append, (80, 24)), sent


def test_a_drawing_repeated_at_once_is_sent_once() -> None:
    frames, sent = _filter()
    frames(FRAME)
    frames("\x1b[?2026h")  # synchronized-output brackets change nothing on screen
    frames(FRAME)
    frames("\x1b[?2026l")
    assert sent == [FRAME, "\x1b[?2026h", "\x1b[?2026l"]
    assert frames.dropped == 1
    assert frames.whole_frame == FRAME


def test_anything_else_written_between_lets_the_repeat_through() -> None:
    frames, sent = _filter()
    frames(FRAME)
    frames("\x1b[?25h")  # a mode: the terminal may have changed
    frames(FRAME)
    assert sent == [FRAME, "\x1b[?25h", FRAME]
    frames(PARTIAL)
    assert frames.whole_frame is None  # something drawn since the full frame


def test_a_resize_to_another_size_lets_the_repeat_through() -> None:
    frames, sent = _filter()
    frames(FRAME)
    frames.resized((81, 24))
    frames.resized((80, 24))
    frames(FRAME)
    assert sent == [FRAME, FRAME]
    assert frames.dropped == 0


def test_a_resize_to_the_same_size_keeps_the_drawing() -> None:
    # The driver reports the terminal's size as it starts, often after the first paint:
    # nothing changed on the terminal, so the identical repaint that follows is not sent.
    frames, sent = _filter()
    frames(FRAME)
    frames.resized((80, 24))
    frames(FRAME)
    assert sent == [FRAME]
    assert frames.whole_frame == FRAME


def test_a_dialog_tints_the_screen_under_it_as_textual_does() -> None:
    """``Tinted`` works each style's tint out once; the segments are Textual's own."""
    import random

    from rich.color import Color as RichColor
    from rich.segment import Segment
    from rich.style import Style
    from textual.color import Color
    from textual.renderables.background_screen import BackgroundScreen

    from uno_tui.ui.textual_private import Tinted

    rng = random.Random(3)

    def colour() -> RichColor | None:
        if rng.random() < 0.2:
            return None
        return RichColor.from_rgb(rng.randrange(256), rng.randrange(256), rng.randrange(256))

    styles = [None, Style(), Style(bold=True), Style(link="x", meta={"@click": "a"})]
    styles += [
        Style(color=colour(), bgcolor=colour(), bold=rng.random() < 0.5, dim=rng.random() < 0.3)
        for _ in range(40)
    ]
    segments = [Segment(rng.choice("ab "), rng.choice(styles)) for _ in range(2000)]
    segments.append(Segment("\n", None, [(1,)]))  # a control segment goes through
    for tint in (Color(0, 0, 0, 0.6), Color(10, 20, 30, 0.4), Color(0, 0, 0, 0)):
        ours = list(Tinted.process_segments(segments, tint))
        theirs = list(BackgroundScreen.process_segments(segments, tint))
        assert ours == theirs
