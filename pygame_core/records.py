"""Game records (records.md): load with full validation, replay, export."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .errors import GameError, RecordError
from .game import State, new_state

FORMAT = 1


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
                raise RecordError(str(err), index) from None
        return state

    def states(self):
        """Every state from the start to the end, one per event plus the first."""
        state = self.initial_state()
        yield state
        for index, event in enumerate(self.events):
            try:
                state = state.apply(event)
            except GameError as err:
                raise RecordError(str(err), index) from None
            yield state


def from_json(doc) -> Record:
    """A Record from a parsed JSON document, checking its outer shape."""
    if not isinstance(doc, dict):
        raise RecordError("record must be a JSON object")
    extra = set(doc) - {"format", "game", "config", "events"}
    if extra:
        raise RecordError(f"record has unknown key {sorted(extra)[0]!r}")
    fmt = doc.get("format")
    if fmt != FORMAT or isinstance(fmt, bool):
        raise RecordError(f"record format must be {FORMAT}, not {fmt!r}")
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
    return Record(game, config, events)


def loads(text: str) -> Record:
    try:
        doc = json.loads(text)
    except (json.JSONDecodeError, UnicodeDecodeError) as err:
        raise RecordError(f"malformed JSON: {err}") from None
    except RecursionError:
        raise RecordError("malformed JSON: nested too deeply") from None
    return from_json(doc)
