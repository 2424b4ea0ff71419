"""Computer players for XIX: what a player knows, a fast game simulator, three levels
and the fixed reference players (`heuristic`, `pimc`) they are measured against.

`XixInfo` holds the facts of one player's observation (built from the engine's
`observation(player)` JSON by `info_from_view`). The simulator plays the rest of the
game for a determinization: the cards the player cannot see (the other closed
hand, the face-down strike cards they did not place, the card set aside)
dealt at random among those places.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..ai.search import best_by_samples, p_holds
from ..rng import Rng, derive_seed

TARGET = 19
STAKES = (0, 1, 2, 3, 5, 8)  # N5, by the total strikes of the exchange
PLAY, DECIDE, DRAFT, TRADE, OVER = range(5)
HORIZON = 2  # the hard level looks this many exchange ends ahead
BUDGET = 240  # the hard level's playouts per decision, fixed so that a seed gives one answer
# Reference players (issue 18): fixed yardsticks, never tuned after they were written.
REFERENCES = ("heuristic", "pimc")
PIMC_SAMPLES = 2000  # worlds per decision; `pimc@K` names the same player with K worlds
PHASES = {"play": PLAY, "decision": DECIDE, "draft": DRAFT, "trade": TRADE}


def beats(a: int, b: int) -> bool:
    """N3: card a takes the trick against b, whoever led (19: the lower; else the higher)."""
    if a + b == TARGET:
        return a < b
    return a > b


# How many of the 17 other cards a card beats: 1..9 beat c cards, 10..18 beat c - 2.
STRENGTH = [0] + [c if c <= 9 else c - 2 for c in range(1, 19)]


@dataclass
class XixInfo:
    """What one player knows at a decision (rules N1-N9)."""

    me: int
    phase: int
    turn: int
    closed: list[int]  # my closed hand
    open: list[list[int]]  # both open hands
    opp_closed: list[int]  # cards I know in the other closed hand
    opp_closed_count: int
    row: list[int | None]  # strike row: the card if I know it, else None
    row_up: list[bool]
    unseen: list[int]  # cards whose place I do not know
    leader: int
    lead: int  # the card led in this trick, 0 if none yet
    strikes: list[int]
    scores: list[int]
    offer: list[int]  # cards played this exchange, on offer in the draft
    last_taker: int
    loser: int  # the exchange's loser (draft first, trades), -1 if none


class XixSim:
    __slots__ = ("closed", "open", "row", "row_up", "phase", "turn", "leader", "lead",
                 "strikes", "scores", "offer", "last_taker", "loser", "winner", "exchanges")

    def copy(self) -> XixSim:
        s = XixSim.__new__(XixSim)
        s.closed = [list(self.closed[0]), list(self.closed[1])]
        s.open = [list(self.open[0]), list(self.open[1])]
        s.row = list(self.row)
        s.row_up = list(self.row_up)
        s.phase, s.turn, s.leader, s.lead = self.phase, self.turn, self.leader, self.lead
        s.strikes = list(self.strikes)
        s.scores = list(self.scores)
        s.offer = list(self.offer)
        s.last_taker, s.loser, s.winner = self.last_taker, self.loser, self.winner
        s.exchanges = self.exchanges
        return s

    # --- moves: ('p', card) play, ('r',) raise, ('a',) abandon, ('d', card) draft,
    #     ('t', give, take) trade -----------------------------------------------
    def moves(self) -> list[tuple]:
        p = self.turn
        if self.phase == PLAY:
            return [("p", c) for c in sorted(self.closed[p] + self.open[p])]
        if self.phase == DECIDE:
            return [("r",), ("a",)]
        if self.phase == DRAFT:
            return [("d", c) for c in sorted(self.offer)]
        return [("t", g, i) for g in sorted(self.closed[p] + self.open[p]) for i in range(5)]

    def apply(self, move: tuple) -> None:
        kind = move[0]
        if kind == "p":
            self.play(move[1])
        elif kind == "r":
            self.phase = PLAY
            self.turn = self.leader = self.last_taker
        elif kind == "a":
            self.end_exchange(self.turn)
        elif kind == "d":
            self.draft(move[1])
        else:
            self.trade(move[1], move[2])

    def _take_from_hand(self, p: int, card: int) -> bool:
        """Remove a card from p's hands; True if it came from the open hand."""
        if card in self.open[p]:
            self.open[p].remove(card)
            return True
        self.closed[p].remove(card)
        return False

    def play(self, card: int) -> None:
        p = self.turn
        self._take_from_hand(p, card)
        if not self.lead:
            self.lead = card
            self.turn = 1 - p
            return
        lead = self.lead
        taker = self.leader if beats(lead, card) else p
        loser = 1 - taker
        self.offer.append(lead)
        self.offer.append(card)
        self.lead = 0
        self.last_taker = taker
        self.strikes[loser] += 1
        if self.strikes[loser] >= 3:  # N4: the third strike abandons
            self.end_exchange(loser)
        else:
            self.phase = DECIDE
            self.turn = loser

    def end_exchange(self, loser: int) -> None:
        """N5-N7: the other player scores the stakes; the game ends or the draft starts."""
        winner = 1 - loser
        self.scores[winner] += STAKES[self.strikes[0] + self.strikes[1]]
        self.exchanges += 1
        a, b = self.scores
        if a + b == TARGET:  # N6: exactly 19, fewer points wins (checked first)
            self.phase, self.winner = OVER, (0 if a < b else 1)
        elif a >= TARGET or b >= TARGET:
            self.phase, self.winner = OVER, (0 if a > b else 1)
        else:
            self.phase = DRAFT
            self.loser = self.turn = loser

    def draft(self, card: int) -> None:
        p = self.turn
        self.offer.remove(card)
        self.open[p].append(card)
        if self.offer:
            self.turn = 1 - p
        else:
            self.phase = TRADE
            self.turn = self.loser

    def trade(self, give: int, take: int) -> None:
        """N8: a card from a hand for a strike-row card, each to its own kind of place."""
        p = self.turn
        from_open = self._take_from_hand(p, give)
        got = self.row[take]
        (self.open if self.row_up[take] else self.closed)[p].append(got)
        self.row[take] = give
        self.row_up[take] = from_open
        # N9: a new exchange, led by the last trick's taker
        self.strikes = [0, 0]
        self.phase = PLAY
        self.loser = -1
        self.turn = self.leader = self.last_taker

    # --- the medium rules of thumb, for the player to move --------------------
    def pool(self, p: int) -> list[int]:
        """Cards p cannot place: not in p's hands, not face up anywhere."""
        return _unplaced(self.closed[p], self.open[p], self.open[1 - p], self.offer, self.lead,
                         self.row, self.row_up)

    def medium_move(self) -> tuple:
        p = self.turn
        return medium_move(self.phase, self.closed[p], self.open[p], self.open[1 - p],
                           len(self.closed[1 - p]), self.pool(p), self.lead,
                           self.strikes[p], self.strikes[1 - p], self.scores[p],
                           self.scores[1 - p], self.offer, self.row, self.row_up)



