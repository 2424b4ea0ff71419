"""Bounding boxes ({x, y, width, height}, as Playwright gives them) measured against each
other: the layout tests' two questions, and crowded(), which asks both of a table's parts."""

from __future__ import annotations


def inside(box: dict, outer: dict, slack: float = 1.0) -> bool:
    """`box` lies within `outer`, give or take `slack` px."""
    return (box["x"] >= outer["x"] - slack and box["y"] >= outer["y"] - slack
            and box["x"] + box["width"] <= outer["x"] + outer["width"] + slack
            and box["y"] + box["height"] <= outer["y"] + outer["height"] + slack)


def overlap(a: dict, b: dict, slack: float = 0.5) -> bool:
    """`a` and `b` share more than `slack` px each way (a negative slack: they come closer
    than -slack px)."""
    return (min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"]) > slack
            and min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"]) > slack)


# A page's boxes in one call (Playwright's bounding_box() is a round trip per element):
# what Playwright counts as visible (a box, not visibility: hidden), in viewport px.
BOXES = """(items) => items.map((e) => [e.getBoundingClientRect(), getComputedStyle(e)])
    .filter(([r, style]) => r.width && r.height && style.visibility !== "hidden")
    .map(([r]) => ({x: r.x, y: r.y, width: r.width, height: r.height}))"""


# The same, each box with what names its element: {box, id, name} (name: its id, class,
# aria-label, or the start of its words).
NAMED = """(items) => items.map((e) => [e, e.getBoundingClientRect(), getComputedStyle(e)])
    .filter(([e, r, style]) => r.width && r.height && style.visibility !== "hidden")
    .map(([e, r]) => ({box: {x: r.x, y: r.y, width: r.width, height: r.height}, id: e.id,
      name: [e.id, e.getAttribute("class"), e.getAttribute("aria-label")].filter(Boolean)
        .join(" ") || e.innerText.slice(0, 20)}))"""


def named_boxes(page, selector: str) -> list[dict]:
    """Each visible match of `selector` on `page`: {box, id, name}, in one call."""
    return page.locator(selector).evaluate_all(NAMED)


def measure(frame, parts) -> dict[str, list[dict]]:
    """The boxes of what `parts` (a selector: its name, or selectors named by themselves)
    shows in `frame` (a page, or a frame locator: boxes in the page's px), by name: each
    visible, non-empty match."""
    named = list(parts.items() if isinstance(parts, dict) else ((sel, sel) for sel in parts))
    every = f"(sels) => sels.map((sel) => ({BOXES})([...document.querySelectorAll(sel)]))"
    sels = [s for s, _ in named]
    if hasattr(frame, "evaluate"):      # a page: every selector in one call
        found = frame.evaluate(every, sels)
        return {name: boxes for (_, name), boxes in zip(named, found, strict=True)}
    # A frame: every selector in one call in its document; its boxes are in its own px,
    # moved by where its iframe's content starts.
    x, y = frame.owner.evaluate("f => { const r = f.getBoundingClientRect();"
                                " return [r.x + f.clientLeft, r.y + f.clientTop]; }")
    found = frame.locator(":root").evaluate(f"(root, sels) => ({every})(sels)", sels)
    return {name: [{**box, "x": box["x"] + x, "y": box["y"] + y} for box in boxes]
            for (_, name), boxes in zip(named, found, strict=True)}


def crowded(parts: dict[str, list[dict]], outer: dict, where: str, slack: float = 0.5,
            gap: float = -0.5) -> list[str]:
    """Of `parts` (a name: its boxes, as measure() gives them), each box not wholly inside
    `outer` (give or take `slack` px), and each two boxes of different parts less than `gap`
    px apart (a negative gap: that overlap by more than -gap px)."""
    boxes = [(f"{name}[{i}]" if len(found) > 1 else name, name, box)
             for name, found in parts.items() for i, box in enumerate(found)]
    out = [f"{where}: {label} is not whole inside {outer} at {box}"
           for label, _, box in boxes if not inside(box, outer, slack)]
    for i, (a, part, p) in enumerate(boxes):
        out += [f"{where}: {a} and {b} are not apart: {p} {q}"
                for b, other, q in boxes[i + 1:] if other != part and overlap(p, q, -gap)]
    return out
