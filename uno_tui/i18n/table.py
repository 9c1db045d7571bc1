"""The table in one line (issue 35): the card on top, the colour in play, each player's
cards and whose turn it is, as a screen reader or a braille display reads it."""

from __future__ import annotations

from ..engine import Phase, SeatView
from . import _
from .cards import card_name, cards_count, color_name


def table_line(view: SeatView) -> str:
    """``On top: Red 7. Colour in play: Red. Ana 5 cards, Bruno 1 card (UNO). Play goes
    clockwise. Bruno to play.`` from the public table (or any seat's view: it says no
    hand). The full-screen game's T and the line mode's T say it alike."""
    parts = [_("On top: {card}.").format(card=card_name(view.top))]
    if view.color is not None:
        parts.append(_("Colour in play: {color}.").format(color=color_name(view.color)))
    else:
        parts.append(_("The colour in play is still to be named."))
    counts = []
    for seat, name in enumerate(view.names):
        count = cards_count(view.hand_sizes[seat])
        if view.uno_said[seat] and view.hand_sizes[seat] == 1:
            # Translators: a player who said UNO, in the table's line: "Bruno 1 card (UNO)".
            counts.append(_("{name} {count} (UNO)").format(name=name, count=count))
        else:
            # Translators: a player and their cards, in the table's line: "Ana 5 cards".
            counts.append(_("{name} {count}").format(name=name, count=count))
    parts.append(", ".join(counts) + ".")
    parts.append(_("Play goes clockwise.") if view.clockwise else _("Play goes counter-clockwise."))
    if view.current is not None and view.phase not in (Phase.ROUND_OVER, Phase.GAME_OVER):
        parts.append(_("{name} to play.").format(name=view.names[view.current]))
    return " ".join(parts)
