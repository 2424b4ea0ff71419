"""XIX PIMC's decisions pinned (issue 18: a reference player is never tuned, only made
faster). tests/ai_golden/xix-pimc.json (not in golden/, whose files are records) holds,
for every decision of a few seeded games, PIMC's choice and every candidate's mean at a
small N and the event then played, all recorded on 1a3f4a2, before the playouts were
rewritten for speed; any change in a sampled world, a playout or a tie fails here. The
views come from replaying the recorded events.

    PYTHONPATH=. python3 tests/test_xix_pimc_golden.py     rewrites the file (do not, unless
                                                           the reference is meant to change)
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from pygame_core import ai
from pygame_core.session import Session
from pygame_core.xix import ai as xix_ai

GOLDEN = Path(__file__).parent / "ai_golden" / "xix-pimc.json"
SAMPLES = 12  # pimc@12: small enough for a fast test, every playout path still runs
GAMES = [(700 + g, ("medium", "medium")) for g in range(3)] + [
    (800 + g, ("easy", "heuristic")) for g in range(3)]


def _key(move: tuple) -> str:
    return " ".join(str(x) for x in move)


def decide(view: dict, seed: int) -> dict:
    info = xix_ai.info_from_view(view)
    move, detail = xix_ai.pick(info, f"pimc@{SAMPLES}", xix_ai.Rng(seed), xix_ai.BUDGET)
    return {"pimc": _key(move), "values": {_key(m): v for m, v in detail["values"].items()}}


def record() -> list[dict]:
    out = []
    for seed, levels in GAMES:
        session = Session.new("xix", {}, seed)
        k = 0
        while not session.state.is_finished():
            player = session.state.current_player()
            view = session.state.observation(player)
            event = ai.choose(view, levels[player], k)
            out.append({"game": seed, "seed": seed * 1000 + k, "event": event,
                        **decide(view, seed * 1000 + k)})
            session.apply(event)
            k += 1
    return out


def test_pimc_decides_as_recorded():
    rows = json.loads(GOLDEN.read_text())
    assert len(rows) > 300
    phases, session = set(), None
    for row in rows:
        if session is None or session.state.is_finished():
            session = Session.new("xix", {}, row["game"])
        view = session.state.observation(session.state.current_player())
        phases.add(view["phase"])
        assert decide(view, row["seed"]) == {"pimc": row["pimc"], "values": row["values"]}, row
        session.apply(row["event"])
    assert session.state.is_finished()
    assert phases == {"play", "decision", "draft", "trade"}


if __name__ == "__main__":
    rows = record()
    GOLDEN.parent.mkdir(exist_ok=True)
    GOLDEN.write_text(json.dumps(rows, separators=(",", ":")) + "\n")
    print(len(rows), "decisions", file=sys.stderr)
