"""Studies (issue 36): a scenario whose replay has a word at every step, and questions.

A scenario's `steps` (docs/embedding.md, "Studies") is a list of steps, each
`{"at": i, "text": ..., "highlight": [cards], "ask": true}`: at the replay's position of
record index `at` the embed shows the step's words (one string, or one per language) in a
note on the board, with its cards marked. A step that asks ("your move: what would you
play?") offers the scenario's seat its choices there; an answer counts when the hard search
(the game's `ai.appraise`, as a review values a decision) values it within the review's
`least` of its best, and the answer shows the coach's reason.

`pack` / `unpack`: a scenario in an address, `z:` and the base64url of its JSON deflated
(raw, RFC 1951), so that a whole round's lesson fits well under the 8 KB many servers take.
The embed decodes it in the page (DecompressionStream "deflate-raw"); `unpack` is the same
with every limit checked before anything is parsed.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from . import games, words
from .compose import compose
from .errors import ConfigError, is_int, shown
from .records import DEEPEST, Record, too_deep
from .rng import derive_seed
from .scene import el
from .seats import voice

MOST_STEPS = 64
MOST_TEXT = 2000        # characters of a step's words, per language
MOST_MARKED = 18        # cards a step marks
PREFIX = "z:"
MOST_PACKED = 65_536    # characters of a packed scenario (a longer address is refused anyway)
MOST_UNPACKED = 262_144  # bytes of its JSON
STEP_KEYS = {"at", "text", "highlight", "ask"}
BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def _text(value, where: str) -> str | dict:
    """A step's words: a string, or {lang: string} in known languages."""
    if isinstance(value, str):
        texts = {"": value}
    elif isinstance(value, dict) and set(value) <= set(words.LANGS):
        texts = value
    else:
        raise ConfigError(f"{where} text must be a string or one per language"
                          f" ({', '.join(words.LANGS)})")
    for text in texts.values():
        if not isinstance(text, str) or len(text) > MOST_TEXT:
            raise ConfigError(f"{where} text must be a string of at most {MOST_TEXT} characters")
    return value


def check_steps(steps, record: Record, seat: int) -> list[dict]:
    """A study's steps, checked against its record: each `at` a record index after the last
    step's, its cards the game's, a question only where `seat` decides. One-line refusals."""
    if steps is None:
        return []
    if not isinstance(steps, list) or len(steps) > MOST_STEPS:
        raise ConfigError(f"scenario steps must be a list of at most {MOST_STEPS} steps")
    spec = games.get(record.game)
    deck = spec.deck()
    states = None
    out, last = [], -1
    for n, step in enumerate(steps, 1):
        where = f"step {n}"
        if not isinstance(step, dict):
            raise ConfigError(f"{where} must be an object")
        extra = set(step) - STEP_KEYS
        if extra:
            raise ConfigError(f"{where} has unknown key {shown(sorted(extra)[0])}")
        at = step.get("at")
        if not is_int(at) or not last < at <= len(record.events):
            raise ConfigError(f"{where} at must be {last + 1}..{len(record.events)},"
                              f" not {shown(at)}")
        last = at
        marked = step.get("highlight", [])
        if not isinstance(marked, list) or len(marked) > MOST_MARKED:
            raise ConfigError(f"{where} highlight must be a list of at most {MOST_MARKED} cards")
        for card in marked:
            if card not in deck:
                raise ConfigError(f"{where} highlight: {shown(card)} is not a card")
        ask = step.get("ask", False)
        if not isinstance(ask, bool):
            raise ConfigError(f"{where} ask must be true or false")
        if ask:
            states = states or list(record.states())
            if states[at].current_player() != seat or at not in moves(record, states):
                raise ConfigError(f"{where} asks player {seat + 1}, who has no decision there")
        out.append({"at": at, "text": _text(step.get("text", ""), where),
                    "highlight": list(marked), "ask": ask})
    return out


# --- the one move numbering ------------------------------------------------------------
def moves(record: Record, states=None) -> list[int]:
    """The record index of the position after each number of moves: the kit's "Moves played",
    "Starts at" and steps, the replay's "Move n of m", its frames and the address's `start`
    all count by it. Move 0 is the deal as dealt; a move is a decision made once the cards are
    dealt (Xeri's cut before the first deal is not one); the last is the record's end.
    `states`: the record's states, if they are at hand."""
    spec = games.get(record.game)
    seats = range(spec.players_of(record.config))
    dealt = next((i for i, state in enumerate(states if states is not None else record.states())
                  if any(spec.seen(state.observation(p)) for p in seats)), len(record.events))
    return [i for i, e in enumerate(record.events) if "chance" not in e and i >= dealt] + [
        len(record.events)]


