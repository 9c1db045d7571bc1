"""The table's flow: one screen at a time, each awaited for its answer.

setup → dealer draw → for each decision: pass curtain → hand → (reveal curtain → reveal)
→ … → score sheet → next round … → game over. Screens never change the game themselves;
they send intents through ``UnoApp.act`` to the conductor, which runs the computer
players. Each screen's module is imported where it is first shown, so the
first frame (setup, the dealer draw or a pass curtain) does not wait for the others.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..engine import NextRound, Phase
from ..engine.events import DealerDrawn
from ..table.conductor import KEYBOARD

if TYPE_CHECKING:
    from .app import UnoApp


async def play(app: UnoApp) -> None:
    """Walk the table through its screens until the players leave."""
    session = app.session
    if session.game is None and (app.offers or app.bad_saves):
        from .screens.resume import ResumeScreen

        offers, app.offers = app.offers, ()
        bad, app.bad_saves = app.bad_saves, ()
        chosen = await app.push_screen_wait(ResumeScreen(offers, bad, store=session.saves))
        if chosen is not None:
            app.resume(chosen)
            app.refresh_views()
    while True:
        if session.game is None:
            from .screens.setup import SetupScreen

            result = await app.push_screen_wait(
                SetupScreen(
                    session.players,
                    session.target,
                    session.seats,
                    pace=app.bot_pace,
                    reminders=app.uno_reminders,
                    hosting=app.HOSTING,
                    rules=session.rules,
                )
            )
            session.rules = result.rules
            app.bot_pace, app.uno_reminders = result.pace, result.reminders
            app.new_game(result.players, result.target, result.seats)
            app.refresh_views()
        game = session.game
        assert game is not None
        if not app.dealer_shown:
            app.dealer_shown = True
            drawn = next((e for e in game.events if isinstance(e, DealerDrawn)), None)
            if drawn is not None:
                await app.push_screen_wait(app.dealer_screen(drawn, game.names))
        if session.pending_reveal is not None:  # a resumed game's reveal, left unseen
            await show_reveal(app)
        if game.phase in (Phase.GAME_OVER, Phase.ROUND_OVER):
            from .screens.scores import SAME_PLAYERS, ScoreScreen, SheetMode
        if game.phase is Phase.GAME_OVER:
            again = await app.push_screen_wait(ScoreScreen(SheetMode.FINAL))
            if not again:
                app.exit()
                return
            if again == SAME_PLAYERS:
                app.new_game(game.names, game.target, session.seats)
                app.refresh_views()
            else:
                session.end_game()
            continue
        if game.phase is Phase.ROUND_OVER:
            await app.push_screen_wait(ScoreScreen(SheetMode.ROUND))
            app.act(NextRound())
            continue
        from .screens.jumps import jump_due

        jumper = jump_due(app)  # HR6: the person here holds the card on top
        if jumper is not None:
            from .screens.jumpin import PlayerHand

            await app.push_screen_wait(PlayerHand(jumper))
            await show_reveal(app)
            continue
        seat = game.current
        assert seat is not None
        from .screens.curtain import PassScreen
        from .screens.watch import WatchScreen

        if session.is_bot(seat):
            # The computer players' turns, shown on the public table at a readable pace:
            # the conductor runs them while the keyboard watches (``KEYBOARD``).
            app.conductor.release(KEYBOARD)
            try:
                await app.push_screen_wait(WatchScreen())
            finally:
                app.conductor.hold(KEYBOARD)
        elif session.is_remote(seat):
            # A seat played from another terminal: the public table until it has decided.
            await app.push_screen_wait(app.remote_turn_screen(seat))
        else:
            if session.curtains or app.resumed:
                await app.push_screen_wait(PassScreen(seat))
                app.resumed = False
            else:
                await app.announce_all()
            from .screens.hand import HandScreen
            from .screens.jumpin import PlayerHand

            # HR6: the hand that knows jump-in, only where it is played.
            hand = PlayerHand if session.rules.jump_in else HandScreen
            await app.push_screen_wait(hand(seat))
        await show_reveal(app)


async def show_reveal(app: UnoApp) -> None:
    """Show the challenged hand to a challenger at the keyboard (behind their curtain);
    until then the reveal is part of the save, so a drop does not lose it."""
    session = app.session
    reveal = session.pending_reveal
    if reveal is None or session.game is None or session.is_remote(reveal.challenger):
        return  # (a challenger at another terminal is shown it there)
    if not session.is_bot(reveal.challenger):
        from .screens.curtain import RevealCurtain

        if session.curtains or app.resumed:
            await app.push_screen_wait(RevealCurtain(reveal))
            app.resumed = False
        from .dialogs.challenge import RevealDialog

        await app.push_screen_wait(RevealDialog(reveal, session.game.names))
    session.reveal_shown()
