"""Test functions here may be ``async def``: each runs in its own event loop, ended
after ``HANG`` seconds (a test that hangs fails rather than holding the run)."""

from __future__ import annotations

import asyncio
import gc
import inspect
from collections.abc import Iterator
from pathlib import Path

import pytest

#: Seconds an async test may take before it is called hung: well above the slowest one
#: on a loaded machine (a whole round at a joined terminal against a host thread,
#: test_deal_words, took 11 to 60 s with the two cores shared with other work, and
#: failed the 60 s this was).
HANG = 180


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        names = pyfuncitem._fixtureinfo.argnames
        kwargs = {name: pyfuncitem.funcargs[name] for name in names}
        asyncio.run(asyncio.wait_for(pyfuncitem.obj(**kwargs), HANG))
        return True
    return None


@pytest.fixture(autouse=True)
def _collector_put_back() -> Iterator[None]:
    """A hosted or joined app holds full garbage collections while it runs
    (``net.quiet``): once it has ended, the collector is as it was."""
    before = gc.get_threshold()
    yield
    assert gc.get_threshold() == before
    assert gc.get_freeze_count() == 0
    assert gc.isenabled()


@pytest.fixture(autouse=True)
def _own_data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A terminal keeps the host's shuffle commitments in its data folder (shareledger):
    each test's in a folder of its own."""
    monkeypatch.setenv("UNO_TUI_DATA_DIR", str(tmp_path / "data"))
