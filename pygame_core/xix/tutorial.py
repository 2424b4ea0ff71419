"""The guided first game of XIX against the easy computer, on a deal chosen so that
the newcomer follows a lead they can take with 19, gets a strike (and so the
raise-or-abandon decision) and drafts in the first exchange when they follow the
notes (tests/test_guide.py checks it). The computer's moves come from the
table's seed: the same cards played give the same game.

`moment` picks what to explain at one of the newcomer's decisions, each thing
once (the words are xix/words.py's "tut.*"; a key's "@…" tail tells one exchange's
note from another's); xeri/tutorial.py has the shape.
"""

from __future__ import annotations

from .rules import STAKES, TARGET, game_end, trick_taker

CONFIG: dict = {}
SEATS = [{"kind": "human"}, {"kind": "ai", "level": "easy"}]
SEED = 39
CLOSE = 12      # a score, or the two together, this near 19: the end is in sight
RECKON = 3      # from this exchange on, each one opens with where the score stands


def moment(view: dict, options: list, recent: list[dict], taught: set) -> tuple | None:
    """(key, params, the id of what the note is about, the rules' topic), or None; a note
    that suggests a card names it as `play` (the page marks it)."""
    me, other = view["player"], 1 - view["player"]
    kinds = {f["kind"] for _, f in options}
    trick = view["trick"]["cards"]
    lead = trick[0]["card"] if trick else None
    hand = view["hands"][me]["closed"] + view["hands"][me]["open"]
    due = []
    told = next((f for f in recent if f["kind"] == "suggested"), None)
    played = next((f["card"] for f in recent if f["kind"] == "play" and f["player"] == me), None)
    if told and played not in (None, told["play"]) and not any(
            f["kind"] == "trick" and f["player"] == me for f in recent):
        due.append((f"missed_{told['key']}", {"card": told["card"], "lead": told["lead"]},
                    "peek", "xix-trick"))
    if "raise" in kinds:
        step = next(f for _, f in options if f["kind"] == "raise")
        due.append(("decide", {"n": view["stakes"], "next": step["next"]}, "decide", "xix-raise"))
    if "draft" in kinds:    # the highest card offered suggested: high cards take tricks
        best = max(f["card"] for _, f in options if f["kind"] == "draft")
        due.append(("draft", {"card": best, "play": best}, "offer", "xix-draft"))
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
    # Through the end of the game: each new kind of moment once, as it comes.
    last = view["last_trick"]
    pair = sorted(c["card"] for c in last["cards"]) if last else []
    if sum(pair) == TARGET:      # the first time 19 decides a trick, while it is fresh
        due.append(("nineteen_trick", {"high": pair[1], "low": pair[0]}, "peek", "xix-trick"))
    ended = next((f for f in recent if f["kind"] == "exchange"), None)
    for f in recent:
        if f["kind"] == "abandon" and f["player"] == other and ended:
            due.append(("their_abandon", {"n": ended["points"]}, "strike-row", "xix-raise"))
        if f["kind"] == "forced_abandon" and ended:
            who = "you" if f["player"] == me else "them"
            due.append((f"third_strike_{who}", {"n": ended["points"]}, "strike-row",
                        "xix-raise"))
        if f["kind"] == "trade" and f["player"] == other:
            due.append(("their_trade", {}, "strike-row", "xix-trade"))
    if "raise" in kinds and view["strikes"][me] == 2:
        due.append(("last_raise", {}, "decide", "xix-raise"))
    if "play" in kinds and lead is None and "draft" in taught and not any(view["strikes"]):
        due.append(("new_exchange", {}, "strike-row", "xix-next"))
    elif "play" in kinds and lead is None and any(view["strikes"]):
        due.append(("lead_again", {}, f"seat-{me}", "xix-trick"))
    follows = [f["card"] for _, f in options if f["kind"] == "play"]
    if lead and follows and all(trick_taker(lead, c) for c in follows):
        due.append(("cannot_take", {"lead": lead}, "pile", "xix-strike"))
    mine, theirs = view["scores"][me], view["scores"][other]
    if "raise" in kinds and mine + theirs + step["next"] >= TARGET:
        due.append(("end_near", {"mine": mine, "theirs": theirs, "n": step["next"]},
                    "decide", "xix-goal"))
    if max(mine, theirs) >= CLOSE or mine + theirs >= CLOSE:
        due.append(("close", {"mine": mine, "theirs": theirs}, f"seat-{me}", "xix-goal"))
    if "play" in kinds and view["hands"][other]["open"]:   # what its open cards can do
        due.append(("their_open", {}, f"seat-{other}", "xix-hands"))
    mark = next((c for c in view["row"] if not c["face_up"] and c["placed_by"] == me), None)
    if mark and "play" in kinds:    # a card of yours face down in the row: yours to know
        due.append(("row_yours", {"card": mark["card"]}, "strike-row", "xix-trade"))
    # After the first two exchanges (full of notes), each exchange opens with where the
    # score stands: what each needs to reach 19, and whether exactly 19 together can
    # still happen (N6); a long game is never left without a word (last round's review).
    if view["exchange"] >= RECKON and "play" in kinds and not any(view["strikes"]):
        gap = TARGET - mine - theirs
        due.append((f"reckon{'_19' if gap > 0 else ''}@{view['exchange']}",
                    {"n": view["exchange"], "mine": mine, "theirs": theirs,
                     "need": TARGET - mine, "need_them": TARGET - theirs, "gap": gap},
                    f"seat-{me}", "xix-goal"))
    # and an exchange whose end leaves the next one able to end the game says so at its
    # draft, where the cards for it are picked
    if "draft" in kinds and "draft" in taught and game_point(mine, theirs):
        due.append((f"game_point@{view['exchange']}", {"mine": mine, "theirs": theirs},
                    "offer", "xix-goal"))
    # The first trick is explained once, however it comes.
    if taught & {"first_lead", "first_follow", "first_nineteen"}:
        taught = taught | {"first_lead", "first_follow", "first_nineteen"}
    return next((d for d in due if d[0] not in taught), None)


def game_point(mine: int, theirs: int) -> bool:
    """Whether one exchange, worth one of the stakes to one player, can end the game (N6)."""
    return any(game_end(mine + s, theirs) or game_end(mine, theirs + s) for s in STAKES[1:])


def end(view: dict, over: bool) -> str:
    """The note under an exchange's breakdown."""
    return "game_end" if over else "exchange_end"
