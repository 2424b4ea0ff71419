"""Opening a game file or a link: read and checked before the table loads it.

`setup_open` takes a record file's text (the new-game form's "Open a game
file…") or an embed's link (index.html#open=) and answers what table_load plays
on from, without touching the table in play; what it cannot open is refused
with the line the page shows.
"""

from __future__ import annotations

import json
import re

from . import games, words
from .bridge import op
from .errors import ConfigError, IllegalMoveError, RecordError, is_int, one_line
from .records import FORMAT, from_json, too_deep
from .seats import check_person_seat


def _unquote(text: str) -> str:
    """encodeURIComponent undone (urllib is not in the game's standard library)."""
    return re.sub(rb"%([0-9A-Fa-f]{2})", lambda m: bytes([int(m[1], 16)]),
                  text.encode()).decode("utf-8", "replace")


# what a game file's text begins with (records.Record.to_json's first key)
RECORD_START = r'\s*\{\s*"format"\s*:'


def _moves(events: list) -> int:
    """The move a person counts at the last of `events` (a shuffle or a draw is none)."""
    return sum(1 for e in events if not (isinstance(e, dict) and "chance" in e))


@op("setup_open")
def setup_open(text=None, name="", form=None, link=None, lang="en") -> dict:
    """What table_load plays on from: a record file's `text` (`name`: the file's, `form`: the
    new-game form's values, for the seats), or a table opened from an embed (`link`: the
    URL-encoded JSON {record, seats, seat} of index.html#open=), read and checked without
    touching the table; `counted`: true, a game played on from elsewhere never counts in
    the statistics. What it cannot open is refused (IllegalMoveError, its `code`
    "open.*") with the line the page shows, saying why; any other fault is a bug and
    reaches the page as one (the bridge's InternalError), never as a refusal."""
    from .setup import LIMIT

    c = words.CHROME[words.check_lang(lang)]

    def refused(code: str, reason: str) -> IllegalMoveError:
        line = c["open.bad"] if link is not None else c["import.bad"]
        return IllegalMoveError(line.format(file=str(name)[:100], reason=reason),
                                code=f"open.{code}")

    raw = str(text) if link is None else _unquote(str(link))
    if len(raw.encode()) > LIMIT:
        raise refused("big", c["import.big"])
    if too_deep(raw):       # refused unparsed: in the browser a deep parse is fatal
        raise refused("json", c["import.json"])
    try:
        doc = json.loads(raw)
    except (ValueError, RecursionError):    # not JSON, or nested past the parser's depth
        if re.match(RECORD_START, raw):         # a game file's start: cut short or damaged
            raise refused("cut", c["import.cut"]) from None
        raise refused("json", c["import.json"]) from None
    if link is None:
        args = {"record": doc, "form": form}
    else:
        doc = doc if isinstance(doc, dict) else {}
        args = {"record": doc.get("record"), "seats": doc.get("seats") or [],
                "seat": doc.get("seat")}
    found = args["record"]
    if isinstance(found, dict) and is_int(found.get("format")) and found["format"] != FORMAT:
        raise refused("format", c["import.format"])
    try:
        record = from_json(found)
    except RecordError as err:
        if err.index is not None:
            raise refused("event", c["import.event"].format(
                n=_moves(found["events"][:err.index + 1]))) from None
        raise refused("record", c["import.json"]) from None
    if record.game not in games.NAMES:
        raise refused("game", c["import.game"].format(game=one_line(record.game, 40)))
    try:
        record.replay()
    except RecordError as err:
        if err.index is None:                   # the start: the game refused its config
            raise refused("config", c["import.config"]) from None
        if "chance" in record.events[err.index]:
            raise refused("chance", c["import.chance"]) from None
        raise refused("move", c["import.move"].format(
            n=_moves(record.events[:err.index + 1]))) from None
    if link is not None:
        try:
            check_person_seat(games.get(record.game).players_of(record.config),
                              args["seats"], args["seat"])
        except ConfigError:
            raise refused("seat", c["import.seat"]) from None
    return {**args, "counted": True}
