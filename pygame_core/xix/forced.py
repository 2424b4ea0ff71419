"""What the rules make certain after an XIX decision, from the seat's knowledge: the end
of the game (N6) the other player can force at once, through the trick being played
and the strikes and stakes it brings (N3-N5). The levels use it to keep out of a loss
by the 19 rule that another decision avoids."""

from __future__ import annotations

from .knowledge import XixInfo
from .rules import STAKES, STRIKES, game_end
from .rules import trick_taker as beats


def _surely_holds(info: XixInfo, wanted) -> bool:
    """Whether the other player certainly holds a card with `wanted(card)`: a known one, or
    more hidden cards than there are unseen cards without it."""
    known = info.open[1 - info.me] + info.opp_closed
    if any(wanted(x) for x in known):
        return True
    hidden = info.opp_closed_count - len(info.opp_closed)
    return hidden > sum(1 for x in info.unseen if not wanted(x))


def _after_trick(info: XixInfo, i_take: bool) -> tuple[str, int] | None:
    """N4-N6 from my side (player 0 of `game_end`): the end the other player can force once
    the trick is decided. Taking it gives them a strike: a third ends the exchange, else
    they may abandon it to me; losing it gives me a strike, which only a third makes
    final."""
    me = info.me
    mine, theirs = info.scores[me], info.scores[1 - me]
    n = STAKES[sum(info.strikes) + 1]
    if i_take:
        end = game_end(mine + n, theirs)
        if info.strikes[1 - me] + 1 >= STRIKES or (end is not None and end[1] == 1):
            return end
        return None
    if info.strikes[me] + 1 >= STRIKES:
        return game_end(mine, theirs + n)
    return None


def _after_raise(info: XixInfo) -> tuple[str, int] | None:
    """N3-N5 after a raise: the other player took the trick, so they lead the next one; a
    loss of mine they can force with a lead that every card of mine answers into one
    (exactly 19 first). None when they cannot."""
    mine = info.closed + info.open[info.me]
    ends = {takes: _after_trick(info, takes) for takes in (True, False)}

    def forced(bad) -> bool:
        return bool(mine) and _surely_holds(
            info, lambda x: all(bad(ends[beats(c, x)]) for c in mine))

    if forced(lambda e: e == ("exact_19", 1)):
        return "exact_19", 1
    lost = [e for e in ends.values() if e is not None and e[1] == 1 and e[0] != "exact_19"]
    if lost and forced(lambda e: e is not None and e[1] == 1):
        return lost[0]
    return None


def forced_end(info: XixInfo, move: tuple) -> tuple[str, int] | None:
    """The end of the game (`game_end`, me as player 0) certain right after `move`, the
    other player choosing it when it is theirs to choose; for a lead or a raise only a
    loss of mine counts (they pick how to lead or answer). None when nothing is
    certain."""
    me = info.me
    if move[0] == "a":  # N5: abandoning gives them the stakes as they stand
        return game_end(info.scores[me], info.scores[1 - me] + STAKES[sum(info.strikes)])
    if move[0] == "r":
        return _after_raise(info)
    if move[0] != "p":
        return None
    c = move[1]
    if info.lead:
        return _after_trick(info, beats(c, info.lead))
    ends = []
    if _surely_holds(info, lambda x: beats(c, x)):  # they can let me take the trick
        ends.append(_after_trick(info, True))
    if _surely_holds(info, lambda x: beats(x, c)):  # they can take it
        ends.append(_after_trick(info, False))
    losses = [e for e in ends if e is not None and e[1] == 1]
    return losses[0] if losses else None


def loses_by_19(info: XixInfo, move: tuple) -> bool:
    """N6: the other player can make `move` end the game at exactly 19 with mine higher."""
    return forced_end(info, move) == ("exact_19", 1)


def out_of_19(info: XixInfo, move: tuple, moves: list[tuple]) -> list[tuple] | None:
    """None when `move` does not lose by the 19 rule; else the other `moves` that lose
    nothing at once (empty when every one does)."""
    if not loses_by_19(info, move):
        return None
    out = []
    for m in moves:
        end = forced_end(info, m)
        if m != move and not (end is not None and end[1] == 1):
            out.append(m)
    return out
