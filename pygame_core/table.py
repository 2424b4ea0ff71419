"""The table the page plays at: a live game with seats, for people and the computer.

A seat is `{"kind": "human"}` (a person at this device) or
`{"kind": "ai", "level": "easy" | "medium" | "hard"}`. With two or more human
seats the game is hot-seat: the page shows one seat at a time and covers the
table between turns.

Every answer is for the seat on screen and is built from what that seat may
know only: its observation, the news of each event as that seat may know it
(`State.news`), and its own choices. `compose` makes it; the embeds use the same
function for their frames. What the page must store to resume the game (the
whole record, which is the device owner's file) travels beside the answer, as
`save`, never inside it.

The ops the page calls answer `{"answer": ..., "save": ...}`: one round trip
per decision, events applied once (each state remembers what its event did).
When the person's decision is due, the answer also carries `ahead`: for each
choice, the answer just after it, where the seat can already know it (`Table.ahead`);
the page draws that one at the click, and the reply then confirms it.
"""

from __future__ import annotations

import copy
import json
import re

from . import games, words
from .bridge import op
from .chrome import menu, panel_actions
from .errors import ConfigError, GameError, IllegalMoveError, is_int, shown
from .records import Record, from_json
from .rng import derive_seed
from .scene import el
from .session import Session

LEVELS = ("easy", "medium", "hard")
# What the page draws of an answer ahead (the reply brings the rest: the announcement,
# the end-of-round panel, the menu and the save).
AHEAD = ("game", "lang", "seat", "turn", "waiting", "status", "board", "choices", "news",
         "peek", "decisions")


def check_seats(players: int, seats) -> list[dict]:
    if not isinstance(seats, list) or len(seats) != players:
        raise ConfigError(f"a game of {players} players needs {players} seats")
    out = []
    for i, seat in enumerate(seats):
        kind = seat.get("kind") if isinstance(seat, dict) else None
        if kind == "human":
            out.append({"kind": "human"})
        elif kind == "ai":
            level = seat.get("level", "medium")
            if level not in LEVELS:
                raise ConfigError(f"seat {i + 1}: unknown level {shown(level)}")
            out.append({"kind": "ai", "level": level})
        else:
            raise ConfigError(f"seat {i + 1}: kind must be 'human' or 'ai'")
    return out


def voice(spec, seats: list[dict], viewer: int | None, lang: str) -> words.Voice:
    """How the seat on screen speaks of everyone (see words.seat_names)."""
    players = len(seats)
    humans = [s["kind"] == "human" for s in seats]
    names = words.seat_names(lang, humans, viewer, lambda p: spec.side(p, players))
    sides = words.side_names(lang, names, viewer, spec.sides(players), sum(humans) > 1)
    return words.Voice(lang, spec.part("words").WORDS, names, sides,
                       seat_order=sum(humans) > 1)


def compose(spec, state, seat: int, v: words.Voice, waiting: str, news: list[list[dict]],
            choices: list[dict] | None = None, hot_seat: bool = False) -> dict:
    """The answer for `seat`: what it sees, what it may do, and what happened since the
    last answer (`news`: each event's facts, as `seat` may know them)."""
    scene = spec.part("scene")
    said = spec.part("words")
    view = state.observation(seat)
    choices = choices or []
    fresh, ended = [], False
    for facts in news:
        for fact in facts:
            shown = scene.effects(fact, view, v)
            fresh.append({"fact": fact, "text": said.narrate(fact, v),
                          "motion": shown.get("motion", []), "banner": shown.get("banner"),
                          "sound": shown.get("sound")})
            ended = ended or fact["kind"] in spec.ends
    panel = None
    if (ended or (waiting == "finished" and not news)):
        over = state.is_finished()
        panel = {"title": scene.end_title(view, v, over),
                 "body": el("div", {}, scene.breakdown(view, v), scene.history(view, v)),
                 "over": over, "verdict": _verdict(spec, view, v, hot_seat) if over else None}
    turn = state.current_player()
    if waiting == "finished":
        turn_text = v.t("turn.finished")
    elif waiting == "you":
        turn_text = v.t("turn.you")
    elif waiting == "review":   # a past position: nobody's turn now (review.py)
        turn_text = v.t("turn.review")
    elif waiting == "computer" and panel is None:   # with a panel up, nobody thinks yet
        turn_text = v.of("turn.thinking", turn)
    else:
        turn_text = "" if turn is None else v.of("turn.person", turn)
    aloud = v.aloud()
    said_now = [text for facts in news for fact in facts if (text := said.narrate(fact, aloud))]
    if waiting == "you":    # where things stand, before "your turn" (scene.summary)
        said_now.append(scene.summary(view, aloud))
    return {
        "game": spec.name,
        "lang": v.lang,
        "seat": seat,
        "turn": turn,
        "waiting": waiting,
        "status": [*scene.status(view, v), turn_text],
        "board": scene.board(view, choices, v),
        "choices": choices,
        "news": fresh,
        "say": ". ".join([*said_now, turn_text]) if turn_text else ". ".join(said_now),
        "panel": panel,
        "peek": scene.peek(view, v),
    }


