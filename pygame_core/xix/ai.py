"""The XIX computer players' levels, `easy`, `medium` and `hard`, and the entry points the
shared code reaches through the game's descriptor: `choose`, `hint`, `appraise` (a
review's values), `REFERENCES` and `REVIEW`.

The other jobs have their own modules: `knowledge` (what a seat knows, `XixInfo`),
`policies` (rules of thumb without search, the scores' value `WIN`), `sim` (the game
simulator), `references` (`heuristic`, `pimc`) and `explain` (why a decision is better).
"""

from __future__ import annotations

from ..ai.search import best_by_samples
from ..rng import Rng, derive_seed
from .explain import why
from .forced import loses_by_19, out_of_19
from .knowledge import XixInfo, info_from_view
from .policies import STRENGTH, WIN, _unplaced, beats, medium_move
from .references import PIMC_SAMPLES, REFERENCES, heuristic_move, nineteen_move, pimc_move
from .rules import DECIDE, DRAFT, OVER, PLAY, STAKES, TARGET, TRADE, game_end
from .sim import XixSim, sample_world

__all__ = ["BUDGET", "DECIDE", "DRAFT", "PLAY", "REFERENCES", "REVIEW", "TRADE", "XixInfo",
           "appraise", "choose", "hint", "info_from_view", "why"]

HORIZON = 2  # the hard level looks this many exchange ends ahead
BUDGET = 240  # the hard level's playouts per decision, fixed so that a seed gives one answer


def easy_move(info: XixInfo, rng: Rng) -> tuple:
    """A beginner: follows with the lowest card that wins, else throws a random card; leads
    a random card; raises while holding more high cards than low; drafts the highest card."""
    me = info.me
    mine = sorted(info.closed + info.open[me])
    if info.phase == PLAY:
        if info.lead:
            winners = [c for c in mine if beats(c, info.lead)]
            if winners:
                return ("p", min(winners))
        return ("p", rng.choice(mine))
    if info.phase == DECIDE:
        high = sum(1 for c in mine if c >= 10)
        if high * 2 >= len(mine) or loses_by_19(info, ("a",)):  # N6: raising never ends it
            return ("r",)
        return ("a",)
    if info.phase == DRAFT:
        return ("d", max(info.offer))
    give = min(mine)
    up = [i for i in range(5) if info.row_up[i] and info.row[i] > give]
    take = max(up, key=lambda i: info.row[i]) if up else rng.below(5)
    return ("t", give, take)


def medium_info_move(info: XixInfo) -> tuple:
    """The medium policy, kept out of a loss by the 19 rule that another decision avoids
    (`forced.out_of_19`): then its choice among the cards that lose nothing at once."""
    me = info.me
    closed, mine_open = info.closed, info.open[me]
    move = _medium(info, closed, mine_open)
    if info.phase == DECIDE:
        moves = [("r",), ("a",)]
    elif info.phase == PLAY:
        moves = [("p", c) for c in sorted(closed + mine_open)]
    else:
        return move
    safe = out_of_19(info, move, moves)
    if not safe:
        return move
    if info.phase == DECIDE:
        return safe[0]
    keep = {m[1] for m in safe}
    return _medium(info, [c for c in closed if c in keep], [c for c in mine_open if c in keep])


def _medium(info: XixInfo, closed: list[int], mine_open: list[int]) -> tuple:
    me = info.me
    return medium_move(info.phase, closed, mine_open, info.open[1 - me],
                       info.opp_closed_count, _info_pool(info), info.lead, info.strikes[me],
                       info.strikes[1 - me], info.scores[me], info.scores[1 - me],
                       info.offer, info.row, info.row_up)


def _info_pool(info: XixInfo) -> list[int]:
    """The same pool the simulator gives medium: what is neither mine nor face up."""
    me = info.me
    return _unplaced(info.closed, info.open[me], info.open[1 - me], info.offer, info.lead,
                     info.row, info.row_up)


