"""A small seeded generator that gives the same numbers on every Python version.

The standard library promises one thing across versions: `random.Random(seed)`
with an integer seed gives the same `random()` sequence (its "Notes on
Reproducibility"). `randrange`, `choice` and `shuffle` carry no such promise, so
`Rng` builds every draw from `random()` alone:

- `below(n)` is floor(random() * n): random() is k / 2**53 for a uniform k, so
  each value's chance is off by less than 2**-53 (n up to 2**53);
- `shuffle` is Fisher-Yates with those draws.

The Mersenne Twister behind `random()` runs in C: a draw is one C call where the
SplitMix64 this replaced took a dozen Python-level big-int operations, and
playouts make hundreds of draws per game (docs/performance.md).
"""

import random as _random

_MASK = (1 << 64) - 1
_TWO_53 = 9007199254740992.0


class Rng:
    __slots__ = ("_draw",)

    def __init__(self, seed: int = 0):
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("seed must be an integer")
        self._draw = _random.Random(seed & _MASK).random

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return self._draw()

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1 (n from 1 to 2**53)."""
        if not 0 < n <= 9007199254740992:
            raise ValueError("n must be from 1 to 2**53")
        return int(self._draw() * n)

    def between(self, lo: int, hi: int) -> int:
        """A uniform integer in lo..hi, both included."""
        return lo + self.below(hi - lo + 1)

    def choice(self, items):
        return items[int(self._draw() * len(items))]

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        draw = self._draw
        for i in range(len(items) - 1, 0, -1):
            j = int(draw() * (i + 1))
            items[i], items[j] = items[j], items[i]

    def shuffled(self, items) -> list:
        out = list(items)
        self.shuffle(out)
        return out

    def next_seed(self) -> int:
        """A 53-bit seed for a child generator; this one moves on by one draw."""
        return int(self._draw() * _TWO_53)

    def split(self) -> "Rng":
        """An independent child generator; the parent moves on by one draw."""
        return Rng(self.next_seed())


def derive_seed(*parts) -> int:
    """Mix integers and strings into one 64-bit seed, the same on every platform (FNV-1a)."""
    h = 0xCBF29CE484222325
    for part in parts:
        for byte in str(part).encode() + b"\x1f":
            h = ((h ^ byte) * 0x100000001B3) & _MASK
    return h
