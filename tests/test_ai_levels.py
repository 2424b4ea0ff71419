"""What each level does in plain situations, found in seeded games (no timing here)."""

from __future__ import annotations

import dataclasses

from pygame_core import ai
from pygame_core.session import Session
from pygame_core.xeri.cards import JACK
from pygame_core.xeri.sim import clone as _clone
from pygame_core.xix.policies import STRENGTH, beats


def _rank(code: str) -> str:
    return code[:-1]


def _xeri_views(players, seed, games=6):
    """Every play decision's view in seeded games between easy and medium."""
    out = []
    for g in range(games):
        session = Session.new("xeri", {"players": players, "rounds": 1, "variants": {}}, seed + g)
        while not session.state.is_finished():
            p = session.state.current_player()
            view = session.state.observation(p)
            if view["phase"] == "play":
                out.append(view)
            session.apply(ai.choose(view, "medium" if p % 2 else "easy", len(out)))
    return out


def test_easy_takes_an_obvious_capture():
    seen = 0
    for view in _xeri_views(2, 40):
        if not view["pile"]:
            continue
        top = _rank(view["pile"][-1])
        if any(_rank(c) == top and _rank(c) != "J" for c in view["hand"]):
            seen += 1
            assert _rank(ai.choose(view, "easy", 1)["play"]) == top
    assert seen >= 10


def test_medium_and_hard_take_a_xeri():
    seen = 0
    for players in (2, 4):
        for view in _xeri_views(players, 50):
            pile = view["pile"]
            if len(pile) == 1 and any(_rank(c) == _rank(pile[0]) for c in view["hand"]):
                seen += 1
                for level in ("medium", "hard"):
                    assert _rank(ai.choose(view, level, 2)["play"]) == _rank(pile[0])
    assert seen >= 5


def test_medium_keeps_a_lone_card_safe():
    """On an empty pile medium lays a rank whose other cards are all seen, if it has one."""
    checked = 0
    for view in _xeri_views(2, 60):
        if view["pile"] or len(view["hand"]) < 2:
            continue
        played = [e["card"] for e in view["history"] if e["kind"] == "play"]
        played += [c for e in view["history"] if e["kind"] == "pile" for c in e["cards"]]
        safe = [c for c in view["hand"] if _rank(c) != "J" and sum(
            _rank(x) == _rank(c) for x in played + view["hand"]) == 4]
        if safe and len(safe) < len(view["hand"]):
            checked += 1
            choice = ai.choose(view, "medium", 3)["play"]
            assert _rank(choice) in {_rank(c) for c in safe}
    assert checked >= 5


def test_xix_medium_follows_with_the_cheapest_winning_card():
    checked = 0
    for seed in range(70, 76):
        session = Session.new("xix", {}, seed)
        while not session.state.is_finished():
            p = session.state.current_player()
            view = session.state.observation(p)
            lead = view["trick"]["cards"]
            if view["phase"] == "play" and lead:
                hand = view["hands"][p]["closed"] + view["hands"][p]["open"]
                winners = [c for c in hand if beats(c, lead[0]["card"])]
                if winners:
                    checked += 1
                    card = ai.choose(view, "medium", 1)["play"]
                    assert card in winners
                    assert STRENGTH[card] == min(STRENGTH[c] for c in winners)
            session.apply(ai.choose(view, "medium", len(session.record.events)))
    assert checked >= 10


def test_hard_is_reproducible_from_its_seed():
    session = Session.new("xix", {}, 3)
    for i in range(9):
        state = session.state
        session.apply(ai.choose(state.observation(state.current_player()), "easy", i))
    p = session.state.current_player()
    view = session.state.observation(p)
    assert ai.choose(view, "hard", 77) == ai.choose(view, "hard", 77)


