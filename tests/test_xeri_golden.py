"""Golden Xeri records with hand-checked score breakdowns (docs/rules.md X1-X14, V1-V5).

Each scenario is a designed deck. In every deal the players play their cards
in the order they were dealt, so the 48 plays of a round are exactly the deck
after the initial pile, and play i is made by the i-th player from the
dealer's left. With the dealer's left-hand player at even indexes, play i
belongs to side i % 2 (with 2 players and with 4). The comments trace each
capture; the expected numbers were worked out by hand from those traces.

`PYTHONPATH=. python tests/test_xeri_golden.py` rewrites the golden files from the
scenarios (records and the engine's replay output); the tests check that the
files, the scenarios, the hand counts and the engine agree.
"""

import json
import pathlib

import pytest

from pygame_core.records import from_json

GOLDEN = pathlib.Path(__file__).parent / "golden" / "xeri"

PILE = "2H 3H 4H 5H"

# BASE, dealer's left-hand player E at even indexes, the other O at odd ones.
#  0 E 5S takes the initial pile (4) + 5S: E 5 cards.                    (X8)
#  1 O 6C alone, 2 E 6D: xeri, E 2 cards.                                (X9)
#  3-12 laid, 13 O 4D takes 7C..4C (10) + 4D: O 11 cards, honours 10C QC KC AC = 4, 2C.
# 14-23 laid, 24 E JC takes 5C..3D (10) + JC: E 11, honours 10D QD KD AD JC = 5, 10D.
# 25-36 laid, 37 O JD takes 5D..4S (12) + JD: O 13, honours 10H QH KH AH JD = 5.
# 38-45 laid, 46 E JH takes 6S..AS (8) + JH: E 9, honours 10S QS KS AS JH = 5.
# 47 O JS goes to an empty pile (X8: captures nothing); E made the last capture
#    and sweeps it (X11): E 1, honour 1.
# E: 5+2+11+9+1 = 28 cards, honours 11, 10D, 1 xeri: 3+11+1+10 = 25.
# O: 11+13 = 24 cards, honours 9, 2C: 9+1 = 10.
BASE = ("5S 6C 6D 7C 8C 9C 10C QC KC AC 2C 3C "
        "4C 4D 5C 7D 8D 9D 10D QD KD AD 2D 3D "
        "JC 5D 6H 7H 8H 9H 10H QH KH AH 2S 3S "
        "4S JD 6S 7S 8S 9S 10S QS KS AS JH JS")

# JACKS: BASE up to 24, then
# 25 O JD goes to the empty pile, 26 E JH takes the lone jack: a jack xeri, E 2.  (X9)
# 27-38 laid, 39 O 6H takes 7H..6S (12) + 6H: O 13, honours 10H QH KH AH = 4.
# 40-46 laid, 47 O JS takes 7S..AS (7) + JS: O 8, honours 10S QS KS AS JS = 5.
# E: 5+2+11+2 = 20, honours 5+2 = 7, 10D, xeri, jack xeri: 7+1+10+20 = 38 (43 with V4).
# O: 11+13+8 = 32, honours 4+4+5 = 13, 2C: 3+13+1 = 17.
JACKS = ("5S 6C 6D 7C 8C 9C 10C QC KC AC 2C 3C "
         "4C 4D 5C 7D 8D 9D 10D QD KD AD 2D 3D "
         "JC JD JH 7H 8H 9H 10H QH KH AH 2S 3S "
         "4S 5D 6S 6H 7S 8S 9S 10S QS KS AS JS")

