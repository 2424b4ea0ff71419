"""The person's record against the computer: per game, number of players and level.

The page keeps the document (web/app/storage.js) and asks for it counted
(`stats_add`, with the table's outcome at the end of a game) and drawn
(`setup.form` puts the table on the new-game screen). Games of people against
each other and games played on from a file are not counted; partners against the
computer (four at Xeri) are, as that number of players, and two people partners at
this device (hot-seat) in a row of their own ("xeri 4 easy pair"), not as one person's
games. A document of the first table (one line per game) is read as "earlier games".
"""

from __future__ import annotations

import re

from . import games, words
from .bridge import op
from .errors import GameError, is_int
from .scene import el, number, table

EARLIER = "earlier"
PAIR = "pair"   # two people partners at one device (hot-seat), against the computer
# A mode's key: "game players level", "game players level pair", or "game earlier" (the
# first table's counts).
MODE = re.compile(rf"[a-z0-9_]{{1,20}} (?:{EARLIER}|[0-9]{{1,2}} [a-z0-9_]{{1,16}}(?: {PAIR})?)")


def counted() -> tuple[str, ...]:
    """What some game counts beyond games, wins and scores (its descriptor's `counts`)."""
    return tuple(dict.fromkeys(c for g in games.every() for c in g.counts))


FIELDS = ("games", "wins", "draws", "streak", "best_streak", "best_round", *counted(), "best")


class Bad(GameError):
    """Counts that are not sound."""


def _counts(raw) -> dict:
    if not isinstance(raw, dict):
        raise Bad("counts must be an object")
    out = {}
    for field in FIELDS:
        maybe = field in ("best_round", "best")      # none yet: XIX has no rounds to score
        value = raw.get(field, None if maybe else 0)
        if value is None and maybe:
            out[field] = None
            continue
        if not is_int(value) or (field != "best" and value < 0):
            raise Bad(f"bad {field}")
        out[field] = value
    if out["wins"] + out["draws"] > out["games"]:
        raise Bad("more wins than games")
    return out


def check(doc: dict) -> dict:
    """The sound `modes` of a stored document: "game players level" -> counts."""
    modes = doc.get("modes", {})
    if not isinstance(modes, dict):
        raise Bad("modes must be an object")
    out = {}
    for key, counts in modes.items():
        if not isinstance(key, str) or not MODE.fullmatch(key):
            raise Bad("bad mode")
        out[key] = _counts(counts)
    legacy = doc.get("games", {})           # the first table's one line per game
    if not isinstance(legacy, dict):
        raise Bad("games must be an object")
    for game, counts in legacy.items():
        if MODE.fullmatch(f"{game} {EARLIER}"):
            out.setdefault(f"{game} {EARLIER}", _counts(counts))
    return {"modes": out}


def add(doc: dict | None, outcome: dict) -> dict:
    """The document with one more finished game (the table's `outcome`) counted."""
    modes = dict((doc or {}).get("modes", {}))
    key = f"{outcome['game']} {outcome['players']} {outcome['level']}"
    if outcome.get("people", 1) > 1:    # an outcome of before has none: one person's
        key += f" {PAIR}"
    c = _counts(modes.get(key, {}))
    won = outcome["won"]
    c["games"] += 1
    c["wins"] += won is True
    c["draws"] += won is None
    c["streak"] = c["streak"] + 1 if won else 0
    c["best_streak"] = max(c["best_streak"], c["streak"])
    for field in games.get(outcome["game"]).counts:
        c[field] += outcome[field]
    for field, value in (("best_round", outcome["best_round"]), ("best", outcome["score"])):
        if value is not None:
            c[field] = value if c[field] is None else max(c[field], value)
    modes[key] = c
    return {"modes": modes}


def view(doc: dict | None, lang: str) -> list:
    """The new-game form's section: its title, the table and the button that resets it."""
    s, body = words.SHARED[lang], counts_table(doc, lang, "stats")
    return el("section", {"class": "stats", "aria-labelledby": "stats-title"},
              el("h3", {"id": "stats-title"}, s["stats.title"]), body,
              el("button", {"type": "button", "id": "stats-reset", "data-do": "reset-stats"},
                 s["stats.reset"]) if body[0] == "table" else None)


@op("stats_sheet")
def stats_sheet(stats=None, lang="en") -> dict:
    """The menu's Statistics: the form's table in a sheet (reset on the form only)."""
    lang = words.check_lang(lang)
    return {"title": words.SHARED[lang]["stats.title"], "body": el(
        "div", {"class": "stats"},
        counts_table(check(stats) if isinstance(stats, dict) else None, lang, "stats-sheet"))}


def counts_table(doc: dict | None, lang: str, id: str) -> list:
    """The statistics as a table, a row per game, players and level; a note if none."""
    s = words.SHARED[lang]
    extra = counted()
    rows = []
    for key, c in sorted((doc or {}).get("modes", {}).items()):
        game, *mode = key.split(" ")
        try:
            spec = games.get(game)
        except ValueError:
            continue
        title = spec.words.WORDS[lang]["title"]
        if mode == [EARLIER]:
            name = s["stats.earlier"].format(game=title)
        else:
            players, level, *pair = mode
            # a game for a fixed number of players (XIX, two) does not say it
            name = s["stats.mode.pair" if pair else "stats.mode" if len(spec.players) > 1
                     else "stats.mode.fixed"].format(
                game=title, players=players, level=s.get(f"stats.level.{level}", level))
        rate = (number(round(c["wins"] / c["games"], 4),
                       f"{round(100 * c['wins'] / c['games'])}%", percent=True)
                if c["games"] else "—")
        rows.append([name, number(c["games"], str(c["games"])),
                     number(c["wins"], str(c["wins"])), rate,
                     f"{c['streak']} / {c['best_streak']}",
                     "—" if c["best_round"] is None else number(c["best_round"],
                                                                str(c["best_round"])),
                     *(number(c[field], str(c[field])) if field in spec.counts else "—"
                       for field in extra)])
    # a count's heading in the words of the (first) game that counts it
    heads = [next(g.words.WORDS[lang][f"count.{field}"] for g in games.every()
                  if field in g.counts) for field in extra]
    return (table(rows, ["", s["stats.games"], s["stats.wins"], s["stats.rate"],
                         s["stats.streak"], s["stats.best_round"], *heads], id=id)
            if rows else el("p", {"class": "note"}, s["stats.none"]))


@op("stats_add")
def stats_add(outcome, stats=None, lang=None) -> dict:
    """The statistics with a finished game counted (the answer's `outcome`)."""
    return add(check(stats) if isinstance(stats, dict) else None, outcome)