def test_hard_reads_a_partners_lay_as_no_card_of_the_rank_but_maybe_a_jack(monkeypatch):
    """X1, X8: with 4 players hard samples its partner's hand as holding none of the rank
    it laid on, but maybe a jack (a partner keeps one for a bigger pile); an opponent's lay
    still says "no jack" too. The worlds it samples say so."""
    from pygame_core.rng import Rng
    from pygame_core.xeri import ai as xeri_ai
    from pygame_core.xeri.knowledge import info_from_view

    seen = []

    def sample(info, rng):
        seen.append(info)
        raise StopIteration  # the view hard samples from is all this test needs

    monkeypatch.setattr(xeri_ai, "sample_world", sample)
    partners = opponents = 0
    for view in _xeri_views(4, 90):
        info = info_from_view(view)
        partner = (info.me + 2) % 4
        if JACK not in info.voids.get(partner, ()) or len(set(c >> 2 for c in info.hand)) < 2:
            continue
        seen.clear()
        try:
            xeri_ai.hard_card(info, Rng(1), 1000)
        except StopIteration:
            pass
        (sampled,) = seen
        assert JACK not in sampled.voids[partner]
        assert sampled.voids[partner] == info.voids[partner] - {JACK}
        partners += 1
        for p in ((info.me + 1) % 4, (info.me + 3) % 4):
            if p in info.voids:
                assert sampled.voids[p] == info.voids[p] and JACK in sampled.voids[p]
                opponents += 1
    assert partners >= 10 and opponents >= 10


def test_hard_deals_no_card_of_a_rank_the_player_is_void_in():
    """A player who laid a card on a pile they could have taken holds none of its top's
    rank and no jack, for the rest of that deal (X8, X10); the worlds hard samples agree."""
    from pygame_core.rng import Rng
    from pygame_core.xeri.knowledge import info_from_view
    from pygame_core.xeri.sim import sample_world

    checked = unconstrained = 0
    for view in _xeri_views(2, 70):
        info = info_from_view(view)
        other = 1 - info.me
        void = info.voids.get(other)
        if not void:
            continue
        # The voids come from this deal's lays on a non-empty pile, read back from the history.
        start = max(i for i, e in enumerate(view["history"]) if e["kind"] == "deal")
        lays = [e for e in view["history"][start:] if e["kind"] == "play" and e["player"] == other
                and not e["taken"]]
        assert lays and 10 in void
        allowed = [c for c in info.unseen if c >> 2 not in void]
        if len(allowed) < info.hand_counts[other]:
            continue
        checked += 1
        rng = Rng(checked)
        for _ in range(20):
            world = sample_world(info, rng)
            assert not [c for c in world.hands[other] if c >> 2 in void]
            assert sorted(world.hands[other] + world.stock) == sorted(info.unseen)
            # The control: without the voids such cards do turn up.
            free = sample_world(dataclasses.replace(info, voids={}), rng)
            unconstrained += sum(1 for c in free.hands[other] if c >> 2 in void)
    assert checked >= 20 and unconstrained > 0


def test_xix_hard_keeps_the_face_down_card_it_placed_with_whoever_took_it():
    """N8: my face-down strike card that the other player took is known to be in their
    closed hand; every world hard samples puts it there, and it is not unseen."""
    from pygame_core.rng import Rng
    from pygame_core.xix.knowledge import info_from_view
    from pygame_core.xix.sim import sample_world

    found = 0
    for seed in range(40):
        session = Session.new("xix", {}, seed)
        while not session.state.is_finished() and found < 30:
            p = session.state.current_player()
            if p is None:
                session.apply(session.state.sample_chance(Rng(len(session.record.events))))
                continue
            view = session.state.observation(p)
            known = view["hands"][1 - p]["closed_known_to_other"]
            if known:
                found += 1
                info = info_from_view(view)
                assert info.opp_closed == known and not set(known) & set(info.unseen)
                rng = Rng(found)
                for _ in range(10):
                    world = sample_world(info, rng)
                    assert set(known) <= set(world.closed[1 - p])
            session.apply(ai.suggest(session.state, p, "easy", len(session.record.events)))
    assert found >= 30


