"""Authoring (issue 36): a deal of the author's own (dealer.py), studies (studio.py) and the
kit's studio ops (author.py)."""

import base64
import hashlib
import json
import re
from pathlib import Path
from urllib.parse import quote

import pytest

from pygame_core import bridge, dealer, embed, games, kit, studio, words
from pygame_core.errors import ConfigError
from pygame_core.rng import Rng
from pygame_core.session import Session

ROOT = Path(__file__).resolve().parents[1]
XERI_DEAL = {"hand1": "9C 5H 2C 3C 4C 6C", "hand2": "5S 6S 7S 8S 10S QS",
             "pile": "2D 3D 4D 9S"}


def call(op: str, **args):
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "op": op, "args": args})))
    assert reply["ok"], reply
    return reply["result"]


def refused(op: str, **args) -> str:
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "op": op, "args": args})))
    assert not reply["ok"]
    return reply["error"]["message"]


def where(record):
    """The dealt places, as the game's state holds them (record codes)."""
    return games.get(record.game).places(record.replay())


@pytest.mark.parametrize("game, players, options, places", [
    ("xeri", 2, {}, {**XERI_DEAL, "stock": "AS AH AD"}),
    ("xeri", 4, {}, {"hand3": "KD KH", "hand4": "JC", "pile": "2S 3S 4S 5S"}),
    ("xeri", 2, {"bottom_card": True}, {"bottom": "7D", "hand2": "QC"}),
    ("xix", 2, {}, {"hand1": "1 2 3 4 5 6", "row": [18, 17, 16, 15, 14], "aside": "7"}),
])
def test_the_engine_deals_the_authors_cards(game, players, options, places):
    for first in range(players):
        record = dealer.deal(game, players, options, places, first, seed=5)
        got = where(record)
        spec = games.get(game)
        for place, cards in places.items():
            wanted = [dealer._card(spec, c, place) for c in
                      (cards.split() if isinstance(cards, str) else cards)]
            if place.startswith("hand"):
                assert set(wanted) <= set(got[place]), place
            else:
                assert got[place][:len(wanted)] == wanted, place
        state = record.replay()
        assert state.current_player() == first
        # the rest at random by the seed: another seed, another order; the same, the same
        assert dealer.deal(game, players, options, places, first, seed=5) == record
    assert dealer.deal(game, players, options, places, 0, seed=6) != \
        dealer.deal(game, players, options, places, 0, seed=5)


P1 = "Player\u00a01's hand"


@pytest.mark.parametrize("places, options, says", [
    ({"hand1": "9C 9c"}, {}, f"9c is written twice in {P1}."),
    ({"hand1": "9C", "pile": "9C"}, {}, f"9C is written both in {P1} and in the first pile."),
    ({"hand1": "9C QH 2D 3D 4D 5D 6D"}, {}, f"Only 6 cards go in {P1}, not 7."),
    ({"hnd": "9C"}, {}, "There is no place “hnd” in this deal."),
    ({"hand1": "ZZ"}, {}, f"“ZZ” in {P1} is not a card for Xeri."),
    ({"pile": "7H 7C"}, {}, "The rules do not take this deal: they have the cards dealt again."),
    ({"pile": "2H 3H 4H JC"}, {}, "The rules do not take this deal"),
    ({"bottom": "JC"}, {"bottom_card": True}, "The rules change what is written as the bottom"
                                              " card: they deal"),
    ({"hand1": ["9C", [1]]}, {}, "is not a card for Xeri"),
    ("9C", {}, "the deal must be an object of places"),
])
def test_a_deal_the_engine_cannot_make_is_refused_in_one_line(places, options, says):
    with pytest.raises(ConfigError) as err:
        dealer.deal("xeri", 2, options, places)
    assert says in str(err.value) and "\n" not in str(err.value)


@pytest.mark.parametrize("game, places, en, el", [
    ("xix", {"hand1": "19"}, "“19” in Player\u00a01's hand is not a card for XIX.",
     "Το «19» στο χέρι του Παίκτη\u00a01 δεν είναι φύλλο για XIX."),
    ("xix", {"hand2": "7 7"}, "7 is written twice in Player\u00a02's hand.",
     "Το 7 γράφτηκε δύο φορές στο χέρι του Παίκτη\u00a02."),
    ("xix", {"aside": "1 2"}, "Only 1 card goes as the set-aside card, not 2.",
     "Μόνο 1 φύλλο μπαίνει για φύλλο στην άκρη, όχι 2."),
    ("xeri", {"hand1": "9C", "pile": "9c"},
     "9c is written both in Player\u00a01's hand and in the first pile.",
     "Το 9c γράφτηκε και στο χέρι του Παίκτη\u00a01 και στα πρώτα φύλλα του τραπεζιού."),
])
def test_a_refused_deal_names_its_places_as_the_kits_form_does(game, places, en, el):
    """Whole sentences in the kit's language, each place as the form names it, the cards as
    the author wrote them, the game by its title (issue 36's author: not `hand1`, `xix`)."""
    with pytest.raises(dealer.DealError) as err:
        dealer.deal(game, 2, {}, places)
    assert str(err.value) == err.value.said("en") == en
    assert err.value.said("el") == el


def test_a_xix_deal_is_checked_by_its_own_places():
    with pytest.raises(ConfigError, match="Only 5 cards go in the strike row, not 6"):
        dealer.deal("xix", places={"row": "1 2 3 4 5 6"})
    with pytest.raises(ConfigError, match="There is no place “pile”"):
        dealer.deal("xix", places={"pile": "1"})
    with pytest.raises(ConfigError, match="first player must be 0..1"):
        dealer.deal("xix", first=2)


