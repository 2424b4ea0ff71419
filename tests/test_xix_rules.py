"""XIX rules N1-N9, one test (or a few) per rule, on hand-built records."""

import pytest
from xix_support import DECK, decide, draft, held, play, record, trade

from pygame_core.errors import ConfigError, GameError, IllegalMoveError, RecordError
from pygame_core.games import new_state
from pygame_core.seats import voice
from pygame_core.xix import GAME
from pygame_core.xix.rules import STAKES, trick_taker


def test_n1_config_is_empty():
    assert new_state("xix", {}).chance_kind() == "shuffle"
    for bad in ({"players": 2}, {"variants": {}}, [], None):
        with pytest.raises(ConfigError):
            new_state("xix", bad)


def test_n1_setup_deals_6_6_5_and_one_aside():
    state = record().replay()
    assert held(state, 0) == sorted(DECK[0:6])
    assert held(state, 1) == sorted(DECK[6:12])
    assert state._row == DECK[12:17] and state._aside == 1
    assert state._open == [0, 0]
    v = state.observation(0)
    assert v["hands"][0]["closed"] == sorted(DECK[0:6]) and v["hands"][0]["open"] == []
    assert v["hands"][1]["closed"] is None and v["hands"][1]["closed_count"] == 6
    assert [slot["card"] for slot in v["row"]] == [None] * 5
    assert all(not slot["face_up"] and slot["placed_by"] is None for slot in v["row"])


def test_n1_chance_order_shuffle_then_first_leader():
    state = new_state("xix", {})
    assert state.next_json() == {"chance": "shuffle"}
    with pytest.raises(IllegalMoveError, match="shuffle chance event is due"):
        state.apply({"chance": "first_leader", "player": 0})
    state = state.apply({"chance": "shuffle", "deck": DECK})
    assert state.next_json() == {"chance": "first_leader"}
    with pytest.raises(IllegalMoveError, match="first_leader chance event is due"):
        state.apply(play(0, 18))
    state = state.apply({"chance": "first_leader", "player": 1})
    assert state.current_player() == 1 and state.phase == "play"


def test_n2_either_hand_and_open_hands_are_public():
    # Player 1 loses the first exchange and drafts 18 into the open hand (N7),
    # then, leading nothing, may play it later from the open hand (N2).
    r = record(play(0, 18), play(1, 2), decide(1, "abandon"), draft(1, 18), draft(0, 2),
               trade(1, 3, 0), play(0, 17))
    state = r.replay()
    assert {"player": 1, "play": 18} in state.legal_events()
    assert {"player": 1, "play": 4} in state.legal_events()
    assert state.observation(0)["hands"][1]["open"] == [18]
    assert label(state, play(1, 18)) == "Play 18 from your open hand"
    assert label(state, play(1, 4)) == "Play 4 from your closed hand"


@pytest.mark.parametrize("lead, follow, lead_takes", [
    (18, 1, False),   # 19: the lower card takes
    (1, 18, True),
    (10, 9, False),   # 19: 9 takes
    (9, 10, True),
    (12, 5, True),    # 17: higher takes
    (5, 12, False),
    (18, 2, True),    # 20: higher takes
])
def test_n3_trick_19_rule(lead, follow, lead_takes):
    assert trick_taker(lead, follow) is lead_takes


def label(state, event, lang="en"):
    """The label the table shows the player to move for `event`."""
    seats = [{"kind": "human" if p == event["player"] else "ai"} for p in range(2)]
    return GAME.words.choice(state.preview(event),
                                     voice(GAME, seats, event["player"], lang))


def test_n3_follower_sees_the_lead_and_taker_leads_next():
    state = record(play(0, 13)).replay()
    assert state.observation(1)["trick"] == {"leader": 0, "cards": [
        {"player": 0, "card": 13, "hand": "closed"}]}
    # 13 + 6 = 19: player 1's 6 takes; player 0 receives a strike and raises (N4).
    state = record(play(0, 13), play(1, 6)).replay()
    assert state.observation(0)["trick"]["cards"] == []
    assert state.observation(0)["last_trick"] == {"cards": [
        {"player": 0, "card": 13, "hand": "closed"}, {"player": 1, "card": 6, "hand": "closed"}],
        "taken_by": 1, "strike": 0}
    state = state.apply(decide(0, "raise"))
    assert state.current_player() == 1 and state._strikes == [1, 0]


