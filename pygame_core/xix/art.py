"""XIX's card pictures (1 to 18): each card's symbol body, in the sprite the pages use and
in a position's picture (pygame_core/card_art.py assembles them)."""

from __future__ import annotations

from ..card_art import SANS, H, W, frame, text


def card(n: int) -> str:
    parts = [frame(),
             f'<rect x="22" y="22" width="{W - 44}" height="{H - 44}" rx="12" fill="#1d3557"/>',
             f'<circle cx="{W / 2:g}" cy="{H / 2:g}" r="78" fill="#f1faee"/>',
             text(W / 2, H / 2 + (30 if n > 9 else 34), n, 92 if n > 9 else 118, SANS, 800,
                   "#1d3557", ' letter-spacing="-4"' if n > 9 else "")]
    index = text(44, 66, n, 40, SANS, 700, "#f1faee")
    parts.append(index + f'<g transform="rotate(180 {W / 2:g} {H / 2:g})">{index}</g>')
    # Pips along the band show the value at a glance, 1 dot per point up to 18.
    parts.extend(f'<circle cx="{W - 34 if i % 2 else 34}" cy="{100 + i // 2 * 18}" r="5" '
                 'fill="#a8dadc"/>' for i in range(n))
    return "".join(parts)



def defs() -> str:
    return ""


def names() -> list[str]:
    """Every card's picture name (pygame_core.scene.art), in the sprite's order."""
    return [f"n-{n}" for n in range(1, 19)]


def drawing(art: str) -> str | None:
    """The symbol body of the card `art` names, or None for another game's."""
    return card(int(art[2:])) if art.startswith("n-") else None
