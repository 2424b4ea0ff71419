"""What the page draws of a Xeri table, from one seat's observation and choices
(pygame_core/scene.py has the node format)."""

from __future__ import annotations

from ..scene import art, card, choice_index, el, help, table
from .cards import BY_CODE
from .rules import HAND, XERI_POINTS, jack_points, side_score
from .words import card as short
from .words import card_name

# Seats around the table from the seat on screen, clockwise (the next seat is on its left).
_PLACES = {2: ("bottom", "top"), 4: ("bottom", "left", "top", "right")}


def _card(code: str, v, **attrs) -> list:
    attrs.setdefault("key", f"c-{code}")
    attrs.setdefault("label", card_name(code, v.lang))
    return card(code, **attrs)


def _seat(view: dict, p: int, v, seat: int) -> list:
    n = view["players"]
    place = _PLACES[n][(p - seat) % n]
    badge = el("span", {"class": "badge"}, v.of("dealer", p)) if view["dealer"] == p else None
    box = el("section", {"class": f"spot spot-{place}" + (" on-turn" if view["turn"] == p else ""),
                         "id": f"seat-{p}", "aria-label": v.name(p)},
             el("div", {"class": "spot-name"}, el("span", {}, v.name(p)), badge))
    if p != seat:
        count = view["hand_counts"][p]
        backs = el("div", {"class": "backs hand-backs", "role": "img",
                           "aria-label": v.of("hand.of", p, n=count)})
        backs.extend(el("div", {"class": "card back small", "data-key": f"h{p}-{i}"},
                        card(None)) for i in range(min(count, 6)))
        box.append(backs)
    return box


def _captured(view: dict, side: int, v) -> list:
    s = view["sides"][side]
    stack = el("div", {"class": "stack"},
               card(None, **{"class": "back small"}) if s["captured"] else
               el("div", {"class": "card slot small"}))
    for i, x in enumerate(s["xeris"]):  # X9: xeris lie face up across the captured cards
        key = "jack_xeri.card" if x["jack"] else "xeri.card"
        named = card_name(x["card"], v.lang, article=not x["jack"])    # «με το τεσσάρι»
        stack.append(card(x["card"], **{"class": f"small xeri-card x{i % 4}" + (
            " jack" if x["jack"] else ""), "label": v.t(key, card=named)}))
    return el("div", {"class": f"captured side{side}", "id": f"captured-{side}", "role": "group",
                      "tabindex": 0,
                      "aria-label": v.of_side("captured", side, n=s["captured"])},
              stack,
              el("div", {"class": "cap-label", "aria-hidden": "true"},
                 el("span", {"class": "who"}, v.side(side)),
                 el("span", {"class": "count"}, v.t("captured.count", n=s["captured"])),
                 el("span", {"class": "xeri-count"}, v.t("xeris", n=len(s["xeris"])))
                 if s["xeris"] else None))


def _cut(view: dict, choices: list[dict], v) -> list:
    first = next(i for i, c in enumerate(choices) if "cut" in c["event"])
    low = choices[first]["event"]["cut"]
    high = choices[-1]["event"]["cut"]
    return el("div", {"class": "cut-control", "id": "cut-control"},
              el("p", {"class": "prompt"}, v.t("cut.prompt")),
              el("div", {"class": "cut-deck", "aria-hidden": "true"},
                 *(el("div", {"class": "slice"}) for _ in range(view["stock"] or 52))),
              el("input", {"type": "range", "class": "cut-range", "min": low, "max": high,
                           "value": (low + high) // 2, "slider": first,
                           "id": "cut-range", "data-focus": True, "label": v.t("cut.prompt")}),
              el("button", {"type": "button", "class": "primary cut-btn", "id": "cut-button",
                            "slider": first}))