def test_n4_strike_decision_and_forced_abandon_at_three():
    state = record(play(0, 18), play(1, 2)).replay()
    assert state.next_json() == {"player": 1, "events": [decide(1, "raise"), decide(1, "abandon")]}
    # Third strike: no decision, the exchange goes straight to the draft (N4, N7).
    r = record(play(0, 18), play(1, 2), decide(1, "raise"), play(0, 17), play(1, 3),
               decide(1, "raise"), play(0, 16), play(1, 4))
    state = r.replay()
    assert state.phase == "draft" and state.current_player() == 1
    assert state.result()["exchanges"] == [{"winner": 0, "points": 3, "strikes": [0, 3]}]
    r.events.append(decide(1, "raise"))
    with pytest.raises(RecordError, match="^event 10: player 1 must take a card in the draft"):
        r.replay()


def test_n4_decision_only_by_the_player_struck():
    r = record(play(0, 18), play(1, 2), decide(0, "raise"))
    with pytest.raises(RecordError, match="^event 4: it is player 1's turn"):
        r.replay()
    r = record(play(0, 18), decide(0, "abandon"))
    with pytest.raises(RecordError, match="^event 3: it is player 1's turn"):
        r.replay()


def test_n5_stakes_follow_the_strike_total():
    assert STAKES[1:] == (1, 2, 3, 5, 8)
    # Walk the five-strike exchange of the golden record and read the stakes each time.
    from test_xix_golden import load
    states = list(load("five_strikes").states())
    seen = [s.stakes() for s in states if s.phase == "decision"]
    assert seen == [1, 2, 3, 5]
    assert states[-1].result()["exchanges"][0]["points"] == 8
    assert states[-1].stakes() == 8


def test_n5_abandon_scores_the_stakes_as_they_stand():
    # Four strikes (2 each), then player 0 abandons: player 1 scores 5.
    r = record(play(0, 18), play(1, 2), decide(1, "raise"),      # 20: P0 takes
               play(0, 13), play(1, 6), decide(0, "raise"),      # 19: 6 takes
               play(1, 5), play(0, 17), decide(1, "raise"),      # 22: P0 takes
               play(0, 15), play(1, 4), decide(0, "abandon"))    # 19: 4 takes
    state = r.replay()
    assert state.result()["exchanges"] == [{"winner": 1, "points": 5, "strikes": [2, 2]}]
    assert state.scores() == [0, 5]


def test_n6_results_of_the_golden_games():
    from test_xix_golden import load
    zero = load("exact_19_zero").replay().result()
    assert (zero["scores"], zero["end"], zero["winner"]) == ([0, 19], "exact_19", 0)
    exact = load("exact_19").replay().result()
    assert (exact["scores"], exact["end"], exact["winner"]) == ([11, 8], "exact_19", 1)
    reached = load("reached_19").replay().result()
    assert (reached["scores"], reached["end"], reached["winner"]) == ([19, 1], "reached_19", 0)


def test_n6_finished_game_takes_no_more_events():
    from test_xix_golden import load
    r = load("exact_19_zero")
    r.events.append(play(0, 1))
    with pytest.raises(RecordError, match=f"^event {len(r.events) - 1}: the game is over"):
        r.replay()


def test_n7_draft_loser_first_alternating_into_open_hands():
    r = record(play(0, 18), play(1, 2), decide(1, "raise"), play(0, 17), play(1, 3),
               decide(1, "abandon"))
    state = r.replay()
    assert state.observation(0)["offer"] == [2, 3, 17, 18]
    assert state.current_player() == 1   # the loser first
    with pytest.raises(IllegalMoveError, match="^5 is not on offer in the draft$"):
        state.apply(draft(1, 5))
    for p, card in ((1, 17), (0, 2), (1, 3), (0, 18)):
        assert state.current_player() == p
        state = state.apply(draft(p, card))
    assert state._open == [(1 << 2) | (1 << 18), (1 << 17) | (1 << 3)]
    assert state.phase == "trade" and state.current_player() == 1


DRAFTED = (play(0, 18), play(1, 2), decide(1, "abandon"), draft(1, 18), draft(0, 2))


def test_n8_trade_closed_card_goes_face_down_known_to_its_giver():
    state = record(*DRAFTED, trade(1, 4, 2)).replay()
    assert 10 in held(state, 1) and state._closed[1] >> 10 & 1   # face-down 10 -> closed hand
    assert state.observation(1)["row"][2] == {"position": 2, "face_up": False, "card": 4,
                                       "placed_by": 1, "toward": None}
    assert state.observation(0)["row"][2]["card"] is None
    seen_by_0 = state.observation(0)["history"][-1]
    assert seen_by_0 == {"kind": "trade", "player": 1, "give": None, "hand": "closed",
                         "position": 2, "taken": None, "taken_face_up": False,
                         "lands_face_up": False}
    assert state.observation(1)["history"][-1]["give"] == 4    # the giver knows its card


