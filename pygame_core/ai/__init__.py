"""Computer players for every game: `easy`, `medium`, `hard`, hints, and the fixed
reference players each game measures them against (`players(game)`: Xeri `greedy`,
`pimc` and `odds`, XIX `heuristic`, `pimc` and `nineteen`; `pimc@K` is PIMC with K
sampled worlds).

Every decision is a function of one player's observation (the engine's
`observation(player)` JSON) and a seed, nothing else: the AI never reads a
state's hidden fields. Each game's own players live in its package (`ai`
module, reached through the game's descriptor) and offer `choose(view, level,
seed)` and `hint(view, seed)`; this module checks the request and dispatches.

- `choose(view, level, seed)` -> the record event the level picks for the view's player;
- `suggest(state, player, level, seed)` -> the same from a state, checking that
  `player` is to move (what `python -m pygame_core suggest` prints);
- `hint(state, player, seed)` -> (event, why): the hard level's choice and why, as
  facts for the game's words.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from .. import games
from ..errors import GameError
from ..game import State

if TYPE_CHECKING:
    from ..contract import Observation, Players

LEVELS = ("easy", "medium", "hard")


def players(game: str) -> tuple[str, ...]:
    """Every player name `game` accepts: the levels, then its reference players."""
    return LEVELS + games.get(game).ai.REFERENCES


def check_level(game: str, level: str) -> None:
    """Raise GameError unless `level` names a player of `game` (`pimc@K`: K >= 1 worlds)."""
    names = players(game)
    name, at, samples = level.partition("@") if isinstance(level, str) else ("", "", "")
    if name in names and (not at or (name == "pimc" and re.fullmatch("[1-9][0-9]{0,6}", samples))):
        return
    raise GameError(f"unknown level {level!r} for {game} ({', '.join(names)})")


def _module(view: Observation, level: str) -> Players:
    check_level(view.get("game"), level)
    if view.get("finished"):
        raise GameError("the game is over: there is no decision to take")
    player, to_move = view.get("player"), view.get("turn")
    if to_move != player:
        if to_move is None:
            raise GameError("no decision is due: a chance event comes next")
        raise GameError(f"player {player} is not to move (player {to_move} is)")
    return games.get(view.get("game")).ai


def choose(view: Observation, level: str, seed: int = 0) -> dict:
    """The record event the AI of `level` picks for the player of `view`."""
    return _module(view, level).choose(view, level, seed)


def _view_of(state: State, player: int) -> dict:
    if state.is_finished():
        raise GameError("the game is over: there is no decision to take")
    if state.current_player() is None:
        raise GameError(f"no decision is due: a {state.chance_kind()} comes next")
    return state.observation(player)


def suggest(state: State, player: int, level: str, seed: int = 0) -> dict:
    """The event the AI of `level` would choose for `player`, who must be to move."""
    return choose(_view_of(state, player), level, seed)


def hint(state: State, player: int, seed: int = 0) -> tuple[dict, dict]:
    """The hard level's choice for `player` and why (facts for the game's words)."""
    view = _view_of(state, player)
    return _module(view, "hard").hint(view, seed)
