"""Who sits at a table and how the seat on screen speaks of everyone.

A seat is `{"kind": "human"}` (a person at this device, with a "name" if one was
given: words.check_name) or
`{"kind": "ai", "level": "easy" | "medium" | "hard"}`. With two or more human
seats the game is hot-seat: the page shows one seat at a time and covers the
table between turns.
"""

from __future__ import annotations

from . import words
from .ai import LEVELS
from .errors import ConfigError, is_int, shown


def check_seats(players: int, seats) -> list[dict]:
    if not isinstance(seats, list) or len(seats) != players:
        raise ConfigError(f"a game of {players} players needs {players} seats")
    out = []
    for i, seat in enumerate(seats):
        kind = seat.get("kind") if isinstance(seat, dict) else None
        if kind == "human":
            name = seat.get("name")
            out.append({"kind": "human"} if name is None else
                       {"kind": "human", "name": words.check_name(name, i)})
        elif kind == "ai":
            level = seat.get("level", "medium")
            if level not in LEVELS:
                raise ConfigError(f"seat {i + 1}: unknown level {shown(level)}")
            out.append({"kind": "ai", "level": level})
        else:
            raise ConfigError(f"seat {i + 1}: kind must be 'human' or 'ai'")
    return out


def check_person_seat(players: int, seats, seat) -> None:
    """That `seats` fit the game and `seat` is a person's among them (a table opened from
    an embed, with its seats and the seat on screen)."""
    if not is_int(seat) or not 0 <= seat < players or \
            check_seats(players, seats)[seat]["kind"] != "human":
        raise ConfigError("the seat given is not a person's seat")


def voice(spec, seats: list[dict], viewer: int | None, lang: str) -> words.Voice:
    """How the seat on screen speaks of everyone (see words.seat_names)."""
    players = len(seats)
    humans = [s["kind"] == "human" for s in seats]
    names = words.seat_names(lang, humans, viewer, lambda p: spec.side(p, players),
                             [s.get("name") for s in seats])
    sides = words.side_names(lang, names, viewer, spec.sides(players), sum(humans) > 1)
    return words.Voice(lang, spec.words.WORDS, names, sides,
                       seat_order=sum(humans) > 1)