def xeri_study(ask: bool = True) -> dict:
    """A Xeri study from a deal of its own: player 1 takes the first pile with 9C, player 2
    lays 5S alone, and player 1 may take it with 5H: a xeri (X11)."""
    record = dealer.deal("xeri", 2, {}, XERI_DEAL, first=0)
    dealt = len(record.events)
    record.events += [{"player": 0, "play": "9C"}, {"player": 1, "play": "5S"}]
    return {"title": {"en": "A xeri", "el": "Ξερή"}, "seat": 0, "at": dealt,
            "record": record.to_json(), "steps": [
                {"at": dealt, "text": {"en": "Look at the top card.",
                                       "el": "Κοίτα το πάνω φύλλο."}, "highlight": ["9S", "9C"]},
                {"at": dealt + 2, "text": {"en": "Player 2 laid one card.",
                                           "el": "Ο Παίκτης 2 έριξε ένα φύλλο."}, "ask": ask}]}


def board_text(node) -> str:
    if isinstance(node, str):
        return node
    if not isinstance(node, list):
        return ""
    return " ".join(board_text(kid) for kid in node[2:])


def names(node) -> list:
    """The accessible names a scene tree gives its elements (label, aria-label, title)."""
    if not isinstance(node, list):
        return []
    own = [str(node[1][k]) for k in ("label", "aria-label", "title") if k in node[1]]
    return own + [name for kid in node[2:] for name in names(kid)]


def marked(node, attr="key") -> set:
    """The `attr` of every element of a scene tree the step rings (class "hinted")."""
    out = set()
    if isinstance(node, list):
        if "hinted" in str(node[1].get("class", "")).split():
            out.add(node[1].get(attr))
        for kid in node[2:]:
            out |= marked(kid, attr)
    return out


def test_a_study_shows_each_steps_words_and_cards_in_the_replay():
    doc = xeri_study(ask=False)
    for lang, word in (("en", "Look at the top card."), ("el", "Κοίτα το πάνω φύλλο.")):
        replay = call("embed_replay", scenario=doc, lang=lang, table="s1")
        frames = replay["frames"]
        noted = [i for i, f in enumerate(frames) if word in board_text(f["board"])]
        assert noted == [replay["start"]]
        assert marked(frames[noted[0]]["board"]) == {"c-9S", "c-9C"}
        # The live region hears the step's words as a sentence of their own (author4: "..").
        said = frames[noted[0]]["say"]
        assert said.endswith(f". {word}") and ".." not in said, said
        assert [f for f in frames if "Player 2" in board_text(f["board"])
                or "Παίκτης 2 έριξε" in board_text(f["board"])]
        assert all(f["waiting"] != "you" for f in frames)


def test_a_question_is_answered_with_the_coachs_reason():
    doc = xeri_study()
    for lang in ("en", "el"):
        replay = call("embed_replay", scenario=doc, lang=lang, table="s2")
        asked = [f for f in replay["frames"] if f["waiting"] == "you"]
        assert len(asked) == 1
        choices = {c["event"]["play"]: c["event"] for c in asked[0]["choices"]}
        assert set(choices) == {"5H", "2C", "3C", "4C", "6C"}
        best = call("embed_play", event=choices["5H"], table="s2")
        assert best["verdict"] == "best" and best["waiting"] == "replay"
        # the status line says it is answered, not whose turn it is (author5's try, 11)
        assert best["status"][-1] == words.CHROME[lang]["study.answered"], best["status"]
        worse = call("embed_play", event=choices["2C"], table="s2")
        assert worse["verdict"] == "better"
        said = board_text(worse["board"])
        better = ("Better to play 5♥ for a xeri" if lang == "en"      # advice in a sentence
                  else "Καλύτερα να έπαιζες το πεντάρι κούπα")
        assert better in said, said
        assert worse["controls"] and best["host"] == []
    assert "is not a choice here" in refused(
        "embed_play", event={"player": 0, "play": "KD", "question": 1}, table="s2")
    assert "no question is asked" in refused(
        "embed_play", event={"player": 0, "play": "5H", "question": 0}, table="s2")


@pytest.mark.parametrize("lang, plain, hint", [
    ("en", "Play 5♥", "xeri"), ("el", "Παίξε το πεντάρι κούπα", "ξερή")])
def test_a_questions_choices_are_named_by_their_cards_only(lang, plain, hint):
    """Author3's try (2): at "your move" the hand's names do not give the answer away (a
    sighted reader sees the cards only); the verdict says what the play did."""
    replay = call("embed_replay", scenario=xeri_study(), lang=lang, table=f"q-{lang}")
    asked = next(f for f in replay["frames"] if f["waiting"] == "you")
    labels = {c["event"]["play"]: c["label"] for c in asked["choices"]}
    assert labels["5H"] == plain
    named = [c["label"] for c in asked["choices"]] + names(asked["board"])
    assert not [name for name in named if hint in name], named
    verdict = call("embed_play", event=asked["choices"][-1]["event"], table=f"q-{lang}")
    assert hint in board_text(verdict["board"])


@pytest.mark.parametrize("steps, says", [
    ("x", "steps must be a list"),
    ([{"at": 99}], "step 1 at must be 0..5, not 99"),
    ([{"at": 3}, {"at": 3}], "step 2 at must be 4..5, not 3"),
    ([{"at": 3, "highlight": ["ZZ"]}], "step 1 highlight: \"ZZ\" is not a card"),
    ([{"at": 3, "text": {"fr": "Non"}}], "step 1 text must be a string or one per language"),
    ([{"at": 3, "text": "x" * 2001}], "at most 2000 characters"),
    ([{"at": 3, "ask": "yes"}], "step 1 ask must be true or false"),
    ([{"at": 4, "ask": True}], "step 1 asks player 1, who has no decision there"),
    ([{"at": 3, "why": 1}], "step 1 has unknown key \"why\""),
    ([{"at": 3}] * 65, "at most 64 steps"),
])
def test_a_bad_study_is_refused_in_one_line(steps, says):
    doc = {**xeri_study(), "steps": steps}
    with pytest.raises(ConfigError) as err:
        embed.load_scenario(doc)
    assert says in str(err.value) and "\n" not in str(err.value)


