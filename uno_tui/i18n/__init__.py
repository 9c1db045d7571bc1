"""Every word a player reads goes through here: English, European and Brazilian Portuguese,
and Spanish.

``_()``, ``ngettext()`` and ``pgettext()`` look the message up in the active catalogue (the
gettext ``.mo`` files under ``uno_tui/locale/``; English is the source text itself).
``activate(code)`` switches language for every message from then on: screens word things
when they draw, and key descriptions are marked with ``N_()`` and worded when the key bar
draws, so switching while the app runs is enough (redraw what is on screen).

Messages use named ``{placeholders}`` so that translations can reorder them. Catalogues are
made with ``python tools/i18n.py`` (see README).
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Protocol

#: Each language offered, in its own name.
LANGUAGES: dict[str, str] = {
    "en": "English",
    "pt_PT": "Português (Portugal)",
    "pt_BR": "Português (Brasil)",
    "es": "Español",
}
DEFAULT_LANGUAGE = "en"
#: The gettext domain: ``locale/<code>/LC_MESSAGES/uno_tui.mo``.
DOMAIN = "uno_tui"
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"
#: The locale variables that choose the language, first set (non-empty) one wins (POSIX).
LOCALE_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


class Translations(Protocol):
    def gettext(self, message: str, /) -> str: ...

    def ngettext(self, singular: str, plural: str, n: int, /) -> str: ...


class _English:
    def gettext(self, message: str, /) -> str:
        return message

    def ngettext(self, singular: str, plural: str, n: int, /) -> str:
        return singular if n == 1 else plural

    def pgettext(self, context: str, message: str, /) -> str:
        return message


_active: Translations = _English()
_language = DEFAULT_LANGUAGE


def install(translations: Translations | None) -> None:
    """Use ``translations`` for every message from now on (``None``: back to English).

    ``current_language()`` is not changed: ``activate()`` is the way to switch language.
    """
    global _active
    _active = translations if translations is not None else _English()


def _(message: str) -> str:
    """The player's-language version of ``message``."""
    return _active.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    """``singular`` or ``plural`` for ``n``, in the player's language."""
    return _active.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """``message`` in the sense ``context`` says (the same English word may need two
    translations, such as a colour in a sentence and on a card face)."""
    lookup = getattr(_active, "pgettext", None)
    return lookup(context, message) if lookup is not None else message


def N_(message: str) -> str:
    """Mark ``message`` for the catalogues without translating it now (class attributes,
    key descriptions): whoever shows it passes it through ``_()`` then."""
    return message


# ---------------------------------------------------------------------- languages


def normalize_language(code: str) -> str | None:
    """The code of ours that ``code`` names (``pt-BR``, ``pt_br``, ``es_MX.UTF-8``,
    ``pt_PT.UTF-8@euro``, ``pt``, ``C``…), or ``None`` if it is not one we speak."""
    code = code.strip()
    if not code:
        return None
    base = code.split(".", 1)[0].split("@", 1)[0].replace("-", "_")
    if base.upper() in ("C", "POSIX"):
        return DEFAULT_LANGUAGE
    lang, _sep, region = base.partition("_")
    lang, region = lang.lower(), region.upper()
    if lang == "pt":
        return "pt_BR" if region == "BR" else "pt_PT"
    if lang in ("en", "es"):
        return lang
    return None


def check_language(code: str) -> str:
    """Our code for ``code``; ``ValueError`` with a one-line message listing the choices
    when it is not a language we speak."""
    found = normalize_language(code)
    if found is None:
        choices = ", ".join(LANGUAGES)
        raise ValueError(
            _("unknown language {code}: choose one of {choices}").format(
                code=repr(code), choices=choices
            )
        )
    return found


def resolve_language(requested: str | None, environ: Mapping[str, str]) -> str:
    """The language to play in: ``requested`` when it is one we speak; otherwise the first
    of ``LC_ALL``, ``LC_MESSAGES``, ``LANG`` that is set and not empty decides, as POSIX
    says (``C``/``POSIX`` and languages we do not speak mean English)."""
    if requested:
        found = normalize_language(requested)
        if found is not None:
            return found
    for name in LOCALE_VARIABLES:
        value = environ.get(name, "")
        if value:
            return normalize_language(value) or DEFAULT_LANGUAGE
    return DEFAULT_LANGUAGE


def load(code: str) -> Translations:
    """The catalogue for ``code`` (one of ``LANGUAGES``)."""
    if code == DEFAULT_LANGUAGE:
        return _English()
    import gettext

    with open(mo_path(code), "rb") as fh:
        return gettext.GNUTranslations(fh)


def mo_path(code: str) -> Path:
    """Where the compiled catalogue for ``code`` is."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def activate(code: str) -> None:
    """Speak ``code`` (a ``LANGUAGES`` code, or any spelling ``normalize_language``
    accepts) from now on; ``ValueError`` for a language we do not speak."""
    global _language
    found = check_language(code)
    install(load(found))
    _language = found


def current_language() -> str:
    """The code of the language being spoken (``LANGUAGES``)."""
    return _language


__all__ = [
    "DEFAULT_LANGUAGE",
    "DOMAIN",
    "LANGUAGES",
    "LOCALE_DIR",
    "N_",
    "Translations",
    "_",
    "activate",
    "check_language",
    "current_language",
    "install",
    "load",
    "mo_path",
    "ngettext",
    "normalize_language",
    "pgettext",
    "resolve_language",
]
