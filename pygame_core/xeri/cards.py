"""The 52-card deck Xeri plays with: codes are rank then suit (`AS`, `10D`, `2C`, `JH`).

Inside the engine a card is an int 0..51, `rank * 4 + suit`, with ranks
A 2 .. 10 J Q K as 0..12 and suits C D H S as 0..3.
"""

from ..errors import GameError, shown

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S")
DECK = tuple(range(52))
JACK = 10

CODES = tuple(r + s for r in RANKS for s in SUITS)
BY_CODE = {code: i for i, code in enumerate(CODES)}


def rank(card: int) -> int:
    return card >> 2


def suit(card: int) -> int:
    return card & 3


def code(card: int) -> str:
    return CODES[card]


def parse(value, what: str = "card") -> int:
    """The card for a code; raises GameError naming `what` for anything else."""
    if not isinstance(value, str):
        raise GameError(f"{what} must be a card code, not {shown(value)}")
    card = BY_CODE.get(value)
    if card is None:
        raise GameError(f"unknown card {shown(value)}")
    return card


def parse_list(value, what: str) -> list[int]:
    """Distinct cards for a list of codes; raises GameError naming `what` otherwise."""
    if not isinstance(value, list):
        raise GameError(f"{what} must be a list of card codes, not {shown(value)}")
    cards = [parse(v, f"{what} entry") for v in value]
    seen = set()
    for card in cards:
        if card in seen:
            raise GameError(f"{what} holds {CODES[card]} twice")
        seen.add(card)
    return cards
