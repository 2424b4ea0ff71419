"""The Xeri computer players' levels, `easy`, `medium` and `hard`, and the entry points
the shared code reaches through the game's descriptor: `choose`, `hint`, `appraise`
(a review's values), `REFERENCES` and `REVIEW`.

The other jobs have their own modules: `knowledge` (what a seat knows, `XeriInfo`),
`policies` (rules of thumb without search), `sim` (the round simulator), `endgame`
(the exact end with both hands known), `references` (`greedy`, `pimc`, `odds`) and
`explain` (why a card is good).
"""

from __future__ import annotations

from dataclasses import replace

from ..ai.search import best_by_samples
from ..rng import Rng, derive_seed
from .cards import JACK, code, parse
from .endgame import open_hands, solve_end
from .explain import why
from .knowledge import XeriInfo, info_from_view
from .policies import VALUE, distinct_plays, medium_card
from .references import PIMC_SAMPLES, REFERENCES, greedy_info_card, odds_card, pimc_card
from .rules import CUTS
from .sim import XeriSim, clone, sample_world

__all__ = ["BUDGET", "REFERENCES", "REVIEW", "XeriInfo", "appraise", "choose", "hint",
           "info_from_view", "why"]

MAX_SAMPLES = 300  # near a deal's end more worlds add nothing but time

# The hard level's search budget, fixed (not timed) so that a seed gives one answer:
# simulated card plays per decision with 2 players; with 4, TEAM_BUDGET times as many (a
# 4-player deal is twice as long, and twice the worlds paid in an A/B, docs/ai.md).
BUDGET = 10000
TEAM_BUDGET = 4


def easy_card(info: XeriInfo, rng: Rng) -> int:
    """A beginner: takes a pile with a matching card, a big pile with a jack, else any card."""
    hand, pile = info.hand, info.pile
    if pile:
        top = pile[-1] >> 2
        matches = [c for c in hand if c >> 2 == top]
        if matches:
            return rng.choice(sorted(matches))
        jacks = [c for c in hand if c >> 2 == JACK]
        if jacks and (len(pile) >= 3 or any(VALUE[c] >= 2 for c in pile)):
            return jacks[0]
    others = sorted(c for c in hand if c >> 2 != JACK)
    return rng.choice(others) if others else min(hand)


def medium_info_card(info: XeriInfo) -> int:
    nxt = (info.me + 1) % info.players
    next_size = info.hand_counts[nxt] or (6 if info.stock else 0)
    last = sum(info.hand_counts) == 1 and info.stock == 0
    return medium_card(info.hand, info.pile, sum(VALUE[c] for c in info.pile),
                       info.unseen_rank_counts(), len(info.unseen), next_size,
                       last and info.dealer_last_no_xeri, info.jack_xeri)


def partner_read(info: XeriInfo) -> XeriInfo:
    """The view hard samples from: a partner's lay on a pile (X1: partners sit across) is
    read as "no card of the top's rank" only, not "and no jack" as an opponent's: a
    partner keeps a jack for a bigger pile (a hard partner declined 17 captures in 73
    chances, 15 with a jack only), and reading it so paid (docs/ai.md, fifth round)."""
    partner = (info.me + 2) % 4
    if info.players != 4 or JACK not in info.voids.get(partner, ()):
        return info
    voids = dict(info.voids)
    voids[partner] = voids[partner] - {JACK}  # a lay on a jack on top too: as measured
    return replace(info, voids=voids)


