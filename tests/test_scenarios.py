"""The shipped scenarios (web/scenarios/*.json) are real records that still show
their rule, and the embed ops (pygame_core/embed.py) answer as the page expects."""

import json
from pathlib import Path

import pytest

from pygame_core import bridge, embed
from pygame_core.errors import ConfigError, IllegalMoveError, RecordError
from pygame_core.records import Record

SCENARIOS = sorted((Path(__file__).resolve().parent.parent / "web" / "scenarios").glob("*.json"))


def load(path: Path) -> dict:
    return json.loads(path.read_text())


def call(op: str, **args):
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "op": op, "args": args})))
    assert reply["ok"], reply
    return reply["result"]


def test_there_is_a_scenario_for_every_rule_the_explainer_teaches():
    shows = {load(p)["shows"] for p in SCENARIOS}
    assert shows == {"capture", "xeri", "jack_xeri", "jack_lone", "sweep", "score",
                     "v1", "v2", "v3", "v4", "v5",
                     "nineteen", "decide", "stakes", "draft", "trade"}


def effects_of_the_move(scn) -> list[dict]:
    """The public entries the scenario's move (the decision at `at`) and what
    follows it up to the next decision added, seen from the scenario's seat."""
    frames, start = embed.replay_frames(scn, scn.seat)
    return [e for f in frames[start + 1]["fresh"] for e in f["entries"]], frames[start + 1]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_replays_and_shows_its_rule(path):
    doc = load(path)
    scn = embed.load_scenario(doc)   # replays the whole record: a broken one raises
    events = scn.record.events
    move = events[scn.at]
    assert move.get("player") == scn.seat, "the scenario starts on the reader's decision"
    entries, after = effects_of_the_move(scn)
    plays = [e for e in entries if e.get("type") == "play"]
    view = after["view"]
    final = scn.record.replay()
    shows = doc["shows"]
    if shows == "capture":  # X8
        assert plays[0]["captured"] >= 3 and not plays[0]["xeri"]
    elif shows == "xeri":  # X9
        assert plays[0]["xeri"] and plays[0]["captured"] == 1
    elif shows in ("jack_xeri", "v4"):  # X9, V4
        assert plays[0]["jack_xeri"] and plays[0]["card"].startswith("J")
        if shows == "v4":
            assert scn.record.config["variants"] == {"jack_xeri_25": True}
            jack = [line for line in final.view(0)["rounds"][0]["lines"]
                    if line["key"] == "jack_xeris"][0]
            assert 25 in jack["points"]
    elif shows == "jack_lone":  # X8, X9: a jack on one non-jack card is no xeri
        assert plays[0]["card"].startswith("J") and plays[0]["captured"] == 1
        assert not plays[0]["xeri"] and not plays[0]["jack_xeri"]
    elif shows == "sweep":  # X11
        history = [e["type"] for e in final.view(0)["history"]] if not final.is_finished() else []
        assert final.is_finished() and final.view(0)["rounds"]
        assert history == [] or "sweep" in history
        sweeps = [e for f in embed.replay_frames(scn, 0)[0] for x in f["fresh"]
                  for e in x["entries"] if e.get("type") == "sweep"]
        assert sweeps and sweeps[0]["cards"] >= 1
    elif shows == "score":  # X12
        assert final.is_finished()
        sides = final.view(0)["rounds"][0]["sides"]
        assert any(s["xeris"] for s in sides)
    elif shows == "v1":
        assert scn.record.config["variants"] == {"bottom_card": True}
        assert view["bottom_card"] and not view["bottom_card"].startswith("J")
        assert any(e["type"] == "bottom_jack" for e in view["history"])
    elif shows == "v2":
        assert scn.record.config["variants"] == {"relaxed_initial_pile": True}
        pile = [e for e in view["history"] if e["type"] == "pile"][-1]["cards"]
        top, second = pile[-1], pile[-2]
        assert top.startswith("J") or top[:-1] == second[:-1]  # X6 would deal it again
    elif shows == "v3":  # the dealer's last card takes a lone card of its rank: no xeri
        assert scn.record.config["variants"] == {"dealer_last_no_xeri": True}
        assert plays[0]["captured"] == 1 and not plays[0]["xeri"]
        assert scn.at == len(events) - 1 and final.is_finished()
    elif shows == "v5":
        assert scn.record.config["variants"] == {"target": 40}
        assert final.is_finished() and len(final.view(0)["rounds"]) >= 2
        assert max(final.view(0)["totals"]) >= 40
    elif shows == "nineteen":  # N3: the lower card takes a trick of 19
        lead = Record(scn.record.game, scn.record.config, events[:scn.at]).replay() \
            .view(scn.seat)["trick"]["cards"][0]
        assert lead["card"] + move["play"] == 19
        trick = [e["trick"] for e in entries if "trick" in e][0]
        assert trick["taken_by"] == (lead["player"] if lead["card"] < move["play"] else scn.seat)
    elif shows in ("decide", "stakes"):  # N4, N5
        assert move["decision"] == "raise"
        before = Record(scn.record.game, scn.record.config, events[:scn.at]).replay()
        total = sum(before.view(scn.seat)["strikes"])
        assert before.view(scn.seat)["stakes"] == [0, 1, 2, 3, 5, 8][total]
        if shows == "stakes":
            assert total == 3
            assert any("exchange" in e for f in embed.replay_frames(scn, 0)[0]
                       for x in f["fresh"] for e in x["entries"])
    elif shows == "draft":  # N7
        assert "draft" in move
        assert any("draft" in e for e in entries)
    elif shows == "trade":  # N8
        assert "trade" in move
        assert any("trade" in e for e in entries)
    else:
        pytest.fail(f"no check for {shows!r}")


