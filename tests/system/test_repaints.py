"""Each screen change reaches the terminal painted once, and never leaves it stale.

The real app runs in an 80x24 pseudo-terminal through the scripted game of
``benchmarks/transitions.py`` (new game, curtain, hand, a Wild's colour dialog, the quit
dialog, then ``--resume``). Textual would send most of these screens two or three times, byte
for byte the same (``uno_tui/ui/textual_private.py`` drops the repeats); this counts the full-frame
repaints each transition sends, and the bytes of the first frame of a new game (the dealer
draw, which Textual lays out again as the driver reports the terminal's size), of the quit
dialog and of a resume against one full frame. And since dropping paints is only right if
the terminal already shows the truth, every byte written is fed to a terminal emulator
(pyte), whose screen after each transition must equal the full repaint a resize forces
right after.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pyte
import pytest

pytestmark = [
    pytest.mark.slow,
    pytest.mark.xdist_group("repaints"),  # one worker runs the transitions (``measured``)
    pytest.mark.skipif(sys.platform == "win32", reason="needs a POSIX terminal"),
]

BENCH = Path(__file__).resolve().parents[2] / "benchmarks" / "transitions.py"


def _transitions() -> ModuleType:
    sys.path.insert(0, str(BENCH.parent))
    try:
        spec = importlib.util.spec_from_file_location("transitions", BENCH)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["transitions"] = module  # its dataclasses look their module up
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCH.parent))


@pytest.fixture(scope="module")
def measured() -> list[tuple[object, bytes]]:
    bench = _transitions()
    # (a second of quiet: a loaded machine may pause a transition for more than the
    # benchmark's 0.6 s, and a pause taken for the end would split it in two)
    return list(bench.run_once(bench.Options(timeout=30.0, quiet=1.0, show=False)))


def _emulated(output: bytes, upto: int) -> list[str]:
    screen = pyte.Screen(80, 24)
    stream = pyte.ByteStream(screen)
    stream.feed(output[:upto])
    return [line.rstrip() for line in screen.display]


@pytest.mark.textual_private
def test_every_transition_paints_the_screen_at_most_once(
    measured: list[tuple[object, bytes]],
) -> None:
    names = [m.name for m, _out in measured]  # type: ignore[attr-defined]
    assert "curtain → quit dialog" in names and "start → resumed game (first frame)" in names
    for m, _out in measured:
        assert m.frames <= 1, f"{m.name}: {m.frames} full frames"  # type: ignore[attr-defined]


@pytest.mark.textual_private
def test_the_first_frame_quit_dialog_and_a_resume_cost_one_frame(
    measured: list[tuple[object, bytes]],
) -> None:
    by_name = {m.name: m for m, _out in measured}  # type: ignore[attr-defined]
    for name in (
        "start → dealer draw (first frame)",
        "curtain → quit dialog",
        "quit dialog → curtain (No)",
        "start → resumed game (first frame)",
        "resumed curtain → hand",
    ):
        m = by_name[name]
        assert m.bytes <= 1.15 * m.full, f"{name}: {m.bytes} B for a {m.full} B screen"


def test_the_terminal_always_shows_the_whole_screen(measured: list[tuple[object, bytes]]) -> None:
    for m, output in measured:
        shown = _emulated(output, m.settled)  # type: ignore[attr-defined]
        truth = [row.rstrip() for row in m.rows]  # type: ignore[attr-defined]
        assert shown == truth, f"{m.name}: the terminal is stale"  # type: ignore[attr-defined]
