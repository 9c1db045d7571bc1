"""The message catalogues: every message of the code is in the template and in every
language, translated (no empty or fuzzy entry), with the same placeholders; the compiled
``.mo`` files say what the ``.po`` files say; plural forms are each language's own.

After changing a message in the code: ``python tools/i18n.py``, translate what it reports,
then run it again to compile.
"""

from __future__ import annotations

import gettext

import pytest
from babel.messages.catalog import Catalog

from .catalogues import ALL, TRANSLATED, catalogue, fields, forms, key, messages, template, tool


def _ids(catalog: Catalog) -> dict[tuple[str | None, str], object]:
    return {k: m.id for k, m in messages(catalog).items()}


def test_the_template_holds_every_message_of_the_code() -> None:
    extracted = _ids(tool().extract())
    stored = _ids(template())
    missing = sorted(set(extracted) - set(stored), key=str)
    gone = sorted(set(stored) - set(extracted), key=str)
    assert not missing and not gone, (
        f"uno_tui.pot is out of date (run python tools/i18n.py): new in the code {missing}, "
        f"no longer in the code {gone}"
    )
    assert extracted == stored  # plural ids too


@pytest.mark.parametrize("lang", ALL)
def test_every_catalogue_holds_every_message(lang: str) -> None:
    expected = _ids(template())
    found = _ids(catalogue(lang))
    missing = sorted(set(expected) - set(found), key=str)
    extra = sorted(set(found) - set(expected), key=str)
    assert not missing and not extra, f"{lang}: missing {missing}, not in the code {extra}"
    assert found == expected


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_message_is_translated(lang: str) -> None:
    catalog = catalogue(lang)
    untranslated = []
    for message in messages(catalog).values():
        strings = forms(message)
        plural = not isinstance(message.id, str)
        count_ok = len(strings) == catalog.num_plurals if plural else len(strings) == 1
        if message.fuzzy or not count_ok or not all(s.strip() for s in strings):
            untranslated.append(key(message))
    assert not untranslated, f"{lang}: empty or fuzzy: {untranslated}"


@pytest.mark.parametrize("lang", ALL)
def test_placeholders_match(lang: str) -> None:
    wrong = []
    for message in messages(catalogue(lang)).values():
        strings = [s for s in forms(message) if s]
        if isinstance(message.id, str):
            expected = fields(message.id)
            wrong += [(message.id, s) for s in strings if fields(s) != expected]
            continue
        singular, plural = (fields(m) for m in message.id)
        for i, text in enumerate(strings):
            have = fields(text)
            # Every form names what the singular names; a form may leave out the count
            # only if the English singular does ("A save could not be used").
            if not singular <= have or not have <= singular | plural:
                wrong.append((message.id[0], text))
            elif i == len(strings) - 1 and have != plural:
                wrong.append((message.id[1], text))
    assert not wrong, f"{lang}: placeholders differ from the English: {wrong}"


def test_english_is_the_source_text() -> None:
    for message in messages(catalogue("en")).values():
        if isinstance(message.id, str):
            assert message.string == message.id
        else:
            assert list(message.string) == list(message.id)


@pytest.mark.parametrize("lang", ALL)
def test_plural_forms_are_the_languages_own(lang: str) -> None:
    assert catalogue(lang).plural_forms == Catalog(locale=lang).plural_forms


@pytest.mark.parametrize("lang", ALL)
def test_the_compiled_catalogue_is_up_to_date(lang: str) -> None:
    """The ``.mo`` the game loads says exactly what the ``.po`` says."""
    with tool().mo_path(lang).open("rb") as fh:
        compiled = gettext.GNUTranslations(fh)
    expected: dict[object, str] = {}
    for message in messages(catalogue(lang)).values():
        if message.fuzzy:
            continue
        prefix = f"{message.context}\x04" if message.context else ""
        if isinstance(message.id, str):
            if message.string:
                expected[prefix + message.id] = message.string
        elif any(message.string):
            for i, text in enumerate(message.string):
                expected[(prefix + message.id[0], i)] = text
    found = {k: v for k, v in compiled._catalog.items() if k != ""}  # type: ignore[attr-defined]
    assert found == expected, f"{lang}: the .mo is stale: run python tools/i18n.py"
    assert compiled.info()["language"] == lang


@pytest.mark.parametrize(
    ("lang", "counts"),
    [
        ("pt_PT", {0: "0 cartas", 1: "1 carta", 2: "2 cartas"}),
        ("pt_BR", {0: "0 carta", 1: "1 carta", 2: "2 cartas"}),
        ("es", {0: "0 cartas", 1: "1 carta", 2: "2 cartas"}),
    ],
)
def test_plurals_follow_the_language(lang: str, counts: dict[int, str]) -> None:
    with tool().mo_path(lang).open("rb") as fh:
        compiled = gettext.GNUTranslations(fh)
    for n, text in counts.items():
        assert compiled.ngettext("{n} card", "{n} cards", n).format(n=n) == text
