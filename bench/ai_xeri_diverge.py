"""Where hard and another player part in 4-player Xeri, and which card did better there:

    python3 bench/ai_xeri_diverge.py OUT.jsonl --b pimc --deals 0-9 [--alt pimc]

Replays deal k of the duplicate match hard vs B (seed 1, both games, exactly as
`match.play_deal`). At every decision of a hard seat, ALT (default B) is asked for the
same view with the same seed; where it picks a card that plays differently, the game is
played on from the true state with ALT's card instead, by the same players with the
match's seeds, and the line gets both round margins for hard's side: "hard" (the game as
played) and "other" (ALT's card). Their difference is what hard's card gained over ALT's in that
spot against these players (one continuation each, so noisy; many spots average out).
A line per spot, with the facts of the spot (cards left, the pile, both cards);
`--summary` prints the mean gain, its 95% interval and the count by kind of spot.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_deals import deal_numbers  # noqa: E402

from pygame_core import ai, games  # noqa: E402
from pygame_core.ai.match import config_for, play_from  # noqa: E402
from pygame_core.rng import derive_seed  # noqa: E402
from pygame_core.xeri.cards import JACK, code, parse  # noqa: E402
from pygame_core.xeri.policies import VALUE  # noqa: E402


def kind(view: dict, card: int) -> str:
    pile = [parse(c) for c in view["pile"]]
    r = card >> 2
    if pile and (r == JACK or r == pile[-1] >> 2):
        return "jack capture" if r == JACK and pile[-1] >> 2 != JACK else "capture"
    return "lay on empty" if not pile else "lay"


def spots(deal: int, b: str, other: str, seed: int):
    config = config_for("xeri", 4, [])
    deal_seed = derive_seed(seed, "deal", deal)
    for swap in (0, 1):
        seats = ["hard" if (p & 1) == swap else b for p in range(4)]
        found = []

        def watch(state, index, view, event, seats=seats, found=found):
            if seats[state.current_player()] == "hard" and "play" in event:
                alt = ai.choose(view, other, derive_seed(deal_seed, "decision", index))
                h, o = parse(event["play"]), parse(alt["play"])
                if (h >> 2, VALUE[h]) != (o >> 2, VALUE[o]):
                    found.append((state, index, view, h, o, alt))

        state, _ = play_from(games.new_state("xeri", config), seats, deal_seed, 0, watch=watch)
        played = state.returns()[swap]
        for at, i, view, h, o, alt in found:
            end, _ = play_from(at, seats, deal_seed, i, first=alt)
            yield {"deal": deal, "swap": swap, "index": i, "stock": view["stock"],
                   "in_hands": sum(view["hand_counts"]), "pile": view["pile"],
                   "hand": view["hand"], "hard_card": code(h), "other_card": code(o),
                   "hard_kind": kind(view, h), "other_kind": kind(view, o),
                   "hard": played, "other": end.returns()[swap]}


def summary(rows: list[dict]) -> dict:
    gains = [r["hard"] - r["other"] for r in rows]
    n = len(gains)
    mean = sum(gains) / n
    sd = math.sqrt(sum((g - mean) ** 2 for g in gains) / (n - 1)) if n > 1 else 0.0
    by = defaultdict(list)
    for r, g in zip(rows, gains, strict=True):
        by[f"{r['hard_kind']} / {r['other_kind']}"].append(g)
    return {"spots": n, "deals": len({r["deal"] for r in rows}),
            "gain": {"mean": round(mean, 3), "ci95": [round(mean - 1.96 * sd / math.sqrt(n), 3),
                                                      round(mean + 1.96 * sd / math.sqrt(n), 3)]},
            "by_kind": {k: {"n": len(v), "mean": round(sum(v) / len(v), 2)}
                        for k, v in sorted(by.items(), key=lambda kv: -len(kv[1]))}}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--b", default="pimc")
    parser.add_argument("--alt")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", default="0-9")
    parser.add_argument("--summary", action="store_true")
    args = parser.parse_args()
    other = args.alt or args.b
    key = {"b": args.b, "alt": other, "seed": args.seed}
    rows = []
    if args.out.exists():
        rows = [json.loads(line) for line in args.out.read_text().splitlines() if line.strip()]
        for r in rows:  # the first lines (before 'alt') named OTHER's margin "other"
            r.setdefault("alt", args.b)
        rows = [r for r in rows if all(r.get(k) == v for k, v in key.items())]
    if args.summary:
        print(json.dumps({**key, **summary(rows)}, indent=1))
        return 0
    done = {r["deal"] for r in rows}
    for deal in deal_numbers(args.deals):
        if deal in done:
            continue
        lines = [json.dumps({**key, **spot}) for spot in spots(deal, args.b, other, args.seed)]
        with args.out.open("a") as f:  # a deal's spots at once: a stopped run resumes
            f.write("".join(line + "\n" for line in lines))
    return 0


if __name__ == "__main__":
    sys.exit(main())
