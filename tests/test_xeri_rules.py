"""Xeri rules one at a time, configs, errors, the command line (docs/rules.md, docs/records.md)."""

import io
import json
import subprocess
import sys

import pytest
from test_xeri_golden import BASE, SCENARIOS, deck_for, game

from pygame_core.cli import main
from pygame_core.errors import ConfigError, IllegalMoveError, RecordError
from pygame_core.games import new_state
from pygame_core.records import from_json
from pygame_core.seats import voice
from pygame_core.xeri import GAME
from pygame_core.xeri.rules import pile_fails as _pile_fails


def codes(text):
    from pygame_core.xeri.cards import parse
    return [parse(c) for c in text.split()]


# --- config ------------------------------------------------------------------
@pytest.mark.parametrize("config, message", [
    ({"players": 3, "rounds": 1}, "players must be 2 or 4"),
    ({"players": True, "rounds": 1}, "players must be 2 or 4"),
    ({"players": "2", "rounds": 1}, "players must be 2 or 4"),
    ({"players": 2}, "rounds must be an integer >= 1"),
    ({"players": 2, "rounds": 0}, "rounds must be an integer >= 1"),
    ({"players": 2, "rounds": 1.0}, "rounds must be an integer >= 1"),
    ({"players": 2, "rounds": 1, "variants": {"bottom": True}}, "unknown variant 'bottom'"),
    ({"players": 2, "rounds": 1, "variants": {"bottom_card": 1}}, "must be true or absent"),
    ({"players": 2, "rounds": 1, "variants": {"jack_xeri_25": False}}, "must be true or absent"),
    ({"players": 2, "rounds": 1, "variants": {"target": "151"}}, "positive integer"),
    ({"players": 2, "rounds": 1, "variants": {"target": True}}, "positive integer"),
    ({"players": 2, "rounds": 1, "variants": []}, "variants must be an object"),
    ({"players": 2, "rounds": 1, "extra": 1}, "unknown config key 'extra'"),
    ([], "config must be an object"),
])
def test_bad_config_is_a_config_error(config, message):
    with pytest.raises(ConfigError, match=message):
        new_state("xeri", config)


def test_v5_config_needs_no_rounds():
    state = new_state("xeri", {"players": 4, "variants": {"target": 151}})
    assert state.observation(0)["target"] == 151 and state.chance_kind() == "first_dealer"


# --- X6 / V2 -------------------------------------------------------------------
@pytest.mark.parametrize("pile, fails, fails_relaxed", [
    ("2H 3H 4H 5H", False, False),
    ("2H 2S 4H 5H", True, True),      # a pair low in the pile
    ("2H 3H 5S 5H", True, False),     # the top two pair: V2 allows it
    ("2H 5H 3H 5S", True, True),      # a pair that is not the top two
    ("2H 3H 4H JH", True, False),     # X6: a jack on top; V2 allows it
    ("JH 3H 4H 5H", False, False),    # a jack lower down is fine
    ("2H 5D 5S 5H", True, True),      # three of a rank: pairs beyond the top two
])
def test_x6_v2_initial_pile_check(pile, fails, fails_relaxed):
    assert _pile_fails(codes(pile), False) is fails
    assert _pile_fails(codes(pile), True) is fails_relaxed


# --- X3 X4 X5 X7 with 2 and 4 players --------------------------------------------
def started(players, dealer, plays=BASE, variants=None):
    record = game(players, [dict(plays=plays)], variants, first_dealer=dealer)
    return record, from_json({**record, "events": record["events"][:3]}).replay()


@pytest.mark.parametrize("players, dealer, cutter, first", [(2, 0, 1, 1), (2, 1, 0, 0),
                                                            (4, 0, 3, 1), (4, 2, 1, 3)])
def test_x4_x7_cutter_and_first_player(players, dealer, cutter, first):
    record, state = started(players, dealer)
    assert record["events"][2]["player"] == cutter
    assert state.cutter() == cutter and state.current_player() == first
    assert state.observation(0)["hand_counts"] == [6] * players            # X5
    assert state.observation(0)["stock"] == 52 - 6 * players - 4


def test_x4_cut_moves_top_cards_to_the_bottom():
    record, state = started(2, 1)
    deck = record["events"][1]["deck"]
    k = record["events"][2]["cut"]
    after = deck[k:] + deck[:k]
    # X5: one at a time from the dealer's left; P0 gets cards 0, 2, 4 ..
    assert state.observation(0)["hand"] == sorted(after[0:12:2], key=lambda c: codes(c)[0])
    assert state.observation(0)["pile"] == after[12:16]