def outcome_value(mine: int, theirs: int) -> float:
    """N6 from my side: +1 won, -1 lost, else a guess from the scores (the 19 rule in mind)."""
    if mine + theirs == TARGET:
        return 1.0 if mine < theirs else -1.0
    if mine >= TARGET or theirs >= TARGET:
        return 1.0 if mine > theirs else -1.0
    return WIN[mine][theirs] if WIN else (mine - theirs) / 40.0


# How many points an exchange brings, as measured in medium-against-medium games.
EXCHANGE_POINTS = ((1, 0.49), (2, 0.15), (3, 0.15), (5, 0.05), (8, 0.16))


WIN: list[list[float]] = []


def _win_table() -> list[list[float]]:
    """WIN[a][b]: my expected result (+1 won, -1 lost) from scores a to b if every exchange
    from here is a coin flip worth EXCHANGE_POINTS (N5, N6)."""
    table = [[0.0] * TARGET for _ in range(TARGET)]

    def settled(a, b):
        if a + b == TARGET or a >= TARGET or b >= TARGET:
            return outcome_value(a, b)
        return table[a][b]

    for total in range(2 * TARGET - 2, -1, -1):
        for a in range(TARGET):
            b = total - a
            if 0 <= b < TARGET and a + b != TARGET:
                table[a][b] = sum(p * 0.5 * (settled(a + k, b) + settled(a, b + k))
                                  for k, p in EXCHANGE_POINTS)
    return table


