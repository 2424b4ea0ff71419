"""Duplicate matches between two AI levels (docs/records.md `match`).

Each deal is played twice with the seats swapped: the chance event at record
index i comes from `Rng(derive_seed(deal_seed, i))` in both games, and so does
the seed of the decision at index i, so both games see the same shuffle, the
same first dealer or leader, and (the cut being random for every level) the
same cuts. A Xeri deal is one round; an XIX deal is a whole game.
"""

from __future__ import annotations

import math
import time

from .. import games
from ..errors import GameError
from ..rng import Rng, derive_seed
from . import check_level, choose


def config_for(game: str, players: int | None, variants: list[str]) -> dict:
    """The config of one deal: the game's `deal_options` and the variations named."""
    spec = games.get(game)
    players = spec.players[0] if players is None else players
    flags = {o.key for o in spec.options if o.kind == "flag"}
    for name in variants:
        if name not in flags:
            raise GameError(f"--variants: a {game} match deal takes no variant {name!r}")
    return spec.config(players, {**dict(spec.deal_options), **{name: True for name in variants}})


def play_game(game: str, config: dict, seats: list[str], deal_seed: int, times: list[list],
              clock=time.perf_counter):
    """One game: (its final state, its events); seats[p] is player p's level, times[p] gets
    player p's decision times by `clock` (wall time; `time.process_time` for CPU time)."""
    return play_from(games.new_state(game, config), seats, deal_seed, 0, times, clock)


def play_from(state, seats: list[str], deal_seed: int, index: int, times: list[list] | None = None,
              clock=time.perf_counter, first: dict | None = None, watch=None):
    """The game from `state`, whose next event is its record's `index`-th, to its end, with
    the match's seeds: (its final state, the events). `first` replaces the next decision's
    event; `watch(state, index, view, event)` sees each decision as it is taken."""
    events = []
    while not state.is_finished():
        player = state.current_player()
        if player is None:
            event = state.sample_chance(Rng(derive_seed(deal_seed, index)))
        elif first is not None:
            event, first = first, None
        else:
            view = state.observation(player)
            start = clock()
            event = choose(view, seats[player], derive_seed(deal_seed, "decision", index))
            if times is not None:
                times[player].append((clock() - start) * 1000.0)
            if watch is not None:
                watch(state, index, view, event)
        state = state.apply(event)
        events.append(event)
        index += 1
    return state, events


def _quantile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def side_levels(game: str, side: str, n: int) -> list[str]:
    """The levels of a side's seats in seat order: `L`, or `L1+L2` with 4 players."""
    names = side.split("+") if isinstance(side, str) else [side]
    if len(names) > 1 and (n != 4 or len(names) != 2):
        raise GameError(f"unknown level {side!r}: two levels joined by + need 4 players")
    for name in names:
        check_level(game, name)
    return names


def play_deal(game: str, config: dict, sides, deal: int, seed: int,
              clock=time.perf_counter) -> dict:
    """Deal number `deal` of a match with `seed`, both games: side a's mean margin, the
    winner of each game ("a", "b" or "draws") and each side's decision times."""
    n = games.get(game).players_of(config)
    deal_seed = derive_seed(seed, "deal", deal)
    total = 0.0
    won_by = []
    times = {"a": [], "b": []}
    for swap in (0, 1):
        # side `swap` is level a: seats 0 and 2 in the first game, 1 and 3 in the second
        seats = []
        for p in range(n):
            names = sides[0] if (p & 1) == swap else sides[1]
            seats.append(names[min(p >> 1, len(names) - 1)])  # first seat, then partner
        seat_times = [[] for _ in range(n)]
        final, _ = play_game(game, config, seats, deal_seed, seat_times, clock)
        margin = final.returns()[swap]  # seat `swap` plays for side a
        total += margin
        won_by.append("a" if margin > 0 else "b" if margin < 0 else "draws")
        for p in range(n):
            times["a" if (p & 1) == swap else "b"].extend(seat_times[p])
    return {"margin": total / 2, "won_by": won_by, "times": times}


def run_match(game: str, a: str, b: str, deals: int, seed: int, players: int | None = None,
              variants: list[str] | None = None, progress=None, clock=time.perf_counter) -> dict:
    if deals < 1:
        raise GameError(f"deals must be at least 1, not {deals}")
    config = config_for(game, players, variants or [])
    n = games.get(game).players_of(config)
    sides = (side_levels(game, a, n), side_levels(game, b, n))
    wins = {"a": 0, "b": 0, "draws": 0}
    per_deal = []
    times = {"a": [], "b": []}
    for deal in range(deals):
        one = play_deal(game, config, sides, deal, seed, clock)
        for side in one["won_by"]:
            wins[side] += 1
        for side in times:
            times[side].extend(one["times"][side])
        per_deal.append(one["margin"])
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
