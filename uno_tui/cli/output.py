"""What the command line writes can never drive the terminal: an error is one escaped
line of a bounded length, and JSON escapes every control, format or surrogate character."""

from __future__ import annotations

import json
import sys


def error_line(message: str) -> str:
    """An error line: one line, escaped, of a bounded length."""
    from ..engine.record import cut
    from ..table.names import printable

    return printable(cut(message, 300), None)


def say_error(message: str) -> None:
    """Print ``message`` on standard error as an error line."""
    print(error_line(message), file=sys.stderr)


def json_text(value: object) -> str:
    """``value`` as indented JSON whose every control, format or surrogate character is
    escaped (``\\u009b``), so that printing it cannot drive a terminal."""
    from ..engine.setup import forbidden_char

    text = json.dumps(value, indent=2, ensure_ascii=False)
    if forbidden_char(text.replace("\n", "")) is None:
        return text
    return "".join(
        c if c == "\n" or forbidden_char(c) is None else json.dumps(c)[1:-1] for c in text
    )
