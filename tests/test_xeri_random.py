"""Random playouts and hypothesis invariants over every combination of Xeri variations.

Checked at every step or every game: 52 cards conserved (X4-X11), 25 points a
round (22 on a 26-26 tie) plus the xeri points (X12), the engine against a plain
reference reading of the rules, replay equal to the live game, record JSON
round trips, views that hold only cards their player can see and that do not
change when the hidden cards are swapped around.
"""

import itertools
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_core.records import Record, from_json, loads
from pygame_core.rng import Rng
from pygame_core.session import Session
from pygame_core.xeri import GAME
from pygame_core.xeri.cards import CODES
from pygame_core.xeri.rules import FLAGS, PLAY

CONFIGS = []
for players in (2, 4):
    for bits in itertools.product((False, True), repeat=len(FLAGS)):
        variants = {f: True for f, on in zip(FLAGS, bits, strict=True) if on}
        CONFIGS.append({"players": players, "rounds": 2, "variants": variants})
        CONFIGS.append({"players": players, "rounds": 1,
                        "variants": {**variants, "target": 40}})


def _show_bottom(cards, depth):
    """V1, by the reference: a bottom jack goes back `depth` cards down."""
    while cards[-1][0] == "J":
        cards.insert(depth, cards.pop())
    return cards


def _deal(hands, stock, dealer):
    """X5 by the reference: 6 each, one at a time from the top, from the dealer's left."""
    n = len(hands)
    for _ in range(6):
        for i in range(n):
            hands[(dealer + 1 + i) % n].append(stock.pop(0))


def reference(record: dict) -> dict:
    """The replay result by a direct reading of docs/rules.md, for records the engine accepted."""
    cfg = record["config"]
    n = cfg["players"]
    var = cfg["variants"]
    target = var.get("target")
    rank = {c: c[:-1] for c in CODES}
    rounds, totals, wins, dealer, winner = [], [0, 0], [0, 0], None, None
    stock = hands = pile = cap = xeris = last = None
    events = iter(record["events"])
    for ev in events:
        if ev.get("chance") == "first_dealer":
            dealer = ev["player"]
            continue
        if ev.get("chance") == "shuffle":
            deck = list(ev["deck"])
            continue
        if "cut" in ev:
            deck = deck[ev["cut"]:] + deck[:ev["cut"]]
            hands, pile, cap, xeris, last = [[] for _ in range(n)], [], [[], []], [], None
            if var.get("bottom_card"):
                deck = _show_bottom(deck, 25)
            stock = deck
            _deal(hands, stock, dealer)
            while True:
                pile = stock[:4]
                del stock[:4]
                ranks = [rank[c] for c in pile]
                pairs = [(i, j) for i in range(4) for j in range(i + 1, 4) if ranks[i] == ranks[j]]
                if var.get("relaxed_initial_pile"):
                    bad = any(p != (2, 3) for p in pairs)
                else:
                    bad = bool(pairs) or ranks[3] == "J"
                if not bad:
                    break
                stock = list(next(events)["stock"])
                if var.get("bottom_card"):
                    stock = _show_bottom(stock, 25 - 6 * n)
            continue
        p, card = ev["player"], ev["play"]
        hands[p].remove(card)
        if pile and (rank[card] == "J" or rank[card] == rank[pile[-1]]):
            last_card = not stock and not any(hands)
            if len(pile) == 1 and rank[card] == rank[pile[0]] and not (
                    last_card and var.get("dealer_last_no_xeri")):
                xeris.append((p % 2, rank[card] == "J"))
            cap[p % 2] += pile + [card]
            pile = []
            last = p
        else:
            pile.append(card)
        if any(hands):
            continue
        if stock:
            _deal(hands, stock, dealer)
            continue
        if pile and last is not None:
            cap[last % 2] += pile
        sides = []
        for s in (0, 1):
            c = cap[s]
            xs = sum(1 for side, j in xeris if side == s and not j)
            js = sum(1 for side, j in xeris if side == s and j)
            sc = {"cards": len(c), "most_cards": 3 if len(c) > len(cap[1 - s]) else 0,
                  "honours": sum(1 for x in c if rank[x] in ("A", "10", "J", "Q", "K")),
                  "two_of_clubs": int("2C" in c), "ten_of_diamonds": int("10D" in c),
                  "xeris": xs, "jack_xeris": js}
            sc["points"] = (sc["most_cards"] + sc["honours"] + sc["two_of_clubs"]
                            + sc["ten_of_diamonds"] + 10 * xs
                            + (25 if var.get("jack_xeri_25") else 20) * js)
            sides.append(sc)
        a, b = sides[0]["points"], sides[1]["points"]
        rw = 0 if a > b else 1 if b > a else None
        rounds.append({"dealer": dealer, "sides": sides, "winner": rw})
        totals = [totals[0] + a, totals[1] + b]
        if rw is not None:
            wins[rw] += 1
        if target is None and len(rounds) == cfg["rounds"]:
            winner = 0 if wins[0] > wins[1] else 1 if wins[1] > wins[0] else None
        elif target is not None:
            reached = [s for s in (0, 1) if totals[s] >= target]
            if len(reached) == 1:
                winner = reached[0]
            elif len(reached) == 2:
                target += 100
        dealer = (dealer + 1) % n
    finished = winner is not None or (target is None and len(rounds) == cfg["rounds"])
    return {"game": "xeri", "finished": finished, "rounds": rounds, "round_wins": wins,
            "totals": totals, "winner": winner}


