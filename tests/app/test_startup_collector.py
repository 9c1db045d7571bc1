"""The garbage collector waits for the first frame (``ui.startup``): off from the command
line's start until a moment after the first screen is shown, and back on whatever way the
command goes (a screen, a command without one, an error)."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from uno_tui import cli
from uno_tui.table.saves import SaveStore
from uno_tui.ui import startup
from uno_tui.ui.app import make_app
from uno_tui.ui.screens import DealerDrawScreen

from .conftest import Run


@pytest.fixture(autouse=True)
def _collector_back() -> Iterator[None]:
    was = gc.isenabled()
    yield
    startup.resume()
    if was:
        gc.enable()


def test_pause_and_resume_touch_only_a_collector_they_turned_off() -> None:
    gc.disable()  # someone else's pause: resume leaves it alone
    startup.pause()
    assert not startup.paused()
    startup.resume()
    assert not gc.isenabled()
    gc.enable()
    startup.pause()
    assert startup.paused() and not gc.isenabled()
    startup.resume()
    assert gc.isenabled() and not startup.paused()


def test_the_first_frame_sets_one_timer_that_resumes() -> None:
    timers: list[tuple[float, Callable[[], None]]] = []
    startup.pause()
    startup.first_frame(lambda delay, then: timers.append((delay, then)))
    startup.first_frame(lambda delay, then: timers.append((delay, then)))  # a second frame
    assert [delay for delay, _then in timers] == [startup.AFTER_FIRST_FRAME]
    assert not gc.isenabled()
    timers[0][1]()
    assert gc.isenabled()
    startup.first_frame(lambda delay, then: timers.append((delay, then)))  # no pause: none
    assert len(timers) == 1


async def test_the_app_turns_it_back_on_after_its_first_screen(run: Run, tmp_path: Path) -> None:
    startup.pause()
    app = make_app(["Ana", "Bruno"], seed=7, saves=SaveStore(tmp_path), save_after_first_frame=True)
    async with run(app) as table:
        await table.wait_for(DealerDrawScreen)
        for _ in range(100):
            if gc.isenabled():
                break
            await table.pilot.pause(0.02)
        assert gc.isenabled() and not startup.paused()


def test_a_command_without_a_screen_runs_with_the_collector_on(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path))
    seen: list[bool] = []
    real = cli.stats.run

    def run(args: object) -> int:
        seen.append(gc.isenabled())
        return real(args)  # type: ignore[arg-type]

    monkeypatch.setattr(cli.stats, "run", run)
    monkeypatch.setattr("sys.argv", ["uno-tui", "stats"])
    with pytest.raises(SystemExit) as ended:
        cli.main_entry()
    assert ended.value.code == 0 and seen == [True] and gc.isenabled()


def test_the_command_line_turns_it_back_on_on_its_way_out(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.argv", ["uno-tui", "--no-such-option"])
    with pytest.raises(SystemExit) as ended:
        cli.main_entry()
    assert ended.value.code == 2 and gc.isenabled()
    assert "--no-such-option" in capsys.readouterr().err
