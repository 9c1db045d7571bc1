"""Regenerate the SVG screenshots of every screen and dialog from seeded, spelled-out games.

    python screenshots/generate.py            # writes screenshots/*.svg at 80x24

Each shot is taken by driving the real app with keys, as players would. The scripted
games live in ``tests/app/shots.py``; the snapshot tests (``tests/app/test_snapshots.py``)
play the same scripts.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent
sys.path.insert(0, str(OUT.parent))

from tests.app.shots import SCENARIOS, run  # noqa: E402
from uno_tui.app import UnoApp  # noqa: E402


def save(app: UnoApp, name: str) -> None:
    path = OUT / f"{name}.svg"
    path.write_text(app.export_screenshot(title=f"uno-tui — {name}"), encoding="utf-8")
    print(path.relative_to(OUT.parent))


async def main() -> int:
    for scenario in SCENARIOS:
        await run(scenario, save)
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