def check_cards(state):
    """X4-X11: every card is in exactly one place once a round is dealt."""
    places = [*state._hands, state._pile, state._stock, *state._captured]
    cards = [c for place in places for c in place]
    assert sorted(cards) == list(range(52))
    assert state._left == sum(len(h) for h in state._hands)


def check_round_points(result, jack_points):
    """X12: 25 points a round, 22 on a card tie, plus 10 a xeri and 20 (V4: 25) a jack xeri."""
    for r in result["rounds"]:
        a, b = r["sides"]
        assert a["cards"] + b["cards"] == 52
        base = 22 if a["cards"] == b["cards"] else 25
        xeri_points = sum(10 * s["xeris"] + jack_points * s["jack_xeris"] for s in (a, b))
        assert a["points"] + b["points"] == base + xeri_points
        for s in (a, b):
            assert s["points"] == (s["most_cards"] + s["honours"] + s["two_of_clubs"]
                                   + s["ten_of_diamonds"] + 10 * s["xeris"]
                                   + jack_points * s["jack_xeris"])
        assert r["winner"] == (0 if a["points"] > b["points"] else
                               1 if b["points"] > a["points"] else None)   # X13


def visible(state, player):
    """Cards `player` may see: own hand, and everything not in another hand or the stock,
    plus the V1 bottom card and jacks and the failed initial piles (all shown face up)."""
    hidden = set(state._stock)
    for p, hand in enumerate(state._hands):
        if p != player:
            hidden |= set(hand)
    shown = set()
    for entry in state.history():
        if entry[0] in ("bottom", "bottom_jack"):
            shown.add(entry[1])
        elif entry[0] == "failed_pile":
            shown |= set(entry[1])
    return {CODES[c] for c in range(52) if c not in hidden or c in shown}


def view_cards(obj, out):
    if isinstance(obj, str) and obj in CODES:
        out.add(obj)
    elif isinstance(obj, dict):
        for v in obj.values():
            view_cards(v, out)
    elif isinstance(obj, list):
        for v in obj:
            view_cards(v, out)
    return out


