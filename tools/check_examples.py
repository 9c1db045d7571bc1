"""Replay every example record in ``tests/data/spec_examples`` with the command a user runs
(``python -m uno_tui replay NAME.record.json --json``) and compare the state it prints with
``NAME.expect.json``: every field the expectation names must match (hands, and any list of
card codes, compare as sorted lists).

    python tools/check_examples.py      # exit 0 when every example matches

The examples are the spec's own (its ``examples/`` folder), kept in the project so that a
fresh clone checks them too.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "tests" / "data" / "spec_examples"


def matches(got: Any, want: Any, path: str = "state") -> list[str]:
    """What differs between the state printed and the one expected (nothing: a match)."""
    if isinstance(want, dict):
        if not isinstance(got, dict):
            return [f"{path}: want an object, got {got!r}"]
        errs: list[str] = []
        for key, value in want.items():
            errs += matches(got.get(key), value, f"{path}.{key}")
        return errs
    if isinstance(want, list):
        if not isinstance(got, list) or len(got) != len(want):
            return [f"{path}: want {want!r}, got {got!r}"]
        if all(isinstance(x, str) for x in want):
            ok = sorted(got) == sorted(want)
            return [] if ok else [f"{path}: want {sorted(want)!r}, got {sorted(got)!r}"]
        errs = []
        for i, (g, w) in enumerate(zip(got, want, strict=True)):
            errs += matches(g, w, f"{path}[{i}]")
        return errs
    return [] if got == want else [f"{path}: want {want!r}, got {got!r}"]


def check(record: Path) -> list[str]:
    """Replay one example and compare it with its expectation."""
    want = json.loads(record.with_name(record.name.replace(".record.", ".expect.")).read_text())
    proc = subprocess.run(
        [sys.executable, "-m", "uno_tui", "replay", str(record), "--json"],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
    )
    if proc.returncode != 0:
        return [f"exit {proc.returncode}: {proc.stderr.strip()[-200:]}"]
    try:
        return matches(json.loads(proc.stdout), want)
    except ValueError:
        return [f"output is not JSON: {proc.stdout[:200]!r}"]


def main() -> int:
    records = sorted(EXAMPLES.glob("*.record.json"))
    bad = 0
    for record in records:
        errs = check(record)
        if errs:
            bad += 1
            print(f"FAIL {record.name}: {'; '.join(errs)}")
    print(f"examples: {len(records) - bad} passed, {bad} failed")
    return 1 if bad or not records else 0


if __name__ == "__main__":
    sys.exit(main())
