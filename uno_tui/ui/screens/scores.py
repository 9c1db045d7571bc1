"""The score sheet: the round just won (P1), every round so far, totals and the way to the
target (P2); at the end, the winner and a new game."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from enum import StrEnum
from typing import ClassVar

from rich import box
from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.widget import Widget
from textual.widgets import Static

from ...engine import Phase
from ...engine.events import RoundEnded
from ...i18n import N_, _, pgettext
from ...i18n.deal_check import round_verdict, verdict
from ...i18n.words import card_list, card_name, points
from ...table.public import PublicView
from ..base import HELP, QUIT, UnoScreen
from ..widgets.flow import Flow
from ..widgets.keybar import KeyBar
from .table import save_line, show_save_line


class SheetMode(StrEnum):
    VIEW = "view"  # looked at during play
    ROUND = "round"  # a round just ended
    FINAL = "final"  # the game is over


def round_result(event: RoundEnded, names: Sequence[str]) -> RenderableType:
    """The winner and, per opponent, the cards left and their points (P1)."""
    head = Text(
        _("Round {round} — {name} went out and scores {points}.").format(
            round=event.round, name=names[event.winner], points=points(event.points)
        ),
        style="bold",
    )
    table = Table.grid(padding=(0, 2))
    table.add_column(no_wrap=True)
    table.add_column(ratio=1)
    table.add_column(justify="right", no_wrap=True)
    for opp in event.opponents:
        cards = [card_name(card) for card in sorted(opp.cards)] or [card_list(())]
        table.add_row(names[opp.seat], Flow(cards), points(opp.points))
    return Group(head, table, Text(""))


def score_table(view: PublicView) -> Table:
    """Round by round, with totals and what each player still needs."""
    table = Table(box=box.ROUNDED, expand=False, pad_edge=True, show_edge=True)
    table.add_column(_("Round"), justify="right", no_wrap=True)
    for name in view.names:
        table.add_column(name, justify="right", no_wrap=True, overflow="ellipsis", max_width=12)
    start = view.start_scores
    if any(start):
        # Translators: the score sheet's first row: the scores the game started with.
        table.add_row(pgettext("score sheet", "Start"), *[str(s) for s in start])
    seats = range(len(view.names))
    scores, target = view.table.scores, view.table.target
    for k, (winner, pts) in enumerate(view.table.round_results):
        table.add_row(str(k + 1), *[str(pts) if s == winner else "—" for s in seats])
    table.add_section()
    table.add_row(Text(_("Total"), style="bold"), *[Text(str(s), style="bold") for s in scores])
    table.add_row(_("To go"), *[str(max(0, target - s)) for s in scores])
    return table


def progress(view: PublicView, width: int = 24) -> Text:
    """The leader's way to the target as a bar with the numbers written out."""
    scores, target, winner = view.table.scores, view.table.target, view.table.winner
    leader = max(range(len(view.names)), key=lambda s: scores[s])
    score = scores[leader]
    share = min(1.0, score / target)
    filled = round(share * width)
    text = Text()
    if winner is not None:
        # The game is over: say who won, not who leads.
        leader, score = winner, scores[winner]
        share = min(1.0, score / target)
        filled = round(share * width)
        line = _("Target {target}: {name} won with {score} ")
    elif score == 0:
        line = _("Target {target}: nobody has scored yet ")
    else:
        line = _("Target {target}: {name} leads with {score} ")
    text.append(line.format(target=target, name=view.names[leader], score=score))
    text.append("█" * filled, style="bold")
    text.append("░" * (width - filled), style="dim")
    text.append(" " + _("{percent}%").format(percent=round(share * 100)))
    return text


NEW_GAME = "new"
SAME_PLAYERS = "same"