def whole_round() -> dict:
    """A lesson of a whole Xeri round (2 players): a deal of its own played to the round's
    end, three steps in both languages, one a question."""
    record = dealer.deal("xeri", 2, {}, XERI_DEAL, first=0)
    session, rng = Session(record, 3), Rng(3)
    while not session.state.is_finished():
        moves = session.state.legal_events()
        session.apply(moves[rng.below(len(moves))])
    events = session.record.events
    asked = next(i for i in range(len(events) - 1, 0, -1) if events[i].get("player") == 0)
    text = {"en": "A sentence of a lesson about this moment of the round, " * 3,
            "el": "Μια πρόταση ενός μαθήματος για αυτή τη στιγμή του γύρου, " * 3}
    return {"title": {"en": "A whole round", "el": "Ένας ολόκληρος γύρος"}, "text": text,
            "seat": 0, "at": 3, "record": session.record.to_json(),
            "steps": [{"at": 3, "text": text}, {"at": 20, "text": text, "highlight": ["5H"]},
                      {"at": asked, "text": text, "ask": True}]}


def test_a_whole_rounds_lesson_fits_well_under_8_kb_of_address():
    doc = whole_round()
    embed.load_scenario(doc)
    assert len(doc["record"]["events"]) > 50
    packed = studio.pack(doc)
    address = f"https://tables.example/embed.html?scenario={quote(packed)}&lang=el&mode=replay"
    plain = f"https://tables.example/embed.html?scenario={quote(json.dumps(doc))}"
    assert len(address) < 4096 < 8192 < len(plain), (len(address), len(plain))
    assert studio.unpack(packed) == json.loads(json.dumps(doc))


@pytest.mark.parametrize("text, says", [
    ("{}", "a packed scenario starts with z:"),
    ("z:" + "A" * 70_000, "at most 65536 characters"),
    ("z:!!!", "damaged"),
    (studio.pack({"a": 1})[:-4], "cut short"),
    ("z:" + __import__("base64").urlsafe_b64encode(b"\xff\xfe").decode(), "damaged"),
])
def test_a_bad_packed_scenario_is_refused_in_one_line(text, says):
    with pytest.raises(ConfigError) as err:
        studio.unpack(text)
    assert says in str(err.value) and "\n" not in str(err.value)


def test_a_packed_scenario_is_checked_for_size_and_depth_before_parsing():
    import zlib
    squeeze = zlib.compressobj(9, zlib.DEFLATED, -15)
    bomb = squeeze.compress(b" " * 300_000) + squeeze.flush()
    text = "z:" + __import__("base64").urlsafe_b64encode(bomb).decode()
    with pytest.raises(ConfigError, match="unpacks to over 262144 bytes"):
        studio.unpack(text)
    with pytest.raises(ConfigError, match="nests deeper than 64"):
        studio.unpack(studio.pack({"a": json.loads("[" * 80 + "]" * 80)}))
    with pytest.raises(ConfigError, match="must be a JSON object"):
        studio.unpack(studio.pack([1]))


KIT_DEAL = {"game": "xeri", "place-hand1": "9C 5H 2C 3C 4C 6C",
            "place-hand2": "5S 6S 7S 8S 10S QS", "place-pile": "2D 3D 4D 9S",
            "title-en": "A xeri", "title-el": "Ξερή", "mode": "replay"}


def kit_study(table: str) -> dict:
    """In the kit's studio: a deal, a step on it, two moves, a question (the xeri study)."""
    call("author_do", action="deal", values=KIT_DEAL, table=table)
    call("author_do", action="step", values={**KIT_DEAL, "step-en": "The deal",
                                             "step-el": "Το μοίρασμα", "highlight": "9s"},
         table=table)
    for player, event in ((2, {"player": 0, "play": "9C"}), (1, {"player": 1, "play": "5S"})):
        reply = call("author_play", event=event, table=table)
        # The seat to play named, not "Your turn" for every seat (author4's try).
        answer = reply["answer"]
        assert answer["status"][-1] == f"Player\u00a0{player}'s turn", answer["status"]
        assert answer["say"].endswith(f"Player\u00a0{player}'s turn."), answer["say"]
    assert reply["answer"]["seat"] == 0      # every seat is the author's, in turn
    return call("author_do", action="step", values={**KIT_DEAL, "step-en": "Your move",
                                                    "ask": "1"}, table=table)


def summary_text(reply) -> str:
    return board_text(reply["summary"])


def test_the_kit_says_when_an_address_is_too_long_for_many_servers():
    """author4's try (4): a lesson over 8 KB packed made an address many servers refuse, and
    the kit said only its length; it now says what to do, in the kit's language."""
    call("author_do", action="deal", values=KIT_DEAL, table="k8")
    for event in ({"player": 0, "play": "9C"}, {"player": 1, "play": "5S"}):
        call("author_play", event=event, table="k8")
    short = call("author_do", action="start", values=KIT_DEAL, table="k8")
    assert "lesson=" not in summary_text(short)
    words = " ".join(hashlib.sha256(str(i).encode()).hexdigest() for i in range(200))
    for n in range(3):      # a step of words that do not pack at moves 2, 1 and 0
        if n:
            call("author_do", action="prev", values=KIT_DEAL, table="k8")
        reply = call("author_do", action="step", table="k8", values={
            **KIT_DEAL, "step-en": words[n * 3800:][:1900], "step-el": words[n * 3800:][1900:3800]})
    assert len(reply["packed"]) > 8000 and 'lesson="' in summary_text(reply)
    greek = call("author_do", action="show", lang="el", values=KIT_DEAL, table="k8")
    assert re.search("[α-ω]", summary_text(greek)) and 'lesson="' in summary_text(greek)


def test_the_kits_studio_deals_plays_every_seat_and_writes_a_study():
    reply = kit_study("k1")
    doc = json.loads(reply["json"])
    assert doc["title"] == {"en": "A xeri", "el": "Ξερή"}
    assert [s["ask"] for s in doc["steps"]] == [False, True]
    assert doc["steps"][0]["highlight"] == ["9S"]
    assert studio.unpack(reply["packed"]) == doc
    assert reply["options"][0][1]["value"] == reply["packed"]
    embed.load_scenario(doc)
    call("author_do", action="start", values=KIT_DEAL, table="k1")
    reply = call("author_do", action="back", values=KIT_DEAL, table="k1")
    doc = json.loads(reply["json"])
    assert len(doc["record"]["events"]) == 4 and [s["at"] for s in doc["steps"]] == [3]
    assert refused("author_do", action="nope", table="k1").startswith("action must be one of")
    assert refused("author_do", action="back", table="k9") == (
        "Deal the cards first, or open a lesson.")


