"""The shipped scenarios (web/scenarios/*.json) are real records that still show
their rule, and the embed ops (pygame_core/embed.py) answer as the page expects."""

import json
import re
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


def test_every_scenario_speaks_both_languages_to_players():
    for path in SCENARIOS:
        doc = load(path)
        for key in ("title", "text"):
            assert set(doc[key]) == {"en", "el"}, path.name
            assert re.search("[α-ω]", doc[key]["el"]) and not re.search("[α-ω]", doc[key]["en"])
            assert not re.search(r"\([XVN]\d", doc[key]["en"] + doc[key]["el"])   # no rule labels
    picked = embed.load_scenario({**load(SCENARIOS[0]), "title": {"en": "Only English"}})
    assert picked.words("el")["title"] == "Only English"
    assert embed.load_scenario({**load(SCENARIOS[0]), "title": "Plain"}).words("el")["title"] \
        == "Plain"


def test_there_is_a_scenario_for_every_rule_the_explainer_teaches():
    shows = {load(p)["shows"] for p in SCENARIOS}
    assert shows == {"capture", "xeri", "jack_xeri", "jack_lone", "sweep", "score",
                     "v1", "v2", "v3", "v4", "v5",
                     "nineteen", "decide", "stakes", "draft", "trade"}


def effects_of_the_move(scn) -> tuple[list[dict], dict]:
    """The facts of the scenario's move (the decision at `at`) and of what follows it up
    to the next decision, seen from the scenario's seat; and the position after them."""
    frames, start = embed.replay_frames(scn, scn.seat)
    after = frames[start + 1]
    position = Record(scn.record.game, scn.record.config, scn.record.events[:after["index"]])
    return [n["fact"] for n in after["news"]], position.replay().observation(scn.seat)


def all_facts(scn) -> list[dict]:
    return [n["fact"] for f in embed.replay_frames(scn, 0)[0] for n in f["news"]]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_scenario_replays_and_shows_its_rule(path):
    doc = load(path)
    scn = embed.load_scenario(doc)   # replays the whole record: a broken one raises
    events = scn.record.events
    move = events[scn.at]
    assert move.get("player") == scn.seat, "the scenario starts on the reader's decision"
    entries, view = effects_of_the_move(scn)
    plays = [e for e in entries if e["kind"] == "play"]
    final = scn.record.replay()
    shows = doc["shows"]
    if shows == "capture":  # X8
        assert plays[0]["taken"] >= 3 and plays[0]["outcome"] == "capture"
    elif shows == "xeri":  # X9
        assert plays[0]["outcome"] == "xeri" and plays[0]["taken"] == 1
    elif shows in ("jack_xeri", "v4"):  # X9, V4
        assert plays[0]["outcome"] == "jack_xeri" and plays[0]["card"].startswith("J")
        if shows == "v4":
            assert scn.record.config["variants"] == {"jack_xeri_25": True}
            jack = [line for line in final.observation(0)["rounds"][0]["lines"]
                    if line["key"] == "jack_xeris"][0]
            assert 25 in jack["points"]
    elif shows == "jack_lone":  # X8, X9: a jack on one non-jack card is no xeri
        assert plays[0]["card"].startswith("J") and plays[0]["taken"] == 1
        assert plays[0]["outcome"] == "capture"
    elif shows == "sweep":  # X11
        assert final.is_finished() and final.observation(0)["rounds"]
        sweeps = [f for f in all_facts(scn) if f["kind"] == "sweep"]
        assert sweeps and sweeps[0]["n"] >= 1
    elif shows == "score":  # X12
        assert final.is_finished()
        sides = final.observation(0)["rounds"][0]["sides"]
        assert any(s["xeris"] for s in sides)
    elif shows == "v1":
        assert scn.record.config["variants"] == {"bottom_card": True}
        assert view["bottom_card"] and not view["bottom_card"].startswith("J")
        assert any(e["kind"] == "bottom_jack" for e in view["history"])
    elif shows == "v2":
        assert scn.record.config["variants"] == {"relaxed_initial_pile": True}
        pile = [e for e in view["history"] if e["kind"] == "pile"][-1]["cards"]
        top, second = pile[-1], pile[-2]
        assert top.startswith("J") or top[:-1] == second[:-1]  # X6 would deal it again
    elif shows == "v3":  # the dealer's last card takes a lone card of its rank: no xeri
        assert scn.record.config["variants"] == {"dealer_last_no_xeri": True}
        assert plays[0]["taken"] == 1 and plays[0]["outcome"] == "capture"
        assert scn.at == len(events) - 1 and final.is_finished()
    elif shows == "v5":
        assert scn.record.config["variants"] == {"target": 40}
        assert final.is_finished() and len(final.observation(0)["rounds"]) >= 2
        assert max(final.observation(0)["totals"]) >= 40
    elif shows == "nineteen":  # N3: the lower card takes a trick of 19
        lead = Record(scn.record.game, scn.record.config, events[:scn.at]).replay() \
            .observation(scn.seat)["trick"]["cards"][0]
        assert lead["card"] + move["play"] == 19
        trick = [e for e in entries if e["kind"] == "trick"][0]
        assert trick["player"] == (lead["player"] if lead["card"] < move["play"] else scn.seat)
    elif shows in ("decide", "stakes"):  # N4, N5
        assert move["decision"] == "raise"
        before = Record(scn.record.game, scn.record.config, events[:scn.at]).replay()
        total = sum(before.observation(scn.seat)["strikes"])
        assert before.observation(scn.seat)["stakes"] == [0, 1, 2, 3, 5, 8][total]
        if shows == "stakes":
            assert total == 3
            assert any(f["kind"] == "exchange" for f in all_facts(scn))
    elif shows == "draft":  # N7
        assert "draft" in move
        assert any(e["kind"] == "draft" for e in entries)
    elif shows == "trade":  # N8
        assert "trade" in move
        assert any(e["kind"] == "trade" for e in entries)
    else:
        pytest.fail(f"no check for {shows!r}")