WIN.extend(_win_table())


def _trick_odds(mine, their_known, pool, their_hidden) -> float:
    """A rough chance of taking a trick: my cards against what the other may hold."""
    theirs = list(their_known)
    weight = [1.0] * len(theirs)
    if pool and their_hidden:
        share = their_hidden / len(pool)
        theirs += pool
        weight += [share] * len(pool)
    if not mine or not theirs:
        return 0.5
    won = total = 0.0
    for a in mine:
        for b, w in zip(theirs, weight, strict=True):
            total += w
            if beats(a, b):
                won += w
    return won / total


def _race(q: float, need: int, spare: int) -> float:
    """Chance of winning `need` tricks before losing `spare`, each taken with chance q."""
    if need <= 0:
        return 1.0
    if spare <= 0:
        return 0.0
    return q * _race(q, need - 1, spare) + (1 - q) * _race(q, need, spare - 1)


def medium_move(phase, closed, mine_open, their_open, their_hidden, pool, lead, my_strikes,
                their_strikes, my_score, their_score, offer, row, row_up) -> tuple:
    mine = closed + mine_open
    if phase == PLAY:
        if lead:
            winners = [c for c in mine if beats(c, lead)]
            if winners:
                return ("p", min(winners, key=lambda c: (STRENGTH[c], c)))
            return ("p", min(mine, key=lambda c: (STRENGTH[c], c)))
        best, best_score = None, -1e9
        for c in sorted(mine):
            if any(beats(d, c) for d in their_open):
                held = 1.0
            else:
                k = sum(1 for d in pool if beats(d, c))
                held = p_holds(k, len(pool), their_hidden)
            score = (1.0 - held) - 0.04 * STRENGTH[c]
            if score > best_score:
                best, best_score = c, score
        return ("p", best)
    if phase == DECIDE:
        total = my_strikes + their_strikes
        q = _trick_odds(mine, their_open, pool, their_hidden)
        win = _race(q, 3 - their_strikes, 3 - my_strikes)
        end = STAKES[min(5, total + 2)]
        raise_value = (win * outcome_value(my_score + end, their_score)
                       + (1 - win) * outcome_value(my_score, their_score + end))
        abandon_value = outcome_value(my_score, their_score + STAKES[total])
        return ("r",) if raise_value > abandon_value else ("a",)
    if phase == DRAFT:
        return ("d", max(offer, key=lambda c: (STRENGTH[c], c)))
    # TRADE: give the weakest card for the best strike card (unknown ones at the pool's mean)
    mean = sum(STRENGTH[c] for c in pool) / len(pool) if pool else 8.0
    best, best_gain = None, -1e9
    for i in range(5):
        got = STRENGTH[row[i]] if row_up[i] else mean
        for g in sorted(mine):
            gain = got - STRENGTH[g] - (0.5 if g in mine_open else 0.0)
            if gain > best_gain:
                best, best_gain = ("t", g, i), gain
    return best


def medium_info_move(info: XixInfo) -> tuple:
    me = info.me
    pool = _info_pool(info)
    return medium_move(info.phase, info.closed, info.open[me], info.open[1 - me],
                       info.opp_closed_count, pool, info.lead, info.strikes[me],
                       info.strikes[1 - me], info.scores[me], info.scores[1 - me],
                       info.offer, info.row, info.row_up)


def _info_pool(info: XixInfo) -> list[int]:
    """The same pool the simulator gives medium: what is neither mine nor face up."""
    me = info.me
    return _unplaced(info.closed, info.open[me], info.open[1 - me], info.offer, info.lead,
                     info.row, info.row_up)


