"""The kit's studio (issue 36): an author deals the cards (dealer.py), plays every seat,
marks the moment the table starts from and writes a study's steps (studio.py); the result is a
scenario, a lesson, to download and host beside the article or to keep in the address packed.

Nothing the author did is lost: every change keeps the lesson before it (Undo brings it back),
each reply carries `keep`, the lesson and its undo list packed, which the page stores in the
browser under the reply's `lesson` (a key's end, "" for the kit's first one lesson) and gives
back (`restore`) when the kit is opened again, and a lesson's file or code (`z:...`, or a
table's code holding one) opens again (`open`), its steps' words editable in place (`edit-N`,
`remove-N`). The browser keeps every lesson: a Deal or an Open over one that holds anything
starts a new one, and each op is given the page's `shelf` (each kept lesson, packed, by its
key's end; the page's own; a new key's end), which the kit lists to open, download or delete.

The kit's page draws what these ops answer (the table, as any table is drawn, and the
scenario's summary, its option in the kit's scenario list and its JSON), sets the form's
fields the reply names (`set`: an id and its value, or whether it is checked) and sends the
author's form values as they are (strings): `author_do(action, values)`, `author_play(event)`.
"""

from __future__ import annotations

import base64
import functools
import json
import re

from . import dealer, embed, games, kit, studio, words
from .bridge import ByName, op
from .compose import compose
from .errors import ConfigError, GameError, is_int, shown
from .kit import el
from .records import DEEPEST, Record, too_deep
from .seats import voice
from .session import Session
from .table import Table

ACTIONS = ("deal", "open", "restore", "undo", "back", "start", "step", "show", "prev", "next",
           "words")
ON_A_STEP = re.compile(r"(edit|remove)-([1-9][0-9]?)")   # a step's own buttons: edit-2
LONG_ADDRESS = 8000      # over this many characters, many servers refuse an address
MOST_UNDO = 32          # the lessons Undo keeps (each under studio.MOST_PACKED characters)
STEP_FIELDS = ("step-en", "step-el", "highlight", "ask")
NO_STEP = {f"kit-{name}": False if name == "ask" else "" for name in STEP_FIELDS}  # emptied
KEY_END = re.compile(r"(\.[0-9]{1,16})?")    # a kept lesson's key: the kit's, and its time
MOST_KEPT = 256         # lessons a shelf lists
OPENED = {"kit-lesson": "", "kit-lesson-file": ""}    # a lesson opened: its code's and file's
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
        out = super().answer(news, ahead)
        if out["waiting"] == "you":     # every seat is the author's: the turn by its name
            v = self.voice()
            yours, named = v.t("turn.you"), v.of("turn.person", self.seat)
            out["status"][-1] = named
            out["say"], out["later"] = (out[k].replace(yours, named) for k in ("say", "later"))
        return out

    def voice(self, lang: str | None = None, room: bool = False) -> words.Voice:
        """Every seat by its number ("Player 1"), as the embed's replay names them."""
        lang = lang or self.lang
        if lang not in self._voices:
            self._voices[lang] = voice(self.spec, [{"kind": "ai"}] * len(self.seats), None, lang)
        return self._voices[lang]


class Work:
    """An author's lesson: the table, the reader's seat, the marked start (None: the first
    step's move, or the end without steps), the steps, and the lessons before each change."""

    def __init__(self, table: Author, reader: int):
        self.table, self.reader = table, reader
        self.at: int | None = None
        self.steps: list[dict] = []
        self.title: dict = {}
        self.text: dict = {}
        self.undo: list[str] = []
        self.notes: list = []          # the KIT keys the next summary says (once)
        self.view: int | None = None   # the move looked at (prev, next); None: the end
        self.replaced: tuple | None = None  # the lesson a Deal or Open replaced: key, Work

    @property
    def record(self) -> Record:
        return self.table.session.record

    def start(self) -> int:
        if self.at is not None:
            return self.at
        return self.steps[0]["at"] if self.steps else len(self.record.events)

    def scenario(self) -> dict:
        doc = {"title": self.title, "text": self.text, "seat": self.reader,
               "at": self.start(), "record": self.record.to_json()}
        if self.steps:
            doc["steps"] = self.steps
        return {k: v for k, v in doc.items() if v != {}}

    def packed(self) -> str:
        return studio.pack(self.scenario())


