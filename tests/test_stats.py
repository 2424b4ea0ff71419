"""The person's statistics (pygame_core/stats.py): counted per game, players and level."""

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_core import bridge, stats, stored


def outcome(won, game="xeri", players=2, level="medium", score=30, best_round=30, xeris=1):
    return {"game": game, "players": players, "level": level, "won": won, "score": score,
            "best_round": best_round, "xeris": xeris}


def test_streaks_rates_and_bests_per_mode():
    doc = None
    for won, score in ((True, 30), (True, 41), (None, 20), (True, 25), (False, 10)):
        doc = stats.add(doc, outcome(won, score=score, best_round=score))
    doc = stats.add(doc, outcome(True, game="xix", level="hard", best_round=None, xeris=0))
    xeri = doc["modes"]["xeri 2 medium"]
    assert xeri == {"games": 5, "wins": 3, "draws": 1, "streak": 0, "best_streak": 2,
                    "best_round": 41, "xeris": 5, "best": 41}
    assert doc["modes"]["xix 2 hard"]["best_round"] is None
    assert stats.check({"format": 1, **doc}) == doc          # what is stored reads back


def test_the_first_tables_counts_read_as_earlier_games():
    old = {"format": 1, "games": {"xeri": {"games": 4, "wins": 2, "xeris": 3, "best": 50}}}
    assert stats.check(old)["modes"]["xeri earlier"]["games"] == 4


def test_the_table_of_statistics_in_both_languages():
    doc = stats.add(None, outcome(True))
    en = json.dumps(stats.view(doc, "en"))
    el = json.dumps(stats.view(doc, "el"), ensure_ascii=False)
    assert "Xeri, 2 players, medium" in en and "100%" in en and "Reset statistics" in en
    assert "Ξερή, 2 παίκτες, μέτριο επίπεδο" in el
    assert "No games against the computer yet." in json.dumps(stats.view(None, "en"))


def test_the_bridge_op_counts_and_refuses_bad_counts_in_one_line():
    call = lambda args: json.loads(bridge.handle(json.dumps(  # noqa: E731
        {"id": 1, "op": "stats_add", "args": args})))
    ok = call({"outcome": outcome(False), "stats": {"modes": {}}})
    assert ok["result"]["modes"]["xeri 2 medium"]["games"] == 1
    bad = call({"outcome": outcome(False), "stats": {"modes": {"x": {"games": -1}}}})
    assert not bad["ok"] and "\n" not in bad["error"]["message"]


def test_each_game_counts_what_its_descriptor_says():
    # XIX counts no xeris: its outcome has none, and its row shows none
    plain = {k: v for k, v in outcome(True, game="xix", best_round=None).items() if k != "xeris"}
    doc = stats.add(stats.add(None, plain), outcome(True, xeris=2))
    assert doc["modes"]["xeri 2 medium"]["xeris"] == 2
    assert doc["modes"]["xix 2 medium"]["xeris"] == 0
    rows = {row[2][2]: row for row in stats.view(doc, "el")[3][3:]}
    assert rows["Ξερή, 2 παίκτες, μέτριο επίπεδο"][-1][2][2] == "2"   # a number node
    assert rows["XIX, μέτριο επίπεδο"][-1][2] == "—"     # XIX is for two: not said
    head = stats.view(doc, "el")[3][2]
    assert head[-1][2] == "Ξερές"                # the heading: the words of the game that counts


# Issue 38 (and 33): any stored document `check` accepts, `view` draws; a mode key that is
# not "game players level" (or "game earlier") is refused, so the page sets it aside.
_words = st.sampled_from(["xeri", "xix", "2", "4", "easy", "hard", "earlier", "", "x", "0"])
_keys = st.one_of(st.lists(_words, max_size=5).map(" ".join),
                  st.text(alphabet="xeri 24asyhdl\t", max_size=14))
_count = st.integers(min_value=-2, max_value=10)
_counts = st.fixed_dictionaries({}, optional={
    **{f: _count for f in stats.FIELDS}, "best_round": st.none() | _count,
    "best": st.none() | _count})
