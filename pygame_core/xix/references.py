"""The XIX reference players (issue 18): fixed yardsticks for the levels, never tuned
after they were written. `heuristic` plays by its own cards and the table; `pimc`
samples worlds and plays each out with the heuristic; `pimc@K` names PIMC with K worlds;
`nineteen` plays as the heuristic does with the 19 rule and the other's cards in mind."""

from __future__ import annotations

from ..ai.search import best_by_samples
from ..rng import Rng
from .forced import forced_end
from .knowledge import XixInfo
from .policies import STRENGTH, _weak_first, beats
from .rules import DECIDE, DRAFT, PLAY, STAKES, STRIKES, game_end
from .sim import XixSim, sample_world

# Reference players (issue 18): fixed yardsticks, never tuned after they were written.
REFERENCES = ("heuristic", "pimc", "nineteen")

PIMC_SAMPLES = 2000  # worlds per decision; `pimc@K` names the same player with K worlds


def heuristic_move(phase, mine, lead, offer, row, row_up) -> tuple:
    """The heuristic reference, from its own cards and the table only (no memory, no score):
    follows with the weakest card that takes the trick, else its weakest card (N3); leads
    its weakest card, keeping the strong ones to follow; raises while at least half its
    cards are strong (N4: STRENGTH 9 or more of 0..16); drafts the strongest card (N7);
    trades its weakest card for a stronger face-up strike card, else a face-down one (N8)."""
    if phase == PLAY:
        if lead:
            winners = [c for c in mine if beats(c, lead)]
            return ("p", min(winners or mine, key=_weak_first))
        return ("p", min(mine, key=_weak_first))
    if phase == DECIDE:
        strong = sum(1 for c in mine if STRENGTH[c] >= 9)
        return ("r",) if 2 * strong >= len(mine) else ("a",)
    if phase == DRAFT:
        return ("d", max(offer, key=_weak_first))
    give = min(mine, key=_weak_first)
    better = [i for i in range(5) if row_up[i] and STRENGTH[row[i]] > STRENGTH[give]]
    if better:
        return ("t", give, max(better, key=lambda i: (STRENGTH[row[i]], -i)))
    down = [i for i in range(5) if not row_up[i]]
    return ("t", give, down[0] if down else max(range(5), key=lambda i: (STRENGTH[row[i]], -i)))


# The heuristic's playouts, PIMC's hot path, on bit masks: bit i stands for RANKED[i], the
# i-th weakest card by `_weak_first`, so the weakest card of a hand is its lowest bit and
# the strongest its highest. `heuristic_playout` makes exactly `heuristic_move`'s choices.
RANKED = sorted(range(1, 19), key=_weak_first)
BIT = [0] * 19
for _i, _c in enumerate(RANKED):
    BIT[_c] = 1 << _i
CARD = {BIT[c]: c for c in RANKED}
TAKERS = {BIT[a]: sum(BIT[b] for b in RANKED if beats(b, a)) for a in RANKED}  # N3
STRONG = sum(BIT[c] for c in RANKED if STRENGTH[c] >= 9)


def _mask(cards) -> int:
    m = 0
    for c in cards:
        m |= BIT[c]
    return m


def _world(s: XixSim) -> tuple:
    """A sampled world as `heuristic_playout` reads it (hashable: equal worlds, equal tuples)."""
    return (_mask(s.closed[0]) | _mask(s.open[0]), _mask(s.closed[1]) | _mask(s.open[1]),
            _mask(s.open[0]) | _mask(s.open[1]), tuple(s.row), tuple(s.row_up), s.phase,
            s.turn, s.leader, BIT[s.lead] if s.lead else 0, s.strikes[0], s.strikes[1],
            s.scores[0], s.scores[1], _mask(s.offer), s.last_taker, s.loser)


def _first(move: tuple) -> tuple:
    """A move with its cards as bits, for `heuristic_playout`."""
    if move[0] in ("p", "d"):
        return move[0], BIT[move[1]]
    if move[0] == "t":
        return "t", BIT[move[1]], move[2]
    return move


