"""A fast XIX game simulator for the searches: every card placed (a determinization of
one player's view, `sample_world`), the rest played by a policy (N3-N9).
tests/test_ai_sims.py checks each step against the engine."""

from __future__ import annotations

from ..rng import Rng
from .knowledge import XixInfo
from .policies import _unplaced, beats, medium_move
from .rules import DECIDE, DRAFT, OVER, PLAY, STAKES, STRIKES, TRADE, game_end


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
        if self.strikes[loser] >= STRIKES:  # N4: the third strike abandons
            self.end_exchange(loser)
        else:
            self.phase = DECIDE
            self.turn = loser

    def end_exchange(self, loser: int) -> None:
        """N5-N7: the other player scores the stakes; the game ends or the draft starts."""
        winner = 1 - loser
        self.scores[winner] += STAKES[self.strikes[0] + self.strikes[1]]
        self.exchanges += 1
        end = game_end(*self.scores)  # N6
        if end is not None:
            self.phase, self.winner = OVER, end[1]
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
        # following and drafting do not look at the pool: it is not built for them
        skip = (self.phase == PLAY and self.lead) or self.phase == DRAFT
        return medium_move(self.phase, self.closed[p], self.open[p], self.open[1 - p],
                           len(self.closed[1 - p]), [] if skip else self.pool(p), self.lead,
                           self.strikes[p], self.strikes[1 - p], self.scores[p],
                           self.scores[1 - p], self.offer, self.row, self.row_up)


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