def move_of(positions: list[int], at: int) -> int:
    """The move number of record index `at` (`positions`: `moves`): the chance events that
    follow a move belong to the position after it."""
    return sum(1 for index in positions if index < at)


def out_of_sight(record: Record, at: int, seat: int, cards: list) -> list:
    """The `cards` a step at record index `at` could not mark: those not on the board as
    `seat` sees it there (a card captured, still in the stock, in another's hand)."""
    spec = games.get(record.game)
    state = Record(record.game, record.config, record.events[:at]).replay()
    v = voice(spec, [{"kind": "ai"}] * spec.players_of(record.config), None, "en")
    board = compose(spec, state, seat, v, "replay", [])["board"]
    return [card for card in cards if _find(board, card) is None]


# --- the address ---------------------------------------------------------------------
def pack(doc: dict) -> str:
    """A scenario document as an address's `scenario` value."""
    raw = json.dumps(doc, separators=(",", ":"), ensure_ascii=False).encode()
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    data = squeeze.compress(raw) + squeeze.flush()
    return PREFIX + base64.urlsafe_b64encode(data).decode().rstrip("=")


def unpack(text) -> dict:
    """The scenario document of a packed value; its size and depth checked first."""
    if not isinstance(text, str) or not text.startswith(PREFIX):
        raise ConfigError(f"a packed scenario starts with {PREFIX}")
    if len(text) > MOST_PACKED:
        raise ConfigError(f"a packed scenario must be at most {MOST_PACKED} characters")
    body = text[len(PREFIX):].rstrip("=")
    if body.strip(BASE64URL):
        raise ConfigError("the packed scenario is damaged")
    try:
        data = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        loose = zlib.decompressobj(-15)
        raw = loose.decompress(data, MOST_UNPACKED + 1)
    except (binascii.Error, ValueError, zlib.error):
        raise ConfigError("the packed scenario is damaged") from None
    if len(raw) > MOST_UNPACKED or loose.unconsumed_tail:
        raise ConfigError(f"the packed scenario unpacks to over {MOST_UNPACKED} bytes")
    if not loose.eof:
        raise ConfigError("the packed scenario is cut short")
    try:
        source = raw.decode()
    except UnicodeDecodeError:
        raise ConfigError("the packed scenario is not UTF-8 text") from None
    if too_deep(source):
        raise ConfigError(f"the packed scenario nests deeper than {DEEPEST}")
    try:
        doc = json.loads(source)
    except ValueError as err:
        raise ConfigError(f"the packed scenario is not JSON: {err}") from None
    if not isinstance(doc, dict):
        raise ConfigError("a scenario must be a JSON object")
    return doc


# --- a study in the embed's replay ----------------------------------------------------
def _said(value, lang: str) -> str:
    return value.get(lang, value.get("en", "")) if isinstance(value, dict) else value


def said(step: dict, lang: str, asks: bool) -> str:
    """The words a step's note shows in `lang`: the author's; for a question (`asks`: the
    step asks, and of this seat) with none, "Your move: what would you play?" (never both:
    the author's words are the question)."""
    return _said(step["text"], lang) or (words.CHROME[lang]["study.ask"] if asks else "")


def _find(node, card):
    """The node of a scene tree that draws `card` face up (keyed c-<card>, or a card with no
    key of its own, as XIX's last trick draws them), or None."""
    if not isinstance(node, list):
        return None
    attrs = node[1] if isinstance(node[1], dict) else {}
    if attrs.get("key") == f"c-{card}" or (node[0] == "card" and "key" not in attrs and str(
            attrs.get("card")) == str(card)):
        return node
    return next((found for kid in node[2:] if (found := _find(kid, card)) is not None), None)


