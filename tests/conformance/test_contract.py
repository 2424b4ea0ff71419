"""Every registered game against the contract (pygame_core/contract.py): each part its
descriptor reaches (`game.words`, `game.scene`, `game.ai`, `game.rulebook`,
`game.lesson`) has every member of its protocol with the right shape, and every
observation has the typed keys shared code reads. Nothing here names a game.
"""

from __future__ import annotations

import inspect
import subprocess
import sys
import typing

import pytest
from playouts import configs, every_game, random_record

from pygame_core import words
from pygame_core.ai import LEVELS
from pygame_core.contract import PARTS, Appraisal, Observation
from pygame_core.game import Game, Part
from pygame_core.rng import Rng

GAMES = every_game()
IDS = [g.name for g in GAMES]
TYPES = {"dict": dict, "list": list, "tuple": tuple, "int": int, "str": str, "bool": bool}


def _members(protocol) -> tuple[dict, dict]:
    """The protocol's data members (name -> annotation text) and functions (name -> fn)."""
    data = dict(protocol.__annotations__)
    functions = {name: value for name, value in vars(protocol).items()
                 if inspect.isfunction(value) and not name.startswith("_")}
    return data, functions


def _shape(fn) -> tuple[int, int, bool]:
    """(required positional, all positional, takes *args) of a function."""
    params = list(inspect.signature(fn).parameters.values())
    positional = [p for p in params if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    required = [p for p in positional if p.default is p.empty]
    return len(required), len(positional), any(p.kind == p.VAR_POSITIONAL for p in params)


def conform(module, protocol) -> list[str]:
    """What `module` lacks or gets wrong of `protocol`, one line each."""
    wrong = []
    data, functions = _members(protocol)
    for name, annotation in data.items():
        if not hasattr(module, name):
            wrong.append(f"no {name}")
            continue
        kind = TYPES[str(annotation).split("[")[0]]
        if not isinstance(getattr(module, name), kind):
            wrong.append(f"{name} is not a {kind.__name__}")
    for name, fn in functions.items():
        got = getattr(module, name, None)
        if not callable(got):
            wrong.append(f"no function {name}")
            continue
        need, total, _ = _shape(fn)
        need, total = need - 1, total - 1        # the protocol's `self`
        has_need, has_total, star = _shape(got)
        if has_need > need or (has_total < total and not star):
            wrong.append(f"{name} takes {has_need}..{has_total} positional arguments,"
                         f" not {need}..{total}")
    return wrong


class _Short:
    """A part missing one function and with a constant of the wrong type."""

    def __init__(self, module, protocol):
        data, functions = _members(protocol)
        for name in data:
            setattr(self, name, getattr(module, name))
        for name in list(functions)[1:]:
            setattr(self, name, getattr(module, name))
        if data:
            setattr(self, next(iter(data)), 1.5)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
@pytest.mark.parametrize("part", list(PARTS))
def test_every_part_has_every_member_of_its_protocol(spec, part):
    module, protocol = getattr(spec, part), PARTS[part]
    assert module.__name__.endswith(f".{spec.name}.{vars(Game)[part].module}")
    assert conform(module, protocol) == []
    # the check can fail: a part short of a function, or a constant of another type
    data, functions = _members(protocol)
    assert len(conform(_Short(module, protocol), protocol)) == (len(functions) > 0) + (
        len(data) > 0)


def test_every_part_of_the_descriptor_has_a_protocol():
    assert {name for name, x in vars(Game).items() if isinstance(x, Part)} == set(PARTS)


def test_the_parts_are_imported_when_first_asked_for():
    code = ("import sys; from pygame_core import games; spec = games.get(games.NAMES[-1]);"
            "mod = f'pygame_core.{spec.name}.words'; before = mod in sys.modules;"
            "spec.words; print(before, mod in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                         check=True).stdout.split()
    assert out == ["False", "True"]


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_words_rulebook_and_lesson_hold_what_shared_code_reads(spec):
    for lang in words.LANGS:
        table = spec.words.WORDS[lang]
        for key in ("title", "blurb", "learn", *(f"option.{o.key}" for o in spec.options)):
            assert isinstance(table[key], str) and table[key], (lang, key)
        sections = spec.rulebook.RULES[lang]
        assert sections and all(s["id"].startswith(f"{spec.name}-") and s["title"]
                                and isinstance(s["body"], list) for s in sections)
    lesson = spec.lesson
    state = spec.new_state(lesson.CONFIG)
    assert len(lesson.SEATS) == spec.players_of(lesson.CONFIG) and state.chance_kind()
    assert lesson.SEATS[0] == {"kind": "human"}
    assert all(s["kind"] == "human" or s["level"] in LEVELS for s in lesson.SEATS)
    assert {"unit", "scale", "digits", "least"} <= set(spec.ai.REVIEW)
    assert all(isinstance(name, str) for name in spec.ai.REFERENCES)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_the_computer_players_answer_as_the_protocol_says(spec):
    rng = Rng(11)
    state = random_record(spec, spec.config(spec.players[0], {}), rng, decisions=6).replay()
    while state.current_player() is None:
        state = state.apply(state.sample_chance(rng))
    view = state.observation(state.current_player())
    legal = state.legal_events()
    for level in LEVELS:
        assert spec.ai.choose(view, level, 3) in legal
    event, why = spec.ai.hint(view, 3)
    assert event in legal and isinstance(why, dict)


def check_observation(spec, state, seat: int, view: dict) -> None:
    """The typed keys of `view`, `seat`'s observation of `state`, and what they mean."""
    for key, kind in typing.get_type_hints(Observation).items():
        assert key in view, key
        assert isinstance(view[key], typing.get_args(kind) or kind), (key, view[key])
    assert view["game"] == spec.name and view["player"] == seat
    assert view["turn"] == state.current_player()
    assert view["finished"] == state.is_finished()
    if not view["finished"]:
        assert view["winner"] is None
    elif view["winner"] is not None:
        sides = spec.sides(len(state.returns()))
        assert 0 <= view["winner"] < len(sides)
        assert all(state.returns()[p] > 0 for p in sides[view["winner"]])


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_every_observation_has_the_typed_keys(spec):
    rng = Rng(31)
    ended = 0
    for config in configs(spec):
        for state in random_record(spec, config, rng).states():
            for seat in range(spec.players_of(config)):
                check_observation(spec, state, seat, state.observation(seat))
        ended += state.observation(0)["winner"] is not None
    assert ended                                        # some game was won


def test_the_observation_check_can_fail():
    spec = GAMES[0]
    state = random_record(spec, spec.config(spec.players[0], {}), Rng(31)).replay()
    view = state.observation(0)
    for wrong in ({**view, "player": 1}, {**view, "finished": False},
                  {k: v for k, v in view.items() if k != "turn"}):
        with pytest.raises(AssertionError):
            check_observation(spec, state, 0, wrong)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_a_summary_holds_what_the_game_counts_and_its_words_head_them(spec):
    rng = Rng(3)
    for players in spec.players:
        state = random_record(spec, spec.config(players, {}), rng).replay()
        for seat in range(players):
            got = spec.summary(state.result(), seat, players)
            assert set(got) == {"won", "score", "best_round", *spec.counts}
            assert all(isinstance(got[c], int) and got[c] >= 0 for c in spec.counts)
    for lang in words.LANGS:
        assert all(spec.words.WORDS[lang][f"count.{c}"] for c in spec.counts)


@pytest.mark.parametrize("spec", GAMES, ids=IDS)
def test_an_appraisal_holds_what_the_review_reads(spec):
    rng = Rng(17)
    got = None
    while got is None:          # a position with a choice to value
        state = random_record(spec, spec.config(spec.players[0], {}), rng,
                              decisions=rng.between(4, 12)).replay()
        if state.current_player() is None:
            continue
        view = state.observation(state.current_player())
        got = spec.ai.appraise(view, 5)
    hints = Appraisal.__annotations__
    assert set(hints) - {"base"} <= set(got) <= set(hints)
    legal = state.legal_events()
    assert got["best"] in legal and len(got["options"]) >= 2
    assert all(o["event"] in legal and isinstance(o["value"], float | int)
               for o in got["options"])
    assert isinstance(got["why"](got["best"], got["options"][0]["event"]), dict)
    assert {k: got[k] for k in spec.ai.REVIEW} == spec.ai.REVIEW
