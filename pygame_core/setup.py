"""The new-game form, drawn from the games' descriptors, and what its values mean.

The page sends the form's values as they are (strings, as a form holds them;
a checkbox is present when ticked) and gets the form back drawn for them, so a
change of game or of players redraws the seats and the settings. `read` turns
the values into a game, its record config and its seats; a value out of range
is a ConfigError naming it.
"""

from __future__ import annotations

from . import games, words
from .bridge import op
from .chrome import menu
from .errors import ConfigError, shown
from .records import MAX_BYTES, from_json
from .scene import el, help
from .stats import view

SEAT_CHOICES = ("ai:easy", "ai:medium", "ai:hard", "person")


def _spec(values: dict):
    if not isinstance(values, dict):
        raise ConfigError("the form's values must be an object")
    return games.get(values.get("game") or games.NAMES[0])


def _players(spec, values: dict) -> int:
    raw = values.get("players")
    if raw in (None, ""):
        return spec.players[0]
    try:
        players = int(raw)
    except (TypeError, ValueError):
        raise ConfigError(f"players must be a number, not {shown(raw)}") from None
    return spec.check_players(players)


def _seat(value) -> dict:
    if value in (None, ""):
        value = "ai:medium"
    if value not in SEAT_CHOICES:
        raise ConfigError(f"a seat must be one of {', '.join(SEAT_CHOICES)}, not {shown(value)}")
    if value == "person":
        return {"kind": "human"}
    return {"kind": "ai", "level": value.split(":")[1]}


def _options(spec, values: dict) -> dict:
    out = {}
    for o in spec.options:
        if o.kind == "flag":
            out[o.key] = values.get(o.key) in ("on", True)
        elif o.optional and values.get(f"{o.key}.on") not in ("on", True):
            out[o.key] = None
        else:
            raw = values.get(o.key)
            try:
                out[o.key] = o.default if raw in (None, "") else int(raw)
            except (TypeError, ValueError):
                raise ConfigError(f"{o.key} must be a whole number, not {shown(raw)}") from None
    return out


def _named(values: dict, seats: list[dict]) -> list[dict]:
    """The seats with the names the form gives their people (`name{i}`), at a table of two
    or more people; an empty name leaves the seat's own ("Player 2")."""
    if sum(s["kind"] == "human" for s in seats) > 1:
        for i, seat in enumerate(seats):
            raw = values.get(f"name{i}")
            if seat["kind"] == "human" and raw not in (None, ""):
                seat["name"] = words.check_name(raw, i)
    return seats


def read(values: dict) -> tuple[str, dict, list[dict]]:
    """The game, its record config and its seats, from the form's values."""
    spec = _spec(values)
    players = _players(spec, values)
    seats = [{"kind": "human"}] + [_seat(values.get(f"seat{i}")) for i in range(1, players)]
    return spec.name, spec.config(players, _options(spec, values)), _named(values, seats)


def read_seats(values: dict, record) -> list[dict]:
    """Seats from the form for a record brought from elsewhere: as many as it has players."""
    rec = from_json(record)
    rec.initial_state()
    players = games.get(rec.game).players_of(rec.config)
    seats = [{"kind": "human"}] + [_seat(values.get(f"seat{i}")) for i in range(1, players)]
    return _named(values, seats)


# the browser's own check of a name as typed (words.check_name is the rule)
NAME_PATTERN = rf"[\p{{L}}\p{{N}} '.\-]{{1,{words.NAME_LENGTH}}}"


def _name_field(i: int, value, s: dict) -> list:
    """A person's name; shown (table.css) when the seat is a person's, and for seat 1
    when any other is."""
    return el("label", {"class": f"seat-name seat-name-{i}", "for": f"seat-name-{i}"},
              el("span", {}, s["setup.name"]),     # under its seat: "Name" is enough to see
              el("input", {"type": "text", "id": f"seat-name-{i}", "name": f"name{i}",
                           "aria-label": s["setup.name.seat"].format(n=i + 1),
                           "value": str(value or "")[:words.NAME_LENGTH],
                           "maxlength": words.NAME_LENGTH, "pattern": NAME_PATTERN,
                           "autocomplete": "off", "title": s["setup.name.rule"],
                           "placeholder": s["setup.name.none"].format(n=i + 1)}))


def _radio(name: str, value: str, title: str, note: str | None, checked: bool) -> list:
    return el("label", {"class": "choice"},
              el("input", {"type": "radio", "name": name, "value": value, "checked": checked,
                           "data-refresh": True}),
              el("span", {"class": "choice-text"}, el("strong", {}, title),
                 el("small", {}, note) if note else None))


