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
    still = embed.still(scn, seat, lang, turn=False)   # its places: no decision panel
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


def boxes(svg: str) -> list[tuple[float, float]]:
    """The left and right x of every card and line of words drawn (words about 0.56 em a
    character, as picture.py reckons them)."""
    body = ElementTree.fromstring(svg).find(f"{NS}g")
    out = [(float(u.get("x")), float(u.get("x")) + float(u.get("width")))
           for u in body.iter(f"{NS}use")]
    return out + [(float(t.get("x")), float(t.get("x")) + len(t.text) * float(
        t.get("font-size")) * picture.EM) for t in body.iter(f"{NS}text")]


@pytest.mark.parametrize("path", SCENARIOS, ids=lambda p: p.stem)
def test_the_picture_uses_its_width(path):
    """The places flow across the picture (no empty right half, a picture wider than high, as
    a feed's preview is), and nothing is drawn past its right edge."""
    doc = json.loads(path.read_text())
    for lang in ("en", "el"):
        for seat in range(embed.load_scenario(doc).players):
            svg = embed.embed_picture(doc, seat=seat, lang=lang)["svg"]
            tree = ElementTree.fromstring(svg)
            assert int(tree.get("height")) <= 0.75 * picture.WIDTH
            drawn = boxes(svg)
            assert 0.7 * picture.WIDTH <= max(right for _, right in drawn) <= picture.WIDTH


def study_doc() -> dict:
    """A study on xeri-capture's record: a step with words and a mark at its start, and a
    question at its end."""
    doc = json.loads((SCENARIOS[0].parent / "xeri-capture.json").read_text())
    assert SCENARIOS[0].stem == "xeri-capture"
    scn = embed.load_scenario(doc)
    top = next(a["art"][2:] for a in _cards(embed.still(scn)["board"]) if "top" in a.get(
        "class", ""))
    words = "A long sentence about the pile and the card on its top. " * 12
    return {**doc, "steps": [{"at": scn.at, "text": {"en": words, "el": "Το πάνω φύλλο."},
                              "highlight": [top]},
                             {"at": len(scn.record.events), "text": "The end."}]}


def _cards(node) -> list[dict]:
    if not isinstance(node, list):
        return []
    own = [node[1]] if node[0] == "card" else []
    return own + [c for kid in node[2:] for c in _cards(kid)]


def test_a_study_steps_picture_has_its_words_and_rings_its_marked_card():
    doc = study_doc()
    svg = embed.embed_picture(doc, lang="en")["svg"]
    tree = ElementTree.fromstring(svg)
    body = tree.find(f"{NS}g")
    said = " ".join(t.text for t in body.iter(f"{NS}text"))
    assert "A long sentence about the pile" in said and "…" in said   # cut to its lines
    assert max(right for _, right in boxes(svg)) <= picture.WIDTH
    rings = [r for r in body.iter(f"{NS}rect") if r.get("class") == "mark"]
    assert len(rings) == 2           # one card, its two lines
    marked = doc["steps"][0]["highlight"][0]
    use = next(u for u in body.iter(f"{NS}use") if u.get("href") == f"#x-{marked}")
    assert float(rings[0].get("x")) < float(use.get("x")) < float(rings[0].get("x")) + 12
    # the ring clear of its place's name above it, a Greek one's descenders too (author5)
    top = float(rings[0].get("y")) - float(rings[0].get("stroke-width")) / 2
    named = max(float(t.get("y")) for t in body.iter(f"{NS}text") if float(t.get("y")) < top)
    assert top - named >= 14 * 0.3, (top, named)
    assert "Το πάνω φύλλο." in embed.embed_picture(doc, lang="el")["svg"]
    # a position off the steps: no note, no ring
    off = embed.embed_picture(doc, at=doc["steps"][0]["at"] + 1, lang="en")["svg"]
    assert "sentence" not in off and 'class="mark"' not in off


def test_a_pictures_file_is_named_after_its_lesson_and_step():
    doc = study_doc()
    first, end = doc["steps"][0]["at"], doc["steps"][1]["at"]

    def named(scenario=doc, **kw) -> str:
        return embed.embed_picture(scenario, **kw)["name"]

    assert named(lang="en") == "A capture - step 1"
    assert named(lang="el", at=end) == f"{doc['title']['el']} - βήμα 2"
    start = embed._frame_of(embed.load_scenario(doc).record, first + 1)
    assert named(lang="en", at=first + 1) == f"A capture - move {start}"
    assert embed.load_scenario(doc, start=start).at == first + 1     # start= opens on it
    assert named(scenario={**doc, "title": 'a/b:"c"?'}, lang="en") == "abc - step 1"
    assert named(scenario={**doc, "title": ""}, lang="en") == "Xeri - step 1"


def test_the_picture_leaves_out_empty_places_and_keeps_labels_by_their_cards():
    """Author2's try (10): an empty place got its label over nothing ("Open hand", "Trick"),
    and a seat's score shared a row with the stakes, its hands on the next. An empty place is
    left out; two places of words alone (the stakes, a seat's score) never share a row: the
    second begins one, leading the places that follow it."""
    doc = json.loads((Path(__file__).resolve().parents[1] / "web" / "scenarios"
                      / "xix-raise-abandon.json").read_text())
    svg = embed.embed_picture(doc, seat=0, lang="en")["svg"]
    body = ElementTree.fromstring(svg).find(f"{NS}g")
    texts = [(t.text, float(t.get("x")), float(t.get("y"))) for t in body.iter(f"{NS}text")][
        2:]
    said = [text for text, _, _ in texts]
    assert "Open hand" not in said and "Trick" not in said
    assert "Closed hand" in said and "Strike row" in said
    at = {text: (x, y) for text, x, y in texts}
    assert at["Stakes: 1 point"][1] != at["Player\u00a01: 0 points, 1 strike"][1], texts
    assert at["Player\u00a01: 0 points, 1 strike"][0] == picture.PAD


def test_a_seats_word_goes_with_its_cards_not_over_nothing():
    """Author6's try (6): the feed picture had "Player 2 · dealer" as a heading with nothing
    under it, then "Player 2: 6 cards". A named place with words of its own but no card,
    framing places that have cards, gives its words to the first of them."""
    doc = json.loads((Path(__file__).resolve().parents[1] / "web" / "scenarios"
                      / "xeri-capture.json").read_text())
    shown = picture.places(embed.still(embed.load_scenario(doc), 0, "en")["board"])
    assert ("Player\u00a02: 6 cards · dealer", 6) in [(label, len(cards))
                                                      for label, cards in shown]
    assert not any(label.startswith("Player\u00a02 ·") for label, _ in shown), shown
