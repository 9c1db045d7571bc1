"""argparse's own words — ``usage:``, ``options``, its error messages — in our catalogues.

argparse looks each of them up with ``gettext`` when it prints (its ``_`` and ``ngettext``
are module globals), so ``use()`` points those lookups at the language being spoken. The
messages are listed here so that ``tools/i18n.py`` extracts them; they keep argparse's
``%`` placeholders, which every translation must keep too.
"""

from __future__ import annotations

import argparse

from . import N_, _, ngettext

#: The argparse messages a player can meet (Python 3.11's wording).
MESSAGES = (
    N_("usage: "),
    N_("positional arguments"),
    N_("options"),
    N_("show this help message and exit"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("unrecognized arguments: %s"),
    N_("not allowed with argument %s"),
    N_("the following arguments are required: %s"),
    N_("one of the arguments %s is required"),
    N_("expected one argument"),
    N_("expected at most one argument"),
    N_("expected at least one argument"),
    N_("ambiguous option: %(option)s could match %(matches)s"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
    N_("unknown parser %(parser_name)r (choices: %(choices)s)"),
    N_("ignored explicit argument %r"),
    N_("unexpected option string: %s"),
)


def _plural_marks() -> None:  # pragma: no cover - never called: marks for extraction only
    ngettext("expected %s argument", "expected %s arguments", 1)


def use() -> None:
    """Have argparse word its usage, headings and errors in the language being spoken."""
    argparse._ = _  # type: ignore[attr-defined]
    argparse.ngettext = ngettext  # type: ignore[attr-defined]


__all__ = ["MESSAGES", "use"]
