"""Before/after for the exact end of a 2-player Xeri round (`xeri.endgame.solve_end`):

    python3 bench/ai_solver_ab.py DEALS [SEED]     prints the match JSON

A duplicate match of `hard` against `hard` with `open_hands` switched off. Both sides
draw their worlds from the same seeds (the level name of both is `hard`), so their
games are the same until the last deal, where only the solver differs.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_core.ai.match import run_match  # noqa: E402
from pygame_core.xeri import ai as xeri_ai  # noqa: E402

_decide, _open_hands = xeri_ai._decide, xeri_ai.open_hands


def _without_solver(view, level, seed):
    if level != "hard-no-solver":
        return _decide(view, level, seed)
    xeri_ai.open_hands = lambda info: None
    try:
        return _decide(view, "hard", seed)
    finally:
        xeri_ai.open_hands = _open_hands


if __name__ == "__main__":
    xeri_ai._decide = _without_solver
    xeri_ai.REFERENCES += ("hard-no-solver",)
    deals = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    print(json.dumps(run_match("xeri", "hard", "hard-no-solver", deals, seed, 2)))
