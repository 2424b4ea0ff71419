"""What one Xeri player may know, built by listing it.

An observation lists: the seat's own hand, the size of every hand, the face-up
pile, the stock's size, the captured counts and the xeris (face up in the scoring
piles), the V1 bottom card, the last capture, the round's public history and the
scores so far. Nothing else of the state goes in. Everything in Xeri's history is
public, so a fact (one history entry as data) reads the same for every seat.

This module reads the state it is given and imports only the rules, so that the
state can call it without an import circle.
"""

from __future__ import annotations

from .cards import BY_CODE, CODES
from .rules import JACK_XERI, LAY, OUTCOMES, OVER, PHASES, XERI, XERI_POINTS

# The lines of X12, in the order of docs/records.md.
SCORE_LINES = ("cards", "most_cards", "honours", "two_of_clubs", "ten_of_diamonds", "xeris",
               "jack_xeris", "points")


def score_lines(sides: list[dict], jack_points: int) -> list[dict]:
    """One finished round's X12 breakdown as rows: a value per side and the points it gave."""
    rows = []
    for key in SCORE_LINES:
        values = [s[key] for s in sides]
        if key == "xeris":
            points = [XERI_POINTS * v for v in values]
        elif key == "jack_xeris":
            points = [jack_points * v for v in values]
        elif key == "cards":
            points = [0, 0]
        else:
            points = values
        rows.append({"key": key, "values": values, "points": points})
    return rows


def _play(entry: tuple, jack_points: int | None = None) -> dict:
    _, p, card, what, taken = entry
    out = {"kind": "play", "player": p, "card": CODES[card], "outcome": OUTCOMES[what],
           "taken": taken}
    if what == XERI:
        out["points"] = XERI_POINTS
    elif what == JACK_XERI:
        out["points"] = jack_points
    return out


def fact(entry: tuple, jack_points: int = 20) -> dict:
    """One history entry (the state's tuple) as a fact."""
    kind = entry[0]
    if kind == "play":
        return _play(entry, jack_points)
    if kind == "cut":
        return {"kind": "cut", "player": entry[1], "n": entry[2]}
    if kind in ("bottom", "bottom_jack"):
        return {"kind": kind, "card": CODES[entry[1]]}
    if kind in ("pile", "failed_pile"):
        return {"kind": kind, "cards": [CODES[c] for c in entry[1]]}
    if kind == "first_dealer":
        return {"kind": kind, "player": entry[1]}
    if kind == "shuffle":
        return {"kind": kind, "round": entry[1]}
    if kind == "deal":
        return {"kind": kind, "deal": entry[1]}
    if kind == "sweep":
        return {"kind": kind, "player": entry[1], "n": entry[2]}
    if kind == "round_end":
        _, number, winner, points, over = entry
        return {"kind": kind, "round": number, "winner": winner, "points": list(points),
                "over": over}
    return {"kind": kind}


def observe(state, seat: int, room: bool = False) -> dict:
    """What `seat` may know; `room`: what every seat may know (no hand: None), from
    `seat`'s place."""
    r = state._r
    n = r.players
    phase = state._phase
    dealt = state._round > 0
    mover = state.current_player()
    entries = state.history()
    history = [fact(e, r.jack_points) for e in entries]
    return {
        "game": "xeri",
        "player": seat,
        "side": seat & 1,
        "players": n,
        "config": r.config,
        "phase": PHASES[phase],
        "chance": state.chance_kind(),
        "round": state._round,
        "deal": state._deal,
        "target": state._target,
        "dealer": state._dealer if state._dealer >= 0 else None,
        "cutter": state.cutter() if state._dealer >= 0 else None,
        "turn": mover,
        "hand": None if room else [CODES[c] for c in sorted(state._hands[seat])],
        "hand_counts": [len(h) for h in state._hands],
        "pile": [CODES[c] for c in state._pile],
        "stock": len(state._stock),
        "bottom_card": CODES[state._bottom] if state._bottom >= 0 else None,
        "sides": [{
            "players": [p for p in range(n) if p & 1 == side],
            "captured": len(state._captured[side]) if dealt else 0,
            "xeris": [{"player": p, "card": CODES[c], "jack": j,
                       "points": r.jack_points if j else XERI_POINTS}
                      for p, c, j in state._xeris if p & 1 == side],
        } for side in (0, 1)],
        "last_capture": _last_capture(entries),
        "history": history,
        "rounds": [{"round": i + 1, "dealer": rr["dealer"], "winner": rr["winner"],
                    "sides": [dict(s) for s in rr["sides"]],
                    "lines": score_lines(rr["sides"], r.jack_points)}
                   for i, rr in enumerate(state._rounds)],
        "round_wins": list(state._wins),
        "totals": list(state._totals),
        "finished": phase == OVER,
        "winner": state._winner,
        "legal": state.legal_events() if mover == seat and not room else [],
    }


def _last_capture(entries: list[tuple]) -> dict | None:
    """The round's last capture and the cards it took, the played card last. The pile it
    took lay face up, so every seat saw each of them (the X5 pile, then each lay)."""
    pile: list[int] = []
    last = None
    for entry in entries:
        if entry[0] == "pile":
            pile = list(entry[1])
        elif entry[0] == "play":
            if entry[3] == LAY:
                pile.append(entry[2])
            else:
                last = {"player": entry[1], "side": entry[1] & 1, "card": CODES[entry[2]],
                        "outcome": OUTCOMES[entry[3]], "cards": [CODES[c] for c in pile]
                        + [CODES[entry[2]]]}
                pile = []
    return last


def preview(state, event: dict) -> dict:
    """What a legal decision would do (the player knows the pile and their own card)."""
    if "cut" in event:
        return {"kind": "cut", "player": event["player"], "n": event["cut"]}
    card = BY_CODE[event["play"]]
    what, taken = state._outcome(card)
    out = _play(("play", event["player"], card, what, taken), state._r.jack_points)
    if what == LAY and not state._pile:
        out["outcome"] = "new_pile"
    return out

