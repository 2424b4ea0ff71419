"""One language on every screen (issue 15): in Greek no Latin-script word shows but card
ranks, the game names and a short allow-list; in English no Greek letter shows; and on a
360 px phone no table may be cut off. `seen(page, lang, where, found)` reads the screen
(the page at phone size) and adds a line to `found` for each fault."""

from __future__ import annotations

import re

# Latin words a Greek screen may show: the game's name XIX, the sizes' unit, the names
# in "About" (the runtime, the other language's own name) and the game files' type.
ALLOWED = {"XIX", "MB", "English", "Pyodide", "Python", "json"}
PHONE = {"width": 360, "height": 740}    # every screen is read on the narrowest phone


def foreign(text: str, lang: str) -> list[str]:
    if lang == "el":
        words = re.findall(r"[A-Za-z][A-Za-z']+", text)
        return sorted({w for w in words if w not in ALLOWED})  # "null" and "None" too
    greek = set(re.findall(r"[Α-Ωα-ωάέήίόύώϊϋΐΰ]+", text)) - {"Ελληνικά"}
    return sorted(greek | set(re.findall(r"\b(?:null|undefined|None|NaN)\b", text)))


def seen(page, lang: str, where: str, found: list, said: set[str] = frozenset()) -> None:
    """`said`: lines of the live log (#announce) and the toast said before the language was
    switched in place, in the words of their time (what was said stays said), not read."""
    page.wait_for_selector("body")
    text = "\n".join(line for line in page.locator("body").inner_text().split("\n")
                     if line not in said)
    bad = foreign(text, lang)
    if bad:
        found.append(f"{where}: {', '.join(bad[:12])}")
    # A table in a panel or on the board wider than the phone is cut off.
    tables = page.locator("dialog#sheet[open] table, #stage table")
    for i in range(tables.count()):
        box = tables.nth(i).bounding_box()
        if box and box["x"] + box["width"] > PHONE["width"] + 0.5:
            found.append(f"{where}: a table is {box['width']:.0f} px wide")
