"""Embedded tables for rules-explainer sites: scenarios, replays and demos.

A scenario is a game record (docs/records.md) with a few words around it:

    {"title": "A capture", "text": "...", "seat": 0, "at": 9, "record": {...}}

`title` and `text` are one string, or one per language ({"en": ..., "el": ...}:
the shipped scenarios have both, and each answer carries the one of its language).

`seat` is the player whose view the reader sees (and plays, in play mode);
`at` is the record index of the position the scenario starts from (default:
a study's first step, else the end of the record). A bare record is a scenario
too (seat 0, at its end).

Every frame is the same answer the playable table gives (table.py `compose`),
built from the reader's seat only, plus `host`: the messages the embed posts
to the page around it, built from the same facts (docs/embedding.md):

- `still(scenario, seat, lang)`: the position at `at`, with no decisions on
  offer. build.py writes one per shipped scenario, seat and language, so an
  embed paints its picture before (and without) Pyodide.
- `embed_replay`: every position of the record, one frame per move (studio.moves:
  frame 0 the deal as dealt), and the frame the scenario starts on.
- `embed_start` / `embed_play` / `embed_step`: a live table from the
  scenario's position (or a fresh deal) in play mode (the reader holds one
  seat) or demo mode (the computer holds every seat).
"""

from __future__ import annotations

import functools
import json
import re

from . import games, picture, studio, words
from .bridge import ByName, op
from .chrome import SPEEDS, panel_actions
from .compose import compose
from .errors import ConfigError, GameError, RecordError, shown
from .kit import MODES
from .records import Record, from_json
from .scenario import (
    Scenario,
    frame_index,
    load_scenario,
    move_indexes,
    seat_of,
    whole,
)
from .scene import el
from .seats import LEVELS, voice
from .session import Session
from .table import Table, pack_ahead

# The frame's sandbox on another site's page (the <xeri-table> element's and the kit's code):
# scripts and its own origin (its engine worker), "open in the game" in a new tab; no forms
# or top navigation.
SANDBOX = "allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
# The attributes any element has (HTML's global attributes), besides data-*, aria-* and on*:
# the <xeri-table> element passes on the others as the frame's parameters, so that one it
# does not know is refused as a parameter is.
GLOBAL_ATTRIBUTES = ("accesskey", "autocapitalize", "autocorrect", "autofocus", "class",
                     "contenteditable", "dir", "draggable", "enterkeyhint", "exportparts",
                     "hidden", "id", "inert", "inputmode", "is", "itemid", "itemprop", "itemref",
                     "itemscope", "itemtype", "nonce", "part", "popover", "slot", "spellcheck",
                     "style", "tabindex", "title", "translate", "writingsuggestions")


# How long after its frame has loaded <xeri-table> waits for the table's first word before it
# says in the page that the table could not be loaded (its site gone: the browser's error page).
PATIENCE_MS = 8000

# The longest address a frame takes (characters): Python's servers refuse a request line over
# 64 KB (414) and many servers one over 8 KB; a longer scenario belongs in a file.
LONGEST_ADDRESS = 32_000


# What a still the embed draws before its engine exists may hold (an inline scenario's is
# the author's to write): these tags and attributes, an id of lowercase words (one the page
# has is refused there too), nothing deeper than STILL_DEPTH. embed.js checks by the catalog's.
STILL_TAGS = ("div", "section", "span", "p", "aside", "button", "card", "small",
              "table", "thead", "tbody", "tr", "th", "td")   # XIX's stakes in a decision's
STILL_ATTRS = ("class", "role", "type", "title", "tabindex", "disabled", "card", "art", "key",
               "label", "scope", "aria-label", "aria-hidden", "data-[a-z-]+")
STILL_DEPTH = 40


