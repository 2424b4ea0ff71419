"""Why a Xeri card is good, as facts for hints and reviews in any language
(xeri/words.py turns them into sentences)."""

from __future__ import annotations

from .cards import code
from .knowledge import XeriInfo
from .policies import VALUE
from .rules import takes


def why(info: XeriInfo, card: int, detail: dict) -> dict:
    """Why a card is good, as facts for hints in any language (pygame_core/words.py)."""
    pile = info.pile
    r = card >> 2
    values = detail.get("values") or {}
    c = code(card)
    tail = None
    if card in values and detail.get("samples") and info.stock == 0:
        # the round's outlook, from the last deal on (before it, nobody at a table can
        # tell): what the search expects from here on the points taken so far
        mine = info.side(info.me)
        tail = {"key": "why.tail", "value": values[card] + info.won[mine] - info.won[1 - mine]}
    if pile and takes(r, pile[-1] >> 2):
        if len(pile) == 1 and r == pile[0] >> 2:
            return {"key": "why.xeri", "card": c, "lone": code(pile[0]), "tail": tail}
        worth = sum(VALUE[x] for x in pile) + VALUE[card]
        # n: the points the capture brings, the card played among them; the label says
        # how many cards it takes ("Play K♥ and take 4 cards")
        return {"key": "why.take_pile", "card": c, "n": worth, "tail": tail}
    left = sum(1 for x in info.unseen if x >> 2 == r)
    if not pile:
        if left == 0:
            return {"key": "why.safe_empty", "card": c, "rank": c[:-1], "tail": tail}
        return {"key": "why.start_pile", "card": c, "tail": tail}
    if left == 0:  # X8: only a jack takes a pile topped by the last card of its rank
        return {"key": "why.only_jack", "card": c, "rank": c[:-1], "tail": tail}
    return {"key": "why.least_to_take", "card": c, "tail": tail}
