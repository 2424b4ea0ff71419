"""Duplicate matches between two AI levels (records.md `match`).

Each deal is played twice with the seats swapped: the chance event at record
index i comes from `Rng(derive_seed(deal_seed, i))` in both games, and so does
the seed of the decision at index i, so both games see the same shuffle, the
same first dealer or leader, and (the cut being random for every level) the
same cuts. A Xeri deal is one round; an XIX deal is a whole game.
"""

from __future__ import annotations

import math
import time

from ..errors import GameError
from ..game import new_state
from ..rng import Rng, derive_seed
from . import LEVELS, choose

XERI_VARIANTS = ("bottom_card", "relaxed_initial_pile", "dealer_last_no_xeri", "jack_xeri_25")


def config_for(game: str, players: int | None, variants: list[str]) -> dict:
    if game == "xeri":
        players = 2 if players is None else players
        if players not in (2, 4):
            raise GameError(f"xeri is for 2 or 4 players, not {players}")
        for name in variants:
            if name == "target":
                raise GameError("a match deal is one round: the target variant does not apply")
            if name not in XERI_VARIANTS:
                raise GameError(f"unknown variant {name!r}")
        return {"players": players, "rounds": 1, "variants": {v: True for v in variants}}
    if game == "xix":
        if players not in (None, 2):
            raise GameError(f"xix is for 2 players, not {players}")
        if variants:
            raise GameError("xix has no variants")
        return {}
    raise GameError(f"unknown game {game!r}")


def play_game(game: str, config: dict, seats: list[str], deal_seed: int, times: list[list]):
    """One game: (its result, its events); seats[p] is player p's level, times[p] gets
    player p's decision times."""
    state = new_state(game, config)
    events = []
    index = 0
    while not state.is_finished():
        player = state.current_player()
        if player is None:
            event = state.sample_chance(Rng(derive_seed(deal_seed, index)))
        else:
            view = state.view(player)
            start = time.perf_counter()
            event = choose(view, seats[player], derive_seed(deal_seed, "decision", index))
            times[player].append((time.perf_counter() - start) * 1000.0)
        state = state.apply(event)
        events.append(event)
        index += 1
    return state.result(), events


def _margin(game: str, result: dict, side: int) -> tuple[float, int]:
    """Side `side` minus the other: (margin, +1 won / -1 lost / 0 drawn)."""
    if game == "xeri":
        sides = result["rounds"][0]["sides"]
        margin = sides[side]["points"] - sides[1 - side]["points"]
        return margin, (margin > 0) - (margin < 0)
    won = 0 if result["winner"] is None else (1 if result["winner"] == side else -1)
    return float(won), won


def _quantile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def run_match(game: str, a: str, b: str, deals: int, seed: int, players: int | None = None,
              variants: list[str] | None = None, progress=None) -> dict:
    for level in (a, b):
        if level not in LEVELS:
            raise GameError(f"unknown level {level!r} (easy, medium or hard)")
    if deals < 1:
        raise GameError(f"deals must be at least 1, not {deals}")
    config = config_for(game, players, variants or [])
    n = config.get("players", 2)
    wins = {"a": 0, "b": 0, "draws": 0}
    per_deal = []
    times = {"a": [], "b": []}
    for deal in range(deals):
        deal_seed = derive_seed(seed, "deal", deal)
        total = 0.0
        for swap in (0, 1):
            # side `swap` is level a: seats 0 and 2 in the first game, 1 and 3 in the second
            seats = [a if (p & 1) == swap else b for p in range(n)]
            seat_times = [[] for _ in range(n)]
            result, _ = play_game(game, config, seats, deal_seed, seat_times)
            margin, won = _margin(game, result, swap)
            total += margin
            wins["a" if won > 0 else "b" if won < 0 else "draws"] += 1
            for p in range(n):
                times["a" if (p & 1) == swap else "b"].extend(seat_times[p])
        per_deal.append(total / 2)
        if progress:
            progress(deal + 1, sum(per_deal) / len(per_deal))
    mean = sum(per_deal) / deals
    if deals > 1:
        sd = math.sqrt(sum((m - mean) ** 2 for m in per_deal) / (deals - 1))
    else:
        sd = 0.0
    half = 1.96 * sd / math.sqrt(deals)
    return {
        "game": game, "players": n, "a": a, "b": b, "deals": deals, "games": 2 * deals,
        "wins": wins,
        "margin": {"mean": round(mean, 3), "ci95": [round(mean - half, 3), round(mean + half, 3)]},
        "ms_per_decision": {
            side: {"median": round(_quantile(t, 0.5), 2), "p95": round(_quantile(t, 0.95), 2)}
            for side, t in times.items()},
    }
