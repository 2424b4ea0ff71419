"""Typed errors shared by both games, and how a bad value is shown in one."""

import json


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


def is_int(value) -> bool:
    """A JSON integer: an int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def shown(value) -> str:
    """A JSON value as it appears in the record, cut short for an error line."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."
