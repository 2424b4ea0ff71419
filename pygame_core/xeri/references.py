"""The Xeri reference players (issue 18): fixed yardsticks for the levels, never tuned
after they were written. `greedy` takes the most points now; `pimc` samples worlds
and plays each out with greedy; `pimc@K` names PIMC with K worlds; `odds` weighs what
each card brings against the odds that the next player takes what it leaves."""

from __future__ import annotations

from ..ai.search import best_by_samples, p_holds
from ..rng import Rng
from .cards import JACK
from .knowledge import XeriInfo
from .policies import CARD_SHARE, VALUE, distinct_plays, greedy_card, odds_value
from .rules import HAND, PILE, xeri_points
from .sim import XeriSim, clone, sample_world

# Reference players (issue 18): fixed yardsticks, never tuned after they were written.
REFERENCES = ("greedy", "pimc", "odds")

PIMC_SAMPLES = 1000  # worlds per decision; `pimc@K` names the same player with K worlds


def greedy_info_card(info: XeriInfo) -> int:
    last = sum(info.hand_counts) == 1 and info.stock == 0
    return greedy_card(info.hand, info.pile, sum(VALUE[c] for c in info.pile), info.jack_xeri,
                       last and info.dealer_last_no_xeri)


def pimc_card(info: XeriInfo, rng: Rng, samples: int, playout=None) -> tuple[int, dict]:
    """The PIMC reference: `samples` worlds consistent with the view (`sample_world`), each
    card (one per rank and value: the others play alike) played in every world and the
    round played out by greedy for everyone (or by `playout(world)`, for the A/B bench);
    the best mean round margin for my side."""
    playout = playout or greedy_round_out
    moves = distinct_plays(info.hand)
    if len(moves) == 1:
        return moves[0], {"samples": 0, "values": {moves[0]: 0.0}}
    side = info.side(info.me)

    def value(world: XeriSim, move: int) -> float:
        world.play(move)
        playout(world)
        return world.margin(side)

    move, values = best_by_samples(moves, lambda r: sample_world(info, r), value, samples, rng,
                                   clone, _placed)
    return move, {"samples": samples, "values": values}


# greedy_card's orders as ints: a capture's (worth, a non-jack, the lower card) is
# worth * 256 + CAPTURE[c], a discard's (a jack, its points, the lower card) DISCARD[c].
CAPTURE = tuple((c >> 2 != JACK) * 64 + 63 - c for c in range(52))
DISCARD = tuple((c >> 2 == JACK) * 4096 + VALUE[c] * 64 + c for c in range(52))


def greedy_round_out(w: XeriSim, lay=None) -> None:
    """`XeriSim.play_round_out` in one loop, for PIMC's playouts: greedy's card
    (`greedy_card`), the play (`XeriSim.play`) and the deal (`deal`) inlined; leaves
    what `margin` reads as those would. Public memory, which greedy does not use, is not
    kept. tests/test_xeri_pimc_golden.py pins the result. `lay(hand, next_hand, pile,
    pile_value, jack_xeri)`, if given, picks the card laid where nothing is taken."""
    hands, pile, stock, n = w.hands, w.pile, w.stock, w.n
    points, cards = w.points, w.cards
    pile_value, turn, in_hands, last = w.pile_value, w.turn, w.in_hands, w.last_capture
    no_xeri_last, jack_xeri = w.no_xeri_last, w.jack_xeri
    discard = DISCARD.__getitem__
    while True:
        while in_hands:
            hand = hands[turn]
            card = -1
            if pile:
                top = pile[-1] >> 2
                lone = len(pile) == 1 and not (no_xeri_last and in_hands == 1 and not stock)
                best = -1
                for c in hand:
                    r = c >> 2
                    if r == top or r == JACK:
                        worth = pile_value + VALUE[c]
                        if lone and r == top:
                            worth += xeri_points(r, jack_xeri)
                        key = worth * 256 + CAPTURE[c]
                        if key > best:
                            card, best = c, key
            if card < 0:  # nothing taken: X9, the card goes on the pile
                if lay is None:
                    card = min(hand, key=discard)
                else:
                    card = lay(hand, hands[(turn + 1) % n], pile, pile_value, jack_xeri)
                hand.remove(card)
                pile.append(card)
                pile_value += VALUE[card]
            else:  # X8: the pile taken, X12: a lone card of its rank is a xeri
                hand.remove(card)
                side = turn & 1
                if lone and pile[0] >> 2 == card >> 2:
                    points[side] += xeri_points(card >> 2, jack_xeri)
                points[side] += pile_value + VALUE[card]
                cards[side] += len(pile) + 1
                last = side
                pile.clear()
                pile_value = 0
            in_hands -= 1
            turn = (turn + 1) % n
        if not stock:
            break
        # X10, as `deal`: the k-th player left of the dealer gets every n-th card dealt,
        # from the top's k-th (a hand's order does not count)
        in_hands = HAND * n
        dealt = stock[-in_hands:]
        del stock[-in_hands:]
        for k in range(1, n + 1):
            hands[(w.dealer + k) % n].extend(dealt[-k::-n])
    w.pile_value, w.turn, w.in_hands, w.last_capture = pile_value, turn, in_hands, last


def _placed(world: XeriSim) -> tuple:
    """A world as greedy plays it out: where every card is. A hand's order does not count
    (greedy's choice and the margin do not depend on it), the stock's does. Late in a
    round most worlds drawn are ones drawn before (after the last deal with 2 players,
    all of them), and each is played out once."""
    return tuple(tuple(sorted(h)) for h in world.hands), tuple(world.stock)


def odds_card(info: XeriInfo) -> int:
    """The odds reference, written from the rules: every card valued by what it brings now
    (a capture: the pile's points, its own, a xeri's, its cards' share of the 3 for most
    cards; X8, X9, X12) less what it gives away: the chance that the next player takes the
    pile it leaves (they hold its rank, or a jack: from the unseen cards' counts and the
    size of their hand), times what they would take (a xeri too on an empty pile). A jack
    played costs what it would take later: a pile of PILE cards (X5) of the unseen cards'
    mean points. Ties go to the lower card."""
    hand, pile = info.hand, info.pile
    nxt = (info.me + 1) % info.players
    size = info.hand_counts[nxt] or (HAND if info.stock else 0)
    known = info.known_hands.get(nxt, [])
    unknown = len(info.unseen)
    counts = info.unseen_rank_counts()
    worth = sum(VALUE[c] for c in pile)
    mean = sum(VALUE[c] for c in info.unseen) / unknown if unknown else 0.0
    keep = PILE * (mean + CARD_SHARE)
    last = sum(info.hand_counts) == 1 and info.stock == 0
    no_xeri = last and info.dealer_last_no_xeri  # V3

    def held(r: int) -> float:
        return 1.0 if any(c >> 2 == r for c in known) else p_holds(counts[r], unknown, size)

    best, best_value = None, None
    for c in sorted(hand):
        # the chances that the next player holds its rank, a jack (read for a discard)
        value = odds_value(c, pile, worth, held(c >> 2), held(JACK), keep, no_xeri,
                           info.jack_xeri)
        if best_value is None or value > best_value:
            best, best_value = c, value
    return best