def _note(frame: dict, text: str, marked: list, ident: str = "study-note") -> dict:
    """The frame with `text` in a note on its board and `marked` cards marked `hinted`."""
    for card in marked:
        node = _find(frame["board"], card)
        if node is not None:
            node[1]["class"] = f"{node[1].get('class', '')} hinted".strip()
    if text:
        frame["board"] = el("div", {"class": "study"}, frame["board"],
                            el("aside", {"class": "tutor study-note", "id": ident,
                                         "role": "note"}, el("p", {"tabindex": 0}, text)))
        frame["say"] = words.sentences([frame.get("say"), text])
    return frame


class Study:
    """A scenario's steps in its replay for `seat`, and the answers to its questions."""

    def __init__(self, scn, seat: int, lang: str):
        self.scn, self.seat, self.lang = scn, seat, words.check_lang(lang)
        self.spec = games.get(scn.record.game)
        self.states = list(scn.record.states())
        players = self.spec.players_of(scn.record.config)
        self.v = voice(self.spec, [{"kind": "ai"}] * players, None, self.lang)
        self.asked: dict[int, int] = {}     # the frame of each question: its step's index
        self.valued: dict[int, dict] = {}
        self.shown = (0, 0)                 # the replay's frames and its start (embed.py)

    def frames(self, frames: list[dict], wrap) -> list[dict]:
        """The replay's frames with each step's words and marks; a question's frame offers the
        seat's choices. `wrap` makes a composed answer an embed's frame (embed.for_embed)."""
        indexes = [f["index"] for f in frames]
        for n, step in enumerate(self.scn.steps):
            k = move_of(indexes, step["at"])
            asks = step["ask"] and self.seat == self.scn.seat   # of the scenario's seat only
            text = said(step, self.lang, asks)
            if asks:
                state = self.states[step["at"]]
                choices = [{"event": {**e, "question": n},
                            "label": self.spec.words.choice(state.preview(e), self.v, "ask")}
                           for e in state.legal_events()]
                old = frames[k]
                frames[k] = wrap(compose(self.spec, state, self.seat, self.v, "you", [],
                                         choices), state.result())
                frames[k].update(news=old["news"], index=step["at"],
                                 decisions=old["decisions"], host=old["host"])
                self.asked[n] = k
            _note(frames[k], text, step["highlight"])
        return frames

    def answer(self, event, wrap) -> tuple[dict, int]:
        """The verdict on an answer to a question (the event as its choice names it): the
        question's position with the reason the coach gives, and the frame it replaces."""
        n = event.get("question") if isinstance(event, dict) else None
        if n not in self.asked:
            raise ConfigError("no question is asked")
        played = {k: v for k, v in event.items() if k != "question"}
        step = self.scn.steps[n]
        state = self.states[step["at"]]
        if played not in state.legal_events():
            raise ConfigError(f"{shown(played)} is not a choice here")
        if n not in self.valued:
            self.valued[n] = self.spec.ai.appraise(
                state.observation(self.seat), derive_seed(0, "study", step["at"])) or {}
        got = self.valued[n]
        said = self.spec.words
        # the move made said as made, the better one as advice: each a sentence of its own
        # ("Well played: Play 5♥…" glued a verdict to a button's label, issue 35)
        label = said.choice(state.preview(played), self.v, "did")
        if not got:      # one choice
            key, best, reason = "study.only", played, ""
        else:
            worth = {json.dumps(o["event"], sort_keys=True): o["value"] for o in got["options"]}
            top = max(worth.values())
            lost = (top - worth[json.dumps(played, sort_keys=True)]) * got["scale"]
            best = got["best"]
            key = ("study.best" if played == best else
                   "study.good" if lost < got["least"] else "study.better")
            reason = said.reason(got["why"](best, played), self.v)
        # the better move as advice, composed whole per kind of move (not a label lowered)
        text = words.CHROME[self.lang][key].format(
            did=label, better=said.choice(state.preview(best), self.v, "better"),
            reason=reason)
        frame = wrap(compose(self.spec, state, self.seat, self.v, "replay", []), state.result())
        frame.update(index=step["at"], host=[], verdict=key.split(".")[1])
        frame["status"] = [*frame["status"][:-1], words.CHROME[self.lang]["study.answered"]]
        return _note(frame, text, step["highlight"] + _cards(played), "study-verdict"), \
            self.asked[n]


def _cards(event: dict) -> list:
    """The card an answer played (to mark it), if it names one."""
    card = event.get("play")
    return [card] if card is not None else []