# LONE (dealer O plays the last card of each deal):
#  0-2 as BASE: E 5 + xeri 2.
#  3-9 laid, 10 E AD takes 7C..AC (7) + AD: E 8, honours 10C QC KC AC AD = 5.
# 11 O 2C, the dealer's last card of deal 1, stays alone; 12 E 2D, first card of
#    deal 2, takes it: a xeri across the deals, E 2, with the 2 of clubs.      (X9)
# 13-22 laid, 23 O 4D takes 3C..4C (10) + 4D: O 11, honours 10D QD KD = 3, 10D.
# 24 E JC goes to the empty pile and captures nothing (X8).
# 25-36 laid, 37 O JD takes JC..4S (13) + JD: O 14, honours JC 10H QH KH AH JD = 6.
# 38-44 laid, 45 O JH takes 6S..KS (7) + JH: O 8, honours 10S QS KS JH = 4.
# 46 E AS alone, 47 O JS takes it: a jack taking a lone non-jack is an ordinary
#    capture (X9), O 2, honours 2.
# E: 5+2+8+2 = 17, honours 5, 2C, 2 xeris: 5+1+20 = 26.
# O: 11+14+8+2 = 35, honours 15, 10D: 3+15+1 = 19.
LONE = ("5S 6C 6D 7C 8C 9C 10C QC KC AC AD 2C "
        "2D 3C 5C 7D 8D 9D 10D QD KD 3D 4C 4D "
        "JC 5D 6H 7H 8H 9H 10H QH KH AH 2S 3S "
        "4S JD 6S 7S 8S 9S 10S QS KS JH AS JS")

# LAST: LONE up to 35, then
# 36-44 laid, 45 O JD takes JC..AS (21) + JD: O 22, honours JC 10H QH KH AH 10S QS KS AS JD = 10.
# 46 E JH alone, 47 O JS, the dealer's last card of the round, takes it: O 2, honours 2.
#    A jack xeri (20) by X9; with V3 an ordinary capture.
# E: 17 cards, honours 5, 2C, 2 xeris: 26.
# O: 11+22+2 = 35, honours 3+10+2 = 15, 10D: 3+15+1 = 19, +20 for the jack xeri = 39 (44 with V4).
LAST = ("5S 6C 6D 7C 8C 9C 10C QC KC AC AD 2C "
        "2D 3C 5C 7D 8D 9D 10D QD KD 3D 4C 4D "
        "JC 5D 6H 7H 8H 9H 10H QH KH AH 2S 3S "
        "4S 6S 7S 8S 9S 10S QS KS AS JD JH JS")

# TIE: BASE with deal 2 reordered so that O's capture comes two plays later:
# 13 O 5C laid, 15 O 4D takes 7C..4C (12) + 4D: O 13, honours 4, 2C.
# 16-23 laid, 24 E JC takes 8D..3D (8) + JC: E 9, honours 10D QD KD AD JC = 5, 10D.
# E: 5+2+9+9+1 = 26, O: 13+13 = 26: nobody gets the 3 for most cards (X12).
# E: 11 + 1 + 10 = 22, O: 9 + 1 = 10: 22 points dealt out besides the xeri.
TIE = ("5S 6C 6D 7C 8C 9C 10C QC KC AC 2C 3C "
       "5C 7D 4C 4D 8D 9D 10D QD KD AD 2D 3D "
       "JC 5D 6H 7H 8H 9H 10H QH KH AH 2S 3S "
       "4S JD 6S 7S 8S 9S 10S QS KS AS JH JS")

# BOTTOM (V1): BASE with JS and AD swapped. The deck as dealt has JS 26th from
# the top (21st play, after 12 hand cards and the pile) and AD at the bottom:
# the shuffled deck had JS at the bottom, V1 showed it and put it back 26th.
# 21 O JS takes 5C..KD (7) + JS: O 8, honours 10D QD KD JS = 4, 10D.
# 24 E JC takes 2D 3D + JC: E 3, honour 1.
# 47 O AD (the shown bottom card, reaching the dealer) goes to the empty pile;
#    E swept it: E 1, honour 1.
# E: 5+2+3+9+1 = 20, honours 0+1+5+1 = 7, xeri: 7+10 = 17.
# O: 11+8+13 = 32, honours 4+4+5 = 13, 2C, 10D: 3+13+1+1 = 18.
BOTTOM = ("5S 6C 6D 7C 8C 9C 10C QC KC AC 2C 3C "
          "4C 4D 5C 7D 8D 9D 10D QD KD JS 2D 3D "
          "JC 5D 6H 7H 8H 9H 10H QH KH AH 2S 3S "
          "4S JD 6S 7S 8S 9S 10S QS KS AS JH AD")

