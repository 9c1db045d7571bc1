"""``uno-tui --plain``: a new game (from ``--players`` or the setup's questions) or a resumed
one, played in lines on standard input and output."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from ..engine import CLASSIC, Game, Rules
from ..engine.events import WildDrawFourChallenged
from ..table.conductor import Conductor
from ..table.options import BOT_PACE
from ..table.saves import Holder, SaveStore, TableSettings, taken_over_line
from ..table.session import GameSession
from .console import Console, TimerClock
from .saving import say_the_save
from .setup import Chosen, ask_table
from .table import LineTable

#: Seconds between two looks at whether another process took the game over.
WATCH_SAVE = 1.0


def run_plain(
    players: Sequence[str] | None,
    target: int,
    seed: int | None,
    *,
    store: SaveStore,
    game: Game | None = None,
    save_path: Path | None = None,
    seats: Sequence[str] = (),
    lang: str | None = None,
    bot_pace: float | None = None,
    reveal: WildDrawFourChallenged | None = None,
    settings: TableSettings | None = None,
    rules: Rules | None = None,
    console: Console | None = None,
) -> int:
    """Play in lines until the players leave; the exit status."""
    settings = settings or TableSettings()
    console = console or Console()
    session = GameSession(
        seed=seed,
        rules=rules or CLASSIC,
        game=game,
        seats=seats,
        saves=store,
        save_path=save_path,
        lang=lang,
    )
    pace = next((p for p in (bot_pace, settings.pace) if p is not None), BOT_PACE)
    session.pace = pace
    session.reminders = settings.reminders
    clock = TimerClock()
    conductor = Conductor(session, clock, pace=lambda: pace)
    conductor.reveal_waiting(reveal)
    chosen_rules = rules or CLASSIC

    def setup() -> Chosen | None:
        return ask_table(console, target, rules)

    table = LineTable(
        conductor, console, clock, conductor=conductor, setup=setup, resumed=game is not None
    )
    say_the_save(conductor, console)  # (and once more on quitting, ``LineTable.quit``)

    def taken_over(holder: Holder) -> None:
        console.say(taken_over_line(holder))
        table.done = True

    session.on_taken_over = taken_over

    def watch() -> None:
        session.check_taken_over()
        if not table.done:
            clock.later(WATCH_SAVE, watch)

    clock.later(WATCH_SAVE, watch)
    if game is None and players:
        conductor.new_game(players, target, seats, first_pause=pace, rules=chosen_rules)
    try:
        code = table.run()
    except KeyboardInterrupt:
        table.quit()
        code = 130
    finally:
        console.close()
    # Nothing claims a game is saved that is not: the exit status says it too.
    return code or (1 if session.save_error is not None and session.game is not None else 0)
