"""The review of a finished game (issue 18): every decision of one seat valued again (at
a hot-seat table, of every person, each by name: issue 35).

For each decision of the seat, its game's `ai.appraise(view, seed)` values every legal
choice from that seat's observation at that moment only (never the record's hidden
cards), with the hard level's search and the seed a hint at that decision had (the
game's seed and the decision's record index): its best is the choice the hint named, so
the review never faults a hinted choice. A decision is marked when the best choice was
worth at least the game's `least` more than the one played (Xeri: round points; XIX:
percentage points of the chance to win); the MARKED costliest are kept, in the order
they were played. Each marked decision has its position as the seat saw it (the table's
`compose`), the choice played and the better one (their labels) and why, in words. With
none marked, the review steps through the game's best decisions and closest calls
instead (`shown`).

The page runs a review in slices (`review_step`, one decision per call) so that the
worker can post progress and hear a cancel between them.
"""

from __future__ import annotations

from . import games, words
from .bridge import ByName, op
from .compose import compose
from .errors import ConfigError, GameError, is_int, shown
from .records import Record
from .rng import derive_seed
from .scenario import load_scenario, seat_of
from .scene import el
from .seats import voice

MARKED = 8  # the most decisions a review marks
HIGHLIGHTS = 3  # with none marked: the most best decisions shown
CLOSE_CALLS = 2  # and closest calls
LIKELY = 60  # a chance to win (percent) from which a win is likely


