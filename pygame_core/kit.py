"""The embed kit (kit.html): the form a rules-site author fills in to get a table's code.

build.py writes `kit(scenarios)` into the site as app/kit-form.js; the page draws
the form of its language (web/app/kit.js) and turns its values into the two
codes and the preview. Everything the form offers comes from here: the games,
their player counts and variations (the descriptors), the shipped scenarios and
their titles, the modes, the computer's levels, speeds, languages and themes.

The form's conventions, which kit.js follows without knowing any of them:

- each field's `name` is an embed parameter (docs/embedding.md); a ticked box or
  a chosen radio gives its value, boxes of one name join with commas; a value
  equal to the field's `data-default` (the embed's own default) is left out;
- `data-when="game=xeri scenario="` shows and enables an element only while every
  condition holds (`name=value`, or `name!=value`; an empty value: nothing chosen).

The studio (`author`: a deal of the author's own, or a lesson opened, its table, title and
steps) follows the form; its fields belong to the form `author-form` (HTML's `form`
attribute): they are not parameters, kit.js sends them to the engine's author ops
(author.py) with a button's `data-author` action, and `data-when` holds there too.
"""

from __future__ import annotations

from . import dealer, games, words
from .scene import el as _el
from .seats import LEVELS

MODES = ("play", "replay", "demo", "review")
SPEEDS = ("slow", "normal", "fast", "instant")
THEMES = ("auto", "light", "dark")
LANG_NAMES = {"en": "English", "el": "Ελληνικά"}


def el(tag: str, attrs: dict, *kids) -> list:
    """A node without the attributes that are off (None or False)."""
    return _el(tag, {k: v for k, v in attrs.items() if v is not None and v is not False}, *kids)


def _said(value, lang: str) -> str:
    return value.get(lang, value.get("en", "")) if isinstance(value, dict) else str(value)


def _titles(value) -> dict:
    """`data-title-<lang>`: the title the codes give a table in the table's language."""
    return {f"data-title-{lang}": _said(value, lang) for lang in words.LANGS}


def _choice(kind: str, name: str, value: str, text: str, checked: bool, default: str,
            when: str = "", more: dict | None = None) -> list:
    """A radio button or a check box with its label."""
    return el("label", {"class": "pick", "data-when": when or None},
              el("input", {"type": kind, "name": name, "value": value, "id": f"kit-{name}-{value}",
                           "checked": checked, "data-default": default or None, **(more or {})}),
              el("span", {}, text))


def _select(name: str, label: str, options: list[tuple], default: str, chosen: str = "",
            when: str = "", ident: str = "", form: str | None = None) -> list:
    """A labelled <select> (id kit-`ident`, by default kit-`name`; of the form `form`, by
    default the kit's); `options` are (value, text) or (value, text, when, attributes)."""
    return el("label", {"class": "field", "data-when": when or None}, el("span", {}, label),
              el("select", {"name": name, "id": f"kit-{ident or name}", "data-default": default,
                            "form": form},
                 *(
                  el("option", {"value": o[0], "selected": o[0] == (chosen or default),
                                "data-when": o[2] if len(o) > 2 else None,
                                **(o[3] if len(o) > 3 else {})}, o[1])
                  for o in options)))


def _number(name: str, label: str, low: int, high: int, default: str, note: str = "",
            when: str = "", placeholder=None) -> list:
    return el("label", {"class": "field", "data-when": when or None}, el("span", {}, label),
              el("input", {"type": "number", "name": name, "id": f"kit-{name}", "min": low,
                           "max": high, "value": default, "data-default": default,
                           "placeholder": placeholder}),
              el("small", {}, note) if note else None)


def field_id(name: str, when: str = "") -> str:
    """The id of a studio field shown `when` (a deal's place: one per game and players)."""
    return f"kit-{name}-{when.replace(' ', '-')}" if when else f"kit-{name}"


def deal_when(game, players: int) -> str:
    """The `data-when` of a deal's places for `game` (a descriptor) and its `players`."""
    return f"game={game.name}" + (f" players={players}" if len(game.players) > 1 else "")


def _field(name: str, label: str, when: str = "", kind: str = "text", value: str = "",
           change: str | None = None) -> list:
    """A studio field (form author-form): a text box, a text area or a check box (`kind`);
    `change`: the author action its change sends (data-author), as a button's click does."""
    box = el("textarea" if kind == "textarea" else "input", {
        "type": None if kind == "textarea" else kind, "name": name, "id": field_id(name, when),
        "data-author": change,
        "form": "author-form", "value": value or None, "rows": 3 if kind == "textarea" else None,
        "spellcheck": "false" if name.startswith("place") else None})
    if kind == "checkbox":
        return el("label", {"class": "pick", "data-when": when or None}, box, el("span", {}, label))
    return el("label", {"class": "field", "data-when": when or None}, el("span", {}, label), box)


