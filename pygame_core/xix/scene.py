"""What the page draws of an XIX table, from one seat's observation and choices
(pygame_core/scene.py has the node format): both players' closed and open
hands, the trick, the last trick, the strike row with each strike slid toward
the player who received it, stakes, scores, the draft and the trade."""

from __future__ import annotations

from ..scene import art, card, el, help, table
from .rules import STAKES


def _card(c: int, **attrs) -> list:
    attrs.setdefault("key", f"c-{c}")
    attrs.setdefault("label", str(c))
    return card(c, **attrs)


def _strikes(n: int, v) -> list:
    """The strikes received in the exchange: a mark for each of the three that end it (N4),
    after their name."""
    marks = el("span", {"class": "strikes", "aria-hidden": "true"}, v.t("strikes.marks"))
    marks.extend(el("span", {"class": "mark on" if i < n else "mark"}) for i in range(3))
    return marks


def _between(view: dict) -> bool:
    """The draft and the trade (N7, N8): the exchange is over, so its strikes, stakes and
    last trick are not drawn (the end-of-round panel said them); they belong to the next
    exchange again (N9: no strikes; N3: the last trick's taker leads the next one)."""
    return view["phase"] in ("draft", "trade")


def _name_line(view: dict, p: int, v, topic: str | None = None) -> list:
    """A player's name, points and strikes (none between exchanges), in words (the group's
    label) and on screen."""
    points = v.t("points", n=view["scores"][p])
    between = _between(view)
    said = v.t("score", side=v.name(p), points=points) if between else v.t(
        "score.line", name=v.name(p), points=points, strikes=v.t("strikes", n=view["strikes"][p]))
    return el("div", {"class": "spot-name", "role": "group", "tabindex": 0, "aria-label": said},
              el("span", {"aria-hidden": "true"}, v.name(p)),
              el("span", {"class": "score", "aria-hidden": "true"}, points),
              None if between else _strikes(view["strikes"][p], v),
              help(topic, v) if topic else None)


def _ladder(total: int, v) -> list:
    """N5's stakes by strikes, the stakes now marked, the next step outlined."""
    steps = range(1, len(STAKES))
    cls = {total: "now", total + 1: "next"}
    return el("table", {"class": "ladder", "id": "ladder"},
              el("tr", {}, el("th", {"scope": "row"}, v.t("ladder.strikes")),
                 *(el("td", {"class": cls.get(n, "")}, str(n)) for n in steps)),
              el("tr", {}, el("th", {"scope": "row"}, v.t("ladder.points")),
                 *(el("td", {"class": cls.get(n, "")}, str(STAKES[n]),
                      " " if n == total else None,     # «2 τώρα», not «2τώρα», when read
                      el("small", {}, v.t("ladder.now")) if n == total else None)
                   for n in steps)))


def _hand(cards: list[int], cls: str, label: str, make, empty: str = "") -> list:
    # tabindex -1, keyed: the focus waits on the row while the computer plays (web/app/table.js)
    row = el("div", {"class": f"xix-hand {cls}", "data-arrows": True, "role": "group",
                     "tabindex": -1, "key": f"hand-{cls}", "aria-label": label})
    row.extend(make(c) for c in cards)
    if not cards:
        row.append(el("div", {"class": "empty-hand", "aria-hidden": "true"}, empty))
    return row