def test_x3_dealer_rotates_and_x5_bottom_card_reaches_the_dealer():
    record, _ = SCENARIOS["fixed_rounds_draw"]
    states = list(from_json(record).states())
    assert [r["dealer"] for r in states[-1].result()["rounds"]] == [1, 0]
    # round 2: the dealer (0) plays last, the last card of the deck as dealt
    before_last = states[-2]
    assert before_last.current_player() == 0 and before_last._dealer == 0
    assert [len(h) for h in before_last._hands] == [1, 0]
    assert record["events"][-1] == {"player": 0, "play": BASE.split()[-1]}


def label(state, event, lang="en"):
    """The label the table shows the player to move for `event`."""
    seats = [{"kind": "human"}] + [{"kind": "ai"}] * (state.players - 1)
    return GAME.words.choice(state.preview(event),
                                     voice(GAME, seats, event["player"], lang))


def test_x10_new_deal_keeps_the_pile():
    record, _ = SCENARIOS["lone_card_across_deals"]
    state = from_json({**record, "events": record["events"][:3 + 12]}).replay()
    view = state.observation(0)
    assert view["deal"] == 2 and view["pile"] == ["2C"] and view["hand_counts"] == [6, 6]
    assert state.preview({"player": 0, "play": "2D"}) == {             # X9 across deals
        "kind": "play", "player": 0, "card": "2D", "outcome": "xeri", "taken": 1, "points": 10}
    assert label(state, {"player": 0, "play": "2D"}) == "Play 2♦ for a xeri: 10 points"
    assert label(state, {"player": 0, "play": "8D"}) == "Play 8♦"


def test_labels_and_view_shape():
    record, state = started(2, 1)
    view = state.observation(0)
    assert view["turn"] == 0 and view["phase"] == "play" and view["dealer"] == 1
    assert view["legal"] == state.legal_events()
    assert label(state, {"player": 0, "play": "5S"}) == "Play 5♠ and take 4 cards"
    assert label(state, {"player": 0, "play": "8C"}) == "Play 8♣"
    assert label(state, {"player": 0, "play": "8C"}, "el") == "Παίξε το οχτάρι σπαθί"
    assert state.observation(1)["legal"] == []
    cut_state = from_json({**record, "events": record["events"][:2]}).replay()
    assert cut_state.observation(0)["legal"][16] == {"player": 0, "cut": 17}
    assert label(cut_state, {"player": 0, "cut": 17}) == "Cut 17 cards"
    assert label(cut_state, {"player": 0, "cut": 1}, "el") == "Κόψε 1 φύλλο"
    assert len(cut_state.legal_events()) == 51


def test_view_rounds_carry_the_x12_lines():
    record, _ = SCENARIOS["v4_jack_xeri_25"]
    rounds = from_json(record).replay().observation(1)["rounds"]
    lines = {line["key"]: line for line in rounds[0]["lines"]}
    assert lines["jack_xeris"]["points"] == [25, 0]                     # V4
    assert lines["points"]["points"] == [43, 17]
    assert lines["ten_of_diamonds"]["points"] == [1, 0]


def test_xeris_are_shown_with_who_made_them():
    record, _ = SCENARIOS["four_players"]
    view = from_json(record).replay().observation(1)
    assert view["sides"][0]["xeris"] == [{"player": 2, "card": "6D", "jack": False, "points": 10}]
    assert view["sides"][0]["players"] == [0, 2]                         # X1


def test_apply_leaves_the_state_unchanged():
    record, state = started(2, 1)
    before = state.observation(0), state.result()
    state.apply({"player": 0, "play": "5S"})
    assert (state.observation(0), state.result()) == before
    copy = state.clone()
    copy._play(codes("5S")[0], False)
    assert state.observation(0) == before[0] and copy.returns() == [3.0, -3.0]


# --- broken records: one line naming the event --------------------------------------
def broken(change):
    record = json.loads(json.dumps(SCENARIOS["plain_xeri_sweep"][0]))
    change(record["events"])
    return record


def set_event(i, value):
    def change(events):
        events[i] = value
    return change


def set_key(i, key, value):
    def change(events):
        events[i][key] = value
    return change


