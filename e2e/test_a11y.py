"""A tour of every kind of screen, in English and Greek, at desktop (1280x800) and phone
(360x740) size: the start screen, the rules and about panels, Xeri tables of 2 and 4
players (the cut and the play), a round's end and the game's end, the statistics on the
start screen after a game and in the menu's sheet, XIX's draft, play, trade and
raise-or-abandon decision, embed.html (its still picture, its live table and a review's
marked decision) and explain.html. axe-core fails the tour on any serious or critical violation
(e2e/axe.py). One page per language: each screen is checked at both sizes, the window
resized in place; a round's end is a record opened as a file and the game's end a stored
game resumed (positions.near_end: counted, for the statistics), and XIX's screens are
records opened as files (positions.reach), not played up to by clicks.

The same tour holds the one-language check (issue 15, e2e/language.py) at phone size: the
start screen, the loading and failed-boot panels' words, the rules and about panels, a
refused file, the guided first game, Xeri's cut, play, round end and game end, the
statistics, XIX's draft, play, trade, decision and the end of an exchange, and its move
log.

The contexts here bypass the page's CSP (axe is injected as a script): the policy
itself is tested everywhere else (test_security.py)."""

from __future__ import annotations

import json

import pytest
from axe import check
from language import foreign, seen
from play_driver import dialog_open, new_game, play_one, settle, tool
from positions import near_end, reach
from shots import DESKTOP, PHONE, shot
from stored import store, stored

from pygame_core.records import from_json

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

SIZES = {"phone": PHONE, "desktop": DESKTOP}     # the last is the tour's own size
LOCALES = {"en": "en-GB", "el": "el-GR"}
TIMEOUT = 90_000


class Pages:
    """A page of a fresh context (a game starts on an empty device): new_context's, so
    that after the test it goes back to the warm pool emptied (a context closed here was
    lost to it, and the next test of the language booted from nothing)."""

    def __init__(self, new_context, lang: str):
        self.new_context, self.lang = new_context, lang

    def fresh(self):
        context = self.new_context(bypass_csp=True, locale=LOCALES[self.lang], viewport=DESKTOP)
        return context.new_page()


@pytest.fixture(params=list(LOCALES))
def pages(new_context, request):
    return Pages(new_context, request.param)


class Tour:
    """The faults found on the way: axe's at both sizes, the language's at phone size."""

    def __init__(self, page, lang: str):
        self.page, self.lang, self.found = page, lang, []

    def check(self, name: str, axe: bool = True, words: bool = True,
              shot_name: str | None = None) -> None:
        """The screen as it is, at each size (resized in place: at phone size, then back at
        desktop, where the tour goes on)."""
        for size, viewport in SIZES.items():
            self.page.set_viewport_size(viewport)
            if axe:
                self.found += check(self.page, f"{name} ({size})")
            if words and size == "phone":
                seen(self.page, self.lang, name, self.found)
            if shot_name:
                shot(self.page, f"a11y-{shot_name}-{size}-{self.lang}")


def resume_here(page, server, **options) -> None:
    """positions.resume_near_end on the page as it is (no new page load to store it), once
    the game on it is saved as shown (its last save would replace the stored one)."""
    settle(page)
    shown = page.get_attribute("html", "data-decisions")
    for _ in range(200):
        events = json.loads(stored(page, server).get("game", "null") or "null")
        events = events["table"]["record"]["events"] if events else []
        if str(sum(1 for e in events if "chance" not in e)) == shown:
            break
        page.wait_for_timeout(50)
    else:
        raise AssertionError(f"the game shown ({shown} decisions) was never saved")
    store(page, "game", json.dumps(near_end(**options)))
    page.reload()
    page.wait_for_selector("html[data-resumed=true]", state="attached", timeout=TIMEOUT)
    page.wait_for_selector("html[data-busy=false][data-waiting=you]", state="attached",
                           timeout=TIMEOUT)


def open_file(page, record, path) -> None:
    """`record` opened as a file from the new-game screen (replacing the game on the
    table, no new page load), seat 0 to decide."""
    path.write_text(record.dumps())
    if dialog_open(page):
        close_sheet(page)
    if not page.locator("#setup").count():
        tool(page, "#btn-new").click()
        page.wait_for_selector("#setup", timeout=TIMEOUT)
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector("#ask-yes, html[data-screen=table] #board", timeout=TIMEOUT)
    if page.locator("#ask-yes").count():
        page.click("#ask-yes")
    page.wait_for_selector(f"html[data-busy=false][data-waiting=you][data-decisions='"
                           f"{decisions(record)}'] #board", state="attached", timeout=TIMEOUT)


def decisions(record) -> int:
    return sum(1 for event in record.events if "chance" not in event)


def close_sheet(page):
    page.click("dialog#sheet .close")
    page.wait_for_selector("dialog#sheet", state="hidden")


