"""Running the game in a terminal, next to the command line: the save folder, the signals
that end a session (``signals``) and ``run_app``, the ``uno-tui`` command's app."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Sequence
from pathlib import Path

from ..engine import CLASSIC, Game, Rules
from ..engine.events import WildDrawFourChallenged
from ..table.names import printable
from ..table.saves import (
    BadSave,
    SavedGame,
    SaveStore,
    TableSettings,
    os_reason,
    taken_over_line,
)
from ..ui.app import BOT_PACE, KEY_GUARD, make_app
from ..ui.signals import install_signal_handlers


def prepare_store(store: SaveStore) -> None:
    """Make the save folder ready, and say once on standard error if others can read it."""
    warning = store.prepare()
    if warning is not None:
        from .args import PROG

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
    rules: Rules | None = None,
    notices: Sequence[str] = (),
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
        # A folder that cannot be read offers no games (the table says why the new one
        # is not saved).
        with contextlib.suppress(OSError):
            offers, bad = store.scan()
    app = make_app(
        players or (),
        target,
        seed,
        rules=rules or CLASSIC,
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
        notices=notices,
    )
    app.conductor.reveal_waiting(reveal)
    install_signal_handlers(app)
    try:
        app.run()
        app.save_now()
    finally:
        store.close()
    holder = app.session.taken_over
    if holder is not None:
        print(taken_over_line(holder), file=sys.stderr)
    error = app.session.save_error
    if error is not None and app.session.game is not None:
        from ..i18n import _
        from .args import PROG

        line = _("the game is not saved: {reason}").format(reason=os_reason(error))
        copy = app.conductor.saving.copied_to
        if copy is not None:
            line = _(
                "the game is not saved in its folder ({reason}); it is saved in {path}: "
                "{prog} --load {path} carries on"
            ).format(reason=os_reason(error), path=printable(str(copy), 1000), prog=PROG)
        print(f"{PROG}: {line}", file=sys.stderr)
        return app.return_code or 1
    return app.return_code or 0
