"""The guided first game of Xeri: one round against the easy computer, on a deal
chosen so that the newcomer deals (the computer cuts: the deal does not depend on
the newcomer), can capture at once, holds a jack and gets a xeri to take when they
follow the notes (tests/test_guide.py checks it). The computer's moves come from
the table's seed, so the game is the same every time the newcomer plays the same
cards.

`moment` picks what to explain at one of the newcomer's decisions, each thing
once, from their observation, their choices (with what each would do) and the
facts since their last decision; the words are xeri/words.py's "tut.*" (`note`: the
cards in the params are codes, written in the table's language when the note is said).
"""

from __future__ import annotations

CONFIG = {"players": 2, "rounds": 1, "variants": {}}
SEATS = [{"kind": "human"}, {"kind": "ai", "level": "easy"}]
SEED = 112
FIRST = {"first", "first_lay", "first_empty"}


def _plays(options: list) -> list[dict]:
    return [f for _, f in options if f["kind"] == "play"]


def moment(view: dict, options: list, recent: list[dict], taught: set) -> tuple | None:
    """(key, params, the id of what the note is about, the rules' topic), or None; a note
    that suggests a card names it as `play` (the page marks it)."""
    me, side = view["player"], view["side"]
    plays = _plays(options)
    pile = view["pile"]
    mine = [f for f in recent if f["kind"] == "play" and f["player"] == me]
    theirs = [f for f in recent if f["kind"] == "play" and f["player"] != me]
    matches = [f for f in plays if f["taken"] and f["card"][0] != "J"]
    jacks = [f for f in plays if f["taken"] and f["card"][0] == "J"]
    xeris = [f for f in plays if f["outcome"] in ("xeri", "jack_xeri")]
    due = []
    told = next((f for f in recent if f["kind"] == "suggested"), None)
    if told and mine and mine[0]["card"] != told["play"] and not mine[0]["taken"]:
        due.append((f"missed_{told['key']}", {k: told[k] for k in ("top", "card", "lone", "n",
                                                                   "points") if k in told},
                    "pile", "xeri-play"))
    if xeris:
        x = xeris[0]
        due.append(("xeri", {"card": x["card"], "lone": pile[0], "play": x["card"],
                             "points": x["points"]}, "pile", "xeri-xeri"))
    if matches:
        due.append(("first", {"top": pile[-1], "card": matches[0]["card"],
                              "play": matches[0]["card"], "n": matches[0]["taken"]}, "pile",
                    "xeri-play"))
    due.append(("first_lay", {"top": pile[-1]}, "pile", "xeri-play") if pile else
               ("first_empty", {}, "pile", "xeri-play"))
    if any(f["outcome"] in ("xeri", "jack_xeri") for f in mine):
        due.append(("made_xeri", {}, f"captured-{side}", "xeri-xeri"))
    if any(f["outcome"] in ("xeri", "jack_xeri") for f in theirs):
        due.append(("their_xeri", {}, f"captured-{1 - side}", "xeri-xeri"))
    if any(f["taken"] for f in theirs):
        due.append(("their_capture", {"card": next(f for f in theirs if f["taken"])["card"]},
                    f"captured-{1 - side}", "xeri-play"))
    if any(f["kind"] == "deal" and f["deal"] > 1 for f in recent):
        due.append(("deal_you" if view["dealer"] == me else "deal", {"n": view["stock"]},
                    "stock", "xeri-cut"))
    if matches and pile:
        due.append(("capture", {"top": pile[-1], "card": matches[0]["card"],
                                "play": matches[0]["card"], "n": matches[0]["taken"]}, "pile",
                    "xeri-play"))
    if jacks:
        due.append(("jack", {"card": jacks[0]["card"], "n": jacks[0]["taken"]}, "pile",
                    "xeri-play"))
    if plays and not pile:
        due.append(("empty", {}, "pile", "xeri-xeri"))
    if plays and view["stock"] == 0:
        due.append(("last_deal", {}, "pile", "xeri-end"))
    # After the first deal, through the end of the round: each new kind of moment once.
    due += _later(view, plays, jacks, xeris) if view["deal"] > 1 else []
    # The first play is explained once, however it comes; with a capture, that is taught.
    if taught & FIRST:
        taught = taught | FIRST | ({"capture"} if "first" in taught else set())
    return next((d for d in due if d[0] not in taught), None)


def _seen(view: dict) -> set[str]:
    """The cards this seat has seen: its hand, and every card laid face up this round."""
    seen = set(view["hand"])
    for f in view["history"]:
        if f["kind"] == "shuffle":
            seen = set(view["hand"])
        seen |= set(f.get("cards", ())) | ({f["card"]} if f["kind"] == "play" else set())
    return seen


def _later(view: dict, plays: list, jacks: list, xeris: list) -> list[tuple]:
    """The moments of a round after its first deal: a jack for a big pile, a lone card
    with no xeri in hand, nothing to take, a pile grown big, a safe card for an empty
    pile, more than half the cards taken, the last card."""
    pile, due = view["pile"], []
    takes = [f for f in plays if f["taken"]]
    if jacks and len(pile) >= 4 and not [f for f in takes if f["card"][0] != "J"]:
        due.append(("jack_big", {"card": jacks[0]["card"], "n": jacks[0]["taken"]}, "pile",
                    "xeri-play"))
    if len(pile) == 1 and not xeris:
        due.append(("jack_lone", {"card": jacks[0]["card"], "lone": pile[0]}, "pile",
                    "xeri-xeri") if jacks else ("lone", {"lone": pile[0]}, "pile", "xeri-xeri"))
    if plays and len(pile) >= 2 and not takes:
        due.append(("lay", {}, "pile", "xeri-play"))
    if plays and len(pile) >= 6 and not takes:
        due.append(("big_pile", {"n": len(pile)}, "pile", "xeri-scoring"))
    if plays and not pile:
        seen = _seen(view)
        safe = [c for c in view["hand"] if c[0] != "J"
                and sum(s[:-1] == c[:-1] for s in seen) == 4]
        if safe:
            due.append(("safe", {"card": safe[0]}, "pile", "xeri-xeri"))
    for s, side in enumerate(view["sides"]):
        if side["captured"] * 2 > 52:
            who = "you" if s == view["side"] else "them"
            due.append((f"most_{who}", {"n": side["captured"]}, f"captured-{s}",
                        "xeri-scoring"))
    if plays and len(view["hand"]) == 1 and view["stock"] == 0 and view["last_capture"]:
        who = "you" if view["last_capture"]["side"] == view["side"] else "them"
        due.append((f"last_card_{who}", {}, "pile", "xeri-end"))
    return due


def end(view: dict, over: bool) -> str:
    """The note under the end-of-round breakdown."""
    return "score"