def test_a_study_starts_at_its_first_step_unless_the_author_marks_another():
    """The kit's study opens on its first step, not on the record's end, and says so; a start
    the author marks wins; a hand-written study without `at` starts at its first step too."""
    reply = kit_study("k2")
    doc = json.loads(reply["json"])
    assert doc["at"] == doc["steps"][0]["at"] == 3 < len(doc["record"]["events"])
    assert "starts at move 0, the first step" in summary_text(reply)
    replay = call("embed_replay", scenario=doc, table="k2r")
    assert replay["start"] == 0 and "The deal" in board_text(replay["frames"][0]["board"])
    del doc["at"]
    assert embed.load_scenario(doc).at == 3
    call("author_play", event={"player": 0, "play": "5H"}, table="k2")
    reply = call("author_do", action="start", values=KIT_DEAL, table="k2")
    assert json.loads(reply["json"])["at"] == 6
    assert "The table starts at move 3." in summary_text(reply)


def test_the_kit_and_the_replay_count_moves_alike():
    """One numbering: the kit's "Moves played", its steps' "Move n" and the replay's frames,
    "Move n of m" and `start=n` (0: the deal as dealt, Xeri's cut not counted)."""
    reply = kit_study("k3")
    said = summary_text(reply)
    assert "Moves played: 2" in said and "Move 0" in said and "Move 2 · a question" in said
    doc = json.loads(reply["json"])
    replay = call("embed_replay", scenario=doc, table="k3r")
    frames = replay["frames"]
    assert len(frames) == 3
    assert "Your move" in board_text(frames[2]["board"]) and frames[2]["waiting"] == "you"
    assert "Move 2 of 2" in board_text(frames[2]["controls"])
    assert call("embed_replay", scenario=doc, start=2, table="k3s")["start"] == 2
    assert "start must be 0..2" in refused("embed_replay", scenario=doc, start=3)


def test_nothing_the_author_did_is_lost():
    """A deal over a lesson, a step removed, a move played: Undo brings each back; the lesson
    the page keeps (`keep`) comes back whole in a new page with its undo list; its file and
    its code (alone, or in a table's code) open again; a step's words change in place."""
    lesson = kit_study("k4")
    doc = json.loads(lesson["json"])
    # A deal over it is a new lesson, under the shelf's new key; the last one stays listed.
    shelf = {"lessons": {"": lesson["packed"]}, "mine": "", "fresh": ".2"}
    again = call("author_do", action="deal", values={**KIT_DEAL, "place-hand1": "KC"},
                 table="k4", shelf=shelf)
    assert again["lesson"] == ".2"
    assert "A new lesson: your last one, «A xeri», is kept in your lessons below." in (
        summary_text(again))
    assert "A xeri · Xeri · steps: 2" in summary_text(again)
    assert json.loads(again["json"])["record"] != doc["record"]
    assert refused("author_do", action="undo", table="k4") == "There is nothing to undo."
    back = call("author_do", action="restore", values={"kept": lesson["keep"], "pick": ""},
                table="k4", shelf={**shelf, "lessons": {"": lesson["packed"],
                                                        ".2": again["packed"]}, "mine": ".2"})
    assert back["lesson"] == "" and json.loads(back["json"]) == doc
    assert back["set"]["kit-title-el"] == "Ξερή" and back["set"]["kit-game-xeri"] is True
    # a step's words edited in place, then another step removed, each undone in turn
    edited = call("author_do", action="edit-1", values={
        **KIT_DEAL, "edit1-step-en": "The deal, as dealt", "edit1-step-el": "Το μοίρασμα",
        "edit1-highlight": "9S 2D"}, table="k4")
    steps = json.loads(edited["json"])["steps"]
    assert steps[0]["text"] == {"en": "The deal, as dealt", "el": "Το μοίρασμα"}
    assert steps[0]["highlight"] == ["9S", "2D"] and steps[1] == doc["steps"][1]
    removed = call("author_do", action="remove-1", values=KIT_DEAL, table="k4")
    assert [s["at"] for s in json.loads(removed["json"])["steps"]] == [5]
    assert json.loads(removed["json"])["record"] == doc["record"]
    assert json.loads(call("author_do", action="undo", table="k4")["json"])["steps"] == steps
    # the kept lesson, in a page opened again
    kept = call("author_do", action="show", values=KIT_DEAL, table="k4")["keep"]
    restored = call("author_do", action="restore", values={"kept": kept}, table="k5")
    assert restored["keep"] == kept and json.loads(restored["json"])["steps"] == steps
    assert json.loads(call("author_do", action="undo", table="k5")["json"]) == doc
    # its file, its code, a table's code holding it
    element = f'<xeri-table scenario="{lesson["packed"]}" mode="replay"></xeri-table>'
    iframe = f'<iframe src="https://t.example/embed.html?scenario={quote(lesson["packed"])}">'
    for text in (lesson["json"], lesson["packed"], element, iframe):
        opened = call("author_do", action="open", values={"lesson": text}, table="k6")
        assert json.loads(opened["json"]) == doc
        assert opened["set"]["kit-lesson"] == ""
    # a refusal in the kit's words changes nothing
    for text, says in (("", "Choose a lesson's file, or paste its code, first."),
                       ("z:!!", "This is not a lesson the kit can open: it holds no"),
                       ("{", "This is not a lesson the kit can open: it is not JSON"),
                       ('{"record": 1}', "This is not a lesson the kit can open:")):
        assert refused("author_do", action="open", values={"lesson": text},
                       table="k6").startswith(says)
    assert "Διάλεξε πρώτα" in refused("author_do", action="open", lang="el", table="k6")
    assert json.loads(call("author_do", action="show", table="k6")["json"]) == doc
    assert refused("author_do", action="edit-3", values=KIT_DEAL, table="k6") == (
        "There is no step 3.")