def _said_err(lang: str, key: str, **params) -> ConfigError:
    return ConfigError(words.KIT[lang][f"author.err.{key}"].format(**params))


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


def _table(record: Record, seed: int, lang: str) -> Author:
    session = Session(record, seed)
    session.settle()
    players = games.get(record.game).players_of(record.config)
    table = Author(session, [{"kind": "human"}] * players, lang=lang)
    table.begun = True      # a new table: what the last one said goes
    return table


def _deal(values: dict, lang: str) -> Work:
    spec, players, options = _config(values)
    prefix = "place-"
    places = {k[len(prefix):]: v for k, v in values.items()
              if k.startswith(prefix) and str(v).strip()}
    count = spec.players_of(spec.config(players, options))
    first, reader = _int(values, "first", 0), _int(values, "seat", 0)
    for seat in (first, reader):     # the form's sentence, not the engine's range
        if not 0 <= seat < count:
            raise _said_err(lang, "seat", name=words.Name(lang, "player", seat + 1).label,
                                  n=count)
    try:
        record = dealer.deal(spec.name, players, options, places, first, _int(values, "seed", 0))
    except dealer.DealError as err:
        raise ConfigError(err.said(lang)) from None
    return Work(_table(record, _int(values, "seed", 0), lang), reader)


def _words(value) -> dict:
    """A lesson's title or text as the form keeps it: one per language."""
    return dict(value) if isinstance(value, dict) else {"en": value} if value else {}


def _opened(doc: dict, lang: str, seed: int = 0) -> Work:
    """The work of a lesson (a scenario document), checked as an embed checks it."""
    scn = embed.load_scenario(doc)
    work = Work(_table(scn.record, seed, lang), scn.seat)
    work.steps, work.title, work.text = scn.steps, _words(scn.title), _words(scn.text)
    work.at = None if scn.at == work.start() else scn.at
    return work


def _lesson(text) -> dict:
    """The lesson in a text the author gives: a lesson's JSON, or a packed one (z:...) alone
    or in a table's code or address. One-line refusals, nothing parsed before it is checked."""
    if not isinstance(text, str) or not text.strip():
        raise ConfigError("")
    text = text.strip()
    if len(text) > studio.MOST_UNPACKED:
        raise ConfigError(f"it is over {studio.MOST_UNPACKED} characters")
    if text.startswith("{"):
        if too_deep(text):
            raise ConfigError(f"it nests deeper than {DEEPEST}")
        try:
            return json.loads(text)
        except ValueError as err:
            raise ConfigError(f"it is not JSON: {err}") from None
    found = re.search(r"z(?::|%3A)([A-Za-z0-9_-]+)", text)
    if found is None:
        raise ConfigError(f"it holds no lesson's JSON or code ({studio.PREFIX}...)")
    return studio.unpack(studio.PREFIX + found.group(1))


def _open(text, lang: str, seed: int = 0) -> Work:
    if not isinstance(text, str) or not text.strip():
        raise _said_err(lang, "nothing")
    try:
        return _opened(_lesson(text), lang, seed)
    except GameError as err:     # a refused lesson, a record that breaks a rule: as at start
        raise _said_err(lang, "lesson", reason=embed.told(err, lang).rstrip(".")) from None


def _step(work: Work, values: dict, prefix: str, lang: str, at: int) -> dict:
    """A step at record index `at` from the form's fields (`prefix`: step-en..., or a listed
    step's edit2-en...): the cards it marks in sight, a question only on the reader's move."""
    spec = games.get(work.record.game)
    written = str(values.get(f"{prefix}highlight") or "").replace(",", " ").split()
    try:
        marked = [dealer._card(spec, c, "hand1") for c in written]
    except dealer.DealError as err:
        raise _said_err(lang, "card", card=err.params["card"],
                        game=spec.words.WORDS[lang]["title"]) from None
    step = {"at": at, "text": _said(values, f"{prefix}step"),
            "highlight": marked, "ask": values.get(f"{prefix}ask") in ("1", "on", True)}
    state = Record(work.record.game, work.record.config, work.record.events[:at]).replay()
    reader = words.Name(lang, "player", work.reader + 1).label
    if step["ask"] and state.is_finished():
        raise _said_err(lang, "over")
    if step["ask"] and state.current_player() != work.reader:
        raise _said_err(lang, "ask", reader=reader, mover=words.Name(
            lang, "player", state.current_player() + 1).forms["nom"])
    hidden = studio.out_of_sight(work.record, at, work.reader, marked)
    for card, as_written in zip(marked, written, strict=True):
        if card in hidden:
            raise _said_err(lang, "hidden", card=as_written, reader=reader)
    return step


