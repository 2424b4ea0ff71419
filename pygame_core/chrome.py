"""The game page's menu, drawn for the language and the table as they are.

Each button names what it does (`data-do`); the page runs it. Those marked
`data-any` work in a tab that only watches the game another tab plays. Undo and
the hint are offered only when the answer on the table allows them (`can_undo`,
`can_hint`), and are marked `data-idle` so the page keeps them off while the
table is busy; the move log and export only with a game on the table (no export
of a guided game, which is not kept), the review only with a finished one. Each
game's lesson is offered by name, always in the same order.
"""

from __future__ import annotations

from . import games, words
from .scene import el

SPEEDS = ("slow", "normal", "fast", "instant")
# and sound and language: what a watching tab may do
WATCHING = ("log", "rules", "stats", "export", "about")


def menu(lang: str, answer: dict | None = None) -> list:
    s = words.SHARED[lang]

    def tool(name: str, key: str, on: bool = True, idle: bool = False) -> list:
        return el("button", {"type": "button", "id": f"btn-{name}", "class": "tool",
                             "data-do": name, "disabled": not on,
                             "data-idle": idle and on, "data-any": name in WATCHING}, s[key])

    game = answer is not None
    lessons = games.every()     # each game's lesson, always in the same order
    other = "el" if lang == "en" else "en"
    # Undo and the hint stay in sight; the rest sit behind "☰" on a phone (a popover,
    # opened and closed by the browser) and in the row with them on a wider screen (table.css),
    # where the rare ones fold under "More", another popover (a newcomer read 14 tools in
    # a row: review 9); on a phone "More" is not drawn and they are in "☰"'s panel too.
    return el("nav", {"class": "tools", "id": "menu", "aria-label": s["menu.label"]},
              tool("undo", "menu.undo", game and answer["can_undo"], idle=True),
              tool("hint", "menu.hint", game and answer["can_hint"], idle=True),
              el("button", {"type": "button", "id": "btn-more", "class": "tool",
                            "popovertarget": "menu-more", "aria-label": s["menu.more"],
                            "title": s["menu.more"]}, "☰"),
              el("div", {"id": "menu-more", "class": "more-tools", "popover": "auto"},
                 tool("new", "menu.new"), tool("rules", "menu.rules"),
                 *(el("button", {"type": "button", "class": "tool", "data-do": "tutorial",
                                 "id": "btn-learn" if i == 0 else f"btn-learn-{g.name}",
                                 "data-topic": g.name,
                                 "title": g.words.WORDS[lang]["learn"]},
                    g.words.WORDS[lang]["learn.menu"])
                   for i, g in enumerate(lessons)),
                 # a finished game's review stays one tap away once its end panel is closed;
                 # drawn only then (a disabled one all game long made the row too wide)
                 tool("review", "menu.review") if game and answer["waiting"] == "finished"
                 and not answer.get("tutorial") else None,
                 el("button", {"type": "button", "id": "btn-lang", "class": "tool",
                               "data-do": "lang", "data-any": True, "lang": other,
                               "title": s["lang.switch"]}, s["lang.name"]),
                 el("button", {"type": "button", "id": "btn-rare", "class": "tool",
                               "popovertarget": "menu-rare"}, s["menu.more"]),
                 el("div", {"id": "menu-rare", "class": "more-tools", "popover": "auto"},
                    tool("log", "menu.log", game), tool("stats", "menu.stats"),
                    tool("export", "menu.export", game and not answer.get("tutorial")),
                    # named for what it is, on or off in words beside (table.css shows the
                    # one aria-pressed says): a name that changed with its state contradicted it
                    el("button", {"type": "button", "id": "btn-sound", "class": "tool",
                                  "data-do": "sound", "data-any": True, "aria-pressed": "true",
                                  "aria-label": s["menu.sound"]},
                       el("span", {"class": "on"}, s["menu.sound.on"]),
                       el("span", {"class": "off"}, s["menu.sound.off"])),
                    el("label", {"class": "speed", "title": s["speed.label"]}, s["menu.speed"],
                       el("select", {"id": "speed", "data-do": "speed"},
                          *(el("option", {"value": k}, s[f"speed.{k}"]) for k in SPEEDS))),
                    tool("about", "menu.about"))))


def panel_actions(lang: str, over: bool, embed: bool = False, lesson: str | None = None) -> list:
    """The end-of-round panel's buttons: go on; at the end of the game, play again, a new
    game, review the game or export the record. An embed's panel has one: go on, or close it.
    A lesson's end (`lesson`: its game) offers it again or a new game (it is not kept)."""
    c = words.CHROME[lang]

    def button(name: str, do: str | None, key: str, primary: bool = False) -> list:
        return el("button", {"type": "button", "id": name, "class": "primary" if primary else None,
                             "data-do": do}, c[key])

    if embed:
        return [button("panel-close", None, "menu.close" if over else "end.continue", True)]
    if not over:
        return [button("continue", "continue", "end.continue", True)]
    if lesson:
        again = button("again", "tutorial", "end.again", True)
        again[1]["data-topic"] = lesson
        return [again, button("to-setup", "new", "end.new")]
    return [button("again", "again", "end.again", True), button("to-setup", "new", "end.new"),
            button("review-game", "review", "end.review"),
            button("export-end", "export", "end.export")]