def drawable(node, depth: int = 0) -> bool:
    """Whether a still's board passes the embed's check (catalog's `still`)."""
    if isinstance(node, str):
        return True
    if depth >= STILL_DEPTH or not isinstance(node, list) or len(node) < 2 \
            or node[0] not in STILL_TAGS or not isinstance(node[1], dict):
        return False
    attrs = re.compile(f"^({'|'.join(STILL_ATTRS)})$")
    return all(attrs.match(k) or (k == "id" and re.match(r"^[a-z-]+\d?$", str(v)))
               for k, v in node[1].items()) and all(drawable(kid, depth + 1) for kid in node[2:])


def _choices(values, default=None) -> dict:
    return {"choices": {str(v): v for v in values}, "default": default}


def catalog() -> dict:
    """What an embed checks its parameters and an inline scenario against before the engine
    starts (docs/embedding.md): the parameters it knows, and the rule of each plain one
    (`choices`: each text it may be and the value it gives; or a whole number in `range`;
    `option`: a game option, kept under `options`), each game's own (its player counts and
    numbers), its variations by their docs/rules.md labels, its cards, its frame's title in each
    language, and the computer's levels; and for the <xeri-table> element (`element`): its
    own attributes, those it does not pass on (`host`) and the frame's sandbox; and the
    longest address a frame takes (`longest`)."""
    flags = {"choices": {"0": False, "1": True}}
    most = max(n for spec in games.every() for n in spec.players)   # seats of any game
    out = {"levels": list(LEVELS), "games": {}, "params": {
        "game": _choices(games.NAMES), "mode": _choices(MODES),
        "seat": {"range": [0, most - 1]},
        "seed": {"range": [0, 2 ** 53 - 1]}, "lang": _choices(words.LANGS),
        "speed": _choices(SPEEDS, "normal"), "autoplay": {**flags, "default": False},
        "caption": {**flags, "default": True}, "card": {"range": [24, 160]},
        "start": {"range": [0, 99_999]}, "fit": {**flags, "default": False},
        "theme": _choices(("light", "dark", "auto"), "auto")}}
    for spec in games.every():
        out["games"][spec.name] = {
            "title": {lang: spec.words.WORDS[lang]["title"] for lang in words.LANGS},
            "frame": {lang: words.CHROME[lang]["embed.placeholder"].format(
                game=spec.words.WORDS[lang]["title"]) for lang in words.LANGS},
            "players": list(spec.players),
            "deck": spec.deck(),
            "cards": list(spec.card_fields),
            # the decisions before the first deal, which `start` does not count (Xeri's cut)
            "undealt": sum("chance" not in e for e in _dealt(
                spec, spec.config(spec.players[0], {}), FRESH_DEAL).record.events),
            "variants": {o.rule: o.key for o in spec.options if o.rule},
            "params": {"players": _choices(spec.players, spec.players[0]),
                       "seat": {"range": [0, max(spec.players) - 1]}, **{
                o.key: {"range": [o.low, o.high], "option": True}
                for o in spec.options if o.kind == "number"}},
        }
    own = (k for g in out["games"].values() for k in g["params"])
    out["known"] = sorted({*out["params"], *own, "ai", "variants", "scenario", "origin", "id",
                           "felt", "accent", "ink"})
    own = ["base", "height", "title", "lesson"]
    out["longest"] = LONGEST_ADDRESS
    out["still"] = {"tags": list(STILL_TAGS), "attrs": list(STILL_ATTRS), "depth": STILL_DEPTH}
    out["element"] = {"own": own, "host": sorted({*GLOBAL_ATTRIBUTES, *own}),
                      "sandbox": SANDBOX, "patience": PATIENCE_MS, "lost": {
                          lang: words.CHROME[lang]["embed.lost"] for lang in words.LANGS}}
    return out


def for_embed(answer: dict, spec, result: dict) -> dict:
    """An answer as an embed shows it: its panels' button, and what the host hears of it."""
    early = [a["peek"] for a in answer.get("ahead") or [] if a is not None]
    for panel in (answer["panel"], answer["peek"], *early):
        if panel is not None:
            panel["actions"] = panel_actions(answer["lang"], panel.get("over", True), embed=True)
    answer["host"] = host_messages(answer, spec, result)
    return answer


