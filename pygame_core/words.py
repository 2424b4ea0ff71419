"""Words, in English and Greek as equals: one source for the engine and the page.

Each game's package has a `words` module with its own table (`WORDS[lang][key]`);
this module holds the grammar every game shares: the voice (who is "you", how
the others are named in each case), plurals and numbers. The shared tables are
written per language in words_en.py and words_el.py, and gathered here by
language: `SHARED` (what every game's table falls back on), `CHROME` (the words
the page's JavaScript writes itself: menus, the loading panel, storage notices;
build.py writes them into the site's app/catalog.js), `KIT` (the embed kit) and
the names' forms.

A template is a string with `{name}` slots, or a dict that picks one:
`{"you": ..., "they": ...}` by the subject (the seat on screen, or someone
else), `{"one": ..., "other": ...}` by the count `n` (CLDR plural categories;
English and Greek both have one and other). Greek sentences are written per
subject so that articles, cases and verbs agree: `{who}` is a name in the
nominative ("ο υπολογιστής"), `{whom}` the accusative, `{whose}` the genitive,
`{to}` the name after "to" ("στον υπολογιστή": Greek fuses σε with the article),
and `{Who}` the nominative with a capital, to open a sentence.
"""

from __future__ import annotations

from . import words_el, words_en
from .errors import ConfigError, shown

LANGS = ("en", "el")
_TABLES = {"en": words_en, "el": words_el}
NAMES = {lang: t.NAMES for lang, t in _TABLES.items()}
SHARED = {lang: t.SHARED for lang, t in _TABLES.items()}
CHROME = {lang: t.CHROME for lang, t in _TABLES.items()}
KIT = {lang: t.KIT for lang, t in _TABLES.items()}
STORED = {lang: t.STORED for lang, t in _TABLES.items()}
# `{own}`, the subject's possessive after a noun, by the article of its name (Greek: «το
# χέρι του», «το χέρι της»)
OWN = {"en": {"": "their"}, "el": {"η": "της", "": "του"}}


def check_lang(lang) -> str:
    if lang not in LANGS:
        raise ConfigError(f"unknown language {shown(lang)} (en or el)")
    return lang


def plural(n, lang: str, digits: int = 0) -> str:
    """The CLDR plural category of a count shown with `digits` decimals: "one" or "other".
    Whole counts: the same rule in en and el; a decimal is "other" in English ("1.0
    points") and "one" at 1 in Greek ("1,0 πόντος")."""
    if digits and lang == "en":
        return "other"
    return "one" if n == 1 else "other"


def number(x, lang: str, digits: int = 1) -> str:
    """A number as people write it: "3.5" in English, "3,5" in Greek."""
    text = f"{x:.{digits}f}"
    return text.replace(".", ",") if lang == "el" else text


def sentences(parts) -> str:
    """`parts` (the empty left out) as sentences: each ends with a full stop unless it ends
    with its own (. ! ? … or the Greek question mark ;), so what the live region hears ends
    as a sentence does."""
    return " ".join(p if p[-1] in ".!?…;" else f"{p}." for p in parts if p)


# --- names: how a seat or a side is called, from the seat on screen ----------------
NAME_LENGTH = 20     # the most characters of a person's name at a hot-seat table
NAME_MARKS = " '.-"  # what a name may hold besides letters and digits (any script)


def check_name(name, seat: int) -> str:
    """A person's name as typed for `seat` (counted from 0), trimmed; ConfigError if it is
    not 1 to NAME_LENGTH letters, digits, spaces or ' . -"""
    text = name.strip() if isinstance(name, str) else ""
    if not 0 < len(text) <= NAME_LENGTH or not all(c.isalnum() or c in NAME_MARKS
                                                   for c in text):
        raise ConfigError(f"seat {seat + 1}: a name is 1 to {NAME_LENGTH} letters, digits,"
                          f" spaces or {' '.join(NAME_MARKS.strip())}, not {shown(name)}")
    return text


class Name:
    """One seat or side as the seat on screen calls it."""

    __slots__ = ("you", "forms")

    def __init__(self, lang: str, kind: str, n: int | None = None, name: str | None = None):
        self.you = kind == "you"
        # a name and its number never part at the end of a line: "Player\u00a02"
        self.forms = {k: v.replace(" {n}", "\u00a0{n}").replace(" ({name})", "\u00a0({name})")
                      .format(n=n, name=name) for k, v in NAMES[lang][kind].items()}
        if kind == "named" and lang == "el":    # «Σειρά της Μαρίας», when Greek declines it
            self.forms = words_el.declined(name) or self.forms

    @property
    def label(self) -> str:
        return self.forms["label"]