def board(view: dict, choices: list[dict], v) -> list:
    seat = view["player"]
    n = view["players"]
    acts = choice_index(choices)
    root = el("div", {"class": f"board xeri players{n}", "id": "board",
                      "data-phase": view["phase"]})
    root.extend(_seat(view, p, v, seat) for p in range(n) if p != seat)

    left = v.t("stock.left", n=view["stock"]) if view["stock"] else v.t("stock.none")
    named = f"{v.t('stock')}: {left}"   # never "Stock: The stock is empty"
    stock = el("div", {"class": "stock", "id": "stock", "role": "group", "tabindex": 0,
                       "aria-label": named},
               card(None) if view["stock"] else el("div", {"class": "card slot"}),
               el("div", {"class": "under", "aria-hidden": "true"},   # never broken at the dot
                  f"{v.t('stock')}\u00a0·\u00a0{view['stock']}"))
    if view["bottom_card"] and view["stock"]:
        bottom = view["bottom_card"]
        # V1: the bottom card lies across under the stock, its caption under the stock's.
        stock.append(el("div", {"class": "bottom-card"},
                        card(bottom, **{"class": "small", "label":
                                        v.t("bottom", card=card_name(bottom, v.lang))})))
        stock.append(el("div", {"class": "under bottom-caption", "aria-hidden": "true"},
                        v.t("bottom", card=short(bottom, v.lang))))
    pile = view["pile"]
    shown = pile[-4:]
    fan = el("div", {"class": "fan"})
    if not shown:
        fan.append(el("div", {"class": "card slot", "id": "pile-slot"}))
    for i, code in enumerate(shown):
        top = i == len(shown) - 1
        fan.append(_card(code, v, **{"class": f"f{len(shown) - 1 - i}" + (" top" if top else "")}))
    label = (v.t("pile.top", card=card_name(pile[-1], v.lang), n=len(pile)) if pile
             else v.t("pile.empty"))
    root.append(el("div", {"class": "middle"}, stock,
                   el("div", {"class": "pile", "id": "pile", "role": "group", "tabindex": 0,
                              "aria-label": label},
                      fan, el("div", {"class": "under", "aria-hidden": "true"},
                              v.t("cards", n=len(pile)) if pile else v.t("pile.empty"))),
                   el("button", {"type": "button", "class": "peek-btn", "id": "peek",
                                 "data-do": "peek"}, v.t("peek"))
                   if view["last_capture"] else None))
    mine = view["side"]
    root.append(el("div", {"class": "captures"}, _captured(view, mine, v),
                   _captured(view, 1 - mine, v)))

    me = _seat(view, seat, v, seat)
    cutting = any("cut" in c["event"] for c in choices)
    me[2].append(help("xeri-cut" if cutting else "xeri-play", v))    # beside the name
    if cutting:
        me.append(_cut(view, choices, v))
    if any("play" in c["event"] for c in choices):
        me.append(el("p", {"class": "prompt", "id": "prompt"}, v.t("prompt.play")))
    # tabindex -1, keyed: the focus waits on the row while the computer plays (web/app/table.js)
    hand = el("div", {"class": "hand", "data-arrows": True, "role": "group", "tabindex": -1,
                      "key": "hand", "aria-label": v.of("hand", seat)})
    if view["hand"] is None:    # the room's: face down
        hand.extend(el("div", {"class": "card back", "data-key": f"h{seat}-{i}"}, card(None))
                    for i in range(view["hand_counts"][seat]))
    for code in view["hand"] or []:
        i = acts.get(("play", code))
        if i is None:
            hand.append(_card(code, v, disabled=True))
        else:
            hand.append(_card(code, v, act=i, label=choices[i].get("said", choices[i]["label"]),
                                  **{"class": "legal"}))
    me.append(hand)
    root.append(me)
    return root


def summary(view: dict, v, facts: list | None = None) -> str:
    """The table in words, said when the person's turn comes (the live region): the pile's
    top card and size, the stock (and the bottom card while it shows), each side's
    captured cards and xeris: all of it on a deal's first turn (a full hand) and when
    nothing happened since; after `facts` (what happened since) otherwise only what they
    changed: the cards taken after a capture (said every turn, it was long, reviews 6)."""
    full = not facts or len(view["hand"] or ()) == HAND
    pile = view["pile"]
    parts = [v.t("pile.top", card=card_name(pile[-1], v.lang), n=len(pile)) if pile
             else v.t("pile.empty")]
    if full or any(f["kind"] in ("deal", "pile") for f in facts):
        parts.append(f"{v.t('stock')}: {v.t('stock.left', n=view['stock'])}" if view["stock"]
                     else v.t("stock.empty"))
        if view["bottom_card"] and view["stock"]:
            parts.append(v.t("bottom", card=card_name(view["bottom_card"], v.lang)))
    if not full and not any(f["kind"] == "sweep" or f["kind"] == "play" and f["taken"]
                            for f in facts):
        return ". ".join(parts)
    for s in (view["side"], 1 - view["side"]):
        side = view["sides"][s]
        xeris = f", {v.t('xeris', n=len(side['xeris']))}" if side["xeris"] else ""
        parts.append(v.of_side("captured", s, n=side["captured"]) + xeris)
    return ". ".join(parts)


def standing(view: dict) -> list[int]:
    """Each side's points as they stand: the game's, and this round's so far (X12 for the
    cards and xeris taken, "most cards" once the other side cannot reach as many), from the
    round's history (every card taken lay face up). At the round's end: the game's."""
    history = view["history"]
    if any(f["kind"] == "round_end" for f in history):
        return list(view["totals"])
    taken: list[list[int]] = [[], []]
    pile: list[int] = []
    for f in history:
        if f["kind"] == "pile":
            pile = [BY_CODE[c] for c in f["cards"]]
        elif f["kind"] == "play":
            pile.append(BY_CODE[f["card"]])
            if f["outcome"] != "lay":
                taken[f["player"] & 1] += pile
                pile = []
    jack = jack_points(view["config"]["variants"])
    out = []
    for s in (0, 1):
        xeris = view["sides"][s]["xeris"]
        jacks = sum(x["jack"] for x in xeris)
        out.append(view["totals"][s] + side_score(taken[s], 52 - len(taken[s]),
                                                  len(xeris) - jacks, jacks, jack)["points"])
    return out


