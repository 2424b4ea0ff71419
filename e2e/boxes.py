"""Bounding boxes ({x, y, width, height}, as Playwright gives them) measured against each
other: the layout tests' two questions."""


def inside(box: dict, outer: dict, slack: float = 1.0) -> bool:
    """`box` lies within `outer`, give or take `slack` px."""
    return (box["x"] >= outer["x"] - slack and box["y"] >= outer["y"] - slack
            and box["x"] + box["width"] <= outer["x"] + outer["width"] + slack
            and box["y"] + box["height"] <= outer["y"] + outer["height"] + slack)


def overlap(a: dict, b: dict, slack: float = 0.5) -> bool:
    """`a` and `b` share more than `slack` px each way."""
    return (min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"]) > slack
            and min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"]) > slack)