def _verdict(spec, view: dict, v: words.Voice, hot_seat: bool) -> str:
    """Who won the game, said to the person at the table, or by name (hot-seat, demos)."""
    winner = view["winner"]
    if winner is None:
        return v.t("verdict.draw")
    players = len(v.names)
    mine = spec.side(view["player"], players)
    team = len(spec.sides(players)[winner]) > 1
    if v.names[view["player"]].you and not hot_seat:
        if team:
            return v.t("verdict.team_wins" if winner == mine else "verdict.team_loses")
        return v.t("verdict.you_win" if winner == mine else "verdict.you_lose")
    seats = [{"kind": "ai"}] * players
    return voice(spec, seats, None, v.lang).of_side("verdict.wins", winner)


def foreseen(spec, seat: int, before, after) -> bool:
    """Whether `seat` sees no card at `after` that it did not see at `before`: then its
    answer there may be sent ahead (secrecy: tests/test_secrecy.py)."""
    return spec.seen(after.observation(seat)) <= spec.seen(before.observation(seat))


def pack_ahead(answer: dict) -> dict:
    """The answers ahead as JSON texts, for the page: it parses only the one clicked (a
    parsed answer takes several times its text's memory, and most are never drawn)."""
    if answer.get("ahead"):
        answer["ahead"] = [None if a is None else json.dumps(a, separators=(",", ":"),
                                                            ensure_ascii=False)
                           for a in answer["ahead"]]
    return answer


