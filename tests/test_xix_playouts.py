"""Random XIX games: invariants at every step, replay equals the live game,
records round-trip, seeded games repeat, and views hold nothing hidden."""

import json

from xix_support import places

from pygame_core import records
from pygame_core.rng import Rng, derive_seed
from pygame_core.session import Session
from pygame_core.xix import GAME
from pygame_core.xix.rules import CARDS, DRAFT, PLAY, STAKES, TRADE, cards_of


def check_invariants(s, history):
    """The rules' invariants for state `s`; `history` carries facts between steps."""
    where = places(s)
    cards = (where["closed"][0] + where["closed"][1] + where["open"][0] + where["open"][1]
             + where["row"] + [where["aside"]] + where["played"] + where["offer"])
    assert sorted(cards) == list(CARDS)    # 18 cards, each in exactly one place
    strikes = s._strikes
    assert s.stakes() == STAKES[strikes[0] + strikes[1]]            # N5
    assert max(strikes) <= 3 and sum(strikes) <= 5                   # N4
    if s._phase == PLAY and not s._played:
        # N9: the exchange starts with 6 cards each and no strikes.
        assert strikes == [0, 0]
        assert [len(where["closed"][p] + where["open"][p]) for p in (0, 1)] == [6, 6]
        assert s.current_player() == s._last_taker                   # N3
    if s.phase == "decision":
        assert s._strikes[s.current_player()] in (1, 2)               # N4
    exchanges = s.result()["exchanges"]
    totals = [0, 0]
    for ex in exchanges:
        assert ex["points"] == STAKES[sum(ex["strikes"])]             # N5
        loser = 1 - ex["winner"]
        assert ex["strikes"][loser] >= 1 and ex["strikes"][ex["winner"]] <= 2
        totals[ex["winner"]] += ex["points"]
    assert s.scores() == totals
    if s.is_finished():
        a, b = totals                                                  # N6
        if a + b == 19:
            assert s.result()["end"] == "exact_19" and s.winner() == (0 if a < b else 1)
        else:
            assert max(a, b) >= 19 and s.result()["end"] == "reached_19"
            assert s.winner() == (0 if a > b else 1)
        assert s.returns()[s.winner()] == 1.0 and sum(s.returns()) == 0
    else:
        assert sum(totals) != 19 and max(totals) < 19 and s.returns() == [0.0, 0.0]
    if s._phase == DRAFT:
        assert s.current_player() == history.setdefault("draft_next", 1 - exchanges[-1]["winner"])
        history["draft_next"] = 1 - s.current_player()                 # N7
    else:
        history.pop("draft_next", None)
    if s._phase == TRADE:
        assert s.current_player() == 1 - exchanges[-1]["winner"]      # N8


def test_random_playouts_keep_the_invariants():
    rng = Rng(2024)
    finished = ends = 0
    seen_end = set()
    for _ in range(1500):
        s = GAME.new_state({})
        s.deal(rng.shuffled(CARDS))
        s.choose_leader(rng.below(2))
        history = {}
        while not s.is_finished():
            check_invariants(s, history)
            actions = s.actions()
            assert actions and len(actions) == len(set(actions))
            s.act(actions[rng.below(len(actions))])
        check_invariants(s, history)
        finished += 1
        ends += s.result()["end"] == "exact_19"
        seen_end.add(s.result()["end"])
    assert finished == 1500 and seen_end == {"exact_19", "reached_19"}
    print(f"1500 random games, {ends} ended by exact_19")


def test_checked_and_fast_paths_agree():
    # apply(event) (checked, copying) and act(action) (in place) give the same states,
    # every legal event passes verify, and a few illegal ones do not.
    rng = Rng(7)
    for _ in range(60):
        checked = GAME.new_state({})
        fast = GAME.new_state({})
        while not checked.is_finished():
            if checked.chance_kind():
                event = checked.sample_chance(rng)
                checked = checked.apply(event)
                fast = fast.apply(event)
                continue
            events = checked.legal_events()
            assert events == [fast.event_of(a) for a in fast.actions()]
            for event in events:
                assert checked.can(event)
            p = checked.current_player()
            assert not checked.can({"player": 1 - p, **{k: v for k, v in events[0].items()
                                                        if k != "player"}})
            if checked.phase == "play":
                for card in set(CARDS) - set(cards_of(checked._closed[p] | checked._open[p])):
                    assert not checked.can({"player": p, "play": card})
            i = rng.below(len(events))
            checked = checked.apply(events[i])
            fast.act(fast.actions()[i])
            for p in (0, 1):
                assert checked.observation(p) == fast.observation(p)


def random_session(seed):
    session = Session.new("xix", {}, seed)
    rng = Rng(derive_seed("decisions", seed))
    while not session.state.is_finished():
        session.apply(rng.choice(session.state.legal_events()))
    return session


