"""The Xeri reference players (issue 18): fixed yardsticks for the levels, never tuned
after they were written. `greedy` takes the most points now; `pimc` samples worlds
and plays each out with greedy; `pimc@K` names PIMC with K worlds."""

from __future__ import annotations

from ..ai.search import best_by_samples
from ..rng import Rng
from .knowledge import XeriInfo
from .policies import VALUE, distinct_plays, greedy_card
from .sim import XeriSim, clone, sample_world

# Reference players (issue 18): fixed yardsticks, never tuned after they were written.
REFERENCES = ("greedy", "pimc")

PIMC_SAMPLES = 1000  # worlds per decision; `pimc@K` names the same player with K worlds


def greedy_info_card(info: XeriInfo) -> int:
    last = sum(info.hand_counts) == 1 and info.stock == 0
    return greedy_card(info.hand, info.pile, sum(VALUE[c] for c in info.pile), info.jack_xeri,
                       last and info.dealer_last_no_xeri)


def pimc_card(info: XeriInfo, rng: Rng, samples: int) -> tuple[int, dict]:
    """The PIMC reference: `samples` worlds consistent with the view (`sample_world`), each
    card (one per rank and value: the others play alike) played in every world and the
    round played out by greedy for everyone; the best mean round margin for my side."""
    moves = distinct_plays(info.hand)
    if len(moves) == 1:
        return moves[0], {"samples": 0, "values": {moves[0]: 0.0}}
    side = info.side(info.me)

    def value(world: XeriSim, move: int) -> float:
        world.play(move)
        world.play_round_out()
        return world.margin(side)

    move, values = best_by_samples(moves, lambda r: sample_world(info, r), value, samples, rng,
                                   clone)
    return move, {"samples": samples, "values": values}