def _act(work: Work, action: str, values: dict, lang: str) -> dict:
    """The author's change to `work`; what the form's fields become (`set`)."""
    events = work.record.events
    out: dict = {}
    on_step = ON_A_STEP.fullmatch(action)
    positions = studio.moves(work.record)
    here = len(events) if work.view is None else positions[work.view]   # the position shown
    if action == "prev":        # only a look: the record stays
        shown = len(positions) - 1 if work.view is None else work.view
        if shown == 0:
            raise _said_err(lang, "prev")
        work.view = shown - 1
    elif action == "next":
        if work.view is None:
            raise _said_err(lang, "next")
        work.view = None if work.view + 2 >= len(positions) else work.view + 1
    elif action == "back":
        work.view = None
        positions = studio.moves(work.record)
        if len(positions) < 2:
            raise _said_err(lang, "back")
        last = positions[-2]
        rec = work.record
        work.table.session = Session(Record(rec.game, rec.config, rec.events[:last]),
                                     work.table.session.seed)
        work.table.states = [work.table.session.state]
        work.at = None if work.at is None or work.at > last else work.at
        gone = [s for s in work.steps if s["at"] > last]
        work.steps = [s for s in work.steps if s["at"] <= last]
        work.notes += [("removed", {"n": studio.move_of(positions, s["at"])}) for s in gone]
    elif action == "start":
        work.at = here
    elif action == "step":
        step = _step(work, values, "", lang, here)
        steps = sorted([s for s in work.steps if s["at"] != here] + [step],
                       key=lambda s: s["at"])
        studio.check_steps(steps, work.record, work.reader)
        work.steps = steps
        out = dict(NO_STEP)
    elif on_step:
        n = int(on_step.group(2))
        if n > len(work.steps):
            raise _said_err(lang, "step", n=n)
        steps = list(work.steps)
        if on_step.group(1) == "remove":
            del steps[n - 1]
        else:
            steps[n - 1] = _step(work, values, f"edit{n}-", lang, steps[n - 1]["at"])
        studio.check_steps(steps, work.record, work.reader)
        work.steps = steps
    if action != "show":
        work.title, work.text = _said(values, "title"), _said(values, "text")
    return out


def _fields(work: Work) -> dict:
    """The form's fields a lesson fills: its title and text, its game, players and variations,
    and its deal: each place's cards and who plays first."""
    record, spec = work.record, games.get(work.record.game)
    out = {f"kit-game-{spec.name}": True}
    for key in ("title", "text"):
        for lang in words.LANGS:
            out[f"kit-{key}-{lang}"] = getattr(work, key).get(lang, "")
    players = spec.players_of(record.config)
    if len(spec.players) > 1:
        out[f"kit-players-{players}"] = True
    for o in spec.options:
        if o.kind == "flag":
            out[f"kit-variants-{o.rule}"] = bool(record.config.get(o.key))
    dealt = Record(record.game, record.config, record.events[:studio.moves(record)[0]]).replay()
    for place, cards in spec.places(dealt).items():
        out[kit.field_id(f"place-{place}", kit.deal_when(spec, players))] = " ".join(
            map(str, cards))
    out["kit-first"] = str(dealt.current_player() or 0)
    return out