def form(values: dict | None, lang: str, stats: dict | None = None,
         back: tuple[str, ...] = (), offer: bool = False) -> list:
    """The new-game form for the given values (defaults for what is missing); `back` offers
    the ways back to a game: "current" (the game on the table), "replaced" (the one a new
    game replaced); `offer` puts the guided games first (the first visit)."""
    values = values or {}
    try:
        spec = _spec(values)
    except ConfigError:
        values, spec = {}, games.every()[0]
    try:
        players = _players(spec, values)
    except ConfigError:     # none of this game's counts (the game was just switched)
        players = spec.players[0]
    try:
        chosen = _options(spec, values)
    except ConfigError:
        chosen = _options(spec, {})
    s = words.SHARED[lang]
    other = "el" if lang == "en" else "en"
    # the other language in sight (the menu's switch is behind ☰ on a phone)
    out = el("form", {"class": "setup", "id": "setup", "aria-labelledby": "setup-title"},
             el("div", {"class": "setup-head"}, el("h2", {"id": "setup-title"}, s["setup.title"]),
                el("button", {"type": "button", "class": "tool", "id": "setup-lang",
                              "data-do": "lang", "data-any": True, "lang": other,
                              "title": s["lang.switch"]}, s["lang.name"])))
    for way in back:
        out.append(el("button", {"type": "button", "class": "back", "id": f"back-{way}",
                                 "data-do": f"back-{way}"}, s[f"setup.back.{way}"]))
    if offer:
        out.append(el("section", {"class": "learn-offer", "id": "learn-offer"},
                      el("p", {}, s["offer.text"]), el("div", {"class": "actions"}, *(
                          el("button", {"type": "button", "class": "primary", "data-do": "tutorial",
                                        "data-topic": g.name}, g.words.WORDS[lang]["learn"])
                          for g in games.every()))))
    out.append(el("fieldset", {}, el("legend", {}, s["setup.game"]), *(
        _radio("game", g.name, g.words.WORDS[lang]["title"],
               g.words.WORDS[lang]["blurb"], g is spec) for g in games.every())))
    said = spec.words.WORDS[lang]
    v = words.Voice(lang, spec.words.WORDS, [], [])
    if len(spec.players) > 1:
        out.append(el("fieldset", {"class": "inline"}, el("legend", {}, s["setup.players"]), *(
            _radio("players", str(n), s["setup.players.teams" if n > 2 else "setup.players.n"]
                   .format(n=n), None, n == players) for n in spec.players)))
    seats = el("fieldset", {"class": "seats"}, el("legend", {}, s["setup.seats"]))
    for i in range(players):
        team = spec.side(i, players) + 1
        label = (s["setup.seat.team"].format(n=i + 1, team=team) if players > 2
                 else s["setup.seat"].format(n=i + 1))
        current = values.get(f"seat{i}") or "ai:medium"
        if i == 0:      # one choice: said, not a list of one to open
            seats.append(el("div", {"class": "seat-pick"}, el("span", {}, label),
                            el("span", {"class": "seat-you"}, s["setup.you"]),
                            el("input", {"type": "hidden", "name": "seat0", "value": "you"})))
            seats.append(_name_field(i, values.get(f"name{i}"), s))
            continue
        options = [(c, s["setup.person" if c == "person" else f"setup.{c.replace(':', '.')}"])
                   for c in SEAT_CHOICES]
        seats.append(el("label", {"class": "seat-pick", "for": f"seat-select-{i}"},
                        el("span", {}, label),
                        el("select", {"id": f"seat-select-{i}", "name": f"seat{i}"}, *(
                            el("option", {"value": value, "selected": value == current}, text)
                            for value, text in options))))
        seats.append(_name_field(i, values.get(f"name{i}"), s))
    out.append(seats)
    flags = el("fieldset", {"class": "variants"}, el("legend", {}, s["setup.options"]))
    numbers = []
    for o in spec.options:
        if o.kind == "flag" or o.optional:
            name = o.key if o.kind == "flag" else f"{o.key}.on"
            # named by its own words, not by the "?" that its label holds too
            flags.append(el("label", {"class": "choice"},
                            el("input", {"type": "checkbox", "name": name, "id": f"variant-{o.key}",
                                         "checked": chosen[o.key] not in (None, False),
                                         "data-refresh": o.optional,
                                         "aria-labelledby": f"variant-{o.key}-name"}),
                            el("span", {"class": "choice-text"},
                               el("strong", {}, el("span", {"id": f"variant-{o.key}-name"},
                                                   said[f"option.{o.key}"]),
                                  help(f"{spec.name}-{o.rule}", v, said[f"option.{o.key}"])
                                  if o.rule else None),
                               el("small", {}, said[f"option.{o.key}.note"]))))
        if o.kind == "number" and chosen[o.key] is not None:
            label = said.get(f"option.{o.key}.value", said.get(f"option.{o.key}"))
            numbers.append(el("label", {"class": "num"}, el("span", {}, label),
                              el("input", {"type": "number", "id": o.key, "name": o.key,
                                           "min": o.low, "max": o.high,
                                           "value": chosen[o.key]})))
    if len(flags) > 3:
        out.append(flags)
    out.extend(numbers)
    if "rules.short" in said:
        out.append(el("p", {"class": "note"}, said["rules.short"]))
    out.append(el("div", {"class": "import"},
                  el("button", {"type": "button", "id": "import", "data-do": "import"},
                     s["import.button"]),
                  el("small", {}, s["import.note"]),
                  el("input", {"type": "file", "id": "import-file", "data-do": "import-file",
                               "accept": ".json,application/json", "hidden": True,
                               "data-read": LIMIT + 1,  # bytes read of a file: enough to refuse
                               "aria-label": s["import.button"]}),
                  el("p", {"class": "import-error", "id": "import-error", "role": "alert",
                           "hidden": True})))
    out.append(view(stats if isinstance(stats, dict) else None, lang))
    # Start ends the form: kept in sight at the screen's foot (table.css), it stood over the
    # file's note and the statistics when it came before them
    out.append(el("div", {"class": "actions"},
                  el("button", {"type": "submit", "class": "primary", "id": "start"},
                     s["setup.start"])))
    return out


@op("setup_form")
def setup_form(values=None, lang="en", stats=None, back=(), offer=False) -> dict:
    lang = words.check_lang(lang)
    back = tuple(way for way in ("current", "replaced") if way in (back or ()))
    return {"form": form(values, lang, stats, back, offer is True), "menu": menu(lang)}


LIMIT = MAX_BYTES   # bytes of a record file (words: "import.big")
