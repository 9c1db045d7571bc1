"""Where a table listens unless told otherwise: constants the command line needs before it
knows whether it will touch the network at all (importing them loads no wire code, so a
hot-seat game starts without it)."""

#: The default TCP port of ``uno-tui host``, and the address it listens on unless
#: ``--bind`` says otherwise: this machine only.
DEFAULT_PORT = 7654
LOOPBACK = "127.0.0.1"
#: Connections the kernel keeps waiting for a host to accept (a flood's connect-and-close
#: must not fill it before the host accepts a player's).
BACKLOG = 1024
