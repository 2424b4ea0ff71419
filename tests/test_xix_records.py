"""Broken XIX records through the real command line (`python -m pygame_core`):
exit status 2, nothing on standard output, one line naming the event, never a
traceback (docs/records.md)."""

import copy
import json
import subprocess
import sys
from pathlib import Path

import pytest

from pygame_core import records

GOLDEN = Path(__file__).parent / "golden" / "xix"
BASE = json.loads((GOLDEN / "three_tricks.json").read_text())
# BASE events: 0 shuffle, 1 first_leader P0, 2 P0 plays 18, 3 P1 plays 2, 4 P1 raises,
# 5-9 two more tricks (P1's third strike ends it), 10-15 draft (P1 first), 16 P1's trade.
DECK = BASE["events"][0]["deck"]


def run(doc, *argv, text=None):
    stdin = text if text is not None else json.dumps(doc)
    proc = subprocess.run([sys.executable, "-m", "pygame_core", *(argv or ("replay",)), "-"],
                          input=stdin, capture_output=True, text=True, timeout=60)
    return proc.returncode, proc.stdout, proc.stderr


def with_event(index, event, insert=False):
    doc = copy.deepcopy(BASE)
    if insert:
        doc["events"].insert(index, event)
    else:
        doc["events"][index] = event
    return doc


def shuffle(deck):
    return {"chance": "shuffle", "deck": deck}


CASES = [
    # N2/N3: a card the player does not hold, out of turn, bad types.
    (with_event(2, {"player": 0, "play": 7}), "event 2: player 0 does not hold 7"),
    (with_event(3, {"player": 0, "play": 17}), "event 3: it is player 1's turn (play a card), "
                                               "not player 0's"),
    (with_event(2, {"player": 0, "play": "18"}),
     'event 2: card must be an integer 1-18, not "18"'),
    (with_event(2, {"player": 0, "play": True}), "event 2: card must be an integer 1-18, not true"),
    (with_event(2, {"player": 0, "play": 18.0}), "event 2: card must be an integer 1-18, not 18.0"),
    (with_event(2, {"player": 0, "play": [18]}), "event 2: card must be an integer 1-18, not [18]"),
    (with_event(2, {"player": 0, "play": 10 ** 30}),
     "event 2: card must be an integer 1-18, not 1000000000000000000000000000000"),
    (with_event(2, {"player": True, "play": 18}), "event 2: player must be 0 or 1, not true"),
    (with_event(2, {"player": 0.0, "play": 18}), "event 2: player must be 0 or 1, not 0.0"),
    (with_event(2, {"player": 2, "play": 18}), "event 2: player must be 0 or 1, not 2"),
    (with_event(2, {"player": 0, "play": 18, "from": "closed"}),
     'event 2: decision has unknown key "from"'),
    (with_event(2, {"player": 0}), "event 2: decision needs one of play, decision, draft, trade"),
    (with_event(2, {"play": 18}), 'event 2: event needs a "player" or a "chance" key'),
    (with_event(2, 18), "event 2: event must be an object"),
    # N4: a decision when none is due, a bad decision.
    (with_event(3, {"player": 1, "decision": "raise"}),
     "event 3: player 1 must play a card, not decision"),
    (with_event(4, {"player": 1, "decision": "fold"}),
     'event 4: decision must be "raise" or "abandon", not "fold"'),
    (with_event(4, {"player": 1, "decision": None}),
     'event 4: decision must be "raise" or "abandon", not null'),
    (with_event(10, {"player": 1, "decision": "raise"}),
     "event 10: player 1 must take a card in the draft, not decision"),
    # N7: the draft.
    (with_event(10, {"player": 1, "draft": 5}), "event 10: 5 is not on offer in the draft"),
    (with_event(10, {"player": 0, "draft": 18}),
     "event 10: it is player 1's turn (take a card in the draft), not player 0's"),
    (with_event(10, {"player": 1, "play": 18}),
     "event 10: player 1 must take a card in the draft, not play"),
    # N8: the trade.
    (with_event(16, {"player": 1, "trade": {"give": 5, "take": 5}}),
     "event 16: trade take must be a strike-row position 0-4, not 5"),
    (with_event(16, {"player": 1, "trade": {"give": 5, "take": "0"}}),
     'event 16: trade take must be a strike-row position 0-4, not "0"'),
    (with_event(16, {"player": 1, "trade": {"give": 5, "take": False}}),
     "event 16: trade take must be a strike-row position 0-4, not false"),
    (with_event(16, {"player": 1, "trade": {"give": 13, "take": 0}}),
     "event 16: player 1 does not hold 13"),
    (with_event(16, {"player": 1, "trade": {"give": "5", "take": 0}}),
     'event 16: trade give must be an integer 1-18, not "5"'),
    (with_event(16, {"player": 1, "trade": {"give": 5}}), 'event 16: trade is missing key "take"'),
    (with_event(16, {"player": 1, "trade": {"give": 5, "take": 0, "face": "up"}}),
     'event 16: trade has unknown key "face"'),
    (with_event(16, {"player": 1, "trade": [5, 0]}),
     "event 16: trade must be an object with give and take, not [5, 0]"),
    (with_event(16, {"player": 0, "trade": {"give": 13, "take": 0}}),
     "event 16: it is player 1's turn (trade with the strike row), not player 0's"),
    # N1: chance events.
    (with_event(0, shuffle(DECK[:17])), "event 0: shuffle deck has 17 cards, not 18"),
    (with_event(0, shuffle(DECK + [1])), "event 0: shuffle deck has 19 cards, not 18"),
    (with_event(0, shuffle(DECK[:17] + [18])), "event 0: shuffle deck holds a card twice"),
    (with_event(0, shuffle(DECK[:17] + ["1"])),
     'event 0: deck card must be an integer 1-18, not "1"'),
    (with_event(0, shuffle(DECK[:17] + [19])),
     "event 0: deck card must be an integer 1-18, not 19"),
    (with_event(0, shuffle(DECK[:17] + [0])), "event 0: deck card must be an integer 1-18, not 0"),
    (with_event(0, shuffle("1,2,3")), "event 0: shuffle deck must be a list of 18 cards"),
    (with_event(0, {"chance": "shuffle"}), 'event 0: shuffle is missing key "deck"'),
    (with_event(0, {"chance": "shuffle", "deck": DECK, "seed": 1}),
     'event 0: shuffle has unknown key "seed"'),
    (with_event(0, {"chance": "deal", "deck": DECK}), 'event 0: unknown chance event "deal"'),
    (with_event(0, {"chance": "first_leader", "player": 0}),
     "event 0: the shuffle chance event is due, not first_leader"),
    (with_event(0, {"player": 0, "play": 18}),
     "event 0: the shuffle chance event is due, not a decision"),
    (with_event(1, {"chance": "first_leader", "player": 2}),
     "event 1: first_leader player must be 0 or 1, not 2"),
    (with_event(1, {"chance": "first_leader", "player": False}),
     "event 1: first_leader player must be 0 or 1, not false"),
    (with_event(1, {"chance": "first_leader"}), 'event 1: first_leader is missing key "player"'),
    (with_event(5, shuffle(DECK), insert=True),
     "event 5: no chance event is due: player 0 must play a card"),
    # The document around the events.
    ({**BASE, "config": {"players": 2}}, 'config: XIX takes no settings, not "players"'),
    ({**BASE, "config": []}, "record config must be an object"),
    ({**BASE, "format": 2}, "record format must be 1, not 2"),
    ({**BASE, "game": "chess"}, 'config: unknown game "chess" (xeri, xix)'),
]


