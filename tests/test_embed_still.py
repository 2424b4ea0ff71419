"""The still of an author's own scenario (issue 36): a study's still shows the step its start
is on (its words, its marked cards), as the replay's first frame does; the kit writes the
still into an inline scenario, so that the embed paints the position before its engine
exists; a marked card the seat cannot see marks nothing and gives nothing away."""

from __future__ import annotations

import json
from pathlib import Path
from urllib.parse import quote

import pytest

from pygame_core import dealer, embed, studio, words

ROOT = Path(__file__).resolve().parents[1]
DEAL = {"hand1": "9C 5H 2C 3C 4C 6C", "hand2": "5S 6S 7S 8S 10S QS", "pile": "2D 3D 4D 9S"}


def study(first: dict | None = None, ask: bool = True) -> dict:
    """Player 1 takes the pile with 9C, player 2 lays 5S; a step on the deal (the top card
    marked) and a question after 5S (player 1 may take it with 5H)."""
    record = dealer.deal("xeri", 2, {}, DEAL, first=0)
    dealt = len(record.events)
    record.events += [{"player": 0, "play": "9C"}, {"player": 1, "play": "5S"}]
    step = {"at": dealt, "text": {"en": "Look at the top card.", "el": "Κοίτα το πάνω φύλλο."},
            "highlight": ["9S"], **(first or {})}
    return {"title": {"en": "A xeri", "el": "Ξερή"}, "seat": 0, "at": dealt,
            "record": record.to_json(), "steps": [
                step, {"at": dealt + 2, "text": {"en": "Player 2 laid one card.",
                                                 "el": "Ο Παίκτης 2 έριξε ένα φύλλο."},
                       "ask": ask}]}


def texts(node) -> list[str]:
    if isinstance(node, str):
        return [node]
    return [t for kid in node[2:] for t in texts(kid)] if isinstance(node, list) else []


def note(board) -> str:
    """The words of the study's note on a board ("" if none)."""
    found = _by_class(board, "study-note")
    return " ".join(texts(found)) if found is not None else ""


def _by_class(node, name):
    if not isinstance(node, list):
        return None
    if name in str(node[1].get("class", "")).split():
        return node
    return next((f for kid in node[2:] if (f := _by_class(kid, name)) is not None), None)


def marked(node) -> set:
    if not isinstance(node, list):
        return set()
    own = {node[1].get("key")} if "hinted" in str(node[1].get("class", "")).split() else set()
    return own.union(*(marked(kid) for kid in node[2:]))


def start_of(doc: dict, at: int) -> int:
    """The address's `start` that opens on record index `at`."""
    return next(n for n in range(len(doc["record"]["events"]) + 1)
                if embed.load_scenario(doc, start=n).at == at)


@pytest.mark.parametrize("lang", ["en", "el"])
@pytest.mark.parametrize("asked", [False, True])    # its own start; a start on the question
def test_a_studys_still_shows_the_step_its_replay_starts_on(lang, asked):
    doc = study()
    if asked:   # a question with no words of its own: the table's
        doc["steps"][1]["text"] = ""
    at = start_of(doc, doc["steps"][1]["at"]) if asked else None
    scn = embed.load_scenario(doc, start=at)
    replay = embed.embed_replay(doc, lang=lang, start=at, table="still-test")
    first = replay["frames"][replay["start"]]
    shown = embed.still(scn, 0, lang)
    assert note(shown["board"]) == note(first["board"]) != ""
    assert marked(shown["board"]) == marked(first["board"])
    if not asked:
        assert marked(shown["board"]) == {"c-9S"}
    else:   # the question is said, its choices not offered (a still offers none)
        assert note(shown["board"]) == words.CHROME[lang]["study.ask"]
        assert "act" not in json.dumps(shown["board"])


def test_a_still_off_the_steps_has_no_note():
    doc = study()
    scn = embed.load_scenario(doc, start=start_of(doc, doc["steps"][0]["at"]) + 1)
    assert note(embed.still(scn, 0, "en")["board"]) == ""


