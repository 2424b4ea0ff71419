"""The table the page plays at: a live game with seats, for people and the computer.

A seat is `{"kind": "human"}` (a person at this device) or
`{"kind": "ai", "level": "easy" | "medium" | "hard"}`. With two or more human
seats the game is hot-seat: the page shows one seat at a time and hides the
hands between turns.

The page drives the table one step at a time: `play` applies a person's
decision (validated against the rules), `step` makes the computer's next
decision so the page can animate and pace each one, `undo` takes back the
person's last decision against the computer (the record is replayed without its
tail; chance events and the computer's choices come from the seed and the
event index, so they repeat). Every answer is a `snapshot`: the view for the
seat on screen, the decisions it may take with their labels, the events since
the last answer with what they did (played, captured, xeri), the move log, the
result and the record for saving.
"""

from __future__ import annotations

from . import words
from .bridge import op
from .errors import ConfigError, GameError, IllegalMoveError
from .records import Record
from .rng import derive_seed
from .session import Session

LEVELS = ("easy", "medium", "hard")

# The language of labels, the move log and hints (words.py); every op that answers
# with words takes an optional `lang` and keeps it for the next answers.
_lang = "en"


def _set_lang(lang) -> None:
    global _lang
    if lang is None:
        return
    if lang not in words.LANGS:
        raise ConfigError(f"unknown language {lang!r} (en or el)")
    _lang = lang


def _label(state, event: dict) -> str:
    return words.label(state.game, state.facts(event), _lang)


def _check_seats(game: str, config: dict, seats) -> list[dict]:
    players = config.get("players", 2) if game == "xeri" else 2
    if not isinstance(seats, list) or len(seats) != players:
        raise ConfigError(f"{game} with {players} players needs {players} seats")
    out = []
    for i, seat in enumerate(seats):
        kind = seat.get("kind") if isinstance(seat, dict) else None
        if kind == "human":
            out.append({"kind": "human"})
        elif kind == "ai":
            level = seat.get("level", "easy")
            if level not in LEVELS:
                raise ConfigError(f"seat {i}: unknown level {level!r}")
            out.append({"kind": "ai", "level": level})
        else:
            raise ConfigError(f"seat {i}: kind must be 'human' or 'ai'")
    if not any(s["kind"] == "human" for s in out):
        raise ConfigError("at least one seat must be a person")
    return out


