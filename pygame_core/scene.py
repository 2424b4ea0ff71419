"""What the page draws, as data: a tree of nodes the JavaScript turns into elements.

A node is `[tag, attrs, *children]`; a child is a node or a string (text). Tags
are HTML tags, plus `card` (a card's picture: a button when it can be chosen,
else a figure). Attributes are HTML attributes, plus:

- `card`: the card's value (a Xeri code, an XIX number), or None for its back;
  `art`: its picture (`art()`), all the page reads of it;
- `data-arrows`: a row of cards the arrow keys move along; `data-focus`: what takes the
  focus when the seat's choice is due (else its first legal card);
- `label`: its accessible name (aria-label), for what has no visible text;
- `key`: a stable name, so that a card glides from its old place to its new one;
- `act`: the index of the answer's choice that a click on it takes;
- `pick` / `acts`: a choice in two clicks (XIX's trade): a click on a node with
  `pick` selects that key; a node with `acts` ({key: choice index}) then takes
  the choice of the key selected;
- `slider`: a range input whose value `v` takes choice `first + v - low`, with
  `labels` pointing at the choices' labels (the Xeri cut);
- `when`: shown only while that `pick` key is selected (None: while none is).

A `time` (its `datetime`) and a `data` (its `value`; `data-style` "percent" for a
fraction) are written by the page in its language through `Intl` (`number()`).

A button with `data-do` names what the page does on a click (`help` makes the
"?" that opens the rules at a topic).

Every game's `scene` module builds its board from the seat's observation, the
seat's choices and its voice, and nothing else, so that what is drawn can hold
nothing the seat may not see.
"""

from __future__ import annotations

from . import games


def el(tag: str, attrs: dict | None = None, *kids) -> list:
    """A node; None children are left out."""
    return [tag, attrs or {}, *(k for k in kids if k is not None)]


def number(value: float, text: str, percent: bool = False) -> list:
    """A number the page writes in its language (Intl); `text` is what readers without the
    page see (the tests, a record's text)."""
    return el("data", {"value": value, **({"data-style": "percent"} if percent else {})}, text)


def card(value, **attrs) -> list:
    return ["card", {"card": value, "art": art(value), **attrs}]


def art(value) -> str:
    """The picture of a card: its symbol in the page's sprite (scripts/card_art.py): a Xeri
    code ("AS") is `x-AS`, an XIX number `n-5`, no card its back."""
    return "back" if value is None else f"n-{value}" if isinstance(value, int) else f"x-{value}"


def help(topic: str, v, about: str | None = None) -> list:
    """A "?" that opens the rules at `topic` (an id of the game's rulebook), named for what
    it opens (`about`, else the topic's title): several may stand on one screen."""
    if about is None:
        book = games.get(topic.split("-")[0]).rulebook.RULES[v.lang]
        about = next(x["title"] for x in book if x["id"] == topic)
    name = v.t("help", topic=about)
    return el("button", {"type": "button", "class": "help", "data-do": "rules", "data-topic": topic,
                         "data-any": True, "aria-label": name, "title": name}, "?")


def table(rows: list[list], head: list | None = None, **attrs) -> list:
    """A table: `head` is the column headers (the first cell names the rows), each row a
    header cell and its values (text, or a node), after the row's attributes if any."""
    out = el("table", attrs)
    if head:
        # An empty corner is a plain cell: a header must name something.
        out.append(el("tr", {}, *(el("th", {"scope": "col"}, str(h)) if h != "" else el("td")
                                  for h in head)))
    # Each value knows its column's name: a narrow phone shows a wide table row by row.
    names = [{"data-col": str(h)} if h != "" else {} for h in (head or [])[1:]]
    for row in rows:
        attrs, cells = (row[0], row[1:]) if isinstance(row[0], dict) else ({}, row)
        out.append(el("tr", attrs, el("th", {"scope": "row"}, str(cells[0])),
                      *(el("td", names[i] if i < len(names) else {},
                           c if isinstance(c, list) else str(c))
                        for i, c in enumerate(cells[1:]))))
    return out


def choice_index(choices: list[dict]) -> dict:
    """Each choice's position, by its event's decision (kind, value) -> index."""
    out = {}
    for i, c in enumerate(choices):
        event = c["event"]
        for kind, value in event.items():
            if kind != "player":
                out[(kind, _hashable(value))] = i
    return out


def _hashable(value):
    return tuple(sorted(value.items())) if isinstance(value, dict) else value
