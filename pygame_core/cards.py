"""The 52-card deck of Xeri: codes are rank then suit (`AS`, `10D`, `2C`, `JH`).

Inside the engine a card is an int 0..51, `rank * 4 + suit`, with ranks
A 2 .. 10 J Q K as 0..12 and suits C D H S as 0..3.
"""

from .errors import GameError

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("C", "D", "H", "S")
DECK = tuple(range(52))
JACK = 10

CODES = tuple(r + s for r in RANKS for s in SUITS)
_BY_CODE = {code: i for i, code in enumerate(CODES)}


def rank(card: int) -> int:
    return card >> 2


def suit(card: int) -> int:
    return card & 3


def code(card: int) -> str:
    return CODES[card]


def parse(text) -> int:
    """The card for a code; raises GameError for anything else."""
    if not isinstance(text, str):
        raise GameError(f"card must be a string code, not {type(text).__name__}")
    card = _BY_CODE.get(text)
    if card is None:
        raise GameError(f"unknown card {text!r}")
    return card


def parse_deck(codes, size: int | None = 52, what: str = "deck") -> list[int]:
    """Cards for a list of distinct codes; `size` None accepts any length."""
    if not isinstance(codes, list):
        raise GameError(f"{what} must be a list of card codes")
    cards = [parse(c) for c in codes]
    if size is not None and len(cards) != size:
        raise GameError(f"{what} has {len(cards)} cards, not {size}")
    if len(set(cards)) != len(cards):
        raise GameError(f"{what} holds a card twice")
    return cards
