"""Short A/B runs of Xeri's hard level against a reference, one JSON line per deal:

    python3 bench/ai_xeri_ab.py OUT.jsonl VARIANT --players 4 [--a hard+odds] --b odds --deals 0-59

VARIANT is hard as it is (`base`) or hard with one change to its search, tried here before
it goes into `xeri/ai.py`: `x2` (twice the budget), `round` (playouts to the end of the
round by medium, not to the end of the deal and its odds), `x2round` (both), `oddsplay`
(every simulated player plays `odds`'s rule from its public memory instead of medium's),
`jackkeep` (medium's, but a jack takes only a pile worth more than a jack kept), `s2`
(twice the budget and twice MAX_SAMPLES, the cap on worlds per decision), `pimcsafe`
(PIMC's search, N worlds and greedy to the round's end, but a playout's discard keeps
away from what the next hand in that world takes). The deals
are exactly those of `bench/ai_deals.py` with the same seed (`match.play_deal`); the line
keys add "variant". Deals already in OUT are skipped. `--summary --paired BASE.jsonl`
gives the variant's margin less hard's in BASE (a bench/ai_deals.py file), deal by deal.
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
from pygame_core.ai.search import p_holds  # noqa: E402
from pygame_core.xeri import ai as xeri_ai  # noqa: E402
from pygame_core.xeri.cards import JACK, parse  # noqa: E402
from pygame_core.xeri.policies import CARD_WEIGHT, JACK_KEEP, VALUE  # noqa: E402
from pygame_core.xeri.references import (  # noqa: E402
    CARD_SHARE,
    PIMC_SAMPLES,
    greedy_round_out,
    pimc_card,
)
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
            "pimcsafe": (1, False), "shown": (1, False)}


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


# `shown`: worlds consistent with what each other player has shown this deal. A card they
# played was, by both medium's and odds's rule, not clearly worse (by SHOWN_MARGIN) than
# any card they may have held then; a card both rules clearly prefer is taken not to be in
# their hand (hands are refilled only when empty, X10: what they hold now, they held then).
SHOWN_MARGIN = 0.5


def medium_score(c, pile, pile_value, unseen_rank, unknown, size, jack_xeri) -> float:
    """`policies.medium_card`'s score of one card."""
    r = c >> 2
    top = pile[-1] >> 2 if pile else -1
    p_jack = p_holds(unseen_rank[JACK], unknown, size)
    if pile and TAKES[r][top]:
        score = pile_value + VALUE[c] + CARD_WEIGHT * (len(pile) + 1)
        if len(pile) == 1 and r == top:
            score += xeri_points(r, jack_xeri)
        elif r == JACK:
            score -= JACK_KEEP
        return score + 20
    p_rank = p_holds(unseen_rank[r], unknown, size)
    exposed = pile_value + VALUE[c] + CARD_WEIGHT * (len(pile) + 1)
    if not pile:
        risk = p_rank * (exposed + xeri_points(r, jack_xeri)) + p_jack * exposed
    else:
        risk = (p_rank + p_jack - p_rank * p_jack) * exposed
    score = -risk - 0.3 * VALUE[c]
    if r == JACK:
        score -= JACK_KEEP + 1.0
    return score


def odds_score(c, pile, pile_value, unseen_rank, unknown, size, jack_xeri, keep) -> float:
    """`references.odds_card`'s value of one card (no V1 cards known)."""
    r = c >> 2
    if pile and TAKES[r][pile[-1] >> 2]:
        value = pile_value + VALUE[c] + CARD_SHARE * (len(pile) + 1)
        if len(pile) == 1 and r == pile[0] >> 2:
            value += xeri_points(r, jack_xeri)
    else:
        given = pile_value + VALUE[c] + CARD_SHARE * (len(pile) + 1)
        p_rank = p_holds(unseen_rank[r], unknown, size)
        p_jack = p_holds(unseen_rank[JACK], unknown, size)
        if pile:
            value = -(p_rank + p_jack - p_rank * p_jack) * given
        else:
            value = -(p_rank * (given + xeri_points(r, jack_xeri)) + (1 - p_rank) * p_jack * given)
    if r == JACK:
        value -= keep
    return value