def host_messages(answer: dict, spec, result: dict) -> list[dict]:
    """What the host page hears of an answer: each move, each round or exchange end,
    the end of the game. Built from the answer's facts, as the reader's seat knows them."""
    out = []
    for item in answer["news"]:
        fact = item["fact"]
        if fact["kind"] in spec.decisions:
            out.append({"event": "move", "player": fact["player"], "fact": fact,
                        "text": item["text"], "decisions": answer["decisions"]})
        elif fact["kind"] in spec.ends:
            name = fact["kind"] if fact["kind"].endswith("_end") else f"{fact['kind']}_end"
            out.append({"event": name, "fact": fact, "text": item["text"]})
    if answer["waiting"] == "finished" and answer["news"]:
        out.append({"event": "game_over", "result": result})
    return out


def controls(lang: str, demo: bool = False, frame: int | None = None, frames: int = 0,
             start: int | None = None) -> list:
    """The controls under an embed's table: a replay's moves and where it stands (`frame`
    of `frames`), a demo's play and pause (embed.css shows the one that fits
    <html data-running>), start again (not at a replay's start), open in the game and full
    screen. Each names in data-do the command it runs (the host's by the same names)."""
    c = words.CHROME[lang]

    def ctl(do: str, key: str, text: str | list, off: bool = False) -> list:
        return el("button", {"type": "button", "id": f"ctl-{do}", "class": "ctl", "data-do": do,
                             "aria-label": c[f"embed.{key}"], "title": c[f"embed.{key}"],
                             "disabled": off}, text)

    items = []
    if frame is not None:
        end = frame >= frames - 1
        items += [ctl("first", "first", "|◀", frame <= 0), ctl("prev", "prev", "◀", frame <= 0),
                  ctl("play", "auto", "▶▶", end), ctl("pause", "pause", "■"),
                  ctl("next", "next", "▶", end), ctl("last", "last", "▶|", end),
                  el("span", {"class": "pos", "id": "ctl-pos"},
                     c["embed.pos"].format(n=frame, m=frames - 1))]
    elif demo:
        items += [ctl("play", "auto", "▶▶"), ctl("pause", "pause", "■")]
    if frame is None or frame != start:
        items.append(ctl("restart", "restart", "↺"))
    items += [ctl("open", "open", "↗"),
              ctl("full", "full", el("svg", {"class": "icon", "viewBox": "0 0 24 24",
                                             "aria-hidden": "true", "focusable": "false"},
                                     el("use", {"href": "#i-full"})))]
    return el("nav", {"id": "controls", "class": "controls", "aria-label": c["embed.controls"]},
              *items)


def _neutral(scn: Scenario, lang: str) -> words.Voice:
    """Replays and stills name every seat "Player N"."""
    spec = games.get(scn.record.game)
    return voice(spec, [{"kind": "ai"}] * scn.players, None, lang)


def still(scn: Scenario, seat: int | None = None, lang: str = "en", turn: bool = True) -> dict:
    """The scenario's position at `at` from `seat`: what the embed paints before it starts.
    A study's step shown there (its replay's frame) brings its words and marked cards.
    `turn`: at the seat's turn, the board as its table will draw it (`_still_of`); a
    picture has none of it (its places only)."""
    seat = seat_of(scn, seat)
    lang = words.check_lang(lang)
    state = Record(scn.record.game, scn.record.config, scn.record.events[:scn.at]).replay()
    out = _still_of(scn, state, seat, _neutral(scn, lang), turn)
    out.update(scn.words(lang))
    step = shown_step(scn, seat, lang)
    if step is not None:
        frame = _study_frame(scn, seat, lang, scn.steps, json.loads(json.dumps(out["board"])))
        drawn = frame["board"]
        if scn.steps[step]["ask"] and seat == scn.seat:   # the question's board, its prompt
            out["board"] = _unplayable(drawn)            # and status too: the height it has
            out["status"] = frame["status"]              # once started
            return out
        note = _node(drawn, lambda attrs: attrs.get("id") == "study-note")
        marked = []
        _node(drawn, lambda attrs: "hinted" in str(attrs.get("class", "")).split()
              and marked.append(attrs.get("card", str(attrs.get("key"))[2:])))
        studio._note(out, " ".join(_said_in(note)) if note else "", marked)
    return out


