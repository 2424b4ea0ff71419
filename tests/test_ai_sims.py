"""The AI's simulators against the engine (issue 37): XeriSim and XixSim re-implement the
rules (X8-X12, V3, V4; N3-N9) for speed, so random games step both side by side and every
transition must agree: the same legal moves, the same position as far as the simulator
represents it, the same scores at the end. The PIMC reference's bit-mask playout
(`heuristic_playout`) is checked against the engine the same way."""

from __future__ import annotations

import pytest

from pygame_core.rng import Rng, derive_seed
from pygame_core.xeri.knowledge import info_from_view
from pygame_core.xeri.rules import PLAY as XERI_PLAY
from pygame_core.xeri.rules import Rules
from pygame_core.xeri.sim import XeriSim
from pygame_core.xeri.state import XeriState
from pygame_core.xix.references import _first, _world, heuristic_move, heuristic_playout
from pygame_core.xix.rules import (
    ABANDON,
    DRAFT,
    DRAFT_BASE,
    OVER,
    PLAY,
    RAISE,
    ROW_SIZE,
    TRADE,
    TRADE_BASE,
    cards_of,
)
from pygame_core.xix.sim import XixSim
from pygame_core.xix.state import new_state as new_xix

XERI_CONFIGS = {
    "plain": {"players": 2, "rounds": 1},
    "V1": {"players": 2, "rounds": 1, "variants": {"bottom_card": True}},
    "V2": {"players": 2, "rounds": 1, "variants": {"relaxed_initial_pile": True}},
    "V3": {"players": 2, "rounds": 1, "variants": {"dealer_last_no_xeri": True}},
    "V4": {"players": 2, "rounds": 1, "variants": {"jack_xeri_25": True}},
    "V5": {"players": 2, "variants": {"target": 30}},
    "4p": {"players": 4, "rounds": 1, "variants": {"dealer_last_no_xeri": True,
                                                   "jack_xeri_25": True}},
}
XERI_ROUNDS = 1000  # random rounds per configuration
XIX_GAMES = 1000    # random games
HEURISTIC_GAMES = 1000


def xeri_matches(sim: XeriSim, state: XeriState) -> None:
    """What the simulator holds of the round equals the engine's."""
    assert [sorted(h) for h in sim.hands] == [sorted(h) for h in state._hands]
    assert sim.pile == state._pile
    assert sim.stock == state._stock
    assert sim.turn == state._turn
    assert sim.cards == [len(c) for c in state._captured]
    assert sim.last_capture == (None if state._last < 0 else state._last & 1)


@pytest.mark.parametrize("name", sorted(XERI_CONFIGS))
def test_xeri_sim_steps_like_the_engine(name):
    rng = Rng(derive_seed(37, name))
    state = XeriState(Rules(XERI_CONFIGS[name]))
    rounds = 0
    sim = None
    while rounds < XERI_ROUNDS:
        if state.is_finished():
            state = XeriState(Rules(XERI_CONFIGS[name]))
        if state._phase != XERI_PLAY:
            state._random_step(rng)
            continue
        if sim is None:  # a round's first play: the simulator starts from the mover's view
            info = info_from_view(state.observation(state._turn))
            assert info.captured == [0, 0] and info.last_capture is None
            sim = XeriSim(info, [list(h) for h in state._hands], list(state._stock))
            xeri_matches(sim, state)
        assert sorted(sim.hands[sim.turn]) == state.legal_cards()
        hand = state.legal_cards()
        card = hand[rng.below(len(hand))]
        rounds_before = len(state._rounds)
        state._play(card, True)
        sim.play(card)
        if sim.in_hands == 0 and sim.stock:
            sim.deal()  # X10, as the simulator's playouts do
        if len(state._rounds) > rounds_before:  # X11-X12: the round's end and its score
            assert sim.finished()
            sides = state._rounds[-1]["sides"]
            assert sim.margin(0) == sides[0]["points"] - sides[1]["points"]
            assert sim.margin(1) == sides[1]["points"] - sides[0]["points"]
            sim = None
            rounds += 1
        else:
            assert not sim.finished()
            xeri_matches(sim, state)


def xix_sim_of(state) -> XixSim:
    """An XixSim holding every card where the engine has it."""
    s = XixSim.__new__(XixSim)
    s.closed = [cards_of(m) for m in state._closed]
    s.open = [cards_of(m) for m in state._open]
    s.row = list(state._row)
    s.row_up = list(state._row_up)
    s.phase, s.turn, s.leader, s.lead = state._phase, state._turn, state._leader, state._lead
    s.strikes = list(state._strikes)
    s.scores = list(state._scores)
    if state._phase in (DRAFT, TRADE):
        s.offer = cards_of(state._offer)
    else:
        s.offer = [c for c in cards_of(state._played) if c != state._lead]
    s.last_taker = state._last_taker
    s.loser = 1 - state._exchanges[-1][0] if state._phase in (DRAFT, TRADE) else -1
    s.winner, s.exchanges = None, 0
    return s