# XERIS: a round of many xeris, for the target game.
#  0 E 5S takes the pile: E 5.   1-8: four xeris for E (6s and 7s): E 8.
#  9 O 8C, 10 E 9C, 11 O 9D takes 3: O 3.
# 12-27: eight xeris for O (8s, 9s, 10s twice, queens twice, kings twice): O 16.
# 28 E 8S, 29 O 2C, 30 E 2D takes 3 with the 2 of clubs: E 3.
# 31-38: four xeris for E (aces twice, 3s, 4s): E 8.
# 39 O 2S, 40 E 3S, 41 O JC takes 3: O 3.  42 E JD alone, 43 O JH: jack xeri, O 2.
# 44 E 4S, 45 O 5C, 46 E 5D takes 3: E 3.  47 O JS to the empty pile, E sweeps it: E 1.
# E: 5+8+3+8+3+1 = 28, honours AC AD AH AS JS = 5, 2C, 8 xeris: 3+5+1+80 = 89.
# O: 3+16+3+2 = 24, honours 10s, Qs, Ks (12) + JC JD JH = 15, 10D, 8 xeris,
#    1 jack xeri: 15+1+80+20 = 116.
XERIS = ("5S 6C 6D 6H 6S 7C 7D 7H 7S 8C 9C 9D "
         "8D 8H 9H 9S 10C 10D 10H 10S QC QD QH QS "
         "KC KD KH KS 8S 2C 2D AC AD AH AS 3C 3D 4C "
         "4D 2S 3S JC JD JH 4S 5C 5D JS")


def deck_for(players, dealer, plays, pile=PILE, cut=17, failed=(), bottom_jacks=0):
    """The events of one round (shuffle, cut, reshuffles, plays) that deal `plays`.

    `failed` are initial piles that fail X6 before `pile`; `bottom_jacks` is how
    many bottom jacks V1 moves (the dealt deck then holds them from its 26th card).
    """
    plays = plays.split()
    pile = pile.split()
    hands = 6 * players
    stocks = []
    tail = pile + plays[hands:]                    # the stock, top first, that finally deals
    for attempt in reversed(failed):
        attempt = attempt.split()
        rest = [c for c in tail if c not in attempt]
        stocks.insert(0, tail)
        tail = attempt + rest
    dealt = plays[:hands] + tail                   # the deck after the cut (and V1 moves)
    for _ in range(bottom_jacks):
        dealt.append(dealt.pop(25))
    shuffled = dealt[52 - cut:] + dealt[:52 - cut]
    events = [{"chance": "shuffle", "deck": shuffled},
              {"player": (dealer - 1) % players, "cut": cut}]
    events += [{"chance": "reshuffle", "stock": s} for s in stocks]
    events += [{"player": (dealer + 1 + i) % players, "play": c} for i, c in enumerate(plays)]
    return events


def game(players, rounds, variants=None, first_dealer=1, n_rounds=None):
    """A record: `rounds` is a list of dicts of deck_for arguments, dealers rotating (X3)."""
    events = [{"chance": "first_dealer", "player": first_dealer}]
    dealer = first_dealer
    for r in rounds:
        events += deck_for(players, dealer, **r)
        dealer = (dealer + 1) % players
    config = {"players": players, "rounds": n_rounds or len(rounds),
              "variants": variants or {}}
    return {"format": 1, "game": "xeri", "config": config, "events": events}


def side(cards, honours, two, ten, xeris, jacks, points, most):
    return {"cards": cards, "most_cards": most, "honours": honours, "two_of_clubs": two,
            "ten_of_diamonds": ten, "xeris": xeris, "jack_xeris": jacks, "points": points}


