"""Keep the message catalogues in step with the code (needs Babel: ``pip install -e '.[dev]'``).

    python tools/i18n.py          # extract → update the .pot and every .po → compile the .mo
    python tools/i18n.py --check  # change nothing; exit 1 if anything is out of date

1. Extract every message of ``uno_tui/`` (keywords ``_``, ``ngettext``, ``pgettext`` and
   ``N_``; ``# Translators:`` comments go along) into ``uno_tui/locale/uno_tui.pot``.
2. Update ``uno_tui/locale/<lang>/LC_MESSAGES/uno_tui.po`` for every language: new
   messages arrive empty (or fuzzy, with a guess from a similar old one) for the
   translator; messages gone from the code are dropped. English, the language of the
   code, is filled in with the source text itself.
3. Compile each ``.po`` to the ``.mo`` the game loads (fuzzy and empty entries are left
   out: the game then shows the English text).

Locations are written without line numbers, so moving code does not touch the catalogues.
"""

from __future__ import annotations

import argparse
import copy
import datetime
import io
import sys
from collections.abc import Iterable
from pathlib import Path

from babel.messages.catalog import Catalog, Message
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "uno_tui"
LOCALE = PACKAGE / "locale"
DOMAIN = "uno_tui"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
#: The languages, the source language (English) first.
LANGUAGES = ("en", "pt_PT", "pt_BR", "es")
SOURCE_LANGUAGE = "en"
KEYWORDS = {"_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "N_": None}
COMMENT_TAGS = ("Translators:",)
#: Not extracted: the engine is wordless, the computer players say nothing.
SKIPPED = ("engine", "bots")
PROJECT = "uno-tui"
TEAM = "uno-tui contributors"
WIDTH = 88
HEADER = """\
# Messages of uno-tui, the terminal UNO game.
# This file is distributed under the same license as the uno-tui project (MIT).
# Regenerate with: python tools/i18n.py
#"""


def version() -> str:
    for line in (PACKAGE / "__init__.py").read_text(encoding="utf-8").splitlines():
        if line.startswith("__version__"):
            return line.split("=", 1)[1].strip().strip("\"'")
    return "0"


def po_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def extract() -> Catalog:
    """Every message in the code, as a template."""
    template = Catalog(
        project=PROJECT,
        version=version(),
        domain=DOMAIN,
        fuzzy=False,
        copyright_holder=TEAM,
        header_comment=HEADER,
        msgid_bugs_address=TEAM,
    )

    def keep(path: str) -> bool:
        rel = Path(path).relative_to(PACKAGE).parts
        return not rel or rel[0] not in SKIPPED

    found = extract_from_dir(
        PACKAGE,
        method_map=[("**.py", "python")],
        keywords=KEYWORDS,
        comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
        directory_filter=keep,
    )
    for filename, lineno, message, comments, context in found:
        where = (Path("uno_tui") / filename).as_posix()
        template.add(
            message,
            locations=[(where, lineno)],
            auto_comments=comments,
            context=context,
            flags=("python-brace-format",) if "{" in _first(message) else (),
        )
    return template


def _first(message: str | tuple[str, ...]) -> str:
    return message if isinstance(message, str) else message[0]


def _po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(
        out,
        catalog,
        width=WIDTH,
        include_lineno=False,
        ignore_obsolete=True,
        sort_by_file=False,
    )
    return out.getvalue()


def _mo_bytes(catalog: Catalog) -> bytes:
    catalog = copy.deepcopy(catalog)
    for message in catalog:
        # A plural message not translated yet is left out, like any other (Babel would
        # write the English forms into the catalogue instead).
        if message.id and isinstance(message.string, tuple) and not any(message.string):
            message.string = ""
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _body(data: bytes) -> bytes:
    """A catalogue without its header dates (they change on every run)."""
    return b"\n".join(
        line
        for line in data.splitlines()
        if not line.startswith((b'"POT-Creation-Date', b'"PO-Revision-Date'))
    )


def _same_messages(a: Catalog, b: Catalog) -> bool:
    def key(c: Catalog) -> list[tuple[object, ...]]:
        return [
            (
                m.id,
                m.context,
                tuple(path for path, _line in m.locations),
                tuple(m.auto_comments),
                tuple(sorted(m.flags)),
            )
            for m in c
            if m.id
        ]

    return key(a) == key(b)


def _read(path: Path, lang: str | None = None) -> Catalog | None:
    if not path.exists():
        return None
    with path.open("rb") as fh:
        return read_po(fh, locale=lang, domain=DOMAIN)


def _fill_source(catalog: Catalog) -> None:
    """English is the language of the code: its translations are the messages."""
    for message in catalog:
        if not message.id:
            continue
        message.string = message.id
        message.flags.discard("fuzzy")


def build() -> dict[Path, bytes]:
    """Every catalogue file as it should be, by path."""
    template = extract()
    old_template = _read(TEMPLATE)
    if old_template is not None and _same_messages(old_template, template):
        template.creation_date = old_template.creation_date
    files: dict[Path, bytes] = {TEMPLATE: _keep_if_same(TEMPLATE, _po_bytes(template))}
    for lang in LANGUAGES:
        catalog = _read(po_path(lang), lang)
        if catalog is None:
            catalog = Catalog(
                locale=lang,
                project=PROJECT,
                version=version(),
                domain=DOMAIN,
                fuzzy=False,
                header_comment=HEADER,
                copyright_holder=TEAM,
                revision_date=datetime.datetime.now(datetime.UTC),
            )
            catalog.language_team = TEAM
            catalog.last_translator = TEAM
        # ``update`` shares the template's messages: each language gets its own copy.
        catalog.update(copy.deepcopy(template), update_creation_date=True)
        catalog.project, catalog.version = PROJECT, version()
        catalog.msgid_bugs_address = TEAM
        catalog.fuzzy = False
        if lang == SOURCE_LANGUAGE:
            _fill_source(catalog)
        catalog.obsolete.clear()
        _drop_unused_flags(catalog)
        po = _keep_if_same(po_path(lang), _po_bytes(catalog))
        files[po_path(lang)] = po
        # Compiled from the .po as it will stand, so that both say the same.
        files[mo_path(lang)] = _mo_bytes(read_po(io.BytesIO(po), locale=lang, domain=DOMAIN))
    return files


def _keep_if_same(path: Path, data: bytes) -> bytes:
    """The file as it is if only its header dates would change, else ``data``."""
    old = path.read_bytes() if path.exists() else None
    return old if old is not None and _body(old) == _body(data) else data


def _drop_unused_flags(catalog: Iterable[Message]) -> None:
    for message in catalog:
        if message.id and "{" not in _first(message.id):
            message.flags.discard("python-brace-format")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n", 1)[0])
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    args = parser.parse_args(argv)
    stale: list[Path] = []
    for path, data in build().items():
        if path.exists() and path.read_bytes() == data:
            continue
        stale.append(path)
        if not args.check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
    for path in stale:
        print(("stale: " if args.check else "wrote: ") + path.relative_to(ROOT).as_posix())
    if args.check and stale:
        return 1
    untranslated = report()
    for line in untranslated:
        print(line)
    return 0


def report() -> list[str]:
    """How many messages each language still lacks (empty or fuzzy)."""
    lines = []
    for lang in LANGUAGES:
        catalog = _read(po_path(lang), lang)
        if catalog is None:
            continue
        missing = [
            m
            for m in catalog
            if m.id and (m.fuzzy or not (m.string if isinstance(m.string, str) else all(m.string)))
        ]
        if missing:
            lines.append(f"{lang}: {len(missing)} messages to translate (empty or fuzzy)")
    return lines


if __name__ == "__main__":
    sys.exit(main())