def test_game_screens(pages, server, tmp_path):
    page = pages.fresh()
    lang, tour = pages.lang, Tour(page, pages.lang)
    page.goto(f"{server.url}?pace=instant&seed=3")
    page.wait_for_selector("html[data-app-state=ready] #setup", timeout=TIMEOUT)
    assert page.get_attribute("html", "lang") == lang
    tour.check("start screen")
    # The loading panel and the failed-boot panel (hidden now, worded at the start).
    for panel in ("#boot", "#boot-error"):
        bad = foreign(page.locator(panel).text_content(), lang)
        if bad:
            tour.found.append(f"{panel}: {', '.join(bad)}")
    for button, name in [("#btn-rules", "rules panel"), ("#btn-about", "about panel")]:
        tool(page, button).click()
        page.wait_for_selector("dialog#sheet[open] .sheet-body > *", timeout=TIMEOUT)
        tour.check(name)
        close_sheet(page)
    # A file that is not a game: refused in plain words.
    bad = tmp_path / "7.json"
    bad.write_text(json.dumps({"format": 1, "game": "chess", "events": []}))
    page.set_input_files("#import-file", str(bad))
    page.wait_for_selector("#import-error:not([hidden])", timeout=TIMEOUT)
    tour.check("a refused file", axe=False)
    # The guided first game.
    tool(page, "#btn-learn").click()
    page.wait_for_selector("#board", timeout=TIMEOUT)
    settle(page)
    tour.check("guided game", axe=False)

    # Xeri, 4 players: the cut (when it is ours) and a play.
    new_game(page, "xeri", 4)
    kinds: set[str] = set()
    counts: dict = {}
    while "play" not in kinds:
        settle(page)
        kind = "cut" if page.locator("#cut-button").count() else "play"
        if kind not in kinds:
            kinds.add(kind)
            tour.check(f"xeri 4 players, {kind}", words=False)
        play_one(page, counts)

    # Xeri, 2 players, two rounds, at the first round's last decision (opened as a file: no
    # reload) and then at the game's (stored and resumed, so that it is counted;
    # positions.near_end): a play, the round's end, the next round's cut or play, the
    # game's end, the statistics.
    kinds = set()

    def look() -> str:
        settle(page)
        kind = ("game end" if page.locator("#again").count() else "round end"
                if dialog_open(page) else "cut" if page.locator("#cut-button").count()
                else "xeri play")
        if kind not in kinds:
            tour.check(f"xeri 2 players, {kind}", axe=not kinds or "end" in kind,
                       shot_name=None if kinds else "xeri2")
            kinds.add(kind)
        return kind

    first = near_end(rounds=2, of_round=1, seed=4)["table"]["record"]
    open_file(page, from_json(first), tmp_path / "xeri-round.json")
    while look() != "round end":
        play_one(page, counts, stop_at_dialog=True)
    play_one(page, counts)          # on to the second round
    look()
    resume_here(page, server, rounds=2, seed=4)
    while look() != "game end":
        play_one(page, counts)
    assert {"round end", "game end", "xeri play"} <= kinds, kinds
    page.click("#to-setup")
    page.wait_for_selector("#stats", timeout=TIMEOUT)
    tour.check("start screen with statistics")
    tool(page, "#btn-stats").click()        # the menu's way to the same table, in a sheet
    page.wait_for_selector("dialog#sheet[open] #stats-sheet td", timeout=TIMEOUT)
    tour.check("statistics sheet")
    close_sheet(page)

    # XIX: the draft, a play, the trade, raise or abandon (each opened from a record,
    # positions.reach, as a file), an exchange's end (Abandon); the move log.
    for kind in ("draft", "play", "trade", "decision"):
        open_file(page, reach("xix", 2, kind, seed=5), tmp_path / f"xix-{kind}.json")
        assert page.locator(f"#board[data-phase={kind}]").count() == 1, kind
        tour.check(f"xix {kind}", shot_name=f"xix-{kind}")
    page.click("#abandon")
    page.wait_for_selector("dialog#sheet[open] #continue", timeout=TIMEOUT)
    settle(page)
    tour.check("xix round end", axe=False)
    page.click("#continue")                 # on to the next exchange, then its move log
    settle(page)
    tool(page, "#btn-log").click()
    page.wait_for_selector("dialog#sheet[open] .sheet-body > *", timeout=TIMEOUT)
    tour.check("xix move log", axe=False)
    assert not tour.found, "\n".join(tour.found)


def test_embed_and_explainer(pages, server):
    page = pages.fresh()
    tour = Tour(page, pages.lang)
    page.goto(f"{server.url}embed.html?mode=play&ai=easy&seed=2&lang={pages.lang}"
              "&scenario=scenarios/xix-raise-abandon.json")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    tour.check("embed, still", words=False)
    page.click("#start")
    page.wait_for_selector("#raise", timeout=TIMEOUT)
    tour.check("embed, live", words=False)
    page.goto(f"{server.url}embed.html?mode=review&lang={pages.lang}"
              "&scenario=scenarios/xix-nineteen.json")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    page.click("#start")
    page.wait_for_selector("html[data-review=step] #review-played", timeout=TIMEOUT)
    tour.check("embed, review", words=False)
    page.goto(f"{server.url}embed.html?game=xeri&players=4&lang={pages.lang}&mode=demo&theme=dark")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    tour.check("embed, xeri 4 players", words=False)
    explainer = {"en": "explain.html", "el": "explain-el.html"}[pages.lang]
    page.goto(f"{server.url}{explainer}")
    page.locator("xeri-table iframe").first.wait_for()
    tour.check(explainer, words=False)
    assert not tour.found, "\n".join(tour.found)
