"""PIMC's time per decision at its fixed N, beside hard's, on the same views:

    python3 bench/ai_pimc_cost.py GAME EVERY GAMES     prints one JSON line

The views are every EVERY-th decision (cuts left out) of GAMES seeded games of medium
against medium (seeds 500, 501, ...).
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
    sample = views(game, every, games)
    result = {"game": game}
    for level in ("pimc", "hard"):
        times = []
        for i, view in enumerate(sample):
            start = time.perf_counter()
            ai.choose(view, level, i)
            times.append((time.perf_counter() - start) * 1000)
        result[level] = {"decisions": len(times), "median_ms": round(statistics.median(times), 1),
                         "max_ms": round(max(times), 1)}
    print(json.dumps(result))
