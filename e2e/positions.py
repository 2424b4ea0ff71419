"""Games reached in CPython with the engine itself, so that a browser test can start at
the screen it checks instead of clicking its way there.

reach(game, players, phase, seed) -> Record: random legal decisions (the project's rng)
    up to seat 0's first decision in `phase` ("cut" for Xeri's cut; None: any).
played(game, config, seed) -> Record: a whole game of random legal decisions.
before_last(session, seed, ended) -> dict: random decisions until `ended(state)`, the record
    cut before seat 0's latest decision.
near_end(game, players, seed, rounds=1, of_round=None, seats=None) -> dict: the page's
    stored "game" document (web/app/storage.js) of a new, counted game against the
    computer, seat 0 to make its last decision (of the game, or of Xeri's round
    `of_round`): resumed, one click ends it.
document(record, seed, level="easy", seats=None) -> dict: a record (JSON) as that
    document, seat 0 the person, the others the computer ("game" or "replaced"); or the
    `seats` given (people at one device, by name).
resume_near_end(page, url, **near_end's options): that game stored as the page stores a
    game, then the app opened on it: resumed.
"""

from __future__ import annotations

import json

from stored import store

from pygame_core import games
from pygame_core.rng import Rng
from pygame_core.session import Session


def _config(game: str, players: int, rounds: int = 1) -> dict:
    spec = games.get(game)
    return spec.config(players, {"rounds": rounds}) if game == "xeri" else {}


def reach(game: str, players: int = 2, phase: str | None = None, seed: int = 5):
    session, rng = Session.new(game, _config(game, players), seed), Rng(seed)

    def due() -> bool:     # Xeri's "cut": a cut is the seat's decision
        if phase == "cut":
            return "cut" in session.state.legal_events()[0]
        return phase in (None, getattr(session.state, "phase", None))

    while not (session.state.current_player() == 0 and due()):
        legal = session.state.legal_events()
        session.apply(legal[rng.below(len(legal))])
    return session.record


def played(game: str, config: dict, seed: int):
    session, rng = Session.new(game, config, seed), Rng(seed)
    while not session.state.is_finished():
        legal = session.state.legal_events()
        session.apply(legal[rng.below(len(legal))])
    return session.record


def before_last(session: Session, seed: int, ended) -> dict:
    """The record (JSON) of random legal decisions from `session` until `ended(state)`, cut
    before seat 0's latest decision."""
    rng, last = Rng(seed), None      # the number of events before seat 0's latest decision
    while not ended(session.state):
        if session.state.current_player() == 0:
            last = len(session.record.events)
        legal = session.state.legal_events()
        session.apply(legal[rng.below(len(legal))])
    record = session.record.to_json()
    record["events"] = record["events"][:last]
    return record


def near_end(game: str = "xeri", players: int = 2, seed: int = 11, level: str = "easy",
             rounds: int = 1, of_round: int | None = None, seats: list | None = None) -> dict:
    def ended(state) -> bool:     # the game, or Xeri's round `of_round`
        return state.is_finished() or bool(of_round) and len(state.result()["rounds"]) >= of_round

    record = before_last(Session.new(game, _config(game, players, rounds), seed), seed, ended)
    return document(record, seed, level, seats)


def document(record: dict, seed: int, level: str = "easy", seats: list | None = None) -> dict:
    """`seats` given: the table's seats as they are (a hot-seat table's people by name)."""
    players = record["config"].get("players", 2)
    seats = seats or [{"kind": "human"}] + [{"kind": "ai", "level": level}] * (players - 1)
    return {"format": 1, "table": {"record": record, "seed": seed, "seats": seats, "seat": 0},
            "counted": False}


def resume_near_end(page, url: str, **options) -> None:
    page.goto(f"{url}favicon.svg")      # the site's origin, before the page boots: one boot
    store(page, "game", json.dumps(near_end(**options)))
    page.goto(f"{url}?pace=instant")
    page.wait_for_selector("html[data-resumed=true]", state="attached", timeout=90_000)
    page.wait_for_selector("html[data-busy=false][data-waiting=you]", state="attached",
                           timeout=60_000)
