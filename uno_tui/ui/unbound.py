"""Enter or Space at a dialog answered only by letters (play it or keep it, a colour,
accept or challenge): said, never dropped without a word. Those are the keys a person
presses for "yes, go on"; the dialog says which keys answer it, as its key bar shows them.

One place for the words, read by the dialogs (``Dialog.take_letter``) and by a key kept
for a screen that came up meanwhile (``_Shared.say_ignored``), which would otherwise say
"press it again" of a key that does nothing there."""

from __future__ import annotations

from typing import Any

from textual.screen import Screen

from ..i18n import _
from ..i18n.keys import key_name
from .widgets.keybar import shown_key

#: Keys on a dialog's bar that answer nothing: help, and U, which arms UNO beside the
#: answer (the play-or-keep dialog: 'answer with one of P, K, U' named it as one).
NOT_ANSWERS = ("app.help", "uno")
#: The keys people press to go on (their names as the key bar writes them).
GOING_ON = {"enter": "Enter", "space": "Space"}


def answer_keys(screen: Screen[Any]) -> list[str]:
    """The keys that answer ``screen``, as its key bar shows them (help left out)."""
    keys: list[str] = []
    for _node, binding, enabled, _tip in screen.active_bindings.values():
        if not (binding.show and binding.description and enabled):
            continue
        if binding.action in NOT_ANSWERS:
            continue
        shown = shown_key(screen, binding)
        if shown not in keys:
            keys.append(shown)
    return keys


def unanswered(screen: Screen[Any], key: str) -> str | None:
    """What to say of ``key`` (Enter or Space) pressed at ``screen`` when nothing there
    answers it; ``None`` when something does, or for any other key."""
    name = GOING_ON.get(key)
    if name is None or key in screen.active_bindings:
        return None
    keys = answer_keys(screen)
    if not keys:
        return None
    return _("{key} does nothing here: answer with one of {keys}.").format(
        key=key_name(name), keys=", ".join(keys)
    )
