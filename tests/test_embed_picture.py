"""The picture of a position (issue 36): the SVG names exactly what that position's still
shows (its places and their cards, its status), draws the cards with the sprite's own
symbols, and holds nothing hidden: the cards the seat never saw rearranged, the same
picture."""

from __future__ import annotations

import json
import re
from pathlib import Path
from xml.etree import ElementTree

import pytest
from playouts import rearranged

from pygame_core import card_art, embed, games, picture
from pygame_core.records import Record
from pygame_core.rng import Rng
from pygame_core.session import Session

SCENARIOS = sorted((Path(__file__).resolve().parents[1] / "web" / "scenarios").glob("*.json"))
NS = "{http://www.w3.org/2000/svg}"


def cards_of(board) -> list[str]:
    """Every card picture the still's board draws, in order."""
    text = json.dumps(board)
    return re.findall(r'\["card", \{"card": [^{}]*?"art": "([^"]+)"', text)


def said_of(node) -> set[str]:
    """Every word the still's board says: its accessible names and its texts."""
    if isinstance(node, str):
        return {node.strip()}
    tag, attrs, *kids = node
    return {attrs.get("aria-label", ""), *(w for kid in kids for w in said_of(kid))}


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
@pytest.mark.parametrize("lang", ["en", "el"])
def test_the_picture_names_what_the_still_shows(path, lang):
    doc = json.loads(path.read_text())
    scn = embed.load_scenario(doc)
    seat = scn.seat
    still = embed.still(scn, seat, lang)
    svg = embed.embed_picture(doc, seat=seat, lang=lang)["svg"]
    tree = ElementTree.fromstring(svg)    # well-formed, standalone SVG
    body = tree.find(f"{NS}g")           # what is drawn; the symbols are in <defs>
    uses = [u.get("href")[1:] for u in body.iter(f"{NS}use")]
    assert uses == cards_of(still["board"])
    # each card drawn with its own symbol, carried in the picture
    symbols = {s.get("id"): ElementTree.tostring(s) for s in tree.iter(f"{NS}symbol")}
    assert set(symbols) == set(uses)
    texts = [t.text for t in body.iter(f"{NS}text")]
    assert texts[:2] == [still["title"], "  ·  ".join(still["status"])]
    assert {part for text in texts[2:] for part in text.split(" · ")} <= said_of(still["board"])
    assert [label for label, _ in picture.places(still["board"])] == texts[2:]
    assert tree.get("lang") == lang


def test_a_card_symbol_is_the_sprites():
    sprite = card_art.sprite()
    for art in ("x-10D", "x-QS", "n-18", "back"):
        assert card_art.symbol(art) in sprite


@pytest.mark.parametrize("game", games.NAMES)
@pytest.mark.parametrize("n", range(4))
def test_the_picture_holds_nothing_the_seat_did_not_see(game, n):
    spec = games.get(game)
    rng = Rng(n)
    session = Session.new(game, spec.config(spec.players[-1], {}), 40 + n)
    for _ in range(9 + 5 * n):
        legal = session.state.legal_events()
        session.apply(legal[rng.below(len(legal))])
    record = session.record
    other, moved = rearranged(spec, record, 0, Rng(n + 100))
    assert moved > 0

    def drawn(rec: Record) -> str:
        scn = embed.Scenario(rec, 0, len(rec.events))
        return picture.svg(embed.still(scn, 0, "el"))

    assert drawn(other) == drawn(record)
    assert drawn(other) != drawn(Record(record.game, record.config, record.events[:-4]))
