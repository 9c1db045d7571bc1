"""The house rules in words (docs/RULES.md HR1-HR8): each rule's name, the sentence that
explains it, the line a table with house rules shows, and the names ``--house-rules`` takes.

What each rule does is the engine's (``engine.rules.Rules``); this module only words it.
"""

from __future__ import annotations

from ..engine import CLASSIC, Rules
from ..engine.rules import CHOICES, PRESETS, preset, preset_of
from . import _, ngettext
from .cards import cards_count

__all__ = ["CHOICES"]  # (the engine's list of the house rules a table can choose)

#: ``--house-rules`` names: each choice with dashes, and ``stacking`` for HR1 and HR2.
STACKING = "stacking"


def option_name(key: str) -> str:
    """The command-line name of a choice (``seven_o`` → ``seven-o``)."""
    return key.replace("_", "-")


def rule_name(key: str) -> str:
    """A house rule's short name, as the table line and the setup list show it."""
    return {
        "stack_draw_two": _("stacking Draw Twos"),
        "stack_wild_draw_four": _("stacking Wild Draw Fours"),
        "stack_mixed": _("stacking either on either"),
        "seven_o": _("seven-O"),
        "draw_to_match": _("draw to match"),
        "jump_in": _("jump-in"),
        "uno_penalty_4": _("UNO penalty of 4"),
        "wrong_catch_penalty": _("wrong catch costs 2"),
    }[key]


def rule_sentence(key: str) -> str:
    """A house rule in one sentence (the help screen)."""
    return {
        "stack_draw_two": _(
            "A Draw Two may be answered with a Draw Two; the total passes on until someone "
            "draws it all."
        ),
        "stack_wild_draw_four": _(
            "A Wild Draw Four may be answered with a Wild Draw Four, which gives up the "
            "challenge; the total passes on."
        ),
        "stack_mixed": _("A Draw Two may answer a Wild Draw Four and a Wild Draw Four a Draw Two."),
        "seven_o": _(
            "A 7 swaps hands with a player of your choice; a 0 passes every hand on in the "
            "direction of play."
        ),
        "draw_to_match": _("A player who draws keeps drawing until a card can be played."),
        "jump_in": _(
            "A player holding the very card on top may play it out of turn (only where "
            "each player has their own terminal)."
        ),
        "uno_penalty_4": _("A player caught without saying UNO draws 4 cards, not 2."),
        "wrong_catch_penalty": _(
            "Catching a player who owed no UNO (they said it, or it is too late) costs the "
            "catcher 2 cards."
        ),
    }[key]


def rule_line(key: str) -> str:
    """A house rule in one short line (the house-rules dialog's F1 or ?): what it does."""
    return {
        "stack_draw_two": _("Answer a Draw Two with a Draw Two; the total passes on."),
        "stack_wild_draw_four": _("Answer a Wild Draw Four with another; no challenge then."),
        "stack_mixed": _("A Draw Two and a Wild Draw Four answer each other."),
        "seven_o": _("A 7 swaps hands with a player; a 0 passes every hand on."),
        "draw_to_match": _("Whoever draws keeps drawing until a card can be played."),
        "jump_in": _("Hold the very card on top? Play it out of turn."),
        "uno_penalty_4": _("Caught without saying UNO: draw 4 cards, not 2."),
        "wrong_catch_penalty": _("Catch someone who owed no UNO: you draw 2 cards."),
    }[key]


def preset_name(name: str) -> str:
    """A preset's name as players read it (``PRESETS``; ``--house-rules`` takes the
    English id: ``house-favourites``)."""
    return {
        "classic": _("classic"),
        "party": _("party"),
        "house-favourites": _("house favourites"),
        "no-mercy": _("no mercy"),
    }[name]


def preset_names() -> list[str]:
    """The ids of the presets, as ``--house-rules`` takes them."""
    return [name for name, _rules in PRESETS]


def jump_in_reason() -> str:
    """Why a table cannot choose jump-in: it needs every player at their own terminal."""
    return _("only where each player has their own terminal")


def chosen(rules: Rules) -> tuple[str, ...]:
    """The house rules on, in the order of ``CHOICES`` (the engine's ``Rules.chosen``)."""
    return rules.chosen()


