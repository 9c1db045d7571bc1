"""The words for cards, colours, events and refusals: the engine says what happened, this
package says it to people. One import for the screens (and the replay transcript):

- ``cards``: card and colour names, big-card labels, chips, counts;
- ``events``: the table log and the announcements;
- ``reasons``: why a card can or cannot be played, why an action was refused.
"""

from __future__ import annotations

from .cards import (
    card_chip,
    card_lines,
    card_list,
    card_name,
    cards_count,
    color_count,
    color_glyph,
    color_label,
    color_letter,
    color_name,
    color_word,
    decimal,
    direction,
    points,
)
from .events import (
    announcement,
    catch_sentence,
    caught_sentence,
    challenge_sentence,
    describe_events,
)
from .lastturn import since_last_turn
from .new_cards import drawn_since_last_turn
from .reasons import (
    drew_and_kept,
    drew_to_match,
    fit_sentence,
    no_match,
    nobody_to_catch,
    play_sentence,
    refusal,
    says_uno_itself,
)
from .timer import timeout_announcement, waiting_sentence

__all__ = [
    "announcement",
    "card_chip",
    "card_lines",
    "card_list",
    "card_name",
    "cards_count",
    "catch_sentence",
    "caught_sentence",
    "challenge_sentence",
    "color_count",
    "color_glyph",
    "color_label",
    "color_letter",
    "color_name",
    "color_word",
    "decimal",
    "describe_events",
    "direction",
    "drawn_since_last_turn",
    "drew_and_kept",
    "drew_to_match",
    "fit_sentence",
    "no_match",
    "nobody_to_catch",
    "play_sentence",
    "points",
    "refusal",
    "says_uno_itself",
    "since_last_turn",
    "timeout_announcement",
    "waiting_sentence",
]
