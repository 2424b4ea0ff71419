"""The configuration of a Xeri game (docs/records.md), the constants of its rules and the
rules that need no state: the initial pile check (X6, V2) and a side's score (X12)."""

from __future__ import annotations

from ..errors import ConfigError, is_int
from .cards import JACK

# V1..V4 are switches (`true` or absent); V5 is `target`, an integer.
FLAGS = ("bottom_card", "relaxed_initial_pile", "dealer_last_no_xeri", "jack_xeri_25")
VARIANTS = (*FLAGS, "target")
DEFAULT_TARGET = 151

HAND = 6          # X5: every player holds 6 after a deal
PILE = 4          # X5: four cards face up in the first deal of a round
BOTTOM_DEPTH = 25  # V1: a bottom jack goes back as the 26th card from the top
CUTS = range(1, 52)  # X3: how many cards a cut lifts, a card at least left on each side

# Phases: what comes next.
FIRST_DEALER, SHUFFLE, CUT, RESHUFFLE, PLAY, OVER = range(6)
PHASES = ("first_dealer", "shuffle", "cut", "reshuffle", "play", "finished")
CHANCE = {FIRST_DEALER: "first_dealer", SHUFFLE: "shuffle", RESHUFFLE: "reshuffle"}

# What a play did (X8, X9).
LAY, CAPTURE, XERI, JACK_XERI = range(4)
OUTCOMES = ("lay", "capture", "xeri", "jack_xeri")

TWO_OF_CLUBS = 4      # rank 1 (2) * 4 + suit 0 (C)
TEN_OF_DIAMONDS = 37  # rank 9 (10) * 4 + suit 1 (D)
HONOUR_RANKS = frozenset((0, 9, 10, 11, 12))   # A, 10, J, Q, K
XERI_POINTS = 10      # X12
JACK_XERI_POINTS = 20     # X12
JACK_XERI_POINTS_V4 = 25  # V4
MOST_CARDS_POINTS = 3     # X12


def card_points(card: int) -> int:
    """X12: what a captured card scores: an honour 1, the 2 of clubs 1, the 10 of diamonds
    2 (an honour and 1 more)."""
    return ((card >> 2 in HONOUR_RANKS) + (card == TWO_OF_CLUBS)
            + (card == TEN_OF_DIAMONDS))


CARD_POINTS = tuple(card_points(c) for c in range(52))


def jack_points(variants: dict) -> int:
    """X12, V4: what a xeri with a jack scores under these variations."""
    return JACK_XERI_POINTS_V4 if variants.get("jack_xeri_25") else JACK_XERI_POINTS


def takes(rank: int, top_rank: int) -> bool:
    """X8: a card takes a pile that is not empty when it is a jack or has the rank of the
    pile's top card."""
    return rank == JACK or rank == top_rank


# takes() as a table, TAKES[rank][top_rank], for the computer players' inner loops.
TAKES = tuple(tuple(takes(r, t) for t in range(13)) for r in range(13))


def xeri_points(rank: int, jack_xeri: int) -> int:
    """X12 (V4 sets `jack_xeri`): what a xeri made with a card of `rank` scores."""
    return jack_xeri if rank == JACK else XERI_POINTS


def pile_fails(pile: list[int], relaxed: bool) -> bool:
    """X6 (V2 when relaxed): must this initial pile go back into the stock?"""
    ranks = [c >> 2 for c in pile]
    if not relaxed and ranks[-1] == JACK:
        return True
    for i in range(PILE):
        for j in range(i + 1, PILE):
            if ranks[i] == ranks[j] and not (relaxed and (i, j) == (PILE - 2, PILE - 1)):
                return True
    return False


def side_score(cards: list[int], other: int, xeris: int, jack_xeris: int,
               jack_points: int) -> dict:
    """X12 for one side: its captured cards, the other side's card count, its xeris."""
    count = len(cards)
    honours = sum(1 for c in cards if c >> 2 in HONOUR_RANKS)
    two = 1 if TWO_OF_CLUBS in cards else 0
    ten = 1 if TEN_OF_DIAMONDS in cards else 0
    most = MOST_CARDS_POINTS if count > other else 0
    points = most + honours + two + ten + XERI_POINTS * xeris + jack_points * jack_xeris
    return {"cards": count, "most_cards": most, "honours": honours, "two_of_clubs": two,
            "ten_of_diamonds": ten, "xeris": xeris, "jack_xeris": jack_xeris, "points": points}


class Rules:
    """A checked config: players, game length and the variations switched on."""

    __slots__ = ("players", "rounds", "target", "bottom_card", "relaxed", "dealer_last_no_xeri",
                 "jack_points", "config")

    def __init__(self, config):
        if not isinstance(config, dict):
            raise ConfigError("config must be an object")
        extra = sorted(set(config) - {"players", "rounds", "variants"})
        if extra:
            raise ConfigError(f"unknown config key {extra[0]!r}")
        players = config.get("players")
        if not is_int(players) or players not in (2, 4):
            raise ConfigError(f"players must be 2 or 4, not {players!r}")
        variants = config.get("variants", {})
        if not isinstance(variants, dict):
            raise ConfigError("variants must be an object")
        for name, value in variants.items():
            if name not in VARIANTS:
                raise ConfigError(f"unknown variant {name!r}")
            if name == "target":
                if not is_int(value) or value < 1:
                    raise ConfigError(f"variant target must be a positive integer, not {value!r}")
            elif value is not True:
                raise ConfigError(f"variant {name} must be true or absent, not {value!r}")
        target = variants.get("target")
        rounds = config.get("rounds")
        # X2: `rounds` is required for a fixed-length game, ignored (but still checked) with V5.
        if rounds is None and "rounds" not in config and target is not None:
            pass
        elif not is_int(rounds) or rounds < 1:
            raise ConfigError(f"rounds must be an integer >= 1, not {rounds!r}")
        self.players = players
        self.rounds = rounds
        self.target = target
        self.bottom_card = "bottom_card" in variants
        self.relaxed = "relaxed_initial_pile" in variants
        self.dealer_last_no_xeri = "dealer_last_no_xeri" in variants
        self.jack_points = jack_points(variants)   # X12, V4
        self.config = {"players": players, **({"rounds": rounds} if "rounds" in config else {}),
                       "variants": dict(variants)}
