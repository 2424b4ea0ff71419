"""What the device keeps, checked: one schema per stored document.

The page keeps four documents in its storage (web/app/storage.js), each a JSON
text with a `format`: the game in progress, the game a new one replaced, the
settings and the statistics. It reads them raw and asks `stored_check` which are
sound; a document too large or too deep (checked before any parse), not JSON, of
another shape or another format is refused with one line in the page's language,
and the page sets it aside unchanged and starts with defaults. Statistics are
counted onto the stored text as read at that moment (`stored_count`).
"""

from __future__ import annotations

import json
import re

from . import stats, words
from .bridge import op
from .errors import GameError, is_int
from .records import from_json, too_deep
from .scene import el
from .seats import check_seats
from .table import Table

FORMAT = 1
ISO = r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,3})?Z"   # storage.js's stamps
SPEEDS = ("slow", "normal", "fast", "instant")
LIMIT = 4_000_000   # characters: more than any real game (a long Xeri game is ~60 KB)


class Refused(Exception):
    """A stored document that is not sound; its reason is a key of words.STORED[kind]."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


def _object(value, reason: str) -> dict:
    if not isinstance(value, dict):
        raise Refused(reason)
    return value


def _game(doc: dict) -> dict:
    table = _object(doc.get("table"), "no_game")
    try:
        record = from_json(table.get("record"))
        seats = table.get("seats")
        check_seats(len(seats) if isinstance(seats, list) else 0, seats)
    except GameError:
        raise Refused("bad_game") from None
    if not is_int(table.get("seed")) or "seat" in table and not is_int(table["seat"]):
        raise Refused("bad_game")
    if not isinstance(doc.get("counted", False), bool):
        raise Refused("bad_game")
    return {"table": {"record": record.to_json(), "seed": table["seed"], "seats": table["seats"],
                      **({"seat": table["seat"]} if "seat" in table else {})},
            "counted": doc.get("counted", False)}


def _settings(doc: dict) -> dict:
    speed = doc.get("speed", "normal")
    setup = doc.get("setup")
    sound = doc.get("sound", True)
    offered = doc.get("offered", False)      # the guided games were offered once
    if speed not in SPEEDS or not isinstance(sound, bool) or not isinstance(offered, bool):
        raise Refused("bad_setting")
    if setup is not None and not (isinstance(setup, dict) and all(
            isinstance(k, str) and isinstance(v, str) and len(v) < 100 for k, v in setup.items())):
        raise Refused("bad_setting")
    return {"speed": speed, "setup": setup, "sound": sound, "offered": offered}


def _stats(doc: dict) -> dict:
    try:
        return stats.check(doc)
    except stats.Bad:
        raise Refused("bad_stats") from None


def _replaced(doc: dict) -> dict:
    """The game a new one replaced, which can be brought back once: it must also play
    (loaded as bringing it back loads it), or the offer to bring it back is refused
    there, the stored game gone first. The saved game is loaded at boot: not twice."""
    sound = _game(doc)
    try:
        Table.load(sound["table"]["record"], sound["table"]["seed"], sound["table"]["seats"],
                   sound["table"].get("seat"))
    except GameError:
        raise Refused("bad_game") from None
    return sound


SCHEMAS = {"game": _game, "replaced": _replaced, "settings": _settings, "stats": _stats}

def check(kind: str, raw) -> dict | None:
    """The sound document of `kind` from its stored text (None: nothing stored); Refused."""
    if raw is None:
        return None
    if not isinstance(raw, str) or len(raw) > LIMIT:
        raise Refused("too_big")
    if too_deep(raw):
        raise Refused("not_json")
    try:
        doc = json.loads(raw, parse_constant=_no_constant)
    except (ValueError, RecursionError):
        raise Refused("not_json") from None
    if not isinstance(doc, dict):
        raise Refused("not_document")
    fmt = doc.get("format")
    if fmt != FORMAT or not is_int(fmt):
        raise Refused("older" if is_int(fmt) and fmt < FORMAT else "unknown_format")
    return {"format": FORMAT, **SCHEMAS[kind](doc)}


def _no_constant(name):
    raise ValueError(f"{name} is not JSON")


@op("stored_check")
def stored_check(docs, lang="en") -> dict:
    """Each stored document checked: `docs` are the page's raw texts by kind (game,
    settings, stats); the answer has the sound ones (the settings' defaults where there are
    none), and why each other one was refused (a reason's code: stored_notice says it)."""
    words.check_lang(lang)
    if not isinstance(docs, dict):
        raise GameError("docs must be an object of stored texts")
    out, refused = {}, []
    for kind in SCHEMAS:
        try:
            out[kind] = check(kind, docs.get(kind))
        except Refused as err:
            out[kind] = None
            refused.append({"kind": kind, "reason": err.reason})
    out["settings"] = out["settings"] or {"format": FORMAT, **_settings({})}
    return {"docs": out, "refused": refused}


@op("stored_count")
def stored_count(outcomes, text=None, lang="en") -> dict:
    """The statistics as stored now (`text`, just read: another tab may have counted since)
    with the finished games' `outcomes` added (the table's answers give them);
    `refused`: the stored text could not be read (the page sets it aside), and the count
    starts from none."""
    if not isinstance(outcomes, list) or not all(isinstance(o, dict) for o in outcomes):
        raise GameError("outcomes must be a list of the table's outcomes")
    try:
        doc, refused = check("stats", text), False
    except Refused:
        doc, refused = None, True
    for outcome in outcomes:
        doc = stats.add(doc, outcome)
    return {"stats": doc, "refused": refused}


@op("stored_copies")
def stored_copies(copies, lang="en") -> dict:
    """The set-aside copies as a list to act on: put one back, export it, or delete it.
    `copies` are the page's {name, kind, at} (the text stays in the page)."""
    s = words.SHARED[words.check_lang(lang)]
    if not isinstance(copies, list):
        raise GameError("copies must be a list")
    rows = el("ul", {"class": "copies", "id": "copies"})
    for copy in copies:
        if not isinstance(copy, dict) or copy.get("kind") not in SCHEMAS:
            continue
        name, when = str(copy.get("name"))[:80], str(copy.get("at"))[:24]
        # the sentence whole, its date a <time> the page writes in its language (dom.js)
        before, after = s["copies.item"].format(what=s[f"copies.{copy['kind']}"],
                                                at="\0").split("\0")
        at = el("time", {"datetime": when}) if re.fullmatch(ISO, when) else when
        rows.append(el("li", {}, el("span", {}, before, at, after), *(
            el("button", {"type": "button", "data-do": f"copy-{act}", "data-name": name},
               s[f"copies.{act}"]) for act in ("restore", "export", "delete"))))
    return {"title": s["copies.title"], "body": rows if len(rows) > 2 else
            el("p", {}, s["copies.none"])}


@op("stored_notice")
def stored_notice(refused, lang="en") -> list:
    """The notice of the documents set aside (`refused`: {kind, reason} each, as
    stored_check gives them), a sentence each and one that the rest is kept, with the way
    to the copies and a close button."""
    c = words.CHROME[words.check_lang(lang)]
    said = words.STORED[lang]
    if not isinstance(refused, list) or not all(
            isinstance(r, dict) and r.get("kind") in SCHEMAS
            and r.get("reason") in said[r["kind"]] for r in refused):
        raise GameError("refused must be a list of {kind, reason}")
    text = " ".join([*(said[r["kind"]][r["reason"]] for r in refused), said["kept"]])
    return el("div", {"class": "notice", "id": "storage-notice", "role": "alert"},
              el("span", {"id": "storage-notice-text"}, text),
              el("button", {"type": "button", "id": "storage-copies", "data-do": "copies"},
                 c["storage.copies"]),
              el("button", {"type": "button", "class": "close", "id": "storage-notice-close",
                            "aria-label": c["storage.dismiss"], "data-do": "dismiss",
                            "data-any": True}, "×"))
