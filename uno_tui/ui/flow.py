"""The table's flow: one screen at a time, each awaited for its answer.

setup → dealer draw → for each decision: pass curtain → hand → (reveal curtain → reveal)
→ … → score sheet → next round … → game over. The flow reads the conductor's newest
snapshot (whose decision is due, the public table, the reveal waiting); screens never change
the game themselves: they send intents through ``UnoApp.act`` to the conductor, which runs
the computer players. Each screen's module is imported where it is first shown, so the
first frame (setup, the dealer draw or a pass curtain) does not wait for the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import NextRound, Phase
from ..engine.events import DealerDrawn
from ..table.conductor import KEYBOARD, Who
from .corner import clear_corner

if TYPE_CHECKING:
    from .app import UnoApp


async def play(app: UnoApp) -> None:
    """Walk the table through its screens until the players leave: the same flow at a
    hot-seat table, a host and a joined terminal (``app.joined``: it reads its host's
    snapshots; its host sets the game up, deals and decides for the other seats)."""
    reader, joined = app.table_reader, app.joined
    if joined is None and not reader.snapshot.playing and (app.offers or app.bad_saves):
        session = app.session
        from .screens.resume import ResumeScreen

        offers, app.offers = app.offers, ()
        bad, app.bad_saves = app.bad_saves, ()
        chosen = await app.push_screen_wait(ResumeScreen(offers, bad, store=session.saves))
        if chosen is not None:
            app.resume(chosen)
            app.refresh_views()
    while True:
        if joined is not None and joined.ended is not None:
            if not await joined.lost():  # the link to the host ended: rejoin, or leave
                app.exit()
                return
            continue
        if not reader.snapshot.playing and joined is not None:
            await app.push_screen_wait(joined.table_screen())  # (until the host deals)
            continue
        if not reader.snapshot.playing:
            from .screens.setup import SetupScreen

            session = app.session
            result = await app.push_screen_wait(
                SetupScreen(
                    session.players,
                    session.target,
                    session.seats,
                    pace=app.bot_pace,
                    reminders=app.uno_reminders,
                    hosting=app.HOSTING,
                    rules=session.rules,
                    turn_time=int(app.conductor.turns.seconds),
                )
            )
            app.bot_pace, app.uno_reminders = result.pace, result.reminders
            app.conductor.turns.seconds = float(result.turn_time)  # (a hosted table's)
            app.new_game(result.players, result.target, result.seats, rules=result.rules)
            app.refresh_views()
        public = reader.snapshot.public
        assert public is not None
        if not app.dealer_shown:
            app.dealer_shown = True
            drawn = next((e for e in public.events if isinstance(e, DealerDrawn)), None)
            if drawn is not None:
                await app.push_screen_wait(app.dealer_screen(drawn, public.names))
        if reader.snapshot.reveal is not None:  # a resumed game's reveal, left unseen
            await show_reveal(app)
        snapshot = reader.snapshot
        public, due = snapshot.public, snapshot.due
        assert public is not None and due is not None
        phase = public.table.phase
        if phase in (Phase.GAME_OVER, Phase.ROUND_OVER):
            from .screens.roundover import RoundOverScreen
            from .screens.scores import SAME_PLAYERS, ScoreScreen, SheetMode
        if phase in (Phase.GAME_OVER, Phase.ROUND_OVER) and joined is not None:
            # The host's keyboard deals on, waiting for nobody here: the card that went
            # out and the scores once (kept on show if the host deals meanwhile), then the
            # table until then.
            round_end = joined.round_end_due()
            if round_end is not None:
                joined.round_end_seen(round_end)
                joined.quiet_notices()  # (the round's end and its sheet read whole)
                await app.push_screen_wait(RoundOverScreen())
                await app.push_screen_wait(ScoreScreen(SheetMode.VIEW, round_end=True))
            else:
                await app.push_screen_wait(joined.table_screen())
            continue
        if phase in (Phase.GAME_OVER, Phase.ROUND_OVER):
            clear_corner(app)  # (a computer's UNO, stale now, would cover its line)
            await app.push_screen_wait(RoundOverScreen())  # the card that went out, first
        if phase is Phase.GAME_OVER:
            again = await app.push_screen_wait(ScoreScreen(SheetMode.FINAL))
            if not again:
                app.exit()
                return
            if again == SAME_PLAYERS:
                app.new_game(public.names, public.table.target, app.session.seats)
                app.refresh_views()
            else:
                app.conductor.end_game()
            continue
        if phase is Phase.ROUND_OVER:
            await app.push_screen_wait(ScoreScreen(SheetMode.ROUND))
            app.act(NextRound())
            continue
        from .screens.jumps import jump_due

        jumper = jump_due(app)  # HR6: the person here holds the card on top
        if jumper is not None:
            from .screens.jumpin import PlayerHand

            jump_hand = joined.hand_screen() if joined is not None else PlayerHand(jumper)
            await app.push_screen_wait(jump_hand)
            await show_reveal(app)
            continue
        seat = due.seat
        assert seat is not None
        from .screens.curtain import PassScreen
        from .screens.watch import WatchScreen

        if due.who is not Who.HERE and joined is not None:
            # Another seat decides, at its own terminal, the host's, or a computer: the
            # public table until this seat's turn comes.
            await app.push_screen_wait(joined.table_screen())
        elif due.who is Who.COMPUTER:
            # The computer players' turns, shown on the public table at a readable pace:
            # the conductor runs them while the keyboard watches (``KEYBOARD``).
            app.conductor.release(KEYBOARD)
            try:
                await app.push_screen_wait(WatchScreen())
            finally:
                app.conductor.hold(KEYBOARD)
        elif due.who is Who.JOINED:
            # A seat played from another terminal: the public table until it has decided.
            await app.push_screen_wait(app.remote_turn_screen(seat))
        else:
            if app.curtains or app.resumed:
                await app.push_screen_wait(PassScreen(seat))
                app.resumed = False
            else:
                await app.announce_all()
            from .screens.hand import HandScreen
            from .screens.jumpin import PlayerHand

            if joined is not None:
                await app.push_screen_wait(joined.hand_screen())
            else:
                # HR6: the hand that knows jump-in, only where it is played.
                hand = PlayerHand if public.table.rules.jump_in else HandScreen
                await app.push_screen_wait(hand(seat))
        await show_reveal(app)


async def show_reveal(app: UnoApp) -> None:
    """Show the challenged hand to a challenger at the keyboard (behind their curtain);
    until then the reveal is part of the save, so a drop does not lose it."""
    reader = app.table_reader
    snapshot = reader.snapshot
    reveal, public, seating = snapshot.reveal, snapshot.public, snapshot.seating
    if reveal is None or public is None or seating.is_remote(reveal.challenger):
        return  # (a challenger at another terminal is shown it there)
    if not seating.is_bot(reveal.challenger):
        from .screens.curtain import RevealCurtain

        if seating.curtains or app.resumed:
            await app.push_screen_wait(RevealCurtain(reveal))
            app.resumed = False
        from .dialogs.challenge import RevealDialog

        await app.push_screen_wait(RevealDialog(reveal, public.names))
    reader.reveal_shown()
