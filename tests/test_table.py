"""The table the page plays at (pygame_core/table.py) and its bridge ops."""

import json

import pytest

from pygame_core import bridge
from pygame_core.errors import ConfigError, IllegalMoveError
from pygame_core.records import Record
from pygame_core.table import Table

YOU = {"kind": "human"}
EASY = {"kind": "ai", "level": "easy"}
XERI2 = {"players": 2, "rounds": 1, "variants": {}}
XERI4 = {"players": 4, "rounds": 1, "variants": {"bottom_card": True}}


def finish(table, pick=0):
    """Play to the end: the computer's steps and the person's `pick`-th legal choice."""
    snaps = []
    snap = table.snapshot()
    while snap["waiting"] != "finished":
        if snap["waiting"] == "computer":
            table.step()
        elif snap["waiting"] == "handover":
            table.show(snap["turn"])
        else:
            choices = snap["choices"]
            table.play(choices[min(pick, len(choices) - 1)]["event"])
        snap = table.snapshot()
        snaps.append(snap)
    return snaps


def replayed(table):
    rec = table.session.record
    return Record(rec.game, rec.config, list(rec.events)).replay()


@pytest.mark.parametrize("game,config,seats", [
    ("xeri", XERI2, [YOU, EASY]),
    ("xeri", XERI4, [YOU, EASY, EASY, EASY]),
    ("xix", {}, [YOU, {"kind": "ai", "level": "medium"}]),
])
def test_a_game_against_the_computer_plays_to_its_end(game, config, seats):
    table = Table.new(game, config, seats, 11)
    snaps = finish(table)
    last = snaps[-1]
    assert last["result"]["finished"] and last["view"]["finished"]
    # the record replays to the same result, and the log lists every decision
    assert replayed(table).result() == last["result"]
    decisions = [e for e in table.session.record.events if "chance" not in e]
    assert len(last["log"]) == len(decisions) == last["decisions"]
    assert [entry["event"] for entry in last["log"]] == decisions
    # every snapshot shows seat 0 and only its own hand
    assert all(s["seat"] == 0 for s in snaps)


def test_a_person_may_only_take_a_legal_decision_in_turn():
    table = Table.new("xeri", XERI2, [YOU, EASY], 5)
    snap = table.snapshot()
    while snap["waiting"] != "you":
        table.step()
        snap = table.snapshot()
    before = list(table.session.record.events)
    legal = [c["event"] for c in snap["choices"]]
    bad = [
        {"player": 0, "play": "ZZ"},
        {"player": 1, "play": "AS"},
        {"player": 0, "cut": 99},
        "not an event",
    ]
    if "play" in legal[0]:
        held = set(snap["view"]["hand"])
        bad.append({"player": 0, "play": next(c for c in ("AS", "2C", "3D", "4H", "5S", "6C")
                                              if c not in held)})
    for event in bad:
        with pytest.raises((IllegalMoveError, ValueError)):
            table.play(event)
        assert table.session.record.events == before
    with pytest.raises(IllegalMoveError):
        table.step()  # not the computer's turn
    assert table.session.record.events == before


def test_seats_are_checked():
    with pytest.raises(ConfigError):
        Table.new("xeri", XERI2, [YOU], 1)
    with pytest.raises(ConfigError):
        Table.new("xeri", XERI2, [EASY, EASY], 1)  # nobody to play
    with pytest.raises(ConfigError):
        Table.new("xeri", XERI2, [YOU, {"kind": "ai", "level": "genius"}], 1)
    with pytest.raises(ConfigError):
        Table.new("xix", {}, [YOU, EASY, EASY], 1)


def test_undo_takes_back_the_last_decision_and_the_computer_answers_alike():
    table = Table.new("xeri", XERI2, [YOU, EASY], 21)
    snap = table.snapshot()
    # play until the person has made two decisions and the computer replied
    moves = 0
    while moves < 3:
        if snap["waiting"] == "computer":
            table.step()
        else:
            table.play(snap["choices"][0]["event"])
            moves += 1
        snap = table.snapshot()
    while snap["waiting"] == "computer":
        table.step()
        snap = table.snapshot()
    assert snap["can_undo"]
    events = list(table.session.record.events)
    last_mine = max(i for i, e in enumerate(events) if e.get("player") == 0)
    table.undo()
    after = table.snapshot()
    assert table.session.record.events == events[:last_mine]
    assert after["waiting"] == "you"
    assert after["view"] == Record("xeri", XERI2, events[:last_mine]).replay().view(0)
    # the same decision again brings the same computer answers (seeded by index)
    table.play(events[last_mine])
    while table.snapshot()["waiting"] == "computer":
        table.step()
    assert table.session.record.events == events