def _listed(work: Work, n: int, step: dict, positions: list, lang: str) -> list:
    """A step in the summary's list, its words, cards and question editable in place."""
    k = words.KIT[lang]
    name = f"edit{n}-"
    text = step["text"] if isinstance(step["text"], dict) else {"en": step["text"]}

    move = studio.move_of(positions, step["at"])
    head = k["author.step.at"].format(n=move)

    def field(key: str, label: str, value: str) -> list:
        attrs = {"name": f"{name}{key}", "id": f"kit-{name}{key}", "form": "author-form",
                 "aria-label": k["author.step.field"].format(n=move, field=label)}
        box = (el("textarea", {**attrs, "rows": 3}, value) if key.startswith("step")
               else el("input", {**attrs, "type": "text", "value": value}))
        return el("label", {"class": "field"}, el("span", {}, label), box)

    return el("li", {"data-step": n},
              el("strong", {}, f"{head} · {k['author.asks']}" if step["ask"] else head),
              el("div", {"class": "row"}, *(
                  field(f"step-{code}", f"{k['author.step']} ({k[f'author.lang.{code}']})",
                        text.get(code, "")) for code in words.LANGS),
                 field("highlight", k["author.highlight"],
                       " ".join(str(c) for c in step["highlight"])),
                 el("label", {"class": "pick"}, el("input", {
                     "type": "checkbox", "name": f"{name}ask", "id": f"kit-{name}ask",
                     "form": "author-form", "value": "1", "checked": step["ask"] or None,
                     "aria-label": k["author.step.field"].format(n=move, field=k["author.ask"])}),
                    el("span", {}, k["author.ask"]))),
              el("div", {"class": "row"}, *(
                  el("button", {"type": "button", "data-author": f"{do}-{n}"}, k[key])
                  for do, key in (("edit", "author.step.save"),
                                  ("remove", "author.step.remove")))))


def _shelf(raw) -> dict:
    """The page's shelf checked: `lessons` {key's end: packed lesson}, `mine` (the page's
    own, or None), `fresh` (a new one's)."""
    raw = raw if isinstance(raw, dict) else {}
    lessons, mine, fresh = raw.get("lessons") or {}, raw.get("mine"), raw.get("fresh") or ""
    if not (isinstance(lessons, dict) and len(lessons) <= MOST_KEPT and all(
            isinstance(key, str) and KEY_END.fullmatch(key) and isinstance(v, str)
            and len(v) <= studio.MOST_PACKED for key, v in lessons.items())):
        raise ConfigError(f"shelf lessons must be at most {MOST_KEPT} packed lessons by key")
    for key in (mine, fresh):
        if key is not None and not (isinstance(key, str) and KEY_END.fullmatch(key)):
            raise ConfigError(f"a kept lesson's key ends in .digits, not {shown(key)}")
    return {"lessons": lessons, "mine": mine, "fresh": fresh}


@functools.lru_cache(maxsize=MOST_KEPT)
def _about(packed: str) -> tuple | None:
    """A kept lesson's title, game, steps and JSON (for its download), or None if it does
    not unpack to a lesson."""
    try:
        doc = studio.unpack(packed)
        game = games.get(doc["record"]["game"])
    except (ConfigError, GameError, KeyError, TypeError):
        return None
    title, steps = _words(doc.get("title")), doc.get("steps")
    return (title, game, len(steps) if isinstance(steps, list) else 0,
            json.dumps(doc, ensure_ascii=False, indent=1))


def file_name(title: str) -> str:
    """A lesson's file name from its title: its words in lower case joined by hyphens."""
    return "-".join(re.findall(r"\w+", title.lower())) + ".json" if re.search(
        r"\w", title) else "lesson.json"


def _data(text: str) -> str:
    return "data:application/json;base64," + base64.b64encode(text.encode()).decode()


