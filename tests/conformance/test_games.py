"""Every registered game through the same tests of the shared API (pygame_core/game.py).

Nothing here names a game: a game added to the registry (pygame_core/games.py) runs
through all of it as it is. Random playouts over every option of each game check
what comes next, verify / can / apply (and foresee, its beginning), that apply
leaves a state unchanged, the room's news (what every seat may know), the
returns, the record round trip, the observations' secrecy (the cards a seat never
saw rearranged: the same observation), the typed errors, and that every fact and
every decision has words in both languages.
"""

from __future__ import annotations

import json

import pytest
from playouts import configs, every_game, random_record, rearranged

from pygame_core import words
from pygame_core.errors import GameError, IllegalMoveError
from pygame_core.records import loads
from pygame_core.rng import Rng
from pygame_core.seats import voice

GAMES = every_game()
IDS = [g.name for g in GAMES]


def many(spec, games: int) -> list[dict]:
    """`games` configs in turn over every option of the game."""
    every = configs(spec)
    return [every[i % len(every)] for i in range(max(games, len(every)))]


def _json(x):
    return json.loads(json.dumps(x))


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_descriptor_is_complete(spec):
    assert spec.players and all(isinstance(n, int) for n in spec.players)
    assert spec.decisions and spec.ends
    for n in spec.players:
        sides = spec.sides(n)
        assert sorted(p for side in sides for p in side) == list(range(n))
        config = spec.config(n, {})
        assert spec.players_of(config) == n and spec.new_state(config).chance_kind()
    said = spec.words.WORDS
    assert set(said) == set(words.LANGS) and said["en"].keys() == said["el"].keys()
    for lang in words.LANGS:
        for o in spec.options:
            assert said[lang][f"option.{o.key}"]
    assert len(set(spec.deck())) == len(spec.deck())


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_random_playouts_keep_the_api(spec):
    rng = Rng(2026)
    kinds_seen = set()
    for config in many(spec, 60):
        record = random_record(spec, config, rng)
        players = spec.players_of(config)
        before = None
        for state in record.states():
            due = (state.is_finished(), state.chance_kind() is not None,
                   state.current_player() is not None)
            assert sum(due) == 1                        # exactly one thing comes next
            assert abs(sum(state.returns())) < 1e-9    # zero-sum
            each = []
            views = [state.observation(seat) for seat in range(players)]
            for seat, view in enumerate(views):
                assert _json(view) == view
                each.append(state.news(seat))
                for fact in each[-1]:
                    assert _json(fact) == fact and fact["kind"]
                    kinds_seen.add(fact["kind"])
            # the room's news (None): each fact as every seat knows it, None where they differ
            room = state.news(None)
            assert len(room) == len(each[0]) and all(len(n) == len(room) for n in each)
            for i, fact in enumerate(room):
                assert fact.keys() == each[0][i].keys()
                for key, value in fact.items():
                    known = [n[i][key] for n in each]
                    assert value == (known[0] if known.count(known[0]) == players else None)
            # the room's observation (hot-seat's shared screen), from any seat's place: no
            # card some seat does not see
            shared = set.intersection(*(spec.seen(view) for view in views))
            assert all(spec.seen(state.observation(p, room=True)) <= shared
                       for p in range(players))
            legal = state.legal_events()
            assert bool(legal) == (state.current_player() is not None)
            for event in legal[:8]:
                state.verify(event)
                assert state.can(event) and state.preview(event)["kind"] in spec.decisions
                # foresee: the decision as its player knows it beforehand, the start of apply
                known, done = state.foresee(event).news(event["player"]), \
                    state.apply(event).news(event["player"])
                assert known and done[:len(known)] == known
            if before is not None:   # the applies above and the next state changed nothing
                assert before[0].observation(0) == before[1]
            before = (state, views[0])
        assert state.is_finished() and state.result()["finished"]
        again = loads(record.dumps()).replay()                 # the record's round trip
        assert again.result() == state.result()
        assert all(again.observation(p) == state.observation(p) for p in range(players))
    assert set(spec.ends) <= kinds_seen


def _cards_in(spec, event) -> list:
    """The values under the game's card_fields, at any depth, as the embed reads them."""
    out = []
    for key, value in event.items():
        if key in spec.card_fields:
            out += value if isinstance(value, list) else [value]
        elif isinstance(value, dict):
            out += _cards_in(spec, value)
    return out


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_card_fields_name_the_cards_of_every_event(spec):
    deck = set(spec.deck())
    rng = Rng(7)
    kinds = set()
    for config in many(spec, 12):
        for event in random_record(spec, config, rng).events:
            cards = _cards_in(spec, event)
            assert set(cards) <= deck
            if event.get("chance") == "shuffle":
                assert sorted(cards, key=str) == sorted(deck, key=str)   # the whole deck
            kinds.add(next(k for k in event if k not in ("player", "chance")) if cards else None)
            marked = spec.rename(event, {c: ("card", c) for c in deck})
            assert _cards_in(spec, marked) == [("card", c) for c in cards]
    assert set(spec.card_fields) <= kinds | {"give", "stock"}


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_illegal_events_are_typed_errors_and_change_nothing(spec):
    rng = Rng(7)
    config = spec.config(spec.players[0], {})
    record = random_record(spec, config, rng, decisions=10)
    state = record.replay()
    player = state.current_player()
    other = (player + 1) % spec.players_of(config)
    view = state.observation(player)
    event = state.legal_events()[0]
    bad = [({**event, "player": other}, IllegalMoveError),          # out of turn
           ({"player": player}, GameError),                         # no decision
           ({**event, "surprise": 1}, GameError),                   # unknown key
           ("not an event", GameError),
           ({"chance": "shuffle", "deck": []}, GameError)]          # no chance is due
    for wrong, kind in bad:
        with pytest.raises(kind):
            state.apply(wrong)
        assert not state.can(wrong)
    assert state.observation(player) == view
    done = random_record(spec, config, rng).replay()
    with pytest.raises(IllegalMoveError):
        done.apply(event)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_observations_hold_nothing_a_seat_never_saw(spec):
    rng = Rng(99)
    moved = 0
    for config in many(spec, 40)[::2]:
        full = random_record(spec, config, rng)
        cut = rng.between(1, len(full.events))
        prefix = type(full)(full.game, full.config, full.events[:cut])
        state = prefix.replay()
        for seat in range(spec.players_of(config)):
            other, n = rearranged(spec, prefix, seat, rng)
            moved += n
            assert other.replay().observation(seat) == state.observation(seat)
    assert moved > 50                                       # hidden cards really moved


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_every_fact_and_decision_has_words_in_both_languages(spec):
    rng = Rng(5)
    said = spec.words
    kinds, decided = set(), set()
    for config in many(spec, 30):
        record = random_record(spec, config, rng)
        players = spec.players_of(config)
        seats = [{"kind": "human"}] + [{"kind": "ai"}] * (players - 1)
        for state in record.states():
            for lang in words.LANGS:
                v = voice(spec, seats, 0, lang)
                for fact in state.news(0):
                    kinds.add(fact["kind"])
                    text = said.narrate(fact, v)
                    assert text is None or (text and "{" not in text and "\n" not in text)
                turn = state.current_player()
                if turn is not None:
                    mover = voice(spec, seats, turn, lang)
                    for event in state.legal_events()[:6]:
                        fact = state.preview(event)
                        decided.add(fact["kind"])
                        label = said.choice(fact, mover)
                        assert label and "{" not in label and "\n" not in label
    assert set(spec.decisions) <= decided
