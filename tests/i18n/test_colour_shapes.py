"""Colour by shape as well as by word (issue 35): each colour has its own shape beside its
word or letter, and the four colours' letters, keys, face words and shapes differ from each
other in every language (in Portuguese Vermelho and Verde, Amarelo and Azul share first
letters), so a player who cannot tell the hues apart loses nothing."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from rich.cells import cell_len
from wcwidth import wcswidth

from uno_tui.engine import COLORS, Card, Rank
from uno_tui.i18n import LANGUAGES, activate
from uno_tui.i18n.cards import COLOR_GLYPHS, card_chip, card_lines, color_glyph, color_letter
from uno_tui.i18n.keys import color_key
from uno_tui.i18n.words import direction

#: Symbols the table already uses for something else: a shape must not be one of them.
TAKEN = {"▲", "*", "▶", "✗", "▒", "+", "⏎", "←", "→", "↑", "↓"}


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    activate("en")


def test_each_colour_has_its_own_one_cell_shape() -> None:
    shapes = [color_glyph(color) for color in COLORS]
    assert set(COLOR_GLYPHS) == set(COLORS)
    assert len(set(shapes)) == 4, shapes
    for shape in shapes:
        assert len(shape) == 1 and cell_len(shape) == 1 and wcswidth(shape) == 1, shape
        assert shape not in TAKEN and not shape.isalnum(), shape
        assert shape not in direction(True) + direction(False)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_letters_keys_words_and_shapes_never_collide(lang: str) -> None:
    activate(lang)
    for name, of in (
        ("chip letters", color_letter),
        ("colour keys", color_key),
        ("face words", lambda color: card_lines(Card(color, Rank.FIVE))[0]),
        ("shapes", color_glyph),
    ):
        seen = [of(color) for color in COLORS]
        assert len(set(seen)) == 4, (lang, name, seen)
        assert all(s.strip() for s in seen), (lang, name, seen)
    # One letter each, which is not where the Wild's chip starts.
    wild = card_chip(Card(None, Rank.WILD))
    for color in COLORS:
        letter = color_letter(color)
        assert len(letter) == 1 and letter.isalpha(), (lang, letter)
        assert not wild.startswith(letter), (lang, letter, wild)
