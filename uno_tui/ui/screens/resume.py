"""At start: continue an unfinished game, delete one (after asking), or start a new one;
and say which saves could not be read (they were moved aside, never deleted).

A game open in another ``uno-tui`` says so (which process, since when); choosing it asks
whether to take it over (the other process then stops saving it and closes)."""

from __future__ import annotations

import time
from collections.abc import Iterable, Sequence
from typing import ClassVar

from rich.text import Text
from textual import on
from textual.binding import Binding, BindingType
from textual.containers import Vertical, VerticalScroll
from textual.geometry import Offset
from textual.widget import Widget
from textual.widgets import OptionList, Static
from textual.widgets.option_list import Option

from ...engine import RecordError
from ...i18n import N_, _, ngettext
from ...i18n.system import os_reason
from ...table.names import printable
from ...table.saves import (
    BadSave,
    GameBusy,
    SavedGame,
    SaveStore,
    hosted_game,
    hosted_mark,
    hosted_resume_line,
    open_elsewhere,
    scores_line,
    when,
)
from ...table.seats import level_of
from ..base import HELP, QUIT, UnoScreen
from ..cursor import settle_cursor
from ..widgets.keybar import KeyBar

#: The option that starts a new game instead.
NEW_GAME = "new"


def when_saved(modified: float, now: float | None = None) -> str:
    """``today 16:20``, ``yesterday 09:12`` or ``2026-11-28 16:20``."""
    return when(modified, time.time() if now is None else now)


def details_line(saved: SavedGame, now: float | None = None) -> str:
    """``first to 500 · 1 computer player · saved today 16:20``."""
    parts = [_("first to {target}").format(target=saved.target)]
    bots = sum(1 for kind in saved.seats if level_of(kind) is not None)
    if bots:
        parts.append(ngettext("{n} computer player", "{n} computer players", bots).format(n=bots))
    parts.append(_("saved {when}").format(when=when_saved(saved.modified, now)))
    if hosted_game(saved.path):
        parts.append(hosted_mark())
    return " · ".join(parts)


def bad_save_line(bad: BadSave) -> str:
    """``game-….uno.json: it is damaged or cut short (…)`` (a file name is escaped)."""
    return _("{file}: {reason}").format(
        file=printable(bad.path.name, 60), reason=printable(bad.reason, 200)
    )


class GameList(OptionList):
    """The choices, the highlighted one marked with ``▶`` as well as by colour, and the
    games marked for deleting with ``✗``."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "select", N_("Continue"), key_display="⏎"),
    ]

    def __init__(self, prompts: Sequence[tuple[Text, str]]) -> None:
        self.prompts = list(prompts)
        self._marked_at: int | None = None
        #: The options marked for deleting (Space).
        self.ticked: set[int] = set()
        options: list[Option | None] = []
        for i, (prompt, option_id) in enumerate(prompts):
            if i:
                options.append(None)
            options.append(Option(self._marked(prompt, False, i), id=option_id))
        super().__init__(*options, id="games", compact=True)

    def _marked(self, prompt: Text, on: bool, index: int = -1) -> Text:
        lines = prompt.split("\n")
        mark = ("▶ " if on else "  ") + ("✗ " if index in self.ticked else "")
        marked = Text(mark, no_wrap=True, overflow="ellipsis")
        for i, line in enumerate(lines):
            if i:
                marked.append("\n  ")
            marked.append_text(line)
        return marked

    def watch_highlighted(self, highlighted: int | None) -> None:
        super().watch_highlighted(highlighted)
        if self._marked_at is not None and self._marked_at != highlighted:
            self._show(self._marked_at, False)
        if highlighted is not None and highlighted != self._marked_at:
            self._show(highlighted, True)
        self._marked_at = highlighted
        if self.is_mounted:
            settle_cursor(self.app)

    def cursor_spot(self) -> Offset | None:
        """The terminal's cursor on the highlighted game's first line (``ui.cursor``):
        each game takes its prompt's lines and the line between two games."""
        region = self.content_region
        highlighted = self.highlighted
        if not region.area or highlighted is None:
            return None
        line = sum(prompt.plain.count("\n") + 2 for prompt, _id in self.prompts[:highlighted])
        y = min(max(line - round(self.scroll_y), 0), region.height - 1)
        return Offset(region.x, region.y + y)

    def _show(self, index: int, on: bool) -> None:
        prompt, _id = self.prompts[index]
        self.replace_option_prompt_at_index(index, self._marked(prompt, on, index))

    def tick(self, index: int) -> None:
        """Mark the ``index``-th choice for deleting, or unmark it."""
        self.ticked ^= {index}
        self._show(index, self._marked_at == index)


