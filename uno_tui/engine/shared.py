"""Shuffles every terminal shares in (docs/SECURITY.md): each round of a hosted game can be
dealt from a seed of its own, which the table works out with the joined terminals when the
round is dealt (net/shares.py) and which the game's record keeps inside its ``seed``.

A record's ``seed`` below ``2**64`` seeds every shuffle, as it always did. A seed of
``2**64`` or more also carries one 64-bit *round seed* for each of the first rounds: the
seed is ``base + 2**64 * (chunks + 2**(64 * k))``, where ``base`` (below ``2**64``)
seeds the dealer draw, ``chunks`` holds round ``i``'s seed in its bits ``64 * (i - 1)``
up, and the one bit above them says how many (``k``) there are. Round ``i <= k`` whose seed is
not 0 is dealt, and its reshuffles made, from a generator of its own seeded with its
round seed; so opening one round's seed tells nothing of any other's. Any other round (a
round seed of 0: one no terminal shared in; a round past ``k``; a deal the setup spells
out) is dealt from the game's own generator, as before, which the other rounds leave as
they found it.

``deal_check.round_stocks`` works out, from a round's seed and its public events alone,
the orders the round used: what a terminal checks the round against once it is opened.
"""

from __future__ import annotations

import random

BITS = 64
_ONE = 1 << BITS
_MASK = _ONE - 1


def base_seed(seed: int) -> int:
    """What seeds the game's own generator (the dealer draw, and rounds without a seed)."""
    return seed if seed < _ONE else seed & _MASK


def round_seeds(seed: int) -> tuple[int, ...]:
    """The round seeds ``seed`` carries, round 1's first."""
    if seed < _ONE:
        return ()
    rest = seed >> BITS
    count = (rest.bit_length() - 1) // BITS
    return tuple((rest >> (BITS * i)) & _MASK for i in range(count))


def with_round_seed(seed: int, value: int) -> int:
    """``seed`` carrying ``value`` as the next round's seed."""
    if not 0 <= value <= _MASK:
        raise ValueError("a round seed is 64 bits")
    chunks = round_seeds(seed)
    rest = 0
    for i, chunk in enumerate((*chunks, value)):
        rest |= chunk << (BITS * i)
    rest |= 1 << (BITS * (len(chunks) + 1))
    return base_seed(seed) + (rest << BITS)


def round_rng(seed: int, round_: int) -> random.Random | None:
    """Round ``round_``'s own generator, if ``seed`` carries a seed for it (0: none)."""
    seeds = round_seeds(seed)
    value = seeds[round_ - 1] if 0 < round_ <= len(seeds) else 0
    return random.Random(value) if value else None
