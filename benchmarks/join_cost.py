"""What a join attempt costs the host: its half of the SPAKE2 exchange and the proofs.

    python benchmarks/join_cost.py [--attempts 60]

The host's side of a join (or watch) attempt, timed directly in CPU time
(``time.process_time``): its SPAKE2 message for the table's code, the session key from a
terminal's message, its proof and the check of the terminal's (``uno_tui/net/auth.py``).
Beside it, in the same run, the host's side of a rejoin with a seat's key (two HMACs),
the reference. Not a test: it prints the medians (compare within one run).
"""

from __future__ import annotations

import argparse
import statistics
import time
from collections.abc import Callable

from uno_tui.net import auth

CODE = "K7M-4QX"


def median_ms(work: Callable[[], object], attempts: int) -> float:
    times = []
    for _ in range(attempts):
        start = time.process_time()
        work()
        times.append(time.process_time() - start)
    return statistics.median(times) * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--attempts", type=int, default=60)
    attempts = parser.parse_args().attempts
    messages = iter([auth.Spake(CODE, terminal=True).message for _ in range(attempts)])

    def join() -> None:
        host = auth.Spake(CODE, terminal=False)
        key = host.key(next(messages), b"transcript")
        auth.proof(key, "host", b"transcript")
        auth.check(key, "terminal", b"transcript", auth.proof(key, "terminal", b"transcript"))

    key = auth.new_key()

    def rejoin() -> None:
        auth.proof(key, "host", b"transcript")
        auth.check(key, "terminal", b"transcript", auth.proof(key, "terminal", b"transcript"))

    print(f"join attempt (SPAKE2): median {median_ms(join, attempts):.2f} ms of CPU")
    print(f"rejoin (seat key):     median {median_ms(rejoin, attempts):.3f} ms of CPU")


if __name__ == "__main__":
    main()
