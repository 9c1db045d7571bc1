"""Running the game in a terminal, next to the command line: the save folder, the signals
that end a session (SIGHUP, SIGTERM) and ``run_app``, the ``uno-tui`` command's app."""

from __future__ import annotations

import asyncio
import contextlib
import os
import signal
import sys
import threading
from collections.abc import Sequence
from pathlib import Path

from .app import BOT_PACE, KEY_GUARD, UnoApp, make_app
from .engine import Game
from .engine.events import WildDrawFourChallenged
from .saves import BadSave, SavedGame, SaveStore, TableSettings, taken_over_line

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


def prepare_store(store: SaveStore) -> None:
    """Make the save folder ready, and say once on standard error if others can read it."""
    warning = store.prepare()
    if warning is not None:
        from .cli import PROG

        print(f"{PROG}: {warning}", file=sys.stderr)


def run_app(
    players: list[str] | None,
    target: int,
    seed: int | None,
    *,
    game: Game | None = None,
    save_path: Path | None = None,
    seats: Sequence[str] = (),
    lang: str | None = None,
    lang_chosen: bool = False,
    bot_pace: float | None = None,
    store: SaveStore | None = None,
    reveal: WildDrawFourChallenged | None = None,
    settings: TableSettings | None = None,
    turn_alert: bool = True,
) -> int:
    """Run the game in the terminal (the ``uno-tui`` command), saving after every action.

    With neither players nor a game, unfinished games are offered first. ``bot_pace``:
    seconds each computer action stays on show (``--pace``; default: the game's own, or
    ``BOT_PACE``). ``store`` holds the resumed game's lock (``SaveStore.open``); ``reveal``:
    its unseen challenge reveal; ``settings``: its pace and reminders."""
    settings = settings or TableSettings()
    if store is None:
        store = SaveStore()
        prepare_store(store)
    offers: list[SavedGame] = []
    bad: list[BadSave] = []
    if game is None and not players:
        offers, bad = store.scan()
    app = make_app(
        players or (),
        target,
        seed,
        key_guard=KEY_GUARD,
        game=game,
        saves=store,
        save_path=save_path,
        seats=seats,
        offers=offers,
        bad_saves=bad,
        lang=lang,
        lang_chosen=lang_chosen,
        bot_pace=next((p for p in (bot_pace, settings.pace) if p is not None), BOT_PACE),
        pace_chosen=bot_pace is not None,
        uno_reminders=settings.reminders,
        save_after_first_frame=True,  # the dealer draw saves it (``DealerDrawScreen``)
        turn_alert=turn_alert,
    )
    app.session.pending_reveal = reveal
    install_signal_handlers(app)
    try:
        app.run()
        app.save_now()
    finally:
        store.close()
    holder = app.session.taken_over
    if holder is not None:
        print(taken_over_line(holder), file=sys.stderr)
    return app.return_code or 0