def test_the_browser_keeps_every_lesson_and_the_kit_lists_them():
    """Issue 36's author: the kit kept one lesson, and a second one replaced the first. The
    lesson a browser keeps today (its one key, the lesson and its undo list packed) opens as it
    was, under its own key; a deal over a blank lesson stays in it; the others are listed, the
    newest first, each to open, download or delete, and offered under their own game only."""
    lesson = kit_study("m1")
    today = lesson["keep"]      # as the kit keeps it today: the lesson, then its undo list
    assert len(today.split()) > 2
    restored = call("author_do", action="restore", values={"kept": today, "pick": ""},
                    table="m2", shelf={"lessons": {"": lesson["packed"]}, "fresh": ".9"})
    assert restored["lesson"] == "" and restored["keep"] == today
    assert restored["packed"] == lesson["packed"]
    # a tab reloaded mid-edit: the words typed there (resume) are the lesson's, undone by Undo
    typed = {"kept": today, "pick": "", "text-en": "Typed"}
    assert "text" not in json.loads(call("author_do", action="restore", values=typed,
                                         table="m2")["json"])
    resumed = call("author_do", action="restore", values={**typed, "resume": "1"}, table="m2")
    assert json.loads(resumed["json"])["text"] == {"en": "Typed"}
    assert resumed["set"]["kit-text-en"] == "Typed" and resumed["set"]["kit-title-en"] == ""
    assert call("author_do", action="undo", table="m2")["packed"] == lesson["packed"]
    # a XIX lesson beside it, and one the kit cannot open (not listed, not lost: kept)
    blank = call("author_do", action="deal", values={"game": "xix"}, table="m3",
                 shelf={"fresh": ".5"})
    assert blank["lesson"] == ".5"
    redealt = call("author_do", action="deal", values={"game": "xix", "place-hand1": "18"},
                   table="m3", shelf={"mine": ".5", "fresh": ".6"})
    assert redealt["lesson"] == ".5" and "is kept in your lessons" not in summary_text(redealt)
    assert call("author_do", action="undo", table="m3", shelf={"mine": ".5"})[
        "packed"] == blank["packed"]
    shelf = {"lessons": {"": lesson["packed"], ".5": blank["packed"], ".7": "z:AAAA"},
             "mine": "", "fresh": ".8"}
    shown = call("author_do", action="show", values=KIT_DEAL, table="m2", shelf=shelf)
    items = [n for n in nodes(shown["summary"]) if n[0] == "li" and "data-lesson" in n[1]]
    assert [n[1]["data-lesson"] for n in items] == ["", ".5"]
    assert items[0][1].get("aria-current") == "true"
    assert board_text(items[0]).startswith("A xeri · Xeri · steps: 2")
    opens = [n[1] for n in nodes(items[1]) if n[0] in ("button", "a")]
    assert opens[0] == {"type": "button", "data-author": "restore", "data-pick": ".5",
                        "aria-label": "Open «My lesson»"}
    assert opens[1]["download"] == "my-lesson.json"
    assert json.loads(base64.b64decode(opens[1]["href"].split(",")[1]))["record"][
        "game"] == "xix"
    assert opens[2]["data-drop"] == ".5" and "«My lesson»" in opens[2]["data-confirm"]
    assert [(o[1]["value"], o[1]["data-when"]) for o in shown["options"]] == [
        (lesson["packed"], "game=xeri"), (blank["packed"], "game=xix")]
    greek = call("author_do", action="show", lang="el", values=KIT_DEAL, table="m2",
                 shelf=shelf)
    assert "Ξερή · Ξερή · βήματα: 2" in summary_text(greek)
    for bad in ({"lessons": {"x": "z:"}}, {"lessons": [1]}, {"mine": "../a"}):
        assert "key" in refused("author_do", action="show", table="m2", shelf=bad)


def test_undo_after_a_deal_by_mistake_reopens_the_lesson_it_replaced():
    """Author6's try (2): a Deal over a finished study made a new bare lesson, and Undo said
    "There is nothing to undo". Undo there reopens the study, under its own key (its undo
    list too), as the browser keeps it; the new deal stays kept under its own."""
    study = kit_study("u1")       # kept under "" (the page's first lesson)
    shelf = {"lessons": {"": study["packed"]}, "mine": "", "fresh": ".3"}
    new = call("author_do", action="deal", values={"game": "xix"}, table="u1", shelf=shelf)
    assert new["lesson"] == ".3" and "«A xeri»" in summary_text(new)
    shelf = {"lessons": {"": study["packed"], ".3": new["packed"]}, "mine": ".3",
             "fresh": ".4"}
    back = call("author_do", action="undo", table="u1", shelf=shelf)
    assert back["lesson"] == "" and back["keep"] == study["keep"]
    assert back["set"]["kit-game-xeri"] is True and back["set"]["kit-title-en"] == "A xeri"
    assert call("author_do", action="undo", table="u1", shelf={**shelf, "mine": ""})[
        "packed"] != study["packed"]      # its own undo list goes on from there
    # a lesson it replaced that the browser no longer keeps (deleted): nothing to undo
    call("author_do", action="deal", values={"game": "xix"}, table="u2")
    kit_study("u2")
    call("author_do", action="deal", values={"game": "xix"}, table="u2",
         shelf={"mine": ".1", "fresh": ".2"})
    assert refused("author_do", action="undo", table="u2",
                   shelf={"mine": ".2"}) == "There is nothing to undo."


def test_a_lesson_opened_again_is_the_one_kept_not_a_copy():
    """Author6's try (4): a lesson opened that the browser keeps already was listed twice. A
    lesson the shelf has is opened under its key (its file opened twice too)."""
    study = kit_study("o1")
    call("author_do", action="deal", values={"game": "xix"}, table="o2", shelf={"fresh": ".1"})
    shelf = {"lessons": {".1": "z:AAAA", ".2": study["packed"]}, "mine": ".1", "fresh": ".3"}
    opened = call("author_do", action="open", values={"lesson": study["json"]}, table="o2",
                  shelf=shelf)
    assert opened["lesson"] == ".2" and opened["packed"] == study["packed"]
    assert opened["set"]["kit-lesson-file"] == ""     # its file's box emptied: opened once
    again = call("author_do", action="open", values={"lesson": study["packed"]}, table="o2",
                 shelf={**shelf, "mine": ".2"})
    assert again["packed"] == study["packed"] and again["lesson"] == ".2"