def test_hard_knows_where_a_bottom_jack_went():
    """V1: a bottom jack goes back 26th in the deck (after a reshuffle, where the deck's
    26th card then is); deals take the top, so the AI knows its place in the stock and
    then whose hand it is in. Checked against the engine's real stock and hands."""
    from pygame_core.rng import Rng
    from pygame_core.xeri.knowledge import info_from_view
    from pygame_core.xeri.sim import sample_world

    placed = dealt = 0
    for players in (2, 4):
        config = {"players": players, "rounds": 1, "variants": {"bottom_card": True}}
        for seed in range(150):
            session = Session.new("xeri", config, seed)
            while not session.state.is_finished():
                state = session.state
                p = state.current_player()
                view = state.observation(p)
                if view["phase"] == "play" and any(e["kind"] == "bottom_jack"
                                                   for e in view["history"]):
                    info = info_from_view(view)
                    for place, card in info.stock_known.items():
                        assert state._stock[-1 - place] == card
                        placed += 1
                        world = sample_world(info, Rng(placed))
                        assert world.stock[-1 - place] == card
                    for holder, cards in info.known_hands.items():
                        assert set(cards) <= set(state.hand(holder))
                        dealt += any(c >> 2 == 10 for c in cards)
                    assert not set(info.stock_known.values()) & set(info.unseen)
                session.apply(ai.suggest(state, p, "medium", len(session.record.events)))
    assert placed >= 20 and dealt >= 5


def _brute_force(sim, side):
    """The round margin for `side` with both hands open, by trying every order of play."""
    if sim.finished():
        return sim.margin(side)
    values = []
    for card in set(sim.hands[sim.turn]):
        nxt = _clone(sim)
        nxt.play(card)
        values.append(_brute_force(nxt, side))
    return max(values) if sim.turn % 2 == side else min(values)


def test_hard_solves_the_last_deal_of_two_players_exactly():
    """2 players, stock dealt out: every unseen card is in the other hand (X5), and the
    solver's value of each card is the exact minimax margin (X8-X12, here with V3)."""
    from pygame_core.xeri.endgame import open_hands, solve_end
    from pygame_core.xeri.knowledge import info_from_view
    from pygame_core.xeri.sim import XeriSim

    checked = 0
    for g in range(8):
        variants = {"dealer_last_no_xeri": True} if g % 2 else {}
        config = {"players": 2, "rounds": 1, "variants": variants}
        session = Session.new("xeri", config, 90 + g)
        while not session.state.is_finished():
            p = session.state.current_player()
            view = session.state.observation(p)
            if view["phase"] == "play" and not view["stock"] and len(view["hand"]) <= 4:
                info = info_from_view(view)
                hands = open_hands(info)
                assert sorted(hands[1 - p]) == sorted(session.state.hand(1 - p))
                values = solve_end(info, hands)
                for card, value in values.items():
                    sim = XeriSim(info, [list(h) for h in hands], [])
                    sim.play(card)
                    assert value == _brute_force(sim, p), (g, card)
                checked += 1
            session.apply(ai.choose(view, "medium", len(session.record.events)))
    assert checked >= 30


def test_exact_end_of_four_open_hands():
    """4 players, stock dealt out, few cards left: `solve_end` over all four open hands
    gives each card the exact two-side minimax margin (X1's partners are one side,
    X8-X12, here with V3), checked against every order of play (bench/ai_team_end_regret.py
    values hard's choices by it)."""
    from pygame_core.xeri.endgame import solve_end
    from pygame_core.xeri.knowledge import info_from_view
    from pygame_core.xeri.sim import XeriSim

    checked = 0
    for g in range(6):
        variants = {"dealer_last_no_xeri": True} if g % 2 else {}
        session = Session.new("xeri", {"players": 4, "rounds": 1, "variants": variants},
                              70 + g)
        while not session.state.is_finished():
            p = session.state.current_player()
            view = session.state.observation(p)
            if view["phase"] == "play" and not view["stock"] and sum(view["hand_counts"]) <= 7:
                info = info_from_view(view)
                hands = [list(session.state.hand(q)) for q in range(4)]
                values = solve_end(info, hands)
                for card, value in values.items():
                    sim = XeriSim(info, [list(h) for h in hands], [])
                    sim.play(card)
                    assert value == _brute_force(sim, p % 2), (g, card)
                checked += 1
            session.apply(ai.choose(view, "medium", len(session.record.events)))
    assert checked >= 30
