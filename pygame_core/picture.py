"""A picture of a position (SVG) for feeds, e-mail and social previews, where no script runs.

It is drawn from an answer the page draws too (an embed's still, `embed.still`, or a live
table's answer: `compose` from one seat), so it shows what that seat sees and nothing else:
the title and the status lines, a study step's note (its words, its question), then each
labelled place of the board (a hand, the pile, the stock, the strike row, a seat's
captures...) by its accessible name, with its cards in the cards' own pictures (card_art's
symbols, the sprite the pages use), a marked card ringed. The places flow left to right in
rows across the width, in the board's order. The kit turns it into a PNG in the page (a
canvas).
"""

from __future__ import annotations

from . import card_art

WIDTH, PAD, GAP = 720, 16, 6
SPACE = 28              # between two places of a row
CARD_W = 60
CARD_H = CARD_W * card_art.H // card_art.W
BACK_STEP = 18          # a fan of backs (nothing to read on them) overlaps
LABEL, EM = 25, 0.56    # a place's name line; a character's width in font sizes, about
ABOVE = 9               # a name's baseline above its cards: its descenders clear a ring
NOTE_LINES = 8          # at most, of a study's note
FELT, INK, FONT = "#1f6b45", "#f4f1e8", "system-ui, sans-serif"
MARK, NOTE = "#ffd54a", "#fffbe6"    # a marked card's ring; the note's paper (ink #1b1b1b)


