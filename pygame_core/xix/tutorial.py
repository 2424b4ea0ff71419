"""The guided first game of XIX against the easy computer, on a deal chosen so that
the newcomer follows a lead they can take with 19, gets a strike (and so the
raise-or-abandon decision) and drafts in the first exchange when they follow the
notes (tests/test_guide.py checks it). The computer's moves come from the
table's seed: the same cards played give the same game.

`moment` picks what to explain at one of the newcomer's decisions, each thing
once (the words are xix/words.py's "tut.*"); xeri/tutorial.py has the shape.
"""

from __future__ import annotations

CONFIG: dict = {}
SEATS = [{"kind": "human"}, {"kind": "ai", "level": "easy"}]
SEED = 39


def moment(view: dict, options: list, recent: list[dict], taught: set) -> tuple | None:
    """(key, params, the id of what the note is about, the rules' topic), or None; a note
    that suggests a card names it as `play` (the page marks it)."""
    me, other = view["player"], 1 - view["player"]
    kinds = {f["kind"] for _, f in options}
    trick = view["trick"]["cards"]
    lead = trick[0]["card"] if trick else None
    hand = view["hands"][me]["closed"] + view["hands"][me]["open"]
    due = []
    if "raise" in kinds:
        step = next(f for _, f in options if f["kind"] == "raise")
        due.append(("decide", {"n": view["stakes"], "next": step["next"]}, "decide", "xix-raise"))
    if "draft" in kinds:
        due.append(("draft", {}, "offer", "xix-draft"))
    if "trade" in kinds:
        due.append(("trade", {}, "strike-row", "xix-trade"))
    if "play" in kinds:
        if lead is None:
            due.append(("first_lead", {}, "strike-row", "xix-trick"))
        nineteen = 19 - lead if lead and 19 - lead in hand else None
        if nineteen:
            won = nineteen < lead
            play = {"play": nineteen} if won else {}
            due.append(("first_nineteen" if won else "first_follow",
                        {"lead": lead, "card": nineteen, **play}, "pile", "xix-trick"))
            due.append(("nineteen_win" if won else "nineteen_lose",
                        {"lead": lead, "card": nineteen, **play}, "pile", "xix-trick"))
        elif lead:
            due.append(("first_follow", {"lead": lead}, "pile", "xix-trick"))
        if any(f["kind"] == "trick" and f["loser"] == other for f in recent):
            due.append(("their_strike", {"n": view["stakes"]}, "strike-row", "xix-strike"))
        if any(f["kind"] == "raise" and f["player"] == other for f in recent):
            due.append(("their_raise", {}, "strike-row", "xix-raise"))
        if view["hands"][me]["open"]:
            due.append(("open", {}, f"seat-{me}", "xix-hands"))
    # The first trick is explained once, however it comes.
    if taught & {"first_lead", "first_follow", "first_nineteen"}:
        taught = taught | {"first_lead", "first_follow", "first_nineteen"}
    return next((d for d in due if d[0] not in taught), None)


def end(view: dict, over: bool) -> str:
    """The note under an exchange's breakdown."""
    return "game_end" if over else "exchange_end"