class ScoreScreen(UnoScreen[bool | str]):
    """``ROUND`` dismisses with True to deal on; ``FINAL`` with ``NEW_GAME`` (setup) or
    ``SAME_PLAYERS`` (a new game at once, same players, seats and target)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter", "next", N_("Continue"), key_display="⏎"),
        Binding("a", "same_players", N_("Same players again"), key_display="A"),
        Binding("n", "new_game", N_("New game"), key_display="N"),
        Binding("s,x,escape", "close", N_("Back"), key_display="S"),
        HELP,
        QUIT,
    ]

    def __init__(self, mode: SheetMode, round_end: bool = False) -> None:
        """``round_end``: a joined terminal's sheet for the round just ended, which says
        that round's result even once its host has dealt the next."""
        super().__init__()
        self.mode = mode
        self.round_end = round_end

    def compose_body(self) -> Iterable[Widget]:
        view = self.uno_app.public_view()
        assert view is not None
        winner = view.table.winner
        box = VerticalScroll(id="sheet")
        box.border_title = _("Game over") if self.mode is SheetMode.FINAL else _("Score sheet")
        parts: list[RenderableType] = []
        if self.mode is SheetMode.FINAL and winner is not None:
            parts.append(
                Text(
                    _("{name} wins the game with {points}!").format(
                        name=view.names[winner], points=points(view.table.scores[winner])
                    ),
                    style="bold reverse",
                )
            )
        event = view.last_round_end()
        over = view.table.phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
        if event is not None and (self.mode is not SheetMode.VIEW or over or self.round_end):
            # (Looked at once the round is over: a joined terminal's sheet at the round's
            # end says who won it, as the table that deals the next one does.)
            parts.append(round_result(event, view.names))
        elif self.mode is SheetMode.VIEW:
            parts.append(Text(_("Round {round} is being played.").format(round=view.table.round)))
        checks = view.deal_check  # a joined terminal's check of the deals (net/deck.py)
        this = [c for c in checks if event is not None and c.round == event.round]
        if checks and winner is not None:
            bad = any(check.problems for check in checks)
            parts.append(Text(verdict(checks, view.names), style="bold" if bad else ""))
        elif this:  # the round just ended, checked at once (a shared shuffle: shareledger)
            line = round_verdict(this[0], view.names)
            parts.append(Text(line, style="bold" if this[0].problems else ""))
        with box:
            yield Static(Group(*parts), id="round-result")
            yield Static(score_table(view), id="score-table")
            yield Static(progress(view), id="progress")
            final = self.mode is SheetMode.FINAL  # (at the table that keeps the saves)
            store = self.uno_app.session.saves if final else None
            if store is not None:
                from ...table.stats import standings

                yield Static(standings(store, view.names), id="standings", markup=False)
            yield Static(self._hint(), id="sheet-hint", markup=False)
            join = self.uno_app.open_seat_line()  # a hosted table's seat still open
            if join:
                yield Static(join, id="sheet-join", classes="dim", markup=False)
        yield save_line()
        yield KeyBar()

    def refresh_view(self) -> None:
        show_save_line(self)  # (the sheet between rounds is read a while: a save may fail)
        self._say_turn()

    def on_mount(self) -> None:
        show_save_line(self)
        self._say_turn()
        if self.mode is not SheetMode.VIEW:
            self.run_worker(self.uno_app.announce_all(), exclusive=True, group="announce")

    def _say_turn(self) -> None:
        """A joined terminal's sheet stays up while its host deals on (the round's end
        read whole): once the game waits for this terminal's person, the turn timer
        running, its bottom edge says so, where the sheet's scrolling never hides it."""
        joined = self.uno_app.joined
        if self.mode is not SheetMode.VIEW or joined is None:
            return
        line = ""
        if joined.decision_due():
            line = " ".join((_("It is your turn."), _("S, X or Esc goes back to the game.")))
        for sheet in self.query("#sheet").results(VerticalScroll):  # (none before it is built)
            sheet.border_subtitle = line

    def _hint(self) -> str:
        if self.mode is SheetMode.ROUND:
            return _("Press Enter to deal the next round.")
        if self.mode is SheetMode.FINAL and self.uno_app.HOSTING:
            return _(
                "A plays again with the same players, each at the same terminal; Q closes "
                "the table (a new table with other players: uno-tui host again)."
            )
        if self.mode is SheetMode.FINAL:
            return _("A plays again with the same players; N sets up a new game; Q quits.")
        return _("S, X or Esc goes back to the game.")

    def can(self, action: str) -> bool | None:
        if action == "next":
            return self.mode is SheetMode.ROUND
        if action == "new_game":  # (at a hosted table the seats stay with their terminals)
            return self.mode is SheetMode.FINAL and not self.uno_app.HOSTING
        if action == "same_players":
            return self.mode is SheetMode.FINAL
        if action == "close":
            return self.mode is SheetMode.VIEW
        return True

    def show_refusal(self, reason: str) -> None:
        for line in self.query("#sheet-hint").results(Static):  # (none before it is built)
            line.update(reason)

    def action_next(self) -> None:
        if not self.too_soon():
            self.hand_over(True)

    def action_new_game(self) -> None:
        self.hand_over(NEW_GAME)

    def action_same_players(self) -> None:
        self.hand_over(SAME_PLAYERS)

    def action_close(self) -> None:
        self.dismiss(False)

    #: Whether ``gives_way`` dismissed it.
    _gave_way = False

    def gives_way(self) -> bool:
        """A joined terminal's host closed the table (or the link ended): the sheet read
        meanwhile goes, as its S would take it, for the screen that says so; a key meant
        for it is not the next screen's. True if it went now."""
        if self.mode is not SheetMode.VIEW or self._gave_way or not self.is_current:
            return False
        self._gave_way = True
        self.uno_app.moved_on_by_itself()
        self.dismiss(False)
        return True
