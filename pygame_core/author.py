"""The kit's studio (issue 36): an author deals the cards (dealer.py), plays every seat,
marks the moment the table starts from and writes a study's steps (studio.py); the result is a
scenario, to download and host beside the article or to keep in the address packed.

The kit's page draws what these ops answer (the table, as any table is drawn, and the
scenario's summary, its option in the kit's scenario list and its JSON) and sends the author's
form values as they are (strings): `author_do(action, values)`, `author_play(event)`.
"""

from __future__ import annotations

import base64
import json

from . import dealer, embed, games, studio, words
from .bridge import ByName, op
from .errors import ConfigError, is_int, shown
from .records import Record
from .scene import el
from .seats import voice
from .session import Session
from .table import Table

ACTIONS = ("deal", "back", "start", "step", "unstep", "show")
_authors = ByName(4, "deal the cards first")


class Author(Table):
    """A table whose every seat is the author's: it shows the seat whose decision is due,
    with no hand-over between them."""

    def waiting(self) -> str:
        if self.state.is_finished():
            return "finished"
        self.seat = self.state.current_player()
        return "you"

    def hot_seat(self) -> bool:
        return False

    def answer(self, news: bool = True, ahead: bool = True) -> dict:
        self.waiting()      # the seat on screen: the one to decide
        return super().answer(news, ahead)

    def voice(self, lang: str | None = None, room: bool = False) -> words.Voice:
        """Every seat by its number ("Player 1"), as the embed's replay names them."""
        lang = lang or self.lang
        if lang not in self._voices:
            self._voices[lang] = voice(self.spec, [{"kind": "ai"}] * len(self.seats), None, lang)
        return self._voices[lang]


class Work:
    """An author's work: the table, where the deal ends, the marked moment and the steps."""

    def __init__(self, table: Author, dealt: int, reader: int):
        self.table, self.dealt, self.reader = table, dealt, reader
        self.at: int | None = None
        self.steps: list[dict] = []
        self.title: dict = {}
        self.text: dict = {}

    @property
    def record(self) -> Record:
        return self.table.session.record

    def scenario(self) -> dict:
        doc = {"title": self.title, "text": self.text, "seat": self.reader,
               "at": len(self.record.events) if self.at is None else self.at,
               "record": self.record.to_json()}
        if self.steps:
            doc["steps"] = self.steps
        return {k: v for k, v in doc.items() if v != {}}


def _int(values: dict, key: str, default: int) -> int:
    raw = values.get(key)
    if raw in (None, ""):
        return default
    if isinstance(raw, str) and raw.strip().isdigit():
        return int(raw)
    if is_int(raw):
        return raw
    raise ConfigError(f"{key} must be a whole number, not {shown(raw)}")


def _config(values: dict) -> tuple:
    """The game, its players and options from the kit's form values."""
    spec = games.get(values.get("game") or games.NAMES[0])
    players = _int(values, "players", spec.players[0])
    chosen = [v.upper() for v in str(values.get("variants") or "").split(",") if v]
    options = {}
    for o in spec.options:
        if o.kind == "flag":
            options[o.key] = o.rule in chosen
        elif values.get(o.key) not in (None, ""):
            options[o.key] = _int(values, o.key, o.default)
    return spec, players, options


def _said(values: dict, key: str) -> dict:
    """A text in each language the form gives it in ({"en": ..., "el": ...})."""
    out = {}
    for lang in words.LANGS:
        text = str(values.get(f"{key}-{lang}") or "").strip()
        if len(text) > studio.MOST_TEXT:
            raise ConfigError(f"{key} must be at most {studio.MOST_TEXT} characters")
        if text:
            out[lang] = text
    return out


def _deal(values: dict, lang: str) -> Work:
    spec, players, options = _config(values)
    prefix = "place-"
    places = {k[len(prefix):]: v for k, v in values.items()
              if k.startswith(prefix) and str(v).strip()}
    record = dealer.deal(spec.name, players, options, places, _int(values, "first", 0),
                         _int(values, "seed", 0))
    table = Author(Session(record, _int(values, "seed", 0)),
                   [{"kind": "human"}] * spec.players_of(record.config), lang=lang)
    reader = _int(values, "seat", 0)
    if not 0 <= reader < len(table.seats):
        raise ConfigError(f"seat must be 0..{len(table.seats) - 1}, not {reader}")
    return Work(table, len(record.events), reader)


