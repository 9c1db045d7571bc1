"""The rules a game is played by: classic UNO, or classic with house rules the table chose.

A ``Rules`` is an immutable value, part of the ``GameSetup`` (and so of the game record:
RECORD.md's optional ``rules`` object, absent for classic). ``Rules()`` is classic UNO
exactly as RULES.md writes it; every house rule is off until the table turns it on
(docs/RULES.md, "House rules": the ids HR1-HR8).
"""

from __future__ import annotations

from typing import Any

from .errors import RecordError
from .values import Value, replace

#: U2, HR7: what a player caught without saying UNO draws, by the rules a table may choose.
UNO_PENALTIES = (2, 4)
#: The house rules that are on or off, in the order they are listed (record keys).
SWITCHES = (
    "stack_draw_two",
    "stack_wild_draw_four",
    "stack_mixed",
    "seven_o",
    "draw_to_match",
    "jump_in",
    "wrong_catch_penalty",
)
#: The house rules a table can choose, in the order of their ids (HR1-HR8): the switches,
#: with ``uno_penalty_4`` (HR7, the UNO penalty of 4 cards) before HR8's: what
#: ``Rules.chosen`` names.
CHOICES = (*SWITCHES[:-1], "uno_penalty_4", SWITCHES[-1])
#: HR8: the cards a wrong catch costs the catcher.
WRONG_CATCH_PENALTY = 2


class Rules(Value):
    """The rules of one game; the defaults are the classic rules (RULES.md)."""

    #: HR1: a Draw Two may be answered with a Draw Two; the total passes on.
    stack_draw_two: bool = False
    #: HR2: a Wild Draw Four may be answered with a Wild Draw Four.
    stack_wild_draw_four: bool = False
    #: HR3: either may answer either (a Draw Two on a Wild Draw Four, and the other way).
    stack_mixed: bool = False
    #: HR4: a 7 swaps hands with a player of one's choice; a 0 passes every hand on.
    seven_o: bool = False
    #: HR5: a player who draws keeps drawing until a card can be played.
    draw_to_match: bool = False
    #: HR6: a player holding the very card on top may play it out of turn.
    jump_in: bool = False
    #: U2, HR7: the cards a player caught without saying UNO draws (2; some printings 4).
    uno_penalty: int = 2
    #: HR8: a wrong catch of a player holding one card (who said UNO, or whose window has
    #: closed) is made, and the catcher draws ``WRONG_CATCH_PENALTY``.
    wrong_catch_penalty: bool = False

    def __post_init__(self) -> None:
        for name in SWITCHES:
            if type(getattr(self, name)) is not bool:
                raise RecordError(f"the house rule {name} is true or false")
        if type(self.uno_penalty) is not int or self.uno_penalty not in UNO_PENALTIES:
            raise RecordError(f"the UNO penalty is 2 or 4 cards, not {self.uno_penalty!r}")

    @property
    def classic(self) -> bool:
        """No house rule is on."""
        return self == CLASSIC

    @property
    def stacks_draw_two(self) -> bool:
        """HR1, HR3: a Draw Two may be answered by stacking."""
        return self.stack_draw_two or self.stack_mixed

    @property
    def stacks_wild_draw_four(self) -> bool:
        """HR2, HR3: a Wild Draw Four may be answered by stacking."""
        return self.stack_wild_draw_four or self.stack_mixed

    def chosen(self) -> tuple[str, ...]:
        """The house rules that are on, by record key (``uno_penalty_4`` for HR7), in the
        order of ``CHOICES``."""
        return tuple(
            key
            for key in CHOICES
            if (self.uno_penalty == 4 if key == "uno_penalty_4" else getattr(self, key))
        )

    def included(self) -> dict[str, str]:
        """The choices in play though not chosen, each with the choice that brings it in
        (HR3 lets a Draw Two answer a Draw Two, and a Wild Draw Four a Wild Draw Four: it
        includes HR1 and HR2, as ``stacks_draw_two`` and ``stacks_wild_draw_four`` say)."""
        in_play = {
            "stack_draw_two": self.stacks_draw_two,
            "stack_wild_draw_four": self.stacks_wild_draw_four,
        }
        return {key: "stack_mixed" for key, on in in_play.items() if on and not getattr(self, key)}

    def with_choice(self, key: str, on: bool) -> Rules:
        """These rules with one of ``CHOICES`` turned on or off."""
        if key not in CHOICES:
            raise RecordError(f"unknown house rule {str(key)[:40]!r}")
        if key == "uno_penalty_4":
            return replace(self, uno_penalty=4 if on else CLASSIC.uno_penalty)
        return replace(self, **{key: on})

    def as_record(self) -> dict[str, Any]:
        """RECORD.md's ``rules`` object: only what differs from the classic rules."""
        out: dict[str, Any] = {name: True for name in SWITCHES if getattr(self, name)}
        if self.uno_penalty != CLASSIC.uno_penalty:
            out["uno_penalty"] = self.uno_penalty
        return out

    @classmethod
    def from_record(cls, obj: Any) -> Rules:
        """Read RECORD.md's ``rules`` object (absent keys: classic); ``RecordError`` if bad."""
        if not isinstance(obj, dict):
            raise RecordError("'rules' must be an object")
        known = (*SWITCHES, "uno_penalty")
        for key in obj:
            if key not in known:
                raise RecordError(f"unknown house rule {str(key)[:40]!r}")
        return cls(**{key: obj[key] for key in known if key in obj})


#: The classic rules (RULES.md), the default everywhere.
CLASSIC = Rules()


#: Named sets of house rules a table may choose at once (the setup's house-rules dialog,
#: ``--house-rules NAME``), in the order they are offered; docs/RULES.md, "Presets".
#: None holds jump-in (HR6), which only some tables may choose: each is open to every table.
PRESETS: tuple[tuple[str, Rules], ...] = (
    ("classic", CLASSIC),
    # The draw cards answer each other, and hands change owners (HR1, HR2, HR4).
    ("party", Rules(stack_draw_two=True, stack_wild_draw_four=True, seven_o=True)),
    # The two house rules most tables play (HR1, HR2, HR5).
    ("house-favourites", Rules(stack_draw_two=True, stack_wild_draw_four=True, draw_to_match=True)),
    # Every draw card answers every other, drawing goes on, and a forgotten UNO costs 4
    # (HR3, HR5, HR7).
    ("no-mercy", Rules(stack_mixed=True, draw_to_match=True, uno_penalty=4)),
)


def preset(name: str) -> Rules | None:
    """The rules of the preset ``name`` (``None``: no such preset)."""
    return dict(PRESETS).get(name)


def preset_of(rules: Rules) -> str | None:
    """The name of the preset ``rules`` are exactly, if any."""
    return next((name for name, each in PRESETS if each == rules), None)


def next_preset(rules: Rules) -> Rules:
    """The preset after the one ``rules`` are (the first, when they are none): the
    house-rules dialog's P goes through them in turn."""
    names = [name for name, _rules in PRESETS]
    now = preset_of(rules)
    at = names.index(now) + 1 if now is not None else 0
    return PRESETS[at if at < len(PRESETS) else 0][1]
