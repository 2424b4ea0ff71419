"""What one Xeri player knows at a decision: `XeriInfo`, built from the engine's
`observation(player)` JSON by `info_from_view` (rules X1-X12, V1-V4). Every computer player
starts from it; nothing here reads a state's hidden fields."""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import JACK, parse
from .rules import BOTTOM_DEPTH, CARD_POINTS, HAND, PILE, jack_points


@dataclass
class XeriInfo:
    """What one player knows at a decision (rules X1-X12, V1-V4)."""

    players: int
    me: int
    dealer: int
    turn: int
    hand: list[int]
    pile: list[int]
    hand_counts: list[int]
    stock: int
    unseen: list[int]  # cards whose place the player does not know
    captured: list[int] = field(default_factory=lambda: [0, 0])  # cards per side
    last_capture: int | None = None  # side of the round's last capture
    # X12: the round points each side has taken so far, its cards' and its xeris' (words)
    won: list[int] = field(default_factory=lambda: [0, 0])
    stock_bottom: int | None = None  # V1: the known last card of the stock
    known_hands: dict[int, list[int]] = field(default_factory=dict)  # others' known cards
    stock_known: dict[int, int] = field(default_factory=dict)  # V1: place from the top -> card
    dealer_last_no_xeri: bool = False  # V3
    jack_xeri: int = 20  # V4 makes it 25
    phase: str = "play"  # or "cut"
    # Ranks another player is taken not to hold: in this deal they laid a card on a pile
    # they could have taken (its top's rank, or a jack), and hands are only refilled when
    # empty (X10), so every card they hold now was in their hand then.
    voids: dict[int, set[int]] = field(default_factory=dict)

    def side(self, player: int) -> int:
        return player % 2  # X1: with 4 players partners sit across

    def unseen_rank_counts(self) -> list[int]:
        counts = [0] * 13
        for c in self.unseen:
            counts[c >> 2] += 1
        return counts


def info_from_view(view: dict) -> XeriInfo:
    """The facts of an engine view (xeri/observation.py) that the levels use, nothing more."""
    me = view["player"]
    n = view["players"]
    variants = view["config"]["variants"]
    hand = [parse(c) for c in view["hand"]]
    pile = [parse(c) for c in view["pile"]]
    seen = set(pile)
    bottom = None
    table: list[int] = []  # the pile as the history builds it, for the voids
    voids: dict[int, set[int]] = {}
    dealer = view["dealer"]
    # V1: a bottom jack goes back BOTTOM_DEPTH cards down (after a reshuffle, the place
    # the 26th card of the deck has then); deals take cards from the top, so its place
    # is known until it is dealt, and then whose hand it went to.
    in_stock: list[list[int]] = []  # [card, place from the top]
    dealt_jacks: dict[int, int] = {}  # card -> the player holding it
    depth = BOTTOM_DEPTH
    won = [0, 0]
    for entry in view["history"]:  # this round's public history
        kind = entry["kind"]
        if kind == "play":
            card = parse(entry["card"])
            seen.add(card)
            player = entry["player"]
            dealt_jacks.pop(card, None)
            if entry["taken"]:
                won[player % 2] += sum(CARD_POINTS[c] for c in (*table, card)) + \
                    entry.get("points", 0)
                table.clear()
            else:
                if table and player != me:  # X8: a lay on a pile it could not take
                    voids.setdefault(player, set()).update((table[-1] >> 2, JACK))
                table.append(card)
        elif kind == "pile":
            cards = [parse(c) for c in entry["cards"]]
            seen.update(cards)
            table = cards
            in_stock = [[c, place - PILE] for c, place in in_stock if place >= PILE]
        elif kind == "failed_pile":  # back into the stock, reshuffled: hidden again
            seen.difference_update(parse(c) for c in entry["cards"])
            table = []
        elif kind == "reshuffle":  # X6: a new order; V1 looks at the 26th card of the deck
            in_stock = []
            depth = BOTTOM_DEPTH - HAND * n
        elif kind == "deal":  # X10: new hands, nothing known about them
            voids = {}
            # X5: one card at a time from the top, from the player left of the dealer
            for c, place in in_stock:
                if place < HAND * n:
                    dealt_jacks[c] = (dealer + 1 + place) % n
            in_stock = [[c, place - HAND * n] for c, place in in_stock if place >= HAND * n]
        elif kind == "bottom_jack":
            for known in in_stock:
                if known[1] >= depth:
                    known[1] += 1
            in_stock.append([parse(entry["card"]), depth])
        elif kind == "bottom":
            bottom = parse(entry["card"])
    known_hands: dict[int, list[int]] = {}
    for card, player in dealt_jacks.items():
        if player != me:
            known_hands.setdefault(player, []).append(card)
    stock_known = {place: card for card, place in in_stock}
    stock_bottom = None
    if bottom is not None and bottom not in seen and bottom not in hand:
        if view["stock"]:
            stock_bottom = bottom  # V1: it reaches the dealer in the last deal
        else:
            known_hands.setdefault(dealer, []).append(bottom)
    hidden = seen | set(hand) | set(stock_known.values())
    for cards in known_hands.values():
        hidden.update(cards)
    if stock_bottom is not None:
        hidden.add(stock_bottom)
    unseen = [c for c in range(52) if c not in hidden]
    last = view["last_capture"]
    return XeriInfo(
        players=n, me=me, dealer=dealer, turn=view["turn"], hand=hand, pile=pile,
        hand_counts=list(view["hand_counts"]), stock=view["stock"], unseen=unseen,
        captured=[view["sides"][0]["captured"], view["sides"][1]["captured"]],
        last_capture=None if last is None else last["side"], won=won, stock_bottom=stock_bottom,
        known_hands=known_hands, stock_known=stock_known,
        dealer_last_no_xeri=bool(variants.get("dealer_last_no_xeri")),
        jack_xeri=jack_points(variants),
        phase="cut" if view["phase"] == "cut" else "play", voids=voids)