def heuristic_playout(world: tuple, first: tuple) -> int:
    """The winner when `first` (`_first`) is taken in `world` (`_world`), then both players
    play `heuristic_move` to the game's end: the rules as in XixSim's moves (N3-N9), a
    trick and the decision after it in one step."""
    (h0, h1, opened, row, row_up, phase, turn, leader, lead, s0, s1, a, b, offer, last_taker,
     loser) = world
    hands, row, row_up, strikes, scores = [h0, h1], list(row), list(row_up), [s0, s1], [a, b]
    kind = first[0]  # the move to take first; "" once it is taken
    while True:
        if phase == PLAY:
            if not lead:  # leads its weakest card
                h = hands[turn]
                if kind:
                    lead, kind = first[1], ""
                else:
                    lead = h & -h
                hands[turn] = h ^ lead
                turn = 1 - turn
            h = hands[turn]
            if kind:
                c, kind = first[1], ""
                w = c & TAKERS[lead]
            else:  # follows with the weakest card that takes the trick, else its weakest
                w = h & TAKERS[lead]
                c = w & -w if w else h & -h
            hands[turn] = h ^ c
            taker = turn if w else leader
            offer |= lead | c
            lead = 0
            last_taker = taker
            turn = 1 - taker
            strikes[turn] += 1
            if strikes[turn] < STRIKES:  # raises while at least half its cards are strong
                h = hands[turn]
                if 2 * (h & STRONG).bit_count() >= h.bit_count():
                    turn = leader = last_taker
                    continue
        elif phase == DECIDE:
            h = hands[turn]
            if kind == "r" if kind else 2 * (h & STRONG).bit_count() >= h.bit_count():
                kind, phase = "", PLAY
                turn = leader = last_taker
                continue
            kind = ""
        else:
            if phase == DRAFT:  # drafts the strongest card, in turns, to the last
                while True:
                    if kind:
                        c, kind = first[1], ""
                    else:
                        c = 1 << (offer.bit_length() - 1)
                    offer ^= c
                    hands[turn] |= c
                    opened |= c
                    if not offer:
                        break
                    turn = 1 - turn
                turn = loser
            # trades its weakest card for the strongest better face-up one, else face down
            h = hands[turn]
            if kind:
                c, take, kind = first[1], first[2], ""
                give = CARD[c]
            else:
                c = h & -h
                give = CARD[c]
                take, most = -1, STRENGTH[give]
                for i in range(5):
                    if row_up[i] and STRENGTH[row[i]] > most:
                        take, most = i, STRENGTH[row[i]]
                if take < 0:
                    take = row_up.index(False) if False in row_up else max(
                        range(5), key=lambda i: (STRENGTH[row[i]], -i))
            got = BIT[row[take]]
            hands[turn] = h ^ c | got
            if row_up[take]:
                opened |= got
            else:
                opened &= ~got
            row[take] = give
            row_up[take] = bool(opened & c)
            strikes = [0, 0]
            phase, loser = PLAY, -1
            turn = leader = last_taker
            continue
        # the exchange ends: `turn` lost it (a third strike, or abandoned); N5, N6
        scores[1 - turn] += STAKES[strikes[0] + strikes[1]]
        end = game_end(*scores)
        if end is not None:
            return end[1]
        phase, loser = DRAFT, turn


def pimc_move(info: XixInfo, rng: Rng, samples: int) -> tuple[tuple, dict]:
    """The PIMC reference: `samples` worlds consistent with the view (`sample_world`), every
    legal move tried in each and the game played out by the heuristic player for both; the
    best mean result (+1 won, -1 lost, N6). A world drawn again is not played out again."""
    moves = sample_world(info, Rng(0)).moves()
    if len(moves) == 1:
        return moves[0], {"samples": 0, "values": {moves[0]: 0.0}}
    me = info.me
    firsts = {move: _first(move) for move in moves}

    def value(world: tuple, move: tuple) -> float:
        return 1.0 if heuristic_playout(world, firsts[move]) == me else -1.0

    worlds: dict = {}  # a sampled world sets only the hidden places: the other closed hand, the row

    def fresh(r: Rng) -> tuple:
        s = sample_world(info, r)
        key = _mask(s.closed[1 - me]), tuple(s.row)
        world = worlds.get(key)
        if world is None:
            world = worlds[key] = _world(s)
        return world

    move, values = best_by_samples(moves, fresh, value, samples, rng, _same, _same)
    return move, {"samples": samples, "values": values}


def _same(world: tuple) -> tuple:
    return world


def nineteen_move(info: XixInfo) -> tuple:
    """The nineteen reference, written from the rules: the heuristic's play, with the 19 rule
    and what the other player may hold in mind (`forced.forced_end`, from the seat's
    knowledge). Playing: a card that certainly wins the game (N4-N6), else the heuristic's
    card (N3: follow with the weakest card that takes the trick, else the weakest; lead
    the weakest) among those that do not certainly lose it. Deciding: abandon when that
    certainly wins, raise when abandoning certainly loses, else the heuristic's rule.
    Drafting and trading: a card counts for how many of the other player's possible
    cards (their open hand, their known closed cards and, while they hide some, the
    unseen ones) it beats under N3's 19 rule; draft the card that beats the most; trade
    away the one that beats the fewest for a face-up strike card that beats more, else a
    face-down one."""
    me = info.me
    mine = info.closed + info.open[me]
    if info.phase == DECIDE:
        end = forced_end(info, ("a",))
        if end is not None:
            return ("a",) if end[1] == 0 else ("r",)
        strong = sum(1 for c in mine if STRENGTH[c] >= 9)
        return ("r",) if 2 * strong >= len(mine) else ("a",)
    if info.phase == PLAY:
        moves = [("p", c) for c in sorted(mine, key=_weak_first)]
        ends = {m: forced_end(info, m) for m in moves}
        wins = [m for m in moves if ends[m] is not None and ends[m][1] == 0]
        if wins:
            return wins[0]
        cards = [m[1] for m in moves if ends[m] is None] or [m[1] for m in moves]
        if info.lead:
            winners = [c for c in cards if beats(c, info.lead)]
            return ("p", (winners or cards)[0])
        return ("p", cards[0])
    theirs = info.open[1 - me] + info.opp_closed
    if info.opp_closed_count > len(info.opp_closed):
        theirs = theirs + info.unseen

    def reach(c: int) -> tuple:
        return sum(1 for x in theirs if beats(c, x)), STRENGTH[c], c

    if info.phase == DRAFT:
        return ("d", max(info.offer, key=reach))
    give = min(mine, key=reach)
    better = [i for i in range(5) if info.row_up[i] and reach(info.row[i]) > reach(give)]
    if better:
        return ("t", give, max(better, key=lambda i: (reach(info.row[i]), -i)))
    down = [i for i in range(5) if not info.row_up[i]]
    return ("t", give, down[0] if down else max(range(5), key=lambda i: (reach(info.row[i]), -i)))
