"""A readable transcript of a game record: the table's sentences, round by round, and the
score sheet (``uno-tui replay FILE`` without ``--json``).

It tells what the table saw: cards drawn and hands shown to a challenger stay private, and
what was left in each hand is told when a round is scored, as at a real table.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import Game, ReplayError
from ..engine.events import Event, RoundEnded, RoundStarted, event_for_seat
from ..i18n import _
from ..i18n.reasons import refusal
from ..i18n.words import card_list, describe_events, points


def _rounds(events: Sequence[Event]) -> list[list[Event]]:
    """Public events split so that each list holds one round (its deal first)."""
    rounds: list[list[Event]] = [[]]
    for event in events:
        if isinstance(event, RoundStarted) and any(isinstance(e, RoundStarted) for e in rounds[-1]):
            rounds.append([])
        rounds[-1].append(event_for_seat(event, None))
    return rounds


def score_sheet(game: Game) -> list[str]:
    """The round-by-round table with totals, as plain text."""
    names = game.names
    width = max(7, *(len(n) for n in names))
    head = _("Round")
    lines = [f"{head:>7}  " + "  ".join(f"{n:>{width}}" for n in names)]
    for k, (winner, pts) in enumerate(game.round_results, start=1):
        cells = [f"{pts if seat == winner else '—':>{width}}" for seat in range(game.n)]
        lines.append(f"{k:>7}  " + "  ".join(cells))
    total = _("Total")
    lines.append(f"{total:>7}  " + "  ".join(f"{s:>{width}}" for s in game.scores))
    return lines


def transcript(game: Game, error: ReplayError | None = None) -> str:
    """The whole game as the table told it."""
    names = game.names
    out: list[str] = [
        _("{players} — playing to {target}.").format(
            players=", ".join(names), target=points(game.target)
        )
    ]
    for events in _rounds(game.events):
        started = next((e for e in events if isinstance(e, RoundStarted)), None)
        out.append("")
        if started is not None:
            out.append(_("== Round {round} ==").format(round=started.round))
        out.extend(describe_events(events, names))
        for event in events:
            if isinstance(event, RoundEnded):
                for opp in event.opponents:
                    out.append(
                        "  "
                        + _("{name} held {cards}: {points}.").format(
                            name=names[opp.seat],
                            cards=card_list(opp.cards),
                            points=points(opp.points),
                        )
                    )
    out.append("")
    out.append(_("Score sheet"))
    out.extend(score_sheet(game))
    if game.winner is None:
        current = game.current
        if current is not None:
            out.append(_("The game goes on: {name} is to play.").format(name=names[current]))
    if error is not None:
        out.append("")
        out.append(
            _("Action {index} of the record was refused: {message}").format(
                index=error.action, message=refusal(error.error)
            )
        )
    return "\n".join(out)
