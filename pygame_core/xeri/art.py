"""Xeri's card pictures (the French deck's 52): each card's symbol body, in the sprite the
pages use and in a position's picture (pygame_core/card_art.py assembles them)."""

from __future__ import annotations

from ..card_art import SERIF, H, W, frame, text

SUIT_PATH = {
    "H": "M50 92 C38 78 6 58 6 32 C6 16 18 6 31 6 C40 6 47 12 50 20 C53 12 60 6 69 6 "
         "C82 6 94 16 94 32 C94 58 62 78 50 92 Z",
    "D": "M50 4 C60 22 76 40 90 50 C76 60 60 78 50 96 C40 78 24 60 10 50 C24 40 40 22 50 4 Z",
    "S": "M50 4 C62 24 94 40 94 62 C94 76 84 84 72 84 C64 84 57 80 54 74 C55 84 60 92 68 96 "
         "L32 96 C40 92 45 84 46 74 C43 80 36 84 28 84 C16 84 6 76 6 62 C6 40 38 24 50 4 Z",
    "C": "M50 6 C63 6 72 16 72 28 C72 36 68 42 63 46 C67 44 71 43 75 43 C87 43 96 52 96 64 "
         "C96 76 87 85 75 85 C66 85 59 80 55 73 C56 84 60 91 68 96 L32 96 C40 91 44 84 45 73 "
         "C41 80 34 85 25 85 C13 85 4 76 4 64 C4 52 13 43 25 43 C29 43 33 44 37 46 "
         "C32 42 28 36 28 28 C28 16 37 6 50 6 Z",
}
RED, BLACK = "#c62828", "#1b1b1b"
RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")

# Pip centres (x, y in card units) for 2..10, as on a classic French deck.
COLS = (72, 125, 178)
ROWS = (70, 110, 130, 150, 175, 200, 220, 240, 280)
PIPS = {
    2: ((1, 0), (1, 8)),
    3: ((1, 0), (1, 4), (1, 8)),
    4: ((0, 0), (2, 0), (0, 8), (2, 8)),
    5: ((0, 0), (2, 0), (1, 4), (0, 8), (2, 8)),
    6: ((0, 0), (2, 0), (0, 4), (2, 4), (0, 8), (2, 8)),
    7: ((0, 0), (2, 0), (1, 2), (0, 4), (2, 4), (0, 8), (2, 8)),
    8: ((0, 0), (2, 0), (1, 2), (0, 4), (2, 4), (1, 6), (0, 8), (2, 8)),
    9: ((0, 0), (2, 0), (0, 3), (2, 3), (1, 4), (0, 5), (2, 5), (0, 8), (2, 8)),
    10: ((0, 0), (2, 0), (1, 1), (0, 3), (2, 3), (0, 5), (2, 5), (1, 7), (0, 8), (2, 8)),
}



def _suit(suit: str, cx: float, cy: float, size: float, flip: bool = False) -> str:
    """A suit sign (the shapes are drawn in a 100x100 box, in the sprite's defs)."""
    turn = " rotate(180 50 50)" if flip else ""
    return (f'<use href="#s-{suit}" transform="translate({cx - size / 2:g} {cy - size / 2:g}) '
            f'scale({size / 100:g}){turn}"/>')


def card(rank: str, suit: str) -> str:
    ink = RED if suit in "HD" else BLACK
    parts = [frame()]
    corner = text(30, 52, rank, 46, SERIF) + _suit(suit, 30, 76, 30)
    parts.append(f'<g fill="{ink}">{corner}<g transform="rotate(180 {W / 2:g} {H / 2:g})">'
                 f'{corner}</g>')
    if rank == "A":
        parts.append(_suit(suit, W / 2, H / 2, 130 if suit == "S" else 100))
    elif rank in "JQK":
        parts.append(f'<rect x="52" y="50" width="{W - 104}" height="{H - 100}" rx="10" '
                     'fill="#f6e7b8" stroke="#b08d3a" stroke-width="3"/>'
                     f'<rect x="60" y="58" width="{W - 120}" height="{H - 116}" rx="6" '
                     'fill="none" stroke="#b08d3a" stroke-width="1.5"/>')
        parts.append(text(W / 2, H / 2 + 30, rank, 130, SERIF))
        parts.append(_suit(suit, 95, 95, 40) + _suit(suit, W - 95, H - 95, 40, True))
    else:
        parts.extend(_suit(suit, COLS[c], ROWS[r], 44, r > 4) for c, r in PIPS[int(rank)])
    parts.append("</g>")
    return "".join(parts)



def defs() -> str:
    """The suit shapes the cards use (`s-H`...), for the sprite's <defs>."""
    return "".join(f'<path id="s-{s}" d="{d}"/>' for s, d in SUIT_PATH.items())


def names() -> list[str]:
    """Every card's picture name (pygame_core.scene.art), in the sprite's order."""
    return [f"x-{rank}{s}" for rank in RANKS for s in "CDHS"]


def drawing(art: str) -> str | None:
    """The symbol body of the card `art` names, or None for another game's."""
    return card(art[2:-1], art[-1]) if art.startswith("x-") else None