def author(lang: str) -> list:
    """The studio: deal (its places, who plays first), or open a lesson; then its table, with
    the lesson's words, each button beside the fields it takes, and the lesson's summary."""
    k = words.KIT[lang]

    def button(action: str, key: str) -> list:
        return el("button", {"type": "button", "data-author": action, "id": f"author-{action}",
                             "data-busy": k["author.busy"]}, k[key])

    deal = el("fieldset", {"class": "author-fields"}, el("legend", {}, k["author.deal.legend"]))
    for g in games.every():
        for n in g.players:
            when = deal_when(g, n)
            deal.append(el("div", {"class": "row", "data-when": when}, *(
                _field(f"place-{place}", k["author.hand"].format(
                    name=words.Name(lang, "player", int(place[4:])).label)
                    if place.startswith("hand") else k[f"author.{place}"], when)
                for place in dealer.places(g.name, n, {o.key: o.kind == "flag" for o in g.options
                                                       if o.kind == "flag"}))))
    fewest = min(n for g in games.every() for n in g.players)   # seats every game has
    deal.append(el("div", {"class": "row"},
                   _select("first", k["author.first"], [
                       (str(i), words.Name(lang, "player", i + 1).label) for i in range(fewest)]
                       + [(str(i), words.Name(lang, "player", i + 1).label, deal_when(g, n))
                          for g in games.every() for n in g.players for i in range(fewest, n)],
                       "0", form="author-form"),
                   button("deal", "author.deal")))
    opened = el("fieldset", {"class": "author-fields"}, el("legend", {}, k["author.open"]),
                el("div", {"class": "row"},
                   el("label", {"class": "field"}, el("span", {}, k["author.open.file"]),
                      el("input", {"type": "file", "id": "kit-lesson-file",
                                   "accept": ".json,application/json,text/plain"})),
                   _field("lesson", k["author.open.code"]), button("open", "author.open.button")))
    play = el("fieldset", {"class": "author-fields"}, el("legend", {}, k["author.play.legend"]),
              el("div", {"class": "row"}, *(
                  _field(f"{key}-{code}", f"{k[f'author.{key}']} ({k[f'author.lang.{code}']})",
                         change="words")
                  for key in ("title", "text") for code in words.LANGS)),
              el("div", {"class": "table playing author-table"},   # the page's only table
                 el("div", {"id": "status", "class": "status"}),
                 el("div", {"id": "stage", "class": "stage"}),
                 el("div", {"id": "announce", "class": "sr-only", "aria-live": "polite"})),
              el("div", {"class": "row"}, button("undo", "author.undo"),
                 button("back", "author.back"), button("prev", "author.prev"),
                 button("next", "author.next"), button("start", "author.start")),
              el("p", {"class": "pictures"}, *(    # the move shown here, not the preview's
                  el("button", {"type": "button", "data-picture": kind, "data-of": "author",
                                "id": f"author-picture-{kind}"}, k[f"author.picture.{kind}"])
                  for kind in ("svg", "png"))),
              el("div", {"class": "row"}, *(
                  _field(f"step-{code}", f"{k['author.step']} ({k[f'author.lang.{code}']})",
                         kind="textarea")
                  for code in words.LANGS), _field("highlight", k["author.highlight"]),
                 _field("ask", k["author.ask"], kind="checkbox", value="1"),
                 button("step", "author.add")),
              el("div", {"id": "author-summary"}, el("p", {"id": "author-error", "role": "alert",
                                                           "tabindex": -1,
                                                           "class": "author-error"})))
    return el("section", {"class": "author", "id": "author",   # inert while a lesson comes back
                          "data-restoring": k["author.restoring"]}, el("h2", {}, k["author"]),
              el("p", {}, k["author.intro"]), el("form", {"id": "author-form"}),
              deal, opened, play)


