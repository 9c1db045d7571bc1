"""Join codes: what a person reads aloud and types to take a seat (``auth.py`` proves it)."""

from __future__ import annotations

from collections.abc import Callable

#: Letters and digits that cannot be mistaken for one another when read aloud or written
#: down (no 0/O, 1/I/L, 5/S, 2/Z, 8/B, U/V).
CODE_ALPHABET = "34679ACDEFGHJKMNPQRTWXY"
CODE_LENGTH = 6


def new_code(choice: Callable[[str], str]) -> str:
    """A join code such as ``K7M-4QX`` (``choice``: ``secrets.choice``)."""
    raw = "".join(choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
    return f"{raw[:3]}-{raw[3:]}"


def normal_code(text: str) -> str:
    """A code as typed (any case, with or without the dash or spaces), as written."""
    raw = "".join(c for c in text.upper() if c.isalnum())
    return f"{raw[:3]}-{raw[3:]}" if len(raw) == CODE_LENGTH else raw
