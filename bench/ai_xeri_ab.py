"""Short A/B runs of Xeri's hard level against a reference, one JSON line per deal:

    python3 bench/ai_xeri_ab.py OUT.jsonl VARIANT --players 4 [--a hard+odds] --b odds --deals 0-59

VARIANT is hard as it is (`base`) or hard with one change to its search, tried here before
it goes into `xeri/ai.py`: `x2` (twice the budget), `round` (playouts to the end of the
round by medium, not to the end of the deal and its odds), `x2round` (both), `oddsplay`
(every simulated player plays `odds`'s rule from its public memory instead of medium's),
`jackkeep` (medium's, but a jack takes only a pile worth more than a jack kept), `s2`
(twice the budget and twice MAX_SAMPLES, the cap on worlds per decision), `pimcsafe`
(PIMC's search, N worlds and greedy to the round's end, but a playout's discard keeps
away from what the next hand in that world takes), `focus` (the same playouts, half of
the worlds for every move, the rest for the moves not clearly worse), `fullround` (`round`
within the budget: fewer worlds), `pjack` (a partner's lay read as "no card of the top's
rank", not "and no jack"; since ffe5689 hard as it is, so `base` again there), `pnone` (a
partner's lays read as nothing). `shown` (the other
players' plays read) was run from this script on 8690840, then as xeri/shown.py in hard
itself on a054363; not shown to pay, it was taken out again (docs/ai.md, third round). The
deals are exactly those of `bench/ai_deals.py` with the same seed (`match.play_deal`); the line
keys add "variant". Deals already in OUT are skipped. `--summary --paired BASE.jsonl`
gives the variant's margin less hard's in BASE (a bench/ai_deals.py file), deal by deal.
`--cost GAMES` plays no match: on the views of GAMES seeded games of `--players` `odds`
players it times hard as it is, then the variant (CPU ms per decision), and counts the
decisions where the variant's card differs (OUT is not written).
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai_deals import deal_numbers, play_into, read, summary  # noqa: E402

from pygame_core import games  # noqa: E402
from pygame_core.ai import choose  # noqa: E402
from pygame_core.ai.match import config_for, play_from  # noqa: E402
from pygame_core.ai.search import p_holds  # noqa: E402
from pygame_core.rng import derive_seed  # noqa: E402
from pygame_core.xeri import ai as xeri_ai  # noqa: E402
from pygame_core.xeri.cards import JACK  # noqa: E402
from pygame_core.xeri.policies import VALUE  # noqa: E402
from pygame_core.xeri.references import PIMC_SAMPLES, greedy_round_out, pimc_card  # noqa: E402
from pygame_core.xeri.rules import (  # noqa: E402
    HAND,
    MOST_CARDS_POINTS,
    PILE,
    TAKES,
    xeri_points,
)
from pygame_core.xeri.sim import XeriSim  # noqa: E402

VARIANTS = {"base": (1, False), "x2": (2, False), "round": (1, True), "x2round": (2, True),
            "oddsplay": (1, False), "jackkeep": (1, False), "s2": (2, False),
            "pimcsafe": (1, False), "focus": (1, False), "fullround": (1, True),
            "pjack": (1, False), "pnone": (1, False)}


_DEAL_OUT = XeriSim.play_deal_out


def play_round_out_medium(world: XeriSim) -> None:
    while True:
        _DEAL_OUT(world)
        if not world.stock:
            return
        world.deal()


# The share of the 3 points for most cards one captured card brings (as `odds`), and what
# a jack kept is worth: it takes a later pile of PILE cards of the mean card's points.
SHARE = MOST_CARDS_POINTS / 27
KEEP = PILE * (sum(VALUE) / 52 + SHARE)


def odds_move(world: XeriSim) -> int:
    """`odds_card`'s rule from the simulated player's public memory: a capture's points
    and cards, less a jack's keep; a discard's loss if the next player takes the pile."""
    hand, pile = world.hands[world.turn], world.pile
    nxt = (world.turn + 1) % world.n
    size = len(world.hands[nxt]) or (HAND if world.stock else 0)
    unknown = 52 - world.seen - len(hand)
    counts = [4 - s for s in world.seen_rank]
    for c in hand:
        counts[c >> 2] -= 1
    worth = world.pile_value
    lone = len(pile) == 1 and not (world.no_xeri_last and world.in_hands == 1
                                   and not world.stock)
    top = pile[-1] >> 2 if pile else -1
    p_jack = p_holds(counts[JACK], unknown, size)
    best, best_value = hand[0], None
    for c in hand:
        r = c >> 2
        if pile and TAKES[r][top]:
            value = worth + VALUE[c] + SHARE * (len(pile) + 1)
            if lone and r == top:
                value += xeri_points(r, world.jack_xeri)
        else:
            given = worth + VALUE[c] + SHARE * (len(pile) + 1)
            p_rank = p_holds(counts[r], unknown, size)
            if pile:
                value = -(p_rank + p_jack - p_rank * p_jack) * given
            else:
                value = -(p_rank * (given + xeri_points(r, world.jack_xeri))
                          + (1 - p_rank) * p_jack * given)
        if r == JACK:
            value -= KEEP
        if best_value is None or value > best_value or (value == best_value and c < best):
            best, best_value = c, value
    return best


def jackkeep_move(world: XeriSim) -> int:
    """Medium's card, but a jack takes only a pile worth more than a jack kept (KEEP)."""
    card = world.medium_move()
    pile = world.pile
    if card >> 2 != JACK or not pile or pile[-1] >> 2 == JACK:
        return card
    if world.pile_value + VALUE[card] + SHARE * (len(pile) + 1) >= KEEP:
        return card
    others = [c for c in world.hands[world.turn] if c >> 2 != JACK]
    if not others:
        return card
    hand = world.hands[world.turn]
    world.hands[world.turn] = others
    try:
        return world.medium_move()
    finally:
        world.hands[world.turn] = hand