def _study_frame(scn: Scenario, seat: int, lang: str, steps: list, board=None) -> dict:
    """The replay's frame of `at` as a study with `steps` draws it (studio.Study, on stand-in
    frames, `board` that frame's: only its words and marks are of use; a question's choices
    are not a still's)."""
    indexes = [*move_indexes(scn.record), len(scn.record.events)]    # each frame's
    start = sum(1 for i in indexes if i < scn.at)
    frames = [{"index": i, "decisions": n, "board": el("div", {}), "say": "", "news": [],
               "host": []} for n, i in enumerate(indexes)]
    frames[start]["board"] = board if board is not None else frames[start]["board"]
    study = studio.Study(Scenario(scn.record, scn.seat, scn.at, steps=steps), seat, lang)
    return study.frames(frames, lambda answer, result: answer)[start]


def shown_step(scn: Scenario, seat: int = 0, lang: str = "en") -> int | None:
    """The number (0-based) of the study's step the replay's frame of `at` shows, if any: its
    study drawn with each step's number for its words."""
    if not scn.steps:
        return None
    numbered = [{**step, "text": str(n), "ask": False, "highlight": []}
                for n, step in enumerate(scn.steps)]
    note = _node(_study_frame(scn, seat, lang, numbered)["board"],
                 lambda attrs: attrs.get("id") == "study-note")
    return int(_said_in(note)[0]) if note else None


def _unplayable(node):
    """A board with no choice on offer: its cards' choices (`act`) and their marks gone, a
    button that had one disabled (no focus on a button that does nothing)."""
    if not isinstance(node, list):
        return node
    attrs = {k: v for k, v in node[1].items() if k not in ("act", "acts", "pick")}
    if node[0] == "button" and "act" in node[1]:
        attrs["disabled"] = True
    if "class" in attrs:
        attrs["class"] = " ".join(c for c in str(attrs["class"]).split() if c != "legal")
    return [node[0], attrs, *(_unplayable(kid) for kid in node[2:])]


def _node(node, found):
    """The first node of a scene tree whose attributes `found` approves (depth first)."""
    if not isinstance(node, list):
        return None
    if found(node[1]):
        return node
    return next((hit for kid in node[2:] if (hit := _node(kid, found)) is not None), None)


def _said_in(node) -> list[str]:
    """The texts inside a scene node, in order."""
    if isinstance(node, str):
        return [node]
    return [t for kid in node[2:] for t in _said_in(kid)] if isinstance(node, list) else []


def with_still(doc: dict) -> dict:
    """A scenario with its own stills for an embed that has no built one (an inline scenario,
    or one hosted elsewhere on the table's site): `still` {lang: {board, status}} from its
    seat at its start, and {move: {lang: ...}} at each other step's move, the `start=` that
    opens on it. The kit writes them; the embed draws one before its engine exists, only for
    that seat and start, and only the tags and attributes a still has."""
    plain = {k: v for k, v in doc.items() if k != "still"}
    scn = load_scenario(plain)

    def drawn(at: Scenario) -> dict:
        return {lang: {key: still(at, at.seat, lang)[key] for key in ("board", "status")}
                for lang in words.LANGS}

    moves = {_frame_of(scn.record, step["at"]) for step in scn.steps
             if step["at"] != scn.at}
    return {**doc, "still": {**drawn(scn), **{
        str(move): drawn(load_scenario(plain, start=move)) for move in sorted(moves)}}}


