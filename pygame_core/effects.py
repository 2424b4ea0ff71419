"""What one event did, as the seat on screen may know it, for the page to animate.

Both games list their public history in the view (Xeri `history`, this round's;
XIX `log`, the whole game). The entries an event added are its effects: the
card played, what it captured and whether it was a xeri, a sweep, a trick and
its strike, a draft pick, a trade. Taken from the seat's own views, so nothing
hidden from that seat leaks.
"""

from __future__ import annotations


def _public(view: dict) -> list:
    return view.get("history", view.get("log", []))


def describe(before, after, event: dict, seat: int) -> dict:
    old = _public(before.view(seat))
    new = _public(after.view(seat))
    fresh = new[len(old):] if new[:len(old)] == old else new
    out = {"entries": fresh}
    if "chance" in event:
        out["chance"] = event["chance"]
    else:
        out["player"] = event["player"]
        out["event"] = event
    return out
