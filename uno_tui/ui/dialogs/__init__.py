"""Modal dialogs: each a ``ModalScreen[T]`` that returns through ``dismiss``.

Names load on first use, so that starting the app imports only what its first screen
needs (``lazy.lazy_names``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_names

if TYPE_CHECKING:
    from .announce import AnnounceDialog, CatchDialog
    from .challenge import ChallengeDialog, RevealDialog
    from .color import ColorDialog
    from .drawn import DrewAloneDialog, DrewDialog, PlayChoice, PlayOrKeepDialog
    from .quit import QuitDialog

_WHERE = {
    "AnnounceDialog": ".announce",
    "CatchDialog": ".announce",
    "ChallengeDialog": ".challenge",
    "RevealDialog": ".challenge",
    "ColorDialog": ".color",
    "DrewAloneDialog": ".drawn",
    "DrewDialog": ".drawn",
    "PlayChoice": ".drawn",
    "PlayOrKeepDialog": ".drawn",
    "QuitDialog": ".quit",
}

__getattr__ = lazy_names(__name__, _WHERE)


__all__ = [
    "AnnounceDialog",
    "CatchDialog",
    "ChallengeDialog",
    "ColorDialog",
    "DrewAloneDialog",
    "DrewDialog",
    "PlayChoice",
    "PlayOrKeepDialog",
    "QuitDialog",
    "RevealDialog",
]
