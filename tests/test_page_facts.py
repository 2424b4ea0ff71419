"""What the page is told rather than knows (issue 33): the ops that keep no state come
with `hello`, each card's picture with the card, and the <xeri-table> element's attributes,
titles and sandbox with the build's catalog."""

from __future__ import annotations

import json

from pygame_core import bridge, embed, games, scene, words


def test_hello_names_the_ops_that_keep_no_state():
    hello = json.loads(bridge.handle('{"id": 1, "op": "hello"}'))["result"]
    assert "hello" in hello["stateless"] and "setup_form" in hello["stateless"]
    assert set(hello["stateless"]) <= set(bridge.ops())
    assert not {"table_new", "table_load", "table_play", "embed_start"} & set(hello["stateless"])


def test_each_card_names_its_picture():
    assert scene.card(None)[1]["art"] == "back"
    for spec in games.every():
        for c in spec.deck():
            art = scene.card(c)[1]["art"]
            assert art == (f"n-{c}" if spec.name == "xix" else f"x-{c}"), art


def test_the_element_is_told_its_attributes_titles_and_sandbox():
    found = embed.catalog()
    element = found["element"]
    assert {"base", "height", "title"} <= set(element["own"]) <= set(element["host"])
    assert not set(found["known"]) & (set(element["host"]) - {"id"})
    assert "allow-scripts" in element["sandbox"] and "allow-top-navigation" not in \
        element["sandbox"]
    for spec in games.every():
        frames = found["games"][spec.name]["frame"]
        assert set(frames) == set(words.LANGS)
        assert len(set(frames.values())) == len(frames)     # each in its own language
    assert found["games"]["xix"]["frame"]["en"] != found["games"]["xeri"]["frame"]["en"]


def test_a_game_opened_from_a_file_or_a_link_is_not_counted_says_python():
    from pygame_core.opening import setup_open
    from pygame_core.table import Table

    seats = [{"kind": "human"}, {"kind": "ai", "level": "easy"}]
    record = Table.new("xix", {}, seats, 3).session.record.to_json()
    assert setup_open(text=json.dumps(record), name="m.json")["counted"] is True
    link = json.dumps({"record": record, "seats": seats, "seat": 0})
    assert setup_open(link=link)["counted"] is True
