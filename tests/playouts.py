"""Random games of any registered game, through its descriptor only (no tests here).

`configs(spec)` covers every option of a game (each flag on and off with the others,
every player count, optional numbers on and off); `random_record` plays one game with
random legal decisions; `rearranged` gives the same record with the cards a seat never
saw shuffled among their places, consistently through every event: the record a seat
cannot tell apart from the real one.
"""

from __future__ import annotations

from itertools import product

from pygame_core import games
from pygame_core.records import Record
from pygame_core.rng import Rng
from pygame_core.session import Session


def configs(spec) -> list[dict]:
    flags = [o.key for o in spec.options if o.kind == "flag"]
    optional = [o.key for o in spec.options if o.optional]
    out = []
    for players in spec.players:
        for bits in product((False, True), repeat=len(flags) + len(optional)):
            values = dict(zip(flags, bits[:len(flags)], strict=True))
            values.update({k: None for k, on in zip(optional, bits[len(flags):], strict=True)
                           if not on})
            out.append(spec.config(players, {**dict(spec.deal_options), **values}))
    return out


def random_record(spec, config: dict, rng: Rng, decisions: int | None = None) -> Record:
    """A game of random legal decisions (chance from a seed), to the end or `decisions`."""
    session = Session.new(spec.name, config, rng.next_seed())
    made = 0
    while not session.state.is_finished() and (decisions is None or made < decisions):
        legal = session.state.legal_events()
        session.apply(legal[rng.below(len(legal))])
        made += 1
    return session.record


def seen_by(spec, record: Record, seat: int) -> set:
    """Every card the seat has seen at any point of the record."""
    found = set()
    for state in record.states():
        found |= spec.seen(state.observation(seat))
    return found


def rearranged(spec, record: Record, seat: int | None, rng: Rng) -> tuple[Record, int]:
    """The record with the cards `seat` never saw shuffled among themselves, and how many
    of them moved; `seat` None: the cards some seat never saw (what the room, a hot-seat
    table's screen everyone looks at, may not know)."""
    if seat is None:
        players = spec.players_of(record.config)
        known = set.intersection(*(seen_by(spec, record, p) for p in range(players)))
    else:
        known = seen_by(spec, record, seat)
    unseen = sorted(set(spec.deck()) - known, key=str)
    mapping = dict(zip(unseen, rng.shuffled(unseen), strict=True))
    events = [spec.rename(e, mapping) for e in record.events]
    return Record(record.game, record.config, events), sum(a != b for a, b in mapping.items())


def every_game():
    return [games.get(name) for name in games.NAMES]
