"""The signals that end a session (SIGHUP: a dropped SSH connection; SIGTERM): save, then
go. Installed by the app as it mounts, and by ``run_app`` before it runs."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .app import UnoApp

#: How long a terminating app may take to close cleanly before it is ended hard.
HARD_EXIT_AFTER = 1.5


def _on_signal(app: UnoApp, signum: int) -> None:
    """SIGHUP (a dropped SSH connection) or SIGTERM: save, then go — never linger.

    The game is saved after every action already; saving again costs nothing and covers
    a save that failed. A hung-up terminal cannot be restored, so SIGHUP exits at once;
    SIGTERM asks the app to close (restoring the terminal) with a hard-exit backstop.
    """
    with contextlib.suppress(Exception):
        app.save_now()  # never over a newer save: ``SaveStore.save`` checks the generation
    if signum == signal.SIGHUP:
        os._exit(128 + signum)
    timer = threading.Timer(HARD_EXIT_AFTER, os._exit, args=(128 + signum,))
    timer.daemon = True
    timer.start()
    app.exit(return_code=128 + signum)


def install_signal_handlers(app: UnoApp, loop: asyncio.AbstractEventLoop | None = None) -> None:
    """Handle SIGHUP and SIGTERM: before ``App.run()`` and again on the running loop."""
    for sig in (signal.SIGHUP, signal.SIGTERM):
        if loop is None:
            signal.signal(sig, lambda signum, _frame: _on_signal(app, signum))
        else:
            loop.add_signal_handler(sig, _on_signal, app, sig)