BROKEN = [
    (set_key(3, "play", "QQ"), 'event 3: unknown card "QQ"'),
    (set_key(3, "play", 5), "event 3: play must be a card code, not 5"),
    (set_key(4, "play", "5S"), "event 4: player 1 does not hold 5S"),
    (set_key(3, "player", 1), "event 3: it is player 0's turn, not player 1's"),
    (set_key(3, "player", True), "event 3: player must be 0..1, not true"),
    (set_key(2, "cut", "5"), 'event 2: cut must be an integer from 1 to 51, not "5"'),
    (set_key(2, "cut", 52), "event 2: cut must be an integer from 1 to 51, not 52"),
    (set_key(2, "cut", 0), "event 2: cut must be an integer from 1 to 51, not 0"),
    (set_key(2, "cut", 17.0), "event 2: cut must be an integer from 1 to 51, not 17.0"),
    (set_key(2, "player", 1), "event 2: player 0 cuts, not player 1"),
    (set_key(2, "extra", 1), "event 2: cut event has unexpected key \"extra\""),
    (set_event(2, {"player": 0}), "event 2: unknown decision without a move"),
    (set_event(2, {"cut": 3}), "event 2: event needs a 'chance' or a 'player' key"),
    (set_event(2, []), "event 2: event must be an object"),
    (set_key(1, "deck", ["AS"] * 52), "event 1: shuffle deck holds AS twice"),
    (set_key(1, "deck", "AS"), "event 1: shuffle deck must be a list of card codes"),
    (lambda ev: ev[1]["deck"].pop(), "event 1: shuffle deck has 51 cards, not 52"),
    (lambda ev: ev.pop(1), "event 1: a shuffle chance event is due, not a decision"),
    (lambda ev: ev.pop(0), "event 0: a first_dealer chance event is due, not shuffle"),
    (lambda ev: ev.insert(3, {"chance": "reshuffle", "stock": []}),
     "event 3: no chance event is due: player 0 is to play"),
    (set_key(0, "player", 2), "event 0: first dealer must be a player 0..1, not 2"),
    (set_key(0, "chance", "deal"), 'event 0: unknown chance event "deal"'),
    (lambda ev: ev.append({"player": 0, "play": "AS"}), "event 51: the game is over"),
    (lambda ev: ev.pop(2), "event 2: player 0 must cut, not play"),
]


@pytest.mark.parametrize("change, message", BROKEN)
def test_broken_records_name_the_event(change, message):
    with pytest.raises(RecordError) as err:
        from_json(broken(change)).replay()
    assert str(err.value).startswith(message)
    assert "\n" not in str(err.value)


def test_reshuffle_must_be_the_stock():
    record, _ = SCENARIOS["initial_pile_reshuffle"]
    i = next(i for i, e in enumerate(record["events"]) if e.get("chance") == "reshuffle")
    stock = record["events"][i]["stock"]
    bad = json.loads(json.dumps(record))
    bad["events"][i]["stock"] = stock[:-1]
    with pytest.raises(RecordError, match=rf"event {i}: reshuffle stock lacks"):
        from_json(bad).replay()
    bad["events"][i]["stock"] = stock[:-1] + [record["events"][5]["play"]]   # a card in a hand
    with pytest.raises(RecordError, match=rf"event {i}: reshuffle stock holds .* not in the stock"):
        from_json(bad).replay()


def test_v2_record_is_illegal_without_v2():
    record, _ = SCENARIOS["v2_relaxed_pile"]
    plain = {**record, "config": {**record["config"], "variants": {}}}
    with pytest.raises(RecordError, match="event 3: a reshuffle chance event is due"):
        from_json(plain).replay()


def test_verify_and_can():
    _, state = started(2, 1)
    assert state.can({"player": 0, "play": "5S"})
    assert not state.can({"player": 0, "play": "5D"})
    with pytest.raises(IllegalMoveError, match="player 0 does not hold 5D"):
        state.verify({"player": 0, "play": "5D"})