def seat_names(lang: str, humans: list[bool], viewer: int | None, side_of,
               given: list[str | None] | None = None) -> list[Name]:
    """The name of every seat: "you" for the viewer, "your partner" when one person plays
    with the computer, "the computer" (or "Computer N" when there are several) for a
    computer's seat (in the room's words too, `viewer` None, at a table with people), "Player
    N" for the people of a hot-seat game and for everyone in replays, or the name `given`
    for that seat (a person's at a hot-seat table)."""
    players = len(humans)
    alone = viewer is not None and sum(humans) == 1 and humans[viewer]
    computers = players - sum(humans)
    out = []
    for p in range(players):
        if p == viewer and humans[p] and not alone:
            # a table people share: "you" in sentences, shown by name (it said "You: 0")
            you = Name(lang, "you")
            you.forms["label"] = seat_names(lang, humans, None, side_of, given)[p].label
            out.append(you)
        elif p == viewer and humans[p]:
            out.append(Name(lang, "you"))
        elif alone and side_of(p) == side_of(viewer):
            out.append(Name(lang, "partner"))
        elif alone and players == 4:
            # by where they sit on the screen, the next seat on the left (xeri/scene.py):
            # "Computer 2" and "Computer 4" left a newcomer asking for 1 and 3 (review 7)
            out.append(Name(lang, "left" if (p - viewer) % 4 == 1 else "right"))
        elif not humans[p] and any(humans):
            out.append(Name(lang, "computer") if computers == 1 else
                       Name(lang, "computer_n", p + 1))
        elif given and given[p]:
            out.append(Name(lang, "named", p + 1, given[p]))
        else:
            out.append(Name(lang, "player", p + 1))
    return out


def side_names(lang: str, names: list[Name], viewer: int | None, sides: list[list[int]],
               hot_seat: bool) -> list[Name]:
    """A side is its player when it has one; a team is "your team" / "the other team"
    from a player's seat, else "Team N"."""
    out = []
    for i, members in enumerate(sides):
        if len(members) == 1:
            out.append(names[members[0]])
        elif viewer is not None and not hot_seat:
            out.append(Name(lang, "your_team" if viewer in members else "other_team"))
        else:   # shown with its players: "Team 1 (Anna and Bo)"
            team = Name(lang, "team", i + 1)
            if viewer is not None or hot_seat:
                pair = SHARED[lang]["pair"].format(*(names[m].label for m in members))
                team.forms["label"] = SHARED[lang]["team.of"].format(n=i + 1, names=pair)
            out.append(team)
    return out


class Voice:
    """Sentences for one seat in one language: a game's word table, and the names."""

    def __init__(self, lang: str, table: dict, names: list[Name], side_names: list[Name],
                 spoken: bool = False, seat_order: bool = False):
        self.lang = check_lang(lang)
        self.words = table
        self.table = table[lang]
        self.shared = SHARED[lang]
        self.names = names
        self.sides = side_names
        self.spoken = spoken    # for a screen reader: cards named in full words
        self.seat_order = seat_order    # hot-seat: scores in seat order (`order`)

    def aloud(self) -> Voice:
        """The same voice for a screen reader."""
        return Voice(self.lang, self.words, self.names, self.sides, True, self.seat_order)

    def order(self, mine: int) -> list[int]:
        """The two sides (or players) in the order the score lines give them: the seat on
        screen's first; at a table several people share (hot-seat), seat order, so that the
        status line, the cover between turns and the end panel never swap them."""
        return [0, 1] if self.seat_order else [mine, 1 - mine]

    def name(self, p: int) -> str:
        return self.names[p].label

    def side(self, s: int) -> str:
        return self.sides[s].label

    def t(self, key: str, who: Name | None = None, **params) -> str:
        """The sentence `key`, for the subject `who` (a Name) and the count `n`."""
        text = self.table.get(key)
        if text is None:
            text = self.shared[key]
        if isinstance(text, dict) and "you" in text:
            text = text["you" if who is not None and who.you else "they"]
        if isinstance(text, dict):
            text = text[plural(params.get("n"), self.lang, params.get("digits", 0))]
        if who is not None:
            nom, gen = who.forms["nom"], who.forms["gen"]
            params.update(who=nom, Who=nom[:1].upper() + nom[1:], whom=who.forms["acc"],
                          whose=gen, Whose=gen[:1].upper() + gen[1:], to=who.forms["to"],
                          own=OWN[self.lang].get(nom.split(" ")[0], OWN[self.lang][""]))
        said = text.format(**params)
        # a name ending a sentence with its own full stop ("Jr.") keeps just that one
        for value in params.values():
            if isinstance(value, str) and value.endswith(".") and f"{value}." in said:
                said = said.replace(f"{value}.", value)
        return said

    def of(self, key: str, p: int, **params) -> str:
        """`t` with seat `p` as the subject."""
        return self.t(key, self.names[p], **params)

    def of_side(self, key: str, s: int, **params) -> str:
        return self.t(key, self.sides[s], **params)

    def number(self, x, digits: int = 1) -> str:
        return number(x, self.lang, digits)
