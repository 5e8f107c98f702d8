"""The project's own PRNG (splitmix64), kept inside the game state.

Python's `random` differs between versions and is global; this one is integer-only
arithmetic, so the same seed gives the same numbers under every CPython 3.11+.
"""

from __future__ import annotations

_MASK = (1 << 64) - 1


class Rng:
    __slots__ = ("state", "draws")

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK
        self.draws = 0  # how many numbers were taken; undo never crosses a draw

    def next_u64(self) -> int:
        self.draws += 1
        self.state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def randbelow(self, n: int) -> int:
        """Uniform integer in [0, n), by rejection so no value is favoured."""
        if n <= 0:
            raise ValueError("randbelow needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next_u64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.randbelow(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items):
        return items[self.randbelow(len(items))]

    def copy(self) -> Rng:
        other = Rng(0)
        other.state, other.draws = self.state, self.draws
        return other
