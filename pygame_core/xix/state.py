"""The XIX rules (docs/rules.md N1-N9) as a lean state machine behind the shared State API.

`apply(event)` checks a record event and returns a new state; `act(action)` is
the unchecked in-place step for playouts, `clone()` the copy it works on (action
codes: xix/rules.py). The public history is a linked list of tuples.
"""

from __future__ import annotations

from ..errors import ConfigError, GameError, IllegalMoveError, is_int, shown
from ..game import State
from . import observation
from .rules import (
    ABANDON,
    CARDS,
    DEALT,
    DECIDE,
    DRAFT,
    DRAFT_BASE,
    FIRST_LEADER,
    OVER,
    PHASE_NAMES,
    PLAY,
    RAISE,
    ROW_SIZE,
    SHUFFLE,
    STAKES,
    STRIKES,
    TRADE,
    TRADE_BASE,
    cards_of,
    game_end,
    mask,
    trick_taker,
)


def _card(value, what: str = "card") -> int:
    if not is_int(value) or not 1 <= value <= 18:
        raise GameError(f"{what} must be an integer 1-18, not {shown(value)}")
    return value


def _keys(event: dict, allowed: tuple[str, ...], what: str) -> None:
    extra = [k for k in event if k not in allowed]
    if extra:
        raise GameError(f"{what} has unknown key {shown(extra[0])}")
    missing = [k for k in allowed if k not in event]
    if missing:
        raise GameError(f"{what} is missing key {shown(missing[0])}")


