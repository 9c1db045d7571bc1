"""Test functions here may be ``async def``: each runs in its own event loop."""

from __future__ import annotations

import asyncio
import inspect

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_pyfunc_call(pyfuncitem: pytest.Function) -> bool | None:
    if inspect.iscoroutinefunction(pyfuncitem.obj):
        names = pyfuncitem._fixtureinfo.argnames
        kwargs = {name: pyfuncitem.funcargs[name] for name in names}
        asyncio.run(asyncio.wait_for(pyfuncitem.obj(**kwargs), 60))
        return True
    return None
