"""What one Xeri player may see, and the English labels a UI shows.

A view is built by listing what the player knows: their own hand, the size of
every hand, the face-up pile, the stock's size, the captured counts and the
xeris (face up in the scoring piles), the V1 bottom card, the round's public
history and the scores so far. Nothing else of the state goes in.
"""

from __future__ import annotations

from ..cards import BY_CODE, CODES
from .state import (
    CAPTURE,
    JACK_XERI,
    LAY,
    OVER,
    PHASES,
    PLAY,
    XERI,
    XeriState,
    play_outcome,
)

# The lines of X12, in the order of records.md, with their UI labels.
SCORE_LINES = (
    ("cards", "Cards captured"),
    ("most_cards", "Most cards (3)"),
    ("honours", "Honours: A K Q J 10 (1 each)"),
    ("two_of_clubs", "2 of clubs (1)"),
    ("ten_of_diamonds", "10 of diamonds (1 more)"),
    ("xeris", "Xeris (10 each)"),
    ("jack_xeris", "Jack xeris ({} each)"),
    ("points", "Round points"),
)


def score_lines(round_result: dict, jack_points: int) -> list[dict]:
    """One finished round's X12 breakdown as table rows: a value per side and its points."""
    sides = round_result["sides"]
    rows = []
    for key, text in SCORE_LINES:
        values = [s[key] for s in sides]
        if key == "xeris":
            points = [10 * v for v in values]
        elif key == "jack_xeris":
            points = [jack_points * v for v in values]
        elif key == "cards":
            points = [0, 0]
        else:
            points = values
        rows.append({"key": key, "label": text.format(jack_points), "values": values,
                     "points": points})
    return rows


def _player(p: int) -> str:
    return f"Player {p}"


def _history_entry(entry: tuple, jack_points: int) -> dict:
    kind = entry[0]
    if kind == "cut":
        _, p, k = entry
        return {"type": "cut", "player": p, "cut": k, "text": f"{_player(p)} cuts {_n_cards(k)}"}
    if kind == "bottom":
        c = CODES[entry[1]]
        return {"type": "bottom", "card": c, "text": f"Bottom card shown: {c}"}
    if kind == "bottom_jack":
        c = CODES[entry[1]]
        return {"type": "bottom_jack", "card": c,
                "text": f"Bottom card {c} is a jack: it goes back 26th from the top"}
    if kind == "pile":
        cards = [CODES[c] for c in entry[1]]
        return {"type": "pile", "cards": cards, "text": "Pile dealt: " + " ".join(cards)}
    if kind == "failed_pile":
        cards = [CODES[c] for c in entry[1]]
        return {"type": "failed_pile", "cards": cards,
                "text": "Pile " + " ".join(cards) + " fails the check: back into the stock"}
    if kind == "reshuffle":
        return {"type": "reshuffle", "text": "The stock is reshuffled"}
    if kind == "deal":
        return {"type": "deal", "deal": entry[1], "text": f"Deal {entry[1]}"}
    if kind == "play":
        _, p, card, what, taken = entry
        c = CODES[card]
        text = f"{_player(p)} plays {c}"
        if what == XERI:
            text += " — xeri! (10 points)"
        elif what == JACK_XERI:
            text += f" — jack xeri! ({jack_points} points)"
        elif what == CAPTURE:
            text += f" and captures {_n_cards(taken)}"
        return {"type": "play", "player": p, "card": c, "captured": taken,
                "xeri": what == XERI, "jack_xeri": what == JACK_XERI, "text": text}
    if kind == "sweep":
        _, p, count = entry
        return {"type": "sweep", "player": p, "side": p & 1, "cards": count,
                "text": f"Last capture by {_player(p).lower()}: side {p & 1} takes "
                        f"the {_n_cards(count)} left"}
    return {"type": "round_end", "round": entry[1], "text": f"Round {entry[1]} is over"}


def _n_cards(n: int) -> str:
    return "1 card" if n == 1 else f"{n} cards"