def form(scenarios: dict, lang: str) -> list:
    """The whole kit in `lang`: heading, language switch, form, preview and code boxes.
    `scenarios`: site path -> scenario document (the shipped ones)."""
    k, s = words.KIT[lang], words.SHARED[lang]
    first = games.every()[0].name
    shown = next((path for path, doc in scenarios.items()    # what the form shows first
                  if doc["record"]["game"] == first), "")
    what = el("fieldset", {}, el("legend", {}, k["what"]),
              el("div", {"class": "row"}, el("span", {}, s["setup.game"]), *(
                  _choice("radio", "game", g.name, g.words.WORDS[lang]["title"],
                          g.name == first, "", more={"data-height": g.embed_height,
                                                     **_titles({
                              each: g.words.WORDS[each]["title"] for each in words.LANGS})})
                  for g in games.every())),
              _select("scenario", k["scenario"], [("", k["fresh"])] + [
                  (path, _said(doc.get("title", path), lang), f"game={doc['record']['game']}",
                   {"data-height": games.get(doc["record"]["game"]).embed_height,
                    **_titles(doc.get("title", path))}) for path, doc in scenarios.items()],
                  "", shown))
    for g in games.every():
        fresh = f"game={g.name} scenario="
        said = g.words.WORDS[lang]
        if len(g.players) > 1:
            what.append(el("div", {"class": "row", "data-when": fresh},
                           el("span", {}, s["setup.players"]), *(
                               _choice("radio", "players", str(n),
                                       s["setup.players.teams" if n > 2 else "setup.players.n"]
                                       .format(n=n), n == g.players[0], str(g.players[0]))
                               for n in g.players)))
        flags = [o for o in g.options if o.kind == "flag"]
        if flags:
            what.append(el("div", {"class": "row", "data-when": fresh},
                           el("span", {}, s["setup.options"]), *(
                               _choice("checkbox", "variants", o.rule,
                                       f"{o.rule} · {said[f'option.{o.key}']}", False, "")
                               for o in flags)))
        for o in g.options:
            if o.kind == "number":
                label = said.get(f"option.{o.key}.value", said[f"option.{o.key}"])
                if o.rule:
                    label = f"{o.rule} · {label}"
                what.append(_number(o.key, label, o.low, o.high,
                                    "" if o.optional else str(o.default), when=fresh,
                                    placeholder=o.default if o.optional else None))
    def player(i: int) -> str:
        return words.Name(lang, "player", i + 1).label

    fewest = min(n for g in games.every() for n in g.players)   # seats every game has
    what.append(_select("seat", k["seat"], [("", k["seat.own"])] + [
        (str(i), player(i)) for i in range(fewest)], "", when="scenario!=",
        ident="seat-scenario"))
    # A fresh deal's seats: those of every game always; each further one where a game seats it.
    what.append(_select("seat", k["seat"], [
        (str(i), player(i)) for i in range(fewest)] + [
        (str(i), player(i), f"game={g.name} players={n}")
        for g in games.every() for n in g.players for i in range(fewest, n)], "0",
        when="scenario="))
    what.append(_number("seed", k["seed"], 0, 2**53 - 1, "", k["seed.note"]))
    mode = el("fieldset", {}, el("legend", {}, k["mode"]), *(
        _choice("radio", "mode", m, k[f"mode.{m}"], m == "replay", "",
                "scenario!=" if m in ("replay", "review") else "") for m in MODES),
              _select("ai", k["ai"], [(level, s[f"setup.ai.{level}"]) for level in LEVELS],
                      "medium", when="mode!=replay mode!=review"),
              _select("speed", s["speed.label"], [(v, s[f"speed.{v}"]) for v in SPEEDS],
                      "normal"),
              _choice("checkbox", "autoplay", "1", k["autoplay"], False, "", "mode=replay"),
              _choice("checkbox", "caption", "0", k["caption"], False, "", "scenario!="))
    look = el("fieldset", {}, el("legend", {}, k["look"]),
              _select("lang", k["table_lang"], list(LANG_NAMES.items()), "", lang),
              _select("theme", k["theme"], [(v, k[f"theme.{v}"]) for v in THEMES], "auto"),
              _number("height", k["height"], 120, 4000, "", k["height.note"]))

    def code(kind: str) -> list:
        return el("section", {"class": "code"}, el("h2", {}, k[f"code.{kind}"]),
                  el("p", {}, k[f"code.{kind}.note"]),
                  el("textarea", {"id": f"code-{kind}", "readonly": True, "rows": 4,
                                  "spellcheck": "false", "aria-label": k[f"code.{kind}"]}),
                  el("button", {"type": "button", "class": "copy", "data-copy": f"code-{kind}",
                                "data-done": k["copied"]}, k["copy"]))

    return el("div", {"class": "kit", "lang": lang},
              el("header", {},
                 el("nav", {"class": "langs", "aria-label": k["lang"]}, *(
                     el("button", {"type": "button", "data-lang": code_, "lang": code_,
                                   "aria-pressed": "true" if code_ == lang else "false"}, name)
                     for code_, name in LANG_NAMES.items())),
                 el("h1", {}, k["title"]), el("p", {}, k["intro"]),
                 el("p", {}, k["examples"], " ", el("a", {"href": "explain.html"}, k["explain"]))),
              el("form", {"id": "kit-form", "class": "options"}, what, mode, look),
              author(lang),
              el("section", {"class": "preview"}, el("h2", {}, k["preview"]),
                 el("div", {"id": "preview"}), el("p", {"class": "pictures"}, *(
                     el("button", {"type": "button", "data-picture": kind}, k[f"picture.{kind}"])
                     for kind in ("svg", "png")))),
              code("element"), code("iframe"))


def kit(scenarios: dict) -> dict:
    """The kit in every language: {lang: form}."""
    return {lang: form(scenarios, lang) for lang in words.LANGS}