def _still_of(scn: Scenario, state, seat: int, v: words.Voice, turn: bool = True) -> dict:
    """At the seat's own decision (not a card: XIX's raise or abandon), the board its table
    will draw once started (the panel, its prompt: the height it will have), with no choice
    on offer (`_unplayable`)."""
    spec = games.get(scn.record.game)
    due = state.legal_events() if turn and not state.is_finished() and (
        state.current_player() == seat) else []
    choices = [{"event": e, "label": (said := spec.words.choice(state.preview(e), v)),
                "said": said} for e in due] if any("decision" in e for e in due) else []
    out = compose(spec, state, seat, v, "finished" if state.is_finished() else "still", [],
                  choices)
    out.update(panel=None, board=_unplayable(out["board"]), choices=[])
    return out


def stills(scn: Scenario, seat: int, lang: str = "en") -> list[dict]:
    """The still of every replay frame from `seat` ({board, status}, by frame number): what
    an embed whose address names a `start` paints before it starts (build.py writes them)."""
    states = list(scn.record.states())
    v = _neutral(scn, words.check_lang(lang))
    return [{key: _still_of(scn, states[i], seat, v)[key] for key in ("board", "status")}
            for i in [*move_indexes(scn.record), len(scn.record.events)]]


# The seed of the deal a fresh game's still picture shows: an embed of a fresh game with
# no seed and no variations is dealt by it, so that the game the reader starts is the one
# in the picture (everything after the deal comes from the table's own seed).
FRESH_DEAL = 1


def _dealt(spec, config: dict, deal: int) -> Session:
    """A fresh game dealt by the seed `deal`, up to the first deal (a cut comes first)."""
    session = Session.new(spec.name, config, deal)
    while not spec.seen(session.state.observation(0)):
        session.apply(session.state.legal_events()[0])
    return session


def fresh(lang: str) -> dict:
    """The picture of the fresh deal (FRESH_DEAL) of each game and player count from
    each seat, {game: {players: {seat: frame}}}: what an embed of a new game paints
    before it starts. Each frame names the deal, for the embed to start it."""
    out = {}
    for spec in games.every():
        for players in spec.players:
            session = _dealt(spec, spec.config(players, {}), FRESH_DEAL)
            scn = Scenario(session.record, 0, len(session.record.events))
            out.setdefault(spec.name, {})[str(players)] = {
                str(seat): {**still(scn, seat, lang), "deal": FRESH_DEAL}
                for seat in range(players)}
    return out


def replay_frames(scn: Scenario, seat: int, lang: str = "en") -> tuple[list[dict], int]:
    """One frame per move (studio.moves: frame 0 the deal as dealt; the chance events that
    follow a move join its frame), and the frame the scenario's position `at` falls in."""
    spec = games.get(scn.record.game)
    v = _neutral(scn, words.check_lang(lang))
    events = scn.record.events
    states = list(scn.record.states())
    positions = studio.moves(scn.record, states)
    frames = []
    since = positions[0]        # the chance events that deal: frame 0's news
    while since and "chance" in events[since - 1]:
        since -= 1
    for n, i in enumerate(positions):
        waiting = "finished" if states[i].is_finished() else "replay"
        frame = compose(spec, states[i], seat, v, waiting,
                        [states[j + 1].news(seat) for j in range(since, i)])
        frame.update(index=i, decisions=n)
        frames.append(for_embed(frame, spec, states[i].result()))
        since = i
    return frames, studio.move_of(positions, scn.at)


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
            raise ConfigError(f"seat {i + 1}: unknown level {shown(level)}; known:"
                              f" {', '.join(LEVELS)}")
    return seats


