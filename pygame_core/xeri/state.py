"""The Xeri rules engine (docs/rules.md X1-X14, V1-V5) behind the shared State API.

Cards are ints 0..51 (`cards.py`). The stock is a list with its top
card last, so dealing is `pop()`. Fields that change on every play are small
lists copied by `clone()`; everything else is an immutable tuple shared between
states, and the round's public history is a linked list of tuples, so
`apply` is a cheap copy plus an in-place step; `_random_step` is the unchecked
in-place step with every choice drawn at random (random playouts, the benchmark).
"""

from __future__ import annotations

from ..errors import GameError, IllegalMoveError, is_int, shown
from ..game import State
from ..rng import Rng
from . import observation
from .cards import CODES, JACK, parse, parse_list
from .rules import (
    BOTTOM_DEPTH,
    CAPTURE,
    CHANCE,
    CUT,
    CUTS,
    FIRST_DEALER,
    HAND,
    JACK_XERI,
    LAY,
    OVER,
    PILE,
    PLAY,
    RESHUFFLE,
    SHUFFLE,
    XERI,
    Rules,
    pile_fails,
    side_score,
    takes,
)


def _keys(event: dict, keys: tuple, what: str) -> None:
    for key in keys:
        if key not in event:
            raise GameError(f"{what} event needs {key!r}")
    for key in event:
        if key not in keys:
            raise GameError(f"{what} event has unexpected key {shown(key)}")