def test_a_hand_written_scenario_the_engine_refuses_is_refused_in_the_kit_as_at_start():
    """Author6's try (3): a scenario changed by hand to a play the rules refuse drew its still,
    and only its start said why. The kit's code box refuses it with the same sentence."""
    doc = json.loads((ROOT / "web" / "scenarios" / "xeri-capture.json").read_text())
    last = max(i for i, e in enumerate(doc["record"]["events"]) if "play" in e)
    doc["record"]["events"][last]["play"] = "2S"
    for lang in ("en", "el"):
        said = refused("embed_replay", scenario=doc, lang=lang, table="h1")
        kit = refused("author_do", action="open", lang=lang, values={"lesson": json.dumps(doc)},
                      table="h1")
        assert said.rstrip(".") in kit, (kit, said)
        assert "2♠" in said or "δυάρι μπαστούνι" in said


def test_adding_a_step_clears_its_fields_and_sets_the_codes_to_replay():
    call("author_do", action="deal", values={**KIT_DEAL, "mode": "play"}, table="k7")
    reply = call("author_do", action="step", values={**KIT_DEAL, "mode": "play",
                                                     "step-en": "Look", "highlight": "9S",
                                                     "ask": "1"}, table="k7")
    assert reply["set"] == {"kit-game-xeri": True, "kit-step-en": "", "kit-step-el": "",
                            "kit-highlight": "", "kit-ask": False, "kit-mode-replay": True}
    assert "The codes are set to Replay" in summary_text(reply)
    reply = call("author_do", action="show", values=KIT_DEAL, table="k7")
    assert "kit-mode-replay" not in reply["set"] and "Replay" not in summary_text(reply)


def test_a_question_is_said_once_in_the_authors_words_or_the_kits():
    doc = xeri_study()
    replay = call("embed_replay", scenario=doc, table="q1")
    asked = next(f for f in replay["frames"] if f["waiting"] == "you")
    assert board_text(asked["board"]).count("Player 2 laid one card.") == 1
    assert "Your move: what would you play?" not in board_text(asked["board"])
    doc["steps"][1]["text"] = {}
    replay = call("embed_replay", scenario=doc, lang="el", table="q2")
    asked = next(f for f in replay["frames"] if f["waiting"] == "you")
    assert "Η σειρά σου: τι θα έπαιζες;" in board_text(asked["board"])


@pytest.mark.parametrize("lang, hidden, mover", [
    ("en", "“9c” is not in sight at this move as the reader (Player\u00a01) sees the table",
     "Here Player\u00a02 is to play, not the reader (Player\u00a01)"),
    ("el", "Το «9c» δεν φαίνεται σε αυτή την κίνηση, όπως βλέπει το τραπέζι ο αναγνώστης"
           " (Παίκτης\u00a01)", "Εδώ παίζει ο Παίκτης\u00a02, όχι ο αναγνώστης"),
])
def test_a_step_the_reader_could_not_see_is_refused_in_the_kits_words(lang, hidden, mover):
    """A card captured by then cannot be highlighted; a question only on the reader's move;
    a card the kit cannot read, and a deal it cannot make, said as the form says them."""
    table = f"h-{lang}"
    call("author_do", action="deal", values=KIT_DEAL, lang=lang, table=table)
    call("author_play", event={"player": 0, "play": "9C"}, lang=lang, table=table)
    before = call("author_do", action="show", values=KIT_DEAL, lang=lang, table=table)
    assert refused("author_do", action="step", values={**KIT_DEAL, "highlight": "9c"},
                   lang=lang, table=table).startswith(hidden)
    assert refused("author_do", action="step", values={**KIT_DEAL, "ask": "1"},
                   lang=lang, table=table).startswith(mover)
    assert "ZZ" in refused("author_do", action="step", values={**KIT_DEAL, "highlight": "ZZ"},
                           lang=lang, table=table)
    assert call("author_do", action="show", values=KIT_DEAL, lang=lang,
                table=table)["json"] == before["json"]
    said = refused("author_do", action="deal", values={"game": "xix", "place-hand1": "19"},
                   lang=lang, table=table)
    assert said == {"en": "“19” in Player\u00a01's hand is not a card for XIX.",
                    "el": "Το «19» στο χέρι του Παίκτη\u00a01 δεν είναι φύλλο για XIX."}[lang]


def test_a_xix_card_in_the_last_trick_can_be_highlighted():
    """Author3's try (3): a card face up in the last trick is in sight, so a step marks it,
    in the kit's table and in the embed's still and replay."""
    deal = {"game": "xix", "place-hand1": "18 17 16 15 14 13", "place-row": "1 2 3 4 5",
            "seat": "1"}
    call("author_do", action="deal", values=deal, table="lt")
    reply = call("author_play", event={"player": 0, "play": 18}, table="lt")
    call("author_play", event=reply["answer"]["choices"][0]["event"], table="lt")
    reply = call("author_do", action="step", values={**deal, "highlight": "18",
                                                     "step-en": "The 18 took it."}, table="lt")
    doc = json.loads(reply["json"])
    assert doc["steps"][0]["highlight"] == [18]
    replay = call("embed_replay", scenario=doc, lang="en", table="lt-e")
    frame = next(f for f in replay["frames"] if "The 18 took it." in board_text(f["board"]))
    assert marked(frame["board"], "card") == {18}
    assert marked(embed.still(embed.load_scenario(doc), 1)["board"], "card") == {18}