def test_replay_equals_the_live_game_and_records_round_trip():
    for seed in range(40):
        live = random_session(seed)
        text = live.record.dumps()
        again = records.loads(text)
        assert again.to_json() == json.loads(text) == live.record.to_json()
        replayed = again.replay()
        assert replayed.result() == live.state.result()
        for p in (0, 1):
            assert replayed.observation(p) == live.state.observation(p)
        # A session resumed after the shuffle draws the same first leader.
        resumed = Session(records.Record("xix", {}, live.record.events[:1]), seed)
        resumed.settle()
        assert resumed.record.events == live.record.events[:2]


def test_seeded_sessions_repeat():
    a = Session.new("xix", {}, 12345)
    b = Session.new("xix", {}, 12345)
    assert a.record.events == b.record.events
    assert [e["chance"] for e in a.record.events] == ["shuffle", "first_leader"]
    assert random_session(99).record.events == random_session(99).record.events
    assert Session.new("xix", {}, 1).record.events != Session.new("xix", {}, 2).record.events
    # The first chance events follow from Rng and derive_seed alone (as Pyodide must too).
    deck = Rng(derive_seed(12345, 0)).shuffled(CARDS)
    assert a.record.events[0] == {"chance": "shuffle", "deck": deck}
    assert a.record.events[1] == {"chance": "first_leader",
                                  "player": Rng(derive_seed(12345, 1)).below(2)}


def seen_by(states, p):
    """Every card p has had a chance to see in these states."""
    seen = set()
    for s in states:
        seen.update(cards_of(s._closed[p] | s._open[0] | s._open[1] | s._played | s._offer))
        seen.update(c for c, up, by in zip(s._row, s._row_up, s._row_by, strict=True)
                    if up or by == p)
    return seen


def remap(events, sigma):
    out = []
    for e in events:
        e = json.loads(json.dumps(e))
        if e.get("chance") == "shuffle":
            e["deck"] = [sigma.get(c, c) for c in e["deck"]]
        for key in ("play", "draft"):
            if key in e:
                e[key] = sigma.get(e[key], e[key])
        if "trade" in e:
            e["trade"]["give"] = sigma.get(e["trade"]["give"], e["trade"]["give"])
        out.append(e)
    return out


def cards_in_view(v):
    p = v["player"]
    found = set(v["hands"][p]["closed"]) | set(v["offer"])
    for hand in v["hands"]:
        found |= set(hand["open"]) | set(hand["closed_known_to_other"])
    found |= {c["card"] for c in v["trick"]["cards"]}
    found |= {slot["card"] for slot in v["row"] if slot["card"] is not None}
    for e in v["history"]:
        if e["kind"] in ("play", "draft"):
            found.add(e["card"])
        if e["kind"] == "trade":
            found |= {e[k] for k in ("give", "taken") if e[k] is not None}
    for ev in v["legal"]:
        found |= {ev[k] for k in ("play", "draft") if k in ev}
        if "trade" in ev:
            found.add(ev["trade"]["give"])
    return found


def test_views_hold_no_hidden_card():
    # Permuting the cards a player never saw, consistently through the whole record,
    # gives a valid record with the very same view (docs/records.md `view`) and the same
    # determinization for the AI.
    rng = Rng(31)
    changed = moved = 0
    for game in range(250):
        full = random_session(1000 + game).record
        cut = rng.between(2, len(full.events))
        prefix = records.Record("xix", {}, full.events[:cut])
        states = list(prefix.states())
        for p in (0, 1):
            view = states[-1].observation(p)
            json.dumps(view)
            seen = seen_by(states, p)
            assert cards_in_view(view) <= seen
            unseen = sorted(set(CARDS) - seen)
            assert states[-1]._aside in unseen
            sigma = dict(zip(unseen, rng.shuffled(unseen), strict=True))
            changed += any(a != b for a, b in sigma.items())
            other = records.Record("xix", {}, remap(prefix.events, sigma)).replay()
            assert other.observation(p) == view
            # The AI's determinization: the same view, and the same deal from either record.
            seed = rng.next_seed()
            guess = states[-1].determinize(p, Rng(seed))
            assert guess.observation(p) == view
            assert places(guess) == places(other.determinize(p, Rng(seed)))
            moved += places(guess) != places(states[-1])
            guess.play_out(rng)
            check_invariants(guess, {})
    assert changed > 300 and moved > 300   # hidden cards really moved


def test_a_view_does_change_with_what_the_player_sees():
    # The control for the test above: swap the set-aside card with one of player 0's.
    session = Session.new("xix", {}, 5)
    deck = session.record.events[0]["deck"]
    sigma = {deck[17]: deck[0], deck[0]: deck[17]}
    other = records.Record("xix", {}, remap(session.record.events, sigma)).replay()
    assert other.observation(0) != session.state.observation(0)
    assert other.observation(1) == session.state.observation(1)