def hard_card(info: XeriInfo, rng: Rng, budget: int) -> tuple[int, dict]:
    """Determinized sampling: each candidate card played in the same sampled worlds, the
    deal played out by the medium policy, the rest of the round counted by its odds
    (`XeriSim.estimate`); the best mean margin for my side. With the other hand known
    (`open_hands`) the rest of the round is solved exactly instead."""
    moves = distinct_plays(info.hand)
    if len(moves) == 1:
        return moves[0], {"samples": 0, "values": {moves[0]: 0.0}}
    info = partner_read(info)
    hands = open_hands(info)
    if hands is not None:
        values = solve_end(info, hands)
        first = medium_info_card(info)  # ties: medium's card
        best = max(moves, key=lambda c: (values[c], (c >> 2, VALUE[c]) == (first >> 2,
                                                                           VALUE[first])))
        return best, {"samples": 0, "values": values}
    # Ties go to the earlier move: medium's card first, so an even outcome keeps the plain
    # good play (a xeri taken rather than a card laid that comes out level later).
    first = medium_info_card(info)
    moves.sort(key=lambda c: (c >> 2, VALUE[c]) != (first >> 2, VALUE[first]))
    side = info.side(info.me)
    horizon = sum(info.hand_counts)  # the search looks to the end of this deal
    samples = min(MAX_SAMPLES, max(4, budget // max(1, len(moves) * horizon)))

    def value(world: XeriSim, move: int) -> float:
        world.play(move)
        world.play_deal_out()
        return world.estimate(side)

    move, values = best_by_samples(moves, lambda r: sample_world(info, r), value, samples, rng,
                                   clone)
    return move, {"samples": samples, "values": values}


def pick(info: XeriInfo, level: str, rng: Rng, budget: int) -> tuple[int, dict]:
    """The card a level picks, with what the search saw."""
    if level == "easy":
        return easy_card(info, rng), {}
    if level == "medium":
        return medium_info_card(info), {}
    if level == "greedy":
        return greedy_info_card(info), {}
    if level == "odds":
        return odds_card(info), {}
    name, _, samples = level.partition("@")
    if name == "pimc":
        return pimc_card(info, rng, int(samples) if samples else PIMC_SAMPLES)
    return hard_card(info, rng, budget)


def _decide(view: dict, level: str, seed: int) -> tuple[dict, XeriInfo | None, int, dict]:
    player = view["player"]
    if view["phase"] == "cut":
        # X4: the AI cuts at random; every level alike, so duplicate games cut alike
        return {"player": player, "cut": Rng(seed).between(1, 51)}, None, 0, {}
    info = info_from_view(view)
    rng = Rng(derive_seed(seed, level))
    card, detail = pick(info, level, rng,
                        BUDGET if info.players == 2 else TEAM_BUDGET * BUDGET)
    return {"player": player, "play": code(card)}, info, card, detail


def choose(view: dict, level: str, seed: int) -> dict:
    """The event a level picks for the observation's player (who is to move)."""
    return _decide(view, level, seed)[0]


def hint(view: dict, seed: int) -> tuple[dict, dict]:
    """The hard level's choice and why, as facts for the words."""
    event, info, card, detail = _decide(view, "hard", seed)
    if info is None:    # any cut is as good: the middle one, where the slider starts
        cut = CUTS[len(CUTS) // 2]      # ("Cut 51 cards" read as a strange advice, review 6)
        return {**event, "cut": cut}, {"key": "why.cut", "n": cut}
    return event, why(info, card, detail)

# A review (pygame_core/review.py) marks a decision that cost at least this many round points.
REVIEW = {"unit": "round points", "scale": 1.0, "digits": 1, "least": 1.5}


def appraise(view: dict, seed: int) -> dict | None:
    """Every legal decision of the view's player valued by the hard level's search (its
    side's expected round margin, in points), for a review; None when there is nothing to
    choose (a cut: X4 makes every cut alike; a single kind of card)."""
    if view["phase"] == "cut":
        return None
    event, info, card, detail = _decide(view, "hard", seed)
    values = detail["values"]
    if len(values) < 2:
        return None
    kind = {(c >> 2, VALUE[c]): v for c, v in values.items()}
    options = [{"event": {"player": info.me, "play": code(c)}, "value": kind[c >> 2, VALUE[c]]}
               for c in sorted(info.hand)]
    return {"options": options, "best": event,
            "why": lambda e, _played: why(info, parse(e["play"]), detail), **REVIEW}