def test_the_kits_picture_is_of_the_move_its_table_shows():
    """Author3's try (4): the studio's picture buttons picture the position its table shows
    (the move looked at), drawn as the embed draws that position, not the preview's."""
    doc = json.loads(kit_study("p1")["json"])
    call("author_do", action="prev", values=KIT_DEAL, table="p1")
    got = call("author_picture", lang="el", table="p1")
    assert got["name"] == "Ξερή - κίνηση 1"
    index = studio.moves(embed.load_scenario(doc).record)[1]
    assert got["svg"] == call("embed_picture", scenario=doc, seat=0, lang="el", at=index)["svg"]
    call("author_do", action="next", values=KIT_DEAL, table="p1")
    assert call("author_picture", table="p1")["name"] == "A xeri - step 2"
    assert "Deal the cards first" in refused("author_picture", table="p-none")
    buttons = {a.get("id"): a.get("data-of") for a in _attrs([kit.form({}, "en")])
               if "data-picture" in a}
    assert buttons == {"author-picture-svg": "author", "author-picture-png": "author",
                       None: None}


def test_a_question_is_asked_only_of_the_scenarios_seat():
    replay = call("embed_replay", scenario=xeri_study(), seat=1, table="s3")
    assert all(f["waiting"] != "you" for f in replay["frames"])
    assert any("Player 2 laid one card." in board_text(f["board"]) for f in replay["frames"])


def test_a_new_deal_empties_the_title_and_text():
    """Author2's try (3): a Deal keeps no title or text of the lesson before it, even when the
    form still holds them; the lesson before, with its words, stays kept as it was."""
    last = kit_study("n1")
    again = call("author_do", action="deal", values={**KIT_DEAL, "text-en": "Old words"},
                 table="n1", shelf={"lessons": {".1": last["packed"]}, "mine": ".1",
                                    "fresh": ".2"})
    doc = json.loads(again["json"])
    assert "title" not in doc and "text" not in doc
    assert {again["set"][f"kit-{key}-{lang}"] for key in ("title", "text")
            for lang in ("en", "el")} == {""}
    assert again["lesson"] == ".2" and "«A xeri», is kept" in summary_text(again)
    assert json.loads(last["json"])["title"] == {"en": "A xeri", "el": "Ξερή"}


def test_the_lessons_title_and_text_are_kept_as_typed_and_undone():
    """Author3's try (1): the title and text are taken when a field changes (the kit's
    `words`), as every other field is, and Undo gives back the words before."""
    kit_study("w1")
    typed = call("author_do", action="words", values={
        **KIT_DEAL, "title-en": "My lesson", "text-el": "Λόγια"}, table="w1")
    doc = json.loads(typed["json"])
    assert doc["title"] == {"en": "My lesson", "el": "Ξερή"} and doc["text"] == {"el": "Λόγια"}
    assert "My lesson" in str(typed["options"][0]) and len(doc["steps"]) == 2
    back = json.loads(call("author_do", action="undo", table="w1")["json"])
    assert back["title"] == {"en": "A xeri", "el": "Ξερή"} and "text" not in back
    fields = [node for node in kit.form({}, "en")[2:] if isinstance(node, list)]
    assert {f"kit-{key}-{lang}" for key in ("title", "text") for lang in ("en", "el")} <= {
        attrs["id"] for attrs in _attrs(fields) if attrs.get("data-author") == "words"}


def _attrs(nodes):
    for node in nodes:
        if isinstance(node, list) and len(node) > 1 and isinstance(node[1], dict):
            yield node[1]
            yield from _attrs(node[2:])


@pytest.mark.parametrize("lang, says", [
    ("en", "This also removed the step at move 2: Undo brings it back."),
    ("el", "Αυτό αφαίρεσε και το βήμα της κίνησης 2: η Αναίρεση το φέρνει πίσω."),
])
def test_taking_back_a_move_says_which_step_it_removed(lang, says):
    """Author2's try (4): a step at the move taken back goes with it, and the kit says so."""
    kit_study(f"b-{lang}")
    reply = call("author_do", action="back", values=KIT_DEAL, lang=lang, table=f"b-{lang}")
    assert says in summary_text(reply)
    assert len(json.loads(reply["json"])["steps"]) == 1
    plain = call("author_do", action="back", values=KIT_DEAL, lang=lang, table=f"b-{lang}")
    assert "Undo" not in summary_text(plain) and "Αναίρεση" not in summary_text(plain)


@pytest.mark.parametrize("lang, first, seat, says", [
    ("en", "3", "0", "There is no Player\u00a04 in a game of 2 players."),
    ("en", "0", "2", "There is no Player\u00a03 in a game of 2 players."),
    ("el", "3", "0", "Δεν υπάρχει Παίκτης\u00a04 σε παιχνίδι 2 παικτών."),
])
def test_a_seat_the_game_has_not_is_refused_in_the_forms_words(lang, first, seat, says):
    """Author2's try (5): a first player or a reader's seat past the game's players is said
    as the form's other refusals are, never in the engine's words."""
    for game in ("xeri", "xix"):
        assert refused("author_do", action="deal", values={
            "game": game, "first": first, "seat": seat}, lang=lang, table="s-1") == says


def test_an_opened_lesson_fills_the_deal_fields_with_its_cards():
    """Author2's try (8): after a reload or an Open, the deal's places show the lesson's
    cards, and who plays first, so that one card changed deals the same lesson again."""
    lesson = kit_study("f1")
    opened = call("author_do", action="open", values={"lesson": lesson["packed"]}, table="f2")
    got = opened["set"]
    assert set(got["kit-place-hand1-game=xeri-players=2"].split()) == set(
        KIT_DEAL["place-hand1"].split())
    assert got["kit-place-pile-game=xeri-players=2"] == "2D 3D 4D 9S"
    assert got["kit-first"] == "0" and got["kit-players-2"] is True
    values = {"game": "xeri", "players": "2", "first": got["kit-first"], **{
        key[len("kit-"):].split("-game=")[0]: value for key, value in got.items()
        if key.startswith("kit-place-") and "players=2" in key}}
    dealt = json.loads(call("author_do", action="deal", values=values, table="f3")["json"])
    events = json.loads(lesson["json"])["record"]["events"]
    assert dealt["record"]["events"] == events[:len(dealt["record"]["events"])]
    xix = call("author_do", action="deal", values={"game": "xix", "place-hand1": "18 17 16 15"
                                                   " 14 13", "first": "1"}, table="f4")
    reopened = call("author_do", action="open", values={"lesson": xix["packed"]}, table="f5")
    assert set(reopened["set"]["kit-place-hand1-game=xix"].split()) == {
        "18", "17", "16", "15", "14", "13"}
    assert reopened["set"]["kit-first"] == "1"


