"""A language's letters for the keys, and a key's binding run at once.

A screen or dialog may let its language's letter (``i18n.keys``) stand for an English key
(``localize_keys``); pressed, the letter runs that key's binding (``take_letter``), at once,
as every key a screen hands on runs its binding (``run_binding_now``): in a burst of keys
the next one finds the screen as this one left it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from textual import events
from textual.binding import Binding
from textual.screen import Screen

if TYPE_CHECKING:
    from .base import GameScreen


async def run_binding_now(screen: Screen[Any], event: events.Key) -> bool:
    """Run the binding ``screen`` has for the key (its focused widget's, its own or the
    app's: the one ``active_bindings`` shows for it) at once, not after the key has gone
    round the app: in a burst (``Enter d`` on a curtain, ``End Enter b`` on a hand, ``Ana``
    Down ``Bruno`` in a form) the next key must find the screen as this one left it.

    True: the key was taken (a binding shown but disabled takes it too, doing nothing).
    False: no binding, or it passed (``SkipAction``): the key goes on its way, and
    Textual's own check of the bindings tries the next one for it."""
    if not screen.is_current:
        return False
    active = screen.active_bindings.get(event.key)
    if active is None:
        return False
    if active.enabled and not await screen.app.run_action(active.binding.action, active.node):
        return False
    event.stop()
    event.prevent_default()
    return True


def localize_keys(screen: GameScreen, letters: Mapping[str, str]) -> None:
    """Let the language's letter for each English key in ``letters`` (``i18n.keys``) stand
    for that key on ``screen``: shown in its place on the key bar and in help, and pressed,
    it runs the key's binding. The English key still works. A letter the screen binds to
    something else is left out (the English key is shown then)."""
    bound = _declared_keys(type(screen))
    screen.key_letters = {
        key: letter.lower()
        for key, letter in letters.items()
        if letter.lower() == key or letter.lower() not in bound
    }


def _declared_keys(cls: type) -> frozenset[str]:
    """Every key the bindings of ``cls`` (and of the classes it is made from) name."""
    keys: set[str] = set()
    for klass in cls.__mro__:
        for binding in Binding.make_bindings(vars(klass).get("BINDINGS", ())):
            keys.add(binding.key)
    return frozenset(keys)


async def take_letter(screen: Screen[Any], event: events.Key) -> None:
    """A language's letter (``localize_keys``) runs the binding of the English key it
    stands for on ``screen``, at once, as that key would (after the screen's own
    ``on_key``)."""
    letters: Mapping[str, str] = getattr(screen, "key_letters", {})
    if not letters or event.key in letters:
        return
    for key, letter in letters.items():
        if letter == event.key:
            if await run_binding_now(screen, events.Key(key, None)):
                event.stop()
                event.prevent_default()
            return
