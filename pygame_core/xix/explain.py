"""Why an XIX decision is better, as facts for hints and reviews in any language
(xix/words.py turns them into sentences)."""

from __future__ import annotations

from .knowledge import XixInfo
from .policies import STRENGTH, _weak_first, beats
from .rules import STAKES, STRIKES, game_end


def _game_end(mine: int, theirs: int) -> str | None:
    """N6 from my side after an exchange: "won_19" / "lost_19" (exactly 19 together, the
    lower score wins), "won" / "lost" (19 reached, the higher wins), or None."""
    end = game_end(mine, theirs)
    if end is None:
        return None
    won = "won" if end[1] == 0 else "lost"
    return won + "_19" if end[0] == "exact_19" else won


def _trick_end(info: XixInfo, takes: bool) -> dict | None:
    """What taking (or losing) the trick being answered does when it is a third strike
    (N4, N5): the exchange's points, to me or to them, and the scores after (N6)."""
    me = info.me
    loser = 1 - me if takes else me
    if info.strikes[loser] < STRIKES - 1:
        return None
    n = STAKES[sum(info.strikes) + 1]
    mine, theirs = info.scores[me] + (n if takes else 0), info.scores[1 - me] + (0 if takes else n)
    return {"n": n, "mine": mine, "theirs": theirs, "end": _game_end(mine, theirs)}


# How far the playouts' ends of the better choice and the other must differ to be named:
# a share of the playouts (the 19 rule against me, games lost) or points gained.
APART = 0.25
POINTS_APART = 0.5
# The shares said "rarely" and "often" (a reason never gives a percentage).
RARELY = 0.15
OFTEN = 0.4


def _playouts(ends: list) -> list[float]:
    """One move's playouts (`_end`): the mean points gained, and the shares of games lost,
    lost by the 19 rule, and left one exchange of theirs from losing by it."""
    return [sum(e[i] for e in ends) / len(ends) for i in range(4)]


def why(info: XixInfo, move: tuple, detail: dict, against: tuple | None = None) -> dict:
    """Why a move is better, as facts for hints and reviews in any language
    (xix/words.py): what the move does that the other (`against`, the choice a review
    looks at; else the next best of the search) does not, from the seat's knowledge. A
    certain end of the game first; then what the playouts from here show (the 19 rule
    against me, games lost); then the trick; then what a draft's or a trade's card does
    against the cards in view; then the points gained; else a plain line."""
    values = detail.get("values") or {}
    ends = detail.get("ends") or {}
    if against is None or against == move:
        others = [m for m in values if m != move]
        against = max(others, key=lambda m: values[m]) if others else None
    tail = None
    if move in values and detail.get("samples"):
        tail = {"key": "why.tail", "choices": len(values), "value": values[move]}
    kind = move[0]
    # the choice compared with, and the playouts' reach: the end of the exchange after next
    # from a draft or a trade, of the next one from within an exchange (HORIZON)
    compared = {"alt": "played" if detail.get("review") else "next",
                "span": "next" if kind in ("d", "t") else "this", "tail": tail}
    sure = _certain(info, move, against, tail)
    if sure:
        return sure
    # a play's or a draft's card against the other's: the reason names both
    cards = {"card": move[1], "other": against[1]} if kind in ("p", "d") and against and \
        against[0] == kind else {}
    named = ".cards" if cards else ""
    if move in ends and against in ends:
        mine, other = _playouts(ends[move]), _playouts(ends[against])
        for i, key in ((2, "why.lost_19"), (1, "why.loses_less"), (3, "why.near_19")):
            if other[i] - mine[i] >= APART:
                # said as a likelihood: "rarely ..., while after the other it often does"
                # when that holds, else "less often than"
                how = "rarely" if mine[i] <= RARELY and other[i] >= OFTEN else "less"
                return {"key": f"{key}.{how}{named}", "was": round(100 * other[i]),
                        "now": round(100 * mine[i]), **compared, **cards}
    if kind == "p" and info.lead and against and against[0] == "p":
        c, lead = move[1], info.lead
        if beats(c, lead) and not beats(against[1], lead):
            return {"key": "why.takes_trick", "card": c, "lead": lead, "tail": tail}
        if not any(beats(d, lead) for d in info.closed + info.open[info.me]) and \
                STRENGTH[c] < STRENGTH[against[1]]:
            return {"key": "why.gives_up", "card": c, "lead": lead, "tail": tail}
    if kind == "p" and not info.lead and against and against[0] == "p":
        seen = info.unseen + info.opp_closed + info.open[1 - info.me]
        if not any(beats(d, move[1]) for d in seen) and \
                any(beats(d, against[1]) for d in seen):
            return {"key": "why.no_threat", "card": move[1], "tail": tail}
    if kind == "d" and len(info.offer) == 1:
        return {"key": "why.draft_last", "card": move[1], "tail": None}
    if kind in ("d", "t") and against and against[0] == kind:
        held = (_draft_fact if kind == "d" else _trade_fact)(info, move, against)
        if held:
            return {**held, "tail": tail}
    if move in ends and against in ends:
        more = _playouts(ends[move])[0] - _playouts(ends[against])[0]
        if more >= POINTS_APART:    # a decision is said against the other one by name
            named = {"a": ".abandon", "r": ".raise"}.get(kind, named)
            return {"key": f"why.points{named}", "n": round(more, 1), **compared, **cards}
    if kind in ("p", "d"):
        return {"key": "why.plain.card", "card": move[1], "choices": len(values), "tail": None}
    return {"key": "why.plain", "choices": len(values), "tail": None}


