"""One API for every game, in the style of OpenSpiel's `Game` and `State`.

A `Game` describes one game: its record name, the player counts it allows, its
settings (with defaults, for the new-game form and the record's config), which
side each seat plays for, the kinds of decisions, and the modules of its package
that draw it, word it and play it. A `State` is one moment of a game.

Events are the record's own JSON objects (docs/records.md): decisions carry a
`player` key, chance events a `chance` key. Each operation comes as
verify / can / do: `verify(event)` raises `IllegalMoveError` (or `GameError`
for a malformed event) with the reason, `can(event)` answers yes or no,
`apply(event)` returns the next state and leaves this one untouched.

What a seat may know comes in two forms, both built by listing what that seat
saw (never by deleting secrets): `observation(seat)`, the whole position, and
`news(seat)`, what the event that made this state did. Facts are small dicts
with a `kind` ("play", "trade", ...); the game's words turn them into sentences.

The modules of a game's package that word it, draw it, play it and teach it are
attributes of its descriptor (`game.words`, `game.scene`, `game.ai`,
`game.rulebook`, `game.lesson`, `game.art`), each as its protocol in contract.py says.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

from .errors import ConfigError, GameError, IllegalMoveError, is_int, shown
from .rng import Rng

if TYPE_CHECKING:
    from .contract import Art, Lesson, Players, Rulebook, Scene, Words

P = TypeVar("P")


class Part(Generic[P]):
    """A module of the game's package, imported when first asked for (the wheel's start
    stays small): `words: Part[Words] = Part("words")` on the descriptor is its `words` module."""

    def __init__(self, module: str):
        self.module = module

    def __get__(self, game, owner=None) -> P:
        if game is None:
            return self     # type: ignore[return-value]
        return importlib.import_module(f"{__package__}.{game.name}.{self.module}")


@dataclass(frozen=True)
class Option:
    """One setting of a game, as the new-game form offers it.

    `kind` is "flag" (on or off) or "number" (from `low` to `high`); an optional
    number can also be off (None), or just on (True: its `default`). `rule` is its
    label in docs/rules.md (V1 ...), shown beside it.
    """

    key: str
    kind: str
    default: int | bool
    low: int = 0
    high: int = 0
    optional: bool = False
    rule: str = ""

    def read(self, value):
        """The option's value from the form (None for an optional number left off)."""
        if self.kind == "flag":
            if value is None:
                return bool(self.default)
            if not isinstance(value, bool):
                raise ConfigError(f"{self.key} must be true or false, not {shown(value)}")
            return value
        if value is None:
            return None if self.optional else self.default
        if value is True and self.optional:
            return self.default                       # switched on, at its default
        if not is_int(value) or not self.low <= value <= self.high:
            raise ConfigError(f"{self.key} must be a whole number from {self.low} to {self.high},"
                              f" not {shown(value)}")
        return value


class Game(ABC):
    """A game's descriptor. Each game package has one, as `GAME` in its __init__."""

    name: str = ""
    players: tuple[int, ...] = (2,)
    options: tuple[Option, ...] = ()
    decisions: tuple[str, ...] = ()
    # The option values that make a game one deal of a duplicate match (ai/match.py).
    deal_options: tuple[tuple[str, object], ...] = ()
    # The kinds of facts that end a round (Xeri) or an exchange (XIX): the table then
    # shows the breakdown.
    ends: tuple[str, ...] = ()
    # What the statistics count for this game beyond games, wins and scores: each a key of
    # `summary`, headed by the game's words as "count.<key>" (stats.py).
    counts: tuple[str, ...] = ()
    # The record's event fields that hold a card or a list of cards, at any depth
    # (the embed checks an inline scenario's cards by them before the engine starts).
    card_fields: tuple[str, ...] = ()
    # The event fields that name a place on the board, not a card, and the board key of
    # that place (a review outlines it with the cards of the decision).
    place_fields: tuple[tuple[str, str], ...] = ()
    # The embed kit's iframe height (px) when the author gives none (a plain iframe gets no
    # auto-height): what a started table of the game needs at any width, with its caption,
    # in either language (e2e/test_kit.py checks the code's frame hides nothing).
    embed_height: int = 0

    # The parts of the game's package (contract.py).
    words: Part[Words] = Part("words")
    scene: Part[Scene] = Part("scene")
    ai: Part[Players] = Part("ai")
    rulebook: Part[Rulebook] = Part("rulebook")
    lesson: Part[Lesson] = Part("tutorial")
    art: Part[Art] = Part("art")

    @abstractmethod
    def new_state(self, config: dict) -> State:
        """The start of a game; ConfigError for a config the game does not take."""

    @abstractmethod
    def config(self, players: int, values: dict) -> dict:
        """The record's config for `players` and the option values (option key -> value)."""

    @abstractmethod
    def players_of(self, config: dict) -> int:
        """How many players a (checked) record config seats."""

    @abstractmethod
    def summary(self, result: dict, seat: int, players: int) -> dict:
        """What a finished game came to for `seat`, for the statistics: won (True, False,
        or None for a draw), score, best_round (or None), and each of `counts`."""

    # --- cards, for tests that rearrange what a seat cannot see ------------------
    @abstractmethod
    def deck(self) -> list:
        """Every card, as records write it."""

    def rename(self, event, mapping: dict):
        """`event` with every card in it (under `card_fields`) renamed by `mapping`."""
        if not isinstance(event, dict):
            return event
        out = {}
        for key, value in event.items():
            if key not in self.card_fields:
                out[key] = self.rename(value, mapping)
            elif isinstance(value, list):
                out[key] = [mapping.get(c, c) for c in value]
            else:
                out[key] = mapping.get(value, value)
        return out

    # --- a deal of an author's own (dealer.py) ------------------------------------
    def opening(self, deck: list, first: int, players: int) -> list[dict]:
        """The events that open a game with `deck` (every card, top first, as records write
        it) up to the first decision after the deal, which is player `first`'s."""
        raise NotImplementedError(f"{self.name} has no author's deal")

    def places(self, state) -> dict:
        """Where the cards of a state just dealt are: {place: [cards as records write
        them]}, the hands as "hand1", "hand2", ... (in the dealer's order)."""
        raise NotImplementedError(f"{self.name} has no author's deal")

    @abstractmethod
    def seen(self, observation: dict) -> set:
        """The cards an observation shows, wherever they are."""

    def side(self, seat: int, players: int) -> int:
        """The side a seat plays for; by default partners sit across (every other seat)."""
        return seat % 2 if players > 2 else seat

    def sides(self, players: int) -> list[list[int]]:
        out: list[list[int]] = []
        for seat in range(players):
            side = self.side(seat, players)
            while len(out) <= side:
                out.append([])
            out[side].append(seat)
        return out

    def check_players(self, players) -> int:
        if not is_int(players) or players not in self.players:
            counts = " or ".join(str(n) for n in self.players)
            raise ConfigError(f"{self.name} is for {counts} players, not {shown(players)}")
        return players

    def read_options(self, values) -> dict:
        """Every option's value, from a (possibly partial) dict of the form's values."""
        if values is None:
            values = {}
        if not isinstance(values, dict):
            raise ConfigError("options must be an object")
        known = {o.key for o in self.options}
        for key in values:
            if key not in known:
                raise ConfigError(f"{self.name} has no option {shown(key)}")
        return {o.key: o.read(values.get(o.key)) for o in self.options}