def _lessons(work: Work, key: str, packed: str, shelf: dict, lang: str) -> tuple[list, list]:
    """The kept lessons, the page's own first and then the newest: each one's option in the
    kit's scenario list (under its game only), and the list to open, download or delete."""
    k = words.KIT[lang]
    spec = games.get(work.record.game)
    own = (work.title, spec, len(work.steps), None)
    kept = sorted(((end, _about(p), p) for end, p in shelf["lessons"].items() if end != key),
                  key=lambda one: int(one[0][1:] or 0), reverse=True)
    options, items = [], []
    for end, about, value in [(key, own, packed), *((e, a, p) for e, a, p in kept if a)]:
        title, game, steps, text = about
        named = {code: title.get(code) or k["author.untitled"] for code in words.LANGS}
        # in place of the codes of a lesson too long for any address (kit.js)
        options.append(el("option", {"value": value, "data-own": "",
                                     "data-long": k["author.code.long"].format(
                                         most=f"{embed.LONGEST_ADDRESS:,}".replace(
                                             ",", "." if lang == "el" else ",")),
                                     "data-height": game.embed_height,
                                     "data-when": f"game={game.name}",
                                     **{f"data-title-{code}": named[code]
                                        for code in words.LANGS}},
                          f"{named[lang]} ({k['author.own']})"))
        said = k["author.lesson.item"].format(
            title=named[lang], game=game.words.WORDS[lang]["title"], n=steps)
        if end == key:
            items.append(el("li", {"data-lesson": end, "aria-current": "true"},
                             el("strong", {}, said), " · ", k["author.lesson.here"]))
            continue

        def act(kind: str, tag: str, attrs: dict, name: str = named[lang]) -> list:
            return el(tag, {"aria-label": k[f"author.lesson.{kind}"].format(title=name),
                            **attrs}, k[f"author.lesson.{kind}.short"])

        items.append(el("li", {"data-lesson": end}, said, " ",
                        act("open", "button", {"type": "button", "data-author": "restore",
                                               "data-pick": end}), " ",
                        act("download", "a", {"download": file_name(named[lang]),
                                              "href": _data(text)}), " ",
                        act("delete", "button", {"type": "button", "data-drop": end,
                                                 "data-confirm": k["author.lesson.confirm"]
                                                 .format(title=named[lang])})))
    return options, [el("h3", {}, k["author.lessons"]), el("ul", {}, *items)]


def _reply(work: Work, lang: str, fields: dict | None = None, key: str = "",
           shelf: dict | None = None) -> dict:
    """The table, and the scenario as the kit offers it, kept under `key` (its end) on the
    page's `shelf` of lessons."""
    k = words.KIT[lang]
    positions = studio.moves(work.record)
    if work.view is None:
        answer = work.table.answer(news=True, ahead=False)
    else:                       # an earlier position, only to look at: no choice on offer
        rec = work.record
        there = _table(Record(rec.game, rec.config, rec.events[:positions[work.view]]),
                       work.table.session.seed, lang)
        answer = there.answer(news=False, ahead=False)
        answer.update(compose(there.spec, there.state, there.seat, there.voice(), "replay", []))
    answer["panel"] = None      # the author goes on: no end-of-round panel to close
    answer["decisions"] = len(positions) - 1    # as the counter says it, drawn with it
    doc = embed.with_still(work.scenario())    # checked as an embed will; its still for it
    packed = _packed(work, doc)
    spec = games.get(work.record.game)
    title = {lang_: work.title.get(lang_) or k["author.untitled"] for lang_ in words.LANGS}
    options, listed = _lessons(work, key, packed, shelf or _shelf(None), lang)
    start = studio.move_of(positions, doc["at"])
    text = json.dumps(doc, ensure_ascii=False, indent=1)
    notes, work.notes = [k[f"author.{key}"] if isinstance(key, str) else
                         k[f"author.{key[0]}"].format(**key[1]) for key in work.notes], []
    game = spec.words.WORDS[lang]["title"]
    summary = el("div", {"id": "author-summary"},
                 el("p", {"id": "author-error", "role": "alert", "tabindex": -1,
                          "class": "author-error"}),
                 # another game chosen above: the lesson's table folds away (kit.css)
                 el("p", {"class": "author-other", "data-when": f"game!={spec.name}"},
                    k["author.other"].format(title=title[lang], game=game)),
                 el("p", {"class": "author-notes"}, " ".join(notes)) if notes else None,
                 el("div", {"data-when": f"game={spec.name}"}, *_about_work(
                     work, k, positions, packed, start, title, text, lang)),
                 el("p", {"id": "author-full", "role": "alert", "class": "author-error",
                          "hidden": True}, k["author.full"]),
                 el("section", {"id": "author-lessons"}, *listed))
    return {"answer": answer, "summary": summary, "options": options, "json": text,
            "packed": packed, "keep": " ".join([packed, *work.undo[::-1]]), "lesson": key,
            "set": {f"kit-game-{spec.name}": True, **(fields or {})}}