def _theirs(info: XixInfo) -> list[int]:
    """The other player's cards I know: their open hand, and the face-down strike cards I
    placed that they took (N8)."""
    return info.open[1 - info.me] + info.opp_closed


def _beaten(card: int, theirs: list[int], other: int | None, mine: list[int]) -> int | None:
    """The strongest of their known cards that `card` beats (N3) and none of `mine` does,
    nor `other` (the card the other choice brings, when I know it)."""
    found = [x for x in theirs if beats(card, x) and not any(beats(h, x) for h in mine)
             and not (other and beats(other, x))]
    return max(found, key=_weak_first) if found else None


def _draft_fact(info: XixInfo, move: tuple, against: tuple) -> dict | None:
    """What taking card c does in the draft (N7) that taking a does not, from what I see:
    with two cards left, it leaves them one that beats none of mine; it beats a card of
    theirs that none of mine beats; it keeps from them the only card on offer that beats a
    strong card of mine (one that beats half the others, as `heuristic_move` counts) that
    none of theirs beats; it beats a card of theirs that a does not."""
    c, a = move[1], against[1]
    mine, theirs = info.closed + info.open[info.me], _theirs(info)
    left = [d for d in info.offer if d != c]
    if left == [a] and any(beats(c, m) for m in mine) and \
            not any(beats(a, m) for m in mine + [c]):
        return {"key": "why.leaves_nothing", "card": c, "left": a}
    x = _beaten(c, theirs, a, mine)
    if x:
        return {"key": "why.beats_theirs_alone", "card": c, "theirs": x}
    kept = [m for m in mine if STRENGTH[m] >= 9 and beats(c, m)
            and not any(beats(d, m) for d in left + theirs)]
    if kept:
        return {"key": "why.keeps_from_them", "card": c, "mine": max(kept, key=_weak_first)}
    x = _beaten(c, theirs, a, [])
    if x:
        return {"key": "why.beats_theirs", "card": c, "theirs": x, "other": a}
    return None


def _trade_fact(info: XixInfo, move: tuple, against: tuple) -> dict | None:
    """What a trade (N8) does that the other does not, from what I see: the strike-row card
    it takes, when I know it, beats a card of theirs that none of mine beats; or it keeps the
    card the other gives, the only one of mine that beats a card of theirs."""
    (_, give, take), (_, other_give, other_take) = move, against
    mine, theirs = info.closed + info.open[info.me], _theirs(info)
    got, other_got = info.row[take], info.row[other_take]
    if got and take != other_take:
        x = _beaten(got, theirs, other_got, mine)
        if x:
            return {"key": "why.beats_theirs_alone", "card": got, "theirs": x}
    if give != other_give:
        x = _beaten(other_give, theirs, other_got, [h for h in mine if h != other_give])
        if x:
            return {"key": "why.keeps_only", "card": other_give, "theirs": x}
    return None


# The certain reasons' keys, by the trick's outcome (or the decision) and N6's end.
CERTAIN = {("take", "won"): "why.takes_game", ("take", "won_19"): "why.takes_game_19",
           ("lose", "won_19"): "why.loses_game_19"}
AVOIDED = {("take", "lost_19"): "why.avoid_take_19", ("lose", "lost"): "why.avoid_lose",
           ("lose", "lost_19"): "why.avoid_lose_19", ("a", "lost"): "why.raise",
           ("a", "lost_19"): "why.raise_19"}


def _certain(info: XixInfo, move: tuple, against: tuple | None, tail) -> dict | None:
    """A reason the rules make certain: the move wins the game (N6), or the other one
    loses it, through the trick being answered or an abandon's points."""
    me = info.me
    if move[0] == "p" and info.lead:
        takes = beats(move[1], info.lead)
        facts = {"card": move[1], "lead": info.lead, "tail": tail}
        got = _trick_end(info, takes)
        key = got and CERTAIN.get(("take" if takes else "lose", got["end"]))
        if key:
            return {"key": key, **facts, **got}
        if against and against[0] == "p" and beats(against[1], info.lead) != takes:
            other = _trick_end(info, not takes)
            key = other and AVOIDED.get(("lose" if takes else "take", other["end"]))
            if key:
                return {"key": key, **facts, **other}
            if takes and got:   # the other choice would not take the trick, nor the exchange
                return {"key": "why.takes_exchange", **facts, "n": got["n"]}
    if move[0] in ("r", "a"):
        n = STAKES[sum(info.strikes)]  # N5: abandoning gives them the stakes as they stand
        mine, theirs = info.scores[me], info.scores[1 - me] + n
        end = _game_end(mine, theirs)
        facts = {"n": n, "mine": mine, "theirs": theirs, "tail": tail}
        if move[0] == "a" and end == "won_19":
            return {"key": "why.abandon_19", **facts}
        if move[0] == "r" and ("a", end) in AVOIDED:
            return {"key": AVOIDED["a", end], **facts}
    return None
