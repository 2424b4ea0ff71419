"""A small seeded generator that gives the same numbers on every Python version.

`random.shuffle` and `random.randrange` may change between CPython releases, so
anything a seed must reproduce (deals, AI choices) draws from `Rng` instead.
The generator is SplitMix64.
"""

_MASK = (1 << 64) - 1

# below(n) accepts a draw x < 2**64 - (2**64 % n); precomputed for the small n
# that deals and playouts use (the hot path), so no 65-bit arithmetic per draw.
_LIMITS = (0,) + tuple(_MASK + 1 - ((_MASK + 1) % n) for n in range(1, 129))


class Rng:
    __slots__ = ("_state",)

    def __init__(self, seed: int = 0):
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise TypeError("seed must be an integer")
        self._state = seed & _MASK

    # The SplitMix64 step is written out in next_u64, below and shuffle: playouts
    # draw hundreds of numbers per game and a method call per draw costs as much
    # as the arithmetic (more so in Pyodide). The three must stay the same step.
    def next_u64(self) -> int:
        self._state = z = (self._state + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1 (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("n must be positive")
        limit = _LIMITS[n] if n < 129 else _MASK + 1 - ((_MASK + 1) % n)
        z = self._state
        while True:
            z = (z + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
            self._state = z
            x = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
            x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
            x ^= x >> 31
            if x < limit:
                return x % n

    def between(self, lo: int, hi: int) -> int:
        """A uniform integer in lo..hi, both included."""
        return lo + self.below(hi - lo + 1)

    def choice(self, items):
        return items[self.below(len(items))]

    def random(self) -> float:
        """A float in [0, 1) with 53 random bits."""
        return (self.next_u64() >> 11) / 9007199254740992.0

    def shuffle(self, items: list) -> None:
        """Fisher-Yates, in place."""
        limits = _LIMITS
        z = self._state
        for i in range(len(items) - 1, 0, -1):
            n = i + 1
            limit = limits[n] if n < 129 else _MASK + 1 - ((_MASK + 1) % n)
            while True:                 # below(n), written out
                z = (z + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
                x = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
                x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
                x ^= x >> 31
                if x < limit:
                    break
            j = x % n
            items[i], items[j] = items[j], items[i]
        self._state = z

    def shuffled(self, items) -> list:
        out = list(items)
        self.shuffle(out)
        return out

    def split(self) -> "Rng":
        """An independent child generator; the parent moves on by one step."""
        return Rng(self.next_u64())


def derive_seed(*parts) -> int:
    """Mix integers and strings into one 64-bit seed, the same on every platform."""
    h = 0xCBF29CE484222325
    for part in parts:
        data = str(part).encode() + b"\x1f"
        for byte in data:
            h = ((h ^ byte) * 0x100000001B3) & _MASK
    return Rng(h).next_u64()
