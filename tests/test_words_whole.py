"""Verdicts and advice said whole per case (issue 35): a review's "better" and "about as
good", and a hint, never glue a button's label into a sentence ("Better: Raise: now 1
point…", "About as good: Play J♠…", "Hint: Play 7♦…"). Every kind of decision of a
random game and of a scenario with a jack xeri is walked in both languages, as the
review says it (costly, close call, best) and as a hint says it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from playouts import random_record

from pygame_core import games, words
from pygame_core.records import from_json
from pygame_core.review import Review
from pygame_core.rng import Rng
from pygame_core.table import Table

SCENARIOS = Path(__file__).parent.parent / "web" / "scenarios"
KINDS = {"xeri": {"cut", "lay", "new_pile", "capture", "xeri", "jack_xeri"},
         "xix": {"play", "raise", "abandon", "draft", "trade"}}
# a reason that every game can say with no facts of a position
WHY = {"xeri": {"key": "why.cut"}, "xix": {"key": "why.plain", "choices": 2}}
# the verdicts as words8 left them: a fixed head, then the label
GLUED = ("Better: ", "About as good: ", "Hint: Play", "Καλύτερα: ", "Σχεδόν το ίδιο καλό: ",
         "Υπόδειξη: Παίξε")


def _records(game: str):
    spec = games.get(game)
    out = [random_record(spec, spec.config(2, dict(spec.deal_options)), Rng(11))]
    if game == "xeri":
        out.append(from_json(json.loads((SCENARIOS / "xeri-jack-xeri.json").read_text())
                             ["record"]))
    return out


def _whole(text: str, label: str, fact: dict) -> None:
    """A sentence of its own: no label pasted in, no placeholder left, no glued head."""
    assert label not in text, (fact, text, label)
    assert "{" not in text and not text.startswith(GLUED), (fact, text)
    assert text[:1].isupper(), (fact, text)


@pytest.mark.parametrize("game", ["xeri", "xix"])
def test_every_verdict_and_hint_is_a_whole_sentence(game):
    spec = games.get(game)
    said = spec.words
    kinds = set()
    for record in _records(game):
        reviews = {p: Review(record, p, 0) for p in (0, 1)}
        for index, (state, event) in enumerate(zip(record.states(), record.events,
                                                   strict=False)):
            if "chance" in event:
                continue
            review = reviews[event["player"]]
            for other in state.legal_events():
                fact = state.preview(other)
                kinds.add(fact.get("outcome", fact["kind"]))
                base = {"index": index, "played": event, "best": other, "second": other,
                        "why": WHY[game], "cost": 3.0, "digits": 1, "seat": event["player"],
                        "choices": 2, **({"chances": [70.0, 30.0]} if game == "xix" else {})}
                for lang in words.LANGS:
                    v = review.voice(lang)
                    label = said.choice(fact, v)
                    for kind in ("costly", "close"):
                        better = review.said({**base, "kind": kind}, lang)["better"]
                        _whole(better, label, fact)
                    _whole(said.choice(fact, v, "hint"), label, fact)
    assert kinds == KINDS[game], kinds


@pytest.mark.parametrize("lang, head", [("en", "Hint: "), ("el", "Υπόδειξη: ")])
def test_a_hint_at_the_table_is_said_whole(lang, head):
    """The hint a person asks for at the table: advice of its own, then why."""
    table = Table.new("xeri", {"players": 2, "rounds": 1, "variants": {}},
                      [{"kind": "human"}, {"kind": "human"}], 5, lang)
    table.show(table.answer()["turn"])
    hint = table.hint()
    assert hint["text"].startswith(head) and hint["text"].endswith(".")
    assert hint["label"] not in hint["text"], hint