class Review:
    """The review of `record` for `seat`; `seats` name everyone (default: the seat a
    person, the others the computer). At a hot-seat table (two people or more among
    `seats`) it reviews every person's decisions, each step said to its person and
    titled with their name."""

    def __init__(self, record: Record, seat, seed, seats: list[dict] | None = None,
                 lang: str = "en"):
        self.spec = games.get(record.game)
        players = self.spec.players_of(record.config)
        if not is_int(seat) or not 0 <= seat < players:
            raise ConfigError(f"player must be 0..{players - 1}, not {shown(seat)}")
        if not is_int(seed):
            raise ConfigError(f"seed must be an integer, not {shown(seed)}")
        self.record, self.seat, self.seed = record, seat, seed
        self.lang = words.check_lang(lang)  # the page's, for the ops that name none
        self.seats = seats or [{"kind": "human" if p == seat else "ai"} for p in range(players)]
        humans = [p for p, s in enumerate(self.seats) if s.get("kind") == "human"]
        self.people = humans if len(humans) > 1 else [seat]
        self.states = list(record.states())
        self.todo = [i for i, e in enumerate(record.events)
                     if "chance" not in e and e.get("player") in self.people]
        self.items: list[dict] = []

    @property
    def finished(self) -> bool:
        return len(self.items) == len(self.todo)

    def step(self) -> None:
        """Value the next decision."""
        index = self.todo[len(self.items)]
        played = self.record.events[index]
        who = played["player"]
        got = self.spec.ai.appraise(self.states[index].observation(who),
                                    derive_seed(self.seed, "hint", index))  # table.hint's
        item = {"index": index, "played": played, "choices": 1, "seat": who}
        if got is not None:
            worth = [o["value"] for o in got["options"] if o["event"] == played]
            best = next(o["value"] for o in got["options"] if o["event"] == got["best"])
            cost = max(0.0, (best - worth[0]) * got["scale"]) if worth else 0.0
            # the best choice's lead over the next (a close call when small), and that next
            by_value = sorted(got["options"], key=lambda o: -o["value"])
            if len(by_value) > 1:
                item.update(margin=round((by_value[0]["value"] - by_value[1]["value"])
                                         * got["scale"], 2), second=by_value[1]["event"])
            item.update(best=got["best"], choices=len(got["options"]), cost=round(cost, 2),
                        marked=cost >= got["least"], digits=got["digits"],
                        why=got["why"](got["best"], played))
            if "base" in got and worth:  # a chance in percent: base + scale x value
                item["chances"] = [min(100.0, max(0.0, got["base"] + got["scale"] * x))
                                   for x in (best, worth[0])]
        self.items.append(item)

    def run(self) -> Review:
        while not self.finished:
            self.step()
        return self

    @property
    def hot_seat(self) -> bool:
        return len(self.people) > 1

    def _of(self, seat: int | None) -> list[dict]:
        return [i for i in self.items if seat is None or i["seat"] == seat]

    def marked(self, seat: int | None = None) -> list[dict]:
        """The costliest marked decisions (at most MARKED a person), in the order they were
        played (a hot-seat table's: person by person); of `seat` only if given."""
        out = []
        for p in self.people if seat is None else [seat]:
            costly = sorted((i for i in self._of(p) if i.get("marked")),
                            key=lambda i: -i["cost"])
            out += sorted(costly[:MARKED], key=lambda i: i["index"])
        return out

    def shown(self) -> list[dict]:
        """The decisions to step through, person by person: the marked ones; when none is,
        the best decisions (the best choice played where it led the next the most) and
        the closest calls, each with its `kind` ("costly", "best", "close")."""
        return [i for p in self.people for i in self._shown(p)]

    def _shown(self, seat: int) -> list[dict]:
        marked = self.marked(seat)
        if marked:
            return [{**i, "kind": "costly"} for i in marked]
        open_ = [i for i in self._of(seat) if "margin" in i]
        best = sorted((i for i in open_ if i["played"] == i["best"] and i["margin"] > 0),
                      key=lambda i: (-i["margin"], i["index"]))[:HIGHLIGHTS]
        taken = {i["index"] for i in best}
        close = sorted((i for i in open_ if i["index"] not in taken),
                       key=lambda i: (i["margin"], i["index"]))[:CLOSE_CALLS]
        return sorted([{**i, "kind": "best"} for i in best] +
                      [{**i, "kind": "close"} for i in close], key=lambda i: i["index"])

    def voice(self, lang: str, seat: int | None = None) -> words.Voice:
        """How the review speaks to `seat` (the review's own seat by default)."""
        return voice(self.spec, self.seats, self.seat if seat is None else seat,
                     words.check_lang(lang))

    def name(self, seat: int, lang: str) -> str:
        """A person's name as the room calls them: the one given, else "Player N"."""
        return voice(self.spec, self.seats, None, words.check_lang(lang)).names[seat].label

    def said(self, item: dict, lang: str) -> dict:
        """A marked decision in words: the choice played, the better one, why, the cost; a
        best decision (`kind` "best"): the choice played and why; a close call ("close"):
        the choice played, the one about as good, and why the best is."""
        v = self.voice(lang, item.get("seat"))
        said = self.spec.words
        state = self.states[item["index"]]
        kind = item.get("kind", "costly")
        # the round's outlook is a hint's: in a review it read as the verdict of each line
        item = {**item, "why": {k: x for k, x in item["why"].items() if k != "tail"}}
        if kind != "costly":
            other = item["second"] if item["played"] == item["best"] else item["best"]
            return {"played": said.choice(state.preview(item["played"]), v, "did"),
                    "better": v.t("review.best_choice") if kind == "best" else
                    said.choice(state.preview(other), v, "same"),
                    "reason": said.reason(item["why"], v) + ".", "cost": None}
        if "chances" in item:   # XIX: the chance to win before and after, as a player says it
            cost = v.t("review.cost.{}.{}".format(*map(_chance, item["chances"])))
        else:
            n = round(item["cost"], item["digits"])
            digits = item["digits"] if n != int(n) else 0     # "3 points", not "3.0"
            cost = v.t("review.cost", value=v.number(n, digits=digits), n=n, digits=digits)
        return {"played": said.choice(state.preview(item["played"]), v, "did"),
                # said whole per kind of move, never a button's label after "Better:"
                "better": said.choice(state.preview(item["best"]), v, "better"),
                "reason": said.reason(item["why"], v) + ".",
                "cost": cost}

    def summary(self, lang: str) -> str:
        v = self.voice(lang)
        if self.hot_seat:   # each person's part, by name
            return words.sentences([
                v.t("review.found.named", name=self.name(p, lang), n=n) if n else
                v.t("review.none.named", name=self.name(p, lang))
                for p in self.people for n in [len(self.marked(p))]])
        n = len(self.marked())
        if n:
            return v.t("review.found", n=n)
        kinds = {i["kind"] for i in self.shown()}
        key = {frozenset({"best", "close"}): "review.none.both", frozenset({"best"}):
               "review.none.best", frozenset({"close"}): "review.none.close"}.get(
            frozenset(kinds), "review.none")
        return v.t(key)

    def to_json(self) -> dict:
        """What `python -m pygame_core review` prints: every decision of the seat with its
        cost, and the marked ones in both languages."""
        plain = [{k: i[k] for k in ("index", "played", "best", "choices", "cost", "marked")
                  if k in i} for i in self.items]
        return {"game": self.record.game, "player": self.seat, "seed": self.seed,
                "unit": self.spec.ai.REVIEW["unit"], "decisions": plain,
                "marked": [{"index": i["index"], "played": i["played"], "best": i["best"],
                            "cost": i["cost"], **{lang: self.said(i, lang) for lang in words.LANGS}}
                           for i in self.marked()],
                "summary": {lang: self.summary(lang) for lang in words.LANGS}}

    def frame(self, step, lang: str) -> dict:
        """Marked decision number `step` (0-based): the position as the seat saw it before
        it chose (no choices on offer), and the review's words."""
        marked = self.shown()
        if not is_int(step) or not 0 <= step < len(marked):
            raise ConfigError(f"step must be 0..{len(marked) - 1}, not {shown(step)}")
        item = marked[step]
        seat = item["seat"]
        v = self.voice(lang, seat)
        out = compose(self.spec, self.states[item["index"]], seat, v, "review", [])
        # the cards of the choice played and of the better one, outlined on the board
        outline = dict.fromkeys(self._keys(item["played"]), "review-played")
        if item["kind"] != "best":
            better = item["best"] if item["played"] != item["best"] else item["second"]
            outline.update(dict.fromkeys(self._keys(better), "review-better"))
        _outline(out["board"], outline)
        key = "review.step" if item["kind"] == "costly" else f"review.step.{item['kind']}"
        if self.hot_seat:   # counted among that person's steps, titled with their name
            mine = [i for i, x in enumerate(marked) if x["seat"] == seat]
            title = v.t(f"{key}.named", name=self.name(seat, lang), i=mine.index(step) + 1,
                        n=len(mine))
        else:
            title = v.t(key, i=step + 1, n=len(marked))
        out["review"] = {"step": step, "steps": len(marked), "index": item["index"],
                         "title": title, **self.said(item, lang)}
        r = out["review"]
        # the words scroll on their own where the board leaves them little room (a phone),
        # so they can be scrolled from the keyboard too
        words = el("div", {"class": "review-words", "tabindex": 0},
                   # nothing cost much: the summary says what these steps are instead
                   None if item["kind"] == "costly" else
                   el("p", {"id": "review-summary"}, self.summary(lang)),
                   el("p", {"id": "review-step"}, r["title"]),
                   el("p", {"id": "review-played"}, r["played"]),
                   el("p", {"id": "review-better", "class": "better"},
                      # a close call played right: why it was good, then the other
                      f"{r['reason']} {r['better']}." if item["kind"] == "close" and
                      item["played"] == item["best"] else f"{r['better']}. {r['reason']}"),
                   el("p", {"id": "review-cost"}, r["cost"]) if r["cost"] else None)
        out["box"] = _box(v, "step", words,
                          _buttons(v, ("prev", step - 1, step == 0),
                                   ("next", step + 1, step == len(marked) - 1), ("close",)),
                          hot=self.hot_seat)
        return out

    def _keys(self, event) -> list:
        """The board keys of the cards an event names (under the game's `card_fields`, at
        any depth) and of the places it names (`place_fields`: XIX's strike-row card taken
        in a trade, wherever it lies face down or up)."""
        places = dict(self.spec.place_fields)
        found = []
        for key, value in event.items():
            if isinstance(value, dict):
                found += self._keys(value)
            elif key in self.spec.card_fields and not isinstance(value, list):
                found.append(f"c-{value}")
            elif key in places:
                found.append(places[key].format(value))
        return found


