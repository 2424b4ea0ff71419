"""Typed errors shared by both games."""


class GameError(ValueError):
    """Base of every error the core raises for bad input."""


class ConfigError(GameError):
    """A game configuration that is not valid (unknown variant, bad value)."""


class IllegalMoveError(GameError):
    """An event the rules do not allow at this point."""


class RecordError(GameError):
    """A record that cannot be read or replayed; names the offending event."""

    def __init__(self, message: str, index: int | None = None):
        self.index = index
        self.reason = message
        super().__init__(message if index is None else f"event {index}: {message}")
