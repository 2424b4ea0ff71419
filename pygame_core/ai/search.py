"""Search shared by both games: determinized sampling with common worlds.

The hidden cards are sampled again and again, consistent with what the player
knows (each game's `sample_world`); every candidate decision is tried in the
same sampled worlds and the rest of the game is played out by a policy. The
decision with the best mean wins. The number of samples is fixed by a budget
of simulated steps, not by the clock, so a seed always gives the same choice.
"""

from __future__ import annotations

from ..rng import Rng


def best_by_samples(moves, fresh, value, samples: int, rng: Rng, clone, same=None):
    """The move with the highest mean `value(world, move)` over `samples` worlds.

    `fresh(rng)` samples a world from `rng`, `clone(world)` copies it so that every
    move starts from the same world; ties go to the earlier move. With `same`, worlds
    with equal `same(world)` are the same world: each is played out once (`value` must
    then depend on the world alone), the results counted every time it is drawn.
    """
    totals = [0.0] * len(moves)
    played = {}
    for _ in range(samples):
        world = fresh(rng)
        if same is None:
            results = [value(clone(world), move) for move in moves]
        else:
            key = same(world)
            results = played.get(key)
            if results is None:
                results = played[key] = [value(clone(world), move) for move in moves]
        for i, result in enumerate(results):
            totals[i] += result
    means = {move: totals[i] / samples for i, move in enumerate(moves)}
    best = max(range(len(moves)), key=lambda i: (totals[i], -i))
    return moves[best], means


def p_holds(k: int, unknown: int, size: int) -> float:
    """Chance that a hand of `size` unseen cards holds one of `k` given unseen cards."""
    if k <= 0 or size <= 0 or unknown <= 0:
        return 0.0
    if k >= unknown:
        return 1.0
    miss = 1.0
    for i in range(min(size, unknown - k)):
        miss *= (unknown - k - i) / (unknown - i)
    return 1.0 - miss
