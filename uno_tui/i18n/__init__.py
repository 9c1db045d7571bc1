"""Every word a player reads goes through here, so catalogues can be plugged in later.

``_()`` and ``ngettext()`` return the English text today. ``install()`` swaps in any object
with gettext's ``gettext``/``ngettext`` methods (``gettext.translation(...)`` returns one);
screens word things when they draw, so installing before the app starts is enough.
Messages use named ``{placeholders}`` so that translations can reorder them.
"""

from __future__ import annotations

from typing import Protocol


class Translations(Protocol):
    def gettext(self, message: str, /) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...


class _English:
    def gettext(self, message: str, /) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        return singular if n == 1 else plural


_active: Translations = _English()


def install(translations: Translations | None) -> None:
    """Use ``translations`` for every message from now on (``None``: back to English)."""
    global _active
    _active = translations if translations is not None else _English()


def _(message: str) -> str:
    """The player's-language version of ``message``."""
    return _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """``singular`` or ``plural`` for ``n``, in the player's language."""
    return _active.ngettext(singular, plural, n)


__all__ = ["Translations", "_", "install", "ngettext"]
