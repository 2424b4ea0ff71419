"""Some deals of a duplicate match, one JSON line per deal, so a long match can be run in
parts, across sessions, and read before it ends:

    python3 bench/ai_deals.py OUT.jsonl --game G [--players N] --a L1 --b L2
        [--seed S] --deals 0-68,100-154

Deal k here is exactly deal k of `python -m pygame_core match ... --seed S` (the same
`match.play_deal`), and of the ladder with that seed. Deals already in OUT (same game,
players, sides and seed) are skipped; each finished deal is appended as it ends:
{"deal", "margin" (side a, mean of the two games), "won_by" (per game), "ms" (each side's
wall ms per decision), "commit" (`git describe` when the run started)}. `--summary`
prints the mean, its 95% interval and the wins over the deals in OUT instead of playing;
with `--paired BASE.jsonl`, of OUT's margin less BASE's on the deals both hold (an A/B of
two versions of the code on the same deals).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from pygame_core import games  # noqa: E402
from pygame_core.ai.ladder import commit  # noqa: E402
from pygame_core.ai.match import _quantile, config_for, play_deal, side_levels  # noqa: E402


def deal_numbers(text: str) -> list[int]:
    out = []
    for part in text.split(","):
        lo, _, hi = part.partition("-")
        out.extend(range(int(lo), int(hi or lo) + 1))
    return out


def read(path: Path, key: dict) -> list[dict]:
    if not path.exists():
        return []
    rows = [json.loads(line) for line in path.read_text().splitlines() if line.strip()]
    return [r for r in rows if all(r.get(k) == v for k, v in key.items())]


def summary(rows: list[dict]) -> dict:
    margins = [r["margin"] for r in rows]
    n = len(margins)
    mean = sum(margins) / n
    sd = math.sqrt(sum((m - mean) ** 2 for m in margins) / (n - 1)) if n > 1 else 0.0
    half = 1.96 * sd / math.sqrt(n)
    wins = {"a": 0, "b": 0, "draws": 0}
    for r in rows:
        for side in r["won_by"]:
            wins[side] += 1
    ms = {side: [t for r in rows for t in r["ms"][side]] for side in ("a", "b")}
    return {"deals": n, "numbers": sorted(r["deal"] for r in rows),
            "margin": {"mean": round(mean, 3),
                       "ci95": [round(mean - half, 3), round(mean + half, 3)]},
            "wins": wins,
            "ms_per_decision": {s: {"median": round(_quantile(t, 0.5), 1),
                                    "p95": round(_quantile(t, 0.95), 1)} for s, t in ms.items()}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--game", required=True)
    parser.add_argument("--players", type=int)
    parser.add_argument("--a", required=True)
    parser.add_argument("--b", required=True)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", default="0-199")
    parser.add_argument("--summary", action="store_true")
    parser.add_argument("--paired", type=Path, metavar="BASE.jsonl",
                        help="with --summary: OUT's margin less BASE's (the same match played "
                             "by other code), deal by deal, over the deals both hold")
    args = parser.parse_args()
    config = config_for(args.game, args.players, [])
    n = games.get(args.game).players_of(config)
    key = {"game": args.game, "players": n, "a": args.a, "b": args.b, "seed": args.seed}
    if args.summary:
        rows = read(args.out, key)
        if args.paired:
            base = {r["deal"]: r["margin"] for r in read(args.paired, key)}
            rows = [{**r, "margin": r["margin"] - base[r["deal"]]} for r in rows
                    if r["deal"] in base]
            key["paired"] = str(args.paired)
        if not rows:
            print(f"no deals of this match (game, players, sides, seed) in {args.out}",
                  file=sys.stderr)
            return 2
        print(json.dumps({**key, **summary(rows)}))
        return 0
    sides = (side_levels(args.game, args.a, n), side_levels(args.game, args.b, n))
    play_into(args.out, key, config, sides, deal_numbers(args.deals))
    return 0


def play_into(out: Path, key: dict, config: dict, sides, deals) -> None:
    """Play each of `deals` not yet in `out` for the match `key`, a line per deal."""
    done = {r["deal"] for r in read(out, key)}
    code = commit()  # the code was imported now: later edits do not change this run
    for deal in deals:
        if deal in done:
            continue
        one = play_deal(key["game"], config, sides, deal, key["seed"])
        row = {**key, "deal": deal, "margin": one["margin"], "won_by": one["won_by"],
               "ms": {s: [round(t, 1) for t in one["times"][s]] for s in ("a", "b")},
               "commit": code}
        with out.open("a") as f:
            f.write(json.dumps(row) + "\n")


if __name__ == "__main__":
    sys.exit(main())
