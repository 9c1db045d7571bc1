"""The table, floor 3 (docs/ARCHITECTURE.md): the conductor that runs a game, the session
that holds it, seats, names and saves. No Textual, no network."""
