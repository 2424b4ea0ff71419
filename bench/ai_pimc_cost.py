"""PIMC's time per decision at its fixed N, beside hard's, on the same views:

    python3 bench/ai_pimc_cost.py GAME EVERY GAMES [cpu] [LEVELS]     prints one JSON line

The views are every EVERY-th decision (cuts left out) of GAMES seeded games of medium
against medium (seeds 500, 501, ...). With `cpu` the times are the process's CPU time
(`time.process_time`, which other work on a shared machine does not inflate), else wall
time; LEVELS (default `pimc,hard`) names the players timed, joined by commas.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_core import ai  # noqa: E402
from pygame_core.session import Session  # noqa: E402


def views(game: str, every: int, games: int) -> list[dict]:
    config = {"players": 2, "rounds": 1, "variants": {}} if game == "xeri" else {}
    out = []
    for g in range(games):
        session = Session.new(game, config, 500 + g)
        k = 0
        while not session.state.is_finished():
            view = session.state.observation(session.state.current_player())
            if view.get("phase") != "cut" and k % every == 0:
                out.append(view)
            k += 1
            session.apply(ai.choose(view, "medium", k))
    return out


if __name__ == "__main__":
    game, every, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    cpu = "cpu" in sys.argv[4:]
    levels = [a for a in sys.argv[4:] if a != "cpu"][:1] or ["pimc,hard"]
    clock = time.process_time if cpu else time.perf_counter
    sample = views(game, every, games)
    result = {"game": game, "clock": "cpu" if cpu else "wall"}
    for level in levels[0].split(","):
        times = []
        for i, view in enumerate(sample):
            start = clock()
            ai.choose(view, level, i)
            times.append((clock() - start) * 1000)
        result[level] = {"decisions": len(times), "median_ms": round(statistics.median(times), 1),
                         "p95_ms": round(statistics.quantiles(times, n=20)[-1], 1),
                         "max_ms": round(max(times), 1), "total_s": round(sum(times) / 1000, 2)}
    print(json.dumps(result))