def test_random_rounds_conserve_cards_and_points_every_variation():
    """X4-X12 over 1920 random one-round games: 30 for each of the 64 configurations."""
    rng = Rng(2024)
    games = 0
    for config in CONFIGS:
        for _ in range(30):
            state = GAME.new_state({**config, "rounds": 1, "variants": {
                k: v for k, v in config["variants"].items() if k != "target"}})
            while not state.is_finished():
                state._random_step(rng)
                if state._round:
                    check_cards(state)
                if state._phase == PLAY:
                    sizes = [len(h) for h in state._hands]
                    assert max(sizes) - min(sizes) <= 1          # X5, X7: turns go round
                    a, b = (s["points"] for s in state._score())
                    assert state.returns() == [a - b, b - a] * (state.players // 2)
            result = state.result()
            check_round_points(result, 25 if "jack_xeri_25" in config["variants"] else 20)
            assert len(result["rounds"]) == 1
            games += 1
    assert games == 1920


def play_session(config, seed, steps=None):
    """A live seeded game with random decisions, stopped after `steps` events if given."""
    session = Session.new("xeri", config, seed)
    rng = Rng(seed ^ 0x5EED)
    while not session.state.is_finished() and (steps is None or len(session.record.events) < steps):
        session.apply(rng.choice(session.state.legal_events()))
    return session


def test_live_games_equal_replay_reference_and_round_trip():
    """Replay = live game = the reference reading, for 128 whole games (2 per configuration);
    records survive JSON; views at every step are JSON and hold only visible cards."""
    for i, config in enumerate(CONFIGS * 2):
        session = play_session(config, seed=i)
        live = session.state
        text = session.record.dumps()
        again = loads(text)
        assert again.to_json() == json.loads(text) == session.record.to_json()
        replayed = again.replay()
        assert replayed.result() == live.result() == reference(session.record.to_json())
        check_round_points(live.result(), 25 if "jack_xeri_25" in config["variants"] else 20)
        assert live.is_finished() and live.next_json() == {"finished": True}
        if config["variants"].get("target") is None:
            assert len(live.result()["rounds"]) == config["rounds"]          # X2
        for p in range(config["players"]):
            assert replayed.observation(p) == live.observation(p)
        if i % 8 == 0:                                                     # views at every step
            for state in again.states():
                for p in range(config["players"]):
                    view = state.observation(p)
                    assert json.loads(json.dumps(view)) == view
                    assert view_cards(view, set()) <= visible(state, p)
                    if state.current_player() == p:
                        assert view["legal"] == state.legal_events()
                    else:
                        assert view["legal"] == []


def test_session_is_deterministic():
    """The same seed gives the same record (what the Pyodide e2e test compares)."""
    config = {"players": 4, "rounds": 1, "variants": {"bottom_card": True}}
    a = Session.new("xeri", config, 99)
    b = Session.new("xeri", config, 99)
    assert a.record.to_json() == b.record.to_json()
    # Pinned: a change to Rng, derive_seed or the chance sampling shows up here.
    assert a.record.events[0] == {"chance": "first_dealer", "player": 3}
    assert a.record.events[1]["deck"][:6] == ["KH", "9H", "2D", "AS", "3S", "5C"]
    assert Session.new("xeri", config, 100).record.to_json() != a.record.to_json()


def hide(record, player, state, rng):
    """The record with the cards `player` cannot see permuted among themselves in the
    current round's chance events: a different deal that `player` cannot tell apart."""
    hidden = sorted({CODES[c] for c in range(52)} - visible(state, player))
    mapping = dict(zip(hidden, rng.shuffled(hidden), strict=True))
    events = record["events"]
    start = max(i for i, e in enumerate(events) if e.get("chance") == "shuffle")
    out = [dict(e) for e in events]
    for e in out[start:]:
        for key in ("deck", "stock"):
            if key in e:
                e[key] = [mapping.get(c, c) for c in e[key]]
    return {**record, "events": out}, mapping


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(config=st.sampled_from(CONFIGS), seed=st.integers(0, 2**32),
       steps=st.integers(1, 140), perm=st.integers(0, 2**32))
def test_view_depends_only_on_what_the_player_may_know(config, seed, steps, perm):
    session = play_session(config, seed, steps)
    record = session.record.to_json()
    state = session.state
    for player in range(config["players"]):
        other, mapping = hide(record, player, state, Rng(perm + player))
        twin = from_json(other).replay()
        assert twin.observation(player) == state.observation(player)
        if any(k != v for k, v in mapping.items()) and not state.is_finished():
            # the twin really is a different deal whenever there was something to swap
            assert twin._hands != state._hands or twin._stock != state._stock


def test_record_round_trip_of_a_partial_game():
    session = play_session(CONFIGS[5], seed=7, steps=40)
    record = Record("xeri", session.record.config, list(session.record.events))
    assert loads(record.dumps()).replay().result() == session.state.result()
    assert loads(record.dumps()).replay().observation(0) == session.state.observation(0)