class XeriState(State):
    """A Xeri game at one moment. Build it with `new_state(config)`."""

    game = "xeri"
    __slots__ = ("_r", "_phase", "_dealer", "_turn", "_round", "_deal", "_stock", "_hands",
                 "_left", "_pile", "_captured", "_last", "_xeris", "_bottom", "_log",
                 "_rounds", "_totals", "_wins", "_target", "_winner", "_mark")

    def __init__(self, rules: Rules):
        n = rules.players
        self._r = rules
        self._phase = FIRST_DEALER
        self._dealer = -1
        self._turn = -1
        self._round = 0            # rounds started, so the current round's number from 1
        self._deal = 0             # deals made in this round (X5, X10)
        self._stock: list[int] = []
        self._hands: list[list[int]] = [[] for _ in range(n)]
        self._left = 0             # cards in all hands together
        self._pile: list[int] = []
        self._captured: list[list[int]] = [[], []]
        self._last = -1            # the player who made the round's last capture (X11)
        self._xeris: tuple = ()    # (player, card, is_jack) for this round's xeris
        self._bottom = -1          # V1: the bottom card shown this round
        self._log = None           # this round's public history, newest first: (entry, rest)
        self._rounds: tuple = ()   # finished rounds: {"dealer", "sides", "winner"}
        self._totals = (0, 0)
        self._wins = (0, 0)
        self._target = rules.target
        self._winner = None
        self._mark = None          # the history node before the event that made this state

    # --- copying -------------------------------------------------------------
    def clone(self) -> XeriState:
        new = XeriState.__new__(XeriState)
        new._r = self._r
        new._phase = self._phase
        new._dealer = self._dealer
        new._turn = self._turn
        new._round = self._round
        new._deal = self._deal
        new._stock = self._stock[:]
        new._hands = [h[:] for h in self._hands]
        new._left = self._left
        new._pile = self._pile[:]
        new._captured = [self._captured[0][:], self._captured[1][:]]
        new._last = self._last
        new._xeris = self._xeris
        new._bottom = self._bottom
        new._log = self._log
        new._rounds = self._rounds
        new._totals = self._totals
        new._wins = self._wins
        new._target = self._target
        new._winner = self._winner
        new._mark = self._mark
        return new

    # --- what comes next -----------------------------------------------------
    @property
    def rules(self) -> Rules:
        return self._r

    @property
    def players(self) -> int:
        return self._r.players

    def cutter(self) -> int:
        """X4: the non-dealer with 2 players, the player right of the dealer with 4."""
        return (self._dealer - 1) % self._r.players

    def current_player(self):
        if self._phase == PLAY:
            return self._turn
        if self._phase == CUT:
            return self.cutter()
        return None

    def chance_kind(self):
        return CHANCE.get(self._phase)

    def is_finished(self) -> bool:
        return self._phase == OVER

    def _outcome(self, card: int) -> tuple[int, int]:
        """What playing `card` now does: (LAY, 0) or (CAPTURE / XERI / JACK_XERI, pile cards
        taken). Asked while the card is still in the hand, so `_left == 1` means the last one."""
        pile = self._pile
        rank = card >> 2
        if not pile or not takes(rank, pile[-1] >> 2):                    # X8
            return LAY, 0
        taken = len(pile)
        if taken == 1 and rank == pile[0] >> 2:                            # X9
            # V3: the round's last card is the dealer's; it captures but is no xeri.
            if not (self._r.dealer_last_no_xeri and self._left == 1 and not self._stock
                    and self._phase == PLAY):
                return (JACK_XERI if rank == JACK else XERI), 1
        return CAPTURE, taken

    def hand(self, player: int) -> list[int]:
        """The cards `player` holds (ints); the engine's own, do not change it."""
        return self._hands[player]

    def legal_cards(self) -> list[int]:
        """The cards the player to move may play (X7: any card in hand), in order."""
        return sorted(self._hands[self._turn]) if self._phase == PLAY else []

    def legal_events(self) -> list[dict]:
        if self._phase == CUT:
            p = self.cutter()
            return [{"player": p, "cut": k} for k in CUTS]
        if self._phase == PLAY:
            p = self._turn
            return [{"player": p, "play": CODES[c]} for c in sorted(self._hands[p])]
        return []

    # --- verify / can / do ---------------------------------------------------
    def _parse(self, event) -> tuple[int, object]:
        """The checked action for an event: (phase it belongs to, value)."""
        if not isinstance(event, dict):
            raise GameError(f"event must be an object, not {shown(event)}")
        phase = self._phase
        if phase == OVER:
            raise IllegalMoveError("the game is over")
        if "chance" in event:
            kind = event["chance"]
            if kind not in ("first_dealer", "shuffle", "reshuffle"):
                raise GameError(f"unknown chance event {shown(kind)}")
            due = CHANCE.get(phase)
            if due is None:
                raise IllegalMoveError(
                    f"no chance event is due: player {self.current_player()} is to "
                    f"{'cut' if phase == CUT else 'play'}")
            if kind != due:
                raise IllegalMoveError(f"a {due} chance event is due, not {kind}")
            if phase == FIRST_DEALER:
                _keys(event, ("chance", "player"), "first_dealer")
                p = event["player"]
                if not is_int(p) or not 0 <= p < self._r.players:
                    raise GameError(f"first dealer must be a player 0..{self._r.players - 1}, "
                                    f"not {shown(p)}")
                return phase, p
            if phase == SHUFFLE:
                _keys(event, ("chance", "deck"), "shuffle")
                deck = parse_list(event["deck"], "shuffle deck")
                if len(deck) != 52:
                    raise GameError(f"shuffle deck has {len(deck)} cards, not 52")
                return phase, deck
            _keys(event, ("chance", "stock"), "reshuffle")
            stock = parse_list(event["stock"], "reshuffle stock")
            have = set(self._stock)
            for card in stock:
                if card not in have:
                    raise IllegalMoveError(f"reshuffle stock holds {CODES[card]}, "
                                           "which is not in the stock")
            if len(stock) != len(have):
                missing = min(have - set(stock))
                raise IllegalMoveError(f"reshuffle stock lacks {CODES[missing]} "
                                       f"({len(stock)} cards, the stock has {len(have)})")
            return phase, stock
        if "player" not in event:
            raise GameError("event needs a 'chance' or a 'player' key")
        p = event["player"]
        if not is_int(p) or not 0 <= p < self._r.players:
            raise GameError(f"player must be 0..{self._r.players - 1}, not {shown(p)}")
        due = CHANCE.get(phase)
        if due is not None:
            raise IllegalMoveError(f"a {due} chance event is due, not a decision")
        if "cut" in event:
            _keys(event, ("player", "cut"), "cut")
            if phase != CUT:
                raise IllegalMoveError("a play is due, not a cut")
            if p != self.cutter():
                raise IllegalMoveError(f"player {self.cutter()} cuts, not player {p}")
            k = event["cut"]
            if not is_int(k) or not 1 <= k <= 51:
                raise GameError(f"cut must be an integer from 1 to 51, not {shown(k)}")
            return CUT, k
        if "play" in event:
            _keys(event, ("player", "play"), "play")
            if phase != PLAY:
                raise IllegalMoveError(f"player {self.cutter()} must cut, not play")
            card = parse(event["play"], "play")
            if p != self._turn:
                raise IllegalMoveError(f"it is player {self._turn}'s turn, not player {p}'s")
            if card not in self._hands[p]:
                raise IllegalMoveError(f"player {p} does not hold {CODES[card]}")
            return PLAY, card
        other = sorted(k for k in event if k != "player")
        raise GameError(f"unknown decision {shown(other[0]) if other else 'without a move'}")

    def verify(self, event) -> None:
        self._parse(event)

    def apply(self, event) -> XeriState:
        phase, value = self._parse(event)
        new = self.clone()
        new._mark = self._log
        if phase == FIRST_DEALER:
            new._dealer = value
            new._note(("first_dealer", value))
            new._phase = SHUFFLE
        elif phase == SHUFFLE:
            new._start_round(value)
        elif phase == CUT:
            new._cut(value)
        elif phase == RESHUFFLE:
            new._reshuffle(value)
        else:
            new._play(value, True)
        return new

    def foresee(self, event) -> XeriState:
        """A play's card down and what it took, before the next hands are dealt (X10) or
        the round is scored (X12): the player cannot know the next hands."""
        phase, value = self._parse(event)
        if phase != PLAY:
            return self.apply(event)
        new = self.clone()
        new._mark = self._log
        new._play(value, True, settle=False)
        return new

    def sample_chance(self, rng: Rng) -> dict:
        if self._phase == FIRST_DEALER:
            return {"chance": "first_dealer", "player": rng.below(self._r.players)}
        if self._phase == SHUFFLE:
            return {"chance": "shuffle", "deck": [CODES[c] for c in rng.shuffled(range(52))]}
        if self._phase == RESHUFFLE:
            order = rng.shuffled(self._stock[::-1])
            return {"chance": "reshuffle", "stock": [CODES[c] for c in order]}
        raise IllegalMoveError("no chance event is due")

    # --- the steps, in place -------------------------------------------------
    def _note(self, entry: tuple) -> None:
        self._log = (entry, self._log)

    def _start_round(self, deck: list[int]) -> None:
        """X4: a new round's shuffled deck (top first); the cut comes next."""
        n = self._r.players
        self._round += 1
        self._deal = 0
        self._stock = deck[::-1]
        self._hands = [[] for _ in range(n)]
        self._left = 0
        self._pile = []
        self._captured = [[], []]
        self._last = -1
        self._xeris = ()
        self._bottom = -1
        self._log = None
        self._note(("shuffle", self._round))
        self._phase = CUT

    def _show_bottom(self, top_first: list[int], depth: int) -> list[int]:
        """V1: show the bottom card; while it is a jack, put it back `depth` cards down."""
        while top_first[-1] >> 2 == JACK:
            jack = top_first.pop()
            top_first.insert(depth, jack)
            self._note(("bottom_jack", jack))
        self._bottom = top_first[-1]
        self._note(("bottom", self._bottom))
        return top_first

    def _cut(self, k: int) -> None:
        """X4 cut, V1 bottom card, X5 deal of the hands and the pile, X6 check."""
        deck = self._stock[::-1]
        deck = deck[k:] + deck[:k]
        self._note(("cut", self.cutter(), k))
        if self._r.bottom_card:
            deck = self._show_bottom(deck, BOTTOM_DEPTH)
        self._stock = deck[::-1]
        self._deal_hands()
        self._deal_pile()

    def _reshuffle(self, stock: list[int]) -> None:
        """X6: the stock in its new order, then a new initial pile (V1 shows the bottom again)."""
        self._note(("reshuffle",))
        if self._r.bottom_card:
            # The 26th card of the deck counted from the top: the hands took HAND * n of them.
            stock = self._show_bottom(stock[:], BOTTOM_DEPTH - HAND * self._r.players)
        self._stock = stock[::-1]
        self._deal_pile()

    def _deal_hands(self) -> None:
        """X5/X10: one card at a time from the top, from the player left of the dealer."""
        n = self._r.players
        stock = self._stock
        hands = self._hands
        order = [(self._dealer + 1 + i) % n for i in range(n)]
        # The top is the end of the list: the k-th player in `order` gets stock[-1 - k],
        # stock[-1 - k - n], ... in that order, as a card-by-card deal would give them.
        dealt = HAND * n
        for k, p in enumerate(order):
            hands[p] += stock[-1 - k:-1 - dealt:-n]
        del stock[-dealt:]
        self._left = dealt
        self._deal += 1
        self._turn = order[0]          # X7: the player left of the dealer plays first
        self._note(("deal", self._deal))

    def _deal_pile(self) -> None:
        """X5: four cards face up, the 4th on top; X6/V2 may send them back."""
        stock = self._stock
        pile = [stock.pop() for _ in range(PILE)]
        if pile_fails(pile, self._r.relaxed):
            self._note(("failed_pile", tuple(pile)))
            stock.extend(pile)          # back into the stock; a reshuffle orders it
            self._pile = []
            self._phase = RESHUFFLE
        else:
            self._note(("pile", tuple(pile)))
            self._pile = pile
            self._phase = PLAY

    def _play(self, card: int, log: bool, settle: bool = True) -> None:
        """X7-X11: the player to move plays `card` (unchecked); after the last card of a
        deal, the next deal or the round's end (unless not `settle`: `foresee`)."""
        p = self._turn
        kind, taken = self._outcome(card)
        self._hands[p].remove(card)
        self._left -= 1
        pile = self._pile
        if kind == LAY:
            pile.append(card)
        else:
            if kind != CAPTURE:
                self._xeris += ((p, card, kind == JACK_XERI),)
            captured = self._captured[p & 1]                            # X1: p % 2 is the side
            captured.extend(pile)
            captured.append(card)
            pile.clear()
            self._last = p
        if log:
            self._note(("play", p, card, kind, taken))
        self._turn = (p + 1) % self._r.players
        if not self._left and settle:
            if self._stock:
                self._deal_hands()                                      # X10
            else:
                self._end_round()

    def _random_step(self, rng: Rng) -> None:
        """One step in place with every choice drawn from `rng` (random playouts)."""
        phase = self._phase
        if phase == PLAY:
            hand = self._hands[self._turn]
            self._play(hand[rng.below(len(hand))], False)
        elif phase == CUT:
            self._cut(rng.between(1, 51))
        elif phase == SHUFFLE:
            self._start_round(rng.shuffled(range(52)))
        elif phase == RESHUFFLE:
            self._reshuffle(rng.shuffled(self._stock))
        elif phase == FIRST_DEALER:
            self._dealer = rng.below(self._r.players)
            self._phase = SHUFFLE
        else:
            raise IllegalMoveError("the game is over")

    # --- scoring -------------------------------------------------------------
    def _score(self) -> list[dict]:
        """X12 per side for the captures so far."""
        jack_points = self._r.jack_points
        cap = self._captured
        out = []
        for side in (0, 1):
            xeris = sum(1 for x in self._xeris if x[0] & 1 == side and not x[2])
            jacks = sum(1 for x in self._xeris if x[0] & 1 == side and x[2])
            out.append(side_score(cap[side], len(cap[1 - side]), xeris, jacks, jack_points))
        return out

    def _end_round(self) -> None:
        """X11 sweep, X12 score, X13 round winner, X14/V5 end of the game."""
        if self._pile and self._last >= 0:
            side = self._last & 1
            self._note(("sweep", self._last, len(self._pile)))
            self._captured[side].extend(self._pile)
            self._pile = []
        sides = self._score()
        a, b = sides[0]["points"], sides[1]["points"]
        winner = 0 if a > b else 1 if b > a else None                   # X13
        self._rounds += ({"dealer": self._dealer, "sides": sides, "winner": winner},)
        self._totals = (self._totals[0] + a, self._totals[1] + b)
        if winner is not None:
            wins = list(self._wins)
            wins[winner] += 1
            self._wins = tuple(wins)
        over = False
        if self._target is None:                                        # X14
            if len(self._rounds) >= self._r.rounds:
                over = True
                w0, w1 = self._wins
                self._winner = 0 if w0 > w1 else 1 if w1 > w0 else None
        else:                                                           # V5
            reached = [s for s in (0, 1) if self._totals[s] >= self._target]
            if len(reached) == 1:
                over = True
                self._winner = reached[0]
            elif len(reached) == 2:
                self._target += 100
        self._note(("round_end", self._round, winner, (a, b), over))
        if over:
            self._phase = OVER
        else:
            self._dealer = (self._dealer + 1) % self._r.players         # X3
            self._phase = SHUFFLE

    def round_points(self) -> tuple[int, int]:
        """Per side round points: of the round in play so far, or of the round just ended."""
        if self._phase in (CUT, RESHUFFLE, PLAY):
            s = self._score()
            return s[0]["points"], s[1]["points"]
        if self._rounds:
            s = self._rounds[-1]["sides"]
            return s[0]["points"], s[1]["points"]
        return 0, 0

    def returns(self) -> list[float]:
        """Per player: their side's points minus the other side's, over the game so far."""
        a, b = self._totals
        if self._phase in (CUT, RESHUFFLE, PLAY):
            now = self._score()
            a, b = a + now[0]["points"], b + now[1]["points"]
        return [float(a - b if p & 1 == 0 else b - a) for p in range(self._r.players)]

    # --- what it all came to -------------------------------------------------
    def result(self) -> dict:
        return {
            "game": "xeri",
            "finished": self._phase == OVER,
            "rounds": [{"dealer": r["dealer"], "sides": [dict(s) for s in r["sides"]],
                        "winner": r["winner"]} for r in self._rounds],
            "round_wins": list(self._wins),
            "totals": list(self._totals),
            "winner": self._winner,
        }

    def history(self) -> list[tuple]:
        """This round's public history, oldest first, as internal tuples."""
        out = []
        node = self._log
        while node is not None:
            out.append(node[0])
            node = node[1]
        out.reverse()
        return out

    def observation(self, seat, room=False) -> dict:
        return observation.observe(self, self.check_seat(seat, self._r.players), room)

    def news(self, seat) -> list[dict]:
        if seat is not None:
            self.check_seat(seat, self._r.players)
        out = []
        node = self._log
        while node is not None and node is not self._mark:
            out.append(observation.fact(node[0], self._r.jack_points))
            node = node[1]
        out.reverse()
        return out

    def preview(self, event) -> dict:
        self.verify(event)
        return observation.preview(self, event)