def board(view: dict, choices: list[dict], v) -> list:
    me = view["player"]
    other = 1 - me
    between = _between(view)
    plays, drafts, gives = {}, {}, {}
    raise_at = abandon_at = None
    for i, c in enumerate(choices):
        e = c["event"]
        if "play" in e:
            plays[e["play"]] = i
        elif "draft" in e:
            drafts[e["draft"]] = i
        elif "trade" in e:
            gives.setdefault(e["trade"]["give"], {})[e["trade"]["take"]] = i
        elif e["decision"] == "raise":
            raise_at = i
        else:
            abandon_at = i

    def mine(c: int) -> list:
        if c in plays:
            return _card(c, act=plays[c], label=choices[plays[c]]["label"], **{"class": "legal"})
        if c in gives:      # the trade's first tap: the card to give, said as such
            lands = "open" if c in view["hands"][me]["open"] else "closed"
            return _card(c, pick=f"g{c}", label=v.t(f"trade.give.{lands}", card=c),
                         **{"class": "legal"})
        return _card(c, disabled=True)

    def backs(p: int) -> list:
        n = view["hands"][p]["closed_count"]
        row = el("div", {"class": "xix-hand closed-backs", "role": "img",
                         "aria-label": v.of("closed.of", p, n=n)})
        row.extend(el("div", {"class": "card back", "data-key": f"h{p}-{i}"}, card(None))
                   for i in range(n))
        return row

    root = el("div", {"class": "board xix", "id": "board", "data-phase": view["phase"]})
    opp = view["hands"][other]
    root.append(el("section", {"class": "spot spot-top xix-seat" + (
        " on-turn" if view["turn"] == other else ""), "id": f"seat-{other}",
        "aria-label": v.name(other)},
        _name_line(view, other, v),
        el("div", {"class": "xix-hands"}, backs(other),
           _hand(opp["open"], "open", v.t("open"), lambda c: _card(c), v.t("hand.none")))))

    row = el("div", {"class": "strike-row", "id": "strike-row", "data-arrows": True,
                     "role": "group", "tabindex": 0, "aria-label": v.t("row")})
    for slot in view["row"]:
        place = slot["position"] + 1
        known = slot["card"]
        if slot["face_up"]:
            what = v.t("row.faceup", card=known)
        elif known is not None:
            what = v.t("row.yours", card=known)
        else:
            what = v.t("row.facedown")
        attrs = {"class": "row-card", "key": f"row-{slot['position']}",
                 "label": v.t("row.place", place=place, card=what)}
        acts = {f"g{g}": takes[slot["position"]] for g, takes in gives.items()}
        if acts:            # the trade's second tap: the row card to take, said as such
            attrs.update(acts=acts, label=v.t("row.take", place=place, card=known) if (
                known is not None) else v.t("row.take.facedown", place=place),
                **{"class": "row-card legal"})
        node = card(known if slot["face_up"] else None, **attrs)
        if not slot["face_up"] and known is not None:
            node.append(el("span", {"class": "peek", "aria-hidden": "true"}, str(known)))
        toward = None if between else slot["toward"]
        cls = "" if toward is None else " toward-me" if toward == me else " toward-them"
        row.append(el("div", {"class": "row-slot" + cls}, node))

    trick = el("div", {"class": "trick", "id": "pile", "role": "group", "aria-label": v.t("trick")})
    for c in view["trick"]["cards"]:    # whose card is whose, seen and heard (review 9)
        trick.append(_card(c["card"], label=v.of("last_trick.card", c["player"], card=c["card"]),
                           **{"class": "mine" if c["player"] == me else "theirs",
                              "data-whose": v.name(c["player"])}))
    if not view["trick"]["cards"]:
        trick.append(el("div", {"class": "card slot", "id": "pile-slot"}))
    last = None if between else view["last_trick"]
    last_box = None
    if last and not view["trick"]["cards"]:
        taker = last["taken_by"]
        last_box = el("div", {"class": "last-trick", "id": "last-trick"},
                      el("div", {"class": "under"}, v.of("last_trick", taker)),
                      el("div", {"class": "last-cards"}, *(
                          card(c["card"], label=v.of("last_trick.card", c["player"],
                                                     card=c["card"]), **{"class": "small" + (
                              " took" if c["player"] == taker else ""),
                              "data-whose": v.name(c["player"])})
                          for c in last["cards"])))
    info = None if between else el(
        "div", {"class": "xix-info", "tabindex": 0},
        el("span", {"class": "stakes"}, v.t("stakes", n=view["stakes"]) if view["stakes"]
           else v.t("stakes.none")),
        el("button", {"type": "button", "class": "peek-btn", "id": "peek", "data-do": "peek"},
           v.t("peek")) if last else None)
    # Between exchanges no trick is played: no trick, and no empty place for one (N7, N8).
    root.append(el("div", {"class": "middle xix-middle"}, row,
                   # what the row is, shown to a player without the lesson (review 7);
                   # seen only, as the hands' labels are (no place of a still picture)
                   el("p", {"class": "row-caption", "aria-hidden": "true"}, v.t("row.caption")),
                   None if between else el("div", {"class": "trick-line"}, last_box, trick, info)))

    if view["offer"]:
        pool = el("div", {"class": "offer-cards", "data-arrows": True})
        for c in view["offer"]:
            i = drafts.get(c)
            pool.append(_card(c, act=i, label=choices[i]["label"], **{"class": "legal"})
                        if i is not None else _card(c))
        root.append(el("div", {"class": "offer", "id": "offer", "role": "group",
                               "aria-label": v.t("draft.pool")},
                       el("div", {"class": "offer-title", "aria-hidden": "true"},
                          v.t("draft.pool")), pool))

    mine_hands = view["hands"][me]
    prompt, notes, topic = None, [], "xix-trick"
    if raise_at is not None:
        prompt, topic = v.t("prompt.decide", n=view["strikes"][me]), "xix-raise"
    elif drafts:
        prompt, topic = v.t("prompt.draft"), "xix-draft"
        notes.append(el("p", {"class": "note", "id": "draft-note"}, v.t("draft.note")))
    elif gives:
        prompt, topic = v.t("prompt.trade"), "xix-trade"
        notes.append(el("p", {"class": "note", "when": None}, v.t("trade.note")))
        for c in gives:     # N8: what the card picked becomes in the row
            up = c in mine_hands["open"]
            notes.append(el("p", {"class": "note", "when": f"g{c}"}, v.t(
                "trade.picked", card=c, hand=v.t("hand.open" if up else "hand.closed"),
                lands=v.t("lands.up" if up else "lands.down"))))
    elif plays:             # N3, said where the card is chosen
        lead = view["trick"]["cards"]
        # "either hand" only once the open hand has cards (it had none yet, review 6)
        prompt = (v.t("prompt.follow", lead=lead[0]["card"]) if lead else
                  v.t("prompt.lead" if mine_hands["open"] else "prompt.lead.closed"))
    decide = None
    if raise_at is not None:
        decide = el("div", {"class": "decide", "id": "decide"},
                    _ladder(sum(view["strikes"]), v),
                    el("div", {"class": "decide-buttons"},
                       el("button", {"type": "button", "class": "primary", "id": "raise",
                                     "data-focus": True, "act": raise_at},
                          choices[raise_at]["label"]),
                       el("button", {"type": "button", "id": "abandon", "act": abandon_at},
                          choices[abandon_at]["label"])),
                    # said in the first exchange; then behind the prompt's "?": at 360x740 it
                    # pushed the hand, with its open cards, below the screen (review 6)
                    el("p", {"class": "note"}, v.of("decide.note", other, n=view["stakes"]))
                    if not view["exchanges"] else None)
    root.append(el("section", {"class": "spot spot-bottom xix-seat" + (
        " on-turn" if view["turn"] == me else ""), "id": f"seat-{me}", "aria-label": v.name(me)},
        _name_line(view, me, v, None if prompt else topic),
        # the words alone in #prompt: with the "?" in it, its text ended «;?» (review 7)
        el("p", {"class": "prompt"}, el("span", {"id": "prompt"}, prompt), " ", help(topic, v))
        if prompt else None,
        *notes, decide,
        el("div", {"class": "xix-hands"},
           el("div", {"class": "hand-label", "aria-hidden": "true"}, v.t("open")),
           _hand(mine_hands["open"], "open hand", v.t("open"), mine, v.t("hand.none")),
           el("div", {"class": "hand-label", "aria-hidden": "true"}, v.t("closed")),
           backs(me) if mine_hands["closed"] is None else     # the room's: face down
           _hand(mine_hands["closed"], "closed hand", v.t("closed"), mine, "—"))))
    return root


