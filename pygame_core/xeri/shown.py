"""What the other players' plays of this deal show about their hands (4 players, issue 34).

Hands are refilled only when empty (X10), so every card a player holds now was in their
hand at each of their plays this deal. A card they played was, by medium's rule and by
`odds`'s alike, not clearly worse (by `MARGIN` points) than any other card they held then:
a card both rules clearly prefer to the one played is taken not to be in their hand (the
hard level's sampled worlds keep it out while they can, `sim.sample_world`). Each play is
read from the view's public history as it stood then: the pile, the cards face up, the
hand sizes, and the player's own cards known from their later plays.
"""

from __future__ import annotations

from ..ai.search import p_holds
from .cards import JACK, parse
from .knowledge import XeriInfo
from .policies import CARD_SHARE, VALUE, medium_score, odds_value
from .rules import HAND, PILE

MARGIN = 0.5  # round points: only a clearly worse play is read as a sign

READ = 2  # the times a player is seen to follow both rules before they are read

TOTAL = sum(VALUE)


def _deals(view: dict) -> list[list[tuple]]:
    """This round's plays by the other players, deal by deal: (player, card, the pile then,
    the cards face up then, the next player's hand size then, the player's own then)."""
    me, n = view["player"], view["players"]
    table: list[int] = []
    seen: set[int] = set()
    counts = [0] * n
    deals: list[list[tuple]] = [[]]
    for entry in view["history"]:
        kind = entry["kind"]
        if kind == "play":
            card, p = parse(entry["card"]), entry["player"]
            if p != me:
                deals[-1].append((p, card, list(table), frozenset(seen), counts[(p + 1) % n],
                                  counts[p]))
            counts[p] -= 1
            seen.add(card)
            if entry["taken"]:
                table = []
            else:
                table.append(card)
        elif kind == "pile":
            table = [parse(c) for c in entry["cards"]]
            seen.update(table)
        elif kind == "failed_pile":
            seen.difference_update(parse(c) for c in entry["cards"])
            table = []
        elif kind == "bottom":
            seen.add(parse(entry["card"]))
        elif kind == "deal":
            counts = [HAND] * n
            deals.append([])
    return deals


def shown_cards(view: dict, info: XeriInfo) -> dict[int, set[int]]:
    """player -> the unseen cards they are taken not to hold (above)."""
    classes: dict[tuple, list[int]] = {}  # cards of one rank and value play alike
    for c in info.unseen:
        classes.setdefault((c >> 2, VALUE[c]), []).append(c)
    deals = _deals(view)
    # A player is read once seen this round to follow both rules where they clearly
    # prefer one card: twice a card they played was clearly better than one they kept
    # (and played later that deal), and never the other way round.
    kept = [0] * info.players
    for plays in deals:
        for k, (p, card, *_) in enumerate(plays):
            for q, x, *_ in plays[k + 1:]:
                if q != p or x == card:
                    continue
                if _clearly_better(x, card, *_view_then(plays, k, info, x)):
                    kept[p] = -99
                elif _clearly_better(card, x, *_view_then(plays, k, info, x)):
                    kept[p] += 1
    out: dict[int, set[int]] = {}
    plays = deals[-1]
    for k, (p, card, *_) in enumerate(plays):
        if kept[p] < READ:
            continue
        for key, members in classes.items():
            if key != (card >> 2, VALUE[card]) and _clearly_better(
                    members[0], card, *_view_then(plays, k, info, members[0])):
                out.setdefault(p, set()).update(members)
    return out


def _view_then(plays, k, info: XeriInfo, x) -> tuple:
    """The player's view at the k-th play, had they held x too: the pile, its points, the
    unseen cards' counts by rank, their number, the next hand's size, a jack's keep
    (`odds`) and a jack xeri's points."""
    p, _card, pile, public, next_size, held = plays[k]
    later = [c for q, c, *_ in plays[k:] if q == p]  # in their hand then, card included
    size = next_size or (HAND if info.stock else 0)
    known = [*public, *later] + ([] if x in later else [x])
    rank = [4] * 13
    for c in known:
        rank[c >> 2] -= 1
    rest = 52 - len(known)
    keep = PILE * ((TOTAL - sum(VALUE[c] for c in known)) / rest + CARD_SHARE) if rest else 0.0
    return (pile, sum(VALUE[c] for c in pile), rank, 52 - len(public) - held, size, keep,
            info.jack_xeri)


def _clearly_better(x, card, pile, pile_value, rank, unknown, size, keep, jack_xeri) -> bool:
    """Both rules value x above the card played by more than MARGIN, in that view."""
    p_jack = p_holds(rank[JACK], unknown, size)

    def medium(c):
        return medium_score(c, pile, pile_value, rank, unknown, size, False, jack_xeri, p_jack)

    def odds(c):
        return odds_value(c, pile, pile_value, p_holds(rank[c >> 2], unknown, size), p_jack,
                          keep, False, jack_xeri)

    return medium(x) - medium(card) > MARGIN and odds(x) - odds(card) > MARGIN