def rules_line(rules: Rules, room: int | None = None) -> str:
    """``House rules: stacking, seven-O``; empty for the classic rules. Never cut short:
    where the names do not fit in ``room`` columns, the preset's name if the rules are
    one, else how many rules are on and the key that lists them (help)."""
    if rules is CLASSIC or rules.classic:
        return ""
    line = _("House rules: {rules}").format(rules=short_names(rules))
    if room is None or len(line) <= room:
        return line
    name = preset_of(rules)
    if name is not None:
        line = _("House rules: {preset}").format(preset=preset_name(name))
        if len(line) <= room:
            return line
    n = len(chosen(rules))
    return ngettext(
        "House rules: {n} on, ? lists them", "House rules: {n} on, ? lists them", n
    ).format(n=n)


def short_names(rules: Rules) -> str:
    """The house rules on, named as shortly as can be (``stacking, seven-O``)."""
    keys = chosen(rules)
    both = ("stack_draw_two", "stack_wild_draw_four")
    if "stack_mixed" in keys or all(key in keys for key in both):
        # HR3 includes HR1 and HR2; HR1 with HR2 is said in one word.
        first = "stack_mixed" if "stack_mixed" in keys else STACKING
        keys = (first, *(key for key in keys if key not in (*both, "stack_mixed")))
    return ", ".join(_("stacking") if key == STACKING else rule_name(key) for key in keys)


def with_choice(rules: Rules, key: str, on: bool) -> Rules:
    """``rules`` with one choice turned on or off (the engine's ``Rules.with_choice``)."""
    return rules.with_choice(key, on)


def shared_screen_reason() -> str:
    """Why a hosted table cannot choose jump-in with two or more people at the host's
    keyboard: whoever holds the card on top would show it to the others."""
    return _("two or more players share the host's screen")


def jump_in_refusal(hosting: bool, sharing: bool = False) -> str | None:
    """Why jump-in cannot be chosen at this table (``None``: it can): never hot-seat;
    at a hosted table, not while ``sharing`` (two or more people at the host's keyboard)."""
    if not hosting:
        return jump_in_reason()
    return shared_screen_reason() if sharing else None


def jump_in_refused(reason: str) -> str:
    """The one line that refuses jump-in, with ``reason`` (``jump_in_refusal``)."""
    return _("jump-in is not offered: {reason}").format(reason=reason)


def offered_names(hosting: bool) -> list[str]:
    """The ``--house-rules`` names offered: jump-in only at a hosted table (the presets'
    names are offered too: ``preset_names``)."""
    names = [option_name(key) for key in CHOICES if hosting or key != "jump_in"]
    return [STACKING, *names]


def parse_rules(text: str, *, hosting: bool = False) -> Rules:
    """``--house-rules`` (comma-separated names; empty: classic), or ``ValueError`` with the
    one line a player reads. ``hosting``: a table other terminals join (``uno-tui host``),
    where jump-in may be chosen (who sits at the host's keyboard is checked later)."""
    rules = CLASSIC
    names = [name.strip().lower() for name in text.split(",") if name.strip()]
    known = {option_name(key): key for key in CHOICES}
    for name in names:
        named = preset(name.replace("_", "-"))
        if named is not None:  # a preset: its rules on, with any others named
            for each in named.chosen():
                rules = with_choice(rules, each, True)
            continue
        if name == STACKING:
            rules = with_choice(
                with_choice(rules, "stack_draw_two", True), "stack_wild_draw_four", True
            )
            continue
        key = known.get(name.replace("_", "-"))
        if key is None:
            raise ValueError(
                _("unknown house rule {name}; choose from {choices}").format(
                    name=repr(name[:40]),
                    choices=", ".join((*offered_names(hosting), *preset_names())),
                )
            )
        refusal = jump_in_refusal(hosting) if key == "jump_in" else None
        if refusal is not None:
            raise ValueError(jump_in_refused(refusal))
        rules = with_choice(rules, key, True)
    return rules


def stack_hint(owed: int, can_stack: bool) -> str:
    """The hand's hint while a stack is owed (HR1-HR3); which cards stack is the engine's
    (the hand marks the legal ones)."""
    if can_stack:
        return _(
            "A stack of {cards} is on you: stack a card that fits, or D draws them all."
        ).format(cards=cards_count(owed))
    return _("A stack of {cards} is on you: D draws them all.").format(cards=cards_count(owed))


def stack_on_wild_draw_four_hint() -> str:
    """The hand's hint when its player chose to stack on a Wild Draw Four (HR2, HR3)."""
    return _("Stack a card that fits on the Wild Draw Four, or D accepts it.")


def stack_note(name: str, owed: int) -> str:
    """The curtain's note while a stack is owed: public, as the total is."""
    return _("{name} stacks on the {cards} owed, or draws them all.").format(
        name=name, cards=cards_count(owed)
    )