def test_no_undo_before_any_decision_nor_in_hot_seat():
    table = Table.new("xix", {}, [YOU, EASY], 3)
    snap = table.snapshot()
    if snap["waiting"] == "you":
        assert not snap["can_undo"]
        with pytest.raises(IllegalMoveError):
            table.undo()
    hot = Table.new("xix", {}, [YOU, YOU], 3)
    finish_some = hot.snapshot()
    if finish_some["waiting"] == "you":
        hot.play(finish_some["choices"][0]["event"])
    assert not hot.snapshot()["can_undo"]
    with pytest.raises(IllegalMoveError):
        hot.undo()


def test_hot_seat_shows_one_seat_at_a_time_and_hands_over():
    table = Table.new("xix", {}, [YOU, YOU], 8)
    snap = table.snapshot()
    assert snap["hot_seat"] and snap["seat"] == snap["turn"]
    table.play(snap["choices"][0]["event"])
    snap = table.snapshot()
    assert snap["waiting"] == "handover" and snap["turn"] != snap["seat"]
    assert snap["choices"] == []  # nothing to choose for the seat on screen
    # the other person cannot play from this seat's screen
    with pytest.raises(IllegalMoveError):
        table.play({"player": snap["turn"], "play": 1})
    # a hand-over only to the player to move
    with pytest.raises(IllegalMoveError):
        table.show(5)
    table.show(snap["turn"])
    after = table.snapshot()
    assert after["seat"] == snap["turn"] and after["waiting"] == "you"
    assert after["view"]["hands"][after["seat"]]["closed"] is not None
    assert after["view"]["hands"][1 - after["seat"]]["closed"] is None
    snaps = finish(table)
    assert snaps[-1]["result"]["finished"]


def test_fresh_events_tell_what_was_played_captured_and_xeri():
    # A 4-player game has xeris often enough to see one in a few seeds.
    seen = {"play": 0, "captured": 0, "xeri": 0, "sweep": 0}
    for seed in range(6):
        table = Table.new("xeri", XERI4, [YOU, EASY, EASY, EASY], seed)
        for snap in finish(table):
            for fresh in snap["fresh"]:
                for entry in fresh["entries"]:
                    if entry.get("type") == "play":
                        seen["play"] += 1
                        assert entry["player"] == fresh["player"]
                        assert entry["card"] == fresh["event"]["play"]
                        seen["captured"] += bool(entry["captured"])
                        seen["xeri"] += entry["xeri"] or entry["jack_xeri"]
                    if entry.get("type") == "sweep":
                        seen["sweep"] += 1
                # chance events never show their cards
                if "chance" in fresh:
                    assert "event" not in fresh
    assert seen["play"] == 6 * 48  # X5: 4 of the 52 cards start the pile
    assert seen["captured"] > 0 and seen["xeri"] > 0
    assert seen["sweep"] > 0


def test_snapshots_hold_only_what_the_seat_may_see():
    table = Table.new("xeri", XERI2, [YOU, EASY], 4)
    snap = table.snapshot()
    text = json.dumps(snap)
    assert "deck" not in text and "stock" in snap["view"]
    assert "record" not in snap and "seed" not in snap
    saved = table.saved()
    assert saved["record"]["events"][1]["chance"] == "shuffle"


def test_a_saved_game_resumes_exactly():
    table = Table.new("xix", {}, [YOU, EASY], 99)
    snap = table.snapshot()
    for _ in range(7):
        if snap["waiting"] == "computer":
            table.step()
        elif snap["waiting"] == "you":
            table.play(snap["choices"][-1]["event"])
        snap = table.snapshot()
    saved = json.loads(json.dumps(table.saved()))
    again = Table.load(saved["record"], saved["seed"], saved["seats"])
    resumed = again.snapshot()
    for key in ("view", "choices", "waiting", "log", "result", "can_undo"):
        assert resumed[key] == snap[key], key
    # and both go on identically
    assert finish(again)[-1]["result"] == finish(table)[-1]["result"]


def _call(op, **args):
    return json.loads(bridge.handle(json.dumps({"id": 1, "op": op, "args": args})))


def test_bridge_ops_play_a_game_and_refuse_bad_input_in_one_line():
    reply = _call("table_new", game="xeri", config=XERI2, seats=[YOU, EASY], seed=3)
    assert reply["ok"], reply
    snap = reply["result"]
    while snap["waiting"] == "computer":
        snap = _call("table_step")["result"]
    before = _call("table_snapshot")["result"]
    bad = _call("table_play", event={"player": 0, "play": "QQ"})
    assert not bad["ok"] and "\n" not in bad["error"]["message"]
    assert _call("table_snapshot")["result"]["view"] == before["view"]
    wrong = _call("table_new", game="chess", config={}, seats=[YOU, EASY], seed=1)
    assert not wrong["ok"] and "chess" in wrong["error"]["message"]
    # the table in play is untouched by the failed new game
    assert _call("table_snapshot")["result"]["view"] == before["view"]
    good = _call("table_play", event=before["choices"][0]["event"])
    assert good["ok"] and good["result"]["log"][-1]["player"] == 0
    hint = _call("table_step")
    assert hint["ok"] or "no computer decision" in hint["error"]["message"]