@pytest.mark.parametrize("path", SCENARIOS[:3] + SCENARIOS[-2:], ids=lambda p: p.stem)
def test_still_is_the_position_at_the_start_from_each_seat(path):
    doc = load(path)
    scn = embed.load_scenario(doc)
    for seat in range(scn.players):
        for lang in ("en", "el"):
            still = call("embed_still", scenario=doc, seat=seat, lang=lang)
            assert still["choices"] == [] and still["seat"] == seat and still["lang"] == lang
            assert still["title"] == doc["title"][lang] and still["board"][1]["id"] == "board"
            assert still["text"] == doc["text"][lang]
            assert still["news"] == [] and still["panel"] is None


def test_replay_frames_one_per_move_starting_at_the_scenario():
    """One frame per move (studio.moves): frame 0 the deal as dealt, with the hands on the
    table (Xeri's cut before it is not a move), the last the record's end."""
    for path in (SCENARIOS[0], next(p for p in SCENARIOS if p.stem == "xix-draft")):
        doc = load(path)
        scn = embed.load_scenario(doc)
        result = call("embed_replay", scenario=doc)
        events = scn.record.events
        dealt = result["frames"][0]["index"]
        assert "chance" not in events[dealt] and "cut" not in events[dealt]
        assert all("chance" in e or "cut" in e for e in events[:dealt])
        moves = [e for e in events[dealt:] if "chance" not in e]
        assert len(result["frames"]) == len(moves) + 1
        assert [f["decisions"] for f in result["frames"]] == list(range(len(moves) + 1))
        start = result["frames"][result["start"]]
        assert start["index"] == scn.at and start["turn"] == scn.seat
        move = result["frames"][result["start"] + 1]
        assert move["news"][0]["fact"]["player"] == scn.seat
        assert move["host"][0]["event"] == "move" and move["host"][0]["player"] == scn.seat


def test_play_mode_from_a_scenario_takes_the_readers_decision_then_the_computer():
    doc = load(next(p for p in SCENARIOS if p.stem == "xeri-xeri"))
    answer = call("embed_start", scenario=doc, seed=3, mode="play", levels="easy")
    assert answer["waiting"] == "you" and answer["seat"] == doc["seat"]
    xeri = [c for c in answer["choices"] if "xeri" in c["label"]]
    assert xeri
    answer = call("embed_play", event=xeri[0]["event"])
    moves = [m for m in answer["host"] if m["event"] == "move"]
    assert moves[0]["player"] == doc["seat"] and moves[0]["fact"]["outcome"] == "xeri"
    assert answer["waiting"] == "computer"
    answer = call("embed_step")
    assert answer["news"][0]["fact"]["player"] != doc["seat"]


def test_demo_mode_plays_every_seat_to_the_end():
    answer = call("embed_start", game="xix", seed=11, mode="demo", levels="easy")
    assert answer["choices"] == [] and answer["waiting"] == "computer"
    steps = 0
    while answer["waiting"] != "finished":
        answer = call("embed_step")
        steps += 1
        assert steps < 2000
    over = [m for m in answer["host"] if m["event"] == "game_over"]
    assert over and over[0]["result"]["finished"] and over[0]["result"]["winner"] in (0, 1)
    reply = json.loads(bridge.handle(json.dumps({"id": 2, "op": "embed_step", "args": {}})))
    assert reply["error"]["type"] == "IllegalMoveError"


def test_same_seed_same_demo():
    logs = []
    for _ in range(2):
        call("embed_start", game="xeri", seed=5, mode="demo", levels="easy", players=4)
        facts = []
        for _ in range(10):
            facts += [n["fact"] for n in call("embed_step")["news"]]
        logs.append(facts)
    assert logs[0] == logs[1] and len(logs[0]) >= 10


