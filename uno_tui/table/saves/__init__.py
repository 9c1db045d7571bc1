"""Where games are saved, and saving them so that nothing is ever lost or leaked.

- ``format.py``: what a save holds (a game record plus seats, language, generation and an
  unseen reveal) and reading one back;
- ``disk.py``: the folder on disk, the atomic write, a bad save moved aside;
- ``store.py``: the store of saves: listing, housekeeping, one writer per game (``lock.py``);
- ``words.py``: the lines players read about saved games.
"""

from __future__ import annotations

from ...i18n.system import os_reason
from ..lock import GameBusy, Holder
from .disk import DATA_DIR_ENV, SAVE_SUFFIX, data_dir, hosted_game, move_aside, write_atomic
from .format import (
    BadSave,
    Loaded,
    SavedGame,
    SaveUnreadable,
    TableSettings,
    load_save,
    loads_save,
)
from .store import SaveStore, TakenOver, save_copy
from .words import (
    HOST_RESUME,
    hosted_mark,
    hosted_resume_line,
    not_saved_line,
    open_elsewhere,
    quit_line,
    scores_line,
    taken_over_line,
    when,
)

__all__ = [
    "DATA_DIR_ENV",
    "HOST_RESUME",
    "SAVE_SUFFIX",
    "BadSave",
    "GameBusy",
    "Holder",
    "Loaded",
    "SaveStore",
    "SaveUnreadable",
    "SavedGame",
    "TableSettings",
    "TakenOver",
    "data_dir",
    "hosted_game",
    "hosted_mark",
    "hosted_resume_line",
    "load_save",
    "loads_save",
    "move_aside",
    "not_saved_line",
    "open_elsewhere",
    "os_reason",
    "quit_line",
    "save_copy",
    "scores_line",
    "taken_over_line",
    "when",
    "write_atomic",
]
