"""The Greek words read whole as a native speaker would (issue 35, /work/shared/spec/
words-el.md): one word for one thing across every table, verbs that say what they act
on, the same sentence for the same moment whoever it is said to. One test per kind of
fix, each over every word table a player reads (test_words._tables)."""

from __future__ import annotations

import re

import pytest
from test_words import _tables, _texts

from pygame_core import words


def _greek():
    for name, table in _tables():
        for key, text in _texts(table["el"]):
            yield name, key, text


def test_the_cards_on_the_table_are_the_table_never_a_stack():
    """«ξεκινά καινούργια στοίβα» in the lesson and the rules, where every other line says
    «ανοίγει το τραπέζι»: at a Greek table the cards in the middle are «το τραπέζι»
    (words-el.md, "the pile"), a «στοίβα» is no word of the game."""
    found = [(name, key, text) for name, key, text in _greek() if "στοίβ" in text]
    assert not found, found


# «συνεχίζω» wants an object («συνεχίζεις το παιχνίδι»); for a thing that goes on, it is
# «συνεχίζεται»: «η παρτίδα συνεχίζει», «αν συνεχίσει» end the clause with nothing going on
CONTINUES = re.compile(r"\bσυνεχί(ζει|σει|ζουν|σουν)(?=[,.;·:)!]|$)")


def test_what_goes_on_is_said_with_the_passive():
    found = [(name, key, text) for name, key, text in _greek() if CONTINUES.search(text)]
    assert not found, found


@pytest.mark.parametrize("key", ["review.step", "review.step.best", "review.step.close",
                                 "review.found"])
def test_a_persons_review_at_a_shared_device_reads_as_the_lone_players(key):
    """«Απόφαση 2 από 5 που αξίζει να ξαναδείς» for one player, «Άννα: απόφαση 2 από 5 που
    αξίζει δεύτερη ματιά» for a person at a hot-seat table: one moment, two sentences. The
    named line is the lone player's, after the name."""
    for lang in words.LANGS:
        alone, named = words.SHARED[lang][key], words.SHARED[lang][f"{key}.named"]
        pairs = alone.items() if isinstance(alone, dict) else [("", alone)]
        for form, text in pairs:
            by_name = named[form] if form else named
            assert by_name == "{name}: " + text[:1].lower() + text[1:], (lang, by_name, text)
