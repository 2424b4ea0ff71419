"""The fixed reference players of issue 18 (Xeri greedy, XIX heuristic, PIMC), the level
names `match` and `suggest` accept, and the ladder's output (no strength runs here)."""

from __future__ import annotations

import json

import pytest

from pygame_core import ai
from pygame_core.ai import ladder
from pygame_core.cli import main
from pygame_core.errors import GameError
from pygame_core.session import Session
from pygame_core.xeri.cards import parse
from pygame_core.xeri.policies import VALUE, greedy_card
from pygame_core.xix.references import heuristic_move
from pygame_core.xix.rules import DECIDE, DRAFT, PLAY, TRADE


def _greedy(hand, pile, jack_xeri=20, no_xeri=False):
    pile = [parse(c) for c in pile]
    return greedy_card([parse(c) for c in hand], pile, sum(VALUE[c] for c in pile), jack_xeri,
                       no_xeri)


@pytest.mark.parametrize("hand, pile, best", [
    (["5C", "JD", "2S"], ["5H"], "5C"),  # X9: the xeri's 10 points beat the jack's capture
    (["JD", "QC", "KS"], ["KH", "QS"], "QC"),  # X8: as much with the queen as the jack
    (["JD", "3C"], ["KH", "3S"], "JD"),  # X12: the jack's own honour point counts now
    (["JD", "9C"], ["AH", "10D", "9S"], "JD"),  # X12: the jack's own honour point counts
    (["JD", "QC", "4S"], ["10D", "AH", "2C"], "JD"),  # only the jack takes
    (["JH", "JD"], ["JC"], "JD"),  # X9: a jack xeri (lowest card of equal ones)
    (["AS", "4C", "QD", "10D"], ["7H"], "4C"),  # no capture: the fewest points, not a jack
    (["KS", "JD", "3H"], [], "3H"),
    (["JD"], ["7H"], "JD"),
])
def test_greedy_takes_the_capture_worth_most_else_throws_the_least_useful(hand, pile, best):
    assert _greedy(hand, pile) == parse(best)


def test_greedy_knows_v3_has_no_xeri_for_the_last_card():
    # V3: with no xeri the 5 takes one card worth 0, the jack one worth 1 more
    assert _greedy(["5C", "JD"], ["5H"], no_xeri=True) == parse("JD")


@pytest.mark.parametrize("phase, mine, lead, offer, move", [
    (PLAY, [3, 12, 17], 11, [], ("p", 12)),  # N3: the weakest card that takes 11
    (PLAY, [3, 5], 11, [], ("p", 3)),  # cannot take it: the weakest card
    (PLAY, [1, 8, 17], 18, [], ("p", 1)),  # N3: 1 + 18 = 19, the lower card takes it
    (PLAY, [7, 2, 15], 0, [], ("p", 2)),  # leads its weakest
    (DECIDE, [15, 16, 2], 0, [], ("r",)),  # N4: two strong cards of three
    (DECIDE, [15, 2, 3, 4], 0, [], ("a",)),
    (DRAFT, [], 0, [4, 17, 9], ("d", 17)),  # N7
])
def test_xix_heuristic(phase, mine, lead, offer, move):
    row, up = [5, 6, 7, 8, 9], [False] * 5
    assert heuristic_move(phase, mine, lead, offer, row, up) == move


def test_xix_heuristic_trades_its_weakest_card():
    up = [True, True, False, True, True]
    assert heuristic_move(TRADE, [2, 12, 16], 0, [], [5, 14, 7, 8, 9], up) == ("t", 2, 1)  # N8
    # nothing face up beats 12 (STRENGTH 10): a face-down card
    assert heuristic_move(TRADE, [15, 12, 16], 0, [], [5, 11, 7, 8, 9], up) == ("t", 12, 2)


def test_player_names():
    assert ai.players("xeri") == ("easy", "medium", "hard", "greedy", "pimc", "odds")
    assert ai.players("xix") == ("easy", "medium", "hard", "heuristic", "pimc", "nineteen")
    for game, level in (("xix", "greedy"), ("xeri", "heuristic"), ("xeri", "pimc@0"),
                        ("xix", "pimc@"), ("xeri", "greedy@3"), ("xeri", "pimc@x")):
        with pytest.raises(GameError, match="level"):
            ai.check_level(game, level)
    ai.check_level("xix", "pimc@25")


@pytest.mark.parametrize("game, config, level", [
    ("xeri", {"players": 2, "rounds": 1, "variants": {}}, "greedy"),
    ("xeri", {"players": 4, "rounds": 1, "variants": {"bottom_card": True}}, "pimc@6"),
    ("xeri", {"players": 2, "rounds": 1, "variants": {}}, "pimc@6"),
    ("xix", {}, "heuristic"),
    ("xix", {}, "pimc@3"),
    ("xeri", {"players": 2, "rounds": 1, "variants": {"jack_xeri_25": True}}, "odds"),
    ("xeri", {"players": 4, "rounds": 1, "variants": {"bottom_card": True}}, "odds"),
    ("xix", {}, "nineteen"),
])
def test_references_play_legal_reproducible_games(game, config, level):
    """A whole game against medium: every choice legal, the same again with the same seed."""
    def play():
        session = Session.new(game, config, 31)
        chosen = []
        while not session.state.is_finished():
            p = session.state.current_player()
            event = ai.choose(session.state.observation(p), level if p % 2 else "medium",
                              len(chosen))
            assert session.state.can(event)
            session.apply(event)
            chosen.append(event)
        return chosen
    assert play() == play()


