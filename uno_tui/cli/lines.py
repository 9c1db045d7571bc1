"""``uno-tui --plain``: the line mode (``lines/``) started from the command line, with the
game the options chose (new, resumed or loaded), in the language asked for or saved."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from ..i18n import activate
from ..ui import startup

if TYPE_CHECKING:
    from ..engine import Game
    from ..engine.events import WildDrawFourChallenged
    from ..net.link import LinkThread
    from ..table.saves import SaveStore, TableSettings


def run_lines(
    args: argparse.Namespace,
    store: SaveStore,
    seed: int | None,
    game: Game | None,
    save_path: Path | None,
    seats: Sequence[str],
    saved_lang: str | None,
    reveal: WildDrawFourChallenged | None,
    settings: TableSettings | None,
) -> int:
    """Play in lines; the exit status (the save let go of in any case)."""
    from ..lines.run import run_plain

    startup.resume()  # (no first frame to wait for)
    lang = args.lang or saved_lang
    if lang is not None:
        activate(lang)
    try:
        code = run_plain(
            args.players,
            args.target,
            seed,
            store=store,
            game=game,
            save_path=save_path,
            seats=seats,
            lang=lang,
            bot_pace=args.pace,
            reveal=reveal,
            settings=settings,
            rules=args.house_rules,
        )
    finally:
        store.close()
    sys.stdout.flush()
    return code


def run_joined_lines(link: LinkThread, address: str, lang: str | None) -> int:
    """``uno-tui join --plain``: the seat ``link`` took, played in lines (the link closed
    in any case)."""
    from ..lines.joined import run_joined
    from ..net.heard import HeardTable

    startup.resume()
    if lang is not None:
        activate(lang)
    try:
        return run_joined(HeardTable(link, address))
    finally:
        link.close()
