"""Two runs of ``benchmarks/bots.py --save`` compared match by match.

    python benchmarks/paired.py A.jsonl B.jsonl

Both runs must have played the same tables with the same ``--seed`` (and so the same deals
and seats): each match of B is set against the same match of A, which takes out most of the
luck of the deal, so a much smaller difference shows than between two win rates. For every
table both played it prints, for B less A, the mean difference per match in matches won,
rounds won and points over the others' mean, each with a 95% interval (normal
approximation over the matches), and the searches' samples and "left the heuristic" rate
of each run.
"""

from __future__ import annotations

import json
import math
import sys
from collections.abc import Sequence
from pathlib import Path

Row = dict[str, float]


def load(path: Path) -> dict[tuple[str, int], Row]:
    out: dict[tuple[str, int], Row] = {}
    for line in path.read_text().splitlines():
        if line.strip():
            row = json.loads(line)
            out[(row["table"], row["match"])] = row
    return out


def mean_interval(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the half-width of its 95% interval."""
    n = len(values)
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def main(argv: Sequence[str]) -> int:
    if len(argv) != 2:
        print(__doc__)
        return 2
    a, b = (load(Path(p)) for p in argv)
    tables = sorted({t for t, _ in a} & {t for t, _ in b})
    if not tables:
        print("no table in common")
        return 1
    for table in tables:
        keys = sorted(k for k in a if k[0] == table and k in b)
        print(f"{table}: {len(keys)} matches in both (B less A)")
        for field, label in (
            ("won", "matches won"),
            ("rounds_won", "rounds won"),
            ("margin", "points over the others"),
        ):
            mean, half = mean_interval([float(b[k][field]) - float(a[k][field]) for k in keys])
            base = sum(float(a[k][field]) for k in keys) / len(keys)
            print(f"  {label}: {mean:+.3f} +- {half:.3f} per match (A: {base:.3f})")
        for name, run in (("A", a), ("B", b)):
            searches = sum(run[k]["searches"] for k in keys)
            if searches:
                worlds = sum(run[k]["worlds"] for k in keys)
                left = sum(run[k]["left"] for k in keys)
                print(
                    f"  {name}: {worlds / searches:.1f} samples a search, "
                    f"left the heuristic {100 * left / searches:.1f}%"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
