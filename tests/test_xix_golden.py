"""Golden XIX records (tests/golden/xix/): the command line must print exactly the
stored outputs, and the results checked by hand below must hold.

Each NAME.json is a record; NAME.expected.json holds the `replay` and `legal`
outputs and the `view` of both players at the record's end.
"""

import json
from pathlib import Path

import pytest

from pygame_core import records
from pygame_core.cli import main

GOLDEN = Path(__file__).parent / "golden" / "xix"
NAMES = sorted(p.name[:-5] for p in GOLDEN.glob("*.json") if not p.name.endswith(".expected.json"))


def load(name) -> records.Record:
    return records.loads((GOLDEN / f"{name}.json").read_text())


def cli(capsys, *argv):
    assert main(list(argv)) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return json.loads(out)


def test_every_golden_record_is_there():
    assert NAMES == ["abandon_first_strike", "exact_19", "exact_19_zero", "five_strikes",
                     "reached_19", "three_tricks", "trades"]


@pytest.mark.parametrize("name", NAMES)
def test_command_line_prints_the_golden_outputs(name, capsys):
    path = str(GOLDEN / f"{name}.json")
    expected = json.loads((GOLDEN / f"{name}.expected.json").read_text())
    assert cli(capsys, "replay", path) == expected["replay"]
    assert cli(capsys, "legal", path) == expected["legal"]
    for p in (0, 1):
        assert cli(capsys, "view", path, "--player", str(p)) == expected["view"][p]


# The results worked out by hand from the records:
HAND_CHECKED = {
    # Deck: P0 closed 13..18, P1 closed 2..7. P0 leads 18, 17, 16 against 2, 3, 4
    # (sums 20: the higher card takes, N3). P1 raises twice, and the third strike
    # forces the abandon (N4): 3 strikes in all, 3 points (N5). Then the draft
    # (P1 first, N7) and P1's trade of closed 5 for face-down 8 (N8).
    "three_tricks": ([{"winner": 0, "points": 3, "strikes": [0, 3]}], [3, 0], None, None),
    # P1 leads 2, P0 plays 17: 19, so the lower 2 takes (N3). P0 abandons at once:
    # 1 strike, 1 point to P1 (N4, N5).
    "abandon_first_strike": ([{"winner": 1, "points": 1, "strikes": [1, 0]}], [0, 1],
                             None, None),
    # Tricks: 18v2 P0, 3v10 P1, 4v17 P0, 12v7 (19: 7 takes) P1, 6v16 P0: P1's third
    # strike ends it, 5 strikes in all: 8 points (N5).
    "five_strikes": ([{"winner": 0, "points": 8, "strikes": [2, 3]}], [8, 0], None, None),
    # P1 wins 8 (strikes 3-2), 8, then 3 (three straight tricks): 0 to 19. The
    # scores add up to exactly 19, checked first, so P0 with 0 wins (N6).
    "exact_19_zero": ([{"winner": 1, "points": 8, "strikes": [3, 2]},
                       {"winner": 1, "points": 8, "strikes": [3, 2]},
                       {"winner": 1, "points": 3, "strikes": [3, 0]}], [0, 19], 0, "exact_19"),
    # P0 8, P1 8, P0 3: 11 + 8 = 19, the lower score (P1) wins (N6).
    "exact_19": ([{"winner": 0, "points": 8, "strikes": [2, 3]},
                  {"winner": 1, "points": 8, "strikes": [3, 2]},
                  {"winner": 0, "points": 3, "strikes": [0, 3]}], [11, 8], 1, "exact_19"),
    # P1 1 (P0 abandons after one strike), then P0 8, 8, 3: 19 to 1, total 20, so
    # not exact; P0 reached 19 and has more (N6).
    "reached_19": ([{"winner": 1, "points": 1, "strikes": [1, 0]},
                    {"winner": 0, "points": 8, "strikes": [2, 3]},
                    {"winner": 0, "points": 8, "strikes": [2, 3]},
                    {"winner": 0, "points": 3, "strikes": [0, 3]}], [19, 1], 0, "reached_19"),
    # Four one-strike exchanges with a trade each (see test_trades_golden).
    "trades": ([{"winner": 0, "points": 1, "strikes": [0, 1]},
                {"winner": 0, "points": 1, "strikes": [0, 1]},
                {"winner": 1, "points": 1, "strikes": [1, 0]},
                {"winner": 1, "points": 1, "strikes": [1, 0]}], [2, 2], None, None),
}


@pytest.mark.parametrize("name", NAMES)
def test_hand_checked_results(name):
    exchanges, scores, winner, end = HAND_CHECKED[name]
    assert load(name).replay().result() == {
        "game": "xix", "finished": end is not None, "exchanges": exchanges,
        "scores": scores, "winner": winner, "end": end}


def test_trades_golden():
    """N8 step by step. Deck: P0 closed 13..18, P1 closed 2..7, row 8..12.
    E1: P1 gives open 18 for face-down 8 at 0 (18 face up).
    E2: P1 gives closed 4 for face-down 9 at 1 (4 face down, known to P1 only).
    E3: P0 gives open 3 for face-up 18 at 0 (18 to P0's open hand, 3 face up).
    E4: P0 gives closed 15 for P1's face-down 4 at 1: P1 knows P0 now holds 4."""
    states = list(load("trades").states())
    trades = [s for prev, s in zip(states, states[1:], strict=False)
              if prev.phase == "trade"]
    e1, e2, e3, e4 = trades
    assert e1.observation(0)["row"][0] == {"position": 0, "face_up": True, "card": 18,
                                    "placed_by": 1, "toward": None}
    assert e1._closed[1] >> 8 & 1
    assert e2.observation(1)["row"][1]["card"] == 4
    assert e2.observation(0)["row"][1]["card"] is None
    assert e2._closed[1] >> 9 & 1
    assert e3._open[0] >> 18 & 1 and e3.observation(1)["row"][0]["card"] == 3
    assert e4._closed[0] >> 4 & 1
    trade = {"kind": "trade", "player": 0, "give": None, "hand": "closed", "position": 1,
             "taken": 4, "taken_face_up": False, "lands_face_up": False}
    assert e4.observation(1)["history"][-1] == trade
    assert e4.observation(0)["history"][-1] == {**trade, "give": 15}
    assert e4.observation(1)["row"][1]["card"] is None    # 15 lies face down, placed by P0
    assert e4.observation(0)["row"][1]["card"] == 15
    # The AI of P1 may deal P0's unknown cards anew, but 4 stays in P0's closed hand.
    from pygame_core.rng import Rng
    deals = [e4.determinize(1, Rng(seed)) for seed in range(30)]
    assert e4.observation(1)["hands"][0]["closed_known_to_other"] == [4]
    assert e4.observation(0)["hands"][0]["closed_known_to_other"] == [4]
    assert all(d._closed[0] >> 4 & 1 for d in deals)
    assert len({(d._closed[0], tuple(d._row), d._aside) for d in deals}) > 20
    assert all(d.observation(1) == e4.observation(1) for d in deals)