class ResumeScreen(UnoScreen[SavedGame | None]):
    """The games left unfinished, newest first, and a new game; the answer is the game to
    continue (``None``: a new game)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("n", "new_game", N_("New game"), key_display="N"),
        Binding("space", "tick", N_("Mark"), key_display="Space"),
        Binding("delete,x", "delete", N_("Delete game"), key_display="Del"),
        HELP,
        QUIT,
    ]
    AUTO_FOCUS = "#games"

    def __init__(
        self,
        games: Sequence[SavedGame],
        bad: Sequence[BadSave] = (),
        now: float | None = None,
        store: SaveStore | None = None,
    ) -> None:
        super().__init__()
        self.games = list(games)
        self.bad = list(bad)
        self.now = now
        #: Where the games are; a chosen game is opened (locked) through it.
        self.store = store
        #: The choice highlighted when a key was last refused (its reason shows till then).
        self._refused_at: int | None = None

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
                if saved.holder is not None:
                    prompt.append("\n")
                    prompt.append(open_elsewhere(saved.holder), style="bold")
                prompts.append((prompt, str(i)))
            prompts.append((Text(_("Start a new game")), NEW_GAME))
            yield GameList(prompts)
            # Why a key did nothing (a game that cannot be deleted, say): here, not a pop-up.
            line = Static("", id="resume-refusal", classes="refusal", markup=False)
            line.display = False
            yield line
            if self.bad:
                moved = [bad for bad in self.bad if not bad.unreadable]
                kept = [bad for bad in self.bad if bad.unreadable]
                titles = (
                    ngettext(
                        "A save could not be used; it was moved aside, not deleted:",
                        "{n} saves could not be used; they were moved aside, not deleted:",
                        len(moved),
                    ),
                    ngettext(
                        "A save cannot be read now; it was left where it is:",
                        "{n} saves cannot be read now; they were left where they are:",
                        len(kept),
                    ),
                )
                with VerticalScroll(id="bad-saves"):
                    for group, title in zip((moved, kept), titles, strict=True):
                        if group:
                            said = title.format(n=len(group))
                            yield Static(said, classes="bad-saves-title", markup=False)
                        for bad in group:
                            yield Static(bad_save_line(bad), classes="bad-save", markup=False)
                    folder = printable(self.bad[0].path.parent, 120)
                    yield Static(
                        _("They are in {folder}").format(folder=folder), classes="dim", markup=False
                    )
        yield KeyBar()

    def on_mount(self) -> None:
        self.query_one("#games", OptionList).highlighted = 0

    def can(self, action: str) -> bool | None:
        if action in ("delete", "tick"):
            return bool(self.games)
        return True

    def action_tick(self) -> None:
        """Mark the highlighted game for deleting (Del then deletes every one marked)."""
        games = self.query_one("#games", GameList)
        if self._highlighted() is None or games.highlighted is None:
            self.refuse(_("Only a saved game can be marked for deleting."))
            return
        games.tick(games.highlighted)

    def show_refusal(self, reason: str) -> None:
        super().show_refusal(reason)  # (on the line under the list)
        self._refused_at = self.query_one("#games", GameList).highlighted

    @on(OptionList.OptionHighlighted, "#games")
    def _moved(self, event: OptionList.OptionHighlighted) -> None:
        """A refusal is about the choice it was for: it goes as the player moves on."""
        if event.option_index != self._refused_at:
            self.query_one("#resume-refusal", Static).display = False

    def _chosen(self) -> list[SavedGame]:
        """The games Del is for: those marked, else the one highlighted."""
        ticked = self.query_one("#games", GameList).ticked
        if ticked:
            return [self.games[i] for i in sorted(ticked) if i < len(self.games)]
        saved = self._highlighted()
        return [saved] if saved is not None else []

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
            self._open(self.games[int(option_id)])

    def _highlighted(self) -> SavedGame | None:
        games = self.query_one("#games", GameList)
        index = games.highlighted
        if index is None:
            return None
        option_id = games.get_option_at_index(index).id
        if option_id is None or option_id == NEW_GAME:
            return None
        return self.games[int(option_id)]

    # ------------------------------------------------------------------ continue

    def _open(self, saved: SavedGame) -> None:
        """Continue ``saved``: lock it for this process and read it afresh; if another
        ``uno-tui`` has it open, ask whether to take it over. A hosted table's game is
        not played on here (its players' seats would come to this keyboard): the line
        says what continues it."""
        if hosted_game(saved.path) and not self.uno_app.HOSTING:
            self.refuse(hosted_resume_line())
            return
        if self.store is None:
            self.hand_over(saved)
            return
        try:
            fresh = self.store.open(saved.path)
        except GameBusy as exc:
            self._ask_take_over(saved, exc)
            return
        except (RecordError, OSError) as exc:
            self._cannot(saved, exc)
            return
        self.hand_over(fresh)

    def _ask_take_over(self, saved: SavedGame, busy: GameBusy) -> None:
        from ..dialogs.confirm import ConfirmDialog

        def answered(yes: bool | None) -> None:
            if not yes or self.store is None:
                return
            try:
                fresh = self.store.take_over(saved.path)
            except (RecordError, OSError) as exc:
                self._cannot(saved, exc)
                return
            self.hand_over(fresh)

        self.app.push_screen(
            ConfirmDialog(
                _("Take this game over?"),
                [
                    scores_line(saved),
                    _("It is {where}.").format(where=open_elsewhere(busy.holder)),
                    _("If you take it over, that uno-tui stops saving it and closes."),
                ],
                _("Yes, take it over"),
                _("No"),
            ),
            answered,
        )

    def _cannot(self, saved: SavedGame, exc: Exception) -> None:
        reason = os_reason(exc)
        self.refuse(
            _("This game cannot be continued: {reason}").format(reason=printable(reason, 200))
        )

    # ------------------------------------------------------------------ delete

    def action_delete(self) -> None:
        from ...table.lock import holder
        from ..dialogs.confirm import ConfirmDialog

        chosen = self._chosen()
        if not chosen:
            self.refuse(_("Choose a saved game to delete."))
            return
        for saved in chosen:
            busy = holder(saved.path)
            if busy is not None and saved.path != (self.store and self.store.held):
                self.refuse(
                    _("It cannot be deleted: it is {where}.").format(where=open_elsewhere(busy))
                )
                return

        async def answered(yes: bool | None) -> None:
            if yes:
                await self._delete(chosen)

        n = len(chosen)
        lines = [scores_line(saved) for saved in chosen[:4]]
        if n > 4:
            lines.append(_("… and {n} more").format(n=n - 4))
        elif n == 1:
            lines.append(details_line(chosen[0], self.now))
        lines.append(
            ngettext(
                "A deleted game cannot be brought back.",
                "Deleted games cannot be brought back.",
                n,
            )
        )
        self.app.push_screen(
            ConfirmDialog(
                ngettext("Delete this game?", "Delete these {n} games?", n).format(n=n),
                lines,
                ngettext("Yes, delete it", "Yes, delete them", n),
                ngettext("No, keep it", "No, keep them", n),
            ),
            answered,
        )

    async def _delete(self, chosen: list[SavedGame]) -> None:
        index = self.games.index(chosen[0])
        failed: list[str] = []
        for saved in chosen:
            store = self.store or SaveStore(saved.path.parent)
            try:
                store.delete(saved.path)
            except GameBusy as exc:
                where = open_elsewhere(exc.holder)
                failed.append(_("It was not deleted: it is {where}.").format(where=where))
                continue
            except OSError as exc:
                reason = os_reason(exc)
                failed.append(_("It could not be deleted: {reason}").format(reason=reason))
                continue
            self.games.remove(saved)
        await self.recompose()
        games = self.query_one("#games", GameList)
        games.highlighted = min(index, len(self.games))
        games.focus()
        self.refresh_bindings()
        if failed:  # (on the line of the list as it is now)
            self.refuse(" ".join(failed))