def test_xix_for_four_is_refused():
    reply = json.loads(bridge.handle(json.dumps({"id": 5, "op": "embed_start", "args": {
        "game": "xix", "players": 4, "seed": 1}})))
    assert not reply["ok"] and "2 players" in reply["error"]["message"]


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
                 {"seed": "x"}, {"lang": "fr"}):
        reply = json.loads(bridge.handle(json.dumps({"id": 4, "op": "embed_start", "args": {
            "scenario": doc, "seed": 1, "mode": "play", **args}})))
        assert not reply["ok"], args
    assert call("embed_play", event=first["choices"][0]["event"])["decisions"] == \
        first["decisions"] + 1
    with pytest.raises(IllegalMoveError):
        embed.embed_play({"player": 0, "play": "ZZ"})


def test_tables_by_name_park_resume_and_open_in_the_game():
    call("embed_start", game="xix", seed=4, mode="demo", levels="easy", table="a")
    call("embed_start", game="xix", seed=4, mode="demo", levels="easy", table="twin")
    other = call("embed_start", game="xeri", seed=4, mode="play", levels="easy", table="b")
    for _ in range(5):
        call("embed_step", table="a"), call("embed_step", table="twin")
    assert call("embed_park", table="a") == {"parked": True}
    assert call("embed_park", table="a") == {"parked": True}     # parked twice: no harm
    # Its next call resumes it where it stood, with its seed: the game goes on as unparked.
    for _ in range(10):
        shown, twin = call("embed_step", table="a"), call("embed_step", table="twin")
    assert shown["board"] == twin["board"] and shown["decisions"] == twin["decisions"] == 15
    assert call("embed_play", event=other["choices"][0]["event"], table="b")["decisions"] == 1
    opened = call("embed_record", table="a")     # a demo opens with a person at the reader's seat
    assert opened["seats"][opened["seat"]] == {"kind": "human"}
    assert opened["seats"][1 - opened["seat"]]["kind"] == "ai"
    call("table_load", record=opened["record"], seats=opened["seats"], seat=opened["seat"], seed=1)
    call("embed_park", table="a")
    assert call("embed_stop", table="a") == {"stopped": True}   # parked, then stopped
    assert call("embed_stop", table="a") == {"stopped": False}
    with pytest.raises(Exception, match="no game"):
        embed.embed_step(table="a")


def test_the_oldest_of_too_many_tables_is_parked_not_lost():
    first = call("embed_start", game="xeri", seed=7, mode="play", levels="easy", table="old")
    for n in range(embed.MAX_TABLES):
        call("embed_start", game="xix", seed=n, mode="demo", levels="easy", table=f"new{n}")
    assert call("embed_play", event=first["choices"][0]["event"], table="old")["decisions"] == 1


def test_a_replay_opens_in_the_game_at_the_frame_shown():
    doc = load(next(p for p in SCENARIOS if p.stem == "xix-trade"))
    opened = call("embed_record", scenario=doc, at=10, levels="hard")
    assert opened["record"]["events"] == doc["record"]["events"][:10]
    assert opened["seat"] == doc["seat"] and opened["seats"][doc["seat"]] == {"kind": "human"}
    assert opened["seats"][1 - doc["seat"]] == {"kind": "ai", "level": "hard"}
    for at in (-1, len(doc["record"]["events"]) + 1, "x"):
        with pytest.raises(ConfigError):
            embed.embed_record(scenario=doc, at=at)


def _cards(node) -> list:
    """The cards a drawing shows face up, in order."""
    if not isinstance(node, list):
        return []
    if node and node[0] == "card":
        return [node[1]["card"]] if node[1].get("card") else []
    return [c for child in node[1:] for c in _cards(child)]


def test_a_fresh_game_starts_on_the_deal_its_still_picture_shows():
    """An embed of a fresh game without a seed starts the deal its picture shows
    (embed.FRESH_DEAL), from every seat; what follows the deal comes from its seed."""
    for lang in ("en", "el"):
        for game, counts in embed.fresh(lang).items():
            for players, seats in counts.items():
                for seat, still in seats.items():
                    assert still["deal"] == embed.FRESH_DEAL and still["seat"] == int(seat)
                    live = call("embed_start", game=game, players=int(players), seat=int(seat),
                                seed=7, deal=still["deal"], mode="play", levels="easy", lang=lang)
                    shown = _cards(still["board"])
                    assert len(shown) >= 5 and _cards(live["board"]) == shown, (game, players, seat)
    # Without the deal, the seed deals.
    still = embed.fresh("en")["xix"]["2"]["0"]
    assert _cards(call("embed_start", game="xix", seed=7, mode="play")["board"]) \
        != _cards(still["board"])
