"""The line mode (``uno-tui --plain``): a front end for screen readers and braille
displays that only appends lines: no colour, no box drawing, no escape sequence of any
kind, nothing redrawn. A peer of the Textual UI: it reads the same conductor snapshots
(``table/``), sends the same intents, asks the engine what is legal and why not, and says
everything in the words of ``i18n/``. It imports no Textual, so it starts at once.

- ``console``: the lines out, the lines typed in (a key belongs to the prompt printed
  before it), and the clock the conductor runs the computer players on;
- ``say``: the table, a hand, a decision and the scores as lines of words;
- ``prompt``: a question on show, and the table read (a conductor, a joined seat's);
- ``table``: the flow of a game, prompt by prompt; ``keys``: the keys of every prompt;
- ``setup``: the questions that set a table up when no ``--players`` is given (``--plain``
  and ``host --plain`` alike);
- ``run``: ``uno-tui --plain``, a new or a resumed game; ``joined``: ``join --plain``, a
  seat at a hosted table; ``hosted``: ``host --plain``, the host's own keyboard.
"""
