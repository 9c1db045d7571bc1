"""Shared by the catalogue tests: the catalogues on disk, read with Babel, and the
extraction script (``tools/i18n.py``) loaded as a module."""

from __future__ import annotations

import importlib.util
import re
from functools import cache
from pathlib import Path
from types import ModuleType

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

ROOT = Path(__file__).resolve().parents[2]
TRANSLATED = ("pt_PT", "pt_BR", "es")
ALL = ("en", *TRANSLATED)
_PERCENT = re.compile(r"%(?:\(\w+\))?[sdr]")
_FIELD = re.compile(r"(?<!\{)\{([A-Za-z_][A-Za-z0-9_]*)(?:[!:][^{}]*)?\}")


@cache
def tool() -> ModuleType:
    """``tools/i18n.py`` (not a package: loaded from its path)."""
    spec = importlib.util.spec_from_file_location("uno_tui_i18n_tool", ROOT / "tools" / "i18n.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@cache
def template() -> Catalog:
    with (ROOT / "uno_tui" / "locale" / "uno_tui.pot").open("rb") as fh:
        return read_po(fh)


@cache
def catalogue(lang: str) -> Catalog:
    with tool().po_path(lang).open("rb") as fh:
        return read_po(fh, locale=lang)


def key(message: Message) -> tuple[str | None, str]:
    """A message's identity: its context and its (singular) id."""
    ident = message.id if isinstance(message.id, str) else message.id[0]
    return message.context, ident


def messages(catalog: Catalog) -> dict[tuple[str | None, str], Message]:
    return {key(m): m for m in catalog if m.id}


def fields(text: str) -> set[str]:
    """The named ``{placeholders}`` of a format string, and the ``%`` ones of argparse's
    messages (``%(prog)s``, ``%s``, ``%r``: ``i18n/argparse_words.py``)."""
    return set(_FIELD.findall(text)) | set(_PERCENT.findall(text))


def forms(message: Message) -> list[str]:
    """Every translated form of ``message`` (one, or one per plural form)."""
    if isinstance(message.string, str):
        return [message.string]
    return list(message.string)
