"""``python -m uno_tui`` does what the ``uno-tui`` command does."""

from uno_tui.cli import main_entry

if __name__ == "__main__":
    main_entry()
