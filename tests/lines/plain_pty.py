"""``uno-tui --plain`` in a real pseudo-terminal, played by a player who reads only the new
lines (``LinePlayer``): each prompt is recognised by its words in the language played (the
game's own catalogues) and answered after it is printed, as a person would.

``everything`` keeps every byte the game wrote, for the checks that nothing moves the
cursor, colours or draws a box (``no_screen_control``)."""

from __future__ import annotations

import contextlib
import json
import os
import re
import select
import time
from pathlib import Path
from typing import Any

import pytest
from system.pty_app import Terminal

from uno_tui.engine import Card, Rank
from uno_tui.i18n import _, activate
from uno_tui.i18n.cards import card_name
from uno_tui.i18n.keys import yes_key
from uno_tui.table.saves import SAVE_SUFFIX

#: English in every run; the other languages in the full run (pyproject's ``slow``).
LANGUAGES = [
    "en",
    *(pytest.param(lang, marks=pytest.mark.slow) for lang in ("pt_PT", "pt_BR", "es")),
]
#: Seconds to wait for a line before the test fails (a hang is a failure).
PATIENCE = 30.0
#: A choice in a prompt's numbered list: ``1: Red 7`` (after the start, a comma or a full
#: stop).
CHOICE = re.compile(r"(?:^|[,.] )(\d+|[A-Z]): ([^,]+?)(?=,|\.$)")


def no_screen_control(data: bytes) -> list[str]:
    """What in ``data`` is not plain lines: an escape, a control character other than a
    line's end, a box-drawing or block character."""
    problems = []
    text = data.decode("utf-8", "replace")
    for char in set(text):
        code = ord(char)
        if char in "\r\n":
            continue
        if code < 0x20 or 0x7F <= code < 0xA0:
            problems.append(f"control {code:#x}")
        elif 0x2500 <= code <= 0x259F:
            problems.append(f"box drawing {char!r}")
    if re.search("\r(?!\n)", text):
        problems.append("a carriage return that rewrites its line")
    return problems


class Words:
    """The game's words a player listens for, in one language."""

    def __init__(self, lang: str) -> None:
        activate(lang)
        self.lang = lang
        self.top = _("Top: {card}. Colour: {color}.").split("{card}")[0]
        self.hand = _("Your hand, {cards}: {list}.").split("{cards}")[0]
        self.colour = _("Name the colour:")
        self.swap = _("Swap hands with:")
        self.accepts = _("accepts (you draw 4 and lose your turn)")
        self.deal = _("Press Enter to deal the next round.")
        #: A card drawn that cannot be played was named; Enter before the pass (T3).
        self.drew_over = _("Your turn is over. Press Enter, then pass the keyboard.")
        self.over = _("A plays again with the same players; N sets up a new game; Q quits.")
        self.over_hosted = _("A plays again with the same players; Q closes the table.")
        self.host_deals = _("The round is over: the host deals the next one.")
        #: The question Q asks at the host's keyboard before the table closes.
        self.close_table = _("{yes}: close it. Anything else: keep playing.").format(yes=yes_key())
        self.score_sheet = _("Score sheet") + ":"
        self.uno_hint = _("To say UNO as you play, add U to the number: {example}.").split(
            "{example}"
        )[0]
        self.wild_draw_four = card_name(Card(None, Rank.WILD_DRAW_FOUR))
        self.saved = _("The game is saved: uno-tui --plain --resume carries on where you left off.")

    def passing(self, name: str) -> str:
        return _("Pass the keyboard to {name}").format(name=name) + "."

    def press_enter(self, name: str) -> str:
        return _("{name}: press Enter when nobody else can see the screen.").format(name=name)

    def turn(self, name: str) -> str:
        return _("{name}, your turn").format(name=name) + "."

    def reveal(self, player: str, challenger: str) -> str:
        return _("{player}'s hand — for {challenger} only").format(
            player=player, challenger=challenger
        )


