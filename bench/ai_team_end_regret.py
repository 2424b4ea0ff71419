"""How far from the best card hard's choices are at the end of a 4-player Xeri round:

    python3 bench/ai_team_end_regret.py GAMES

Seeded games (odds against medium, seeds 900..); at every decision after the last deal
with at most CARDS cards in the hands, each card's exact value with the true hands open
(`solve_end`) gives the regret of a choice (best value minus the chosen card's): `end`,
the world solve tried for issue 34 (WORLDS sampled worlds, each solved over all four
open hands; it lost in a head-to-head and hard does not use it, docs/ai.md), hard as it
is (`old`: medium's playouts) and medium. Prints each one's decisions, mean regret and
how many were not best, and the paired mean difference end - old with its 95%
half-width. The true-hands value
is the solve's own model (every hand open), so it flatters `end`: a screen, not a match.
"""

from __future__ import annotations

import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_core import ai  # noqa: E402
from pygame_core.rng import Rng  # noqa: E402
from pygame_core.session import Session  # noqa: E402
from pygame_core.xeri import ai as xeri_ai  # noqa: E402
from pygame_core.xeri.endgame import solve_end  # noqa: E402
from pygame_core.xeri.knowledge import info_from_view  # noqa: E402
from pygame_core.xeri.policies import VALUE, distinct_plays  # noqa: E402
from pygame_core.xeri.sim import sample_world  # noqa: E402

CARDS, WORLDS = 12, 40


def team_end(info, rng: Rng) -> int:
    """The best mean over WORLDS sampled worlds, each solved with every hand open; ties
    to medium's card."""
    moves = distinct_plays(info.hand)
    totals = dict.fromkeys(moves, 0.0)
    for _ in range(WORLDS):
        values = solve_end(info, sample_world(info, rng).hands)
        for c in moves:
            totals[c] += values[c]
    first = xeri_ai.medium_info_card(info)
    return max(moves, key=lambda c: (totals[c], (c >> 2, VALUE[c]) == (first >> 2,
                                                                       VALUE[first])))


def main(games: int) -> None:
    regret = {"end": [], "old": [], "medium": []}
    budget = xeri_ai.TEAM_BUDGET * xeri_ai.BUDGET
    for g in range(games):
        session = Session.new("xeri", {"players": 4, "rounds": 1, "variants": {}}, 900 + g)
        while not session.state.is_finished():
            p = session.state.current_player()
            view = session.state.observation(p)
            n = len(session.record.events)
            if view["phase"] == "play" and not view["stock"] and sum(view["hand_counts"]) <= CARDS:
                info = info_from_view(view)
                true = solve_end(info, [list(session.state.hand(q)) for q in range(4)])
                if len(true) > 1:
                    by_kind = {(c >> 2, VALUE[c]): v for c, v in true.items()}
                    best = max(true.values())
                    end = team_end(info, Rng(g * 1000 + n))
                    old, _ = xeri_ai.hard_card(info, Rng(g * 1000 + n), budget)
                    for name, c in (("end", end), ("old", old),
                                    ("medium", xeri_ai.medium_info_card(info))):
                        regret[name].append(best - by_kind[c >> 2, VALUE[c]])
            session.apply(ai.choose(view, "medium" if p % 2 else "odds", n))
    for name, values in regret.items():
        print(name, len(values), round(statistics.mean(values), 3), sum(v > 0 for v in values))
    diff = [a - b for a, b in zip(regret["end"], regret["old"], strict=True)]
    half = 1.96 * statistics.stdev(diff) / len(diff) ** 0.5
    print("end-old", round(statistics.mean(diff), 3), round(half, 3))


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 12)
