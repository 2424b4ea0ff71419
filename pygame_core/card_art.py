"""The card pictures: one SVG sprite with a symbol per card, written by build.py into
the pages that draw cards (index.html, embed.html), and the symbols a position's picture
(pygame_core/picture.py) carries. The 52 Xeri cards are `x-AS`,
`x-10D`...; the 18 XIX cards `n-1` .. `n-18`; the back `back`. Colours are attributes
of the drawing itself, so a <use> of a symbol needs no style sheet. One icon, `i-full`
(an embed's full screen: no font need have a glyph for it), is drawn in currentColor.

    python3 scripts/card_art.py > cards.svg     (what build.py writes into the pages)
"""

from __future__ import annotations

W, H = 250, 350

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
FACE = 'fill="#fffdf7" stroke="#c9c2b0" stroke-width="2"'
SERIF = "Georgia, 'Times New Roman', serif"
SANS = "system-ui, sans-serif"

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


def _frame(attrs: str = FACE) -> str:
    return f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="18" {attrs}/>'


def _suit(suit: str, cx: float, cy: float, size: float, flip: bool = False) -> str:
    """A suit sign (the shapes are drawn in a 100x100 box, in the sprite's defs)."""
    turn = " rotate(180 50 50)" if flip else ""
    return (f'<use href="#s-{suit}" transform="translate({cx - size / 2:g} {cy - size / 2:g}) '
            f'scale({size / 100:g}){turn}"/>')


def _text(x, y, text, size, font, weight=700, fill=None, extra="") -> str:
    paint = f' fill="{fill}"' if fill else ""
    return (f'<text x="{x:g}" y="{y:g}" text-anchor="middle" font-family="{font}" '
            f'font-size="{size}" font-weight="{weight}"{paint}{extra}>{text}</text>')


def xeri_card(rank: str, suit: str) -> str:
    ink = RED if suit in "HD" else BLACK
    parts = [_frame()]
    corner = _text(30, 52, rank, 46, SERIF) + _suit(suit, 30, 76, 30)
    parts.append(f'<g fill="{ink}">{corner}<g transform="rotate(180 {W / 2:g} {H / 2:g})">'
                 f'{corner}</g>')
    if rank == "A":
        parts.append(_suit(suit, W / 2, H / 2, 130 if suit == "S" else 100))
    elif rank in "JQK":
        parts.append(f'<rect x="52" y="50" width="{W - 104}" height="{H - 100}" rx="10" '
                     'fill="#f6e7b8" stroke="#b08d3a" stroke-width="3"/>'
                     f'<rect x="60" y="58" width="{W - 120}" height="{H - 116}" rx="6" '
                     'fill="none" stroke="#b08d3a" stroke-width="1.5"/>')
        parts.append(_text(W / 2, H / 2 + 30, rank, 130, SERIF))
        parts.append(_suit(suit, 95, 95, 40) + _suit(suit, W - 95, H - 95, 40, True))
    else:
        parts.extend(_suit(suit, COLS[c], ROWS[r], 44, r > 4) for c, r in PIPS[int(rank)])
    parts.append("</g>")
    return "".join(parts)


def xix_card(n: int) -> str:
    parts = [_frame(),
             f'<rect x="22" y="22" width="{W - 44}" height="{H - 44}" rx="12" fill="#1d3557"/>',
             f'<circle cx="{W / 2:g}" cy="{H / 2:g}" r="78" fill="#f1faee"/>',
             _text(W / 2, H / 2 + (30 if n > 9 else 34), n, 92 if n > 9 else 118, SANS, 800,
                   "#1d3557", ' letter-spacing="-4"' if n > 9 else "")]
    index = _text(44, 66, n, 40, SANS, 700, "#f1faee")
    parts.append(index + f'<g transform="rotate(180 {W / 2:g} {H / 2:g})">{index}</g>')
    # Pips along the band show the value at a glance, 1 dot per point up to 18.
    parts.extend(f'<circle cx="{W - 34 if i % 2 else 34}" cy="{100 + i // 2 * 18}" r="5" '
                 'fill="#a8dadc"/>' for i in range(n))
    return "".join(parts)


def back() -> str:
    diamonds = "".join(
        f'<path d="M{45 + x * 40} {50 + y * 36 - 14} l14 14 l-14 14 l-14 -14 Z"/>'
        for y in range(8) for x in range(5))
    return (_frame() + f'<rect x="16" y="16" width="{W - 32}" height="{H - 32}" rx="12" '
            f'fill="#9b2335"/><g fill="none" stroke="rgba(255,255,255,0.45)" stroke-width="3">'
            f'{diamonds}</g>')


def suits() -> str:
    """The suit shapes the Xeri cards use (`s-H`...), for a <defs>."""
    return "".join(f'<path id="s-{s}" d="{d}"/>' for s, d in SUIT_PATH.items())


def symbol(art: str) -> str:
    """The <symbol> of one card's picture by its name (pygame_core.scene.art)."""
    if art == "back":
        body = back()
    elif art.startswith("n-"):
        body = xix_card(int(art[2:]))
    else:
        body = xeri_card(art[2:-1], art[-1])
    return f'<symbol id="{art}" viewBox="0 0 {W} {H}">{body}</symbol>'


RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def sprite() -> str:
    symbols = [f"<defs>{suits()}</defs>"]
    symbols += [symbol(f"x-{rank}{suit}") for rank in RANKS for suit in "CDHS"]
    symbols += [symbol(f"n-{n}") for n in range(1, 19)]
    symbols.append(symbol("back"))
    symbols.append('<symbol id="i-full" viewBox="0 0 24 24"><path d="M3 9V3h6M15 3h6v6M21 15v6h-6'
                   'M9 21H3v-6" fill="none" stroke="currentColor" stroke-width="2.5"/></symbol>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" class="sprite" width="0" height="0" '
            'aria-hidden="true">' + "\n".join(symbols) + "</svg>\n")


if __name__ == "__main__":
    print(sprite(), end="")