def summary(view: dict, v, facts: list | None = None) -> str:
    """The table in words, said when the person's turn comes (the live region): each
    player's points and strikes, and the stakes (points only between exchanges); nothing
    after `facts` (what happened since) that were only cards played (it was long)."""
    me = view["player"]
    deciding = view["phase"] == "decision" and view["turn"] == me
    if facts and all(f["kind"] == "play" for f in facts) and not deciding:
        return ""
    if _between(view):
        return ". ".join(v.t("score", side=v.name(p), points=v.t("points", n=view["scores"][p]))
                         for p in (me, 1 - me))
    parts = [v.t("score.line", name=v.name(p), points=v.t("points", n=view["scores"][p]),
                 strikes=v.t("strikes", n=view["strikes"][p])) for p in (me, 1 - me)]
    if deciding:    # the raise-or-abandon question, with its stakes, heard (review 9)
        parts.append(v.of("say.decide", 1 - me, n=view["stakes"],
                          next=STAKES[min(sum(view["strikes"]) + 1, len(STAKES) - 1)]))
    else:
        parts.append(v.t("stakes", n=view["stakes"]) if view["stakes"] else v.t("stakes.none"))
    return ". ".join(parts)


def status(view: dict, v) -> list[str]:
    scores = " · ".join(v.t("score", side=v.name(p), points=view["scores"][p])
                        for p in v.order(view["player"]))
    return [v.t("exchange", n=max(view["exchange"], 1)), scores]


