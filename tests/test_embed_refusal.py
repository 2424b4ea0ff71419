"""An engine refusal inside a Greek frame says its reason in Greek (issue 36): composed whole
from the words tables (the event that breaks a rule, or the kind of fault and the names the
engine quoted), in English the engine's own words."""

from __future__ import annotations

import copy
import json
import re
from pathlib import Path

import pytest

from pygame_core import embed, words
from pygame_core.errors import GameError

DOC = json.loads((Path(__file__).resolve().parents[1] / "web" / "scenarios"
                  / "xix-draft.json").read_text())
EL = words.CHROME["el"]


def broken(part: str) -> dict:
    doc = copy.deepcopy(DOC)
    if part == "config":
        doc["record"]["config"]["players"] = 4
    elif part == "event":
        doc["record"]["events"][5] = doc["record"]["events"][7]
    else:
        doc["steps-typo"] = 1
    return doc


def refused(op, **args) -> str:
    with pytest.raises(GameError) as caught:
        op(**args)
    return str(caught.value)


@pytest.mark.parametrize("op", [embed.embed_still, embed.embed_replay, embed.embed_start])
def test_a_refusal_in_a_greek_frame_says_why_in_greek(op):
    extra = {"seed": 1, "mode": "play", "table": "refused"} if op is embed.embed_start else {}
    said = {part: refused(op, scenario=broken(part), lang="el", **extra)
            for part in ("config", "event", "key")}
    assert said == {"config": EL["embed.why.record"].format(name="players"),
                    "event": EL["embed.why.event"].format(n=5),
                    "key": EL["embed.why.scenario"].format(name="steps-typo")}
    for line in said.values():   # Greek words; Latin letters only in the quoted names
        assert not re.search(r"[A-Za-z]", re.sub(r"«[^»]*»", "", line)), line
    # English keeps the engine's words, which say the most
    assert '"players"' in refused(op, scenario=broken("config"), lang="en", **extra)
    # a config key the engine names unquoted (a Xeri record without "rounds": author5's try)
    bare = {"record": {"format": 1, "game": "xeri", "config": {"players": 2}, "events": []}}
    assert refused(op, scenario=bare, lang="el", **extra) == EL["embed.why.record"].format(
        name="rounds")
    assert "rounds must be" in refused(op, scenario=bare, lang="en", **extra)


@pytest.mark.parametrize("lang, says", [
    ("en", "Player\xa01 plays 17 as move 5 of its record, which the rules do not allow there"),
    ("el", "ο Παίκτης\xa01 παίζει το 17 ως κίνηση 5 της καταγραφής του, κάτι που δεν το"
           " επιτρέπουν εκεί οι κανόνες"),
])
def test_a_refused_play_is_named_in_words(lang, says):
    """Author3's try (9): a record's play the rules refuse is named as the kit and the replay
    count it (who plays which card, as which move), not as the record's event index."""
    doc = copy.deepcopy(DOC)
    doc["record"]["events"][6] = {"player": 0, "play": 17}     # a card not in that hand
    for op in (embed.embed_still, embed.embed_replay):
        assert refused(op, scenario=doc, lang=lang) == says