class _Live(Table):
    """An embed's live table: it names every seat "Player N", the reader's too, as its still
    picture and a replay do, so that the names stay when the reader starts it."""

    def voice(self, lang: str | None = None, room: bool = False) -> words.Voice:
        lang = lang or self.lang
        if lang not in self._voices:
            self._voices[lang] = voice(self.spec, [{"kind": "ai"}] * len(self.seats), None, lang)
        return self._voices[lang]


def refusal(err: GameError, lang: str) -> str:
    """Why the engine refused a table's scenario or settings, in the table's language, as
    the reason of its "could not start" line (embed.err.engine): the event that breaks a rule,
    or the kind of fault with the first name the engine quoted (a record's key, a value) or
    the config key it names."""
    c = words.CHROME[words.check_lang(lang)]
    if isinstance(err, RecordError) and err.index is not None:
        return _play_refused(err, lang) or c["embed.why.event"].format(n=err.index)
    key = "embed.why.record" if isinstance(err, RecordError) else "embed.why.scenario"
    # a quoted name, or the config key the engine names bare ("config: rounds must be ...")
    named = re.search(r'"([^"]*)"', str(err)) or re.match(r"config: ([a-z_]+) must ", str(err))
    return c[key].format(name=named.group(1)) if named else c[f"{key}.plain"]


def _play_refused(err: RecordError, lang: str) -> str | None:
    """The play a replayed record's refused event makes, in words (the game's `refused`):
    who plays which card, as which move (studio.moves' count); None for another event."""
    rec = err.record
    if rec is None or not isinstance(rec.events[err.index], dict):
        return None
    spec = games.get(rec.game)
    n = len(studio.moves(Record(rec.game, rec.config, rec.events[:err.index])))
    players = spec.players_of(rec.config)
    return spec.words.refused(rec.events[err.index], voice(
        spec, [{"kind": "ai"}] * players, None, lang), n)


def _told(fn):
    """An op that starts a table: its refusal (a GameError) says why in the table's `lang`
    (in English, the engine's own words, which say most)."""
    @functools.wraps(fn)
    def run(*args, **kwargs):
        try:
            return fn(*args, **kwargs)
        except GameError as err:
            if kwargs.get("lang", "en") in words.LANGS:
                err.args = (told(err, kwargs.get("lang", "en")),)
            raise
    return run


def told(err: GameError, lang: str) -> str:
    """A refusal as a table says it in `lang` (a known one): in English, the engine's own
    words, which say most, a play's in words; the kit says a lesson's the same."""
    if lang != "en":
        return refusal(err, lang)
    if isinstance(err, RecordError) and err.index is not None:
        return _play_refused(err, lang) or str(err)
    return str(err)


# --- the bridge ops: the live tables of every embed one engine serves -------------
# An engine may serve all the tables of a page (a shared worker): each has its name,
# given by its page. A live table out of sight, or the oldest of too many, is parked: the
# engine keeps only what resumes it, and the table's next call resumes it where it stood.
MAX_TABLES = 16
MAX_PARKED = 64
_parked = ByName(MAX_PARKED, "no game on the table")


def _park(name: str, item) -> None:
    if isinstance(item, _Live):     # a study's replay is started again by its page
        s = item.session
        _parked.put(name, (s.record.to_json(), s.seed, item.seats, item.seat, item.lang))


_tables = ByName(MAX_TABLES, "no game on the table", evict=_park)


def _open(name: str, item):
    """`item` (a live table, a study) kept under `name`, in place of any table parked there."""
    _parked.drop(name)
    return _tables.put(name, item)


def _table(name):
    """A table by its name, a parked one resumed (the same seed: the same game on)."""
    if name not in _tables and name in _parked:
        record, seed, seats, seat, lang = _parked.take(name)
        session = Session(from_json(record), seed)
        session.settle()
        _tables.put(name, _Live(session, seats, seat, lang))
    return _tables.get(name)