class Table:
    """A live game: the session, its seats, the seat on screen and its language."""

    def __init__(self, session: Session, seats: list[dict], seat: int | None = None,
                 lang: str = "en"):
        self.session = session
        self.spec = games.get(session.record.game)
        self.seats = check_seats(self.spec.players_of(session.record.config), seats)
        self.humans = [i for i, s in enumerate(self.seats) if s["kind"] == "human"]
        turn = session.state.current_player()
        if seat is None:
            seat = turn if turn in self.humans else (self.humans or [0])[0]
        elif not is_int(seat) or not 0 <= seat < len(self.seats):
            raise ConfigError(f"seat must be 1..{len(self.seats)}, not {shown(seat)}")
        self.seat = seat
        self.lang = words.check_lang(lang)
        self.states = [session.state]   # the last answer's state, then one per event since
        self.shown = False              # hot-seat: the person at the screen said who they are
        self.missed = {}                # hot-seat: per person away from the screen, the
        #                                 states since, told when the device comes to them
        self.tutor = None               # a guided game's notes (guide.Tutor)
        self._voices = {}

    @classmethod
    def new(cls, game: str, config: dict, seats, seed, lang: str = "en") -> Table:
        if not is_int(seed):
            raise ConfigError("seed must be an integer")
        table = cls(Session.new(game, config, seed), seats, lang=lang)
        if not table.humans:
            raise ConfigError("at least one seat must be a person")
        return table

    @classmethod
    def load(cls, record, seed, seats, seat=None, lang: str = "en") -> Table:
        """A table resumed from a saved record (records.md), its seed and seats."""
        if not is_int(seed):
            raise ConfigError("seed must be an integer")
        rec = from_json(record)
        session = Session(rec, seed)
        session.settle()
        table = cls(session, seats, seat, lang)
        if not table.humans:
            raise ConfigError("at least one seat must be a person")
        if table.seat not in table.humans:
            raise ConfigError(f"seat {table.seat + 1} is not a person's seat")
        return table

    # --- what the page asks -----------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def waiting(self) -> str:
        state = self.state
        turn = state.current_player()
        if state.is_finished():
            return "finished"
        if self.seats[turn]["kind"] == "ai":
            return "computer"
        if turn != self.seat or (self.hot_seat() and not self.shown):
            return "handover"
        return "you"

    def refused(self, key: str) -> IllegalMoveError:
        """A refusal the person reads, in the table's language (words: "refused.*")."""
        return IllegalMoveError(self.voice().t(f"refused.{key}"))

    def play(self, event) -> None:
        """A person's decision; raises IllegalMoveError and changes nothing if not legal."""
        waiting = self.waiting()
        if waiting != "you":
            raise self.refused("over" if waiting == "finished" else "turn")
        if not isinstance(event, dict) or event.get("player") != self.seat:
            raise self.refused("move")
        try:
            self.state.verify(event)
        except GameError:
            raise self.refused("move") from None
        self._apply(event)

    def step(self) -> None:
        """The computer's next decision."""
        if self.waiting() != "computer":
            raise self.refused("turn")
        self._apply(self.ai_event(self.state.current_player()))

    def _apply(self, event: dict) -> None:
        states = self.session.apply(event)
        self.states.extend(states)
        for seat in self.humans:
            if seat != self.seat:
                self.missed.setdefault(seat, []).extend(states)

    def ai_event(self, player: int) -> dict:
        from . import ai

        level = self.seats[player]["level"]
        seed = derive_seed(self.session.seed, "ai", len(self.session.record.events))
        return ai.suggest(self.state, player, level, seed)

    def hint(self) -> dict:
        """The hard level's choice for the seat on screen, with a one-line reason."""
        from . import ai

        if self.waiting() != "you":
            raise self.refused("turn")
        seed = derive_seed(self.session.seed, "hint", len(self.session.record.events))
        event, why = ai.hint(self.state, self.seat, seed)
        v = self.voice()
        said = self.spec.part("words")
        label = said.choice(self.state.preview(event), v)
        reason = said.reason(why, v)
        choice = [c["event"] for c in self.choices()].index(event)
        return {"event": event, "choice": choice, "label": label, "reason": reason,
                "text": v.t("hint", label=label, reason=reason)}

    def show(self, seat) -> None:
        """Hand the device to the person whose turn it is (hot-seat)."""
        if seat not in self.humans or seat != self.state.current_player() and seat != self.seat:
            raise self.refused("turn")
        self.seat = seat
        self.shown = True
        # what happened since this person last had the device is their news, said before
        # "your turn" (the table is drawn afresh: nothing moves)
        self.states = [self.state, *self.missed.pop(seat, [])]

    def undo_index(self) -> int | None:
        """Where the record is cut to take back the last decision of the seat on screen."""
        if self.hot_seat() or self.state.is_finished():
            return None
        events = self.session.record.events
        for i in range(len(events) - 1, -1, -1):
            if events[i].get("player") == self.seat and "chance" not in events[i]:
                return i
        return None

    def undo(self) -> None:
        index = self.undo_index()
        if index is None:
            raise self.refused("undo")
        rec = self.session.record
        self.session = Session(Record(rec.game, rec.config, rec.events[:index]), self.session.seed)
        self.states = [self.session.state]

    def room(self) -> bool:
        """Whether the screen is everyone's: a hot-seat table's cover between turns, and the
        end of its game."""
        return self.hot_seat() and self.waiting() in ("handover", "finished")

    def voice(self, lang: str | None = None, room: bool = False) -> words.Voice:
        """How the seat on screen speaks, or (`room`) the room: everyone by name; made once
        per seat and language (the seats stay)."""
        key = (self.seat if self.humans and not room else None, lang or self.lang)
        if key not in self._voices:
            self._voices[key] = voice(self.spec, self.seats, *key)
        return self._voices[key]

    def choices(self) -> list[dict]:
        if self.waiting() != "you":
            return []
        v = self.voice()
        said = self.spec.part("words")
        state = self.state
        return [{"event": e, "label": said.choice(state.preview(e), v)}
                for e in state.legal_events()]

    def log(self) -> list[str]:
        """The whole game's move log, as the seat on screen may know it; on a screen that
        is everyone's (`room`), as every seat may know it, in the room's words."""
        room = self.room()
        v = self.voice(room=room)
        said = self.spec.part("words")
        lines = []
        for state in self.session.record.states():
            for fact in state.news(None if room else self.seat):
                text = said.narrate(fact, v)
                if text:
                    lines.append(text)
        return lines

    # --- the answer -------------------------------------------------------------
    def ahead(self, choices: list[dict]) -> list[dict | None]:
        """Per choice, the answer just after it, as far as the seat knows it beforehand
        (`State.foresee`: before any deal it brings), or None where that answer would show
        a card the seat has not seen (a face-down card taken) or a chance is due."""
        state, rec = self.state, self.session.record
        out = []
        for choice in choices:
            after = state.foresee(choice["event"])
            if (after.current_player() is None and not after.is_finished()
                    or not foreseen(self.spec, self.seat, state, after)):
                out.append(None)
                continue
            table = copy.copy(self)
            table.session = Session(Record(rec.game, rec.config, [*rec.events, choice["event"]]),
                                    self.session.seed, after)
            table.states = [state, after]
            answer = table.answer(ahead=False)
            out.append({key: answer[key] for key in AHEAD})
        return out

    def answer(self, news: bool = True, ahead: bool = True) -> dict:
        """The answer for the seat on screen; `news` tells what happened since the last."""
        states = self.states[1:] if news else []
        self.states = self.states[-1:]
        out = compose(self.spec, self.state, self.seat, self.voice(), self.waiting(),
                      [s.news(self.seat) for s in states], self.choices(), self.hot_seat())
        if self.room():
            # Hot-seat, the cover between turns and the end of the game: the people share the
            # screen, so its news, score line (in seat order), announcement and end-of-round
            # panel name each as the room calls them ("Player 1 played 7♠", never the mover's
            # "You played 7♠", which reached the next person) and tell what every seat may
            # know (news(None): not a card the mover gave face down). The news' cards still
            # move from where the seat's board shows them (the seat's view).
            room = compose(self.spec, self.state, self.seat, self.voice(room=True),
                           out["waiting"], [s.news(None) for s in states], [], True)
            out.update({key: room[key] for key in ("news", "status", "say", "panel")})
            if out["waiting"] == "finished":    # the end's board: "Player 1's hand"
                out["board"] = room["board"]
        handover = None
        if out["waiting"] == "handover":
            # The table is covered until the next person says who they are; the cover names
            # them as the room does, never "you".
            v = self.voice(room=True)
            handover = self.state.current_player()
            out["board"] = el("div", {"class": "handover", "id": "handover", "role": "dialog",
                                      "aria-modal": "true", "aria-labelledby": "handover-title"},
                              el("h2", {"id": "handover-title"}, v.t("handover.title")),
                              el("p", {}, v.of("handover.text", handover)),
                              el("button", {"type": "button", "class": "primary",
                                            "id": "handover-ready", "data-do": "ready"},
                                 v.of("handover.ready", handover)))
            out["peek"] = None
        out.update(
            handover=handover,
            hot_seat=self.hot_seat(),
            can_undo=self.undo_index() is not None,
            can_hint=out["waiting"] == "you",
            decisions=sum(1 for e in self.session.record.events if "chance" not in e),
            outcome=self.outcome(),
        )
        if ahead and out["waiting"] == "you" and self.tutor is None:
            out["ahead"] = self.ahead(out["choices"])
        return out

    def outcome(self) -> dict | None:
        """At the end of a game with one person against the computer: what it came to for
        that person, for the page's statistics."""
        if not self.state.is_finished() or len(self.humans) != 1:
            return None
        me = self.humans[0]
        levels = sorted({s["level"] for s in self.seats if s["kind"] == "ai"})
        return {"game": self.spec.name, "players": len(self.seats),
                "level": levels[0] if len(levels) == 1 else "mixed",
                **self.spec.summary(self.state.result(), me, len(self.seats))}

    def saved(self) -> dict:
        """What resumes this game: the record, the seed and the seats."""
        return {"record": self.session.record.to_json(), "seed": self.session.seed,
                "seats": self.seats, "seat": self.seat}

    def reply(self, news: bool = True) -> dict:
        """What the page's table ops answer: the answer with the page's menu, and the save."""
        answer = self.answer(news)
        if answer["panel"] is not None:
            answer["panel"]["actions"] = panel_actions(self.lang, answer["panel"]["over"])
        if self.tutor is not None:      # a guided game: its notes; not kept, not counted
            return self.tutor.reply(self, answer)
        answer["menu"] = menu(self.lang, answer)
        return {"answer": pack_ahead(answer), "save": self.saved()}


