"""A fast Xeri round simulator for the searches: every card placed (a determinization
of one player's view, `sample_world`), the rest of the round played by a policy
(X5, X8-X12, V3, V4). tests/test_ai_sims.py checks each step against the engine."""

from __future__ import annotations

import math

from ..ai.search import p_holds
from ..rng import Rng
from .cards import JACK
from .knowledge import XeriInfo
from .policies import CARD_WEIGHT, VALUE, greedy_card, medium_card
from .rules import HAND, MOST_CARDS_POINTS, TAKES, xeri_points


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
        if pile and TAKES[r][pile[-1] >> 2]:
            side = turn & 1
            if len(pile) == 1 and pile[0] >> 2 == r and not (
                    self.no_xeri_last and self.in_hands == 0 and not self.stock):
                self.points[side] += xeri_points(r, self.jack_xeri)
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
                odds = p_rank * (worth + xeri_points(top, self.jack_xeri))
                odds += (1 - p_rank) * p_jack * worth
            else:
                odds = (p_rank + p_jack - p_rank * p_jack) * worth
            # the first player of the next deal is `turn`: the pile is theirs to take first
            value += odds if self.turn & 1 == side else -odds
        lead = self.cards[side] - self.cards[1 - side]
        spread = 0.8 * math.sqrt(len(self.stock) + len(pile)) + 0.5
        return value + MOST_CARDS_POINTS * math.erf(lead / (1.41421356 * spread))

    def margin(self, side: int) -> float:
        """X11-X12: round points of `side` minus the other side's, from this state's start."""
        points = list(self.points)
        cards = list(self.cards)
        if self.last_capture is not None and self.pile:
            points[self.last_capture] += self.pile_value
            cards[self.last_capture] += len(self.pile)
        if cards[0] != cards[1]:
            points[0 if cards[0] > cards[1] else 1] += MOST_CARDS_POINTS
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


def clone(world: XeriSim) -> XeriSim:
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
