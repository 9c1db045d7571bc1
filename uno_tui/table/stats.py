"""Statistics across games, per player name, read from the saved games' records (the
data folder): games played and won, rounds won, average points, Wild Draw Four challenges
won and lost, UNO catches. No Textual here: ``uno-tui stats`` prints them."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from ..engine import Game, RecordError
from ..engine.events import GameEnded, RoundEnded, UnoCaught, WildDrawFourChallenged
from ..i18n import _
from .saves import SaveStore, load_save


@dataclass
class PlayerStats:
    """One player name's record across the games read."""

    name: str
    games: int = 0
    finished: int = 0
    won: int = 0
    rounds_won: int = 0
    points: int = 0
    challenges_won: int = 0
    challenges_lost: int = 0
    catches: int = 0

    @property
    def average(self) -> float:
        """Points a finished game, on average (0 before any)."""
        return self.points / self.finished if self.finished else 0.0


def collect(games: Iterable[Game]) -> list[PlayerStats]:
    """Each player name's statistics over ``games``: the most games won first, then the
    most rounds won, then by name."""
    table: dict[str, PlayerStats] = {}
    for game in games:
        names = game.names
        rows = [table.setdefault(name, PlayerStats(name)) for name in names]
        for row in rows:
            row.games += 1
        for event in game.events:
            if isinstance(event, RoundEnded):
                rows[event.winner].rounds_won += 1
            elif isinstance(event, GameEnded):
                rows[event.winner].won += 1
                for seat, row in enumerate(rows):
                    row.finished += 1
                    row.points += event.scores[seat]
            elif isinstance(event, WildDrawFourChallenged):
                challenger = rows[event.challenger]
                if event.legal:
                    challenger.challenges_lost += 1
                else:
                    challenger.challenges_won += 1
            elif isinstance(event, UnoCaught):
                rows[event.seat].catches += 1
    return sorted(table.values(), key=lambda r: (-r.won, -r.rounds_won, r.name))


def saved_games(store: SaveStore) -> list[Game]:
    """Every game saved in ``store``'s folder, finished or not (bad saves left out: they
    are named, and moved aside, when the game starts). ``OSError`` when the folder cannot
    be read."""
    games: list[Game] = []
    for path in store.paths():
        try:
            games.append(load_save(path).game)
        except (RecordError, OSError):
            continue
    return games


def standings(store: SaveStore, names: Sequence[str]) -> str:
    """``Ana won 3 of 5 · Bruno won 1 of 4``: this table's players across the saved games
    (for the game-over sheet); empty when there is only this one game."""
    try:
        rows = {row.name: row for row in collect(saved_games(store))}
    except OSError:  # (the folder cannot be read: the sheet says nothing of it)
        return ""
    table = [rows[name] for name in names if name in rows]
    if not table or all(row.games <= 1 for row in table):
        return ""
    said = " · ".join(
        _("{name} won {won} of {games}").format(name=row.name, won=row.won, games=row.games)
        for row in sorted(table, key=lambda r: (-r.won, r.name))
    )
    return _("All saved games: {standings}").format(standings=said)
