"""The XIX rules of thumb that decide without search, fast enough for playouts: each
card's strength, the scores' value `WIN`, and the medium policy."""

from __future__ import annotations

from ..ai.search import p_holds
from .rules import CARDS, DECIDE, DRAFT, PLAY, STAKES, STRIKES, TARGET, game_end
from .rules import trick_taker as beats

# How many of the 17 other cards a card beats (N3): 1..9 beat c cards, 10..18 beat c - 2.
STRENGTH = [0] + [sum(beats(c, d) for d in CARDS if d != c) for c in CARDS]


def outcome_value(mine: int, theirs: int) -> float:
    """N6 from my side: +1 won, -1 lost, else a guess from the scores (the 19 rule in mind)."""
    end = game_end(mine, theirs)
    if end is not None:
        return 1.0 if end[1] == 0 else -1.0
    return WIN[mine][theirs] if WIN else (mine - theirs) / 40.0


# How many points an exchange brings, as measured in medium-against-medium games.
EXCHANGE_POINTS = ((1, 0.49), (2, 0.15), (3, 0.15), (5, 0.05), (8, 0.16))


WIN: list[list[float]] = []


def _win_table() -> list[list[float]]:
    """WIN[a][b]: my expected result (+1 won, -1 lost) from scores a to b if every exchange
    from here is a coin flip worth EXCHANGE_POINTS (N5, N6)."""
    table = [[0.0] * TARGET for _ in range(TARGET)]

    def settled(a, b):
        if game_end(a, b) is not None:
            return outcome_value(a, b)
        return table[a][b]

    for total in range(2 * TARGET - 2, -1, -1):
        for a in range(TARGET):
            b = total - a
            if 0 <= b < TARGET and a + b != TARGET:
                table[a][b] = sum(p * 0.5 * (settled(a + k, b) + settled(a, b + k))
                                  for k, p in EXCHANGE_POINTS)
    return table


WIN.extend(_win_table())


def _trick_odds(mine, their_known, pool, their_hidden) -> float:
    """A rough chance of taking a trick: my cards against what the other may hold."""
    theirs = list(their_known)
    weight = [1.0] * len(theirs)
    if pool and their_hidden:
        share = their_hidden / len(pool)
        theirs += pool
        weight += [share] * len(pool)
    if not mine or not theirs:
        return 0.5
    won = total = 0.0
    for a in mine:
        for b, w in zip(theirs, weight, strict=True):
            total += w
            if beats(a, b):
                won += w
    return won / total


def _race(q: float, need: int, spare: int) -> float:
    """Chance of winning `need` tricks before losing `spare`, each taken with chance q."""
    if need <= 0:
        return 1.0
    if spare <= 0:
        return 0.0
    return q * _race(q, need - 1, spare) + (1 - q) * _race(q, need, spare - 1)


def medium_move(phase, closed, mine_open, their_open, their_hidden, pool, lead, my_strikes,
                their_strikes, my_score, their_score, offer, row, row_up) -> tuple:
    mine = closed + mine_open
    if phase == PLAY:
        if lead:
            winners = [c for c in mine if beats(c, lead)]
            if winners:
                return ("p", min(winners, key=lambda c: (STRENGTH[c], c)))
            return ("p", min(mine, key=lambda c: (STRENGTH[c], c)))
        best, best_score = None, -1e9
        for c in sorted(mine):
            if any(beats(d, c) for d in their_open):
                held = 1.0
            else:
                k = sum(1 for d in pool if beats(d, c))
                held = p_holds(k, len(pool), their_hidden)
            score = (1.0 - held) - 0.04 * STRENGTH[c]
            if score > best_score:
                best, best_score = c, score
        return ("p", best)
    if phase == DECIDE:
        total = my_strikes + their_strikes
        q = _trick_odds(mine, their_open, pool, their_hidden)
        win = _race(q, STRIKES - their_strikes, STRIKES - my_strikes)
        end = STAKES[min(5, total + 2)]
        raise_value = (win * outcome_value(my_score + end, their_score)
                       + (1 - win) * outcome_value(my_score, their_score + end))
        abandon_value = outcome_value(my_score, their_score + STAKES[total])
        return ("r",) if raise_value > abandon_value else ("a",)
    if phase == DRAFT:
        return ("d", max(offer, key=lambda c: (STRENGTH[c], c)))
    # TRADE: give the weakest card for the best strike card (unknown ones at the pool's mean)
    mean = sum(STRENGTH[c] for c in pool) / len(pool) if pool else 8.0
    best, best_gain = None, -1e9
    for i in range(5):
        got = STRENGTH[row[i]] if row_up[i] else mean
        for g in sorted(mine):
            gain = got - STRENGTH[g] - (0.5 if g in mine_open else 0.0)
            if gain > best_gain:
                best, best_gain = ("t", g, i), gain
    return best


def _unplaced(closed, open_mine, open_theirs, offer, lead, row, row_up) -> list[int]:
    """Cards that are neither in my hands nor face up (open hands, offer, trick, row)."""
    known = set(closed) | set(open_mine) | set(open_theirs) | set(offer)
    if lead:
        known.add(lead)
    for c, up in zip(row, row_up, strict=True):
        if up:
            known.add(c)
    return [c for c in range(1, 19) if c not in known]


def _weak_first(c: int) -> tuple:
    return (STRENGTH[c], c)