def _act(work: Work, action: str, values: dict) -> None:
    events = work.record.events
    if action == "back":
        last = max((i for i, e in enumerate(events) if "chance" not in e and i >= work.dealt),
                   default=None)
        if last is None:
            raise ConfigError("no move to take back")
        rec = work.record
        work.table.session = Session(Record(rec.game, rec.config, rec.events[:last]),
                                     work.table.session.seed)
        work.table.states = [work.table.session.state]
        work.at = None if work.at is None or work.at > last else work.at
        work.steps = [s for s in work.steps if s["at"] <= last]
    elif action == "start":
        work.at = len(events)
    elif action == "step":
        spec = games.get(work.record.game)
        marked = [dealer._card(spec, c, "highlight")
                  for c in str(values.get("highlight") or "").replace(",", " ").split()]
        step = {"at": len(events), "text": _said(values, "step"), "highlight": marked,
                "ask": values.get("ask") in ("1", "on", True)}
        steps = [s for s in work.steps if s["at"] < len(events)] + [step]
        studio.check_steps(steps, work.record, work.reader)
        work.steps = steps
    elif action == "unstep":
        if not work.steps:
            raise ConfigError("no step to remove")
        work.steps.pop()
    work.title, work.text = _said(values, "title"), _said(values, "text")


def _reply(work: Work, lang: str) -> dict:
    """The table, and the scenario as the kit offers it."""
    k = words.KIT[lang]
    answer = work.table.answer(news=True, ahead=False)
    answer["panel"] = None      # the author goes on: no end-of-round panel to close
    doc = embed.with_still(work.scenario())    # checked as an embed will; its still for it
    packed = studio.pack(doc)
    spec = games.get(work.record.game)
    title = {lang_: work.title.get(lang_) or k["author.untitled"] for lang_ in words.LANGS}
    option = el("option", {"value": packed, "data-own": "", "data-height": spec.embed_height,
                           "data-when": f"game={spec.name}",
                           **{f"data-title-{lang_}": title[lang_] for lang_ in words.LANGS}},
                f"{title[lang]} ({k['author.own']})")
    steps = [el("li", {}, k["author.step.at"].format(n=s["at"]), " ",
                studio._said(s["text"], lang) or "", " ", k["author.asks"] if s["ask"] else "")
             for s in work.steps]
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    summary = el("div", {"id": "author-summary"},
                 el("p", {"id": "author-error", "role": "alert", "class": "author-error"}),
                 el("p", {}, k["author.moves"].format(n=len(work.record.events) - work.dealt),
                    " · ", k["author.at"].format(n=doc["at"]), " · ",
                    k["author.size"].format(n=len(packed))),
                 el("ol", {"id": "author-step-list"}, *steps) if steps else None,
                 el("a", {"id": "author-download", "download": "lesson.json",
                          "href": "data:application/json;base64,"
                          + base64.b64encode(text.encode()).decode()},
                    k["author.download"]))
    return {"answer": answer, "summary": summary, "option": option, "json": text,
            "packed": packed}


@op("author_do")
def author_do(action, values=None, lang="en", table="author") -> dict:
    """The author's `action` with the kit's form values: deal, take back the last move,
    start here, add a step here, remove the last step, or show the work as it is."""
    if action not in ACTIONS:
        raise ConfigError(f"action must be one of {', '.join(ACTIONS)}, not {shown(action)}")
    values = values if isinstance(values, dict) else {}
    lang = words.check_lang(lang)
    if action == "deal":
        work = _authors.put(table, _deal(values, lang))
    else:
        work = _authors.get(table)
        work.table.lang = lang
        _act(work, action, values)
    return _reply(work, lang)


@op("author_play")
def author_play(event, lang="en", table="author") -> dict:
    """A move of the seat whose decision is due."""
    work = _authors.get(table)
    work.table.play(event)
    return _reply(work, work.table.lang)
