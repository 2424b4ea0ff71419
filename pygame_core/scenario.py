"""Scenarios: a game record with the words around it, as an embed, the kit and the review
read it (embed.py's docstring has the format). `load_scenario` checks a document whole;
`frame_index` turns a move number (the address's `start`, studio.moves' numbering) into
the record index of the position before it."""

from __future__ import annotations

from dataclasses import dataclass, field

from . import games, studio, words
from .errors import ConfigError, is_int, shown
from .records import Record, from_json

SCENARIO_KEYS = {"title", "text", "shows", "seat", "at", "record", "steps", "still"}


@dataclass
class Scenario:
    record: Record
    seat: int
    at: int
    title: str | dict = ""
    text: str | dict = ""
    steps: list = field(default_factory=list)   # a study's (studio.py)

    def words(self, lang: str) -> dict:
        """The title and the text in `lang` (English when there is none in it)."""
        return {key: value.get(lang, value.get("en", "")) if isinstance(value, dict) else value
                for key, value in (("title", self.title), ("text", self.text))}

    @property
    def players(self) -> int:
        return games.get(self.record.game).players_of(self.record.config)


def whole(value, what: str) -> int:
    if not is_int(value):
        raise ConfigError(f"{what} must be a whole number, not {shown(value)}")
    return value


def move_indexes(record: Record) -> list[int]:
    """The record indexes of its moves (studio.moves, the one numbering: Xeri's cut before
    the first deal is none): a replay's frame n shows the position before move n (frame 0
    the deal as dealt), the last frame the record's end."""
    return studio.moves(record)[:-1]


def frame_index(record: Record, start) -> int:
    """The record index of replay frame `start` (the address's `start`): the position
    before the record's move number `start` (0-based), its end after the last one."""
    moves = move_indexes(record)
    start = whole(start, "start")
    if not 0 <= start <= len(moves):
        raise ConfigError(f"start must be 0..{len(moves)}, not {start}")
    return moves[start] if start < len(moves) else len(record.events)


def load_scenario(doc, start=None) -> Scenario:
    """A checked Scenario from its JSON document (or a bare record); the whole
    record is replayed, so a scenario that breaks the rules is a RecordError.
    `start` (a frame, see frame_index), when given, stands for the scenario's `at`."""
    if not isinstance(doc, dict):
        raise ConfigError("scenario must be a JSON object")
    if "record" not in doc:
        doc = {"record": doc}
    extra = set(doc) - SCENARIO_KEYS
    if extra:
        raise ConfigError(f"scenario has unknown key {shown(sorted(extra)[0])}")
    record = from_json(doc["record"])
    record.replay()
    scn = Scenario(record, 0, len(record.events), said(doc.get("title", "")),
                   said(doc.get("text", "")))
    scn.seat = seat_of(scn, doc.get("seat", 0))
    scn.steps = studio.check_steps(doc.get("steps"), record, scn.seat)
    # a study starts at its first step, a scenario without steps at the record's end
    scn.at = whole(doc.get("at", scn.steps[0]["at"] if scn.steps else len(record.events)),
                  "scenario at")
    if not 0 <= scn.at <= len(record.events):
        raise ConfigError(f"scenario at must be 0..{len(record.events)}, not {scn.at}")
    if start is not None:
        scn.at = frame_index(record, start)
    if not isinstance(doc.get("still", {}), dict):
        raise ConfigError("scenario still must be an object")
    return scn


def said(value) -> str | dict:
    """A scenario's title or text: a string, or a string per language."""
    if isinstance(value, dict):
        return {lang: str(value[lang]) for lang in words.LANGS if lang in value}
    return str(value)


def seat_of(scn: Scenario, seat) -> int:
    if seat is None:
        return scn.seat
    seat = whole(seat, "seat")
    if not 0 <= seat < scn.players:
        raise ConfigError(f"seat must be 0..{scn.players - 1}, not {seat}")
    return seat
