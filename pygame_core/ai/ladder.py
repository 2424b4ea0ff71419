"""Every level against every reference player and each other:
`python -m pygame_core.ai.ladder [--deals 200] [--seed 1] [--only TEXT,...] [--pimc NAME]
[--jobs J]`.

Prints a Markdown table, one duplicate match (`match.run_match`) per row, as each
finishes: the margin per game for side a with its 95% interval, the wins and each side's
CPU ms per decision (`time.process_time`, which other work on a shared machine does not
inflate), and whether the row meets a strength goal of issue 18 (the interval's low end
above 0; hard's median decision at most 150 ms). Above the table: the commit the code
ran on (`git describe --always --dirty`), the seed and the deals.

`--only` keeps the rows whose name holds one of the texts (`xeri 2p`, `hard vs pimc`);
`--pimc pimc@K` plays PIMC with K sampled worlds instead of its fixed N (every such row
names it), for a quicker measurement; `--jobs` runs that many matches at once.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from . import LEVELS
from .match import run_match

HARD_MS = 150.0  # issue 18: hard's median time per decision in CPython

# (game, players, side a, side b); a goal row must have its interval's low end above 0
_PAIRS = [("hard", "medium"), ("hard", "easy"), ("medium", "easy")]
ROWS = (
    [("xeri", 2, level, ref) for ref in ("greedy", "pimc") for level in LEVELS]
    + [("xeri", 2, a, b) for a, b in _PAIRS]
    + [("xeri", 4, level, "greedy") for level in LEVELS]
    + [("xeri", 4, "hard+greedy", "greedy"), ("xeri", 4, "medium+greedy", "greedy")]
    + [("xeri", 4, level, "pimc") for level in LEVELS]
    + [("xeri", 4, a, b) for a, b in _PAIRS]
    + [("xix", 2, level, ref) for ref in ("heuristic", "pimc") for level in LEVELS]
    + [("xix", 2, a, b) for a, b in _PAIRS]
    # the references written from the rules, against the levels and the first references
    + [("xeri", 2, level, "odds") for level in LEVELS] + [("xeri", 2, "odds", "greedy")]
    + [("xeri", 4, "odds", "greedy")]
    + [("xix", 2, level, "nineteen") for level in LEVELS] + [("xix", 2, "nineteen", "heuristic")]
)
GOALS = {
    ("xeri", 2, "hard", "greedy"), ("xeri", 4, "hard", "greedy"),
    ("xeri", 4, "hard+greedy", "greedy"), ("xix", 2, "hard", "heuristic"),
    ("xeri", 2, "hard", "pimc"), ("xix", 2, "hard", "pimc"),
    ("xeri", 2, "medium", "greedy"), ("xeri", 4, "medium", "greedy"),
}


def name(game: str, players: int, a: str, b: str) -> str:
    return f"{game} {players}p {a} vs {b}"


def commit() -> str:
    try:
        out = subprocess.run(["git", "describe", "--always", "--dirty"], capture_output=True,
                             text=True, cwd=Path(__file__).parent, check=True)
        return out.stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown (not a git checkout)"


def _play(job):
    game, players, a, b, deals, seed = job
    return run_match(game, a, b, deals, seed, players, clock=time.process_time)


def _goal(row, doc) -> str:
    if row[:4] not in GOALS:
        return ""
    met = doc["margin"]["ci95"][0] > 0
    if row[2] == "hard":
        met = met and doc["ms_per_decision"]["a"]["median"] <= HARD_MS
    return "met" if met else "**not met**"


def _line(row, doc) -> str:
    game, players, a, b = row[:4]
    m = doc["margin"]
    lo, hi = m["ci95"]
    w = doc["wins"]
    ms = doc["ms_per_decision"]
    return (f"| {name(game, players, doc['a'], doc['b'])} | {doc['deals']} | {m['mean']:+.2f} "
            f"[{lo:+.2f}, {hi:+.2f}] | {w['a']} / {w['b']} / {w['draws']} "
            f"| {ms['a']['median']:.1f} / {ms['a']['p95']:.1f} "
            f"| {ms['b']['median']:.1f} / {ms['b']['p95']:.1f} | {_goal(row, doc)} |")


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(prog="python -m pygame_core.ai.ladder",
                                     description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", default="", help="comma-separated texts of row names")
    parser.add_argument("--pimc", default="pimc", help="the PIMC player to use, e.g. pimc@100")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    wanted = [t.strip() for t in args.only.split(",") if t.strip()]
    rows = [(g, n, a, args.pimc if b == "pimc" else b)
            for g, n, a, b in ROWS
            if not wanted or any(t in name(g, n, a, b) for t in wanted)]
    print(f"commit {commit()}, seed {args.seed}, {args.deals} duplicate deals per row "
          f"({2 * args.deals} games); margin per game for side a (Xeri: round points, "
          "XIX: +1 win / -1 loss)\n", flush=True)
    print("| match | deals | margin, mean [95% CI] | wins a / b / draws "
          "| CPU ms a median / p95 | CPU ms b median / p95 | goal |")
    print("| --- | --- | --- | --- | --- | --- | --- |", flush=True)
    jobs = [(g, n, a, b, args.deals, args.seed) for g, n, a, b in rows]
    restored = [(g, n, a, "pimc" if b == args.pimc else b) for g, n, a, b in rows]
    with ProcessPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        for row, doc in zip(restored, pool.map(_play, jobs), strict=True):
            print(_line(row, doc), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
