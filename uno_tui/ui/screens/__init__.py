"""Full screens: setup, dealer draw, table and pass curtain, hand, score sheet, help, log.

Names load on first use, so that starting the app imports only what its first screen
needs (``lazy.lazy_names``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..base import Dialog, UnoScreen
from ..lazy import lazy_names

if TYPE_CHECKING:
    from .curtain import PassScreen, RevealCurtain
    from .dealer import DealerDrawScreen
    from .hand import HandScreen
    from .help import HelpScreen
    from .log import LogScreen
    from .roundover import RoundOverScreen
    from .scores import ScoreScreen, SheetMode
    from .setup import SetupScreen
    from .setup_form import SetupResult
    from .table import Backdrop, TableScreen
    from .watch import WatchScreen

_WHERE = {
    "DealerDrawScreen": ".dealer",
    "HandScreen": ".hand",
    "HelpScreen": ".help",
    "LogScreen": ".log",
    "ScoreScreen": ".scores",
    "SheetMode": ".scores",
    "SetupResult": ".setup_form",
    "SetupScreen": ".setup",
    "Backdrop": ".table",
    "PassScreen": ".curtain",
    "RevealCurtain": ".curtain",
    "RoundOverScreen": ".roundover",
    "TableScreen": ".table",
    "WatchScreen": ".watch",
}

__getattr__ = lazy_names(__name__, _WHERE)


__all__ = [
    "Backdrop",
    "DealerDrawScreen",
    "Dialog",
    "HandScreen",
    "HelpScreen",
    "LogScreen",
    "PassScreen",
    "RevealCurtain",
    "RoundOverScreen",
    "ScoreScreen",
    "SetupResult",
    "SetupScreen",
    "SheetMode",
    "TableScreen",
    "UnoScreen",
    "WatchScreen",
]
