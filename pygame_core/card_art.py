"""The card pictures: one SVG sprite with a symbol per card, written by build.py into
the pages that draw cards (index.html, embed.html), and the symbols a position's picture
(pygame_core/picture.py) carries. Each game draws its own cards (its `art` part: the
symbols' bodies, named as pygame_core.scene.art names them); here are the frame, the text
and the back they share, and the sprite. Colours are attributes of the drawing itself, so a
<use> of a symbol needs no style sheet. One icon, `i-full` (an embed's full screen: no font
need have a glyph for it), is drawn in currentColor.

    python3 scripts/card_art.py > cards.svg     (what build.py writes into the pages)
"""

from __future__ import annotations

from . import games

W, H = 250, 350
FACE = 'fill="#fffdf7" stroke="#c9c2b0" stroke-width="2"'
SERIF = "Georgia, 'Times New Roman', serif"
SANS = "system-ui, sans-serif"


def frame(attrs: str = FACE) -> str:
    return f'<rect x="2" y="2" width="{W - 4}" height="{H - 4}" rx="18" {attrs}/>'


def text(x, y, value, size, font, weight=700, fill=None, extra="") -> str:
    paint = f' fill="{fill}"' if fill else ""
    return (f'<text x="{x:g}" y="{y:g}" text-anchor="middle" font-family="{font}" '
            f'font-size="{size}" font-weight="{weight}"{paint}{extra}>{value}</text>')


def back() -> str:
    diamonds = "".join(
        f'<path d="M{45 + x * 40} {50 + y * 36 - 14} l14 14 l-14 14 l-14 -14 Z"/>'
        for y in range(8) for x in range(5))
    return (frame() + f'<rect x="16" y="16" width="{W - 32}" height="{H - 32}" rx="12" '
            f'fill="#9b2335"/><g fill="none" stroke="rgba(255,255,255,0.45)" stroke-width="3">'
            f'{diamonds}</g>')


def defs() -> str:
    """What the games' cards use (their <defs>)."""
    return "".join(spec.art.defs() for spec in games.every())


def symbol(art: str) -> str:
    """The <symbol> of one card's picture by its name (pygame_core.scene.art)."""
    body = back() if art == "back" else next(
        drawn for spec in games.every() if (drawn := spec.art.drawing(art)) is not None)
    return f'<symbol id="{art}" viewBox="0 0 {W} {H}">{body}</symbol>'


def sprite() -> str:
    symbols = [f"<defs>{defs()}</defs>"]
    symbols += [symbol(art) for spec in games.every() for art in spec.art.names()]
    symbols.append(symbol("back"))
    symbols.append('<symbol id="i-full" viewBox="0 0 24 24"><path d="M3 9V3h6M15 3h6v6M21 15v6h-6'
                   'M9 21H3v-6" fill="none" stroke="currentColor" stroke-width="2.5"/></symbol>')
    return ('<svg xmlns="http://www.w3.org/2000/svg" class="sprite" width="0" height="0" '
            'aria-hidden="true">' + "\n".join(symbols) + "</svg>\n")


if __name__ == "__main__":
    print(sprite(), end="")