def _chance(percent: float) -> str:
    """A chance to win in words: a likely win, an open game, a likely loss."""
    return "win" if percent >= LIKELY else "loss" if percent <= 100 - LIKELY else "even"


def _outline(node, classes: dict) -> None:
    """Add classes[key] to the card nodes (scene.py's ["card", attrs]) of those keys."""
    if not isinstance(node, list) or len(node) < 2 or not isinstance(node[1], dict):
        return
    attrs = node[1]
    if node[0] == "card" and attrs.get("key") in classes:
        attrs["class"] = " ".join(filter(None, (attrs.get("class"), classes[attrs["key"]])))
    for kid in node[2:]:
        _outline(kid, classes)


# --- the bridge ops: one review per table name (the game page's, each embed's) -----------
MAX_REVIEWS = 4
_reviews = ByName(MAX_REVIEWS, "no review under way")


def _box(v, state: str, *kids, hot: bool = False) -> list:
    """The review's panel in `state` (working, done, step): what the page draws above the
    board. Its buttons say where they lead: data-step (a marked decision) or data-stop.
    `hot`: a hot-seat table's review, of everyone's game."""
    return el("section", {"class": "review", "id": "review", "aria-labelledby": "review-title",
                          "data-state": state}, el("h2", {"id": "review-title"},
                                                   v.t("review.title.all" if hot else
                                                       "review.title")), *kids)


