"""Statistics across games, per player name, read from the saved games' records (the
data folder): games played and won, rounds won, average points, Wild Draw Four challenges
won and lost, UNO catches. No Textual here: ``uno-tui stats`` prints them."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from .engine import Game
from .engine.events import GameEnded, RoundEnded, UnoCaught, WildDrawFourChallenged


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
