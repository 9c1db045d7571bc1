"""Every rule is the engine's (issue 34): above ``engine/`` nothing computes again who plays
next, where the hands go after a 0, what stacks on what, or stands a made-up colour in for a
Wild to ask whether a card may be played; they ask ``engine.ask`` (docs/ARCHITECTURE.md,
"Asking the engine"). A scan of the source, so that a rule written again fails here."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import uno_tui

PACKAGE = Path(uno_tui.__file__).resolve().parent

#: What a rule written again looks like, each with the question it should have asked.
WRITTEN_AGAIN: dict[str, re.Pattern[str]] = {
    # T4, HR4: the seat after or before another, and a 0's passing of the hands, are the
    # engine's seat tables (``next_seat``, ``seat_after``, ``passed_from``, ``World.after``).
    "a next seat computed (ask engine.ask.next_seat / seat_after / passed_from)": re.compile(
        r"\)\s*%\s*(?:(?:n|self\.n|\w+\.n|players|seats)\b|len\([\w.]*(?:sizes|hands|names)\))"
    ),
    "a direction made from clockwise (ask engine.ask.direction_of)": re.compile(
        r"\b1 if [\w.]*clockwise else -1\b|-1 if [\w.]*clockwise else 1\b"
    ),
    # HR1-HR3: which card stacks on which is ``stack_table``'s (``stackers``, ``stacks_on``,
    # ``house_ranks``, and the ``Rules.stacks_*`` answers), never the switches combined again.
    "a house-rule switch read to combine stacks (ask engine.ask.stackers / stacks_on)": re.compile(
        r"\.(?:stack_mixed|stack_draw_two|stack_wild_draw_four)\b"
    ),
    # T1, U1: whether a card may be played, or UNO said with it, is asked of the card
    # (``why_not_play``, ``uno_with``), not of a Play naming a colour picked at random.
    "a colour stood in for a Wild (ask engine.ask.why_not_play / uno_with)": re.compile(
        r"Color\.\w+ if [\w.]+\.is_wild else None"
    ),
    # The list of house rules is the engine's (``rules.CHOICES``, ``Rules.chosen``).
    "the list of house rules copied (import engine.rules.CHOICES)": re.compile(
        r'^\s*"(?:stack_draw_two|stack_wild_draw_four|stack_mixed|seven_o|draw_to_match|jump_in)",\s*$'
    ),
}


def rules_written_again(root: Path) -> list[str]:
    """Every line of the package at ``root`` outside ``engine/`` that writes a rule again."""
    found = []
    for path in sorted(root.rglob("*.py")):
        if path.relative_to(root).parts[0] == "engine":
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            for what, pattern in WRITTEN_AGAIN.items():
                if pattern.search(line):
                    found.append(f"{path.relative_to(root)}:{number}: {what}: {line.strip()}")
    return found


def test_no_rule_is_written_again_outside_the_engine() -> None:
    assert rules_written_again(PACKAGE) == []


@pytest.mark.parametrize(
    "line",
    [
        "    nxt = (seat + d) % n",  # the bots' next seat, as it was in seven places
        "    return (seat + (steps if view.clockwise else -steps)) % n",
        "    nxt = (seat + (1 if clockwise else -1)) % len(sizes)",
        "            if len(hands[(seat + world.direction) % len(hands)]) <= DANGER:",
        "    return [(s - d) % n for s in range(n)]",  # the seven-O pass
        "        1 if view.clockwise else -1,",
        "    return ((rank,) if same else ()) + ((other,) if rules.stack_mixed else ())",
        "        color = Color.RED if card.is_wild else None",  # the hand's stand-in
        '    "stack_mixed",',  # i18n/house.py's copy of the list
    ],
)
def test_the_scan_finds_each_rule_the_upper_floors_once_wrote(tmp_path: Path, line: str) -> None:
    (tmp_path / "bots").mkdir()
    (tmp_path / "bots" / "again.py").write_text(f"def f():\n{line}\n", encoding="utf-8")
    (tmp_path / "engine").mkdir()
    (tmp_path / "engine" / "game.py").write_text(f"def f():\n{line}\n", encoding="utf-8")
    found = rules_written_again(tmp_path)
    assert found and all(f.startswith("bots/again.py:2:") for f in found), found


def test_the_scan_leaves_a_cursor_going_round_a_list_alone(tmp_path: Path) -> None:
    (tmp_path / "ui").mkdir()
    (tmp_path / "ui" / "setup.py").write_text(
        "kind = kinds[(at + 1) % len(kinds)]\nj = (start + k) % m\n", encoding="utf-8"
    )
    assert rules_written_again(tmp_path) == []
