"""Opening a game file or a link: read and checked before the table loads it.

`setup_open` takes a record file's text (the new-game form's "Open a game
file…") or an embed's link (index.html#open=) and answers what table_load plays
on from, without touching the table in play; what it cannot open is refused
with the line the page shows.
"""

from __future__ import annotations

import json
import re

from . import words
from .bridge import op
from .errors import IllegalMoveError
from .table_ops import table_check


def _unquote(text: str) -> str:
    """encodeURIComponent undone (urllib is not in the game's standard library)."""
    return re.sub(rb"%([0-9A-Fa-f]{2})", lambda m: bytes([int(m[1], 16)]),
                  text.encode()).decode("utf-8", "replace")


@op("setup_open")
def setup_open(text=None, name="", form=None, link=None, lang="en") -> dict:
    """What table_load plays on from: a record file's `text` (`name`: the file's, `form`: the
    new-game form's values, for the seats), or a table opened from an embed (`link`: the
    URL-encoded JSON {record, seats, seat} of index.html#open=), read and checked
    (table_check) without touching the table. A bad one is refused (IllegalMoveError) with
    the line the page shows."""
    from .setup import LIMIT

    c = words.CHROME[words.check_lang(lang)]

    def refused(reason: str) -> IllegalMoveError:
        line = c["open.bad"] if link is not None else c["import.bad"]
        return IllegalMoveError(line.format(file=str(name)[:100], reason=reason))

    raw = str(text) if link is None else _unquote(str(link))
    if len(raw.encode()) > LIMIT:
        raise refused(c["import.big"])
    try:
        doc = json.loads(raw)
    except ValueError:
        raise refused(c["import.json"]) from None
    if link is None:
        args = {"record": doc, "form": form}
    else:
        doc = doc if isinstance(doc, dict) else {}
        args = {"record": doc.get("record"), "seats": doc.get("seats") or [],
                "seat": doc.get("seat")}
    try:
        table_check(args["record"], args.get("seats"), args.get("seat"))
    except IllegalMoveError as err:
        raise refused(str(err)) from None
    except Exception:   # any other fault: not a game (or not a seat) the table can play
        raise refused(c["import.json"]) from None
    return args