def build_view(state: XeriState, player: int) -> dict:
    r = state.rules
    n = r.players
    phase = state._phase
    dealt = state._round > 0
    mover = state.current_player()
    view = {
        "game": "xeri",
        "player": player,
        "side": player & 1,
        "players": n,
        "config": {"players": n, "rounds": r.rounds, "variants": dict(r.config["variants"])},
        "phase": PHASES[phase],
        "chance": state.chance_kind(),
        "round": state._round,
        "deal": state._deal,
        "target": state._target,
        "dealer": state._dealer if state._dealer >= 0 else None,
        "cutter": state.cutter() if state._dealer >= 0 else None,
        "turn": mover,
        "hand": [CODES[c] for c in sorted(state._hands[player])],
        "hand_counts": [len(h) for h in state._hands],
        "pile": [CODES[c] for c in state._pile],
        "pile_size": len(state._pile),
        "stock": len(state._stock),
        "bottom_card": CODES[state._bottom] if state._bottom >= 0 else None,
        "sides": [{
            "players": [p for p in range(n) if p & 1 == side],
            "captured": len(state._captured[side]) if dealt else 0,
            "xeris": [{"player": p, "card": CODES[c], "jack": j,
                       "points": r.jack_points if j else 10}
                      for p, c, j in state._xeris if p & 1 == side],
        } for side in (0, 1)],
        "last_capture": state._last if state._last >= 0 else None,
        "history": [_history_entry(e, r.jack_points) for e in state.history()],
        "rounds": [{"round": i + 1, "dealer": rr["dealer"], "winner": rr["winner"],
                    "sides": [dict(s) for s in rr["sides"]],
                    "lines": score_lines(rr, r.jack_points)}
                   for i, rr in enumerate(state._rounds)],
        "round_wins": list(state._wins),
        "totals": list(state._totals),
        "finished": phase == OVER,
        "winner": state._winner,
        "legal": ([{"event": e, "label": event_label(state, e)} for e in state.legal_events()]
                  if mover == player else []),
    }
    return view


def event_label(state: XeriState, event) -> str:
    """A short English label for an event, e.g. `Play 7H — captures 3 cards`."""
    if not isinstance(event, dict):
        return "?"
    chance = event.get("chance")
    if chance == "first_dealer":
        return f"First dealer: player {event.get('player')}"
    if chance == "shuffle":
        return "Shuffle the deck"
    if chance == "reshuffle":
        return "Reshuffle the stock"
    if "cut" in event:
        k = event["cut"]
        return f"Cut {k} cards" if k != 1 else "Cut 1 card"
    card = BY_CODE.get(event.get("play")) if isinstance(event.get("play"), str) else None
    if card is None:
        return "?"
    code = CODES[card]
    if state._phase != PLAY:
        return f"Play {code}"
    what, taken = play_outcome(state, card)
    if what == LAY:
        return f"Play {code}" if state._pile else f"Play {code} — starts a new pile"
    if what == XERI:
        return f"Play {code} — xeri! (10 points)"
    if what == JACK_XERI:
        return f"Play {code} — jack xeri! ({state.rules.jack_points} points)"
    return f"Play {code} — captures {_n_cards(taken)}"



def event_facts(state: XeriState, event) -> dict:
    """What an event does, as data for labels in any language (pygame_core/words.py):
    `{"kind": "cut", "n": 3}`, `{"kind": "play", "card": "7H", "outcome": "capture", "n": 3}`
    (outcome lay, new_pile, capture, xeri or jack_xeri, with `points` for a xeri)."""
    if not isinstance(event, dict):
        return {"kind": "unknown"}
    chance = event.get("chance")
    if chance == "first_dealer":
        return {"kind": "first_dealer", "player": event.get("player")}
    if chance in ("shuffle", "reshuffle"):
        return {"kind": chance}
    if "cut" in event:
        return {"kind": "cut", "n": event["cut"]}
    card = BY_CODE.get(event.get("play")) if isinstance(event.get("play"), str) else None
    if card is None:
        return {"kind": "unknown"}
    out = {"kind": "play", "card": CODES[card], "outcome": "lay"}
    if state._phase != PLAY:
        return out
    what, taken = play_outcome(state, card)
    if what == LAY:
        out["outcome"] = "lay" if state._pile else "new_pile"
    elif what == XERI:
        out.update(outcome="xeri", points=10)
    elif what == JACK_XERI:
        out.update(outcome="jack_xeri", points=state.rules.jack_points)
    else:
        out.update(outcome="capture", n=taken)
    return out