def _about_work(work: Work, k: dict, positions: list, packed: str, start: int, title: dict,
                text: str, lang: str) -> list:
    """The lesson's counts, start, steps and download: shown with its game chosen only (with
    another, the line above says whose they are)."""
    counts = el("p", {"id": "author-counts"},
                k["author.moves"].format(n=len(positions) - 1), " · ",
                k["author.size"].format(n=len(packed)),
                " " + k["author.size.long"].format(most=LONG_ADDRESS)
                if len(packed) > LONG_ADDRESS else None)
    looking = el("p", {"id": "author-looking"}, k["author.looking"].format(
        n=work.view, m=len(positions) - 1)) if work.view is not None else None
    starts = el("p", {"id": "author-starts"}, k[
        "author.at" if work.at is not None or not work.steps else "author.at.step"].format(
        n=start))
    steps = el("ol", {"id": "author-step-list"}, *(
        _listed(work, n, s, positions, lang)
        for n, s in enumerate(work.steps, 1))) if work.steps else None
    download = el("p", {}, el("a", {"id": "author-download", "download": file_name(title[lang]),
                                    "href": _data(text)}, k["author.download"]),
                  " ", k["author.kept"])
    return [counts, looking, starts, steps, download]


def _packed(work: Work, doc: dict | None = None) -> str:
    """The lesson as the page keeps it: packed, with its stills (`doc`, if at hand)."""
    return studio.pack(doc or embed.with_still(work.scenario()))


def _restore(kept, lang: str) -> Work:
    """The lesson and its undo list as the page kept them (`keep`): the lesson opened, the
    others checked when Undo opens them."""
    if not isinstance(kept, str) or not kept.split() or len(kept) > (MOST_UNDO + 1) * (
            studio.MOST_PACKED + 1):
        raise _said_err(lang, "kept", reason="it is not what the kit keeps")
    lesson, *before = kept.split()
    try:
        work = _opened(_lesson(lesson), lang)
    except GameError as err:     # the page keeps it aside (kit.js): the next lesson is new
        raise _said_err(lang, "kept", reason=str(err).rstrip(".")) from None
    work.undo = [p for p in before[:MOST_UNDO] if p.startswith(studio.PREFIX)][::-1]
    return work


def _blank(work: Work) -> bool:
    """A lesson with nothing of the author's in it but its deal (a Deal may replace it)."""
    return not (work.steps or work.title or work.text or len(studio.moves(work.record)) > 1)


