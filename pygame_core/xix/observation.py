"""What a player of XIX may know, built by listing it.

An observation lists: the seat's own closed hand, both open hands, the other
closed hand as a count (and the cards in it this seat has traced there), the
trick, the strike row with face-down cards shown only to the player who put
them there (N8), strikes, stakes, scores, the draft offer, the last trick and
the public history as this seat may know it. The card set aside (N1) is never
in it.

This module reads the state it is given and imports only the rules, so that the
state can call it without an import circle.
"""

from __future__ import annotations

from .rules import (
    ABANDON,
    DEALT,
    DECIDE,
    DRAFT,
    DRAFT_BASE,
    OVER,
    PHASE_NAMES,
    PLAY,
    RAISE,
    ROW_SIZE,
    STAKES,
    TRADE,
    TRADE_BASE,
    cards_of,
    hand_name,
)


def fact(entry: tuple, seat: int | None) -> dict:
    """One history entry as `seat` may know it (None: as both may)."""
    kind = entry[0]
    if kind == "play":
        _, p, card, from_open = entry
        return {"kind": "play", "player": p, "card": card, "hand": hand_name(from_open)}
    if kind == "trick":
        _, taker, loser, stakes = entry
        return {"kind": "trick", "player": taker, "loser": loser, "stakes": stakes}
    if kind == "decision":
        _, p, raised, stakes = entry
        return {"kind": "raise" if raised else "abandon", "player": p, "stakes": stakes}
    if kind == "forced_abandon":
        return {"kind": kind, "player": entry[1]}
    if kind == "exchange":
        _, winner, points, strikes, scores = entry
        return {"kind": kind, "player": winner, "points": points, "strikes": list(strikes),
                "scores": list(scores)}
    if kind == "draft":
        return {"kind": kind, "player": entry[1], "card": entry[2]}
    if kind == "first_leader":
        return {"kind": kind, "player": entry[1]}
    if kind == "game_over":
        return {"kind": kind, "player": entry[1], "end": entry[2]}
    if kind == "shuffle":
        return {"kind": kind}
    # N8: a card given from a closed hand goes face down, seen by its giver only;
    # a face-down strike card taken is known to the taker and to whoever put it there
    # (to both seats, seat None, when the other put it there).
    _, p, give, from_open, take, taken, up, by = entry
    both = seat is None and by == 1 - p
    return {"kind": "trade", "player": p, "give": give if (p == seat or from_open) else None,
            "hand": hand_name(from_open), "position": take,
            "taken": taken if (p == seat or up or by == seat or both) else None,
            "taken_face_up": up, "lands_face_up": from_open}


def _last_trick(history: list[tuple]) -> dict | None:
    """The last complete trick: its two cards, who took it and who got the strike."""
    for i in range(len(history) - 1, 1, -1):
        if history[i][0] == "trick":
            plays = [{"player": p, "card": c, "hand": hand_name(o)}
                     for _, p, c, o in history[i - 2:i]]
            return {"cards": plays, "taken_by": history[i][1], "strike": history[i][2]}
    return None


def observe(s, seat: int, room: bool = False) -> dict:
    """What `seat` may know; `room`: what both may know (no closed hand, no face-down
    card), from `seat`'s place."""
    knows = None if room else seat
    hands = []
    for p in (0, 1):
        hands.append({
            "closed": cards_of(s._closed[p]) if p == knows else None,
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
        trick.append({"player": s._leader, "card": s._lead, "hand": hand_name(s._lead_from_open)})
    row = []
    for i in range(ROW_SIZE):
        up, by = s._row_up[i], s._row_by[i]
        row.append({
            "position": i,
            "face_up": up,
            "card": s._row[i] if (up or by == knows) else None,
            "placed_by": None if by == DEALT else by,
            "toward": s._slid[i] if i < len(s._slid) else None,
        })
    history = s.history()
    started = s._phase > 1
    return {
        "game": "xix",
        "player": seat,
        "phase": PHASE_NAMES[s._phase],
        "turn": s.current_player(),
        "hands": hands,
        "trick": {"leader": s._leader if started and s._phase != OVER else None, "cards": trick},
        "row": row,
        "strikes": s._strikes[:],
        "stakes": s.stakes(),
        "scores": s._scores[:],
        # The exchange being played, or the one whose draft and trade follow.
        "exchange": len(s._exchanges) + (s._phase in (PLAY, DECIDE)),
        "offer": cards_of(s._offer) if s._phase in (DRAFT, TRADE) else [],
        "exchanges": s.result()["exchanges"],
        "last_trick": _last_trick(history),
        "history": [fact(e, knows) for e in history],
        "finished": s._phase == OVER,
        "winner": s._winner,
        "end": s._end,
        "legal": s.legal_events() if not room and s._turn == seat else [],
    }


def preview(s, action: int) -> dict:
    """What a legal decision (an action code) would do, as its player knows it now."""
    p = s._turn
    if action < RAISE:
        return {"kind": "play", "player": p, "card": action,
                "hand": hand_name(s._open[p] >> action & 1)}
    now = s.stakes()
    if action == RAISE:
        # N5: the next strike raises the stakes one step up the ladder.
        total = s._strikes[0] + s._strikes[1]
        return {"kind": "raise", "player": p, "stakes": now,
                "next": STAKES[min(total + 1, len(STAKES) - 1)]}
    if action == ABANDON:
        return {"kind": "abandon", "player": p, "stakes": now}
    if action < TRADE_BASE:
        return {"kind": "draft", "player": p, "card": action - DRAFT_BASE}
    give, take = divmod(action - TRADE_BASE, ROW_SIZE)
    give += 1
    from_open = bool(s._open[p] >> give & 1)
    out = {"kind": "trade", "player": p, "give": give, "hand": hand_name(from_open),
           "lands_face_up": from_open, "position": take, "slot": "hidden", "slot_card": None}
    if s._row_up[take]:
        out.update(slot="face_up", slot_card=s._row[take])
    elif s._row_by[take] == p:
        out.update(slot="yours", slot_card=s._row[take])
    return out

