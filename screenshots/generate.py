"""Regenerate the SVG screenshots of every screen and dialog from seeded, spelled-out games.

    python screenshots/generate.py            # writes screenshots/*.svg at 80x24

Every shot is taken in English; a few are taken again in each other language
(``screenshots/<lang>/``).

Each shot is taken by driving the real app with keys, as players would. The scripted
games live in ``tests/app/shots.py``; the snapshot tests (``tests/app/test_snapshots.py``)
play the same scripts.
"""

from __future__ import annotations

import asyncio
import sys
from collections.abc import Callable
from pathlib import Path

OUT = Path(__file__).resolve().parent
sys.path.insert(0, str(OUT.parent))

from tests.app.shots import SCENARIOS, SHOTS, run  # noqa: E402
from uno_tui.i18n import activate  # noqa: E402
from uno_tui.ui.app import UnoApp  # noqa: E402

#: The shots taken again in each other language.
TRANSLATED = ("03-pass-curtain", "05-hand", "16-challenge", "14-round-score-sheet")
LANGUAGES = ("pt_PT", "pt_BR", "es")


def saver(folder: Path, only: tuple[str, ...] = ()) -> Callable[[UnoApp, str], None]:
    def save(app: UnoApp, name: str) -> None:
        if only and name not in only:
            return
        folder.mkdir(exist_ok=True)
        path = folder / f"{name}.svg"
        path.write_text(app.export_screenshot(title=f"uno-tui — {name}"), encoding="utf-8")
        print(path.relative_to(OUT.parent))

    return save


async def main() -> int:
    for scenario in SCENARIOS:
        await run(scenario, saver(OUT))
    scenarios = {id(SHOTS[name]): SHOTS[name] for name in TRANSLATED}
    for lang in LANGUAGES:
        activate(lang)
        for scenario in scenarios.values():
            await run(scenario, saver(OUT / lang, TRANSLATED))
    activate("en")
    return 0


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
