"""What teaches the games on the page: the rules for players, the About panel and the
guided first game.

- `rules_node`: a game's rulebook (each game's `rulebook` module) as nodes, with
  small card pictures drawn by the table's card art. A topic is a section's id
  ("xix-raise"); the "?" buttons beside decisions open the panel there.
- The guided game: a fixed deal against the computer (each game's `tutorial`
  module: its config, seed and the moments it explains), played through the same
  table as any game. A `Tutor` rides on the Table: at each of the person's
  decisions it adds the note due there, built from what that seat sees and what
  just happened; a lesson is not saved and does not count in the statistics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import __version__, games, table_ops, words
from .bridge import op
from .chrome import menu, panel_actions
from .scene import card, el, help
from .table import Table

if TYPE_CHECKING:
    from .contract import Lesson

SEPARATORS = ("→", "+")     # between the cards of a picture
EXPLAINER = {"en": "explain.html", "el": "explain-el.html"}   # written in each language


# --- the rules for players ---------------------------------------------------------
def _block(block, spec, lang: str) -> list:
    if isinstance(block, str):
        return el("p", {}, block)
    kind = block[0]
    if kind == "cards":
        name = spec.words.card_name
        pics = [el("span", {"class": "sep", "aria-hidden": "true"}, c) if c in SEPARATORS else
                card(c, label=words.SHARED[lang]["card.back"] if c is None else name(c, lang),
                     **{"class": "small" if c is not None else "small back"})
                for c in block[1]]
        return el("figure", {"class": "rule-cards"}, el("div", {"class": "rule-row"}, *pics),
                  el("figcaption", {}, block[2]))
    if kind == "table":
        head, rows = block[1], block[2]
        return el("table", {"class": "rule-table"},
                  el("tr", {}, *(el("th", {"scope": "col"}, h) if h else el("td") for h in head)),
                  *(el("tr", {}, el("th", {"scope": "row"}, r[0]),
                       *(el("td", {}, c) for c in r[1:])) for r in rows))
    return el("ul", {}, *(el("li", {}, item) for item in block[1]))


def rulebook(game: str, lang: str) -> list[dict]:
    return games.get(game).rulebook.RULES[words.check_lang(lang)]


def rules_node(game: str, lang: str, topic: str | None = None) -> list:
    """The rules of `game` for players, the section `topic` marked as the one asked for."""
    spec = games.get(game)
    s = words.SHARED[lang]
    sections = rulebook(game, lang)
    switch = el("nav", {"class": "rules-games", "aria-label": s["rules.games"]}, *(
        el("button", {"type": "button", "class": "tool", "data-do": "rules", "data-topic": g.name,
                      "data-any": True, "aria-pressed": "true" if g is spec else "false"},
           g.words.WORDS[lang]["title"]) for g in games.every()))
    contents = el("nav", {"class": "rules-toc", "aria-label": s["rules.contents"]}, el("ul", {}, *(
        el("li", {}, el("a", {"href": f"#rules-{x['id']}"}, x["title"])) for x in sections)))
    out = el("article", {"class": "rules", "id": "rules", "data-game": game}, switch, contents)
    for x in sections:
        asked = x["id"] == topic    # in view when the panel opens
        out.append(el("section", {"id": f"rules-{x['id']}", "class": "asked" if asked else None,
                                  "data-show": "start" if asked else None,
                                  "aria-labelledby": f"rules-{x['id']}-title"},
                      el("h3", {"id": f"rules-{x['id']}-title"}, x["title"]),
                      *(_block(b, spec, lang) for b in x["body"])))
    out.append(el("p", {"class": "rules-more"}, el(
        "a", {"href": f"{EXPLAINER[lang]}#{game}", "id": "explainer-link"},
        s["rules.explainer"])))
    return out


def topic_game(topic) -> str:
    """The game a topic belongs to: "xix-raise" -> "xix"; a game's name is its own."""
    name = topic.split("-")[0] if isinstance(topic, str) else None
    return name if name in games.NAMES else games.NAMES[0]


@op("guide_rules")
def guide_rules(topic=None, lang="en") -> dict:
    """The Rules panel: `topic` is a game's name or a section of its rules."""
    lang = words.check_lang(lang)
    game = topic_game(topic)
    known = {x["id"] for x in rulebook(game, lang)}
    topic = topic if topic in known else None
    return {"title": words.SHARED[lang]["rules.title"].format(
        game=games.get(game).words.WORDS[lang]["title"]), "game": game,
        "topic": topic, "body": rules_node(game, lang, topic)}


# --- About -------------------------------------------------------------------------
@op("guide_about")
def guide_about(lang="en") -> dict:
    """What the app is, where to learn, and its version (only here)."""
    s = words.SHARED[words.check_lang(lang)]
    learn = el("p", {"class": "actions"}, *(
        el("button", {"type": "button", "data-do": "tutorial", "data-topic": g.name},
           g.words.WORDS[lang]["learn"])
        for g in games.every()))
    return {"title": s["about.title"], "body": el(
        "div", {"class": "about", "id": "about"},
        el("p", {}, s["about.text"]), learn,
        el("p", {}, el("a", {"href": EXPLAINER[words.check_lang(lang)], "id": "about-explainer"},
                       s["rules.explainer"])),
        el("p", {"class": "versions", "id": "versions"},
           s["about.versions"].format(version=__version__)))}