# Hand-counted sides (E then O, from the comments above) for dealer 1, where E is side 0.
BASE_E = side(28, 11, 0, 1, 1, 0, 25, 3)
BASE_O = side(24, 9, 1, 0, 0, 0, 10, 0)
JACKS_E = side(20, 7, 0, 1, 1, 1, 38, 0)
JACKS_O = side(32, 13, 1, 0, 0, 0, 17, 3)
LONE_E = side(17, 5, 1, 0, 2, 0, 26, 0)
LONE_O = side(35, 15, 0, 1, 0, 0, 19, 3)
LAST_O = side(35, 15, 0, 1, 0, 1, 39, 3)
XERIS_E = side(28, 5, 1, 0, 8, 0, 89, 3)
XERIS_O = side(24, 15, 0, 1, 8, 1, 116, 0)


def with_points(s, **changes):
    return {**s, **changes}


SCENARIOS = {
    # X8, X9, X11, X12: a plain xeri, the last-capture sweep, 10D worth 2 (honour + 1).
    "plain_xeri_sweep": (game(2, [dict(plays=BASE)]), [([BASE_E, BASE_O], 0)]),
    # X9: a jack xeri (20); X8: a jack to an empty pile captures nothing.
    "jack_xeri": (game(2, [dict(plays=JACKS)]), [([JACKS_E, JACKS_O], 0)]),
    # X9: a lone card left by the dealer's last card taken as a xeri in the next deal;
    # a jack taking a lone non-jack is no xeri.
    "lone_card_across_deals": (game(2, [dict(plays=LONE)]), [([LONE_E, LONE_O], 0)]),
    # X9: the dealer's last card of the round can make a (jack) xeri without V3.
    "dealer_last_jack_xeri": (game(2, [dict(plays=LAST)]), [([LONE_E, LAST_O], 1)]),
    # X12: 26-26, nobody scores most cards; 22 points besides the xeri.
    "tie_26_26": (game(2, [dict(plays=TIE)]),
                  [([side(26, 11, 0, 1, 1, 0, 22, 0), side(26, 9, 1, 0, 0, 0, 10, 0)], 0)]),
    # X1, X4, X5, X7 with 4 players: the same plays by players 0 1 2 3 (dealer 3,
    # cutter 2): side 0 is players 0 and 2, so the sides score as in BASE.
    "four_players": (game(4, [dict(plays=BASE)], first_dealer=3), [([BASE_E, BASE_O], 0)]),
    # X6: a pile with a pair (7D 7H), then one with a jack on top, both go back and
    # the stock is reshuffled; the third pile passes. The round then plays as BASE.
    "initial_pile_reshuffle": (
        game(2, [dict(plays=BASE, failed=("7D 9H 7H 2S", "QD 8S KH JC"))]),
        [([BASE_E, BASE_O], 0)]),
    # V1: the shown bottom card JS is a jack, goes back 26th; AD is shown and reaches the dealer.
    "v1_bottom_card": (game(2, [dict(plays=BOTTOM, bottom_jacks=1)], {"bottom_card": True}),
                       [([side(20, 7, 0, 0, 1, 0, 17, 0), side(32, 13, 1, 1, 0, 0, 18, 3)], 1)]),
    # V2: the top two pile cards 5D 5H may pair; 5S then takes the pile (4H moves to play 25).
    "v2_relaxed_pile": (
        game(2, [dict(plays=BASE.replace("JC 5D", "JC 4H"), pile="2H 3H 5D 5H")],
             {"relaxed_initial_pile": True}),
        [([BASE_E, BASE_O], 0)]),
    # V3: the dealer's last card JS still takes the lone JH but is no xeri.
    "v3_dealer_last_no_xeri": (
        game(2, [dict(plays=LAST)], {"dealer_last_no_xeri": True}),
        [([LONE_E, with_points(LAST_O, jack_xeris=0, points=19)], 0)]),
    # V4: a jack xeri scores 25.
    "v4_jack_xeri_25": (game(2, [dict(plays=JACKS)], {"jack_xeri_25": True}),
                        [([with_points(JACKS_E, points=43), JACKS_O], 0)]),
    # X14: two rounds, one won by each side: a drawn game.
    "fixed_rounds_draw": (game(2, [dict(plays=BASE), dict(plays=BASE)]),
                          [([BASE_E, BASE_O], 0), ([BASE_O, BASE_E], 1)]),
    # V5: 89-116 then 116-89: both sides reach 151 at 205, the target rises to 251;
    # LAST 26-39 (231-244); BASE with side 1 first to play 10-25: 241-269, side 1
    # alone has reached 251 and wins.
    "v5_target_251": (
        game(2, [dict(plays=XERIS), dict(plays=XERIS), dict(plays=LAST), dict(plays=BASE)],
             {"target": 151}, n_rounds=1),
        [([XERIS_E, XERIS_O], 1), ([XERIS_O, XERIS_E], 0), ([LONE_E, LAST_O], 1),
         ([BASE_O, BASE_E], 1)]),
}

