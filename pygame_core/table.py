"""The live table the page plays at: a game with seats, for people and the computer.

The answer for the seat on screen is composed (compose.py) from what that seat
may know only. What the page must store to resume the game (the whole record,
which is the device owner's file) travels beside the answer, as `save`, never
inside it.

The ops the page calls (table_ops.py) answer `{"answer": ..., "save": ...}`: one
round trip per decision, events applied once (each state remembers what its event
did). When the person's decision is due, the answer also carries `ahead`: for each
choice, the answer just after it, where the seat can already know it
(`Table.ahead`); the page draws that one at the click, and the reply then confirms it.
"""

from __future__ import annotations

import copy
import json

from . import games, words
from .chrome import menu, panel_actions
from .compose import compose
from .errors import ConfigError, GameError, IllegalMoveError, is_int, shown
from .records import Record, from_json
from .rng import derive_seed
from .scene import el
from .seats import check_seats, voice
from .session import Session

# What the page draws of an answer ahead (the reply brings the rest: the announcement,
# the end-of-round panel, the menu and the save).
AHEAD = ("game", "lang", "seat", "turn", "waiting", "status", "board", "choices", "news",
         "peek", "decisions")


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
            raise ConfigError(f"seat must be 0..{len(self.seats) - 1}, not {shown(seat)}")
        self.seat = seat
        self.lang = words.check_lang(lang)
        self.states = [session.state]   # the last answer's state, then one per event since
        self.shown = False              # hot-seat: the person at the screen said who they are
        self.missed = {}                # hot-seat: per person away from the screen, the
        #                                 states since, told when the device comes to them
        self.tutor = None               # a guided game's notes (guide.Tutor)
        self.begun = False              # a new game: its first answer clears the page's words
        self._voices = {}

    @classmethod
    def new(cls, game: str, config: dict, seats, seed, lang: str = "en") -> Table:
        if not is_int(seed):
            raise ConfigError("seed must be an integer")
        table = cls(Session.new(game, config, seed), seats, lang=lang)
        if not table.humans:
            raise ConfigError("at least one seat must be a person")
        table.begun = True
        return table

    @classmethod
    def load(cls, record, seed, seats, seat=None, lang: str = "en") -> Table:
        """A table resumed from a saved record (docs/records.md), its seed and seats."""
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
        said = self.spec.words
        label = said.choice(self.state.preview(event), v)
        reason = said.reason(why, v)
        choice = [c["event"] for c in self.choices()].index(event)
        return {"event": event, "choice": choice, "label": label, "reason": reason,
                "marks": _two_taps(self.answer(news=False)["board"], choice),
                # the advice said whole per kind of move (not "Hint: " and the label)
                "text": words.sentences([said.choice(self.state.preview(event), v, "hint"),
                                         reason])}

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
        said = self.spec.words
        state = self.state
        # `said`: the label a screen reader hears on the card, cards in words ("the 4 of
        # diamonds", not "4♦"); `label` is what is seen (a hint)
        aloud = v.aloud()
        return [{"event": e, "label": said.choice(fact := state.preview(e), v),
                 "said": said.choice(fact, aloud)} for e in state.legal_events()]

    def log(self) -> list[str]:
        """The whole game's move log, as the seat on screen may know it; on a screen that
        is everyone's (`room`), as every seat may know it, in the room's words."""
        room = self.room()
        v = self.voice(room=room)
        said = self.spec.words
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
        room = self.room()
        if room:
            # Hot-seat, the cover between turns and the end of the game: the people share the
            # screen, so all of it, its news, score line (in seat order), announcement, board
            # and end-of-round panel, names each as the room calls them ("Player 1 played
            # 7♠", never the mover's "You played 7♠", which reached the next person) and
            # tells what every seat may know (news(None), the room's observation: not a card
            # the mover gave face down, nor the mover's closed hand). It is seen from the
            # seat's place: the news' cards move from where the seat's board showed them.
            out = compose(self.spec, self.state, self.seat, self.voice(room=True),
                          self.waiting(), [s.news(None) for s in states], [], True, room=True)
        else:
            out = compose(self.spec, self.state, self.seat, self.voice(), self.waiting(),
                          [s.news(self.seat) for s in states], self.choices(), self.hot_seat())
        handover = None
        if out["waiting"] == "handover":
            # The table is covered until the next person says who they are; the cover names
            # them as the room does, never "you".
            v = self.voice(room=True)
            handover = self.state.current_player()
            out["board"] = el("div", {"class": "handover", "id": "handover", "role": "dialog",
                                      "aria-modal": "true", "aria-labelledby": "handover-title"},
                              el("h2", {"id": "handover-title"}, v.t("handover.title")),
                              el("p", {}, v.of("handover.text", handover,
                                               n=len(self.humans) - 1)),
                              el("button", {"type": "button", "class": "primary",
                                            "id": "handover-ready", "data-do": "ready"},
                                 v.of("handover.ready", handover)))
            out["peek"] = None
        out.update(
            # the screen changes hands, or a new game begins: what was said before (the
            # live region, a hint's toast) goes
            fresh=room or self.begun,
            handover=handover,
            hot_seat=self.hot_seat(),
            can_undo=self.undo_index() is not None,
            can_hint=out["waiting"] == "you",
            decisions=sum(1 for e in self.session.record.events if "chance" not in e),
            outcome=self.outcome(),
        )
        self.begun = False
        if ahead and out["waiting"] == "you" and self.tutor is None:
            out["ahead"] = self.ahead(out["choices"])
        return out

    def outcome(self) -> dict | None:
        """At the end of a game against the computer, by one person or by partners (four
        at Xeri, people on one side): what it came to for them, for the page's statistics."""
        players = len(self.seats)
        if not self.state.is_finished() or len(self.humans) == players or len(
                {self.spec.side(h, players) for h in self.humans}) != 1:
            return None
        me = self.humans[0]
        levels = sorted({s["level"] for s in self.seats if s["kind"] == "ai"})
        return {"game": self.spec.name, "players": len(self.seats),
                "level": levels[0] if len(levels) == 1 else "mixed",
                "people": len(self.humans),     # two partners at this device: a row apart
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


def _two_taps(board, choice: int) -> list[str]:
    """The keys of the two nodes a choice made in two taps is drawn as (a card picked, then
    the node whose `acts` maps that pick to the choice: XIX's trade), for the hint to mark
    both; none for a choice of one tap (the page marks its `act`)."""
    found: dict[str, list] = {"picks": [], "keys": []}

    def walk(node, want: str) -> None:
        if not isinstance(node, list) or len(node) < 2 or not isinstance(node[1], dict):
            return
        attrs = node[1]
        if want == "acts":
            picks = [k for k, i in (attrs.get("acts") or {}).items() if i == choice]
            if picks:
                found["picks"] += picks
                found["keys"].append(attrs.get("key"))
        elif attrs.get("pick") in found["picks"]:
            found["keys"].append(attrs.get("key"))
        for kid in node[2:]:
            walk(kid, want)

    walk(board, "acts")
    walk(board, "pick")
    return [k for k in found["keys"] if k]