def test_n8_trade_open_card_goes_face_up_and_face_up_goes_to_open_hand():
    state = record(*DRAFTED, trade(1, 18, 0)).replay()
    row = state.observation(0)["row"]
    assert row[0]["card"] == 18 and row[0]["face_up"]
    # Player 0 leads (took the last trick, N3); player 1 wins the next exchange
    # with a 19-sum, player 0 trades its open 2 for the face-up 18.
    state = state.apply(play(0, 13)).apply(play(1, 6)).apply(decide(0, "abandon"))
    state = state.apply(draft(0, 13)).apply(draft(1, 6)).apply(trade(0, 2, 0))
    assert state._open[0] >> 18 & 1 and not state._closed[0] >> 18 & 1
    assert state.observation(1)["row"][0]["card"] == 2 and state.observation(1)["row"][0]["face_up"]


def test_n8_trade_errors():
    state = record(*DRAFTED).replay()
    with pytest.raises(GameError, match="strike-row position 0-4, not 5"):
        state.apply(trade(1, 4, 5))
    with pytest.raises(GameError, match="strike-row position 0-4, not -1"):
        state.apply(trade(1, 4, -1))
    with pytest.raises(IllegalMoveError, match="^player 1 does not hold 2$"):
        state.apply(trade(1, 2, 0))
    with pytest.raises(IllegalMoveError, match="^it is player 1's turn"):
        state.apply(trade(0, 2, 0))
    assert len(state.legal_events()) == 6 * 5


def test_n3_n9_next_exchange_six_cards_no_strikes_taker_leads():
    state = record(*DRAFTED, trade(1, 4, 2)).replay()
    assert len(held(state, 0)) == len(held(state, 1)) == 6
    assert state._strikes == [0, 0] and state.stakes() == 0
    assert state.current_player() == 0    # player 0 took the last trick
    # Golden games: each exchange's first play is by the player who took the last trick.
    from test_xix_golden import load
    for name in ("exact_19_zero", "exact_19", "reached_19", "trades"):
        log = load(name).replay().observation(0)["history"]
        last_taker = next(e["player"] for e in log if e["kind"] == "first_leader")
        first_of_exchange = True
        for entry in log:
            if entry["kind"] == "play" and first_of_exchange:
                assert entry["player"] == last_taker, name
                first_of_exchange = False
            if entry["kind"] == "trick":
                last_taker = entry["player"]
            if entry["kind"] == "trade":
                first_of_exchange = True


def test_apply_leaves_the_state_unchanged():
    state = record(play(0, 18)).replay()
    before = (state.observation(0), state.observation(1), state.result())
    state.apply(play(1, 2))
    assert (state.observation(0), state.observation(1), state.result()) == before


def test_labels_for_every_decision_kind():
    state = record(play(0, 18), play(1, 2)).replay()
    assert [label(state, e) for e in state.observation(1)["legal"]] == [
        "Raise: now 1 point, 2 with the next strike",
        "Abandon: the computer scores 1 point"]
    # N5: the stakes follow the strikes, so the 2 points come with the next strike (it said
    # "Raise: play on for 2 points", then "Stakes: 1 point" after the raise); what is at
    # stake now first, then what the next strike makes it: "Raise: 2 points from the next
    # strike (now 1)" was hard to parse (review 7, both languages)
    assert [label(state, e, "el") for e in state.observation(1)["legal"]] == [
        "Ανέβασε: τώρα 1 πόντος, με την επόμενη ποινή 2",
        "Εγκατάλειψε: ο υπολογιστής παίρνει 1 πόντο"]
    assert state.observation(0)["legal"] == []
    state = record(*DRAFTED[:3]).replay()
    assert label(state, draft(1, 18)) == "Take 18 into your open hand"
    state = record(*DRAFTED).replay()
    assert label(state, trade(1, 4, 2)) == (     # places count from 1 for people
        "Give 4 from your closed hand for the face-down card in place 3; your 4 goes there"
        " face down")
    assert label(state, trade(1, 18, 0)) == (
        "Give 18 from your open hand for the face-down card in place 1; your 18 goes there"
        " face up")
    assert label(state, trade(1, 4, 2), "el") == (
        "Δώσε το 4 από το χέρι σου για το κλειστό φύλλο στη θέση 3· το 4 μπαίνει εκεί"
        " κλειστό")