# --- the bridge ops (one live table per worker) ------------------------------
_table: Table | None = None


def _current(lang=None) -> Table:
    if _table is None:
        raise GameError("no game on the table")
    if lang is not None:
        _table.lang = words.check_lang(lang)
    return _table


@op("table_new")
def table_new(seed, game=None, config=None, seats=None, form=None, lang="en") -> dict:
    """A new game: from the new-game form's values, or from game, config and seats."""
    global _table
    if form is not None:
        from .setup import read

        game, config, seats = read(form)
    _table = Table.new(game, config if config is not None else {}, seats, seed, lang)
    return _table.reply()


@op("table_load")
def table_load(record, seed, seats=None, seat=None, form=None, lang="en") -> dict:
    """Resume a saved game, or play on from a record file with the form's seats."""
    global _table
    if form is not None:
        from .setup import read_seats

        seats = read_seats(form, record)
    _table = Table.load(record, seed, seats, seat, lang)
    return _table.reply(news=False)


@op("table_check")
def table_check(record, seats=None, seat=None, lang=None) -> dict:
    """Whether a record plays (every event checked), and the seats and seat given with it
    fit it (a table opened from an embed), without touching the table."""
    rec = from_json(record)
    rec.replay()
    if seats is not None or seat is not None:
        players = games.get(rec.game).players_of(rec.config)
        if not is_int(seat) or not 0 <= seat < players or \
                check_seats(players, seats)[seat]["kind"] != "human":
            raise ConfigError("the seat given is not a person's seat")
    return {"decisions": sum(1 for e in rec.events if "chance" not in e)}


@op("table_play")
def table_play(event, lang=None) -> dict:
    table = _current(lang)
    table.play(event)
    return table.reply()


@op("table_step")
def table_step(lang=None) -> dict:
    table = _current(lang)
    table.step()
    return table.reply()


@op("table_undo")
def table_undo(lang=None) -> dict:
    table = _current(lang)
    table.undo()
    return table.reply(news=False)


@op("table_show")
def table_show(seat, lang=None) -> dict:
    table = _current(lang)
    table.show(seat)
    return table.reply()


@op("table_hint")
def table_hint(lang=None) -> dict:
    return _current(lang).hint()


@op("table_log")
def table_log(lang=None) -> dict:
    """The move log, as lines and as the panel the page shows (its last line in view)."""
    table = _current(lang)
    lines = table.log()
    items = [el("li", {}, line) for line in lines]
    if items:
        items[-1][1]["data-show"] = "end"
    return {"lines": lines, "title": words.CHROME[table.lang]["log.title"],
            "body": el("ol", {"class": "log", "id": "log-list"}, *items)}


@op("table_answer")
def table_answer(lang=None) -> dict:
    """The answer again (in another language): no news."""
    return _current(lang).reply(news=False)


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
