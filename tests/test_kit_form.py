"""The embed kit's form (pygame_core/kit.py): every field an embed parameter the embed
knows, every value one it takes, both languages the same form in their own words."""

import json
import re
from pathlib import Path

from pygame_core import embed, games, kit, words

ROOT = Path(__file__).resolve().parent.parent
GREEK = re.compile("[α-ωά-ώΑ-Ω]")
SCENARIOS = {f"scenarios/{p.name}": json.loads(p.read_text())
             for p in sorted((ROOT / "web" / "scenarios").glob("*.json"))}


def nodes(node):
    if isinstance(node, list):
        yield node
        for kid in node[2:]:
            yield from nodes(kid)


def fields(form):
    return [n[1] for n in nodes(form) if n[0] in ("input", "select")]


def test_every_field_is_a_parameter_the_embed_knows():
    known = set(embed.catalog()["known"]) | {"height"}   # height: the element's
    names = {f["name"] for f in fields(kit.form(SCENARIOS, "en"))
             if "name" in f and f.get("form") != "author-form"}   # the studio's: not parameters
    assert names <= known, names - known
    assert {"game", "scenario", "mode", "lang", "theme", "seed", "players", "variants"} <= names


def test_the_values_offered_are_the_games_and_the_scenarios():
    form = kit.form(SCENARIOS, "en")
    options = [n[1] for n in nodes(form) if n[0] == "option"]
    scenarios = {o["value"]: o for o in options if o["value"].startswith("scenarios/")}
    assert scenarios.keys() == SCENARIOS.keys()
    for path, o in scenarios.items():
        doc = SCENARIOS[path]
        assert o["data-when"] == f"game={doc['record']['game']}"
        assert o["data-title-el"] == doc["title"]["el"]
    catalog = embed.catalog()
    values = {(f["name"], f["value"]) for f in fields(form)
              if f.get("type") in ("radio", "checkbox")}
    assert {v for n, v in values if n == "game"} == set(games.NAMES)
    assert {v for n, v in values if n == "variants"} == {
        rule for g in catalog["games"].values() for rule in g["variants"]} - {"V5"}
    assert {v for n, v in values if n == "mode"} == set(kit.MODES)
    levels = [o["value"] for n in nodes(form) if n[0] == "select" and n[1]["name"] == "ai"
              for o in (k[1] for k in n[2:])]
    assert levels == catalog["levels"]


def test_both_languages_draw_the_same_form_in_their_own_words():
    en, el = kit.form(SCENARIOS, "en"), kit.form(SCENARIOS, "el")
    assert fields(en) == fields(el)
    assert words.KIT["en"].keys() == words.KIT["el"].keys()
    for key, text in words.KIT["el"].items():
        assert GREEK.search(text), key
    texts = [kid for n in nodes(el) for kid in n[2:] if isinstance(kid, str)]
    assert sum(bool(GREEK.search(t)) for t in texts) > len(texts) / 2


def test_the_reader_seat_and_the_iframe_height_are_offered():
    """The author picks the reader's seat (a scenario's own by default; up to Player 4 with
    four at Xeri), and the iframe code's height comes from the chosen game."""
    for lang in words.LANGS:
        form = kit.form(SCENARIOS, lang)
        seats = [n for n in nodes(form) if n[0] == "select" and n[1]["name"] == "seat"]
        assert [s[1]["data-when"] for s in nodes(form) if s[0] == "label"
                and any(k in seats for k in s[2:])] == ["scenario!=", "scenario="]
        own, fresh = ([o[1]["value"] for o in s[2:]] for s in seats)
        assert own == ["", "0", "1"] and fresh == ["0", "1", "2", "3"]
        assert [o[1].get("data-when") for o in seats[1][2:]][2:] == ["game=xeri players=4"] * 2
        heights = {n[1]["value"]: n[1]["data-height"] for n in nodes(form)
                   if n[1].get("data-height")}
        for g in games.NAMES:
            assert heights[g] == games.get(g).embed_height > 0
        for path, doc in SCENARIOS.items():
            assert heights[path] == games.get(doc["record"]["game"]).embed_height


def test_the_seed_note_says_what_an_empty_seed_deals():
    # A fresh game without a seed, variations or rounds is dealt embed.FRESH_DEAL, the deal
    # the preview shows, for every reader: the note must not promise each reader a new deal.
    for lang, preview, variations in (("en", "the preview shows", "with variations"),
                                      ("el", "δείχνει η προεπισκόπηση", "με παραλλαγές")):
        note = words.KIT[lang]["seed.note"]
        assert preview in note and variations in note, (lang, note)
    assert embed.fresh("el")["xeri"]["2"]["0"]["deal"] == embed.FRESH_DEAL


def test_the_review_is_offered_in_the_reviews_own_words():
    # The review says a decision «κόστισε» (cost); «ακριβές αποφάσεις» read as a misspelt
    # «ακριβείς» (exact) beside it.
    assert "κόστισ" in words.SHARED["el"]["review.none"]
    assert "κόστισαν" in words.KIT["el"]["mode.review"]
    assert "ακριβ" not in words.KIT["el"]["mode.review"]


def test_the_catalog_takes_each_games_seats_from_its_descriptor():
    """A parameter `seat` is checked against the game's own seats (XIX's two), before the
    engine starts; without a game, against the most any game seats."""
    catalog = embed.catalog()
    for spec in games.every():
        assert catalog["games"][spec.name]["params"]["seat"] == {
            "range": [0, max(spec.players) - 1]}
    assert catalog["params"]["seat"]["range"] == [
        0, max(n for g in games.every() for n in g.players) - 1]


def test_the_studios_fields_sit_beside_their_buttons():
    """Issue 36's try-out: the studio's fields were at the top of the page and their buttons
    1,000 px below. Each button now shares its fieldset with the fields it sends (a step's
    fields its row), and no studio field is in the embed's form."""
    def under(node, test):
        return [n for n in nodes(node) if test(n)]

    for lang in words.LANGS:
        form = kit.form(SCENARIOS, lang)
        options = next(n for n in nodes(form) if n[1].get("id") == "kit-form")
        assert not under(options, lambda n: n[1].get("form") == "author-form")
        studio = next(n for n in nodes(form) if n[1].get("id") == "author")
        for action, names in (("deal", {"place-hand1", "first"}), ("open", {"lesson"}),
                              ("step", {"step-en", "step-el", "highlight", "ask"})):
            holder = next(n for n in nodes(studio) if n[0] == "fieldset" and under(
                n, lambda k, a=action: k[1].get("data-author") == a))
            if action == "step":                # the step's own row
                holder = next(n for n in nodes(holder) if n[0] == "div" and any(
                    k[1].get("data-author") == action for k in n[2:] if isinstance(k, list)))
            got = {n[1]["name"] for n in under(
                holder, lambda n: n[0] in ("input", "select", "textarea")) if n[1].get("name")}
            assert names <= got, (action, got)


def test_plays_first_offers_only_the_seats_of_the_players_chosen():
    """Author2's try (5): "Plays first" offered Player 3 and 4 in a 2-player game."""
    for lang in words.LANGS:
        first = next(n for n in nodes(kit.form(SCENARIOS, lang)) if n[0] == "select"
                     and n[1]["name"] == "first")
        options = [o[1] for o in first[2:]]
        assert [o["value"] for o in options if "data-when" not in o] == ["0", "1"]
        assert {o["value"]: o["data-when"] for o in options if "data-when" in o} == {
            "2": "game=xeri players=4", "3": "game=xeri players=4"}
