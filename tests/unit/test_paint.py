"""``FrameFilter``: what reaches the terminal when Textual sends a drawing twice."""

from __future__ import annotations

from uno_tui.paint import FrameFilter

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
