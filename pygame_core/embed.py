"""Embedded tables for rules-explainer sites: scenarios, replays and demos.

A scenario is a game record (records.md) with a few words around it:

    {"title": "A capture", "text": "...", "seat": 0, "at": 9, "record": {...}}

`seat` is the player whose view the reader sees (and plays, in play mode);
`at` is the record index of the position the scenario starts from (default:
the end of the record). A bare record is a scenario too (seat 0, at its end).

The embed page (web/app/embed.js) uses three kinds of answers:

- `still(scenario, seat)`: the position at `at`, as the page's table renderers
  take it, with no decisions on offer. build.py writes one per shipped
  scenario, so an embed paints its picture before (and without) Pyodide.
- `embed_replay`: every position of the record from the reader's seat, one
  frame per decision, and the frame the scenario starts on.
- `embed_start` / `embed_play` / `embed_step`: a live table from the scenario's
  position (or a fresh deal) for play mode (the reader holds one seat) and
  demo mode (the computer holds every seat).
"""

from __future__ import annotations

from dataclasses import dataclass

from .bridge import op
from .effects import describe
from .errors import ConfigError, GameError, IllegalMoveError
from .records import Record, from_json
from .session import Session
from .table import LEVELS, Table

SCENARIO_KEYS = {"title", "text", "shows", "seat", "at", "record"}


@dataclass
class Scenario:
    record: Record
    seat: int
    at: int
    title: str = ""
    text: str = ""

    @property
    def players(self) -> int:
        return self.record.config.get("players", 2) if self.record.game == "xeri" else 2