@op("author_do")
def author_do(action, values=None, lang="en", table="author", shelf=None) -> dict:
    """The author's `action` with the kit's form values: deal, open a lesson (`lesson`: its
    file's text or its code), restore a kept one (`kept`, kept under `pick`; with `resume`, the
    title and text as typed in the tab reloaded), undo the last
    change, take back the last move, start here, add a step here, save or remove step N
    (`edit-N`, `remove-N`), take the title and text as typed (`words`), or show the work as
    it is. A Deal or an Open over a lesson that holds anything is a new lesson, kept under
    the shelf's `fresh` key; the last one stays as it was kept, and Undo, with nothing else
    to undo, reopens it under its key while the shelf has it. A refusal changes nothing."""
    if action not in ACTIONS and not (isinstance(action, str) and ON_A_STEP.fullmatch(action)):
        raise ConfigError(f"action must be one of {', '.join(ACTIONS)}, edit-N or remove-N,"
                          f" not {shown(action)}")
    values = values if isinstance(values, dict) else {}
    lang = words.check_lang(lang)
    shelf = _shelf(shelf)
    key = shelf["mine"]
    old = _authors.get(table) if table in _authors else None
    fields: dict = {}
    drop = None     # a bare deal left behind by an Undo: the kit deletes it from the shelf
    if action in ("deal", "open", "restore"):
        work = (_deal(values, lang) if action == "deal" else
                _open(values.get("lesson"), lang, _int(values, "seed", 0)) if action == "open"
                else _restore(values.get("kept"), lang))
        fields = ({f"kit-{key}-{code}": "" for key in ("title", "text") for code in words.LANGS}
                  if action == "deal" else {**_fields(work), **OPENED})
        if values.get("resume") != "1":     # another lesson: no words typed for the last one
            fields.update(NO_STEP)
        if action == "restore":
            key = values.get("pick", key or "")
            typed = _said(values, "title"), _said(values, "text")
            if values.get("resume") == "1" and typed != (work.title, work.text):
                work.undo = [*work.undo, work.packed()][-MOST_UNDO:]    # as typed before a reload
                work.title, work.text = typed
                fields = {**_fields(work), **OPENED}
            if not (isinstance(key, str) and KEY_END.fullmatch(key)):
                raise ConfigError(f"pick must be a kept lesson's key, not {shown(key)}")
        elif action == "open" and (same := next((end for end, p in shelf["lessons"].items()
                                                if p == _packed(work)), None)) is not None:
            key = same      # a lesson the browser keeps: opened under its key, not copied
        elif old is None or key is None or not _blank(old):    # the last one stays kept
            if old is not None and not _blank(old):     # ... and Undo reopens it there
                work.notes.append(("replaced", {"title": old.title.get(lang) or words.KIT[
                    lang]["author.untitled"]}))
                work.replaced = None if key is None else (key, old)
            key = shelf["fresh"]
        else:       # a deal over a blank one: Undo brings it back
            work.undo = [*old.undo, old.packed()][-MOST_UNDO:]
    elif old is None:
        raise _said_err(lang, "first")
    elif action == "undo" and not old.undo and old.replaced and old.replaced[0] in shelf[
            "lessons"]:                 # a Deal or Open undone: the lesson it replaced
        if _blank(old) and key not in (None, old.replaced[0]):
            drop = key
            shelf = {**shelf, "lessons": {k: v for k, v in shelf["lessons"].items() if k != key}}
        key, work = old.replaced
        work.table.lang = lang
        fields = {**_fields(work), **NO_STEP}
    elif action == "undo":
        if not old.undo:
            raise _said_err(lang, "undo")
        work = _opened(studio.unpack(old.undo[-1]), lang, old.table.session.seed)
        work.undo, work.replaced = old.undo[:-1], old.replaced
        fields = _fields(work)
    else:
        work = old
        work.table.lang = lang
        before = work.packed()
        kept = (work.table.session, work.table.states, work.at, work.steps, work.title,
                work.text, work.view)
        try:
            fields = _act(work, action, values, lang)
        except ConfigError:
            (work.table.session, work.table.states, work.at, work.steps, work.title,
             work.text, work.view) = kept
            raise
        if work.packed() != before:
            work.undo = [*work.undo, before][-MOST_UNDO:]
    if work.steps and values.get("mode") != "replay" and action in (
            "step", "open", "restore", "undo"):
        fields["kit-mode-replay"] = True
        work.notes.append("replay")
    _authors.put(table, work)
    return {**_reply(work, lang, fields, key or "", shelf), "drop": drop}


@op("author_picture")
def author_picture(lang="en", table="author", shelf=None) -> dict:
    """The picture (embed_picture's SVG and file name) of the position the author's table
    shows: the move looked at, else the last one, from the reader's seat."""
    lang = words.check_lang(lang)
    if table not in _authors:
        raise _said_err(lang, "first")
    work = _authors.get(table)
    at = len(work.record.events) if work.view is None else studio.moves(work.record)[work.view]
    return embed.embed_picture(scenario=work.scenario(), seat=work.reader, lang=lang, at=at)


@op("author_play")
def author_play(event, lang="en", table="author", shelf=None) -> dict:
    """A move of the seat whose decision is due (`shelf`: as author_do's)."""
    shelf = _shelf(shelf)
    if table not in _authors:
        raise _said_err(words.check_lang(lang), "first")
    work = _authors.get(table)
    before = work.packed()
    work.view = None            # a move goes on from the end
    work.table.play(event)
    work.undo = [*work.undo, before][-MOST_UNDO:]
    return _reply(work, work.table.lang, None, shelf["mine"] or "", shelf)
