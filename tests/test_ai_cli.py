"""`suggest` and `match` as docs/records.md fixes them, the hint API, and level ordering."""

from __future__ import annotations

import io
import json

import pytest

from pygame_core import ai, games
from pygame_core.ai.match import run_match
from pygame_core.cli import main
from pygame_core.records import Record
from pygame_core.seats import voice
from pygame_core.session import Session


def _record(game, config, seed, decisions):
    """A seeded game after `decisions` decisions by the medium level."""
    session = Session.new(game, config, seed)
    for i in range(decisions):
        p = session.state.current_player()
        session.apply(ai.choose(session.state.observation(p), "medium", i))
    return session


def _run(capsys, argv):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


@pytest.mark.parametrize("game, config, decisions", [
    ("xeri", {"players": 2, "rounds": 1, "variants": {}}, 0),  # the cut
    ("xeri", {"players": 2, "rounds": 1, "variants": {}}, 7),
    ("xeri", {"players": 4, "rounds": 1, "variants": {"bottom_card": True}}, 20),
    ("xix", {}, 5),
    ("xix", {}, 30),
])
@pytest.mark.parametrize("level", ai.LEVELS)
def test_suggest_prints_a_legal_event(tmp_path, capsys, game, config, decisions, level):
    session = _record(game, config, 3, decisions)
    path = tmp_path / "game.json"
    path.write_text(session.record.dumps())
    player = session.state.current_player()
    argv = ["suggest", str(path), "--player", str(player), "--level", level, "--seed", "9"]
    code, out, err = _run(capsys, argv)
    assert (code, err) == (0, "")
    event = json.loads(out)
    assert event in session.state.legal_events()
    assert _run(capsys, argv)[1] == out  # the same seed, the same answer


def test_suggest_reads_standard_input(monkeypatch, capsys):
    session = _record("xix", {}, 4, 3)
    monkeypatch.setattr("sys.stdin", io.StringIO(session.record.dumps()))
    player = session.state.current_player()
    code, out, err = _run(capsys, ["suggest", "-", "--player", str(player), "--level", "easy"])
    assert code == 0 and json.loads(out) in session.state.legal_events()


def _error(capsys, argv):
    code, out, err = _run(capsys, argv)
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and err.strip()
    return err.strip()


def test_suggest_errors(tmp_path, capsys):
    session = _record("xeri", {"players": 2, "rounds": 1, "variants": {}}, 5, 4)
    path = tmp_path / "game.json"
    path.write_text(session.record.dumps())
    mover = session.state.current_player()
    other = 1 - mover
    assert "not to move" in _error(capsys, ["suggest", str(path), "--player", str(other),
                                            "--level", "easy"])
    assert "level" in _error(capsys, ["suggest", str(path), "--player", str(mover),
                                      "--level", "expert"])
    assert "player" in _error(capsys, ["suggest", str(path), "--player", "7", "--level", "easy"])
    fresh = tmp_path / "fresh.json"
    fresh.write_text(Record("xix", {}, []).dumps())
    assert "shuffle" in _error(capsys, ["suggest", str(fresh), "--player", "0",
                                        "--level", "hard"])
    broken = session.record.to_json()
    broken["events"].append({"player": other, "play": "AS"})
    path.write_text(json.dumps(broken))
    assert _error(capsys, ["suggest", str(path), "--player", str(other),
                           "--level", "easy"]).startswith(f"event {len(broken['events']) - 1}:")


def test_suggest_refuses_a_finished_game(tmp_path, capsys):
    session = Session.new("xix", {}, 6)
    while not session.state.is_finished():
        p = session.state.current_player()
        session.apply(ai.choose(session.state.observation(p), "easy", 1))
    path = tmp_path / "over.json"
    path.write_text(session.record.dumps())
    assert "over" in _error(capsys, ["suggest", str(path), "--player", "0", "--level", "easy"])


