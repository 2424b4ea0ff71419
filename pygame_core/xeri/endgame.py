"""The exact end of a 2-player Xeri round: after the last deal every unseen card is in
the other hand (X5), so the rest of the round is a minimax over both open hands."""

from __future__ import annotations

from .knowledge import XeriInfo
from .policies import VALUE, distinct_plays
from .rules import MOST_CARDS_POINTS, TAKES, xeri_points


def open_hands(info: XeriInfo) -> list[list[int]] | None:
    """Both hands when the other player's is known: 2 players, the stock dealt out, every
    card I have not seen in their hand (X5: the last deal leaves nothing hidden)."""
    if info.players != 2 or info.stock:
        return None
    other = 1 - info.me
    theirs = info.known_hands.get(other, []) + info.unseen
    if len(theirs) != info.hand_counts[other]:
        return None
    hands = [[], []]
    hands[info.me], hands[other] = list(info.hand), theirs
    return hands


def solve_end(info: XeriInfo, hands: list[list[int]]) -> dict[int, float]:
    """The exact rest of the round with both hands open: each distinct card's round margin
    for my side from here (X8-X12) when both players then play their best."""
    # a card as its kind: rank * 3 + its points; cards of one kind play alike
    kinds = [tuple(sorted((c >> 2) * 3 + VALUE[c] for c in h)) for h in hands]
    pile = info.pile
    top = pile[-1] >> 2 if pile else -1
    last = info.last_capture
    memo: dict = {}
    no_xeri_last, jack_xeri = info.dealer_last_no_xeri, info.jack_xeri

    def solve(h0, h1, top, size, worth, turn, lead, last):
        """Side 0's points minus side 1's from here; `lead`: cards captured, 0 minus 1."""
        key = (h0, h1, top, size, worth, turn, lead, last)
        got = memo.get(key)
        if got is not None:
            return got
        hand = h1 if turn else h0
        if not hand:  # X11: the pile to the last capture; X12: 3 for most cards
            value = 0
            if last is not None and size:
                value, lead = (worth, lead + size) if last == 0 else (-worth, lead - size)
            value += MOST_CARDS_POINTS if lead > 0 else -MOST_CARDS_POINTS if lead < 0 else 0
            memo[key] = value
            return value
        sign = -1 if turn else 1
        best = None
        previous = -1
        for i, k in enumerate(hand):
            if k == previous:
                continue
            previous = k
            rest = hand[:i] + hand[i + 1:]
            h = (h0, rest) if turn else (rest, h1)
            r = k // 3
            if size and TAKES[r][top]:  # X8
                gain = worth + k % 3
                if size == 1 and r == top and not (no_xeri_last and not rest and not (
                        h0 if turn else h1)):  # X9, V3
                    gain += xeri_points(r, jack_xeri)
                value = sign * gain + solve(*h, -1, 0, 0, 1 - turn, lead + sign * (size + 1),
                                            turn)
            else:
                value = solve(*h, r, size + 1, worth + k % 3, 1 - turn, lead, last)
            if best is None or (value < best if turn else value > best):
                best = value
        memo[key] = best
        return best

    me = info.me
    cards = info.captured
    lead = cards[0] - cards[1]
    values = {}
    for c in distinct_plays(info.hand):
        k = (c >> 2) * 3 + VALUE[c]
        mine = list(kinds[me])
        mine.remove(k)
        h = [kinds[0], kinds[1]]
        h[me] = tuple(mine)
        mover = 1 - me
        r = c >> 2
        if pile and TAKES[r][top]:
            gain = sum(VALUE[x] for x in pile) + VALUE[c]
            if len(pile) == 1 and r == top and not (no_xeri_last and not mine and not h[mover]):
                gain += xeri_points(r, jack_xeri)
            sign = 1 if me == 0 else -1
            value = sign * gain + solve(*h, -1, 0, 0, mover, lead + sign * (len(pile) + 1), me)
        else:
            value = solve(*h, r, len(pile) + 1, sum(VALUE[x] for x in pile) + VALUE[c], mover,
                          lead, last)
        values[c] = value if me == 0 else -value
    return values