def _text(value: str) -> str:
    return (str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def places(board: list) -> list[tuple[str, list[tuple[str, str]]]]:
    """The board's places in the order drawn: (a name, its cards as (picture, name)).

    A named place is a node with an aria-label; its name is the label, and the visible
    words inside it that the label does not say (a seat's "dealer": with no card of its own,
    they go to the first place in it that has cards). It is left out when it
    only frames named places (nothing of its own to show), and when it is empty (no card, and
    no word in it even hidden, an empty hand's mark ("none yet") aside). Outside them, a
    visible text is a place of its own that the cards after it join (a last trick under its
    line). Buttons (a
    rule's "?", the last trick's) are not part of the position, nor is a study's note
    (`notes`)."""
    return [(name, [(art, label) for art, label, _ in cards])
            for name, cards in _places(board)]


def marked(board: list) -> list[bool]:
    """Whether each card `places` names is marked (a study's highlight), in the same order."""
    return [hinted for _, cards in _places(board) for _, _, hinted in cards]


def notes(board: list) -> list[str]:
    """The words of the notes on a board (role "note": a study's step), in order."""
    out = []

    def walk(node, into):
        if isinstance(node, str):
            if into is not None and node.strip():
                into.append(node.strip())
            return
        tag, attrs, *kids = node
        if into is None and attrs.get("role") == "note":
            mine: list[str] = []
            for kid in kids:
                walk(kid, mine)
            out.append(" ".join(mine))
            return
        for kid in kids:
            walk(kid, into)

    walk(board, None)
    return [text for text in out if text]


def _places(board: list) -> list[tuple[str, list[tuple[str, str, bool]]]]:
    out: list[list] = []

    def walk(node, ctx: dict, hidden: bool) -> bool:
        """Adds the node's places; `ctx`: the named place it is in, or the loose place its
        cards join. True if the node is, or holds, a named node."""
        if isinstance(node, str):
            text = node.strip()
            if text and not hidden and ctx["named"] is None:
                ctx["loose"] = [text, [], [], True]
                out.append(ctx["loose"])
            elif text and not hidden and text not in ctx["named"][0]:
                ctx["named"][2].append(text)
            if ctx["named"] is not None and any(c.isalnum() for c in text):
                ctx["named"][3] = True      # words, if only hidden ones: not an empty place
            return False
        tag, attrs, *kids = node
        if tag == "button" or attrs.get("role") == "note" or "empty-hand" in str(
                attrs.get("class", "")).split():
            return False
        if tag == "card":
            place = ctx["named"] or ctx.get("loose")
            if place is None:
                out.append(place := ["", [], [], True])
                ctx["loose"] = place
            place[1].append((attrs["art"], attrs.get("label", ""),
                             "hinted" in str(attrs.get("class", "")).split()))
            return False
        hidden = hidden or attrs.get("aria-hidden") == "true"
        label = attrs.get("aria-label")
        if not label:
            return any([walk(kid, ctx, hidden) for kid in kids])
        mine, at = [label, [], [], False], len(out)
        out.append(mine)
        named = [walk(kid, {"named": mine}, hidden) for kid in kids]
        held = next((place for place in out[at + 1:] if place[1]), None)
        if not mine[1] and mine[2] and held is not None:
            held[2][:0] = mine[2]   # a seat's word ("dealer") goes with its cards
            mine[2] = []
        if not mine[1] and not mine[2] and (any(named) or not mine[3]):
            del out[at]   # a frame around named places (they speak for it), or an empty place
        ctx["loose"] = None
        return True

    walk(board, {"named": None}, False)
    return [(" · ".join([name, *extra]), cards) for name, cards, extra, _ in out]


def _wide(text: str, size: int) -> float:
    """About how wide a line of `text` is at `size` px."""
    return len(text) * size * EM


def _lines(text: str, size: int, room: float) -> list[str]:
    """`text` cut into lines that fit `room` px, at most NOTE_LINES (the last one cut short)."""
    most = max(1, int(room / (size * EM)))
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= most:
            lines[-1] += " " + word
        else:
            lines.extend(word[i:i + most] for i in range(0, len(word), most))
    if len(lines) > NOTE_LINES:
        lines = lines[:NOTE_LINES]
        lines[-1] = lines[-1][:most - 1].rstrip() + "…"
    return lines


def _fan(cards: list, room: float) -> tuple[float, float]:
    """A place's cards side by side (backs overlapping), squeezed into `room` px: the step
    between two cards and the width they take."""
    if not cards:
        return 0, 0
    step = CARD_W + GAP if any(name for _, name, _ in cards) else BACK_STEP
    if len(cards) > 1:
        step = min(step, (room - CARD_W) / (len(cards) - 1))
    return step, CARD_W + step * (len(cards) - 1)


def _card(art: str, name: str, x: float, y: float, ring: bool) -> str:
    at = f'x="{x:g}" y="{y}" width="{CARD_W}" height="{CARD_H}"'
    use = (f'<use href="#{art}" {at}><title>{_text(name)}</title></use>' if name else
           f'<use href="#{art}" {at}/>')
    if ring:    # a marked card: a dark line inside a bright one, seen on any felt and card
        use += (f'<rect x="{x - 2:g}" y="{y - 2}" width="{CARD_W + 4}" height="{CARD_H + 4}" '
                f'rx="6" fill="none" stroke="{MARK}" stroke-width="4" class="mark"/>'
                f'<rect x="{x - 0.5:g}" y="{y - 0.5}" width="{CARD_W + 1}" height="{CARD_H + 1}" '
                f'rx="4" fill="none" stroke="#1b1b1b" stroke-width="1.5" class="mark"/>')
    return use


def svg(answer: dict, title: str = "") -> str:
    """The picture of an answer's position (its board, status and language) as SVG text."""
    lines, body, used = [], [], []
    room = WIDTH - 2 * PAD
    y = PAD
    for head, size, weight in ((title, 20, 700), ("  ·  ".join(answer["status"]), 14, 400)):
        if head:
            y += size + 4
            body.append(f'<text x="{PAD}" y="{y}" font-size="{size}" font-weight="{weight}">'
                        f"{_text(head)}</text>")
            lines.append(head)
    for note in notes(answer["board"]):
        said = _lines(note, 15, room - 24)
        y += 10
        body.append(f'<rect x="{PAD}" y="{y}" width="{room}" height="{len(said) * 20 + 16}" '
                    f'rx="8" fill="{NOTE}" class="note"/>')
        body.extend(f'<text x="{PAD + 12}" y="{y + 26 + i * 20}" font-size="15" '
                    f'fill="#1b1b1b">{_text(line)}</text>' for i, line in enumerate(said))
        y += len(said) * 20 + 16
    # the places flow in rows: each a name over its cards, as wide as the wider of the two;
    # two places of words alone (the stakes, a seat's score) never share a row: the second
    # leads the places after it
    rows: list[list] = [[]]
    x = 0.0
    for label, cards in _places(answer["board"]):
        step, fan = _fan(cards, room)
        wide = min(room, max(_wide(label, 14), fan))
        if rows[-1] and (x + wide > room or not cards and not rows[-1][-1][1]):
            rows.append([])
            x = 0.0
        rows[-1].append((label, cards, PAD + x, step))
        x += wide + SPACE
    for row in rows:
        y += LABEL
        for label, cards, left, step in row:
            body.append(f'<text x="{left:g}" y="{y - ABOVE}" font-size="14">{_text(label)}'
                        "</text>")
            for i, (art, name, ring) in enumerate(cards):
                used.append(art)
                body.append(_card(art, name, left + i * step, y, ring))
        if any(cards for _, cards, _, _ in row):
            y += CARD_H + GAP
    height = round(y + PAD)
    symbols = "".join(card_art.symbol(art) for art in dict.fromkeys(sorted(used)))
    name = _text(" · ".join([*lines, *notes(answer["board"])]))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" lang="{_text(answer["lang"])}" '
            f'width="{WIDTH}" height="{height}" viewBox="0 0 {WIDTH} {height}" role="img" '
            f'aria-label="{name}"><title>{name}</title>'
            f"<defs>{card_art.defs()}{symbols}</defs>"
            f'<rect width="{WIDTH}" height="{height}" rx="12" fill="{FELT}"/>'
            f'<g fill="{INK}" font-family="{FONT}">{"".join(body)}</g></svg>')