def _run(capsys, argv):
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_match_takes_references_and_a_mixed_side(capsys):
    code, out, err = _run(capsys, ["match", "--game", "xeri", "--players", "4", "--a",
                                   "medium+greedy", "--b", "greedy", "--deals", "2",
                                   "--seed", "3"])
    assert (code, err) == (0, "")
    doc = json.loads(out)
    assert (doc["a"], doc["b"], doc["games"]) == ("medium+greedy", "greedy", 4)
    code, out, err = _run(capsys, ["match", "--game", "xix", "--a", "heuristic", "--b",
                                   "pimc@2", "--deals", "1", "--seed", "3"])
    assert (code, err) == (0, "") and json.loads(out)["b"] == "pimc@2"
    for argv in (["--game", "xeri", "--a", "medium+greedy", "--b", "greedy"],
                 ["--game", "xix", "--a", "greedy", "--b", "easy"],
                 ["--game", "xeri", "--players", "4", "--a", "hard+easy+easy", "--b", "easy"]):
        code, out, err = _run(capsys, ["match", *argv, "--deals", "1", "--seed", "1"])
        assert code == 2 and out == "" and "level" in err


def test_suggest_takes_a_reference(tmp_path, capsys):
    session = Session.new("xeri", {"players": 2, "rounds": 1, "variants": {}}, 5)
    for i in range(6):
        p = session.state.current_player()
        session.apply(ai.choose(session.state.observation(p), "medium", i))
    path = tmp_path / "game.json"
    path.write_text(session.record.dumps())
    p = session.state.current_player()
    code, out, err = _run(capsys, ["suggest", str(path), "--player", str(p), "--level",
                                   "greedy"])
    assert (code, err) == (0, "") and json.loads(out) in session.state.legal_events()


def test_ladder_prints_the_commit_and_one_row_per_match(capsys):
    assert ladder.main(["--deals", "2", "--only", "xix 2p medium vs heuristic,xix 2p easy vs "
                        "pimc", "--pimc", "pimc@2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("commit ") and "seed 1" in out[0]
    rows = [line for line in out if line.startswith("| xix")]
    assert [r.split(" | ")[0] for r in rows] == ["| xix 2p medium vs heuristic",
                                                 "| xix 2p easy vs pimc@2"]
    assert all(r.count("|") == 8 for r in rows)


def test_ladder_covers_every_level_against_every_reference():
    for game, players, refs in (("xeri", 2, ("greedy", "pimc", "odds")), ("xeri", 4, ("greedy",)),
                                ("xix", 2, ("heuristic", "pimc", "nineteen"))):
        for level in ai.LEVELS:
            for ref in refs:
                assert (game, players, level, ref) in ladder.ROWS
    assert ("xeri", 4, "hard+greedy", "greedy") in ladder.ROWS
    assert ladder.GOALS <= set(ladder.ROWS)


def _xeri_info(hand, pile, seen=()):
    """Seat 0 of 2 with 6 cards in the other hand and 20 in the stock; every card not in
    `hand`, `pile` or `seen` is unseen."""
    from pygame_core.xeri.knowledge import XeriInfo

    hand, pile = [parse(c) for c in hand], [parse(c) for c in pile]
    known = set(hand) | set(pile) | {parse(c) for c in seen}
    return XeriInfo(players=2, me=0, dealer=1, turn=0, hand=hand, pile=pile,
                    hand_counts=[len(hand), 6], stock=20,
                    unseen=[c for c in range(52) if c not in known])


@pytest.mark.parametrize("hand, pile, seen, best", [
    (["JD", "4C"], ["3S"], (), "4C"),  # a jack for a pile worth nothing does not pay
    (["JD", "5C"], ["AH", "10D", "KS"], (), "JD"),  # X12: 4 points on the pile: it pays
    (["7C", "KS"], [], ("KH", "KD", "KC"), "KS"),  # X9: no K is out to make a xeri of it
    (["5C", "JD", "2S"], ["5H"], (), "5C"),  # X9: the xeri's 10 points
])
def test_odds_weighs_what_a_card_gives_away(hand, pile, seen, best):
    from pygame_core.xeri.references import odds_card

    assert odds_card(_xeri_info(hand, pile, seen)) == parse(best)


def test_nineteen_knows_the_19_rule():
    from pygame_core.xix.knowledge import XixInfo
    from pygame_core.xix.references import nineteen_move

    def info(**facts):
        base = dict(me=0, phase=PLAY, turn=0, closed=[], open=[[], []], opp_closed=[],
                    opp_closed_count=0, row=[None] * 5, row_up=[False] * 5, unseen=[],
                    leader=1, lead=0, strikes=[0, 0], scores=[0, 0], offer=[], last_taker=1,
                    loser=-1)
        return XixInfo(**{**base, **facts})

    # N6: abandoning hands over 1 point, 1 to 18: exactly 19 and the lower score wins
    assert nineteen_move(info(phase=DECIDE, closed=[15, 16, 17], strikes=[1, 0],
                              scores=[1, 17])) == ("a",)
    # ... and at 16 to 2 it loses: raise, though the hand is weak
    assert nineteen_move(info(phase=DECIDE, closed=[2, 3, 4], strikes=[1, 0],
                              scores=[16, 2])) == ("r",)
    # N3, N4: taking 10 is their third strike; 5 points make 14 to 5, exactly 19, mine higher
    assert nineteen_move(info(closed=[12, 4], open=[[2], [7, 8]], lead=10, strikes=[1, 2],
                              scores=[9, 5])) == ("p", 2)
    # N7: 1 beats their 18 (1 + 18 = 19); 16 beats neither of their cards
    assert nineteen_move(info(phase=DRAFT, closed=[5], open=[[], [17, 18]], offer=[1, 16],
                              loser=0)) == ("d", 1)
    assert heuristic_move(DRAFT, [5], 0, [1, 16], [None] * 5, [False] * 5) == ("d", 16)
