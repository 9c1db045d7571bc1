"""Widgets: cards, a hand, the piles, the seats, the event log, the key bar.

Names load on first use, so that starting the app imports only what its first screen
needs (``lazy.lazy_names``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..lazy import lazy_names

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

__getattr__ = lazy_names(__name__, _WHERE)


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