def _unplaced(closed, open_mine, open_theirs, offer, lead, row, row_up) -> list[int]:
    """Cards that are neither in my hands nor face up (open hands, offer, trick, row)."""
    known = set(closed) | set(open_mine) | set(open_theirs) | set(offer)
    if lead:
        known.add(lead)
    for c, up in zip(row, row_up, strict=True):
        if up:
            known.add(c)
    return [c for c in range(1, 19) if c not in known]


def _weak_first(c: int) -> tuple:
    return (STRENGTH[c], c)


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
            if strikes[turn] < 3:  # raises while at least half its cards are strong
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
        a, b = scores
        if a + b == TARGET:
            return 0 if a < b else 1
        if a >= TARGET or b >= TARGET:
            return 0 if a > b else 1
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


def easy_move(info: XixInfo, rng: Rng) -> tuple:
    """A beginner: follows with the lowest card that wins, else throws a random card; leads
    a random card; raises while holding more high cards than low; drafts the highest card."""
    me = info.me
    mine = sorted(info.closed + info.open[me])
    if info.phase == PLAY:
        if info.lead:
            winners = [c for c in mine if beats(c, info.lead)]
            if winners:
                return ("p", min(winners))
        return ("p", rng.choice(mine))
    if info.phase == DECIDE:
        high = sum(1 for c in mine if c >= 10)
        return ("r",) if high * 2 >= len(mine) else ("a",)
    if info.phase == DRAFT:
        return ("d", max(info.offer))
    give = min(mine)
    up = [i for i in range(5) if info.row_up[i] and info.row[i] > give]
    take = max(up, key=lambda i: info.row[i]) if up else rng.below(5)
    return ("t", give, take)


def sample_world(info: XixInfo, rng: Rng) -> XixSim:
    """A determinization: the unseen cards dealt at random to the places that hide them."""
    cards = rng.shuffled(info.unseen)
    me = info.me
    s = XixSim.__new__(XixSim)
    hidden = info.opp_closed_count - len(info.opp_closed)
    opp_closed = list(info.opp_closed) + cards[:hidden]
    k = hidden
    row = list(info.row)
    for i in range(5):
        if row[i] is None:
            row[i] = cards[k]
            k += 1
    s.closed = [None, None]
    s.closed[me] = list(info.closed)
    s.closed[1 - me] = opp_closed
    s.open = [list(info.open[0]), list(info.open[1])]
    s.row = row
    s.row_up = list(info.row_up)
    s.phase, s.turn, s.leader, s.lead = info.phase, info.turn, info.leader, info.lead
    s.strikes = list(info.strikes)
    s.scores = list(info.scores)
    s.offer = list(info.offer)
    s.last_taker, s.loser, s.winner = info.last_taker, info.loser, None
    s.exchanges = 0
    return s


