"""A hosted table's shared shuffles at the session (net/shares.py works the round seeds
out with the joined terminals; the engine deals from them: engine/shared.py)."""

from __future__ import annotations

from collections.abc import Callable

from ..engine import Game, Phase
from ..engine.shared import base_seed, round_seeds, with_round_seed

__all__ = ["base_seed", "shared_deal", "with_round_seed"]


def shared_deal(game: Game, round_seed: Callable[[int, int], int]) -> None:
    """Before the next round of ``game`` is dealt: its round seed (a game set up with
    spelled-out deals has none, nor one whose round already has one)."""
    if game.phase is Phase.ROUND_OVER and len(round_seeds(game.setup.seed)) <= game.round:
        game.share_round(round_seed(game.round + 1, game.n))
