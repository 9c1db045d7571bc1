"""Modal dialogs: each a ``ModalScreen[T]`` that returns through ``dismiss``.

Names load on first use, so that starting the app imports only what its first screen
needs (PEP 562).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .announce import AnnounceDialog, CatchDialog
    from .challenge import ChallengeDialog, RevealDialog
    from .colour import ColourDialog
    from .drawn import DrewAloneDialog, DrewDialog, PlayChoice, PlayOrKeepDialog
    from .quit import QuitDialog

_WHERE = {
    "AnnounceDialog": ".announce",
    "CatchDialog": ".announce",
    "ChallengeDialog": ".challenge",
    "RevealDialog": ".challenge",
    "ColourDialog": ".colour",
    "DrewAloneDialog": ".drawn",
    "DrewDialog": ".drawn",
    "PlayChoice": ".drawn",
    "PlayOrKeepDialog": ".drawn",
    "QuitDialog": ".quit",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(_WHERE[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "AnnounceDialog",
    "CatchDialog",
    "ChallengeDialog",
    "ColourDialog",
    "DrewAloneDialog",
    "DrewDialog",
    "PlayChoice",
    "PlayOrKeepDialog",
    "QuitDialog",
    "RevealDialog",
]
