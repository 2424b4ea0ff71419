"""A live game: its state, its record, and a seed for the chance events.

The chance event at record index i is drawn from `Rng(derive_seed(seed, i))`,
so a game resumed from its record and seed goes on exactly as it would have.
"""

from __future__ import annotations

from .game import State
from .records import Record
from .rng import Rng, derive_seed


class Session:
    def __init__(self, record: Record, seed: int, state: State | None = None):
        self.record = record
        self.seed = seed
        self.state = state if state is not None else record.replay()

    @classmethod
    def new(cls, game: str, config: dict, seed: int) -> Session:
        session = cls(Record(game, config, []), seed)
        session.settle()
        return session

    def apply(self, event: dict) -> list[State]:
        """Apply a decision (or chance event), record it, then deal any chance due; the
        states after each of those events, in order."""
        self.state = self.state.apply(event)
        self.record.events.append(event)
        return [self.state, *self.settle()]

    def settle(self) -> list[State]:
        """Draw and apply chance events until a decision is due or the game ends."""
        states = []
        while not self.state.is_finished() and self.state.chance_kind() is not None:
            rng = Rng(derive_seed(self.seed, len(self.record.events)))
            event = self.state.sample_chance(rng)
            self.state = self.state.apply(event)
            self.record.events.append(event)
            states.append(self.state)
        return states