def test_each_listed_steps_fields_are_named_by_their_move():
    """Author2's try (9, 11): a listed step's words are edited in a text area, and each of
    its fields is named by its move ("Move 2: ..."), not only by what it holds."""
    reply = kit_study("l1")
    fields = [n for n in nodes(reply["summary"]) if n[0] in ("input", "textarea")]
    words_ = [n for n in fields if n[1]["name"].startswith("edit2-step")]
    assert {n[0] for n in words_} == {"textarea"}
    named = [n[1]["aria-label"] for n in fields if n[1]["name"].startswith("edit2-")]
    assert named[:3] == ["Move 2: A step's words (English)", "Move 2: A step's words (Greek)",
                         "Move 2: Cards to highlight"]
    assert len(named) == 4 and named[3].startswith("Move 2: Ask the reader")


def nodes(node):
    """Every element of a scene tree, depth first."""
    if isinstance(node, list):
        yield node
        for kid in node[2:]:
            yield from nodes(kid)


def test_a_new_lesson_clears_what_the_authors_table_said_before():
    """Author2's try (11): the author's table's hidden log kept the last game's lines after a
    new deal: a deal, an open, an undo draw a new table (`fresh`); a move does not."""
    kit_study("c1")
    assert call("author_play", event={"player": 0, "play": "5H"}, table="c1")["answer"][
        "fresh"] is False
    assert call("author_do", action="deal", values=KIT_DEAL, table="c1")["answer"]["fresh"]
    call("author_play", event={"player": 0, "play": "9C"}, table="c1")
    assert call("author_do", action="undo", table="c1")["answer"]["fresh"]


@pytest.mark.parametrize("lang, says", [
    ("en", "Your last lesson could not be opened again (it holds no lesson's JSON or code"),
    ("el", "Το τελευταίο μάθημά σου δεν άνοιξε ξανά ("),
])
def test_a_kept_lesson_that_does_not_open_is_said_to_be_kept_aside(lang, says):
    """A lesson kept in the browser that the kit cannot open again (a damaged one, or one an
    older kit wrote) is not silently replaced: the page keeps it aside, and the kit says so."""
    said = refused("author_do", action="restore", values={"kept": "nothing of the kind"},
                   lang=lang, table="r1")
    assert said.startswith(says) and ("kept aside" in said or "στην άκρη" in said), said


def test_the_author_browses_back_and_forth_without_changing_the_record():
    """Author2's try (4): to look at an earlier position, or mark a start or a step there, the
    author had to take moves back. Back and Forward only look: no choice on offer, the record
    unchanged; a step added or a start marked there is at that move."""
    kit_study("v1")            # moves: 9C, 5S; steps at moves 0 and 2
    call("author_play", event={"player": 0, "play": "5H"}, table="v1")
    end = json.loads(call("author_do", action="show", values=KIT_DEAL, table="v1")["json"])
    looked = call("author_do", action="prev", values=KIT_DEAL, table="v1")
    looked = call("author_do", action="prev", values=KIT_DEAL, table="v1")
    assert json.loads(looked["json"])["record"] == end["record"]
    assert "Looking at move 1 of 3" in summary_text(looked)
    assert '"act"' not in json.dumps(looked["answer"]["board"])
    assert looked["answer"]["waiting"] == "replay"
    stepped = call("author_do", action="step", values={**KIT_DEAL, "step-en": "After 9C"},
                   table="v1")
    doc = json.loads(stepped["json"])
    assert [studio.move_of(studio.moves(embed.load_scenario(doc).record), s["at"])
            for s in doc["steps"]] == [0, 1, 2]
    started = json.loads(call("author_do", action="start", values=KIT_DEAL, table="v1")["json"])
    assert started["at"] == doc["steps"][1]["at"]
    ahead = call("author_do", action="next", values=KIT_DEAL, table="v1")
    ahead = call("author_do", action="next", values=KIT_DEAL, table="v1")
    assert "Looking at" not in summary_text(ahead) and ahead["answer"]["waiting"] == "you"
    assert refused("author_do", action="next", values=KIT_DEAL, table="v1") == (
        "This is the last move: there is nothing further to look at.")


@pytest.mark.parametrize("lang, best, better", [
    ("en", "Well played! You played 5♥ for a xeri: 10 points. 5♥ takes the lone 5♠ as a xeri.",
     "Not quite. You played 2♣. Better to play 5♥ for a xeri: 10 points. "),
    ("el", "Σωστά! Έπαιξες το πεντάρι κούπα και έκανες ξερή: 10 πόντοι. Το πεντάρι κούπα"
           " παίρνει το πεντάρι μπαστούνι, το μόνο φύλλο στο τραπέζι, και κάνει ξερή.",
     "Όχι ακριβώς. Έπαιξες το δυάρι σπαθί. Καλύτερα να έπαιζες το πεντάρι κούπα και να"
     " έκανες ξερή: 10 πόντοι. ")])
def test_a_verdict_is_said_in_whole_sentences(lang, best, better):
    """«Well played: Play 5♥ for a xeri» glued a verdict to a button's label (issue 35, last
    round's review): the move made is said as made ("You played…"), the better one as
    advice composed whole per kind of move ("Better to play…", not "Better: " and a label
    with its first letter lowered), each a sentence of its own."""
    replay = call("embed_replay", scenario=xeri_study(), lang=lang, table=f"v-{lang}")
    asked = next(f for f in replay["frames"] if f["waiting"] == "you")
    choices = {c["event"]["play"]: c["event"] for c in asked["choices"]}
    said = board_text(call("embed_play", event=choices["5H"], table=f"v-{lang}")["board"])
    assert best in said, said
    said = board_text(call("embed_play", event=choices["2C"], table=f"v-{lang}")["board"])
    assert better in said, said
