"""At start: continue an unfinished game, or start a new one; and say which saves could
not be read (they were moved aside, never deleted)."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ..base import HELP, QUIT, UnoScreen
from ..i18n import N_, _, ngettext
from ..saves import BadSave, SavedGame
from ..seats import level_of
from ..widgets.keybar import KeyBar

#: The option that starts a new game instead.
NEW_GAME = "new"


def scores_line(saved: SavedGame) -> str:
    """``Ana 230 · Bruno 120 · Carla 45 — round 4``."""
    game = saved.game
    scores = " · ".join(
        f"{name} {score}" for name, score in zip(game.names, game.scores, strict=True)
    )
    return _("{scores} — round {round}").format(scores=scores, round=max(game.round, 1))


def when_saved(modified: float, now: float | None = None) -> str:
    """``today 16:20``, ``yesterday 09:12`` or ``2026-11-28 16:20``."""
    now = time.time() if now is None else now
    saved = time.localtime(modified)
    clock = time.strftime("%H:%M", saved)
    day = time.strftime("%Y-%m-%d", saved)
    if day == time.strftime("%Y-%m-%d", time.localtime(now)):
        return _("today {time}").format(time=clock)
    if day == time.strftime("%Y-%m-%d", time.localtime(now - 86400)):
        return _("yesterday {time}").format(time=clock)
    return f"{day} {clock}"


def details_line(saved: SavedGame, now: float | None = None) -> str:
    """``first to 500 · 1 computer player · saved today 16:20``."""
    parts = [_("first to {target}").format(target=saved.game.target)]
    bots = sum(1 for kind in saved.seats if level_of(kind) is not None)
    if bots:
        parts.append(ngettext("{n} computer player", "{n} computer players", bots).format(n=bots))
    parts.append(_("saved {when}").format(when=when_saved(saved.modified, now)))
    return " · ".join(parts)


def bad_save_line(bad: BadSave) -> str:
    """``game-….uno.json: it is damaged or cut short (…)``."""
    return _("{file}: {reason}").format(file=bad.path.name, reason=bad.reason)


class GameList(OptionList):
    """The choices, the highlighted one marked with ``▶`` as well as by colour."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", N_("Continue"), key_display="⏎"),
    ]

    def __init__(self, prompts: Sequence[tuple[Text, str]]) -> None:
        self.prompts = list(prompts)
        self._marked_at: int | None = None
        options: list[Option | None] = []
        for i, (prompt, option_id) in enumerate(prompts):
            if i:
                options.append(None)
            options.append(Option(self._marked(prompt, False), id=option_id))
        super().__init__(*options, id="games", compact=True)

    @staticmethod
    def _marked(prompt: Text, on: bool) -> Text:
        lines = prompt.split("\n")
        marked = Text("▶ " if on else "  ", no_wrap=True, overflow="ellipsis")
        for i, line in enumerate(lines):
            if i:
                marked.append("\n  ")
            marked.append_text(line)
        return marked

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        if self._marked_at is not None and self._marked_at != highlighted:
            prompt, _id = self.prompts[self._marked_at]
            self.replace_option_prompt_at_index(self._marked_at, self._marked(prompt, False))
        if highlighted is not None and highlighted != self._marked_at:
            prompt, _id = self.prompts[highlighted]
            self.replace_option_prompt_at_index(highlighted, self._marked(prompt, True))
        self._marked_at = highlighted


class ResumeScreen(UnoScreen[SavedGame | None]):
    """The games left unfinished, newest first, and a new game; the answer is the game to
    continue (``None``: a new game)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new_game", N_("New game"), key_display="N"),
        HELP,
        QUIT,
    ]
    AUTO_FOCUS = "#games"

    def __init__(
        self, games: Sequence[SavedGame], bad: Sequence[BadSave] = (), now: float | None = None
    ) -> None:
        super().__init__()
        self.games = list(games)
        self.bad = list(bad)
        self.now = now

    def compose_body(self) -> Iterable[Widget]:
        with Vertical(id="resume"):
            if self.games:
                title = ngettext(
                    "UNO — continue the unfinished game?",
                    "UNO — continue an unfinished game?",
                    len(self.games),
                )
            else:
                title = _("UNO — welcome back")
            yield Static(title, id="resume-title", markup=False)
            prompts: list[tuple[Text, str]] = []
            for i, saved in enumerate(self.games):
                prompt = Text(scores_line(saved))
                prompt.append("\n")
                prompt.append(details_line(saved, self.now), style="dim")
                prompts.append((prompt, str(i)))
            prompts.append((Text(_("Start a new game")), NEW_GAME))
            yield GameList(prompts)
            if self.bad:
                with VerticalScroll(id="bad-saves"):
                    yield Static(
                        ngettext(
                            "A save could not be used; it was moved aside, not deleted:",
                            "{n} saves could not be used; they were moved aside, not deleted:",
                            len(self.bad),
                        ).format(n=len(self.bad)),
                        id="bad-saves-title",
                        markup=False,
                    )
                    for bad in self.bad:
                        yield Static(bad_save_line(bad), classes="bad-save", markup=False)
                    folder = self.bad[0].path.parent
                    yield Static(
                        _("They are in {folder}").format(folder=folder), classes="dim", markup=False
                    )
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#games", OptionList).highlighted = 0

    def action_new_game(self) -> None:
        self.hand_over(None)

    @on(OptionList.OptionSelected, "#games")
    def _selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self._answer(event.option.id)

    def _answer(self, option_id: str | None) -> None:
        if option_id is None or option_id == NEW_GAME:
            self.hand_over(None)
        else:
            self.hand_over(self.games[int(option_id)])
