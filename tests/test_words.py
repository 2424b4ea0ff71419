"""The table's words in English and Greek (pygame_core/words.py): move labels, the
move log and hint reasons, said from the engines' and the AI's facts."""

import json
import re

import pytest

from pygame_core import ai, bridge, table, words
from pygame_core.errors import ConfigError
from pygame_core.rng import Rng
from pygame_core.session import Session
from pygame_core.table import Table

XERI2 = {"players": 2, "rounds": 1, "variants": {}}
XERI4 = {"players": 4, "rounds": 1, "variants": {"bottom_card": True, "jack_xeri_25": True}}
GREEK = re.compile("[α-ωά-ώΑ-Ω]")
SIGNS = {"♣": "C", "♦": "D", "♥": "H", "♠": "S"}


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    table._lang = "en"


def playout(game, config, seed):
    """(state, legal events) at every decision of a random game."""
    session = Session.new(game, config, seed)
    rng = Rng(seed)
    while not session.state.is_finished():
        legal = session.state.legal_events()
        yield session.state, legal
        session.apply(legal[rng.below(len(legal))])


@pytest.mark.parametrize("game,config", [("xeri", XERI2), ("xeri", XERI4), ("xix", {})])
def test_every_label_says_what_the_engine_label_says_in_both_languages(game, config):
    kinds = set()
    for seed in range(3):
        for state, legal in playout(game, config, seed):
            for event in legal:
                facts = state.facts(event)
                kinds.add(facts["kind"] + facts.get("outcome", ""))
                en, el = words.label(game, facts, "en"), words.label(game, facts, "el")
                engine = state.label(event)
                assert "{" not in en + el and "?" not in en + el
                assert GREEK.search(el) and not GREEK.search(en)
                if game == "xeri":
                    # the same words as the command line, cards written with suit signs
                    assert re.sub("[♣♦♥♠]", lambda m: SIGNS[m.group()], en) == engine
                elif facts["kind"] != "trade":
                    assert en == engine
                else:  # strike-row places count from 1 for people (0..4 in records.md)
                    place = event["trade"]["take"]
                    assert f"position {place}" in engine and f"place {place + 1}" in en
                    assert f"θέση {place + 1}" in el
                # the same numbers in both languages
                assert re.findall(r"\d+", en) == re.findall(r"\d+", el) or facts["kind"] == "trade"
    wanted = {"xeri": {"cut", "playlay", "playcapture", "playnew_pile"},
              "xix": {"play", "raise", "abandon", "draft", "trade"}}[game]
    assert wanted <= kinds


def test_one_card_is_singular():
    assert words.label("xeri", {"kind": "cut", "n": 1}, "en") == "Cut 1 card"
    assert words.label("xeri", {"kind": "cut", "n": 1}, "el") == "Κόψε 1 φύλλο"
    assert words.label("xeri", {"kind": "cut", "n": 7}, "el") == "Κόψε 7 φύλλα"
    session = Session.new("xeri", XERI2, 3)
    session.apply({"player": session.state.current_player(), "cut": 1})
    cut = [e for e in session.state.view(0)["history"] if e["type"] == "cut"][0]
    assert cut["text"].endswith("cuts 1 card")


def test_every_reason_has_both_languages():
    assert set(words._REASONS["en"]) == set(words._REASONS["el"])
    for key, text in words._REASONS["el"].items():
        assert GREEK.search(text), key


@pytest.mark.parametrize("game,config", [("xeri", XERI2), ("xix", {})])
def test_hint_reasons_come_in_the_language_asked(game, config):
    seen = set()
    for state, _ in list(playout(game, config, 4))[:40:4]:
        player = state.current_player()
        found = ai.hint(state, player, 1)
        why = found["why"]
        seen.add(why["key"])
        english = words.reason(why, "en")
        assert found["reason"] == english[0].upper() + english[1:]
        greek = words.reason(why, "el", signs=True)
        assert GREEK.search(greek) and "{" not in greek
    assert len(seen) >= 2


def test_the_table_speaks_the_language_it_is_asked_for():
    def call(name, **args):
        reply = json.loads(bridge.handle(json.dumps({"id": 1, "op": name, "args": args})))
        return reply

    seats = [{"kind": "human"}, {"kind": "ai", "level": "easy"}]
    snap = call("table_new", game="xeri", config=XERI2, seats=seats, seed=8, lang="el")["result"]
    assert snap["lang"] == "el"
    while snap["waiting"] != "you" or any("cut" in c["event"] for c in snap["choices"]):
        if snap["waiting"] == "computer":
            snap = call("table_step")["result"]
        else:
            snap = call("table_play", event=snap["choices"][0]["event"])["result"]
    assert all(c["label"].startswith("Παίξε ") for c in snap["choices"])
    assert snap["log"] and all(GREEK.search(entry["label"]) for entry in snap["log"])
    hint = call("table_hint")["result"]
    assert GREEK.search(hint["reason"]) and hint["label"].startswith("Παίξε ")
    # switching back: the same log in English; a bad language changes nothing
    english = call("table_snapshot", lang="en")["result"]
    assert [e["event"] for e in english["log"]] == [e["event"] for e in snap["log"]]
    assert not any(GREEK.search(e["label"]) for e in english["log"])
    bad = call("table_play", event=snap["choices"][0]["event"], lang="fr")
    assert bad["ok"] is False and bad["error"]["type"] == "ConfigError"
    after = call("table_snapshot")["result"]
    assert after["decisions"] == english["decisions"] and after["lang"] == "en"
    with pytest.raises(ConfigError):
        table._set_lang("de")


def test_a_table_logs_facts_and_says_them_at_answer_time():
    t = Table.new("xix", {}, [{"kind": "human"}, {"kind": "ai", "level": "easy"}], 2)
    while not t.snapshot()["log"]:
        if t.snapshot()["waiting"] == "computer":
            t.step()
        else:
            t.play(t.snapshot()["choices"][0]["event"])
    table._set_lang("el")
    assert GREEK.search(t.snapshot()["log"][0]["label"])
    table._set_lang("en")
    assert t.snapshot()["log"][0]["label"].startswith("Play ")
