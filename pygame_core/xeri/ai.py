"""Computer players for Xeri: what a player knows, a fast round simulator, three levels
and the fixed reference players (`greedy`, `pimc`) they are measured against.

Everything here starts from `XeriInfo`, the facts of one player's observation (built
from the engine's `observation(player)` JSON by `info_from_view`). The simulator plays
the rest of a round for a determinization: the player's hand and the public
table as they are, the unseen cards dealt at random to the other hands and the
stock, consistent with every count and known card of the view.

Cards are the engine's ints (`cards.py`): rank = card >> 2, jack rank 10.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..ai.search import best_by_samples, p_holds
from ..cards import JACK, code, parse, rank
from ..rng import Rng, derive_seed
from .rules import BOTTOM_DEPTH, HAND, PILE

# X12: honours A, 10, J, Q, K score 1; the 2 of clubs 1; the 10 of diamonds 1 more.
VALUE = [1 if rank(c) in (0, 9, 10, 11, 12) else 0 for c in range(52)]
TWO_OF_CLUBS = parse("2C")
TEN_OF_DIAMONDS = parse("10D")
VALUE[TWO_OF_CLUBS] += 1
VALUE[TEN_OF_DIAMONDS] += 1
CARD_WEIGHT = 0.12  # a captured card's share of the 3 points for most cards
JACK_KEEP = 1.6  # what an unused jack is worth to medium (it takes a later pile)
MAX_SAMPLES = 300  # near a deal's end more worlds add nothing but time
# The hard level's search budget, fixed (not timed) so that a seed gives one answer:
# simulated card plays per decision per two players (a 4-player deal is twice as long,
# so it gets twice the plays for as many sampled worlds).
BUDGET = 10000
# Reference players (issue 18): fixed yardsticks, never tuned after they were written.
REFERENCES = ("greedy", "pimc")
PIMC_SAMPLES = 1000  # worlds per decision; `pimc@K` names the same player with K worlds


@dataclass
class XeriInfo:
    """What one player knows at a decision (rules X1-X12, V1-V4)."""

    players: int
    me: int
    dealer: int
    turn: int
    hand: list[int]
    pile: list[int]
    hand_counts: list[int]
    stock: int
    unseen: list[int]  # cards whose place the player does not know
    captured: list[int] = field(default_factory=lambda: [0, 0])  # cards per side
    last_capture: int | None = None  # side of the round's last capture
    stock_bottom: int | None = None  # V1: the known last card of the stock
    known_hands: dict[int, list[int]] = field(default_factory=dict)  # others' known cards
    stock_known: dict[int, int] = field(default_factory=dict)  # V1: place from the top -> card
    dealer_last_no_xeri: bool = False  # V3
    jack_xeri: int = 20  # V4 makes it 25
    phase: str = "play"  # or "cut"
    # Ranks another player is taken not to hold: in this deal they laid a card on a pile
    # they could have taken (its top's rank, or a jack), and hands are only refilled when
    # empty (X10), so every card they hold now was in their hand then.
    voids: dict[int, set[int]] = field(default_factory=dict)

    def side(self, player: int) -> int:
        return player % 2  # X1: with 4 players partners sit across

    def unseen_rank_counts(self) -> list[int]:
        counts = [0] * 13
        for c in self.unseen:
            counts[c >> 2] += 1
        return counts


class XeriSim:
    """The rest of a round with every card placed: hands, pile, stock (top at the end)."""

    __slots__ = ("n", "hands", "pile", "pile_value", "stock", "turn", "dealer", "cards",
                 "points", "last_capture", "seen_rank", "seen", "in_hands", "no_xeri_last",
                 "jack_xeri")

    def __init__(self, info: XeriInfo, hands, stock):
        self.n = info.players
        self.hands = hands
        self.pile = list(info.pile)
        self.pile_value = sum(VALUE[c] for c in info.pile)
        self.stock = stock
        self.turn = info.turn
        self.dealer = info.dealer
        self.cards = list(info.captured)
        self.points = [0, 0]
        self.last_capture = info.last_capture
        # public memory: every card face up this round, or known to all (V1's bottom card)
        self.seen = 52 - len(info.unseen) - len(info.hand)
        self.seen_rank = [4] * 13
        for c in info.unseen:
            self.seen_rank[c >> 2] -= 1
        for c in info.hand:
            self.seen_rank[c >> 2] -= 1
        self.in_hands = sum(len(h) for h in hands)
        self.no_xeri_last = info.dealer_last_no_xeri
        self.jack_xeri = info.jack_xeri

    def play(self, card: int) -> None:
        """X8-X11: play a card for the player to move, deal or end the round as due."""
        turn = self.turn
        self.hands[turn].remove(card)
        self.in_hands -= 1
        pile = self.pile
        r = card >> 2
        if pile and (r == JACK or r == pile[-1] >> 2):
            side = turn & 1
            if len(pile) == 1 and pile[0] >> 2 == r and not (
                    self.no_xeri_last and self.in_hands == 0 and not self.stock):
                self.points[side] += self.jack_xeri if r == JACK else 10
            self.points[side] += self.pile_value + VALUE[card]
            self.cards[side] += len(pile) + 1
            self.last_capture = side
            pile.clear()
            self.pile_value = 0
        else:
            pile.append(card)
            self.pile_value += VALUE[card]
        self.seen_rank[r] += 1
        self.seen += 1
        self.turn = (turn + 1) % self.n

    def finished(self) -> bool:
        return self.in_hands == 0 and not self.stock

    def deal(self) -> None:
        """X5, X10: six cards each from the top of the stock (the list's end), one at a
        time from the player left of the dealer."""
        stock, hands, n, dealer = self.stock, self.hands, self.n, self.dealer
        for _ in range(HAND):
            for k in range(1, n + 1):
                hands[(dealer + k) % n].append(stock.pop())
        self.in_hands = HAND * n

    def play_round_out(self) -> None:
        """Every player plays greedy to the end of the round, dealing as due (X10, X11)."""
        while True:
            while self.in_hands:
                no_xeri = self.no_xeri_last and self.in_hands == 1 and not self.stock
                self.play(greedy_card(self.hands[self.turn], self.pile, self.pile_value,
                                      self.jack_xeri, no_xeri))
            if not self.stock:
                return
            self.deal()

    def play_deal_out(self) -> None:
        """Medium plays on to the end of this deal (hands empty); then no new deal."""
        while self.in_hands:
            self.play(self.medium_move())

    def estimate(self, side: int) -> float:
        """`margin` at a deal's end before the round's end: the pile and the 3 points for
        most cards are still open, so they count by their odds."""
        if not self.stock:
            return self.margin(side)
        value = self.points[side] - self.points[1 - side]
        pile = self.pile
        if pile:
            unknown = 52 - self.seen
            top = pile[-1] >> 2
            p_rank = p_holds(4 - self.seen_rank[top], unknown, 6)
            p_jack = p_holds(4 - self.seen_rank[JACK], unknown, 6)
            worth = self.pile_value + CARD_WEIGHT * len(pile)
            if len(pile) == 1:
                odds = p_rank * (worth + (self.jack_xeri if top == JACK else 10))
                odds += (1 - p_rank) * p_jack * worth
            else:
                odds = (p_rank + p_jack - p_rank * p_jack) * worth
            # the first player of the next deal is `turn`: the pile is theirs to take first
            value += odds if self.turn & 1 == side else -odds
        lead = self.cards[side] - self.cards[1 - side]
        spread = 0.8 * math.sqrt(len(self.stock) + len(pile)) + 0.5
        return value + 3.0 * math.erf(lead / (1.41421356 * spread))

    def margin(self, side: int) -> float:
        """X11-X12: round points of `side` minus the other side's, from this state's start."""
        points = list(self.points)
        cards = list(self.cards)
        if self.last_capture is not None and self.pile:
            points[self.last_capture] += self.pile_value
            cards[self.last_capture] += len(self.pile)
        if cards[0] != cards[1]:
            points[0 if cards[0] > cards[1] else 1] += 3
        return points[side] - points[1 - side]

    def medium_move(self) -> int:
        """The medium rules of thumb for the player to move, from public memory only."""
        turn = self.turn
        hand = self.hands[turn]
        nxt = (turn + 1) % self.n
        next_size = len(self.hands[nxt]) or (6 if self.stock else 0)
        unknown = 52 - self.seen - len(hand)
        own = [0] * 13
        for c in hand:
            own[c >> 2] += 1
        unseen_rank = [4 - s - o for s, o in zip(self.seen_rank, own, strict=True)]
        last = self.in_hands == 1 and not self.stock
        return medium_card(hand, self.pile, self.pile_value, unseen_rank, unknown,
                           next_size, last and self.no_xeri_last, self.jack_xeri)



def medium_card(hand, pile, pile_value, unseen_rank, unknown, next_size, no_xeri,
                jack_xeri) -> int:
    """Score every card: what a capture gains, minus what a discard risks giving away."""
    best = None
    best_score = -1e9
    top = pile[-1] >> 2 if pile else -1
    p_jack = p_holds(unseen_rank[JACK], unknown, next_size)
    for c in hand:
        r = c >> 2
        if pile and (r == JACK or r == top):
            score = pile_value + VALUE[c] + CARD_WEIGHT * (len(pile) + 1)
            if len(pile) == 1 and r == top and not no_xeri:
                score += jack_xeri if r == JACK else 10
            elif r == JACK:
                score -= JACK_KEEP
            score += 20  # a capture first
        else:
            p_rank = p_holds(unseen_rank[r], unknown, next_size)
            exposed = pile_value + VALUE[c] + CARD_WEIGHT * (len(pile) + 1)
            if not pile:
                # a lone card: the next player takes it as a xeri with the same rank
                risk = p_rank * (exposed + (jack_xeri if r == JACK else 10)) + p_jack * exposed
            else:
                risk = (p_rank + p_jack - p_rank * p_jack) * exposed
            score = -risk - 0.3 * VALUE[c]
            if r == JACK:
                score -= JACK_KEEP + 1.0  # never waste a jack on a discard
        if score > best_score:
            best, best_score = c, score
    return best


def greedy_card(hand, pile, pile_value, jack_xeri, no_xeri) -> int:
    """The greedy reference: the capture worth the most points now (X8, X9, X12: the pile,
    the card played, a xeri's bonus; then the most cards, then a non-jack), else the least
    useful card: a non-jack with the fewest points (X12), the lowest rank."""
    if pile:
        top = pile[-1] >> 2
        lone = len(pile) == 1 and not no_xeri
        best, best_key = -1, None
        for c in hand:
            r = c >> 2
            if r == top or r == JACK:
                worth = pile_value + VALUE[c]
                if lone and r == top:
                    worth += jack_xeri if r == JACK else 10
                key = (worth, r != JACK, -c)
                if best_key is None or key > best_key:
                    best, best_key = c, key
        if best >= 0:
            return best
    return min(hand, key=lambda c: (c >> 2 == JACK, VALUE[c], c))


def greedy_info_card(info: XeriInfo) -> int:
    last = sum(info.hand_counts) == 1 and info.stock == 0
    return greedy_card(info.hand, info.pile, sum(VALUE[c] for c in info.pile), info.jack_xeri,
                       last and info.dealer_last_no_xeri)


def pimc_card(info: XeriInfo, rng: Rng, samples: int) -> tuple[int, dict]:
    """The PIMC reference: `samples` worlds consistent with the view (`sample_world`), each
    card (one per rank and value: the others play alike) played in every world and the
    round played out by greedy for everyone; the best mean round margin for my side."""
    moves = distinct_plays(info.hand)
    if len(moves) == 1:
        return moves[0], {"samples": 0, "values": {moves[0]: 0.0}}
    side = info.side(info.me)

    def value(world: XeriSim, move: int) -> float:
        world.play(move)
        world.play_round_out()
        return world.margin(side)

    move, values = best_by_samples(moves, lambda r: sample_world(info, r), value, samples, rng,
                                   _clone)
    return move, {"samples": samples, "values": values}


def easy_card(info: XeriInfo, rng: Rng) -> int:
    """A beginner: takes a pile with a matching card, a big pile with a jack, else any card."""
    hand, pile = info.hand, info.pile
    if pile:
        top = pile[-1] >> 2
        matches = [c for c in hand if c >> 2 == top]
        if matches:
            return rng.choice(sorted(matches))
        jacks = [c for c in hand if c >> 2 == JACK]
        if jacks and (len(pile) >= 3 or any(VALUE[c] >= 2 for c in pile)):
            return jacks[0]
    others = sorted(c for c in hand if c >> 2 != JACK)
    return rng.choice(others) if others else min(hand)


def medium_info_card(info: XeriInfo) -> int:
    nxt = (info.me + 1) % info.players
    next_size = info.hand_counts[nxt] or (6 if info.stock else 0)
    last = sum(info.hand_counts) == 1 and info.stock == 0
    return medium_card(info.hand, info.pile, sum(VALUE[c] for c in info.pile),
                       info.unseen_rank_counts(), len(info.unseen), next_size,
                       last and info.dealer_last_no_xeri, info.jack_xeri)


def sample_world(info: XeriInfo, rng: Rng) -> XeriSim:
    """A determinization: the unseen cards dealt at random to the places that hide them,
    none of a rank a player is void in (`XeriInfo.voids`) while that can be done."""
    cards = rng.shuffled(info.unseen)
    hands = []
    for p in range(info.players):
        if p == info.me:
            hands.append(list(info.hand))
            continue
        known = list(info.known_hands.get(p, []))
        need = info.hand_counts[p] - len(known)
        void = info.voids.get(p)
        if void:
            mine = [c for c in cards if c >> 2 not in void][:need]
            if len(mine) == need:  # else they did pass up a capture: no constraint
                taken = set(mine)
                cards = [c for c in cards if c not in taken]
                hands.append(known + mine)
                continue
        hands.append(known + cards[:need])
        cards = cards[need:]
    stock = cards
    if info.stock_bottom is not None:
        stock.insert(0, info.stock_bottom)  # the last card dealt sits at the list's start
    for place in sorted(info.stock_known):  # the top is the list's end
        stock.insert(len(stock) - place, info.stock_known[place])
    return XeriSim(info, hands, stock)


def distinct_plays(hand) -> list[int]:
    """Cards that differ in effect: same rank and same value play alike."""
    out, keys = [], set()
    for c in sorted(hand):
        key = (c >> 2, VALUE[c])
        if key not in keys:
            keys.add(key)
            out.append(c)
    return out


def open_hands(info: XeriInfo) -> list[list[int]] | None:
    """Both hands when the other player's is known: 2 players, the stock dealt out, every
    card I have not seen in their hand (X5: the last deal leaves nothing hidden)."""
    if info.players != 2 or info.stock:
        return None
    other = 1 - info.me
    theirs = info.known_hands.get(other, []) + info.unseen
    if len(theirs) != info.hand_counts[other]:
        return None
    hands = [[], []]
    hands[info.me], hands[other] = list(info.hand), theirs
    return hands


def solve_end(info: XeriInfo, hands: list[list[int]]) -> dict[int, float]:
    """The exact rest of the round with both hands open: each distinct card's round margin
    for my side from here (X8-X12) when both players then play their best."""
    # a card as its kind: rank * 3 + its points; cards of one kind play alike
    kinds = [tuple(sorted((c >> 2) * 3 + VALUE[c] for c in h)) for h in hands]
    pile = info.pile
    top = pile[-1] >> 2 if pile else -1
    last = info.last_capture
    memo: dict = {}
    no_xeri_last, jack_xeri = info.dealer_last_no_xeri, info.jack_xeri

    def solve(h0, h1, top, size, worth, turn, lead, last):
        """Side 0's points minus side 1's from here; `lead`: cards captured, 0 minus 1."""
        key = (h0, h1, top, size, worth, turn, lead, last)
        got = memo.get(key)
        if got is not None:
            return got
        hand = h1 if turn else h0
        if not hand:  # X11: the pile to the last capture; X12: 3 for most cards
            value = 0
            if last is not None and size:
                value, lead = (worth, lead + size) if last == 0 else (-worth, lead - size)
            value += 3 if lead > 0 else -3 if lead < 0 else 0
            memo[key] = value
            return value
        sign = -1 if turn else 1
        best = None
        previous = -1
        for i, k in enumerate(hand):
            if k == previous:
                continue
            previous = k
            rest = hand[:i] + hand[i + 1:]
            h = (h0, rest) if turn else (rest, h1)
            r = k // 3
            if size and (r == JACK or r == top):  # X8
                gain = worth + k % 3
                if size == 1 and r == top and not (no_xeri_last and not rest and not (
                        h0 if turn else h1)):  # X9, V3
                    gain += jack_xeri if r == JACK else 10
                value = sign * gain + solve(*h, -1, 0, 0, 1 - turn, lead + sign * (size + 1),
                                            turn)
            else:
                value = solve(*h, r, size + 1, worth + k % 3, 1 - turn, lead, last)
            if best is None or (value < best if turn else value > best):
                best = value
        memo[key] = best
        return best

    me = info.me
    cards = info.captured
    lead = cards[0] - cards[1]
    values = {}
    for c in distinct_plays(info.hand):
        k = (c >> 2) * 3 + VALUE[c]
        mine = list(kinds[me])
        mine.remove(k)
        h = [kinds[0], kinds[1]]
        h[me] = tuple(mine)
        mover = 1 - me
        r = c >> 2
        if pile and (r == JACK or r == top):
            gain = sum(VALUE[x] for x in pile) + VALUE[c]
            if len(pile) == 1 and r == top and not (no_xeri_last and not mine and not h[mover]):
                gain += jack_xeri if r == JACK else 10
            sign = 1 if me == 0 else -1
            value = sign * gain + solve(*h, -1, 0, 0, mover, lead + sign * (len(pile) + 1), me)
        else:
            value = solve(*h, r, len(pile) + 1, sum(VALUE[x] for x in pile) + VALUE[c], mover,
                          lead, last)
        values[c] = value if me == 0 else -value
    return values


def hard_card(info: XeriInfo, rng: Rng, budget: int) -> tuple[int, dict]:
    """Determinized sampling: each candidate card played in the same sampled worlds, the
    deal played out by the medium policy, the rest of the round counted by its odds
    (`XeriSim.estimate`); the best mean margin for my side. With the other hand known
    (`open_hands`) the rest of the round is solved exactly instead."""
    moves = distinct_plays(info.hand)
    if len(moves) == 1:
        return moves[0], {"samples": 0, "values": {moves[0]: 0.0}}
    hands = open_hands(info)
    if hands is not None:
        values = solve_end(info, hands)
        first = medium_info_card(info)  # ties: medium's card
        best = max(moves, key=lambda c: (values[c], (c >> 2, VALUE[c]) == (first >> 2,
                                                                           VALUE[first])))
        return best, {"samples": 0, "values": values}
    # Ties go to the earlier move: medium's card first, so an even outcome keeps the plain
    # good play (a xeri taken rather than a card laid that comes out level later).
    first = medium_info_card(info)
    moves.sort(key=lambda c: (c >> 2, VALUE[c]) != (first >> 2, VALUE[first]))
    side = info.side(info.me)
    horizon = sum(info.hand_counts)  # the search looks to the end of this deal
    samples = min(MAX_SAMPLES, max(4, budget // max(1, len(moves) * horizon)))

    def value(world: XeriSim, move: int) -> float:
        world.play(move)
        world.play_deal_out()
        return world.estimate(side)

    move, values = best_by_samples(moves, lambda r: sample_world(info, r), value, samples, rng,
                                   _clone)
    return move, {"samples": samples, "values": values}


def _clone(world: XeriSim) -> XeriSim:
    new = XeriSim.__new__(XeriSim)
    for name in XeriSim.__slots__:
        setattr(new, name, getattr(world, name))
    new.hands = [list(h) for h in world.hands]
    new.pile = list(world.pile)
    new.stock = list(world.stock)
    new.cards = list(world.cards)
    new.points = list(world.points)
    new.seen_rank = list(world.seen_rank)
    return new


def pick(info: XeriInfo, level: str, rng: Rng, budget: int) -> tuple[int, dict]:
    """The card a level picks, with what the search saw."""
    if level == "easy":
        return easy_card(info, rng), {}
    if level == "medium":
        return medium_info_card(info), {}
    if level == "greedy":
        return greedy_info_card(info), {}
    name, _, samples = level.partition("@")
    if name == "pimc":
        return pimc_card(info, rng, int(samples) if samples else PIMC_SAMPLES)
    return hard_card(info, rng, budget)


def why(info: XeriInfo, card: int, detail: dict) -> dict:
    """Why a card is good, as facts for hints in any language (pygame_core/words.py)."""
    pile = info.pile
    r = card >> 2
    values = detail.get("values") or {}
    c = code(card)
    tail = None
    if card in values and detail.get("samples"):
        tail = {"key": "why.tail", "value": values[card]}
    if pile and (r == JACK or r == pile[-1] >> 2):
        if len(pile) == 1 and r == pile[0] >> 2:
            return {"key": "why.xeri", "card": c, "lone": code(pile[0]), "tail": tail}
        worth = sum(VALUE[x] for x in pile) + VALUE[card]
        # n: the points the capture brings, the card played among them; the label says
        # how many cards it takes ("Play K♥ and take 4 cards")
        return {"key": "why.take_pile", "card": c, "n": worth, "tail": tail}
    left = sum(1 for x in info.unseen if x >> 2 == r)
    if not pile:
        if left == 0:
            return {"key": "why.safe_empty", "card": c, "rank": c[:-1], "tail": tail}
        return {"key": "why.start_pile", "card": c, "tail": tail}
    if left == 0:  # X8: only a jack takes a pile topped by the last card of its rank
        return {"key": "why.only_jack", "card": c, "rank": c[:-1], "tail": tail}
    return {"key": "why.least_to_take", "card": c, "tail": tail}


def _decide(view: dict, level: str, seed: int) -> tuple[dict, XeriInfo | None, int, dict]:
    player = view["player"]
    if view["phase"] == "cut":
        # X4: the AI cuts at random; every level alike, so duplicate games cut alike
        return {"player": player, "cut": Rng(seed).between(1, 51)}, None, 0, {}
    info = info_from_view(view)
    rng = Rng(derive_seed(seed, level))
    card, detail = pick(info, level, rng, BUDGET * info.players // 2)
    return {"player": player, "play": code(card)}, info, card, detail


def choose(view: dict, level: str, seed: int) -> dict:
    """The event a level picks for the observation's player (who is to move)."""
    return _decide(view, level, seed)[0]


def hint(view: dict, seed: int) -> tuple[dict, dict]:
    """The hard level's choice and why, as facts for the words."""
    event, info, card, detail = _decide(view, "hard", seed)
    if info is None:
        return event, {"key": "why.cut", "n": event["cut"]}
    return event, why(info, card, detail)


# A review (pygame_core/review.py) marks a decision that cost at least this many round points.
REVIEW = {"unit": "round points", "scale": 1.0, "digits": 1, "least": 1.5}


def appraise(view: dict, seed: int) -> dict | None:
    """Every legal decision of the view's player valued by the hard level's search (its
    side's expected round margin, in points), for a review; None when there is nothing to
    choose (a cut: X4 makes every cut alike; a single kind of card)."""
    if view["phase"] == "cut":
        return None
    event, info, card, detail = _decide(view, "hard", seed)
    values = detail["values"]
    if len(values) < 2:
        return None
    kind = {(c >> 2, VALUE[c]): v for c, v in values.items()}
    options = [{"event": {"player": info.me, "play": code(c)}, "value": kind[c >> 2, VALUE[c]]}
               for c in sorted(info.hand)]
    return {"options": options, "best": event,
            "why": lambda e, _played: why(info, parse(e["play"]), detail), **REVIEW}


def info_from_view(view: dict) -> XeriInfo:
    """The facts of an engine view (xeri/view.py) that the levels use, nothing more."""
    me = view["player"]
    n = view["players"]
    variants = view["config"]["variants"]
    hand = [parse(c) for c in view["hand"]]
    pile = [parse(c) for c in view["pile"]]
    seen = set(pile)
    bottom = None
    table: list[int] = []  # the pile as the history builds it, for the voids
    voids: dict[int, set[int]] = {}
    dealer = view["dealer"]
    # V1: a bottom jack goes back BOTTOM_DEPTH cards down (after a reshuffle, the place
    # the 26th card of the deck has then); deals take cards from the top, so its place
    # is known until it is dealt, and then whose hand it went to.
    in_stock: list[list[int]] = []  # [card, place from the top]
    dealt_jacks: dict[int, int] = {}  # card -> the player holding it
    depth = BOTTOM_DEPTH
    for entry in view["history"]:  # this round's public history
        kind = entry["kind"]
        if kind == "play":
            card = parse(entry["card"])
            seen.add(card)
            player = entry["player"]
            dealt_jacks.pop(card, None)
            if entry["taken"]:
                table.clear()
            else:
                if table and player != me:  # X8: a lay on a pile it could not take
                    voids.setdefault(player, set()).update((table[-1] >> 2, JACK))
                table.append(card)
        elif kind == "pile":
            cards = [parse(c) for c in entry["cards"]]
            seen.update(cards)
            table = cards
            in_stock = [[c, place - PILE] for c, place in in_stock if place >= PILE]
        elif kind == "failed_pile":  # back into the stock, reshuffled: hidden again
            seen.difference_update(parse(c) for c in entry["cards"])
            table = []
        elif kind == "reshuffle":  # X6: a new order; V1 looks at the 26th card of the deck
            in_stock = []
            depth = BOTTOM_DEPTH - HAND * n
        elif kind == "deal":  # X10: new hands, nothing known about them
            voids = {}
            # X5: one card at a time from the top, from the player left of the dealer
            for c, place in in_stock:
                if place < HAND * n:
                    dealt_jacks[c] = (dealer + 1 + place) % n
            in_stock = [[c, place - HAND * n] for c, place in in_stock if place >= HAND * n]
        elif kind == "bottom_jack":
            for known in in_stock:
                if known[1] >= depth:
                    known[1] += 1
            in_stock.append([parse(entry["card"]), depth])
        elif kind == "bottom":
            bottom = parse(entry["card"])
    known_hands: dict[int, list[int]] = {}
    for card, player in dealt_jacks.items():
        if player != me:
            known_hands.setdefault(player, []).append(card)
    stock_known = {place: card for card, place in in_stock}
    stock_bottom = None
    if bottom is not None and bottom not in seen and bottom not in hand:
        if view["stock"]:
            stock_bottom = bottom  # V1: it reaches the dealer in the last deal
        else:
            known_hands.setdefault(dealer, []).append(bottom)
    hidden = seen | set(hand) | set(stock_known.values())
    for cards in known_hands.values():
        hidden.update(cards)
    if stock_bottom is not None:
        hidden.add(stock_bottom)
    unseen = [c for c in range(52) if c not in hidden]
    last = view["last_capture"]
    return XeriInfo(
        players=n, me=me, dealer=dealer, turn=view["turn"], hand=hand, pile=pile,
        hand_counts=list(view["hand_counts"]), stock=view["stock"], unseen=unseen,
        captured=[view["sides"][0]["captured"], view["sides"][1]["captured"]],
        last_capture=None if last is None else last["side"], stock_bottom=stock_bottom,
        known_hands=known_hands, stock_known=stock_known,
        dealer_last_no_xeri=bool(variants.get("dealer_last_no_xeri")),
        jack_xeri=25 if variants.get("jack_xeri_25") else 20,
        phase="cut" if view["phase"] == "cut" else "play", voids=voids)