POLICIES = {"oddsplay": odds_move, "jackkeep": jackkeep_move}


def safe_lay(hand, after, pile, pile_value, jack_xeri) -> int:
    """A discard where the next player's hand (`after`) in this world cannot take it: the
    least given away (the pile and the card, a xeri's 10 on an empty pile) if they take
    it, then a non-jack, the fewest points, the lowest card."""
    ranks = {c >> 2 for c in after}
    jack = JACK in ranks
    best = card = None
    for c in hand:
        r = c >> 2
        given = 0
        if r in ranks or jack:
            given = pile_value + VALUE[c] + 1
            if not pile and r in ranks:
                given += xeri_points(r, jack_xeri)
        key = (given, r == JACK, VALUE[c], c)
        if best is None or key < best:
            card, best = c, key
    return card


def safe_round_out(w: XeriSim) -> None:
    """PIMC's playout (`references.greedy_round_out`: greedy's capture, dealing as due),
    but a discard as `safe_lay` picks it."""
    greedy_round_out(w, safe_lay)


SEARCHES = {"pimcsafe": (safe_round_out, PIMC_SAMPLES)}


FOCUS_Z = 2.0  # a move this many standard errors below the leader is dropped


def focused_by_samples(moves, fresh, value, samples, rng, clone, same=None):
    """`best_by_samples` with the same number of playouts (samples x moves), spent where
    the decision is close: every move in the first half of the worlds, then the moves
    not clearly worse than the leader (paired, by FOCUS_Z standard errors) share the
    rest. A dropped move's mean is the final best's less its paired shortfall."""
    assert same is None
    first = max(4, samples // 2)
    rows = []
    for _ in range(first):
        world = fresh(rng)
        rows.append([value(clone(world), move) for move in moves])
    totals = [sum(r[i] for r in rows) for i in range(len(moves))]
    lead = max(range(len(moves)), key=lambda i: (totals[i], -i))
    kept = []
    for i in range(len(moves)):
        diffs = [r[lead] - r[i] for r in rows]
        mean = sum(diffs) / first
        var = sum((d - mean) ** 2 for d in diffs) / (first - 1)
        if i == lead or mean <= FOCUS_Z * (var / first) ** 0.5:
            kept.append(i)
    if len(kept) == 1:  # keep the runner-up too: the rest decides between two
        kept.append(max((i for i in range(len(moves)) if i != lead),
                        key=lambda i: (totals[i], -i)))
        kept.sort()
    more = (samples - first) * len(moves) // len(kept)
    for _ in range(more):
        world = fresh(rng)
        for i in kept:
            totals[i] += value(clone(world), moves[i])
    count = first + more
    best = max(kept, key=lambda i: (totals[i], -i))
    best_mean = totals[best] / count
    means = {}
    for i, move in enumerate(moves):
        if i in kept:
            means[move] = totals[i] / count
        else:
            short = sum(r[best] - r[i] for r in rows) / first
            means[move] = best_mean - max(0.0, short)
    return moves[best], means


# What a lay of the partner's (a card laid on a pile it might have taken) is read to say:
# `pjack` only that it holds no card of the top's rank (a hard partner often keeps a jack
# rather than spend it on a small pile: 15 of the 17 captures it declined in a count over
# six deals), `pnone` nothing. The opponents' lays are read as before (no rank, no jack).
PARTNER_VOIDS = {"pjack": {JACK}, "pnone": None}


def partner_voids(info, dropped):
    partner = (info.me + 2) % info.players if info.players == 4 else None
    if partner is None or partner not in info.voids:
        return info
    voids = dict(info.voids)
    if dropped is None:
        del voids[partner]
    else:
        # (a lay on a jack on top did say "no jack"; rare, and dropped too)
        voids[partner] = voids[partner] - dropped
    return dataclasses.replace(info, voids=voids)


def install(variant: str) -> None:
    mult, to_round = VARIANTS[variant]
    if variant == "s2":  # the cap on worlds too, so that every decision gets twice as many
        xeri_ai.MAX_SAMPLES *= 2
    if variant in POLICIES:
        move = POLICIES[variant]

        def play_deal_out(world: XeriSim) -> None:
            while world.in_hands:
                world.play(move(world))

        XeriSim.play_deal_out = play_deal_out
    if variant == "focus":
        xeri_ai.best_by_samples = focused_by_samples
    hard = xeri_ai.hard_card

    def hard_card(info, rng, budget):
        if variant in PARTNER_VOIDS:
            info = partner_voids(info, PARTNER_VOIDS[variant])
        if variant in SEARCHES:
            playout, samples = SEARCHES[variant]
            return pimc_card(info, rng, samples, playout)
        if not to_round:
            return hard(info, rng, budget * mult)
        saved_deal, saved_est = XeriSim.play_deal_out, XeriSim.estimate
        XeriSim.play_deal_out = play_round_out_medium
        XeriSim.estimate = XeriSim.margin
        try:
            # the horizon is the round's, so the same budget buys fewer worlds; `fullround`
            # keeps the playouts' count as the budget's (fewer worlds, not more time)
            if variant == "fullround":
                deal = sum(info.hand_counts)
                budget = budget * deal // (deal + info.stock)
            return hard(info, rng, budget * mult)
        finally:
            XeriSim.play_deal_out, XeriSim.estimate = saved_deal, saved_est

    xeri_ai.hard_card = hard_card


def cost(variant: str, players: int, count: int) -> dict:
    """Hard's CPU ms per decision as it is and as the variant, on the same views, and the
    number of views where their cards differ."""
    config = config_for("xeri", players, [])
    views = []
    for g in range(count):
        play_from(games.new_state("xeri", config), ["odds"] * players,
                  derive_seed(7, "deal", g), 0,
                  watch=lambda _s, i, view, event: views.append((i, view))
                  if "play" in event else None)
    out = {"variant": variant, "players": players, "decisions": len(views)}
    cards = {}
    for name in ("base", variant):
        if name != "base":
            install(name)
        times, cards[name] = [], []
        for i, view in views:
            start = time.process_time()
            cards[name].append(choose(view, "hard", derive_seed(7, "decision", i))["play"])
            times.append((time.process_time() - start) * 1000)
        out[name] = {"median_ms": round(statistics.median(times), 1),
                     "p95_ms": round(statistics.quantiles(times, n=20)[-1], 1),
                     "total_s": round(sum(times) / 1000, 2)}
    out["changed"] = sum(a != b for a, b in zip(cards["base"], cards[variant], strict=True))
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("variant", choices=sorted(VARIANTS))
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--a", default="hard",
                        help="side a: hard, or hard+PARTNER with 4 players (hard seated first)")
    parser.add_argument("--b", default="odds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", default="0-59")
    parser.add_argument("--summary", action="store_true")
    parser.add_argument("--cost", type=int, metavar="GAMES")
    parser.add_argument("--paired", type=Path, metavar="BASE.jsonl",
                        help="with --summary: the variant minus hard as it is, deal by deal, "
                             "from a bench/ai_deals.py file of the same match")
    args = parser.parse_args()
    key = {"game": "xeri", "players": args.players, "a": args.a, "b": args.b,
           "seed": args.seed, "variant": args.variant}
    if args.summary:
        rows = read(args.out, key)
        if args.paired:
            base = {r["deal"]: r for r in read(args.paired, {k: v for k, v in key.items()
                                                              if k != "variant"})
                    if "variant" not in r}
            rows = [{**r, "margin": r["margin"] - base[r["deal"]]["margin"]}
                    for r in rows if r["deal"] in base]
            key["paired"] = str(args.paired)
        print(json.dumps({**key, **summary(rows)}))
        return 0
    if args.cost:
        print(json.dumps(cost(args.variant, args.players, args.cost)))
        return 0
    install(args.variant)
    config = config_for("xeri", args.players, [])
    n = games.get("xeri").players_of(config)
    sides = (args.a.split("+"), args.b.split("+"))
    assert sides[0][0] == "hard", "side a is hard, alone or with a partner"
    assert n == args.players
    play_into(args.out, key, config, sides, deal_numbers(args.deals))
    return 0


if __name__ == "__main__":
    sys.exit(main())