def _reply(table: Table, news: bool = True) -> dict:
    out = for_embed(table.answer(news), table.spec, table.state.result())
    # the host hears the one numbering (studio.moves: Xeri's first cut is no move), as a
    # replay's frames and `start` count; the page's own count is the game's table's
    moves = len(studio.moves(table.session.record)) - 1
    for message in out["host"]:
        if message["event"] == "move":
            message["decisions"] += moves - out["decisions"]
    out["controls"] = controls(table.lang, demo=table.seat not in table.humans)
    for early in out.get("ahead") or []:
        if early is not None:
            early["controls"] = out["controls"]
    return pack_ahead(out)


@op("embed_still")
@_told
def embed_still(scenario, seat=None, lang="en", start=None) -> dict:
    return still(load_scenario(scenario, start), seat, lang)


@op("embed_replay")
@_told
def embed_replay(scenario, seat=None, lang="en", start=None, table="main") -> dict:
    scn = load_scenario(scenario, start)
    seat = seat_of(scn, seat)
    frames, start = replay_frames(scn, seat, lang)
    if scn.steps:   # a study: its words and questions (an answer comes to embed_play)
        study = _open(table, studio.Study(scn, seat, lang))
        frames = study.frames(frames, lambda a, result: for_embed(a, study.spec, result))
        study.shown = (len(frames), start)
    for i, frame in enumerate(frames):
        frame["controls"] = controls(words.check_lang(lang), frame=i, frames=len(frames),
                                     start=start)
    return {"game": scn.record.game, "seat": seat, "frames": frames, "start": start,
            **scn.words(lang)}


@op("embed_picture")
def embed_picture(scenario=None, seat=None, lang="en", start=None, at=None,
                  table="main") -> dict:
    """The picture (SVG, pygame_core/picture.py) of the position an embed shows: a
    scenario's at its record index `at` (a replay's frame), else at `start`, else its still;
    without a scenario, the live table `table`'s, from the reader's seat. With its file's
    name (no extension): the lesson's title, else the game's, and its step or its move (the
    `start` that opens on it)."""
    c = words.CHROME[words.check_lang(lang)]
    if scenario is None:
        answer = _table(table).answer(news=False)
        title = games.get(answer["game"]).words.WORDS[answer["lang"]]["title"]
        return {"svg": picture.svg(answer), "game": answer["game"],
                "name": _file(c["embed.file.move"].format(title=title, n=answer["decisions"]))}
    scn = load_scenario(scenario, start)
    if at is not None:
        scn.at = whole(at, "at")
        if not 0 <= scn.at <= len(scn.record.events):
            raise ConfigError(f"at must be 0..{len(scn.record.events)}, not {scn.at}")
    frame = still(scn, seat, lang, turn=False)
    title = frame["title"] or games.get(scn.record.game).words.WORDS[frame["lang"]]["title"]
    step = shown_step(scn)
    name = (c["embed.file.step"].format(title=title, n=step + 1) if step is not None
            else c["embed.file.move"].format(title=title, n=_frame_of(scn.record, scn.at)))
    return {"svg": picture.svg(frame, frame["title"]), "game": scn.record.game,
            "name": _file(name)}


def _frame_of(record: Record, at: int) -> int:
    """The replay's frame (the address's `start`) that shows record index `at`."""
    return next(n for n in range(len(move_indexes(record)) + 1) if frame_index(record, n) >= at)


def _file(name: str) -> str:
    """A file name of `name`: no character a file system refuses, at most 100 long."""
    return re.sub(r'[\\/:*?"<>|\x00-\x1f]+', "", name).strip(" .")[:100] or "picture"