def hard_move(info: XixInfo, rng: Rng, budget: int, ends: dict | None = None,
              seen: dict | None = None) -> tuple[tuple, dict]:
    """Determinized sampling: each candidate in the same sampled worlds, played out by the
    medium policy for HORIZON exchange ends, then valued by the scores (`WIN`); the best
    mean of win (+1) or loss (-1) wins. `ends` keeps the playouts' ends (a hint's why);
    a world drawn again is not played out again (`_once`; `seen`: a review's playouts)."""
    probe = sample_world(info, Rng(0))
    moves = probe.moves()
    if len(moves) > 8:  # trades and long drafts: keep medium's favourites and the rest thin
        moves = _shortlist(info, moves)
    if len(moves) == 1:
        return moves[0], {"samples": 0, "values": {moves[0]: 0.0}}
    samples = max(4, budget // len(moves))
    move, values = best_by_samples(moves, lambda r: sample_world(info, r),
                                   _once(info.me, ends, seen), samples, rng, XixSim.copy)
    # The playouts' medium answers a lead without the 19 rule; the other player may not.
    safe = out_of_19(info, move, moves)
    if safe:
        move = max(safe, key=lambda m: values[m])
    return move, {"samples": samples, "values": values, "ends": ends}


def _valuer(me: int, ends: dict | None = None):
    """Hard's value of a move in a world: played out by the medium policy for HORIZON
    exchange ends, then the scores' value for `me` (`WIN`; +1 / -1 at the game's end).
    With `ends`, each playout's end is kept under its move (`_end`), for the reasons."""
    def value(world: XixSim, move: tuple) -> float:
        before = world.scores[me] - world.scores[1 - me]
        world.apply(move)
        while world.phase != OVER and world.exchanges < HORIZON:
            world.apply(world.medium_move())
        mine, theirs = world.scores[me], world.scores[1 - me]
        if ends is not None:
            ends.setdefault(move, []).append(_end(world, me, mine - theirs - before))
        if world.phase == OVER:
            return (1.0 if world.winner == me else -1.0) + (mine - theirs) / 1000.0
        return WIN[mine][theirs]
    return value


def _end(world: XixSim, me: int, gained: int) -> tuple[int, bool, bool, bool]:
    """A playout's end for `me`: the points gained on the other player; whether the game
    was lost, and lost by the 19 rule (N6: exactly 19 together, mine the higher); whether it
    goes on where one exchange of theirs worth a stake (N5) makes exactly 19 that way."""
    mine, theirs = world.scores[me], world.scores[1 - me]
    if world.phase == OVER:
        lost = world.winner != me
        end = game_end(mine, theirs)
        return gained, lost, lost and end is not None and end[0] == "exact_19", False
    gap = TARGET - mine - theirs
    return gained, False, False, gap in STAKES[1:] and mine > theirs + gap


# A review (pygame_core/review.py) shows a value v (+1 won, -1 lost) as a chance to win in
# percent (base + scale x v: 50 + 50 v) and marks a decision that cost at least 8 of those
# percentage points.
REVIEW = {"unit": "percentage points of the chance to win", "scale": 50.0, "base": 50.0,
          "digits": 0, "least": 8.0}
REVIEW_SAMPLES = 24  # the fewest worlds per legal decision in a review


def appraise(view: dict, seed: int) -> dict | None:
    """Every legal decision of the view's player valued as the hard level values a
    candidate (the same sampled worlds for all), for a review, its best the hard level's
    choice with `seed` (a hint's); None when there is one."""
    info = info_from_view(view)
    moves = sample_world(info, Rng(0)).moves()
    if len(moves) < 2:
        return None
    samples = max(REVIEW_SAMPLES, BUDGET // len(moves))
    ends: dict = {}
    seen: dict = {}  # hard's search below meets most of these worlds again
    _, values = best_by_samples(moves, lambda r: sample_world(info, r),
                                _once(info.me, ends, seen), samples,
                                Rng(derive_seed(seed, "review")), XixSim.copy)
    # as hard chooses: a move that lets them win by the 19 rule at once is a loss
    lost = [m for m in moves if loses_by_19(info, m)]
    safe = out_of_19(info, lost[0], moves) if lost else None
    if safe:
        for m in lost:
            values[m] = min(-1.0, values[m])
    best = _decide(view, "hard", seed, seen=seen, info=info)[2]
    detail = {"samples": samples, "values": values, "ends": ends, "review": True}
    me = view["player"]
    return {"options": [{"event": event_of(me, m), "value": values[m]} for m in moves],
            "best": event_of(me, best),
            "why": lambda e, played: why(info, _move_of(e), detail, _move_of(played)),
            **REVIEW}


def _once(me: int, ends: dict | None = None, seen: dict | None = None):
    """`_valuer`, each world played out once per move: a world is its hidden places (the
    other player's closed hand, the strike row), the rest comes from the view, and a playout
    draws nothing, so a world drawn again gives the same value and end (a review's worlds
    repeat often: a third of them are new). The values and ends are those of `_valuer`.
    `seen` (the playouts done, by world and move) may be shared by searches of one view."""
    ends = {} if ends is None else ends
    seen = {} if seen is None else seen
    value = _valuer(me, ends)

    def once(world: XixSim, move: tuple) -> float:
        key = (tuple(world.closed[1 - me]), tuple(world.row), move)
        if key in seen:
            got, end = seen[key]
            ends.setdefault(move, []).append(end)
            return got
        got = value(world, move)
        seen[key] = got, ends[move][-1]
        return got
    return once


def _move_of(event: dict) -> tuple:
    if "play" in event:
        return ("p", event["play"])
    if "decision" in event:
        return ("r",) if event["decision"] == "raise" else ("a",)
    if "draft" in event:
        return ("d", event["draft"])
    return ("t", event["trade"]["give"], event["trade"]["take"])


def _shortlist(info: XixInfo, moves: list[tuple]) -> list[tuple]:
    """For trades: each strike position with my two weakest cards; drafts: the 8 strongest."""
    if moves[0][0] == "d":
        return sorted(moves, key=lambda m: (-STRENGTH[m[1]], -m[1]))[:8]
    mine = sorted(info.closed + info.open[info.me], key=lambda c: (STRENGTH[c], c))[:2]
    return [m for m in moves if m[1] in mine]


def pick(info: XixInfo, level: str, rng: Rng, budget: int, ends: dict | None = None,
         seen: dict | None = None) -> tuple[tuple, dict]:
    """A level's move and what it found; `ends` keeps hard's playouts' ends (a hint's why),
    `seen` the playouts hard may take from a review's search of the same view."""
    if level == "easy":
        return easy_move(info, rng), {}
    if level == "medium":
        return medium_info_move(info), {}
    if level == "heuristic":
        return heuristic_move(info.phase, info.closed + info.open[info.me], info.lead,
                              info.offer, info.row, info.row_up), {}
    if level == "nineteen":
        return nineteen_move(info), {}
    name, _, samples = level.partition("@")
    if name == "pimc":
        return pimc_move(info, rng, int(samples) if samples else PIMC_SAMPLES)
    return hard_move(info, rng, budget, ends, seen)


def event_of(player: int, move: tuple) -> dict:
    kind = move[0]
    if kind == "p":
        return {"player": player, "play": move[1]}
    if kind == "r":
        return {"player": player, "decision": "raise"}
    if kind == "a":
        return {"player": player, "decision": "abandon"}
    if kind == "d":
        return {"player": player, "draft": move[1]}
    return {"player": player, "trade": {"give": move[1], "take": move[2]}}


def _decide(view: dict, level: str, seed: int, ends: dict | None = None,
            seen: dict | None = None, info: XixInfo | None = None
            ) -> tuple[dict, XixInfo, tuple, dict]:
    info = info_from_view(view) if info is None else info
    move, detail = pick(info, level, Rng(derive_seed(seed, level)), BUDGET, ends, seen)
    return event_of(view["player"], move), info, move, detail


def choose(view: dict, level: str, seed: int) -> dict:
    """The event a level picks for the observation's player (who is to move)."""
    return _decide(view, level, seed)[0]


def hint(view: dict, seed: int) -> tuple[dict, dict]:
    """The hard level's choice and why, as facts for the words."""
    event, info, move, detail = _decide(view, "hard", seed, ends={})
    return event, why(info, move, detail)
