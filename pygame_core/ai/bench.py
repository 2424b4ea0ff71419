"""Time the hard level: `python -m pygame_core.ai.bench [GAME PLAYERS GAMES SEED [cpu]]`.

Plays seeded games of hard against medium and prints hard's milliseconds per
decision (median, 95th percentile, count) as one JSON line. It runs the same
under CPython and under Pyodide, so the two can be compared. With `cpu` the times
are the process's CPU time (`time.process_time`), which other work on a shared
machine does not inflate; the default is wall time.
"""

from __future__ import annotations

import json
import sys
import time

from ..rng import derive_seed
from .match import _quantile, config_for, play_game


def bench(game: str = "xeri", players: int = 2, games: int = 4, seed: int = 1,
          clock=time.perf_counter) -> dict:
    config = config_for(game, players, [])
    times = []
    for g in range(games):
        seats = ["hard" if (p & 1) == g % 2 else "medium" for p in range(players)]
        seat_times = [[] for _ in range(players)]
        play_game(game, config, seats, derive_seed(seed, "bench", g), seat_times, clock)
        times += [t for p in range(players) if seats[p] == "hard" for t in seat_times[p]]
    return {"game": game, "players": players, "games": games, "decisions": len(times),
            "hard_ms": {"median": round(_quantile(times, 0.5), 1),
                        "p95": round(_quantile(times, 0.95), 1)},
            "clock": "cpu" if clock is time.process_time else "wall",
            "python": sys.version.split()[0], "platform": sys.platform}


if __name__ == "__main__":
    args = sys.argv[1:]
    cpu = args[4:5] == ["cpu"]
    print(json.dumps(bench(args[0] if args else "xeri", *(int(a) for a in args[1:4]),
                           clock=time.process_time if cpu else time.perf_counter)))
