"""What a player of XIX may know, built by listing it, and labels for decisions.

A view is a pure function of what the player may know (records.md `view`):
their own closed hand, both open hands, the opponent's closed hand as a count
(and the cards in it this player has traced there),
the trick, the strike row with face-down cards shown only to the player who
put them there (N8), strikes, stakes, scores, the draft offer, the public
history and, when it is their turn, the legal decisions with labels. The card
set aside (N1) is never in it.
"""

from __future__ import annotations

from ..errors import GameError
from .state import (
    DEALT,
    DECIDE,
    DRAFT_BASE,
    OVER,
    PHASE_NAMES,
    PLAY,
    RAISE,
    ROW_SIZE,
    STAKES,
    TRADE_BASE,
    XixState,
    cards_of,
)


def _hand(open_: bool) -> str:
    return "open" if open_ else "closed"


def _history(s: XixState) -> list[tuple]:
    out = []
    node = s._log
    while node is not None:
        node, entry = node
        out.append(entry)
    out.reverse()
    return out


def _public(entry: tuple, player: int) -> dict:
    """One history entry as `player` may know it."""
    kind = entry[0]
    if kind == "shuffle":
        return {"chance": "shuffle"}
    if kind == "first_leader":
        return {"chance": "first_leader", "player": entry[1]}
    if kind == "play":
        _, p, card, from_open = entry
        return {"player": p, "play": card, "from": _hand(from_open)}
    if kind == "trick":
        return {"trick": {"taken_by": entry[1], "strike": entry[2]}}
    if kind == "decision":
        return {"player": entry[1], "decision": "raise" if entry[2] else "abandon"}
    if kind == "forced_abandon":
        return {"forced_abandon": entry[1]}
    if kind == "exchange":
        _, w, points, strikes = entry
        return {"exchange": {"winner": w, "points": points, "strikes": list(strikes)}}
    if kind == "draft":
        return {"player": entry[1], "draft": entry[2]}
    # N8: a card given from a closed hand goes face down, seen by its giver only;
    # a face-down strike card taken is known to the taker and to whoever put it there.
    _, p, give, from_open, take, taken, up, by = entry
    return {"player": p, "trade": {
        "give": give if (p == player or from_open) else None,
        "from": _hand(from_open),
        "take": take,
        "taken": taken if (p == player or up or by == player) else None,
        "taken_face_up": up,
    }}


def _last_trick(history: list[tuple]) -> dict | None:
    """The last complete trick: its two cards, who took it and who got the strike."""
    for i in range(len(history) - 1, 1, -1):
        if history[i][0] == "trick":
            plays = [{"player": p, "card": c, "from": _hand(o)}
                     for _, p, c, o in history[i - 2:i]]
            return {"cards": plays, "taken_by": history[i][1], "strike": history[i][2]}
    return None


def view(s: XixState, player) -> dict:
    if type(player) is not int or player not in (0, 1):
        raise GameError(f"player must be 0 or 1, not {player!r}")
    hands = []
    for p in (0, 1):
        hands.append({
            "closed": cards_of(s._closed[p]) if p == player else None,
            "closed_count": s._closed[p].bit_count(),
            # Closed cards the other player knows: taken from where they put them
            # face down (N8), not played since, no closed card given since.
            "closed_known_to_other": cards_of(s._traced[p]),
            "open": cards_of(s._open[p]),
            "strikes": s._strikes[p],
            "score": s._scores[p],
        })
    trick = []
    if s._lead:
        trick.append({"player": s._leader, "card": s._lead, "from": _hand(s._lead_from_open)})
    row = []
    for i in range(ROW_SIZE):
        up, by = s._row_up[i], s._row_by[i]
        row.append({
            "position": i,
            "face_up": up,
            "card": s._row[i] if (up or by == player) else None,
            "placed_by": None if by == DEALT else by,
            "toward": s._slid[i] if i < len(s._slid) else None,
        })
    history = _history(s)
    started = s._phase > 1
    out = {
        "game": "xix",
        "player": player,
        "phase": PHASE_NAMES[s._phase],
        "to_move": s.current_player(),
        "hands": hands,
        "trick": {"leader": s._leader if started and s._phase != OVER else None, "cards": trick},
        "row": row,
        "strikes": s._strikes[:],
        "stakes": s.stakes(),
        "scores": s._scores[:],
        # The exchange being played, or the one whose draft and trade follow.
        "exchange": len(s._exchanges) + (s._phase in (PLAY, DECIDE)),
        "offer": cards_of(s._offer) if s._phase in (4, 5) else [],
        "exchanges": s.result()["exchanges"],
        "last_trick": _last_trick(history),
        "log": [_public(e, player) for e in history],
        "finished": s._phase == OVER,
        "winner": s._winner,
        "end": s._end,
        "legal": [],
    }
    if s._turn == player:
        out["legal"] = [{"event": s.event_of(a), "label": _label(s, a)} for a in s.actions()]
    return out


def label(s: XixState, event: dict) -> str:
    kind, value = s._action(event)
    if kind == "shuffle":
        return "Shuffle and deal"
    if kind == "first_leader":
        return f"Player {value} leads first"
    return _label(s, value)


def _label(s: XixState, action: int) -> str:
    p = s._turn
    if 1 <= action <= 18:
        return f"Play {action} ({_hand(s._open[p] >> action & 1)} hand)"
    if action == RAISE:
        return "Raise the stakes and play on"
    if action <= DRAFT_BASE:
        points = STAKES[s._strikes[0] + s._strikes[1]]
        return f"Abandon the exchange (opponent scores {points})"
    if action < TRADE_BASE:
        return f"Take {action - DRAFT_BASE}"
    give, take = divmod(action - TRADE_BASE, ROW_SIZE)
    give += 1
    from_open = s._open[p] >> give & 1
    lands = "face up" if from_open else "face down"
    if s._row_up[take]:
        slot = f"the face-up {s._row[take]}"
    elif s._row_by[take] == p:
        slot = f"your face-down {s._row[take]}"
    else:
        slot = "a face-down card"
    return (f"Give {give} ({_hand(from_open)} hand, goes {lands}) "
            f"for {slot} at position {take}")


def facts(s: XixState, event: dict) -> dict:
    """What an event does, as data for labels in any language (pygame_core/words.py);
    `label` says the same in English."""
    kind, value = s._action(event)
    if kind == "shuffle":
        return {"kind": "shuffle_deal"}
    if kind == "first_leader":
        return {"kind": "first_leader", "player": value}
    p = s._turn
    if 1 <= value <= 18:
        return {"kind": "play", "card": value, "hand": _hand(s._open[p] >> value & 1)}
    if value == RAISE:
        return {"kind": "raise"}
    if value <= DRAFT_BASE:
        return {"kind": "abandon", "points": STAKES[s._strikes[0] + s._strikes[1]]}
    if value < TRADE_BASE:
        return {"kind": "draft", "card": value - DRAFT_BASE}
    give, take = divmod(value - TRADE_BASE, ROW_SIZE)
    give += 1
    from_open = s._open[p] >> give & 1
    out = {"kind": "trade", "give": give, "hand": _hand(from_open),
           "lands_face_up": bool(from_open), "position": take, "slot": "hidden", "slot_card": None}
    if s._row_up[take]:
        out.update(slot="face_up", slot_card=s._row[take])
    elif s._row_by[take] == p:
        out.update(slot="yours", slot_card=s._row[take])
    return out