def _int(value, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise ConfigError(f"{what} must be an integer, not {value!r}")
    return value


def load_scenario(doc) -> Scenario:
    """A checked Scenario from its JSON document (or a bare record); the whole
    record is replayed, so a scenario that breaks the rules is a RecordError."""
    if not isinstance(doc, dict):
        raise ConfigError("scenario must be a JSON object")
    if "record" not in doc:
        doc = {"record": doc}
    extra = set(doc) - SCENARIO_KEYS
    if extra:
        raise ConfigError(f"scenario has unknown key {sorted(extra)[0]!r}")
    record = from_json(doc["record"])
    record.replay()
    scn = Scenario(record, 0, len(record.events),
                   str(doc.get("title", "")), str(doc.get("text", "")))
    scn.seat = _int(doc.get("seat", 0), "scenario seat")
    if not 0 <= scn.seat < scn.players:
        raise ConfigError(f"scenario seat must be 0..{scn.players - 1}, not {scn.seat}")
    scn.at = _int(doc.get("at", len(record.events)), "scenario at")
    if not 0 <= scn.at <= len(record.events):
        raise ConfigError(f"scenario at must be 0..{len(record.events)}, not {scn.at}")
    return scn


def _seat_of(scn: Scenario, seat) -> int:
    if seat is None:
        return scn.seat
    seat = _int(seat, "seat")
    if not 0 <= seat < scn.players:
        raise ConfigError(f"seat must be 0..{scn.players - 1}, not {seat}")
    return seat


def _log(record: Record, upto: int) -> list[dict]:
    """The move log (as the playable table keeps it) of the first `upto` events."""
    out, state = [], record.initial_state()
    for event in record.events[:upto]:
        if "chance" not in event:
            out.append({"player": event["player"], "event": event, "label": state.label(event)})
        state = state.apply(event)
    return out


def _frame(state, seat: int, log: list[dict], fresh: list[dict], decision, decisions: int,
           index: int) -> dict:
    finished = state.is_finished()
    return {
        "turn": state.current_player(),
        "waiting": "finished" if finished else "replay",
        "view": state.view(seat),
        "choices": [],
        "fresh": fresh,
        "log": list(log),
        "result": state.result(),
        "decision": decision,
        "decisions": decisions,
        "index": index,
    }


def replay_frames(scn: Scenario, seat: int) -> tuple[list[dict], int]:
    """One frame per decision (the chance events that follow a decision join its
    frame), and the frame the scenario's position `at` falls in."""
    events = scn.record.events
    states = list(scn.record.states())
    frames, log, decisions = [], [], 0
    start_frame = 0
    i = 0
    # Frame 0: the start, with the chance events before the first decision.
    fresh = []
    while i < len(events) and "chance" in events[i]:
        fresh.append(describe(states[i], states[i + 1], events[i], seat))
        i += 1
    frames.append(_frame(states[i], seat, log, fresh, None, 0, i))
    while i < len(events):
        event = events[i]
        entry = {"player": event["player"], "event": event, "label": states[i].label(event)}
        log.append(entry)
        decisions += 1
        fresh = [describe(states[i], states[i + 1], event, seat)]
        if i < scn.at:
            start_frame = len(frames)
        i += 1
        while i < len(events) and "chance" in events[i]:
            fresh.append(describe(states[i], states[i + 1], events[i], seat))
            i += 1
        frames.append(_frame(states[i], seat, log, fresh, entry, decisions, i))
    return frames, start_frame


def still(scn: Scenario, seat: int | None = None) -> dict:
    """The scenario's position at `at` from `seat`: what the embed paints before it starts."""
    seat = _seat_of(scn, seat)
    rec = Record(scn.record.game, scn.record.config, scn.record.events[:scn.at])
    state = rec.replay()
    return {
        "game": rec.game,
        "config": rec.config,
        "seat": seat,
        "turn": state.current_player(),
        "waiting": "finished" if state.is_finished() else "still",
        "hot_seat": False,
        "view": state.view(seat),
        "choices": [],
        "fresh": [],
        "log": _log(rec, len(rec.events)),
        "result": state.result(),
        "decisions": sum(1 for e in rec.events if "chance" not in e),
        "title": scn.title,
        "text": scn.text,
    }


def _seats(players: int, seat: int, levels, demo: bool) -> list[dict]:
    """Seat `seat` is the reader's (unless demo); the others play at `levels` (one
    level for all, or one per seat)."""
    if isinstance(levels, str):
        levels = [levels] * players
    if not isinstance(levels, list) or len(levels) != players:
        raise ConfigError(f"levels must be one level or a list of {players}")
    seats = []
    for i, level in enumerate(levels):
        if i == seat and not demo:
            seats.append({"kind": "human"})
        elif level in LEVELS:
            seats.append({"kind": "ai", "level": level})
        else:
            raise ConfigError(f"seat {i}: unknown level {level!r}; known: {', '.join(LEVELS)}")
    return seats


# --- the bridge ops (one embedded table per worker) ----------------------------
_table: Table | None = None


def _current() -> Table:
    if _table is None:
        raise GameError("no game on the table")
    return _table


@op("embed_still")
def embed_still(scenario, seat=None) -> dict:
    return still(load_scenario(scenario), seat)


@op("embed_replay")
def embed_replay(scenario, seat=None) -> dict:
    scn = load_scenario(scenario)
    seat = _seat_of(scn, seat)
    frames, start = replay_frames(scn, seat)
    return {"game": scn.record.game, "config": scn.record.config, "seat": seat,
            "frames": frames, "start": start, "title": scn.title, "text": scn.text}


@op("embed_start")
def embed_start(seed, mode="play", scenario=None, game=None, config=None, seat=None,
                levels="medium") -> dict:
    """A live table for play mode (the reader holds `seat`) or demo mode (the
    computer holds every seat, `seat` is the view shown): from the scenario's
    position, or a fresh deal of `game` with `config`. `seed` draws the chance
    events the record does not hold."""
    global _table
    if mode not in ("play", "demo"):
        raise ConfigError(f"mode must be 'play' or 'demo', not {mode!r}")
    seed = _int(seed, "seed")
    if scenario is not None:
        scn = load_scenario(scenario)
        if game is not None and game != scn.record.game:
            raise ConfigError(f"the scenario is a {scn.record.game} game, not {game}")
        seat = _seat_of(scn, seat)
        record = Record(scn.record.game, scn.record.config, scn.record.events[:scn.at])
        session = Session(record, seed)
        session.settle()
    else:
        session = Session.new(game, config or {}, seed)
        players = (config or {}).get("players", 2) if game == "xeri" else 2
        seat = _int(0 if seat is None else seat, "seat")
        if not 0 <= seat < players:
            raise ConfigError(f"seat must be 0..{players - 1}, not {seat}")
    config = session.record.config
    players = config.get("players", 2) if session.record.game == "xeri" else 2
    _table = Table(session, _seats(players, seat, levels, mode == "demo"), seat)
    return _table.snapshot()


@op("embed_play")
def embed_play(event) -> dict:
    table = _current()
    table.play(event)
    return table.snapshot()


@op("embed_step")
def embed_step() -> dict:
    """The computer's next decision; IllegalMoveError when none is due."""
    table = _current()
    if table.turn() is None:
        raise IllegalMoveError("no decision is due")
    table.step()
    return table.snapshot()