def shown_forbidden(view: dict, info) -> dict[int, set[int]]:
    """player -> the unseen cards they are taken not to hold (above)."""
    me, n = view["player"], view["players"]
    table: list[int] = []
    seen: set[int] = set()
    counts = [0] * n
    plays: list[tuple] = []  # this deal's plays by the others, with what was public then
    for entry in view["history"]:
        kind = entry["kind"]
        if kind == "play":
            card, p = parse(entry["card"]), entry["player"]
            if p != me:
                plays.append((p, card, list(table), frozenset(seen), counts[(p + 1) % n],
                              counts[p]))
            counts[p] -= 1
            seen.add(card)
            if entry["taken"]:
                table = []
            else:
                table.append(card)
        elif kind == "pile":
            table = [parse(c) for c in entry["cards"]]
            seen.update(table)
        elif kind == "failed_pile":
            seen.difference_update(parse(c) for c in entry["cards"])
            table = []
        elif kind == "bottom":
            seen.add(parse(entry["card"]))
        elif kind == "deal":
            counts = [HAND] * n
            plays = []
    classes = {}
    for c in info.unseen:
        classes.setdefault((c >> 2, VALUE[c]), []).append(c)
    out: dict[int, set[int]] = {}
    total = sum(VALUE)
    for k, (p, card, pile, public, next_size, held) in enumerate(plays):
        later = [c for q, c, *_ in plays[k:] if q == p]  # in their hand then, card included
        size = next_size or (HAND if info.stock else 0)
        unknown = 52 - len(public) - held  # the cards p did not know then
        base = [4] * 13
        for c in (*public, *later):
            base[c >> 2] -= 1
        pile_value = sum(VALUE[c] for c in pile)
        known_value = sum(VALUE[c] for c in (*public, *later))
        for cls, members in classes.items():
            x = members[0]
            if cls == (card >> 2, VALUE[card]):
                continue
            rank = list(base)
            rank[x >> 2] -= 1
            rest = 52 - len(public) - len(later) - 1
            keep = PILE * ((total - known_value - VALUE[x]) / rest + CARD_SHARE) if rest else 0.0
            args = (pile, pile_value, rank, unknown, size, info.jack_xeri)
            m = medium_score(x, *args) - medium_score(card, *args)
            o = odds_score(x, *args, keep) - odds_score(card, *args, keep)
            if m > SHOWN_MARGIN and o > SHOWN_MARGIN:
                out.setdefault(p, set()).update(members)
    return out


def sample_shown(info, rng) -> XeriSim:
    """`sim.sample_world` (the same draws), each hand kept clear of the cards its player is
    taken not to hold (`shown_forbidden` and the voids) while that can be done."""
    cards = rng.shuffled(info.unseen)
    hands = []
    shown = getattr(info, "shown", {})
    for p in range(info.players):
        if p == info.me:
            hands.append(list(info.hand))
            continue
        known = list(info.known_hands.get(p, []))
        need = info.hand_counts[p] - len(known)
        void = info.voids.get(p, set())
        bad = shown.get(p, set())
        placed = cards[:need]
        for strict in (True, False) if (void or bad) else ():
            mine = [c for c in cards if c >> 2 not in void and not (strict and c in bad)][:need]
            if len(mine) == need:
                placed = mine
                break
        taken = set(placed)
        cards = [c for c in cards if c not in taken]
        hands.append(known + placed)
    stock = cards
    if info.stock_bottom is not None:
        stock.insert(0, info.stock_bottom)
    for place in sorted(info.stock_known):
        stock.insert(len(stock) - place, info.stock_known[place])
    return XeriSim(info, hands, stock)


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
    if variant == "shown":
        view_info = xeri_ai.info_from_view

        def info_from_view(view):
            info = view_info(view)
            if info.players == 4 and info.phase == "play":
                info.shown = shown_forbidden(view, info)
            return info

        xeri_ai.info_from_view = info_from_view
        xeri_ai.sample_world = sample_shown
    hard = xeri_ai.hard_card

    def hard_card(info, rng, budget):
        if variant in SEARCHES:
            playout, samples = SEARCHES[variant]
            return pimc_card(info, rng, samples, playout)
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
    parser.add_argument("--a", default="hard",
                        help="side a: hard, or hard+PARTNER with 4 players (hard seated first)")
    parser.add_argument("--b", default="odds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--deals", default="0-59")
    parser.add_argument("--summary", action="store_true")
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
