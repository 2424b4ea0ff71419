"""The stored documents' checks (pygame_core/stored.py): whatever text storage holds,
each loader answers with a sound document or refuses it in one line, never crashes."""

import json

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from pygame_core import bridge, stored, words
from pygame_core.table import Table

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner,
                                                                 max_size=4),
    max_leaves=20)


def valid() -> dict:
    table = Table.new("xix", {}, [{"kind": "human"}, {"kind": "ai", "level": "easy"}], 3)
    return {
        "game": {"format": 1, "table": table.saved(), "counted": False, "savedAt": "now"},
        "settings": {"format": 1, "speed": "fast", "setup": {"game": "xix", "seat1": "ai:hard"},
                     "offered": True},
        "stats": {"format": 1, "games": {"xeri": {"games": 3, "wins": 1, "xeris": 2, "best": 40}},
                  "modes": {"xix 2 hard": {"games": 2, "wins": 2, "streak": 2, "best_streak": 2}}},
        "replaced": {"format": 1, "table": table.saved(), "counted": True},
    }


def outcome(kind, text):
    try:
        return stored.check(kind, text)
    except stored.Refused as err:
        # every refusal has its sentence for its document in both languages
        assert err.reason in words.STORED["en"][kind] and err.reason in words.STORED["el"][kind]
        return None


def test_sound_documents_are_kept():
    for kind, doc in valid().items():
        assert outcome(kind, json.dumps(doc))["format"] == 1, kind


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(list(stored.SCHEMAS)), JSON)
def test_any_json_is_kept_or_refused(kind, doc):
    outcome(kind, json.dumps(doc))


@settings(max_examples=300, deadline=None)
@given(st.sampled_from(list(stored.SCHEMAS)), st.data())
def test_mutated_documents_are_kept_or_refused(kind, data):
    doc = valid()[kind]
    node = doc
    # walk down a random path and replace what is there with any JSON value
    while isinstance(node, (dict, list)) and node and data.draw(st.booleans()):
        keys = list(node) if isinstance(node, dict) else list(range(len(node)))
        key = data.draw(st.sampled_from(keys))
        if data.draw(st.booleans()) or not isinstance(node[key], (dict, list)):
            node[key] = data.draw(JSON)
            break
        node = node[key]
    kept = outcome(kind, json.dumps(doc))
    if kept is not None:   # what is kept has the document's shape
        assert set(kept) == {"format", *valid_keys(kind)}


def valid_keys(kind):
    return {"game": {"table", "counted"}, "settings": {"speed", "setup", "sound", "offered"},
            "stats": {"modes"}, "replaced": {"table", "counted"}}[kind]


@given(st.binary(max_size=64))
def test_broken_text_is_refused(data):
    text = data.decode("utf-8", "replace")
    try:
        doc = json.loads(text)
    except ValueError:
        doc = None
    assume(not (isinstance(doc, dict) and doc.get("format") == 1))  # that one is sound
    for kind in stored.SCHEMAS:
        assert outcome(kind, text) is None, (kind, text)


def test_the_bridge_op_names_each_refused_document_in_the_language_asked():
    docs = {"game": "{not json", "settings": json.dumps({"format": 0}), "stats": None}
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "op": "stored_check",
                                                 "args": {"docs": docs, "lang": "el"}})))
    result = reply["result"]
    defaults = {"format": 1, "speed": "normal", "setup": None, "sound": True, "offered": False}
    assert result["docs"] == {"game": None, "replaced": None, "settings": defaults, "stats": None}
    assert [r["kind"] for r in result["refused"]] == ["game", "settings"]
    assert result["refused"][1]["reason"] == "older"
    huge = json.dumps({"format": 1, "speed": "fast", "setup": {"game": "x" * 200}})
    assert outcome("settings", huge) is None
    assert outcome("settings", '{"format": 1, "speed": NaN}') is None
    assert outcome("settings", '{"format": 1, "offered": "yes"}') is None
    assert outcome("settings", '{"format": 1}')["offered"] is False
    assert outcome("stats", "[" * 100_000) is None


def test_the_notice_names_each_document_set_aside_and_refuses_bad_input():
    def ask(args):
        return json.loads(bridge.handle(json.dumps({"id": 1, "op": "stored_notice",
                                                    "args": args})))

    refused = [{"kind": "game", "reason": "not_json"}, {"kind": "stats", "reason": "older"}]
    node = ask({"refused": refused, "lang": "el"})["result"]
    assert node[1]["id"] == "storage-notice"
    text = node[2][2]
    el = words.STORED["el"]
    assert text == " ".join([el["game"]["not_json"], el["stats"]["older"], el["kept"]])
    assert [kid[1].get("data-do") for kid in node[3:]] == ["copies", "dismiss"]
    for bad in ([{"kind": "nothing"}], "game", [3], [{"kind": "stats", "reason": "bad_game"}]):
        reply = ask({"refused": bad})
        assert not reply["ok"] and "\n" not in reply["error"]["message"]


def test_a_game_put_aside_that_does_not_play_is_refused():
    # Sound in shape, its one move not a card of the hand: bringing it back would fail, so
    # it is refused when read (set aside, named at boot); the saved game is loaded at boot.
    doc = valid()["replaced"]
    doc["table"]["record"]["events"].append({"player": 0, "play": 99})
    assert outcome("game", json.dumps(doc)) is not None
    assert outcome("replaced", json.dumps(doc)) is None
    reply = stored.stored_check({"replaced": json.dumps(doc)})
    assert reply["refused"] == [{"kind": "replaced", "reason": "bad_game"}]