# --- the command line ---------------------------------------------------------------
def run(*args, stdin=None):
    return subprocess.run([sys.executable, "-m", "pygame_core", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_cli_replay_legal_view(tmp_path):
    record, _ = SCENARIOS["plain_xeri_sweep"]
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record))
    out = run("replay", str(path))
    assert out.returncode == 0 and out.stderr == ""
    result = json.loads(out.stdout)
    assert list(result) == ["game", "finished", "rounds", "round_wins", "totals", "winner"]
    assert list(result["rounds"][0]["sides"][0]) == [
        "cards", "most_cards", "honours", "two_of_clubs", "ten_of_diamonds", "xeris",
        "jack_xeris", "points"]
    assert result["totals"] == [25, 10] and result["winner"] == 0
    partial = json.dumps({**record, "events": record["events"][:3]})
    legal = json.loads(run("legal", "-", stdin=partial).stdout)
    assert legal["player"] == 0 and {"player": 0, "play": "5S"} in legal["events"]
    assert json.loads(run("legal", "-", stdin=json.dumps(
        {**record, "events": record["events"][:1]})).stdout) == {"chance": "shuffle"}
    assert json.loads(run("legal", str(path)).stdout) == {"finished": True}
    view = json.loads(run("view", "-", "--player", "1", stdin=partial).stdout)
    assert view["player"] == 1 and view["hand_counts"] == [6, 6] and len(view["hand"]) == 6


MALFORMED = [
    "{", "[]", "null", '"x"', "1e999", "[" * 100000 + "]" * 100000,
    '{"format": 1, "game": "xeri", "config": {"players": 2, "rounds": 1}, "events": [5]}',
    '{"format": 1, "game": "xeri", "config": {"players": 2, "rounds": 1}, "events": {}}',
    '{"format": 1, "game": "xeri", "config": {"players": 2, "rounds": 1}}',
    '{"format": 1, "game": "xeri", "config": {"players": 5, "rounds": 1}, "events": []}',
    '{"format": 1, "game": "xeri", "config": {"players": 2, "rounds": 1, "variants": '
    '{"speed": true}}, "events": []}',
    '{"format": 1, "game": "xeri", "config": null, "events": []}',
    '{"format": 1, "game": "xeri", "config": {"players": 2, "rounds": 1}, "events": '
    '[{"chance": "first_dealer", "player": NaN}]}',
    '{"format": 1, "game": "xeri", "config": {"players": 2, "rounds": 1}, "events": '
    '[{"chance": "first_dealer", "player": 0}, {"chance": "shuffle", "deck": [[], {}]}]}',
    '{"format": 1, "game": "xeri", "config": {"players": 2, "rounds": 1}, "events": '
    '[{"chance": ["shuffle"]}]}',
    '{"format": 1, "game": "xeri", "config": {"players": 2, "rounds": 1}, "events": '
    '[{"chance": "first_dealer", "player": 0, "player2": 1}]}',
    '{"format": 1, "game": "xeri", "config": {"players": 2, "rounds": 1}, "events": '
    '[{"player": {"a": 1}, "play": "AS"}]}',
]


@pytest.mark.parametrize("text", MALFORMED, ids=range(len(MALFORMED)))
@pytest.mark.parametrize("command", ["replay", "legal", "view"])
def test_cli_malformed_records_exit_2_without_traceback(text, command, monkeypatch, capsys):
    """In process (an exception other than the CLI's one-line error would fail the test)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    args = [command, "-"] + (["--player", "0"] if command == "view" else [])
    assert main(args) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.strip().splitlines()) == 1


def test_cli_malformed_record_in_a_real_process():
    out = run("replay", "-", stdin="[" * 100000 + "]" * 100000)
    assert out.returncode == 2 and out.stdout == ""
    assert out.stderr == "malformed JSON: nested too deeply\n"


def test_cli_view_bad_player():
    record, _ = SCENARIOS["plain_xeri_sweep"]
    out = run("view", "-", "--player", "2", stdin=json.dumps(record))
    assert out.returncode == 2 and out.stdout == "" and "player must be 0..1" in out.stderr


def test_every_single_event_corruption_fails_cleanly():
    """Each event of a record changed to a wrong type or value: a RecordError, never a crash."""
    base = game(4, [dict(plays=BASE)], {"bottom_card": True}, first_dealer=3)
    bad_values = ["5", 5, True, None, [], {}, "JX", -1, 2.5]
    count = 0
    for i, event in enumerate(base["events"]):
        for key in event:
            for value in bad_values:
                events = json.loads(json.dumps(base["events"]))
                events[i][key] = value
                try:
                    from_json({**base, "events": events}).replay()
                except RecordError as err:
                    assert str(err).startswith(f"event {i}: ") or str(err).startswith("event ")
                    count += 1
    assert count > 900


def test_deck_for_builder_round_trip():
    # the scenario builder deals what it says: the 13th play of BASE is by player 0
    events = deck_for(2, 1, BASE)
    assert events[2 + 12] == {"player": 0, "play": "4C"}
