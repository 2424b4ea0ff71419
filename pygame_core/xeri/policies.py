"""The Xeri rules of thumb that pick a card without search, fast enough for playouts:
medium's scoring of every card, the greedy reference's card, and the cards that play
alike. Cards are the engine's ints (`cards.py`): rank = card >> 2, jack rank 10."""

from __future__ import annotations

from ..ai.search import p_holds
from .cards import JACK
from .rules import CARD_POINTS as VALUE
from .rules import MOST_CARDS_POINTS, TAKES, xeri_points

CARD_WEIGHT = 0.12  # a captured card's share of the 3 points for most cards

JACK_KEEP = 1.6  # what an unused jack is worth to medium (it takes a later pile)


def medium_card(hand, pile, pile_value, unseen_rank, unknown, next_size, no_xeri,
                jack_xeri) -> int:
    """Score every card (`medium_score`): the first best."""
    best = None
    best_score = -1e9
    p_jack = p_holds(unseen_rank[JACK], unknown, next_size)
    for c in hand:
        score = medium_score(c, pile, pile_value, unseen_rank, unknown, next_size, no_xeri,
                             jack_xeri, p_jack)
        if score > best_score:
            best, best_score = c, score
    return best


def medium_score(c, pile, pile_value, unseen_rank, unknown, next_size, no_xeri, jack_xeri,
                 p_jack) -> float:
    """What a capture gains, minus what a discard risks giving away; `p_jack`: the chance
    that the next hand holds a jack."""
    r = c >> 2
    if pile and TAKES[r][pile[-1] >> 2]:
        score = pile_value + VALUE[c] + CARD_WEIGHT * (len(pile) + 1)
        if len(pile) == 1 and r == pile[-1] >> 2 and not no_xeri:
            score += xeri_points(r, jack_xeri)
        elif r == JACK:
            score -= JACK_KEEP
        return score + 20  # a capture first
    p_rank = p_holds(unseen_rank[r], unknown, next_size)
    exposed = pile_value + VALUE[c] + CARD_WEIGHT * (len(pile) + 1)
    if not pile:
        # a lone card: the next player takes it as a xeri with the same rank
        bonus = xeri_points(r, jack_xeri)
        risk = p_rank * (exposed + bonus) + p_jack * exposed
    else:
        risk = (p_rank + p_jack - p_rank * p_jack) * exposed
    score = -risk - 0.3 * VALUE[c]
    if r == JACK:
        score -= JACK_KEEP + 1.0  # never waste a jack on a discard
    return score


# The share of the 3 points for most cards (X12) one captured card brings to `odds`: they go
# to the side with 27 of the 52 cards.
CARD_SHARE = MOST_CARDS_POINTS / (52 // 2 + 1)


def odds_value(c, pile, worth, p_rank, p_jack, keep, no_xeri, jack_xeri) -> float:
    """The `odds` reference's value of a card (`references.odds_card`): what it brings now
    less what it gives away; `p_rank`, `p_jack`: the chances that the next player holds
    its rank, a jack; `keep`: what a jack kept would take later."""
    r = c >> 2
    if pile and TAKES[r][pile[-1] >> 2]:  # X8: a capture
        value = worth + VALUE[c] + CARD_SHARE * (len(pile) + 1)
        if len(pile) == 1 and r == pile[0] >> 2 and not no_xeri:  # X9
            value += xeri_points(r, jack_xeri)
    else:
        given = worth + VALUE[c] + CARD_SHARE * (len(pile) + 1)
        if pile:
            value = -(p_rank + p_jack - p_rank * p_jack) * given
        else:  # a lone card: its rank takes it as a xeri
            value = -(p_rank * (given + xeri_points(r, jack_xeri)) + (1 - p_rank) * p_jack * given)
    if r == JACK:
        value -= keep
    return value


def greedy_card(hand, pile, pile_value, jack_xeri, no_xeri) -> int:
    """The greedy reference: the capture worth the most points now (X8, X9, X12: the pile,
    the card played, a xeri's bonus; then the most cards, then a non-jack), else the least
    useful card: a non-jack with the fewest points (X12), the lowest rank."""
    if pile:
        top = pile[-1] >> 2
        lone = len(pile) == 1 and not no_xeri
        best, best_key = -1, None
        for c in hand:
            r = c >> 2
            if TAKES[r][top]:
                worth = pile_value + VALUE[c]
                if lone and r == top:
                    worth += xeri_points(r, jack_xeri)
                key = (worth, r != JACK, -c)
                if best_key is None or key > best_key:
                    best, best_key = c, key
        if best >= 0:
            return best
    return min(hand, key=lambda c: (c >> 2 == JACK, VALUE[c], c))


def distinct_plays(hand) -> list[int]:
    """Cards that differ in effect: same rank and same value play alike."""
    out, keys = [], set()
    for c in sorted(hand):
        key = (c >> 2, VALUE[c])
        if key not in keys:
            keys.add(key)
            out.append(c)
    return out