class PlainTerminal(Terminal):
    """One ``uno-tui --plain`` process in an 80x24 pseudo-terminal, read line by line."""

    def __init__(self, args: list[str], data_dir: Path, env: dict[str, str] | None = None) -> None:
        super().__init__(["--plain", *args], data_dir, env)
        self._partial = b""
        self.lines: list[str] = []

    def next_line(self, timeout: float = PATIENCE) -> str | None:
        """The next whole line the game wrote (``None``: it ended)."""
        deadline = time.monotonic() + timeout
        while b"\n" not in self._partial:
            left = deadline - time.monotonic()
            if left <= 0:
                tail = b"\n".join(self.everything.splitlines()[-12:]).decode()
                raise AssertionError(f"no new line for {timeout} s; the last lines:\n{tail}")
            ready, _w, _x = select.select([self.master], [], [], min(left, 0.5))
            if not ready:
                continue
            try:
                data = os.read(self.master, 65536)
            except OSError:
                data = b""
            if not data:
                if self._partial:
                    line, self._partial = self._partial, b""
                    return line.decode("utf-8", "replace").rstrip("\r")
                return None
            self.everything += data
            self._partial += data
        line, self._partial = self._partial.split(b"\n", 1)
        text = line.decode("utf-8", "replace").rstrip("\r")
        self.lines.append(text)
        return text

    def poll(self, timeout: float = 0.05) -> str | None:
        """The next whole line if one comes within ``timeout`` seconds (else ``None``)."""
        try:
            return self.next_line(timeout)
        except AssertionError:
            return None

    def type(self, text: str) -> None:
        os.write(self.master, text.encode() + b"\r")

    def wait(self, timeout: float = PATIENCE) -> int:
        deadline = time.monotonic() + timeout
        while self.proc.poll() is None:
            if time.monotonic() > deadline:
                raise AssertionError("the game did not end")
            with contextlib.suppress(AssertionError):
                self.next_line(0.2)
        while self.poll(0.2) is not None:  # (what it wrote last, read to the end)
            pass
        return self.proc.returncode


class LinePlayer:
    """Plays every seat at this keyboard from the new lines only: the first card listed
    (a Wild Draw Four first when ``challenge``), the first colour, UNO said with the
    next-to-last card, except once when ``forget`` (the next player then catches).

    It checks as it goes that no hand is printed before its player pressed Enter on their
    pass (``holder``: the name whose Enter was typed last) when people share the keyboard."""

    def __init__(
        self,
        term: PlainTerminal,
        words: Words,
        *,
        shared: bool,
        challenge: bool = False,
        forget: bool = False,
    ) -> None:
        self.term = term
        self.words = words
        self.shared = shared
        self.challenge = challenge
        self.forget = forget
        self.holder: str | None = None
        self.passing: str | None = None
        self.forgot_by: str | None = None
        self.uno_due = False
        self.quit_at_end = True
        self.events: list[str] = []

    def play(self, names: list[str], limit: int = 20000) -> None:
        """Answer prompts until the game is over (then Q) or the game ends."""
        w = self.words
        for _count in range(limit):
            line = self.term.next_line()
            if line is None:
                return
            for name in names:
                if line == w.passing(name):
                    self.passing, self.holder = name, None
            if line.startswith(w.hand) or any(line == w.turn(n) for n in names):
                assert not self.shared or self.holder is not None, f"a hand before Enter: {line}"
            for player in names:
                for challenger in names:
                    if line.startswith(w.reveal(player, challenger)):
                        assert not self.shared or self.holder == challenger, line
            if self.answer(line, names):
                return
        raise AssertionError("the game went on too long")

    def answer(self, line: str, names: list[str]) -> bool:
        w = self.words
        if self.passing is not None and line == w.press_enter(self.passing):
            if self.forgot_by is not None and self.forgot_by != self.passing:
                self.term.type("c")  # catch the one who forgot UNO, before taking the hand
                self.forgot_by, self.forget = None, False
            self.term.type("")
            self.holder, self.passing = self.passing, None
            return False
        if line.startswith(w.uno_hint):
            self.uno_due = True
            return False
        starts = (w.top, w.colour, w.swap)
        if line.startswith(starts) or w.accepts in line:
            self.decide(line)
            return False
        if line in (w.deal, w.drew_over):
            self.term.type("")
            return False
        if line == w.over:
            self.term.type("q")
            return True
        if line == w.over_hosted:
            self.term.type("q")  # (the host asks first: yes, close the table)
            return False
        if line == w.close_table:
            self.term.type(yes_key())
            return True
        return False

    def decide(self, line: str) -> None:
        w = self.words
        choices = {text.strip(): key for key, text in CHOICE.findall(line) if key.isdigit()}
        uno, self.uno_due = self.uno_due, False
        if w.accepts in line:
            self.term.type("2" if self.challenge else "1")
            return
        if not choices:
            self.term.type("d")
            return
        key = choices.get(w.wild_draw_four) if self.challenge else None
        key = key or min(choices.values(), key=int)
        if uno and self.forget and self.holder is not None:
            self.forgot_by = self.holder  # (forgets again until caught once)
            self.term.type(key)
        elif uno:
            self.term.type(key + "u")
        else:
            self.term.type(key)


def saves_in(data_dir: Path) -> list[Path]:
    return sorted(p for p in data_dir.glob(f"*{SAVE_SUFFIX}") if not p.name.startswith("."))


def saved_actions(data_dir: Path) -> list[dict[str, Any]]:
    (save,) = saves_in(data_dir)
    actions = json.loads(save.read_bytes())["actions"]
    assert isinstance(actions, list)
    return actions
