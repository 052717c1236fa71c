"""Seeded randomness that replays identically on every Python (CPython 3.11, Pyodide 3.14).

``random.Random`` is not promised to stay the same across versions, so the engine
uses SplitMix64 and its own Fisher-Yates shuffle. A generator is derived from a
seed and a path of labels (round number, reshuffle count), so a state only needs
to carry its seed and counters.

>>> Rng(7).below(10) == Rng(7).below(10)
True
>>> Rng.derive(7, "round", 2).shuffled([1, 2, 3]) == Rng.derive(7, "round", 2).shuffled([1, 2, 3])
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TypeVar

T = TypeVar("T")
MASK64 = (1 << 64) - 1


class Rng:
    """SplitMix64: small, fast, and identical everywhere."""

    def __init__(self, seed: int) -> None:
        self._state = seed & MASK64

    @classmethod
    def derive(cls, seed: int | str, *labels: object) -> Rng:
        """A generator for one purpose (``derive(seed, "round", 3)``), independent of others."""
        text = ":".join([str(seed), *(str(label) for label in labels)])
        digest = hashlib.sha256(text.encode()).digest()
        return cls(int.from_bytes(digest[:8], "big"))

    def fork(self, label: object) -> Rng:
        """A generator for a side purpose, derived from this one's current state without
        moving it on (so the main sequence stays the same)."""
        return Rng.derive(self._state, "fork", label)

    def next64(self) -> int:
        self._state = (self._state + 0x9E3779B97F4A7C15) & MASK64
        z = self._state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in ``range(n)``, without modulo bias."""
        if n <= 0:
            raise ValueError(f"below() needs a positive bound, got {n}")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            value = self.next64()
            if value < limit:
                return value % n

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]

    def shuffled(self, items: Sequence[T]) -> tuple[T, ...]:
        """A shuffled copy (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out)
