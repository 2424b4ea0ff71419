"""The registry of games: one line per game, its record name and its package.

Everything outside a game's own package reaches it through its descriptor
(`pygame_core.game.Game`): `get("xeri").new_state(config)`.
"""

from __future__ import annotations

import importlib

from .errors import ConfigError, shown
from .game import Game, State

PACKAGES = {
    "xeri": "pygame_core.xeri",
    "xix": "pygame_core.xix",
}

NAMES = tuple(PACKAGES)


def get(name) -> Game:
    """The descriptor of the game recorded as `name`; ConfigError for an unknown one."""
    package = PACKAGES.get(name) if isinstance(name, str) else None
    if package is None:
        raise ConfigError(f"unknown game {shown(name)} ({', '.join(NAMES)})")
    return importlib.import_module(package).GAME


def every() -> list[Game]:
    return [get(name) for name in NAMES]


def new_state(name: str, config: dict) -> State:
    return get(name).new_state(config)
