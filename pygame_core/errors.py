"""Typed errors shared by both games, and how a bad value is shown in one."""

import json


class GameError(ValueError):
    """Base of every error the core raises for bad input. `code` names its kind for the
    page, which reads it rather than the words (the bridge's error replies carry it)."""

    code = "game"

    def __init__(self, *args, code: str | None = None):
        super().__init__(*args)
        if code is not None:
            self.code = code


class ConfigError(GameError):
    """A game configuration that is not valid (unknown variant, bad value)."""

    code = "config"


class IllegalMoveError(GameError):
    """An event the rules do not allow at this point."""

    code = "refused"


class RecordError(GameError):
    """A record that cannot be read or replayed; names the offending event."""

    code = "record"

    def __init__(self, message: str, index: int | None = None, record=None):
        self.index = index
        self.record = record     # the Record replayed, if any: its event `index` refused
        self.reason = message
        super().__init__(message if index is None else f"event {index}: {message}")


def is_int(value) -> bool:
    """A JSON integer: an int that is not a bool."""
    return isinstance(value, int) and not isinstance(value, bool)


def one_line(text: str, width: int) -> str:
    """`text` as one line of at most `width` characters, cut with "…"; line breaks and
    other unprintable characters (lone surrogates too) are written as escapes."""
    # Escaping only lengthens, so the first width + 1 characters decide the cut.
    head = "".join(c if c.isprintable() else ascii(c)[1:-1] for c in text[:width + 1])
    return head if len(head) <= width else head[:width - 1] + "…"


def shown(value) -> str:
    """A JSON value as it appears in the record, cut short for an error line."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = repr(value)
    return one_line(text, 40)
