"""Issue 38: JSON nested deeper than records.DEEPEST is refused before any parse, from
every way text reaches the engine (a request, a record file or link, a stored
document): in the browser a deep parse overflows the stack before Python's recursion
limit, a fatal error. Here json.loads is watched: it must never see such a text."""

from __future__ import annotations

import json

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from pygame_core import bridge, records, stats, stored
from pygame_core.errors import IllegalMoveError, RecordError
from pygame_core.opening import setup_open

DEEP = "[" * 3000 + "]" * 3000
real_loads = json.loads


@pytest.fixture(autouse=True)
def watched(monkeypatch):
    def loads(text, *args, **kwargs):
        assert not records.too_deep(text), "a text nested too deeply reached json.loads"
        return real_loads(text, *args, **kwargs)
    monkeypatch.setattr(json, "loads", loads)


@pytest.mark.parametrize("depth", [records.DEEPEST + 1, 3000])
def test_a_deep_request_is_a_bad_request(depth):
    request = '{"id": 1, "op": "hello", "args": {"x": ' + "[" * depth + "]" * depth + "}}"
    reply = real_loads(bridge.handle(request))
    assert reply["ok"] is False and reply["error"]["type"] == "BadRequest"
    assert "nests more than 64 levels" in reply["error"]["message"]


def test_a_request_as_deep_as_allowed_is_read():
    inner = "[" * (records.DEEPEST - 2) + "]" * (records.DEEPEST - 2)
    reply = real_loads(bridge.handle('{"id": 1, "op": "hello", "args": {"x": ' + inner + "}}"))
    assert reply["error"]["type"] == "BadArguments"     # read, then refused for its argument


@pytest.mark.parametrize("text", [DEEP, '{"format": 1, "events": ' + DEEP + "}"])
def test_a_deep_file_or_link_is_refused_in_one_line(text):
    with pytest.raises(IllegalMoveError, match="deep.json was not opened: it is not a game file"):
        setup_open(text=text, name="deep.json")
    with pytest.raises(IllegalMoveError, match="could not be opened here: it is not a game"):
        setup_open(link=text)
    with pytest.raises(RecordError, match="nested too deeply"):
        records.loads(text)


@pytest.mark.parametrize("kind", sorted(stored.SCHEMAS))
def test_a_deep_stored_document_is_refused_unread(kind):
    text = '{"format": 1, "setup": {"a": ' + "[" * 100 + "]" * 100 + "}}"
    reply = stored.stored_check({kind: text, "settings": text})
    assert {r["kind"] for r in reply["refused"]} == {kind, "settings"}
    assert reply["docs"][kind] is None if kind != "settings" else reply["docs"]["settings"]


def test_strings_do_not_count():
    assert not records.too_deep(json.dumps({"a": "[" * 1000, "b": '\\"{{{{'}))
    assert records.too_deep('"\\\\"' + "[" * 65)


# Issue 38/33: whatever JSON is stored, stored_check answers (sound or refused, never an
# error that would stop the page's start), and what it keeps, the page can draw.
_json = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=5),
                     lambda inner: st.lists(inner, max_size=3)
                     | st.dictionaries(st.sampled_from(
                         ["format", "table", "record", "seats", "seed", "seat", "counted",
                          "modes", "games", "speed", "setup", "sound", "offered", "x"]),
                         inner, max_size=4), max_leaves=12)
_docs = st.fixed_dictionaries({"format": st.just(1)}, optional={
    key: _json for key in ("table", "counted", "modes", "games", "speed", "setup", "sound",
                           "offered")})


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(sorted(stored.SCHEMAS)), _docs | _json)
def test_any_stored_document_is_checked_without_an_error(kind, doc):
    reply = stored.stored_check({kind: json.dumps(doc)})
    assert reply["docs"][kind] is not None or [r["kind"] for r in reply["refused"]] == [kind]
    if kind == "stats" and reply["docs"]["stats"]:
        json.dumps(stats.view(reply["docs"]["stats"], "en"))
