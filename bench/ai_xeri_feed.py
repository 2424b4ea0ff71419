"""Does 4-player hard count on its partner's captures? A probe, not a match:

    python3 bench/ai_xeri_feed.py GAMES

On the views of GAMES seeded games of four `odds` players (those of `ai_xeri_ab.py
--cost`), at every decision on a pile with a jack unseen, hard decides three times on
the same seed: as it is; told that its partner holds that jack (`known_hands`, as V1's
bottom jack is known); told that the next opponent holds it. If the playouts count the
partner's captures for the side, the partner's jack raises the value of the decision and
moves hard towards laying points on the pile (the partner takes it after the opponent's
lay), and the opponent's jack does the opposite. Prints one JSON line: for each case the
mean value of hard's best card, the cards changed, and the points of the cards laid (not
captured) at those decisions.
"""

from __future__ import annotations

import dataclasses
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_core import games  # noqa: E402
from pygame_core.ai.match import config_for, play_from  # noqa: E402
from pygame_core.rng import Rng, derive_seed  # noqa: E402
from pygame_core.xeri import ai as xeri_ai  # noqa: E402
from pygame_core.xeri.cards import JACK  # noqa: E402
from pygame_core.xeri.knowledge import info_from_view  # noqa: E402
from pygame_core.xeri.policies import VALUE  # noqa: E402
from pygame_core.xeri.rules import TAKES  # noqa: E402


def told(info, holder: int, jack: int):
    """The same view, with `jack` known to be in `holder`'s hand."""
    known = {p: list(cards) for p, cards in info.known_hands.items()}
    if len(known.get(holder, [])) >= info.hand_counts[holder]:
        return None
    known.setdefault(holder, []).append(jack)
    return dataclasses.replace(info, known_hands=known,
                               unseen=[c for c in info.unseen if c != jack])


def main() -> int:
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 2
    config = config_for("xeri", 4, [])
    views = []
    for g in range(count):
        play_from(games.new_state("xeri", config), ["odds"] * 4, derive_seed(7, "deal", g), 0,
                  watch=lambda _s, i, view, event: views.append((i, view))
                  if "play" in event else None)
    budget = xeri_ai.TEAM_BUDGET * xeri_ai.BUDGET
    cases = {"as_is": [], "partner_jack": [], "next_opponent_jack": []}
    for i, view in views:
        info = info_from_view(view)
        jacks = [c for c in info.unseen if c >> 2 == JACK]
        moves = xeri_ai.distinct_plays(info.hand)
        if not info.pile or not jacks or len(moves) < 2:
            continue
        infos = {"as_is": info, "partner_jack": told(info, (info.me + 2) % 4, jacks[0]),
                 "next_opponent_jack": told(info, (info.me + 1) % 4, jacks[0])}
        if any(v is None for v in infos.values()):
            continue
        top = info.pile[-1] >> 2
        for name, seen in infos.items():
            card, detail = xeri_ai.hard_card(seen, Rng(derive_seed(7, "feed", i)), budget)
            lay = not TAKES[card >> 2][top]
            cases[name].append((card, max(detail["values"].values()),
                                VALUE[card] if lay else 0, lay))
    base = [c for c, *_ in cases["as_is"]]
    out = {"games": count, "decisions": len(base)}
    for name, rows in cases.items():
        out[name] = {
            "mean_best_value": round(sum(v for _, v, _, _ in rows) / len(rows), 2),
            "changed": sum(c != b for (c, *_), b in zip(rows, base, strict=True)),
            "lays": sum(lay for *_, lay in rows),
            "points_laid": sum(p for _, _, p, _ in rows)}
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
