"""Helpers for the XIX tests (no tests here): building records, reading a state's cards."""

from pygame_core.records import Record
from pygame_core.xix.rules import cards_of

# The deck most rule tests use (N1): player 0 holds 13..18, player 1 holds 2..7,
# the strike row is 8..12 (positions 0..4) and 1 is set aside.
DECK = [18, 17, 16, 15, 14, 13, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1]


def record(*events, deck=DECK, leader=0) -> Record:
    head = [{"chance": "shuffle", "deck": list(deck)},
            {"chance": "first_leader", "player": leader}]
    return Record("xix", {}, head + [dict(e) for e in events])


def play(p, card):
    return {"player": p, "play": card}


def decide(p, what):
    return {"player": p, "decision": what}


def draft(p, card):
    return {"player": p, "draft": card}


def trade(p, give, take):
    return {"player": p, "trade": {"give": give, "take": take}}


def held(state, p):
    """All cards of player p, closed and open."""
    return cards_of(state._closed[p] | state._open[p])


def places(state):
    """Every card's place: hands, row, set-aside, current exchange's played cards, draft offer."""
    return {
        "closed": [cards_of(state._closed[0]), cards_of(state._closed[1])],
        "open": [cards_of(state._open[0]), cards_of(state._open[1])],
        "row": list(state._row),
        "aside": state._aside,
        "played": cards_of(state._played),
        "offer": cards_of(state._offer),
    }