class State(ABC):
    """One moment of a game. Fields are private; everything is read through these methods."""

    game: str = ""

    # --- what comes next -------------------------------------------------
    @abstractmethod
    def current_player(self) -> int | None:
        """The player whose decision is due, or None (chance event or finished)."""

    @abstractmethod
    def chance_kind(self) -> str | None:
        """The kind of chance event due (`shuffle`, ...), or None."""

    @abstractmethod
    def is_finished(self) -> bool: ...

    @abstractmethod
    def legal_events(self) -> list[dict]:
        """Every decision the current player may take, as record events."""

    # --- verify / can / do -----------------------------------------------
    @abstractmethod
    def verify(self, event: dict) -> None:
        """Raise IllegalMoveError (or GameError for a malformed event) unless legal."""

    def can(self, event: dict) -> bool:
        try:
            self.verify(event)
        except GameError:
            return False
        return True

    @abstractmethod
    def apply(self, event: dict) -> State:
        """The state after a legal event; this state is left unchanged."""

    @abstractmethod
    def sample_chance(self, rng: Rng) -> dict:
        """A chance event for the chance due now, drawn from `rng`."""

    # --- what a seat may know ---------------------------------------------
    @abstractmethod
    def observation(self, seat: int, room: bool = False) -> dict:
        """What `seat` may know of the whole position; `room`: what every seat may know,
        seen from `seat`'s place (the screen everyone looks at in hot-seat: table.py)."""

    @abstractmethod
    def news(self, seat: int | None) -> list[dict]:
        """What the event that made this state did, as facts `seat` may know; `seat` None:
        as every seat may know them (the room, at a hot-seat table's cover: table.py)."""

    def facts(self, event: dict, seat: int) -> list[dict]:
        """What `event` does from here, as facts `seat` may know."""
        return self.apply(event).news(seat)

    def foresee(self, event: dict) -> State:
        """The state just after a legal decision, as far as its player can know it before
        taking it: by default the next state; a game whose decision also deals stops
        before the deal (Xeri, X10)."""
        return self.apply(event)

    @abstractmethod
    def preview(self, event: dict) -> dict:
        """What a legal decision would do, as its player knows before taking it."""

    # --- what it all came to ------------------------------------------------
    @abstractmethod
    def returns(self) -> list[float]:
        """Per player: the game's outcome so far (zero-sum)."""

    @abstractmethod
    def result(self) -> dict:
        """The `replay` output of docs/records.md for the game so far."""

    def next_json(self) -> dict:
        """The `legal` output of docs/records.md."""
        if self.is_finished():
            return {"finished": True}
        kind = self.chance_kind()
        if kind is not None:
            return {"chance": kind}
        return {"player": self.current_player(), "events": self.legal_events()}

    def check_seat(self, seat, players: int) -> int:
        if not is_int(seat) or not 0 <= seat < players:
            raise GameError(f"player must be 0..{players - 1}, not {shown(seat)}")
        return seat


def no_decision_due(state: State) -> IllegalMoveError:
    """The error for a decision asked of a state that awaits none."""
    if state.is_finished():
        return IllegalMoveError("the game is over")
    return IllegalMoveError(f"a {state.chance_kind()} chance event is due, not a decision")
