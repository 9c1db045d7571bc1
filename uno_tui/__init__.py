"""uno-tui: classic UNO for the terminal, played hot-seat."""

__version__ = "0.1.0"