class Table:
    def __init__(self, session: Session, seats: list[dict], seat: int | None = None):
        self.session = session
        self.seats = seats
        self.humans = [i for i, s in enumerate(seats) if s["kind"] == "human"]
        turn = session.state.current_player()
        if seat is None:
            seat = turn if turn in self.humans else self.humans[0]
        self.seat = seat
        self._fresh: list[dict] = []
        self._rebuild_log()

    # --- making and restoring -----------------------------------------------
    @classmethod
    def new(cls, game: str, config: dict, seats, seed: int) -> Table:
        if not isinstance(seed, int) or isinstance(seed, bool):
            raise ConfigError("seed must be an integer")
        seats = _check_seats(game, config, seats)
        return cls(Session.new(game, config, seed), seats)

    @classmethod
    def load(cls, record: dict, seed: int, seats, seat: int | None = None) -> Table:
        """A table resumed from a saved record (records.md), its seed and seats."""
        from .records import from_json

        rec = from_json(record)
        seats = _check_seats(rec.game, rec.config, seats)
        session = Session(rec, seed)
        session.settle()
        humans = [i for i, s in enumerate(seats) if s["kind"] == "human"]
        if seat is not None and seat not in humans:
            raise ConfigError(f"seat {seat} is not a person's seat")
        return cls(session, seats, seat)

    # --- what the page asks -------------------------------------------------
    @property
    def state(self):
        return self.session.state

    def turn(self) -> int | None:
        return self.state.current_player()

    def hot_seat(self) -> bool:
        return len(self.humans) > 1

    def play(self, event: dict) -> None:
        """A person's decision; raises IllegalMoveError and changes nothing if not legal."""
        turn = self.turn()
        if turn is None:
            raise IllegalMoveError("no decision is due")
        if self.seats[turn]["kind"] != "human":
            raise IllegalMoveError(f"it is the computer's turn (player {turn})")
        if turn != self.seat:
            raise IllegalMoveError(f"it is player {turn}'s turn, not {self.seat}'s")
        if not isinstance(event, dict) or event.get("player") != turn:
            raise IllegalMoveError(f"event must be a decision of player {turn}")
        self.state.verify(event)
        self._apply(event)

    def step(self) -> None:
        """The computer's next decision."""
        turn = self.turn()
        if turn is None or self.seats[turn]["kind"] != "ai":
            raise IllegalMoveError("no computer decision is due")
        self._apply(self.ai_event(turn))

    def _apply(self, event: dict) -> None:
        """Apply a decision and the chance events it brings; note what each one did."""
        from .effects import describe

        start = len(self.session.record.events)
        state = self.state
        self.session.apply(event)
        for ev in self.session.record.events[start:]:
            after = state.apply(ev)
            if "chance" not in ev:
                self._log.append({"player": ev["player"], "event": ev,
                                  "facts": state.facts(ev)})
            self._fresh.append(describe(state, after, ev, self.seat))
            state = after

    def ai_event(self, player: int) -> dict:
        from . import ai

        level = self.seats[player]["level"]
        seed = derive_seed(self.session.seed, "ai", len(self.session.record.events))
        return ai.suggest(self.state, player, level, seed)

    def hint(self) -> dict:
        """The hard level's choice for the seat on screen, with a one-line reason."""
        from . import ai

        turn = self.turn()
        if turn is None or turn != self.seat:
            raise IllegalMoveError("no decision of yours is due")
        seed = derive_seed(self.session.seed, "hint", len(self.session.record.events))
        found = ai.hint(self.state, turn, seed)
        why = found.pop("why")
        text = words.reason(why, _lang, signs=True)
        return {**found, "reason": text[0].upper() + text[1:],
                "label": _label(self.state, found["event"])}

    def show(self, seat: int) -> None:
        """Hand the device to another person (hot-seat): only to the player to move."""
        if seat not in self.humans:
            raise IllegalMoveError(f"seat {seat} is not a person's seat")
        if seat != self.turn() and seat != self.seat:
            raise IllegalMoveError(f"it is not player {seat}'s turn")
        self.seat = seat

    def undo_index(self) -> int | None:
        """Where the record is cut to take back the last decision of the seat on screen."""
        if self.hot_seat():
            return None
        events = self.session.record.events
        for i in range(len(events) - 1, -1, -1):
            if events[i].get("player") == self.seat and "chance" not in events[i]:
                return i
        return None

    def undo(self) -> None:
        index = self.undo_index()
        if index is None:
            raise IllegalMoveError("nothing to undo")
        rec = self.session.record
        self.session = Session(Record(rec.game, rec.config, rec.events[:index]),
                               self.session.seed)
        self._rebuild_log()
        self._fresh = []

    def _rebuild_log(self) -> None:
        self._log = []
        rec = self.session.record
        state = rec.initial_state()
        for ev in rec.events:
            if "chance" not in ev:
                self._log.append({"player": ev["player"], "event": ev,
                                  "facts": state.facts(ev)})
            state = state.apply(ev)

    # --- the answer ---------------------------------------------------------
    def snapshot(self) -> dict:
        state = self.state
        turn = self.turn()
        fresh, self._fresh = self._fresh, []
        mine = turn is not None and turn == self.seat and not state.is_finished()
        choices = []
        if mine:
            choices = [{"event": e, "label": _label(state, e)} for e in state.legal_events()]
        if state.is_finished():
            waiting = "finished"
        elif turn is None:
            waiting = "chance"
        elif self.seats[turn]["kind"] == "ai":
            waiting = "computer"
        elif turn != self.seat:
            waiting = "handover"
        else:
            waiting = "you"
        return {
            "game": self.session.record.game,
            "config": self.session.record.config,
            "seats": self.seats,
            "seat": self.seat,
            "turn": turn,
            "waiting": waiting,
            "hot_seat": self.hot_seat(),
            "view": state.view(self.seat),
            "choices": choices,
            "fresh": fresh,
            "log": [{"player": entry["player"], "event": entry["event"],
                     "label": words.label(state.game, entry["facts"], _lang)}
                    for entry in self._log],
            "lang": _lang,
            "result": state.result(),
            "can_undo": self.undo_index() is not None,
            "decisions": sum(1 for e in self.session.record.events if "chance" not in e),
        }

    def saved(self) -> dict:
        """What resumes this game: the record, the seed and the seats (kept out of
        snapshots, which hold only what the seat on screen may see)."""
        return {"record": self.session.record.to_json(), "seed": self.session.seed,
                "seats": self.seats, "seat": self.seat}


# --- the bridge ops (one live table per worker) ------------------------------
_table: Table | None = None


def _current() -> Table:
    if _table is None:
        raise GameError("no game on the table")
    return _table


@op("table_new")
def table_new(game, seats, seed, config=None, lang=None) -> dict:
    global _table
    _set_lang(lang)
    _table = Table.new(game, config or {}, seats, seed)
    return _table.snapshot()


@op("table_load")
def table_load(record, seed, seats, seat=None, lang=None) -> dict:
    """Resume a saved game from its record, seed and seats."""
    global _table
    _set_lang(lang)
    _table = Table.load(record, seed, seats, seat)
    return _table.snapshot()


@op("table_play")
def table_play(event, lang=None) -> dict:
    _set_lang(lang)
    table = _current()
    table.play(event)
    return table.snapshot()


@op("table_step")
def table_step(lang=None) -> dict:
    _set_lang(lang)
    table = _current()
    table.step()
    return table.snapshot()


@op("table_undo")
def table_undo(lang=None) -> dict:
    _set_lang(lang)
    table = _current()
    table.undo()
    return table.snapshot()


@op("table_show")
def table_show(seat, lang=None) -> dict:
    _set_lang(lang)
    table = _current()
    table.show(seat)
    return table.snapshot()


@op("table_hint")
def table_hint(lang=None) -> dict:
    _set_lang(lang)
    return _current().hint()


@op("table_saved")
def table_saved() -> dict:
    return _current().saved()


@op("table_snapshot")
def table_snapshot(lang=None) -> dict:
    _set_lang(lang)
    return _current().snapshot()
