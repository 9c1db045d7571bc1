"""Fixtures for the app tests: a running app at 80x24 wrapped in a ``Table`` driver.

Test functions may be ``async def``: they run in their own event loop (no plugin needed).
"""

from __future__ import annotations

import asyncio
import inspect
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import AbstractAsyncContextManager, asynccontextmanager

import pytest

from uno_tui.i18n import activate, install
from uno_tui.ui.app import UnoApp

from .driver import Table

Run = Callable[..., AbstractAsyncContextManager[Table]]


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        names = pyfuncitem._fixtureinfo.argnames
        kwargs = {name: pyfuncitem.funcargs[name] for name in names}
        asyncio.run(pyfuncitem.obj(**kwargs))
        return True
    return None


@pytest.fixture
def run() -> Run:
    """``async with run(app) as table:`` runs ``app`` headless (80x24 unless told)."""

    @asynccontextmanager
    async def _run(app: UnoApp, size: tuple[int, int] = (80, 24)) -> AsyncIterator[Table]:
        async with app.run_test(size=size) as pilot:
            table = Table(app, pilot)
            await table.settle()
            yield table

    return _run


@pytest.fixture
def english_after() -> Iterator[None]:
    """Back to English (and no catalogue installed) after a test that spoke another
    language: the next test on this worker starts as every test expects."""
    yield
    install(None)
    activate("en")


@pytest.fixture
def no_color(monkeypatch: pytest.MonkeyPatch) -> None:
    """The terminal says NO_COLOR: every word and mark must read without colour."""
    monkeypatch.setenv("NO_COLOR", "1")