def _buttons(v, *buttons) -> list:
    """("close",) / ("cancel",) stop the review; (name, step, disabled) show a step."""
    return el("div", {"class": "actions"}, *(
        el("button", {"type": "button", "id": f"review-{b[0]}", "data-stop": len(b) == 1,
                      "data-step": b[1] if len(b) > 1 else None,
                      "disabled": len(b) > 1 and b[2]}, v.t(f"review.{b[0]}"))
        for b in buttons))


def _progress(r: Review, lang: str) -> dict:
    v = r.voice(lang)
    out = {"done": len(r.items), "total": len(r.todo),
           "text": v.t("review.progress", done=len(r.items), n=len(r.todo))}
    if r.finished:
        out.update(steps=len(r.shown()), summary=r.summary(lang),
                   box=_box(v, "done", el("p", {"id": "review-summary"}, r.summary(lang)),
                            _buttons(v, ("close",)), hot=r.hot_seat))
    return out


@op("review_start")
def review_start(scenario=None, seat=None, seed=0, lang="en", table="main") -> dict:
    """A review of the game page's table (its record, seat on screen, seats and seed), or of
    a scenario's whole record from `seat` (an embed's, under its table's name). Answers its
    progress and the words of its screen, in `lang` (the later ops' language by default)."""
    if not isinstance(table, str) or not 0 < len(table) <= 100:
        raise ConfigError("table must be a name of 1 to 100 characters")
    if scenario is None:
        from .table_ops import current

        live = current()
        review = Review(live.session.record, live.seat, live.session.seed, live.seats, lang)
    else:
        scn = load_scenario(scenario)
        review = Review(scn.record, seat_of(scn, seat), seed, None, lang)
    _reviews.put(table, review)
    v = review.voice(review.lang)
    out = _progress(review, review.lang)
    if review.finished:
        return out
    bar = el("progress", {"id": "review-progress", "max": out["total"] or 1, "value": 0,
                          "aria-labelledby": "review-title"})
    hot = review.hot_seat
    return {**out, "box": _box(v, "working", el("p", {}, v.t(
        "review.working.all" if hot else "review.working")), bar,
        el("span", {"id": "review-count"}, out["text"]), _buttons(v, ("cancel",)), hot=hot)}


@op("review_step")
def review_step(lang=None, table="main") -> dict:
    """Value the next decision (a slice of the work); the progress."""
    review = _reviews.get(table)
    if not review.finished:
        review.step()
    return _progress(review, lang or review.lang)


@op("review_show")
def review_show(step, lang=None, table="main") -> dict:
    review = _reviews.get(table)
    if not review.finished:
        raise GameError("the review is not finished")
    return review.frame(step, lang or review.lang)


@op("review_stop")
def review_stop(table="main") -> dict:
    return {"stopped": _reviews.drop(table)}
