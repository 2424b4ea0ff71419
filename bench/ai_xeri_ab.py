"""Short A/B runs of Xeri's hard level against a reference, one JSON line per deal:

    python3 bench/ai_xeri_ab.py OUT.jsonl VARIANT --players 4 --b odds --deals 0-59

VARIANT is hard as it is (`base`) or hard with one change to its search, tried here before
it goes into `xeri/ai.py`: `x2` (twice the budget), `round` (playouts to the end of the
round by medium, not to the end of the deal and its odds), `x2round` (both). The deals
are exactly those of `bench/ai_deals.py` with the same seed (`match.play_deal`); the line
keys add "variant". Deals already in OUT are skipped.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_deals import deal_numbers, play_into, read, summary  # noqa: E402

from pygame_core import games  # noqa: E402
from pygame_core.ai.match import config_for  # noqa: E402
from pygame_core.xeri import ai as xeri_ai  # noqa: E402
from pygame_core.xeri.sim import XeriSim  # noqa: E402

VARIANTS = {"base": (1, False), "x2": (2, False), "round": (1, True), "x2round": (2, True)}


_DEAL_OUT = XeriSim.play_deal_out


def play_round_out_medium(world: XeriSim) -> None:
    while True:
        _DEAL_OUT(world)
        if not world.stock:
            return
        world.deal()


def install(variant: str) -> None:
    mult, to_round = VARIANTS[variant]
    hard = xeri_ai.hard_card

    def hard_card(info, rng, budget):
        if not to_round:
            return hard(info, rng, budget * mult)
        saved_deal, saved_est = XeriSim.play_deal_out, XeriSim.estimate
        XeriSim.play_deal_out = play_round_out_medium
        XeriSim.estimate = XeriSim.margin
        try:
            # the horizon is the round's, so the same budget buys fewer worlds
            return hard(info, rng, budget * mult)
        finally:
            XeriSim.play_deal_out, XeriSim.estimate = saved_deal, saved_est

    xeri_ai.hard_card = hard_card


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("variant", choices=sorted(VARIANTS))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--b", default="odds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", default="0-59")
    parser.add_argument("--summary", action="store_true")
    args = parser.parse_args()
    key = {"game": "xeri", "players": args.players, "a": "hard", "b": args.b,
           "seed": args.seed, "variant": args.variant}
    if args.summary:
        print(json.dumps({**key, **summary(read(args.out, key))}))
        return 0
    install(args.variant)
    config = config_for("xeri", args.players, [])
    n = games.get("xeri").players_of(config)
    sides = (["hard"], args.b.split("+"))
    assert n == args.players
    play_into(args.out, key, config, sides, deal_numbers(args.deals))
    return 0


if __name__ == "__main__":
    sys.exit(main())
