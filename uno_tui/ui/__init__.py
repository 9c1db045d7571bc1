"""The Textual app, floor 5 (docs/ARCHITECTURE.md): the flow of screens, screens, dialogs,
widgets and their styles, and the apps of a hosted and a joined table (``hosted``)."""