def hard_move(info: XixInfo, rng: Rng, budget: int, ends: dict | None = None
              ) -> tuple[tuple, dict]:
    """Determinized sampling: each candidate in the same sampled worlds, played out by the
    medium policy for HORIZON exchange ends, then valued by the scores (`WIN`); the best
    mean of win (+1) or loss (-1) wins. `ends` keeps the playouts' ends (a hint's why)."""
    probe = sample_world(info, Rng(0))
    moves = probe.moves()
    if len(moves) > 8:  # trades and long drafts: keep medium's favourites and the rest thin
        moves = _shortlist(info, moves)
    if len(moves) == 1:
        return moves[0], {"samples": 0, "values": {moves[0]: 0.0}}
    samples = max(4, budget // len(moves))
    move, values = best_by_samples(moves, lambda r: sample_world(info, r),
                                   _valuer(info.me, ends), samples, rng, XixSim.copy)
    return move, {"samples": samples, "values": values, "ends": ends}


def _valuer(me: int, ends: dict | None = None):
    """Hard's value of a move in a world: played out by the medium policy for HORIZON
    exchange ends, then the scores' value for `me` (`WIN`; +1 / -1 at the game's end).
    With `ends`, each playout's end is kept under its move (`_end`), for the reasons."""
    def value(world: XixSim, move: tuple) -> float:
        before = world.scores[me] - world.scores[1 - me]
        world.apply(move)
        while world.phase != OVER and world.exchanges < HORIZON:
            world.apply(world.medium_move())
        mine, theirs = world.scores[me], world.scores[1 - me]
        if ends is not None:
            ends.setdefault(move, []).append(_end(world, me, mine - theirs - before))
        if world.phase == OVER:
            return (1.0 if world.winner == me else -1.0) + (mine - theirs) / 1000.0
        return WIN[mine][theirs]
    return value


def _end(world: XixSim, me: int, gained: int) -> tuple[int, bool, bool, bool]:
    """A playout's end for `me`: the points gained on the other player; whether the game
    was lost, and lost by the 19 rule (N6: exactly 19 together, mine the higher); whether it
    goes on where one exchange of theirs worth a stake (N5) makes exactly 19 that way."""
    mine, theirs = world.scores[me], world.scores[1 - me]
    if world.phase == OVER:
        lost = world.winner != me
        return gained, lost, lost and mine + theirs == TARGET, False
    gap = TARGET - mine - theirs
    return gained, False, False, gap in STAKES[1:] and mine > theirs + gap


# A review (pygame_core/review.py) shows a value v (+1 won, -1 lost) as a chance to win in
# percent (base + scale x v: 50 + 50 v) and marks a decision that cost at least 8 of those
# percentage points.
REVIEW = {"unit": "percentage points of the chance to win", "scale": 50.0, "base": 50.0,
          "digits": 0, "least": 8.0}
REVIEW_SAMPLES = 24  # the fewest worlds per legal decision in a review


def appraise(view: dict, seed: int) -> dict | None:
    """Every legal decision of the view's player valued as the hard level values a
    candidate (the same sampled worlds for all), for a review; None when there is one."""
    info = info_from_view(view)
    moves = sample_world(info, Rng(0)).moves()
    if len(moves) < 2:
        return None
    samples = max(REVIEW_SAMPLES, BUDGET // len(moves))
    ends: dict = {}
    best, values = best_by_samples(moves, lambda r: sample_world(info, r),
                                   _valuer(info.me, ends), samples,
                                   Rng(derive_seed(seed, "review")), XixSim.copy)
    detail = {"samples": samples, "values": values, "ends": ends, "review": True}
    me = view["player"]
    return {"options": [{"event": event_of(me, m), "value": values[m]} for m in moves],
            "best": event_of(me, best),
            "why": lambda e, played: why(info, _move_of(e), detail, _move_of(played)),
            **REVIEW}


def _move_of(event: dict) -> tuple:
    if "play" in event:
        return ("p", event["play"])
    if "decision" in event:
        return ("r",) if event["decision"] == "raise" else ("a",)
    if "draft" in event:
        return ("d", event["draft"])
    return ("t", event["trade"]["give"], event["trade"]["take"])


def _shortlist(info: XixInfo, moves: list[tuple]) -> list[tuple]:
    """For trades: each strike position with my two weakest cards; drafts: the 8 strongest."""
    if moves[0][0] == "d":
        return sorted(moves, key=lambda m: (-STRENGTH[m[1]], -m[1]))[:8]
    mine = sorted(info.closed + info.open[info.me], key=lambda c: (STRENGTH[c], c))[:2]
    return [m for m in moves if m[1] in mine]


def pick(info: XixInfo, level: str, rng: Rng, budget: int, ends: dict | None = None
         ) -> tuple[tuple, dict]:
    """A level's move and what it found; `ends` keeps hard's playouts' ends (a hint's why)."""
    if level == "easy":
        return easy_move(info, rng), {}
    if level == "medium":
        return medium_info_move(info), {}
    if level == "heuristic":
        return heuristic_move(info.phase, info.closed + info.open[info.me], info.lead,
                              info.offer, info.row, info.row_up), {}
    name, _, samples = level.partition("@")
    if name == "pimc":
        return pimc_move(info, rng, int(samples) if samples else PIMC_SAMPLES)
    return hard_move(info, rng, budget, ends)


def event_of(player: int, move: tuple) -> dict:
    kind = move[0]
    if kind == "p":
        return {"player": player, "play": move[1]}
    if kind == "r":
        return {"player": player, "decision": "raise"}
    if kind == "a":
        return {"player": player, "decision": "abandon"}
    if kind == "d":
        return {"player": player, "draft": move[1]}
    return {"player": player, "trade": {"give": move[1], "take": move[2]}}


def _game_end(mine: int, theirs: int) -> str | None:
    """N6 from my side after an exchange: "won_19" / "lost_19" (exactly 19 together, the
    lower score wins), "won" / "lost" (19 reached, the higher wins), or None."""
    if mine + theirs == TARGET:
        return "won_19" if mine < theirs else "lost_19"
    if mine >= TARGET or theirs >= TARGET:
        return "won" if mine > theirs else "lost"
    return None


def _trick_end(info: XixInfo, takes: bool) -> dict | None:
    """What taking (or losing) the trick being answered does when it is a third strike
    (N4, N5): the exchange's points, to me or to them, and the scores after (N6)."""
    me = info.me
    loser = 1 - me if takes else me
    if info.strikes[loser] < 2:
        return None
    n = STAKES[sum(info.strikes) + 1]
    mine, theirs = info.scores[me] + (n if takes else 0), info.scores[1 - me] + (0 if takes else n)
    return {"n": n, "mine": mine, "theirs": theirs, "end": _game_end(mine, theirs)}


# How far the playouts' ends of the better choice and the other must differ to be named:
# a share of the playouts (the 19 rule against me, games lost) or points gained.
APART = 0.25
POINTS_APART = 0.5


def _playouts(ends: list) -> list[float]:
    """One move's playouts (`_end`): the mean points gained, and the shares of games lost,
    lost by the 19 rule, and left one exchange of theirs from losing by it."""
    return [sum(e[i] for e in ends) / len(ends) for i in range(4)]


def why(info: XixInfo, move: tuple, detail: dict, against: tuple | None = None) -> dict:
    """Why a move is better, as facts for hints and reviews in any language
    (xix/words.py): what the move does that the other (`against`, the choice a review
    looks at; else the next best of the search) does not, from the seat's knowledge. A
    certain end of the game first; then what the playouts from here show (the 19 rule
    against me, games lost); then the trick; then what a draft's or a trade's card does
    against the cards in view; then the points gained; else a plain line."""
    values = detail.get("values") or {}
    ends = detail.get("ends") or {}
    if against is None or against == move:
        others = [m for m in values if m != move]
        against = max(others, key=lambda m: values[m]) if others else None
    tail = None
    if move in values and detail.get("samples"):
        tail = {"key": "why.tail", "choices": len(values), "value": values[move]}
    kind = move[0]
    # the choice compared with, and the playouts' reach: the end of the exchange after next
    # from a draft or a trade, of the next one from within an exchange (HORIZON)
    compared = {"alt": "played" if detail.get("review") else "next",
                "span": "next" if kind in ("d", "t") else "this", "tail": tail}
    sure = _certain(info, move, against, tail)
    if sure:
        return sure
    if move in ends and against in ends:
        mine, other = _playouts(ends[move]), _playouts(ends[against])
        for i, key in ((2, "why.lost_19"), (1, "why.loses_less"), (3, "why.near_19")):
            if other[i] - mine[i] >= APART:
                return {"key": key, "was": round(100 * other[i]), "now": round(100 * mine[i]),
                        **compared}
    if kind == "p" and info.lead and against and against[0] == "p":
        c, lead = move[1], info.lead
        if beats(c, lead) and not beats(against[1], lead):
            return {"key": "why.takes_trick", "card": c, "lead": lead, "tail": tail}
        if not any(beats(d, lead) for d in info.closed + info.open[info.me]) and \
                STRENGTH[c] < STRENGTH[against[1]]:
            return {"key": "why.gives_up", "card": c, "lead": lead, "tail": tail}
    if kind == "p" and not info.lead and against and against[0] == "p":
        seen = info.unseen + info.opp_closed + info.open[1 - info.me]
        if not any(beats(d, move[1]) for d in seen) and \
                any(beats(d, against[1]) for d in seen):
            return {"key": "why.no_threat", "card": move[1], "tail": tail}
    if kind == "d" and len(info.offer) == 1:
        return {"key": "why.draft_last", "card": move[1], "tail": None}
    if kind in ("d", "t") and against and against[0] == kind:
        held = (_draft_fact if kind == "d" else _trade_fact)(info, move, against)
        if held:
            return {**held, "tail": tail}
    if move in ends and against in ends:
        more = _playouts(ends[move])[0] - _playouts(ends[against])[0]
        if more >= POINTS_APART:
            return {"key": "why.points", "n": round(more, 1), **compared}
    return {"key": "why.plain", "choices": len(values), "tail": None}


def _theirs(info: XixInfo) -> list[int]:
    """The other player's cards I know: their open hand, and the face-down strike cards I
    placed that they took (N8)."""
    return info.open[1 - info.me] + info.opp_closed


def _beaten(card: int, theirs: list[int], other: int | None, mine: list[int]) -> int | None:
    """The strongest of their known cards that `card` beats (N3) and none of `mine` does,
    nor `other` (the card the other choice brings, when I know it)."""
    found = [x for x in theirs if beats(card, x) and not any(beats(h, x) for h in mine)
             and not (other and beats(other, x))]
    return max(found, key=_weak_first) if found else None


def _draft_fact(info: XixInfo, move: tuple, against: tuple) -> dict | None:
    """What taking card c does in the draft (N7) that taking a does not, from what I see:
    with two cards left, it leaves them one that beats none of mine; it beats a card of
    theirs that none of mine beats; it keeps from them the only card on offer that beats a
    strong card of mine (one that beats half the others, as `heuristic_move` counts) that
    none of theirs beats; it beats a card of theirs that a does not."""
    c, a = move[1], against[1]
    mine, theirs = info.closed + info.open[info.me], _theirs(info)
    left = [d for d in info.offer if d != c]
    if left == [a] and any(beats(c, m) for m in mine) and \
            not any(beats(a, m) for m in mine + [c]):
        return {"key": "why.leaves_nothing", "card": c, "left": a}
    x = _beaten(c, theirs, a, mine)
    if x:
        return {"key": "why.beats_theirs_alone", "card": c, "theirs": x}
    kept = [m for m in mine if STRENGTH[m] >= 9 and beats(c, m)
            and not any(beats(d, m) for d in left + theirs)]
    if kept:
        return {"key": "why.keeps_from_them", "card": c, "mine": max(kept, key=_weak_first)}
    x = _beaten(c, theirs, a, [])
    if x:
        return {"key": "why.beats_theirs", "card": c, "theirs": x, "other": a}
    return None


def _trade_fact(info: XixInfo, move: tuple, against: tuple) -> dict | None:
    """What a trade (N8) does that the other does not, from what I see: the strike-row card
    it takes, when I know it, beats a card of theirs that none of mine beats; or it keeps the
    card the other gives, the only one of mine that beats a card of theirs."""
    (_, give, take), (_, other_give, other_take) = move, against
    mine, theirs = info.closed + info.open[info.me], _theirs(info)
    got, other_got = info.row[take], info.row[other_take]
    if got and take != other_take:
        x = _beaten(got, theirs, other_got, mine)
        if x:
            return {"key": "why.beats_theirs_alone", "card": got, "theirs": x}
    if give != other_give:
        x = _beaten(other_give, theirs, other_got, [h for h in mine if h != other_give])
        if x:
            return {"key": "why.keeps_only", "card": other_give, "theirs": x}
    return None


# The certain reasons' keys, by the trick's outcome (or the decision) and N6's end.
CERTAIN = {("take", "won"): "why.takes_game", ("take", "won_19"): "why.takes_game_19",
           ("lose", "won_19"): "why.loses_game_19"}
AVOIDED = {("take", "lost_19"): "why.avoid_take_19", ("lose", "lost"): "why.avoid_lose",
           ("lose", "lost_19"): "why.avoid_lose_19", ("a", "lost"): "why.raise",
           ("a", "lost_19"): "why.raise_19"}


def _certain(info: XixInfo, move: tuple, against: tuple | None, tail) -> dict | None:
    """A reason the rules make certain: the move wins the game (N6), or the other one
    loses it, through the trick being answered or an abandon's points."""
    me = info.me
    if move[0] == "p" and info.lead:
        takes = beats(move[1], info.lead)
        facts = {"card": move[1], "lead": info.lead, "tail": tail}
        got = _trick_end(info, takes)
        key = got and CERTAIN.get(("take" if takes else "lose", got["end"]))
        if key:
            return {"key": key, **facts, **got}
        if against and against[0] == "p" and beats(against[1], info.lead) != takes:
            other = _trick_end(info, not takes)
            key = other and AVOIDED.get(("lose" if takes else "take", other["end"]))
            if key:
                return {"key": key, **facts, **other}
            if takes and got:   # the other choice would not take the trick, nor the exchange
                return {"key": "why.takes_exchange", **facts, "n": got["n"]}
    if move[0] in ("r", "a"):
        n = STAKES[sum(info.strikes)]  # N5: abandoning gives them the stakes as they stand
        mine, theirs = info.scores[me], info.scores[1 - me] + n
        end = _game_end(mine, theirs)
        facts = {"n": n, "mine": mine, "theirs": theirs, "tail": tail}
        if move[0] == "a" and end == "won_19":
            return {"key": "why.abandon_19", **facts}
        if move[0] == "r" and ("a", end) in AVOIDED:
            return {"key": AVOIDED["a", end], **facts}
    return None


def _decide(view: dict, level: str, seed: int, ends: dict | None = None
            ) -> tuple[dict, XixInfo, tuple, dict]:
    info = info_from_view(view)
    move, detail = pick(info, level, Rng(derive_seed(seed, level)), BUDGET, ends)
    return event_of(view["player"], move), info, move, detail


def choose(view: dict, level: str, seed: int) -> dict:
    """The event a level picks for the observation's player (who is to move)."""
    return _decide(view, level, seed)[0]


def hint(view: dict, seed: int) -> tuple[dict, dict]:
    """The hard level's choice and why, as facts for the words."""
    event, info, move, detail = _decide(view, "hard", seed, ends={})
    return event, why(info, move, detail)


def info_from_view(view: dict) -> XixInfo:
    """The facts of an engine view (xix/view.py) that the levels use, nothing more."""
    me = view["player"]
    hands = view["hands"]
    closed = list(hands[me]["closed"])
    opens = [list(hands[0]["open"]), list(hands[1]["open"])]
    row = [r["card"] for r in view["row"]]
    row_up = [bool(r["face_up"]) for r in view["row"]]
    trick = view["trick"]["cards"]
    lead = trick[0]["card"] if trick else 0
    # cards played in this exchange's finished tricks; last trick's taker; exchange's loser
    played: list[int] = []
    last_taker, loser = -1, -1
    for entry in view["history"]:
        kind = entry["kind"]
        if kind == "exchange":
            played = []
            loser = 1 - entry["player"]
        elif kind == "play":
            played.append(entry["card"])
        elif kind == "trick":
            last_taker = entry["player"]
        elif kind == "trade":
            loser = -1
    phase = PHASES[view["phase"]]
    if phase in (DRAFT, TRADE):
        offer = list(view["offer"])
    else:
        offer = [c for c in played if c != lead]
    known = set(closed) | set(opens[0]) | set(opens[1]) | set(offer)
    known.update(c for c in row if c is not None)
    if lead:
        known.add(lead)
    if phase in (DRAFT, TRADE):
        known.update(played)  # drafted ones are in open hands; the rest on offer
    # N8: a card I put face down in the strike row and the other player took is in
    # their closed hand (until they play it or give a closed card away).
    opp_closed = list(hands[1 - me]["closed_known_to_other"])
    known.update(opp_closed)
    unseen = [c for c in range(1, 19) if c not in known]
    leader = view["trick"]["leader"]
    return XixInfo(
        me=me, phase=phase, turn=view["turn"], closed=closed, open=opens, opp_closed=opp_closed,
        opp_closed_count=hands[1 - me]["closed_count"], row=row, row_up=row_up, unseen=unseen,
        leader=-1 if leader is None else leader, lead=lead, strikes=list(view["strikes"]),
        scores=list(view["scores"]), offer=offer, last_taker=last_taker, loser=loser)