# Hand-checked game results: (round_wins, totals, winner) per scenario with more than one round.
GAMES = {
    "fixed_rounds_draw": ([1, 1], [35, 35], None),
    "v5_target_251": ([1, 3], [241, 269], 1),
}


def expected_file(name):
    return GOLDEN / f"{name}.expected.json"


def record_file(name):
    return GOLDEN / f"{name}.json"


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_record_file_is_the_scenario(name):
    record, _ = SCENARIOS[name]
    assert json.loads(record_file(name).read_text()) == record


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_hand_checked_breakdown(name):
    record, rounds = SCENARIOS[name]
    result = from_json(record).replay().result()
    assert result["finished"] is True
    assert len(result["rounds"]) == len(rounds)
    for got, (sides, winner) in zip(result["rounds"], rounds, strict=True):
        assert got["sides"] == sides
        assert got["winner"] == winner                                   # X13
    if name in GAMES:
        wins, totals, winner = GAMES[name]
        assert (result["round_wins"], result["totals"], result["winner"]) == (wins, totals, winner)


@pytest.mark.parametrize("name", sorted(SCENARIOS))
def test_golden_replay_output(name):
    record = json.loads(record_file(name).read_text())
    assert from_json(record).replay().result() == json.loads(expected_file(name).read_text())


def test_golden_v5_target_rises_to_251():
    record, _ = SCENARIOS["v5_target_251"]
    states = list(from_json(record).states())
    targets = {s.observation(0)["target"] for s in states}
    assert targets == {151, 251}                                         # V5
    assert states[-1].observation(0)["target"] == 251


def test_golden_v1_view_shows_bottom_and_moved_jack():
    record, _ = SCENARIOS["v1_bottom_card"]
    record = {**record, "events": record["events"][:3]}                  # shuffle + cut
    for p in (0, 1):
        view = from_json(record).replay().observation(p)
        assert view["bottom_card"] == "AD"                               # V1: shown to all
        kinds = [(h["kind"], h.get("card")) for h in view["history"]]
        assert ("bottom_jack", "JS") in kinds and ("bottom", "AD") in kinds


def test_golden_failed_piles_are_public_history():
    record, _ = SCENARIOS["initial_pile_reshuffle"]
    view = from_json(record).replay().observation(0)
    failed = [h["cards"] for h in view["history"] if h["kind"] == "failed_pile"]
    assert failed == [["7D", "9H", "7H", "2S"], ["QD", "8S", "KH", "JC"]]   # X6


def write():
    GOLDEN.mkdir(parents=True, exist_ok=True)
    for name, (record, _) in SCENARIOS.items():
        record_file(name).write_text(json.dumps(record, indent=1) + "\n")
        result = from_json(record).replay().result()
        expected_file(name).write_text(json.dumps(result, indent=1) + "\n")


if __name__ == "__main__":
    write()