def breakdown(view: dict, v) -> list:
    last = view["exchanges"][-1]
    players = v.order(view["player"])
    rows = [[v.t("line.strikes"), *(last["strikes"][p] for p in players)],
            [v.t("line.stakes"), *(last["points"] if p == last["winner"] else 0 for p in players)],
            [{"class": "total"}, v.t("line.scores"), *(view["scores"][p] for p in players)]]
    return el("div", {}, table(rows, ["", *(v.name(p) for p in players)],
                               **{"class": "breakdown", "id": "breakdown"}),
              el("p", {"class": "verdict"}, v.of("news.exchange", last["winner"],
                                                 n=last["points"])),
              el("p", {"class": "note"}, v.of(f"verdict.{view['end']}", view["winner"],
                                              high=max(view["scores"]), low=min(view["scores"])))
              if view["end"] else None)


def end_title(view: dict, v, over: bool) -> str:
    return v.t("end.game") if over else v.t("end.exchange", n=len(view["exchanges"]))


def history(view: dict, v) -> list:
    """Every finished exchange, the newest first (a long match's newest row fell below the
    fold): who won it, its strikes and stakes, and the scores after."""
    first, second = v.order(view["player"])
    scores = [0, 0]
    rows = []
    for i, ex in enumerate(view["exchanges"]):
        scores[ex["winner"]] += ex["points"]
        rows.append([v.t("history.exchange", n=i + 1), v.name(ex["winner"]),
                     f"{ex['strikes'][first]}–{ex['strikes'][second]}", ex["points"],
                     f"{scores[first]}–{scores[second]}"])
    return table(rows[::-1], [v.t("history.title"), v.t("history.winner"), v.t("history.strikes"),
                        v.t("history.stakes"), v.t("history.scores")],
                 **{"class": "breakdown history", "id": "history"})


def peek(view: dict, v) -> dict | None:
    """The last trick, to look back at: its two cards and who took it (not between
    exchanges)."""
    last = view["last_trick"]
    if last is None or _between(view):
        return None
    # each card with whose it was: in sight (the name) and aloud (the whole sentence)
    cards = el("div", {"class": "peek-cards"}, *(
        el("div", {"class": "peek-card"},
           card(c["card"], label=v.of("last_trick.card", c["player"], card=c["card"]),
                **{"class": "small" + (" took" if c["player"] == last["taken_by"] else "")}),
           el("span", {"class": "who"}, v.name(c["player"]))) for c in last["cards"]))
    return {"title": v.of("last_trick", last["taken_by"]), "body": el("div", {}, cards)}


def effects(fact: dict, view: dict, v) -> dict:
    """A card played flies from the player's hand into the trick; a trick, a strike and
    the end of the game sound."""
    kind = fact["kind"]
    if kind == "play":
        p, c = fact["player"], fact["card"]
        return {"motion": [{"fly": c, "art": art(c), "from": f"c-{c}" if p == view["player"] or
                            fact["hand"] == "open" else f"seat-{p}", "to": "pile"}],
                "sound": "card"}
    return {"sound": {"trick": "trick", "exchange": "round", "game_over": "end"}.get(kind)}
