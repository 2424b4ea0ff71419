"""The Greek words read whole as a native speaker would (issue 35, docs/words-el.md):
one word for one thing across every table, verbs that say what they act on, the same
sentence for the same moment whoever it is said to. One test per kind of
fix, each over every word table a player reads (test_words._tables)."""

from __future__ import annotations

import re

import pytest
from test_words import _tables, _texts

from pygame_core import games, words
from pygame_core.seats import voice


def _greek():
    for name, table in _tables():
        for key, text in _texts(table["el"]):
            yield name, key, text


def test_the_cards_on_the_table_are_the_table_never_a_stack():
    """«ξεκινά καινούργια στοίβα» in the lesson and the rules, where every other line says
    «ανοίγει το τραπέζι»: at a Greek table the cards in the middle are «το τραπέζι»
    (docs/words-el.md, "the game"), a «στοίβα» is no word of the game."""
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


# The feminine article and pronoun keep their ν before a vowel and before κ π τ ξ ψ γκ μπ
# ντ τσ τζ («την ντάμα», «να την πάρει», «παίξ' την και…»), and drop it elsewhere
# («τη λεβέ», «τη μαζεύεις»): docs/words-el.md, and the rule every Greek schoolbook gives.
KEEP_N = re.compile(r"(?<!\w)(?:σ?τη|μη) (?=[αεηιουωάέήίόύώκπτξψ]|γκ|μπ|ντ|τσ|τζ)", re.I)
DROP_N = re.compile(r"(?<!\w)(?:σ?την|μην) (?=[σλρφχθβδζ]|μ(?!π)|ν(?!τ)|γ(?!κ))", re.I)


def _wrong_n(text: str) -> bool:
    return bool(KEEP_N.search(text) or DROP_N.search(text))


def test_the_feminine_article_keeps_its_n_where_greek_does():
    """«παίξ' τη και το μαζεύεις», «κανείς δεν μπορεί να τη πάρει» for a queen (the
    pronoun's ν dropped before κ and π), as «τη ντάμα» was for the article: every Greek
    table, and every Xeri note and choice composed with every card, keep the rule."""
    wrong = [(name, key, text) for name, key, text in _greek() if _wrong_n(text)]
    spec = games.get("xeri")
    said = spec.words
    v = voice(spec, [{"kind": "human"}, {"kind": "ai"}], 0, "el")
    cards = [r + s for r in ("A", "2", "5", "7", "10", "J", "Q", "K") for s in "CDHS"]
    notes = [k[4:] for k in said.WORDS["el"] if k.startswith("tut.")]
    for card in cards:
        other = ("Q" if card[:-1] != "Q" else "K") + card[-1]
        for key in notes:
            try:
                text = said.note(key, {"card": card, "top": card, "lone": other, "n": 3,
                                       "points": 10, "rank": card[:-1]}, v)
            except (KeyError, IndexError):
                continue        # a note that needs facts of another kind
            if _wrong_n(text):
                wrong.append(("note", key, text))
        for form in ("do", "did", "better", "same", "hint"):
            for outcome in ("lay", "new_pile", "capture", "xeri", "jack_xeri"):
                text = said.choice({"kind": "play", "player": 0, "card": card, "taken": 3,
                                    "outcome": outcome, "points": 10}, v, form)
                if _wrong_n(text):
                    wrong.append((form, outcome, text))
    assert not wrong, wrong[:6]


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_computers_level_reads_the_same_on_the_form_and_in_the_statistics(level):
    """«Υπολογιστής, μέτριος» on the new-game form (a middling computer, to a Greek ear)
    where the statistics say «μέτριο επίπεδο» (issue 35 flagged «Ξερή, 2 παίκτες,
    μέτριος»): the form names the level as the statistics do, in both languages."""
    for lang, computer in (("en", "Computer"), ("el", "Υπολογιστής")):
        said = words.SHARED[lang]
        assert said[f"setup.ai.{level}"] == f"{computer}, {said[f'stats.level.{level}']}"