def xix_action(move: tuple) -> int:
    """The engine's action code of a simulator move."""
    kind = move[0]
    if kind == "p":
        return move[1]
    if kind == "r":
        return RAISE
    if kind == "a":
        return ABANDON
    if kind == "d":
        return DRAFT_BASE + move[1]
    return TRADE_BASE + (move[1] - 1) * ROW_SIZE + move[2]


def xix_position(s: XixSim) -> tuple:
    return ([sorted(h) for h in s.closed], [sorted(h) for h in s.open], s.row, s.row_up,
            s.phase, s.turn, s.lead, s.strikes, s.scores, sorted(s.offer), s.last_taker)


def new_xix_game(rng: Rng):
    state = new_xix({})
    state.deal(rng.shuffled(range(1, 19)))
    state.choose_leader(rng.below(2))
    return state


def test_xix_sim_steps_like_the_engine():
    rng = Rng(37)
    ends = set()
    for _ in range(XIX_GAMES):
        state = new_xix_game(rng)
        sim = xix_sim_of(state)
        while state._phase != OVER:
            moves = sim.moves()
            assert sorted(xix_action(m) for m in moves) == sorted(state.actions())
            move = moves[rng.below(len(moves))]
            state.act(xix_action(move))
            sim.apply(move)
            if state._phase == OVER:
                assert sim.phase == OVER and sim.winner == state._winner
                assert sim.scores == state._scores
                ends.add(state._end)
            else:
                if sim.phase == PLAY and state._phase == PLAY and not sim.lead:
                    assert sim.leader == state._leader
                assert xix_position(sim) == xix_position(xix_sim_of(state))
    assert ends == {"exact_19", "reached_19"}   # both of N6's endings were reached


def test_pimc_playout_plays_the_heuristic_by_the_rules():
    """`heuristic_playout` (bit masks, a trick and the decision after it in one step) gives
    the winner the engine gives when both players follow `heuristic_move`, from random
    positions and after a random first move."""
    rng = Rng(3737)
    for _ in range(HEURISTIC_GAMES):
        state = new_xix_game(rng)
        for _ in range(rng.below(30)):  # a random position
            if state._phase == OVER:
                break
            acts = state.actions()
            state.act(acts[rng.below(len(acts))])
        if state._phase == OVER:
            continue
        sim = xix_sim_of(state)
        moves = sim.moves()
        first = moves[rng.below(len(moves))]
        world = _world(sim)
        state.act(xix_action(first))
        while state._phase != OVER:
            s = xix_sim_of(state)
            p = s.turn
            move = heuristic_move(s.phase, s.closed[p] + s.open[p], s.lead, s.offer, s.row,
                                  s.row_up)
            state.act(xix_action(move))
        assert heuristic_playout(world, _first(first)) == state._winner


def test_the_ai_takes_its_rules_from_rules_py():
    """One source of rules: the AI imports the rules' constants and functions, no copies."""
    from pygame_core.xeri import policies as xeri_policies
    from pygame_core.xeri import rules as xeri_rules
    from pygame_core.xix import policies as xix_policies
    from pygame_core.xix import rules as xix_rules
    from pygame_core.xix import sim as xix_sim

    assert xeri_policies.VALUE is xeri_rules.CARD_POINTS
    assert xix_policies.beats is xix_rules.trick_taker
    assert xix_sim.game_end is xix_rules.game_end
    assert xix_sim.STAKES is xix_rules.STAKES


@pytest.mark.parametrize("name", ["plain", "V3", "V4"])
def test_xeri_exact_end_is_what_the_engine_scores(name):
    """`solve_end` (2 players, the stock dealt out, both hands known: X5) values each card
    by the round margin still to come when both then play their best: playing its best
    card for whoever is to move, the points already scored plus that value stay the same
    at every step (minimax) and are what the engine scores for the round (X8-X12, V3,
    V4)."""
    from pygame_core.xeri.endgame import open_hands, solve_end

    rng = Rng(derive_seed(3737, name))
    config = XERI_CONFIGS[name]
    for _ in range(60):
        state = XeriState(Rules(config))
        while not (state._phase == XERI_PLAY and not state._stock
                   and state._left <= 2 * (1 + rng.below(4))):
            if state._phase == XERI_PLAY:
                hand = state.legal_cards()
                state._play(hand[rng.below(len(hand))], True)
            else:
                state._random_step(rng)
        expected = None
        while not state._rounds:
            me = state._turn
            info = info_from_view(state.observation(me))
            values = solve_end(info, open_hands(info))
            card = max(values, key=lambda c: (values[c], -c))
            scored = [s["points"] - s["most_cards"] for s in state._score()]
            total = scored[0] - scored[1] + (values[card] if me == 0 else -values[card])
            assert expected is None or total == expected
            expected = total
            state._play(card, True)
        sides = state._rounds[-1]["sides"]
        assert sides[0]["points"] - sides[1]["points"] == expected