class XixState(State):
    """A point in a game of XIX. Fields are private; read them through the API."""

    game = "xix"

    __slots__ = (
        "_phase", "_turn", "_closed", "_open", "_row", "_row_up", "_row_by", "_aside",
        "_leader", "_lead", "_lead_from_open", "_strikes", "_slid", "_played", "_offer",
        "_scores", "_exchanges", "_last_taker", "_winner", "_end", "_log", "_traced", "_mark",
    )

    def __init__(self):
        self._phase = SHUFFLE
        self._turn = -1           # the player whose decision is due, -1 for chance/over
        self._closed = [0, 0]     # N2 closed hands, masks
        self._open = [0, 0]       # N2 open hands, masks
        self._row = [0] * ROW_SIZE          # strike-row cards (N1, N8)
        self._row_up = [False] * ROW_SIZE   # face up?
        self._row_by = [DEALT] * ROW_SIZE   # who put it there (knows it if face down)
        self._aside = 0           # N1: set aside for the whole game, never shown
        self._leader = -1         # who leads the current trick (N3)
        self._lead = 0            # the card led in the current trick, 0 if none yet
        self._lead_from_open = False
        self._strikes = [0, 0]    # N4, this exchange
        self._slid = []           # who received each strike of the exchange, in order
        self._played = 0          # cards played this exchange (the coming draft, N7)
        self._offer = 0           # cards still on offer in the draft (N7)
        self._scores = [0, 0]
        self._exchanges = []      # finished exchanges: (winner, points, (strikes0, strikes1))
        self._last_taker = -1     # who took the last trick (leads next, N3/N9)
        self._winner = None
        self._end = None          # "exact_19" / "reached_19" (N6)
        self._log = None          # public history, a linked list (prev, entry)
        # Cards in each closed hand that the other player knows are there: taken
        # from the strike row where that other player had put them face down (N8).
        self._traced = [0, 0]
        self._mark = None         # the history node before the event that made this state

    # --- copies ------------------------------------------------------------
    def clone(self) -> XixState:
        s = XixState.__new__(XixState)
        s._phase = self._phase
        s._turn = self._turn
        s._closed = self._closed[:]
        s._open = self._open[:]
        s._row = self._row[:]
        s._row_up = self._row_up[:]
        s._row_by = self._row_by[:]
        s._aside = self._aside
        s._leader = self._leader
        s._lead = self._lead
        s._lead_from_open = self._lead_from_open
        s._strikes = self._strikes[:]
        s._slid = self._slid[:]
        s._played = self._played
        s._offer = self._offer
        s._scores = self._scores[:]
        s._exchanges = self._exchanges[:]
        s._last_taker = self._last_taker
        s._winner = self._winner
        s._end = self._end
        s._log = self._log
        s._traced = self._traced[:]
        s._mark = self._mark
        return s

    def determinize(self, player: int, rng) -> XixState:
        """A copy with every card `player` cannot know dealt again at random to the
        places it could be (the other closed hand, face-down strike cards `player`
        did not place, the set-aside card). Its view for `player` is unchanged; an AI
        searches such copies so that it never peeks."""
        s = self.clone()
        other = 1 - player
        hidden = s._closed[other] & ~s._traced[other]
        slots = [i for i in range(ROW_SIZE) if not s._row_up[i] and s._row_by[i] != player]
        if not s._aside:
            return s  # not dealt yet
        pool = cards_of(hidden) + [s._row[i] for i in slots] + [s._aside]
        pool.sort()  # the same for every deal `player` cannot tell apart
        rng.shuffle(pool)
        n = hidden.bit_count()
        s._closed[other] = (s._closed[other] & ~hidden) | mask(pool[:n])
        for k, i in enumerate(slots):
            s._row[i] = pool[n + k]
        s._aside = pool[-1]
        return s

    # --- what comes next ---------------------------------------------------
    def current_player(self) -> int | None:
        return self._turn if self._turn >= 0 else None

    def chance_kind(self) -> str | None:
        if self._phase == SHUFFLE:
            return "shuffle"
        if self._phase == FIRST_LEADER:
            return "first_leader"
        return None

    def is_finished(self) -> bool:
        return self._phase == OVER

    @property
    def phase(self) -> str:
        return PHASE_NAMES[self._phase]

    def stakes(self) -> int:
        """N5: what the exchange is worth as it stands."""
        return STAKES[self._strikes[0] + self._strikes[1]]

    def scores(self) -> list[int]:
        return self._scores[:]

    def winner(self) -> int | None:
        return self._winner

    def returns(self) -> list[float]:
        """+1 for the winner and -1 for the loser once finished; 0 each before."""
        if self._winner is None:
            return [0.0, 0.0]
        return [1.0, -1.0] if self._winner == 0 else [-1.0, 1.0]

    def actions(self) -> list[int]:
        """The action codes of every legal decision (empty at chance or the end)."""
        phase = self._phase
        p = self._turn
        if phase == PLAY:
            return cards_of(self._closed[p] | self._open[p])
        if phase == DECIDE:
            return [RAISE, ABANDON]
        if phase == DRAFT:
            return [DRAFT_BASE + c for c in cards_of(self._offer)]
        if phase == TRADE:
            return [TRADE_BASE + (g - 1) * ROW_SIZE + i
                    for g in cards_of(self._closed[p] | self._open[p])
                    for i in range(ROW_SIZE)]
        return []

    def legal_events(self) -> list[dict]:
        return [self.event_of(a) for a in self.actions()]

    def event_of(self, action: int) -> dict:
        """The record event of an action code for the player to move."""
        p = self._turn
        if 1 <= action <= 18:
            return {"player": p, "play": action}
        if action == RAISE:
            return {"player": p, "decision": "raise"}
        if action == ABANDON:
            return {"player": p, "decision": "abandon"}
        if DRAFT_BASE < action < TRADE_BASE:
            return {"player": p, "draft": action - DRAFT_BASE}
        give, take = divmod(action - TRADE_BASE, ROW_SIZE)
        return {"player": p, "trade": {"give": give + 1, "take": take}}

    # --- chance (N1) -------------------------------------------------------
    def sample_chance(self, rng) -> dict:
        if self._phase == SHUFFLE:
            return {"chance": "shuffle", "deck": rng.shuffled(CARDS)}
        if self._phase == FIRST_LEADER:
            return {"chance": "first_leader", "player": rng.below(2)}
        raise GameError("no chance event is due")

    def deal(self, deck) -> None:
        """N1, in place: 6 + 6 closed cards, 5 face down in the row, one set aside."""
        self._closed = [mask(deck[0:6]), mask(deck[6:12])]
        self._row = list(deck[12:17])
        self._row_up = [False] * ROW_SIZE
        self._row_by = [DEALT] * ROW_SIZE
        self._aside = deck[17]
        self._phase = FIRST_LEADER
        self._log = (self._log, ("shuffle",))

    def choose_leader(self, player: int) -> None:
        """N1, in place: the first leader; the first exchange starts."""
        self._leader = self._last_taker = player
        self._log = (self._log, ("first_leader", player))
        self._start_exchange()

    def play_out(self, rng) -> None:
        """In place: random chance and random decisions until the game ends."""
        while self._phase != OVER:
            phase = self._phase
            if phase == SHUFFLE:
                self.deal(rng.shuffled(CARDS))
            elif phase == FIRST_LEADER:
                self.choose_leader(rng.below(2))
            else:
                acts = self.actions()
                self.act(acts[rng.below(len(acts))])

    # --- the step ------------------------------------------------------------
    def act(self, action: int) -> None:
        """Apply a legal action code in place (unchecked: see `verify`)."""
        phase = self._phase
        p = self._turn
        if phase == PLAY:
            self._play(p, action)
        elif phase == DECIDE:
            self._log = (self._log, ("decision", p, action == RAISE, self.stakes()))
            if action == RAISE:
                # N4: play on; the trick's taker leads the next one.
                self._phase = PLAY
                self._turn = self._leader
            else:
                self._end_exchange(1 - p)
        elif phase == DRAFT:
            self._draft(p, action - DRAFT_BASE)
        elif phase == TRADE:
            give, take = divmod(action - TRADE_BASE, ROW_SIZE)
            self._trade(p, give + 1, take)
        else:
            raise GameError("no decision is due")

    def _start_exchange(self) -> None:
        # N9: no strikes; N3: whoever took the last trick leads.
        self._strikes = [0, 0]
        self._slid = []
        self._played = 0
        self._lead = 0
        self._leader = self._last_taker
        self._phase = PLAY
        self._turn = self._leader

    def _play(self, p: int, card: int) -> None:
        bit = 1 << card
        from_open = bool(self._open[p] & bit)
        if from_open:
            self._open[p] ^= bit
        else:
            self._closed[p] ^= bit
            self._traced[p] &= ~bit
        self._played |= bit
        self._log = (self._log, ("play", p, card, from_open))
        if self._lead == 0:
            self._lead = card
            self._lead_from_open = from_open
            self._turn = 1 - p
            return
        # N3: the trick is complete.
        leader = self._leader
        taker = leader if trick_taker(self._lead, card) else p
        loser = 1 - taker
        self._lead = 0
        self._last_taker = self._leader = taker
        # N4: the other player receives a strike.
        self._strikes[loser] += 1
        self._slid.append(loser)
        self._log = (self._log, ("trick", taker, loser, self.stakes()))
        if self._strikes[loser] == STRIKES:
            self._log = (self._log, ("forced_abandon", loser))
            self._end_exchange(taker)
        else:
            self._phase = DECIDE
            self._turn = loser

    def _end_exchange(self, winner: int) -> None:
        points = self.stakes()  # N5
        self._scores[winner] += points
        strikes = (self._strikes[0], self._strikes[1])
        self._exchanges.append((winner, points, strikes))
        self._log = (self._log, ("exchange", winner, points, strikes, tuple(self._scores)))
        end = game_end(*self._scores)  # N6
        if end is not None:
            self._end, self._winner = end
            self._log = (self._log, ("game_over", self._winner, self._end))
            self._phase = OVER
            self._turn = -1
            return
        # N7: the played cards go on offer, the loser takes first.
        self._offer = self._played
        self._played = 0
        self._phase = DRAFT
        self._turn = 1 - winner

    def _draft(self, p: int, card: int) -> None:
        bit = 1 << card
        self._offer ^= bit
        self._open[p] |= bit
        self._log = (self._log, ("draft", p, card))
        if self._offer:
            self._turn = 1 - p
        else:
            # N8: the loser of the exchange trades.
            self._phase = TRADE
            self._turn = 1 - self._exchanges[-1][0]

    def _trade(self, p: int, give: int, take: int) -> None:
        gbit = 1 << give
        from_open = bool(self._open[p] & gbit)
        if from_open:
            self._open[p] ^= gbit
        else:
            self._closed[p] ^= gbit
            # The other player cannot tell which closed card went: all traces are lost.
            self._traced[p] = 0
        taken, up, by = self._row[take], self._row_up[take], self._row_by[take]
        # N8: a face-down strike card goes to the closed hand, a face-up one to the open hand.
        if up:
            self._open[p] |= 1 << taken
        else:
            self._closed[p] |= 1 << taken
            if by == 1 - p:
                self._traced[p] |= 1 << taken
        # N8: the card given lies face up only if it came from the open hand.
        self._row[take] = give
        self._row_up[take] = from_open
        self._row_by[take] = p
        self._log = (self._log, ("trade", p, give, from_open, take, taken, up, by))
        self._start_exchange()

    # --- checked events ----------------------------------------------------
    def verify(self, event: dict) -> None:
        self._action(event)

    def apply(self, event: dict) -> XixState:
        kind, value = self._action(event)
        s = self.clone()
        s._mark = self._log
        if kind == "shuffle":
            s.deal(value)
        elif kind == "first_leader":
            s.choose_leader(value)
        else:
            s.act(value)
        return s

    def _action(self, event) -> tuple[str, object]:
        """Check an event; its kind and action code (or chance value). Raises GameError."""
        if not isinstance(event, dict):
            raise GameError("event must be an object")
        phase = self._phase
        if phase == OVER:
            raise IllegalMoveError("the game is over")
        if "chance" in event:
            return self._chance(event)
        if "player" not in event:
            raise GameError("event needs a \"player\" or a \"chance\" key")
        if phase in (SHUFFLE, FIRST_LEADER):
            raise IllegalMoveError(f"the {PHASE_NAMES[phase]} chance event is due, not a decision")
        kinds = [k for k in ("play", "decision", "draft", "trade") if k in event]
        if not kinds:
            extra = [k for k in event if k != "player"]
            if extra:
                raise GameError(f"decision has unknown key {shown(extra[0])}")
            raise GameError("decision needs one of play, decision, draft, trade")
        kind = kinds[0]
        _keys(event, ("player", kind), "decision")
        p = event["player"]
        if not is_int(p) or p not in (0, 1):
            raise GameError(f"player must be 0 or 1, not {shown(p)}")
        due = ("play", "decision", "draft", "trade")[phase - PLAY]
        if p != self._turn:
            raise IllegalMoveError(
                f"it is player {self._turn}'s turn ({_DUE[due]}), not player {p}'s")
        if kind != due:
            raise IllegalMoveError(f"player {p} must {_DUE[due]}, not {kind}")
        value = event[kind]
        held = self._closed[p] | self._open[p]
        if kind == "play":
            card = _card(value)
            if not held >> card & 1:
                raise IllegalMoveError(f"player {p} does not hold {card}")
            return kind, card
        if kind == "decision":
            if value == "raise" and type(value) is str:
                return kind, RAISE
            if value == "abandon" and type(value) is str:
                return kind, ABANDON
            raise GameError(f"decision must be \"raise\" or \"abandon\", not {shown(value)}")
        if kind == "draft":
            card = _card(value)
            if not self._offer >> card & 1:
                raise IllegalMoveError(f"{card} is not on offer in the draft")
            return kind, DRAFT_BASE + card
        if not isinstance(value, dict):
            raise GameError(f"trade must be an object with give and take, not {shown(value)}")
        _keys(value, ("give", "take"), "trade")
        give = _card(value["give"], "trade give")
        take = value["take"]
        if not is_int(take) or not 0 <= take < ROW_SIZE:
            raise GameError(f"trade take must be a strike-row position 0-4, not {shown(take)}")
        if not held >> give & 1:
            raise IllegalMoveError(f"player {p} does not hold {give}")
        return kind, TRADE_BASE + (give - 1) * ROW_SIZE + take

    def _chance(self, event: dict) -> tuple[str, object]:
        kind = event["chance"]
        due = self.chance_kind()
        if due is None:
            must = _DUE[PHASE_NAMES[self._phase]]
            raise IllegalMoveError(f"no chance event is due: player {self._turn} must {must}")
        if kind not in ("shuffle", "first_leader"):
            raise GameError(f"unknown chance event {shown(kind)}")
        if kind != due:
            raise IllegalMoveError(f"the {due} chance event is due, not {kind}")
        if kind == "shuffle":
            _keys(event, ("chance", "deck"), "shuffle")
            deck = event["deck"]
            if not isinstance(deck, list):
                raise GameError("shuffle deck must be a list of 18 cards")
            for value in deck:
                _card(value, "deck card")
            if len(deck) != len(CARDS):
                raise GameError(f"shuffle deck has {len(deck)} cards, not 18")
            if len(set(deck)) != len(deck):
                raise GameError("shuffle deck holds a card twice")
            return kind, list(deck)
        _keys(event, ("chance", "player"), "first_leader")
        p = event["player"]
        if not is_int(p) or p not in (0, 1):
            raise GameError(f"first_leader player must be 0 or 1, not {shown(p)}")
        return kind, p

    # --- output ------------------------------------------------------------
    def result(self) -> dict:
        return {
            "game": "xix",
            "finished": self._phase == OVER,
            "exchanges": [{"winner": w, "points": pts, "strikes": list(st)}
                          for w, pts, st in self._exchanges],
            "scores": self._scores[:],
            "winner": self._winner,
            "end": self._end,
        }

    def history(self) -> list[tuple]:
        """The public history, oldest first, as internal tuples."""
        out = []
        node = self._log
        while node is not None:
            node, entry = node
            out.append(entry)
        out.reverse()
        return out

    def observation(self, seat, room=False) -> dict:
        return observation.observe(self, self.check_seat(seat, 2), room)

    def news(self, seat) -> list[dict]:
        if seat is not None:
            self.check_seat(seat, 2)
        out = []
        node = self._log
        while node is not None and node is not self._mark:
            node, entry = node
            out.append(observation.fact(entry, seat))
        out.reverse()
        return out

    def preview(self, event) -> dict:
        kind, action = self._action(event)
        return observation.preview(self, action)

    def __repr__(self) -> str:
        return (f"<XixState {PHASE_NAMES[self._phase]} turn={self._turn} "
                f"scores={self._scores} strikes={self._strikes}>")


_DUE = {"play": "play a card", "decision": "raise or abandon",
        "draft": "take a card in the draft", "trade": "trade with the strike row",
        "shuffle": "shuffle", "first_leader": "choose the first leader"}


def new_state(config) -> XixState:
    """The start of a game of XIX: the shuffle (N1) is due. XIX takes no settings."""
    if not isinstance(config, dict):
        raise ConfigError("XIX config must be an object")
    if config:
        raise ConfigError(f"XIX takes no settings, not {shown(sorted(config)[0])}")
    return XixState()