@pytest.mark.parametrize("argv, players", [
    (["--game", "xeri", "--a", "medium", "--b", "easy"], 2),
    (["--game", "xeri", "--players", "4", "--a", "easy", "--b", "medium",
      "--variants", "bottom_card,jack_xeri_25"], 4),
    (["--game", "xix", "--a", "easy", "--b", "medium"], 2),
])
def test_match_output_shape(capsys, argv, players):
    code, out, err = _run(capsys, ["match", *argv, "--deals", "3", "--seed", "5"])
    assert (code, err) == (0, "")
    doc = json.loads(out)
    assert set(doc) == {"game", "players", "a", "b", "deals", "games", "wins", "margin",
                        "ms_per_decision"}
    assert (doc["players"], doc["deals"], doc["games"]) == (players, 3, 6)
    assert sum(doc["wins"].values()) == 6
    lo, hi = doc["margin"]["ci95"]
    assert lo <= doc["margin"]["mean"] <= hi
    for side in ("a", "b"):
        times = doc["ms_per_decision"][side]
        assert 0 <= times["median"] <= times["p95"]
    assert _run(capsys, ["match", *argv, "--deals", "3", "--seed", "5"])[1].split(
        '"ms_per_decision"')[0] == out.split('"ms_per_decision"')[0]  # reproducible


@pytest.mark.parametrize("argv, word", [
    (["--game", "chess", "--a", "easy", "--b", "easy"], "game"),
    (["--game", "xeri", "--a", "easy", "--b", "grandmaster"], "level"),
    (["--game", "xeri", "--players", "3", "--a", "easy", "--b", "easy"], "players"),
    (["--game", "xeri", "--a", "easy", "--b", "easy", "--variants", "wild"], "variant"),
    (["--game", "xeri", "--a", "easy", "--b", "easy", "--variants", "target"], "target"),
    (["--game", "xix", "--a", "easy", "--b", "easy", "--variants", "bottom_card"], "variants"),
])
def test_match_errors(capsys, argv, word):
    assert word in _error(capsys, ["match", *argv, "--deals", "2", "--seed", "1"])
    assert "deals" in _error(capsys, ["match", "--game", "xix", "--a", "easy", "--b", "easy",
                                      "--deals", "0", "--seed", "1"])


@pytest.mark.parametrize("game, players", [("xeri", 2), ("xeri", 4), ("xix", 2)])
def test_duplicate_games_share_chance_and_cuts(game, players):
    """Both games of a deal see the same chance events and cuts, with the seats swapped."""
    from pygame_core.ai.match import config_for, play_game
    from pygame_core.rng import derive_seed

    config = config_for(game, players, [])
    seed = derive_seed(7, "deal", 0)
    fixed = []
    for swap in (0, 1):
        seats = ["medium" if (p & 1) == swap else "easy" for p in range(players)]
        _, events = play_game(game, config, seats, seed, [[] for _ in range(players)])
        fixed.append([e for e in events if "chance" in e or "cut" in e])
    assert fixed[0] == fixed[1]
    assert any("deck" in e for e in fixed[0])
    assert any("cut" in e for e in fixed[0]) == (game == "xeri")


def test_hint_gives_the_hard_choice_with_a_reason():
    for game, config, decisions in (("xeri", {"players": 2, "rounds": 1, "variants": {}}, 9),
                                    ("xix", {}, 12)):
        session = _record(game, config, 8, decisions)
        p = session.state.current_player()
        event, why = ai.hint(session.state, p, seed=4)
        assert event == ai.suggest(session.state, p, "hard", seed=4)
        assert event in session.state.legal_events()
        spec = games.get(game)
        seats = [{"kind": "human" if q == p else "ai"} for q in range(2)]
        for lang in ("en", "el"):
            text = spec.words.reason(why, voice(spec, seats, p, lang))
            assert text and "\n" not in text


def test_medium_beats_easy_in_xeri():
    """100 duplicate deals, fixed seed: medium's margin is clear of zero (measured +14)."""
    doc = run_match("xeri", "medium", "easy", 100, seed=2026)
    assert doc["margin"]["ci95"][0] > 5


def test_medium_beats_easy_in_xix():
    doc = run_match("xix", "medium", "easy", 60, seed=2026)
    assert doc["margin"]["ci95"][0] > 0
