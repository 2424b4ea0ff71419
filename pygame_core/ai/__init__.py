"""Computer players for both games: `easy`, `medium`, `hard`, and hints.

Every decision is a function of one player's view (the engine's `view(player)`
JSON) and a seed, nothing else: the AI never reads a state's hidden fields.

- `choose(view, level, seed)` -> the record event the level picks for the view's player;
- `suggest(state, player, level, seed)` -> the same from a state, checking that
  `player` is to move (what `python -m pygame_core suggest` prints);
- `hint(state_or_view, player, seed)` -> `{"event": ..., "reason": "..."}`, the hard
  level's choice with a one-line reason (for the web bridge).
"""

from __future__ import annotations

from .. import words
from ..cards import code
from ..errors import GameError
from ..game import State
from ..rng import Rng, derive_seed
from . import xeri, xix

LEVELS = ("easy", "medium", "hard")

# The hard level's search budgets, fixed (not timed) so that a seed gives one answer.
# Xeri: simulated card plays per decision per two players (a 4-player deal is twice
# as long, so it gets twice the plays for as many sampled worlds); XIX: playouts.
XERI_BUDGET = 10000
XIX_BUDGET = 240


def _check(view: dict, level: str) -> int:
    if level not in LEVELS:
        raise GameError(f"unknown level {level!r} (easy, medium or hard)")
    player = view.get("player")
    if view.get("finished"):
        raise GameError("the game is over: there is no decision to take")
    to_move = view.get("turn") if view.get("game") == "xeri" else view.get("to_move")
    if to_move != player:
        if to_move is None:
            raise GameError("no decision is due: a chance event comes next")
        raise GameError(f"player {player} is not to move (player {to_move} is)")
    return player


def _decide(view: dict, level: str, seed: int):
    """(event, detail, info) for the view's player."""
    player = _check(view, level)
    rng = Rng(derive_seed(seed, level))
    if view.get("game") == "xeri":
        if view["phase"] == "cut":
            # X4: the AI cuts at random; every level alike, so duplicate games cut alike
            return {"player": player, "cut": Rng(seed).between(1, 51)}, {}, None
        info = xeri.info_from_view(view)
        card, detail = xeri.choose(info, level, rng, XERI_BUDGET * info.players // 2)
        return {"player": player, "play": code(card)}, detail, info
    if view.get("game") == "xix":
        info = xix.info_from_view(view)
        move, detail = xix.choose(info, level, rng, XIX_BUDGET)
        return xix.event_of(player, move), detail, (info, move)
    raise GameError(f"unknown game {view.get('game')!r}")


def choose(view: dict, level: str, seed: int = 0) -> dict:
    """The record event the AI of `level` picks for the player of `view`."""
    return _decide(view, level, seed)[0]


def _view_of(state_or_view, player: int) -> dict:
    if isinstance(state_or_view, State):
        if state_or_view.is_finished():
            raise GameError("the game is over: there is no decision to take")
        if state_or_view.current_player() is None:
            raise GameError(f"no decision is due: a {state_or_view.chance_kind()} comes next")
        return state_or_view.view(player)
    return state_or_view


def suggest(state_or_view, player: int, level: str, seed: int = 0) -> dict:
    """The event the AI of `level` would choose for `player`, who must be to move."""
    view = _view_of(state_or_view, player)
    if view.get("player") != player:
        raise GameError(f"the view is player {view.get('player')}'s, not player {player}'s")
    return choose(view, level, seed)


def hint(state_or_view, player: int, seed: int = 0) -> dict:
    """The hard level's choice for `player` with a one-line reason."""
    view = _view_of(state_or_view, player)
    if view.get("player") != player:
        raise GameError(f"the view is player {view.get('player')}'s, not player {player}'s")
    event, detail, extra = _decide(view, "hard", seed)
    if "cut" in event:
        why = {"key": "cut", "n_cards": event["cut"]}
    elif view["game"] == "xeri":
        why = xeri.why(extra, xeri.parse(event["play"]), detail)
    else:
        info, move = extra
        why = xix.why(info, move, detail)
    text = words.reason(why)
    # `why`: the reason as facts, for the table to say it in its language
    return {"event": event, "reason": text[0].upper() + text[1:], "why": why}
