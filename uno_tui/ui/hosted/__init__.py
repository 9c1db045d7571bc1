"""The apps and screens of a table other terminals join: the host's, and a joined
terminal's (the wire itself is ``uno_tui.net``)."""
