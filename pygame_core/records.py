"""Game records (docs/records.md): load with full validation, replay, export."""

from __future__ import annotations

import copy
import json
import math
import re
from dataclasses import dataclass, field

from .errors import GameError, RecordError, is_int, shown
from .game import State
from .games import new_state

FORMAT = 1
# A record nests 4 deep (record, events, event, trade); deeper is refused before any
# game code (or an error message) recurses into it.
MAX_DEPTH = 20
# Integers are refused above this many digits, far below Python's limit on converting
# int <-> str (4300 by default, 640 at the lowest setting), so any one left can be shown.
MAX_DIGITS = 100
# The largest record file read, in bytes (the page's "Open a game file…" and the command
# line): a long Xeri game is ~60 KB.
MAX_BYTES = 2 * 1024 * 1024
# Any JSON text the engine is given (a request, a file, a stored document) nesting deeper
# than this is refused unparsed: the parser recurses, and in the browser the stack runs
# out before Python's recursion limit is reached (a fatal error, not an exception).
DEEPEST = 64
_TOKEN = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"|[][{}]')


def too_deep(text: str, most: int = DEEPEST) -> bool:
    """Whether JSON `text` nests lists and objects more than `most` deep: a scan of its
    brackets outside strings, no parse."""
    depth = 0
    for token in _TOKEN.finditer(text):
        mark = token.group()
        if mark in ("[", "{"):
            depth += 1
            if depth > most:
                return True
        elif mark in ("]", "}"):
            depth -= 1
    return False


@dataclass
class Record:
    game: str
    config: dict
    events: list[dict] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"format": FORMAT, "game": self.game, "config": self.config,
                "events": list(self.events)}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), separators=(",", ":"))

    def initial_state(self) -> State:
        try:
            return new_state(self.game, self.config)
        except GameError as err:
            raise RecordError(f"config: {err}") from None

    def replay(self) -> State:
        """The state after every event; RecordError names the first bad event."""
        state = self.initial_state()
        for index, event in enumerate(self.events):
            try:
                state = state.apply(event)
            except GameError as err:
                raise RecordError(str(err), index, self) from None
        return state

    def states(self):
        """Every state from the start to the end, one per event plus the first."""
        state = self.initial_state()
        yield state
        for index, event in enumerate(self.events):
            try:
                state = state.apply(event)
            except GameError as err:
                raise RecordError(str(err), index, self) from None
            yield state


class _LongInt:
    """An integer literal of more than MAX_DIGITS digits, left unconverted by `loads`."""

    def __init__(self, digits: int):
        self.digits = digits


def _int(text: str):
    digits = len(text) - text.startswith("-")
    return int(text) if digits <= MAX_DIGITS else _LongInt(digits)


def _refused(value, depth: int) -> str | None:
    """Why `value`, inside `depth` lists and objects, cannot be in a record, or None."""
    stack = [(value, depth)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict | list):
            if depth >= MAX_DEPTH:
                return f"nested too deeply (more than {MAX_DEPTH} levels)"
            items = value.values() if isinstance(value, dict) else value
            stack.extend((item, depth + 1) for item in items)
        elif isinstance(value, _LongInt):
            return f"an integer of {value.digits} digits is not allowed (at most {MAX_DIGITS})"
        elif isinstance(value, float) and not math.isfinite(value):
            return f"{json.dumps(value)} is not allowed"  # NaN, Infinity or -Infinity
    return None


def from_json(doc) -> Record:
    """A Record from a parsed JSON document (a copy: the document stays the caller's),
    checking its outer shape; NaN, Infinity, over-long integers and deep nesting are
    refused with the event or key they are in."""
    if not isinstance(doc, dict):
        raise RecordError("record must be a JSON object")
    extra = set(doc) - {"format", "game", "config", "events"}
    if extra:
        raise RecordError(f"record has unknown key {shown(sorted(extra)[0])}")
    for key in ("format", "game", "config"):
        reason = _refused(doc.get(key), 1)
        if reason:
            raise RecordError(f"{key}: {reason}")
    fmt = doc.get("format")
    if not is_int(fmt) or fmt != FORMAT:
        raise RecordError(f"record format must be {FORMAT}, not {shown(fmt)}")
    game = doc.get("game")
    if not isinstance(game, str):
        raise RecordError("record game must be a string")
    config = doc.get("config")
    if not isinstance(config, dict):
        raise RecordError("record config must be an object")
    events = doc.get("events")
    if not isinstance(events, list):
        raise RecordError("record events must be a list")
    for index, event in enumerate(events):
        if not isinstance(event, dict):
            raise RecordError("event must be an object", index)
        reason = _refused(event, 2)
        if reason:
            raise RecordError(reason, index)
    # its own copy: a game played on from the record never changes the caller's document
    return Record(game, copy.deepcopy(config), copy.deepcopy(events))


def loads(text: str) -> Record:
    """A Record from JSON text, checked as `from_json` checks a parsed document."""
    if too_deep(text):
        raise RecordError("malformed JSON: nested too deeply")
    try:
        doc = json.loads(text, parse_int=_int)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise RecordError(f"malformed JSON: {err}") from None
    except RecursionError:
        raise RecordError("malformed JSON: nested too deeply") from None
    return from_json(doc)