_docs = st.fixed_dictionaries({"format": st.just(1)}, optional={
    "modes": st.dictionaries(_keys, _counts, max_size=4),
    "games": st.dictionaries(st.sampled_from(["xeri", "xix", "x", ""]), _counts, max_size=2)})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(_docs)
def test_whatever_check_accepts_view_draws(doc):
    try:
        sound = stats.check(doc)
    except stats.Bad:
        return
    for lang in ("en", "el"):
        json.dumps(stats.view(sound, lang))
    for key in sound["modes"]:
        assert len(key.split(" ")) in (2, 3)


@pytest.mark.parametrize("key", ["xeri 2", "xeri", "xeri 2 easy x", "xeri  easy", " 2 easy",
                                 "xeri x easy", "xeri 2 ", "xeri later"])
def test_a_mode_that_is_not_game_players_level_is_refused(key):
    with pytest.raises(stats.Bad):
        stats.check({"format": 1, "modes": {key: {}}})
    refused = stored.stored_check({"stats": json.dumps({"format": 1, "modes": {key: {}}})})
    assert [r["kind"] for r in refused["refused"]] == ["stats"]


def test_the_menus_statistics_open_the_same_table_in_a_sheet():
    # the form's table was the only way to them, below its Start bar (review 4)
    from pygame_core import chrome
    menu = json.dumps(chrome.menu("en"))
    assert '"id": "btn-stats"' in menu and '"data-do": "stats"' in menu
    call = lambda args: json.loads(bridge.handle(json.dumps(  # noqa: E731
        {"id": 1, "op": "stats_sheet", "args": args})))
    shown = call({"stats": stats.add(None, outcome(True)), "lang": "el"})["result"]
    body = json.dumps(shown["body"], ensure_ascii=False)
    assert shown["title"] == "Οι παρτίδες σου με τον υπολογιστή"
    assert "Ξερή, 2 παίκτες, μέτριο επίπεδο" in body and "stats-reset" not in body
    assert '"id": "stats"' not in body          # the form's own table keeps its id
    assert "No games against the computer yet." in json.dumps(call({"stats": None})["result"])
    bad = call({"stats": {"modes": {"x": {"games": -1}}}})
    assert not bad["ok"] and "\n" not in bad["error"]["message"]


def test_partners_at_one_device_are_counted_apart_and_old_counts_still_read():
    """Issue 35, last round's review: a hot-seat game (two people as partners against the
    computer at Xeri for four) was counted as one person's game against the computer.
    Such games have a row of their own; a stored document of before reads as it was."""
    from pygame_core.table import Table

    seats = [{"kind": "human", "name": "Anna"}, {"kind": "ai", "level": "easy"},
             {"kind": "human", "name": "Bo"}, {"kind": "ai", "level": "easy"}]
    t = Table.new("xeri", {"players": 4, "rounds": 1, "variants": {}}, seats, 3, "en")
    while not t.state.is_finished():
        t.session.apply(t.state.legal_events()[0])
    pair = t.outcome()
    assert pair["people"] == 2, pair
    old = {"format": 1, "modes": {"xeri 4 easy": {"games": 3, "wins": 1, "xeris": 2,
                                                  "best": 40}}}
    before = stats.check(old)
    doc = stats.add(before, pair)
    assert doc["modes"]["xeri 4 easy"] == before["modes"]["xeri 4 easy"]   # nothing added
    assert doc["modes"]["xeri 4 easy pair"]["games"] == 1
    assert stats.check({"format": 1, **doc}) == doc          # what is stored reads back
    en = json.dumps(stats.view(doc, "en"))
    el = json.dumps(stats.view(doc, "el"), ensure_ascii=False)
    assert "Xeri, 4 players, easy, with a partner at this device" in en, en
    assert "Ξερή, 4 παίκτες, εύκολο επίπεδο, με συμπαίκτη στην ίδια συσκευή" in el, el
    # one person with the computer as partner is counted as before
    alone = {**pair, "people": 1}
    assert "xeri 4 easy" in stats.add(None, alone)["modes"]