@pytest.mark.parametrize("path", SCENARIOS[:3] + SCENARIOS[-2:], ids=lambda p: p.stem)
def test_still_is_the_position_at_the_start_from_each_seat(path):
    doc = load(path)
    scn = embed.load_scenario(doc)
    for seat in range(scn.players):
        still = call("embed_still", scenario=doc, seat=seat)
        position = Record(scn.record.game, scn.record.config, scn.record.events[:scn.at]).replay()
        assert still["view"] == json.loads(json.dumps(position.view(seat)))
        assert still["choices"] == [] and still["seat"] == seat
        assert still["title"] == doc["title"]


def test_replay_frames_one_per_decision_starting_at_the_scenario():
    doc = load(SCENARIOS[0])
    scn = embed.load_scenario(doc)
    result = call("embed_replay", scenario=doc)
    decisions = [e for e in scn.record.events if "chance" not in e]
    assert len(result["frames"]) == len(decisions) + 1
    assert [f["decisions"] for f in result["frames"]] == list(range(len(decisions) + 1))
    start = result["frames"][result["start"]]
    assert start["index"] == scn.at and start["turn"] == scn.seat
    assert result["frames"][result["start"] + 1]["decision"]["event"] == scn.record.events[scn.at]


def test_play_mode_from_a_scenario_takes_the_readers_decision_then_the_computer():
    doc = load(next(p for p in SCENARIOS if p.stem == "xeri-xeri"))
    snap = call("embed_start", scenario=doc, seed=3, mode="play", levels="easy")
    assert snap["waiting"] == "you" and snap["seat"] == doc["seat"]
    xeri = [c for c in snap["choices"] if "xeri" in c["label"]]
    assert xeri
    snap = call("embed_play", event=xeri[0]["event"])
    assert snap["log"][-1]["label"] == xeri[0]["label"] and snap["waiting"] == "computer"
    snap = call("embed_step")
    assert snap["log"][-1]["player"] != doc["seat"]


def test_demo_mode_plays_every_seat_to_the_end():
    snap = call("embed_start", game="xix", seed=11, mode="demo", levels="easy")
    assert all(s["kind"] == "ai" for s in snap["seats"]) and snap["choices"] == []
    steps = 0
    while snap["waiting"] != "finished":
        snap = call("embed_step")
        steps += 1
        assert steps < 2000
    assert snap["result"]["finished"] and snap["result"]["winner"] in (0, 1)
    reply = json.loads(bridge.handle(json.dumps({"id": 2, "op": "embed_step", "args": {}})))
    assert reply["error"]["type"] == "IllegalMoveError"


def test_same_seed_same_demo():
    logs = []
    for _ in range(2):
        snap = call("embed_start", game="xeri", seed=5, mode="demo", levels="easy",
                    config={"players": 4, "rounds": 1, "variants": {}})
        for _ in range(10):
            snap = call("embed_step")
        logs.append([entry["event"] for entry in snap["log"]])
    assert logs[0] == logs[1] and len(logs[0]) == 10


@pytest.mark.parametrize("doc, error", [
    ([], ConfigError),
    ({"record": {"format": 1, "game": "xeri", "config": {}, "events": [{"chance": "x"}]}},
     RecordError),
    ({"record": {"format": 1, "game": "xix", "config": {}, "events": []}, "seat": 2}, ConfigError),
    ({"record": {"format": 1, "game": "xix", "config": {}, "events": []}, "at": 1}, ConfigError),
    ({"record": {"format": 1, "game": "xix", "config": {}, "events": []}, "extra": 1},
     ConfigError),
])
def test_bad_scenarios_are_one_line_errors(doc, error):
    with pytest.raises(error):
        embed.load_scenario(doc)
    reply = json.loads(bridge.handle(json.dumps({"id": 3, "op": "embed_replay",
                                                 "args": {"scenario": doc}})))
    assert not reply["ok"] and "\n" not in reply["error"]["message"]


def test_bad_start_arguments_change_nothing():
    doc = load(SCENARIOS[0])
    first = call("embed_start", scenario=doc, seed=1, mode="play")
    for args in ({"mode": "watch"}, {"levels": "expert"}, {"game": "xix"}, {"seat": 5},
                 {"seed": "x"}):
        reply = json.loads(bridge.handle(json.dumps({"id": 4, "op": "embed_start", "args": {
            "scenario": doc, "seed": 1, "mode": "play", **args}})))
        assert not reply["ok"], args
    assert call("embed_play", event=first["choices"][0]["event"])["decisions"] == \
        first["decisions"] + 1
    with pytest.raises(IllegalMoveError):
        embed.embed_play({"player": 0, "play": "ZZ"})