@pytest.mark.parametrize("doc, message", CASES, ids=[m for _, m in CASES])
def test_broken_record_gives_one_line_naming_the_event(doc, message):
    code, out, err = run(doc)
    assert (code, out, err) == (2, "", message + "\n")


def test_events_after_the_end_and_malformed_json():
    done = json.loads((GOLDEN / "exact_19_zero.json").read_text())
    n = len(done["events"])
    done["events"].append({"player": 0, "play": 1})
    assert run(done) == (2, "", f"event {n}: the game is over\n")
    code, out, err = run(None, text='{"format": 1, "game": "xix", ')
    assert code == 2 and out == "" and err.startswith("malformed JSON") and err.count("\n") == 1


def test_every_command_refuses_a_broken_record():
    doc = with_event(2, {"player": 0, "play": 7})
    for argv in (("replay",), ("legal",), ("view", "--player", "0")):
        assert run(doc, *argv) == (2, "", "event 2: player 0 does not hold 7\n")


def test_view_needs_player_0_or_1():
    assert run(BASE, "view", "--player", "2") == (2, "", "player must be 0..1, not 2\n")


def test_a_record_may_stop_anywhere():
    # Every prefix of a golden record replays, and `legal` says what comes next.
    for n in range(len(BASE["events"]) + 1):
        nxt = records.from_json({**BASE, "events": BASE["events"][:n]}).replay().next_json()
        if n == 0:
            assert nxt == {"chance": "shuffle"}
        elif n == 1:
            assert nxt == {"chance": "first_leader"}
        elif n < len(BASE["events"]):
            assert BASE["events"][n] in nxt["events"]
        else:
            assert nxt["player"] == 0 and len(nxt["events"]) == 6


def test_mutated_records_fail_cleanly():
    # Thousands of records with one value swapped for odd JSON: each replays or fails
    # with a RecordError naming an event, never any other exception.
    from pygame_core.errors import RecordError
    from pygame_core.rng import Rng

    odd = [None, True, False, 0, 1, -1, 5, 18, 19, 7.0, "7", "", [], {}, [1, 2], {"give": 1},
           "raise", "abandon", "shuffle", "first_leader", 10 ** 20]
    names = sorted(p.name for p in GOLDEN.glob("*.json") if not p.name.endswith("expected.json"))
    rng = Rng(77)
    failures = 0
    for _ in range(3000):
        doc = json.loads((GOLDEN / rng.choice(names)).read_text())
        index = rng.below(len(doc["events"]))
        event = doc["events"][index]
        keys = sorted(event) + ["extra"]
        key = rng.choice(keys)
        if key == "trade" and rng.below(2):
            event["trade"][rng.choice(["give", "take", "x"])] = rng.choice(odd)
        elif key == "deck" and rng.below(2):
            event["deck"][rng.below(18)] = rng.choice(odd)
        else:
            event[key] = rng.choice(odd)
        try:
            records.from_json(doc).replay().result()
        except RecordError as err:
            # A mutation may still be legal and break a later event instead.
            assert err.index >= index and "\n" not in str(err)
            assert str(err).startswith(f"event {err.index}: ")
            failures += 1
    assert failures > 2500
