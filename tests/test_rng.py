"""The seeded generator: fixed outputs, so any change to it (or a platform
difference) shows up here, and the e2e test compares it with Pyodide."""

import pytest

from pygame_core.rng import Rng, derive_seed


def test_draws_are_the_mersenne_twister_reference_values():
    # random.Random(0).random(): the sequence the standard library promises to keep.
    rng = Rng(0)
    assert [rng.random() for _ in range(3)] == [
        0.8444218515250481, 0.7579544029403025, 0.420571580830845]


def test_below_shuffle_and_seeds_are_fixed():
    # Golden values: a change to how draws become ints or orders changes every seeded game.
    rng = Rng(2026)
    assert [rng.below(52) for _ in range(8)] == [6, 26, 26, 44, 5, 11, 31, 28]
    assert rng.shuffled(range(10)) == [6, 3, 1, 0, 2, 8, 9, 5, 4, 7]
    assert rng.between(1, 51) == 42 and rng.next_seed() == 4050130672796602
    assert derive_seed(1, "xeri", 7) == 0xE515F0AC8CD3831A


def test_below_is_in_range_and_uses_every_value():
    rng = Rng(7)
    seen = {rng.below(6) for _ in range(600)}
    assert seen == set(range(6))
    counts = [0] * 4
    for _ in range(40000):
        counts[rng.below(4)] += 1
    assert all(9500 < c < 10500 for c in counts)


def test_below_refuses_what_it_cannot_draw_uniformly():
    for n in (0, -3, 2**53 + 1):
        with pytest.raises(ValueError):
            Rng(1).below(n)


def test_shuffle_is_a_permutation_and_repeatable():
    a = Rng(42).shuffled(range(52))
    b = Rng(42).shuffled(range(52))
    assert a == b and sorted(a) == list(range(52)) and a != list(range(52))


def test_seeds_differ_by_sign_and_size():
    firsts = {Rng(seed).random() for seed in (1, -1, 2**64 + 1, 2**53, 0)}
    assert len(firsts) == 4      # 2**64 + 1 is taken mod 2**64, so it is seed 1


def test_derive_seed_depends_on_every_part():
    assert derive_seed(1, 2) == derive_seed(1, 2)
    assert len({derive_seed(1, 2), derive_seed(2, 1), derive_seed(1, 3), derive_seed("1,2")}) == 4


def test_a_split_generator_is_independent_of_its_parent():
    parent = Rng(9)
    child = parent.split()
    assert [child.below(1000) for _ in range(5)] != [parent.below(1000) for _ in range(5)]
