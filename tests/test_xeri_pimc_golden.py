"""Xeri PIMC's decisions pinned (issue 18: a reference player is never tuned, only made
faster). tests/ai_golden/xeri-pimc.json holds, for every play of a few seeded rounds (2
and 4 players, the variations on in one of each), PIMC's card and every candidate's mean
at a small N and the event then played, recorded on 6974abc, before a world drawn again
was played out once; any change in a sampled world, a playout or a tie fails here. The
views come from replaying the recorded events.

    PYTHONPATH=. python3 tests/test_xeri_pimc_golden.py     rewrites the file (do not,
                                                            unless the reference is meant
                                                            to change)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pygame_core import ai
from pygame_core.session import Session
from pygame_core.xeri import ai as xeri_ai

GOLDEN = Path(__file__).parent / "ai_golden" / "xeri-pimc.json"
SAMPLES = 12  # pimc@12: small enough for a fast test; late in a round worlds repeat
ALL = {"bottom_card": True, "relaxed_initial_pile": True, "dealer_last_no_xeri": True,
       "jack_xeri_25": True}
GAMES = [(900 + g, 2, {}, ("medium", "greedy")) for g in range(2)] + [
    (910, 2, ALL, ("easy", "medium")), (920, 4, {}, ("medium", "greedy") * 2),
    (921, 4, ALL, ("greedy", "easy") * 2)]


def config(players: int, variants: dict) -> dict:
    return {"players": players, "rounds": 1, "variants": variants}


def decide(view: dict, seed: int) -> dict:
    info = xeri_ai.info_from_view(view)
    card, detail = xeri_ai.pick(info, f"pimc@{SAMPLES}", xeri_ai.Rng(seed), 0)
    return {"pimc": card, "values": {str(c): v for c, v in detail["values"].items()}}


def record() -> list[dict]:
    out = []
    for seed, players, variants, levels in GAMES:
        session = Session.new("xeri", config(players, variants), seed)
        k = 0
        while not session.state.is_finished():
            player = session.state.current_player()
            view = session.state.observation(player)
            event = ai.choose(view, levels[player], k)
            row = {"game": seed, "seed": seed * 1000 + k, "event": event}
            if view["phase"] != "cut":
                row.update(decide(view, seed * 1000 + k))
            out.append(row)
            session.apply(event)
            k += 1
    return out


def test_pimc_decides_as_recorded():
    rows = json.loads(GOLDEN.read_text())
    games = {g[0]: g for g in GAMES}
    assert len(rows) > 200
    session, repeated = None, 0
    for row in rows:
        if session is None or session.state.is_finished():
            _, players, variants, _ = games[row["game"]]
            session = Session.new("xeri", config(players, variants), row["game"])
        view = session.state.observation(session.state.current_player())
        if "pimc" in row:
            got = decide(view, row["seed"])
            assert got == {"pimc": row["pimc"], "values": row["values"]}, row
            repeated += len(got["values"]) > 1
        session.apply(row["event"])
    assert session.state.is_finished()
    assert repeated > 100


if __name__ == "__main__":
    rows = record()
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(rows, separators=(",", ":")) + "\n")
    print(len(rows), "decisions", file=sys.stderr)
