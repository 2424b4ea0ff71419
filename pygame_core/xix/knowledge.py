"""What one XIX player knows at a decision: `XixInfo`, built from the engine's
`observation(player)` JSON by `info_from_view` (rules N1-N9). Every computer player
starts from it; nothing here reads a state's hidden fields."""

from __future__ import annotations

from dataclasses import dataclass

from .rules import DECIDE, DRAFT, PLAY, TRADE

PHASES = {"play": PLAY, "decision": DECIDE, "draft": DRAFT, "trade": TRADE}


@dataclass
class XixInfo:
    """What one player knows at a decision (rules N1-N9)."""

    me: int
    phase: int
    turn: int
    closed: list[int]  # my closed hand
    open: list[list[int]]  # both open hands
    opp_closed: list[int]  # cards I know in the other closed hand
    opp_closed_count: int
    row: list[int | None]  # strike row: the card if I know it, else None
    row_up: list[bool]
    unseen: list[int]  # cards whose place I do not know
    leader: int
    lead: int  # the card led in this trick, 0 if none yet
    strikes: list[int]
    scores: list[int]
    offer: list[int]  # cards played this exchange, on offer in the draft
    last_taker: int
    loser: int  # the exchange's loser (draft first, trades), -1 if none


def info_from_view(view: dict) -> XixInfo:
    """The facts of an engine view (xix/observation.py) that the levels use, nothing more."""
    me = view["player"]
    hands = view["hands"]
    closed = list(hands[me]["closed"])
    opens = [list(hands[0]["open"]), list(hands[1]["open"])]
    row = [r["card"] for r in view["row"]]
    row_up = [bool(r["face_up"]) for r in view["row"]]
    trick = view["trick"]["cards"]
    lead = trick[0]["card"] if trick else 0
    # cards played in this exchange's finished tricks; last trick's taker; exchange's loser
    played: list[int] = []
    last_taker, loser = -1, -1
    for entry in view["history"]:
        kind = entry["kind"]
        if kind == "exchange":
            played = []
            loser = 1 - entry["player"]
        elif kind == "play":
            played.append(entry["card"])
        elif kind == "trick":
            last_taker = entry["player"]
        elif kind == "trade":
            loser = -1
    phase = PHASES[view["phase"]]
    if phase in (DRAFT, TRADE):
        offer = list(view["offer"])
    else:
        offer = [c for c in played if c != lead]
    known = set(closed) | set(opens[0]) | set(opens[1]) | set(offer)
    known.update(c for c in row if c is not None)
    if lead:
        known.add(lead)
    if phase in (DRAFT, TRADE):
        known.update(played)  # drafted ones are in open hands; the rest on offer
    # N8: a card I put face down in the strike row and the other player took is in
    # their closed hand (until they play it or give a closed card away).
    opp_closed = list(hands[1 - me]["closed_known_to_other"])
    known.update(opp_closed)
    unseen = [c for c in range(1, 19) if c not in known]
    leader = view["trick"]["leader"]
    return XixInfo(
        me=me, phase=phase, turn=view["turn"], closed=closed, open=opens, opp_closed=opp_closed,
        opp_closed_count=hands[1 - me]["closed_count"], row=row, row_up=row_up, unseen=unseen,
        leader=-1 if leader is None else leader, lead=lead, strikes=list(view["strikes"]),
        scores=list(view["scores"]), offer=offer, last_taker=last_taker, loser=loser)
