"""The letters of the keys that stand for a word (Yes, No, a colour, Accept, Play it...):
in each language the word's own letter (Sim = S, Vermelho = V), shown on the key bar and
the buttons; the English letter keeps working too (``letters.localize_keys``)."""

from __future__ import annotations

from ..engine import Color
from . import pgettext

# Translators: the keys below are one letter each, the first (or a telling) letter of the
# word they stand for in your language; within one dialog they must differ from each other.


def yes_key() -> str:
    # Translators: the key that answers Yes.
    return pgettext("key for Yes", "Y")


def no_key() -> str:
    # Translators: the key that answers No (must differ from Yes's).
    return pgettext("key for No", "N")


def color_key(color: Color) -> str:
    """The key that names ``color`` in the colour dialog."""
    return {
        # Translators: the key that names Red; the four colour keys must differ (Verde
        # and Vermelho, Amarelo and Azul: pick another letter of one of them).
        Color.RED: pgettext("key for Red", "R"),
        # Translators: the key that names Yellow; see Red.
        Color.YELLOW: pgettext("key for Yellow", "Y"),
        # Translators: the key that names Green; see Red.
        Color.GREEN: pgettext("key for Green", "G"),
        # Translators: the key that names Blue; see Red.
        Color.BLUE: pgettext("key for Blue", "B"),
    }[color]


def accept_key() -> str:
    # Translators: the key that accepts a Wild Draw Four.
    return pgettext("key for Accept", "A")


def challenge_key() -> str:
    # Translators: the key that challenges a Wild Draw Four (must differ from Accept's). Never
    # D: D draws on the hand just before, and a player pressing it from habit means to take
    # the cards, not to risk 6 (C, the English letter, if the word has no other to spare).
    return pgettext("key for Challenge", "C")


def play_key() -> str:
    # Translators: the key that plays the card just drawn.
    return pgettext("key for Play it", "P")


def keep_key() -> str:
    # Translators: the key that keeps the card just drawn (must differ from Play's, and
    # from U, which says UNO).
    return pgettext("key for Keep it", "K")


def jump_key() -> str:
    # Translators: the key that jumps in (HR6: plays the very card on top out of turn) on
    # the hand screen; it must differ from D, U, C, S, L and Q, used there too.
    return pgettext("key for Jump in", "J")


def retry_key() -> str:
    # Translators: the key that tries to write the save again, on the quit dialog of a
    # game that is not saved (must differ from Yes's, No's and Save to a path's, and from
    # T, which says the table in one line on every screen).
    return pgettext("key for Retry", "R")


def path_key() -> str:
    # Translators: the key that saves the game to a path the player types, on the quit
    # dialog of a game that is not saved (must differ from Yes's, No's and Try again's).
    return pgettext("key for Save to a path", "P")


def key_name(name: str) -> str:
    """A key's name as the key bar, help and messages show it, in the language (Espaço,
    Supr...): ``name`` as the English bar shows it (``Space``, ``Del``); any other (a
    letter, ⏎, an arrow, ^N, F1) is shown as it is."""
    # Translators: the names of keys as printed on keyboards in your language (a Spanish
    # keyboard says Supr, Inicio, Fin, RePág, AvPág); keep them short.
    names = {
        "Space": pgettext("key name", "Space"),
        "Enter": pgettext("key name", "Enter"),
        "Esc": pgettext("key name", "Esc"),
        "Tab": pgettext("key name", "Tab"),
        "Del": pgettext("key name", "Del"),
        "Backspace": pgettext("key name", "Backspace"),
        "Ins": pgettext("key name", "Ins"),
        "Home": pgettext("key name", "Home"),
        "End": pgettext("key name", "End"),
        "PgUp": pgettext("key name", "PgUp"),
        "PgDn": pgettext("key name", "PgDn"),
    }
    return names.get(name, name)


#: Textual's names of keys with no letter, as the English key bar shows them.
_SHOWN = {
    "space": "Space",
    "enter": "Enter",
    "escape": "Esc",
    "tab": "Tab",
    "delete": "Del",
    "backspace": "Backspace",
    "insert": "Ins",
    "home": "Home",
    "end": "End",
    "pageup": "PgUp",
    "pagedown": "PgDn",
    "left": "←",
    "right": "→",
    "up": "↑",
    "down": "↓",
}


def pressed_key(key: str, character: str | None) -> str:
    """A key pressed (Textual's ``key`` and ``character``), named for a message: its
    letter in capitals, else its name in the language (``Espacio``, ``Ctrl+X``, ``F5``)."""
    if key in _SHOWN:
        return key_name(_SHOWN[key])
    if character and character.isprintable() and not character.isspace():
        return character.upper()
    return "+".join(
        key_name(_SHOWN[part])
        if part in _SHOWN
        else part.upper()
        if len(part) == 1
        else part.capitalize()
        for part in key.split("+")
    )
