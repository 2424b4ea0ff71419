"""One language on every screen (issue 15): in Greek no Latin-script word shows but card
ranks, the game names and a short allow-list; in English no Greek letter shows. A tour
of the start screen, the rules and about panels, the guided first game, both games'
tables (Xeri's cut and play, XIX's draft, play, trade and raise-or-abandon), the end of
a round (both games) and of the game, the statistics, a refused file, and the loading and
failed-boot panels' words; all on a 360 px phone, where no table may be cut off."""

from __future__ import annotations

import json
import re

import pytest
from play_driver import XIX_KINDS, dialog_open, play_one, settle, start, tool, xix_kinds

TIMEOUT = 90_000
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


def seen(page, lang: str, where: str, found: list) -> None:
    page.wait_for_selector("body")
    bad = foreign(page.locator("body").inner_text(), lang)
    if bad:
        found.append(f"{where}: {', '.join(bad[:12])}")
    # A table in a panel or on the board wider than the phone is cut off.
    tables = page.locator("dialog#sheet[open] table, #stage table")
    for i in range(tables.count()):
        box = tables.nth(i).bounding_box()
        if box and box["x"] + box["width"] > PHONE["width"] + 0.5:
            found.append(f"{where}: a table is {box['width']:.0f} px wide")


def open_panel(page, button: str) -> None:
    tool(page, button).click()
    page.wait_for_selector("dialog#sheet[open] .sheet-body > *", timeout=TIMEOUT)


def close_panel(page) -> None:
    page.click("dialog#sheet[open] .close")
    page.wait_for_selector("dialog#sheet", state="hidden")


@pytest.mark.parametrize("lang", ["el", "en"])
def test_every_screen_speaks_one_language(new_context, server, lang, tmp_path):

    def fresh():
        """A page on an empty device (no game to resume)."""
        return new_context(locale={"el": "el-GR", "en": "en-GB"}[lang],
                           viewport=PHONE).new_page()

    page = fresh()
    found: list[str] = []
    page.goto(f"{server.url}?pace=instant&seed=3")
    page.wait_for_selector("html[data-app-state=ready] #setup", timeout=TIMEOUT)
    assert page.get_attribute("html", "lang") == lang
    seen(page, lang, "start screen", found)
    # The loading panel and the failed-boot panel (hidden now, worded at the start).
    for panel in ("#boot", "#boot-error"):
        bad = foreign(page.locator(panel).text_content(), lang)
        if bad:
            found.append(f"{panel}: {', '.join(bad)}")
    for button in ("#btn-rules", "#btn-about"):
        open_panel(page, button)
        seen(page, lang, button, found)
        close_panel(page)
    # A file that is not a game: refused in plain words.
    bad = tmp_path / "7.json"
    bad.write_text(json.dumps({"format": 1, "game": "chess", "events": []}))
    page.set_input_files("#import-file", str(bad))
    page.wait_for_selector("#import-error:not([hidden])", timeout=TIMEOUT)
    seen(page, lang, "a refused file", found)

    # The guided first game.
    tool(page, "#btn-learn").click()
    page.wait_for_selector("#board", timeout=TIMEOUT)
    settle(page)
    seen(page, lang, "guided game", found)

    # Xeri, two rounds: the cut, a play, both ends, the statistics.
    start(page, server.url, "xeri", 2, rounds=2, seed=4)
    kinds, counts = set(), {}
    for _ in range(200):
        settle(page)
        kind = ("game end" if page.locator("#again").count() else "round end"
                if dialog_open(page) else "cut" if page.locator("#cut-button").count()
                else "xeri play")
        if kind not in kinds:
            kinds.add(kind)
            seen(page, lang, kind, found)
        if kind == "game end":
            break
        play_one(page, counts, stop_at_dialog="round end" not in kinds)
    assert {"round end", "game end", "xeri play"} <= kinds, kinds
    page.click("#to-setup")
    page.wait_for_selector("#stats", timeout=TIMEOUT)
    seen(page, lang, "statistics", found)

    # XIX: the draft, a play, the trade, raise or abandon.
    start(page, server.url, "xix", seed=5)
    kinds = set()
    for kind in xix_kinds(page, counts, wanted=XIX_KINDS | {"round end"}):
        kinds.add(kind)
        seen(page, lang, f"xix {kind}", found)
    assert {"play", "draft", "decision", "round end"} <= kinds, kinds
    open_panel(page, "#btn-log")
    seen(page, lang, "xix move log", found)
    assert not found, "\n".join(found)