@pytest.mark.parametrize("card", ["6S", "7S", "9C", "JD"])  # player 2's hand, taken, stock
def test_a_card_the_seat_does_not_see_is_marked_nowhere_and_not_told(card):
    doc = study({"highlight": [card]})
    doc["at"] = doc["steps"][0]["at"] = doc["steps"][1]["at"]     # after 9C took the pile
    del doc["steps"][1]
    scn = embed.load_scenario(doc)
    for seat in (0, 1):
        shown = embed.still(scn, seat, "en")
        visible = card in json.dumps(embed.still(embed.load_scenario(
            {**doc, "steps": []}), seat, "en")["board"])
        assert marked(shown["board"]) == ({f"c-{card}"} if visible else set())
        assert (card in json.dumps(shown["board"])) == visible
        assert "Look at the top card." in note(shown["board"])
        # the replay the same: every frame drawn, the card marked only where it is shown
        for f in embed.embed_replay(doc, seat=seat, table="hidden")["frames"]:
            shown_there = card in json.dumps(f["board"])
            assert marked(f["board"]) <= ({f"c-{card}"} if shown_there else set())


def test_the_kit_writes_the_still_into_the_scenario_in_every_language():
    doc = study()
    own = embed.with_still(doc)
    scn = embed.load_scenario(own)
    for lang in words.LANGS:
        shown = embed.still(scn, scn.seat, lang)
        assert own["still"][lang] == {"board": shown["board"], "status": shown["status"]}
    assert embed.with_still(own) == own       # written again, not nested
    with pytest.raises(embed.ConfigError, match="still must be an object"):
        embed.load_scenario({**doc, "still": "<svg>"})


def test_a_lessons_still_costs_little_of_the_address():
    """The bytes the still adds to a packed lesson's address (both languages): a few KB, and a
    whole round's lesson with it still fits well under the 8 KB many servers take."""
    doc = study()
    plain, stilled = studio.pack(doc), studio.pack(embed.with_still(doc))
    added = len(quote(stilled)) - len(quote(plain))
    assert 0 < added < 2500, added
    assert len(f"https://tables.example/embed.html?scenario={quote(stilled)}&lang=el") < 6000


@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_kit_writes_a_still_for_each_steps_start(lang):
    """Author2's try (2): an address with `start=` drew a plain box, not the position it
    starts at. The kit writes the still of each step's move too (`still[move][lang]`), the
    same as the built one for that `start` (its words and marked cards), and nothing more."""
    doc = study()
    own = embed.with_still(doc)
    moves = [start_of(doc, step["at"]) for step in doc["steps"]]
    assert moves == [0, 2]
    for move in moves[1:]:
        shown = embed.still(embed.load_scenario(doc, start=move), 0, lang)
        assert own["still"][str(move)][lang] == {"board": shown["board"],
                                                  "status": shown["status"]}
        assert "Player 2 laid one card." in note(shown["board"]) or lang == "el"
    # a question's still has its prompt (its height once started), and no choice on offer
    asked = own["still"]["2"]["en"]["board"]
    assert "Your turn: play a card" in texts(asked) and '"act"' not in json.dumps(asked)
    assert set(own["still"]) == {*words.LANGS, "2"}    # the start's own is the plain one
    assert embed.with_still(own) == own
    # ... and the status line the replay shows there (author6's try: "Player 1's turn" over
    # "Your turn" wrapped at a phone's width, and the frame shrank by 17 px on start)
    asked = embed.embed_replay(doc, seat=0, lang=lang, table="still-status")["frames"][2]
    assert own["still"]["2"][lang]["status"] == asked["status"]


def test_every_still_the_kit_writes_is_one_the_embed_draws():
    """Author6's try (1): a XIX question on raise-or-abandon wrote a still with the stakes
    table's tags, which the embed's check refused (a plain box, then a 225 px jump on start).
    Every still the kit writes, a decision's too, passes the check the embed makes
    (`embed.drawable`, with the catalog's `still` tags and attributes, which embed.js uses)."""
    doc = json.loads((ROOT / "web" / "scenarios" / "xix-raise-abandon.json").read_text())
    doc.update(at=2, steps=[{"at": 2, "text": "Lead."}, {"at": 4, "ask": True}], shows=None)
    own = embed.with_still({k: v for k, v in doc.items() if v is not None})
    boards = [own["still"][lang]["board"] for lang in words.LANGS] + [
        own["still"]["2"][lang]["board"] for lang in words.LANGS]
    assert "table" in json.dumps(boards[-1])         # the stakes table is there
    assert all(embed.drawable(board) for board in boards)
    assert embed.drawable(embed.with_still(study())["still"]["2"]["en"]["board"])
    for bad in (["script", {}, "x"], ["div", {"onclick": "x"}], ["div", {"id": "a b"}],
                ["div", {}, ["p", []]]):
        assert not embed.drawable(["div", {}, bad]), bad
