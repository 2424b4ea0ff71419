"""The state API both games share (in the style of OpenSpiel).

A state says what comes next: a player's decision, a chance event, or the end.
Events are the record's own JSON objects (records.md): decisions carry a
`player` key, chance events a `chance` key. Each operation comes as
verify / can / do: `verify(event)` raises `IllegalMoveError` with the reason,
`can(event)` answers yes or no, `apply(event)` returns the next state and
leaves this one untouched.
"""

from __future__ import annotations

import importlib
from abc import ABC, abstractmethod

from .errors import ConfigError, IllegalMoveError
from .rng import Rng


class State(ABC):
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
        except (IllegalMoveError, ValueError, TypeError):
            return False
        return True

    @abstractmethod
    def apply(self, event: dict) -> State:
        """The state after a legal event; this state is left unchanged."""

    @abstractmethod
    def sample_chance(self, rng: Rng) -> dict:
        """A chance event for the chance due now, drawn from `rng`."""

    # --- what players see and what it all came to -------------------------
    @abstractmethod
    def view(self, player: int) -> dict:
        """What `player` may know, built by listing it (never by deleting secrets)."""

    @abstractmethod
    def result(self) -> dict:
        """The `replay` output of records.md for the game so far."""

    @abstractmethod
    def label(self, event: dict) -> str:
        """A short English text for a decision, for menus and logs."""

    def next_json(self) -> dict:
        """The `legal` output of records.md."""
        if self.is_finished():
            return {"finished": True}
        kind = self.chance_kind()
        if kind is not None:
            return {"chance": kind}
        return {"player": self.current_player(), "events": self.legal_events()}


def game_module(name):
    """The package of a game by its record name (`xeri`, `xix`)."""
    from . import GAMES

    if name not in GAMES:
        raise ConfigError(f"unknown game {name!r}")
    return importlib.import_module(f"{__package__}.{name}")


def new_state(game: str, config: dict) -> State:
    """The start of a game; each game package provides `new_state(config)`."""
    return game_module(game).new_state(config)
