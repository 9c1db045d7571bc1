"""Widgets: cards, a hand, the piles, the seats, the event log, the key bar.

Names load on first use, so that starting the app imports only what its first screen
needs (PEP 562).
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .card import CardBack, CardView
    from .hand import HandRow
    from .keybar import KeyBar
    from .log import EventLog
    from .notice import MIN_HEIGHT, MIN_WIDTH, TooSmall
    from .piles import Piles
    from .seats import SeatStrip
    from .table import TablePanel
    from .topbar import TopBar

_WHERE = {
    "CardBack": ".card",
    "CardView": ".card",
    "HandRow": ".hand",
    "KeyBar": ".keybar",
    "EventLog": ".log",
    "MIN_HEIGHT": ".notice",
    "MIN_WIDTH": ".notice",
    "TooSmall": ".notice",
    "Piles": ".piles",
    "SeatStrip": ".seats",
    "TablePanel": ".table",
    "TopBar": ".topbar",
}


def __getattr__(name: str) -> Any:
    if name in _WHERE:
        return getattr(importlib.import_module(_WHERE[name], __name__), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "MIN_HEIGHT",
    "MIN_WIDTH",
    "CardBack",
    "CardView",
    "EventLog",
    "HandRow",
    "KeyBar",
    "Piles",
    "SeatStrip",
    "TablePanel",
    "TooSmall",
    "TopBar",
]