def status(view: dict, v) -> list[str]:
    """The status line: the round, and each side's points as they stand (and round wins)."""
    rnd = max(view["round"], 1)
    target = view["config"]["variants"].get("target")
    first = (v.t("round.target", n=rnd, target=view["target"]) if target
             else v.t("round.of", n=rnd, m=view["config"]["rounds"]))
    sides = v.order(view["side"])
    # Round wins decide a game of several rounds, so they are shown there only.
    key = "totals" if target or view["config"]["rounds"] == 1 else "totals.wins"
    points = standing(view)
    totals = " · ".join(v.t(key, side=v.side(s), points=points[s],
                            n=view["round_wins"][s]) for s in sides)
    return [first, totals]


def breakdown(view: dict, v) -> list:
    """The last finished round's X12 lines for both sides, and the running totals."""
    last = view["rounds"][-1]
    sides = v.order(view["side"])
    jack = 25 if view["config"]["variants"].get("jack_xeri_25") else 20
    target = view["config"]["variants"].get("target")
    # a game of one round: its points decide it, said once (the game's verdict is above)
    single = not target and view["config"].get("rounds") == 1
    rows = []
    for line in last["lines"]:
        key = line["key"]
        if key in ("cards", "points"):
            cells = [line["values"][s] for s in sides]
        elif key in ("xeris", "jack_xeris"):
            each = XERI_POINTS if key == "xeris" else jack
            cells = [v.t("line.count", n=line["values"][s], each=each, points=line["points"][s])
                     if line["values"][s] else 0 for s in sides]
        else:
            cells = [line["points"][s] for s in sides]
        attrs = {"class": "total" if single else "sum"} if key == "points" else {}
        rows.append([attrs, v.t(f"line.{key}"), *cells])
    # the row that decides the game is marked: the points with V5, else rounds won (X14)
    if not single:
        rows.append([{"class": "total"} if target else {}, v.t("line.total"),
                     *(view["totals"][s] for s in sides)])
    if not target and not single:
        rows.append([{"class": "total"}, v.t("line.wins"),
                     *(view["round_wins"][s] for s in sides)])
    winner = last["winner"]
    verdict = v.t("round.tie") if winner is None else v.of_side("round.wins", winner)
    return el("div", {}, table(rows, ["", *(v.side(s) for s in sides)],
                               **{"class": "breakdown", "id": "breakdown"}),
              None if single else el("p", {"class": "verdict"}, verdict),
              None if single or target else el("p", {"class": "note"}, v.t("line.decides")))


def end_title(view: dict, v, over: bool) -> str:
    return v.t("end.game") if over else v.t("end.round", n=len(view["rounds"]))


def history(view: dict, v) -> list:
    """Every finished round: each side's points and running total, and its X12 lines;
    nothing for one round (the breakdown above is that round)."""
    if len(view["rounds"]) < 2:
        return None
    sides = v.order(view["side"])
    totals = [0, 0]
    rows = []
    for rnd in view["rounds"]:
        cells = []
        for s in sides:
            totals[s] += rnd["sides"][s]["points"]
            cells.append(v.t("history.points", points=rnd["sides"][s]["points"], total=totals[s]))
        rows.append([{"class": "sum"}, v.t("history.round", n=rnd["round"]), *cells])
        rows.append([{"class": "lines"}, "", *(" · ".join(_line(line, s, v) for line in rnd["lines"]
                                                         if line["key"] not in ("cards", "points")
                                                         and line["points"][s]) or "—"
                                               for s in sides)])
    return table(rows, [v.t("history.title"), *(v.side(s) for s in sides)],
                 **{"class": "breakdown history", "id": "history"})


def _line(line: dict, side: int, v) -> str:
    """One X12 line of one side, short: "A K Q J 10: 4", "2 xeris: 20"."""
    return v.t(f"history.{line['key']}", n=line["values"][side], points=line["points"][side])


def peek(view: dict, v) -> dict | None:
    """The round's last capture, to look back at: who took which cards."""
    last = view["last_capture"]
    if last is None:
        return None
    cards = el("div", {"class": "peek-cards"}, *(card(c, label=card_name(c, v.lang),
                                                      **{"class": "small"}) for c in last["cards"]))
    return {"title": v.of("last_capture", last["player"]), "body": el("div", {}, cards)}


def effects(fact: dict, view: dict, v) -> dict:
    """What a fact shows and sounds on the board drawn before it: a card flies from the
    player's hand to the pile; a capture sweeps the pile to the side's stack; a xeri gets
    a word over the table."""
    if fact["kind"] == "round_end":
        return {"sound": "end" if fact["over"] else "round"}
    if fact["kind"] != "play":
        return {}
    p = fact["player"]
    motion = [{"fly": fact["card"], "art": art(fact["card"]), "to": "pile",
               "from": f"c-{fact['card']}" if p == view["player"] else f"seat-{p}"}]
    if fact["taken"]:
        motion.append({"sweep": "pile", "to": f"captured-{p % 2}"})
    xeri = fact["outcome"] in ("xeri", "jack_xeri")
    return {"motion": motion, "banner": v.t(f"banner.{fact['outcome']}") if xeri else None,
            "sound": "fanfare" if xeri else "capture" if fact["taken"] else "card"}