@op("embed_start")
@_told
def embed_start(seed, mode="play", scenario=None, game=None, players=None, options=None,
                seat=None, levels="medium", lang="en", table="main", deal=None,
                start=None) -> dict:
    """A live table for play mode (the reader holds `seat`) or demo mode (the
    computer holds every seat, `seat` is the view shown): from the scenario's
    position, or a fresh deal of `game` (the first game by default) for `players` with the
    game's `options` (as the new-game form names them); a scenario's own players and
    options stand. `seed` draws the chance events the record does not hold; `deal`, when
    given, the fresh game's first deal (the still picture's: FRESH_DEAL); `start`, the
    scenario's frame to go on from (instead of its `at`)."""
    if not isinstance(table, str) or not 0 < len(table) <= 100:
        raise ConfigError("table must be a name of 1 to 100 characters")
    if mode not in ("play", "demo"):
        raise ConfigError(f"mode must be 'play' or 'demo', not {shown(mode)}")
    seed = whole(seed, "seed")
    if scenario is not None:
        scn = load_scenario(scenario, start)
        if game is not None and game != scn.record.game:
            raise ConfigError(f"the scenario is a {scn.record.game} game, not {shown(game)}")
        seat = seat_of(scn, seat)
        session = Session(Record(scn.record.game, scn.record.config,
                                 scn.record.events[:scn.at]), seed)
        session.settle()
    else:
        spec = games.get(games.NAMES[0] if game is None else game)
        config = spec.config(spec.players[0] if players is None else players, options)
        if deal is None:
            session = Session.new(spec.name, config, seed)
        else:
            session = Session(_dealt(spec, config, whole(deal, "deal")).record, seed)
            session.settle()
        seat = whole(0 if seat is None else seat, "seat")
    spec = games.get(session.record.game)
    players = spec.players_of(session.record.config)
    if not 0 <= seat < players:
        raise ConfigError(f"seat must be 0..{players - 1}, not {seat}")
    live = _Live(session, _seats(players, seat, levels, mode == "demo"), seat,
                 words.check_lang(lang))
    _open(table, live)
    return _reply(live, news=False)


@op("embed_play")
def embed_play(event, table="main") -> dict:
    live = _table(table)
    if isinstance(live, studio.Study):     # an answer to a study's question
        out, frame = live.answer(event, lambda a, result: for_embed(a, live.spec, result))
        frames, start = live.shown
        out["controls"] = controls(live.lang, frame=frame, frames=frames, start=start)
        return out
    live.play(event)
    return _reply(live)


@op("embed_step")
def embed_step(table="main") -> dict:
    """The computer's next decision; IllegalMoveError when none is due."""
    live = _table(table)
    live.step()
    return _reply(live)


@op("embed_stop")
def embed_stop(table="main") -> dict:
    """Free a table (stopped, or its frame gone)."""
    return {"stopped": _parked.drop(table) | _tables.drop(table)}


@op("embed_park")
def embed_park(table="main") -> dict:
    """Free a table's state but for what resumes it (at its next call)."""
    if table not in _parked:
        _park(table, _tables.take(table))
    return {"parked": True}


@op("embed_record")
def embed_record(table="main", scenario=None, at=None, seat=None, levels="medium",
                 start=None) -> dict:
    """What opens a table in the full game where it stands (the app's #open=): the
    record, the seats with a person at the reader's, and the reader's seat. A live
    table by its name, or a replay's scenario at record index `at` (else at its `start`
    frame, else at its end)."""
    if scenario is None:
        live = _table(table)
        record, seat = live.session.record, live.seat
        seats = [{"kind": "human"} if i == seat else s for i, s in enumerate(live.seats)]
    else:
        scn = load_scenario(scenario, start)
        seat = seat_of(scn, seat)
        at = whole((scn.at if start is not None else len(scn.record.events)) if at is None
                  else at, "at")
        if not 0 <= at <= len(scn.record.events):
            raise ConfigError(f"at must be 0..{len(scn.record.events)}, not {at}")
        record = Record(scn.record.game, scn.record.config, scn.record.events[:at])
        seats = _seats(scn.players, seat, levels, demo=False)
    return {"record": record.to_json(), "seats": seats, "seat": seat}
