"""A picture of a position (SVG) for feeds, e-mail and social previews, where no script runs.

It is drawn from an answer the page draws too (an embed's still, `embed.still`, or a live
table's answer: `compose` from one seat), so it shows what that seat sees and nothing else:
the title and the status lines, then each labelled place of the board (a hand, the pile,
the stock, the strike row, a seat's captures...) by its accessible name, with its cards in
the cards' own pictures (card_art's symbols, the sprite the pages use). The kit turns it
into a PNG in the page (a canvas).
"""

from __future__ import annotations

from . import card_art

WIDTH, PAD, GAP = 720, 16, 6
CARD_W = 60
CARD_H = CARD_W * card_art.H // card_art.W
FELT, INK, FONT = "#1f6b45", "#f4f1e8", "system-ui, sans-serif"


def _text(value: str) -> str:
    return (str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def places(board: list) -> list[tuple[str, list[tuple[str, str]]]]:
    """The board's places in the order drawn: (a name, its cards as (picture, name)).

    A named place is a node with an aria-label; its name is the label, and the visible
    words inside it that the label does not say (a seat's "dealer"). It is left out when it
    only frames named places (nothing of its own to show). Outside them, a visible text is a
    place of its own that the cards after it join (a last trick under its line). Buttons (a
    rule's "?", the last trick's) are not part of the position."""
    out: list[list] = []

    def walk(node, ctx: dict, hidden: bool) -> bool:
        """Adds the node's places; `ctx`: the named place it is in, or the loose place its
        cards join. True if the node is, or holds, a named node."""
        if isinstance(node, str):
            text = node.strip()
            if text and not hidden and ctx["named"] is None:
                ctx["loose"] = [text, [], []]
                out.append(ctx["loose"])
            elif text and not hidden and text not in ctx["named"][0]:
                ctx["named"][2].append(text)
            return False
        tag, attrs, *kids = node
        if tag == "button":
            return False
        if tag == "card":
            place = ctx["named"] or ctx.get("loose")
            if place is None:
                out.append(place := ["", [], []])
                ctx["loose"] = place
            place[1].append((attrs["art"], attrs.get("label", "")))
            return False
        hidden = hidden or attrs.get("aria-hidden") == "true"
        label = attrs.get("aria-label")
        if not label:
            return any([walk(kid, ctx, hidden) for kid in kids])
        mine, at = [label, [], []], len(out)
        out.append(mine)
        named = [walk(kid, {"named": mine}, hidden) for kid in kids]
        if not mine[1] and not mine[2] and any(named):
            del out[at]   # a frame around named places: they speak for it
        ctx["loose"] = None
        return True

    walk(board, {"named": None}, False)
    return [(" · ".join([name, *extra]), cards) for name, cards, extra in out]


def svg(answer: dict, title: str = "") -> str:
    """The picture of an answer's position (its board, status and language) as SVG text."""
    lines, body, used = [], [], []
    y = PAD
    for head, size, weight in ((title, 20, 700), ("  ·  ".join(answer["status"]), 14, 400)):
        if head:
            y += size + 4
            body.append(f'<text x="{PAD}" y="{y}" font-size="{size}" font-weight="{weight}">'
                        f"{_text(head)}</text>")
            lines.append(head)
    for label, cards in places(answer["board"]):
        y += 22
        body.append(f'<text x="{PAD}" y="{y - 6}" font-size="14">{_text(label)}</text>')
        if not cards:
            continue
        room = WIDTH - 2 * PAD - CARD_W
        step = min(CARD_W + GAP, room / (len(cards) - 1)) if len(cards) > 1 else 0
        for i, (art, name) in enumerate(cards):
            used.append(art)
            body.append(f'<use href="#{art}" x="{PAD + i * step:g}" y="{y}" width="{CARD_W}" '
                        f'height="{CARD_H}"><title>{_text(name)}</title></use>' if name else
                        f'<use href="#{art}" x="{PAD + i * step:g}" y="{y}" width="{CARD_W}" '
                        f'height="{CARD_H}"/>')
        y += CARD_H + GAP
    height = y + PAD
    symbols = "".join(card_art.symbol(art) for art in dict.fromkeys(sorted(used)))
    name = _text(" · ".join(lines))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" lang="{_text(answer["lang"])}" '
            f'width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" role="img" '
            f'aria-label="{name}"><title>{name}</title>'
            f"<defs>{card_art.defs()}{symbols}</defs>"
            f'<rect width="{WIDTH}" height="{height}" rx="12" fill="{FELT}"/>'
            f'<g fill="{INK}" font-family="{FONT}">{"".join(body)}</g></svg>')
