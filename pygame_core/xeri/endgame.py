"""The exact end of a Xeri round once the stock is dealt out: a minimax over open hands.
With 2 players every unseen card is then in the other hand (X5), so hard solves it
exactly; with 4 (the partners across, X1, one side) bench/ai_team_end_regret.py uses it
to value choices with the true hands open."""

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
    """The exact rest of the round with every hand open (`hands[p]`, the stock dealt out):
    each distinct card of `info.me`'s hand valued by the round margin for its side from
    here (X8-X12, V3, V4) when every player then plays best for its side."""
    n = len(hands)
    # a card as its kind: rank * 3 + its points; cards of one kind play alike
    kinds = tuple(tuple(sorted((c >> 2) * 3 + VALUE[c] for c in h)) for h in hands)
    pile, cards, last = info.pile, info.captured, info.last_capture
    top = pile[-1] >> 2 if pile else -1
    memo: dict = {}
    no_xeri_last, jack_xeri = info.dealer_last_no_xeri, info.jack_xeri

    def solve(hs, top, size, worth, turn, lead, last):
        """Side 0's points minus side 1's from here; `lead`: cards captured, 0 minus 1."""
        key = (hs, top, size, worth, turn, lead, last)
        got = memo.get(key)
        if got is not None:
            return got
        hand = hs[turn]
        if not hand:  # the player to move holds the most: all hands are empty
            value = 0  # X11: the pile to the last capture; X12: 3 for most cards
            if last is not None and size:
                value, lead = (worth, lead + size) if last == 0 else (-worth, lead - size)
            value += MOST_CARDS_POINTS if lead > 0 else -MOST_CARDS_POINTS if lead < 0 else 0
            memo[key] = value
            return value
        side = turn & 1
        sign = -1 if side else 1
        nxt = (turn + 1) % n
        best = None
        previous = -1
        for i, k in enumerate(hand):
            if k == previous:
                continue
            previous = k
            rest = hand[:i] + hand[i + 1:]
            h = hs[:turn] + (rest,) + hs[turn + 1:]
            r = k // 3
            if size and TAKES[r][top]:  # X8
                gain = worth + k % 3
                if size == 1 and r == top and not (
                        no_xeri_last and not any(h)):  # X9, V3
                    gain += xeri_points(r, jack_xeri)
                value = sign * gain + solve(h, -1, 0, 0, nxt, lead + sign * (size + 1), side)
            else:
                value = solve(h, r, size + 1, worth + k % 3, nxt, lead, last)
            if best is None or (value < best if side else value > best):
                best = value
        memo[key] = best
        return best

    me = info.me
    lead = cards[0] - cards[1]
    worth = sum(VALUE[x] for x in pile)
    values = {}
    for c in distinct_plays(hands[me]):
        k = (c >> 2) * 3 + VALUE[c]
        mine = list(kinds[me])
        mine.remove(k)
        h = kinds[:me] + (tuple(mine),) + kinds[me + 1:]
        mover = (me + 1) % n
        r = c >> 2
        if pile and TAKES[r][top]:
            gain = worth + VALUE[c]
            if len(pile) == 1 and r == top and not (no_xeri_last and not any(h)):
                gain += xeri_points(r, jack_xeri)
            sign = -1 if me & 1 else 1
            value = sign * gain + solve(h, -1, 0, 0, mover, lead + sign * (len(pile) + 1),
                                        me & 1)
        else:
            value = solve(h, r, len(pile) + 1, worth + VALUE[c], mover, lead, last)
        values[c] = -value if me & 1 else value
    return values