# --- the guided first game ----------------------------------------------------------
def _find(node, value: str, attr: str = "id"):
    """The node whose `attr` is `value` in a tree of nodes, or None."""
    if not isinstance(node, list):
        return None
    if node[1].get(attr) == value:
        return node
    return next((found for kid in node[2:] if (found := _find(kid, value, attr)) is not None),
                None)


def _drop(node, ident: str, attr: str = "id") -> None:
    """The nodes whose `attr` is `ident` taken out of a tree of nodes, if there are any."""
    if not isinstance(node, list):
        return
    node[2:] = [kid for kid in node[2:] if not (isinstance(kid, list) and kid[1].get(attr) ==
                                                 ident)]
    for kid in node[2:]:
        _drop(kid, ident, attr)


class Tutor:
    """The notes of a guided game. At each of the person's decisions the lesson (the
    game's `tutorial` module) picks the moment to explain, once each, from the seat's
    observation, its choices and what happened since its last decision; the note is
    put in the person's place on the board, and what it talks about is highlighted."""

    def __init__(self, lesson: Lesson):
        self.lesson = lesson
        self.taught: set[str] = set()
        self.recent: list[dict] = []     # facts since the person's last decision
        self.note = None                 # (key, params, at, topic) of this position
        self.at = None                   # the position (events so far) of that note

    def reply(self, t: Table, answer: dict) -> dict:
        answer.update(outcome=None, tutorial=True)
        self.recent += [item["fact"] for item in answer["news"]]
        view = t.state.observation(t.seat)
        position = len(t.session.record.events)
        if answer["waiting"] == "you" and position != self.at:
            self.at = position
            options = [(c["event"], t.state.preview(c["event"])) for c in answer["choices"]]
            self.note = self.lesson.moment(view, options, self.recent, self.taught)
            # a card the note suggests is a fact of the lesson's own for the next decision
            # (was it played? the lesson says what it would have done: `tut.missed_<key>`)
            self.recent = [{"kind": "suggested", "key": self.note[0], **self.note[1]}] \
                if self.note and "play" in self.note[1] else []
            if self.note:
                self.taught.add(self.note[0])
        v = t.voice()
        for taught in self.taught:      # the board's own words on what a note taught, once
            _drop(answer["board"], f"{taught}-note")
        if answer["waiting"] == "you" and self.note:
            key, params, at, topic = self.note
            text = t.spec.words.note(key, params, v)
            if topic:   # the note's "?" stands for the board's on the same topic (review 7)
                _drop(answer["board"], topic, "data-topic")
            _find(answer["board"], f"seat-{t.seat}").insert(3, self._box(text, topic, v))
            for node, mark in ((_find(answer["board"], at), "tutor-target"),
                               (_find(answer["board"], f"c-{params.get('play')}", "key"),
                                "hinted")):
                if node is not None:
                    node[1]["class"] = f"{node[1].get('class', '')} {mark}".strip()
                    if mark == "hinted" and node[1].get("label"):   # heard, not only seen
                        node[1]["label"] = v.t("tut.suggested", label=node[1]["label"])
                    if mark == "hinted":    # the keyboard's focus starts there (review 8)
                        node[1]["data-focus"] = True
            said = "later" if answer["later"] else "say"    # after a round's end sheet
            answer[said] = words.sentences([answer[said], text])
        if answer["panel"] is not None:
            key = self.lesson.end(view, answer["panel"]["over"])
            answer["panel"]["body"].append(self._box(v.t(f"tut.{key}"), None, v, "tutor-end",
                                                     stop=not answer["panel"]["over"]))
            answer["panel"]["actions"] = panel_actions(t.lang, answer["panel"]["over"],
                                                       lesson=t.spec.name)
        answer["menu"] = menu(t.lang, answer)
        return {"answer": answer, "save": None}

    @staticmethod
    def _box(text: str, topic: str | None, v, name: str = "tutor-note", stop: bool = True
             ) -> list:
        # the buttons first: they float at the top right, the words flowing beside and
        # under them (under the words, they took a line of a phone's height of their own);
        # ending the lesson asks first (its game is not kept), and a finished one's end
        # has none: its panel's buttons go on, and closed, it leaves the game on the table
        return el("aside", {"class": "tutor", "id": name, "role": "note"},
                  el("div", {"class": "tutor-actions"}, help(topic, v) if topic else None,
                     el("button", {"type": "button", "class": "tool", "id": "tutor-stop",
                                   "data-do": "new", "data-ask": "ask.lesson"},
                        v.t("tut.stop")) if stop else None),
                  el("p", {"tabindex": 0}, text))    # it may scroll (a phone): by keyboard too


@op("guide_tutorial")
def guide_tutorial(form=None, seed=None, lang="en") -> dict:
    """A guided game of the game named in `form` ({"game": ...}; Xeri when none): the
    lesson's own deal and seats, whatever the seed the page sends."""
    game = form.get("game") if isinstance(form, dict) else None
    spec = games.get(game if game in games.NAMES else games.NAMES[0])
    lesson = spec.lesson
    t = Table.new(spec.name, lesson.CONFIG, lesson.SEATS, lesson.SEED, lang)
    t.tutor = Tutor(lesson)
    return table_ops.put(t).reply()
