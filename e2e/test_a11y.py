"""A tour of every kind of screen, in English and Greek, at desktop (1280x800) and phone
(360x740) size: the start screen, the rules and about panels, Xeri tables of 2 and 4
players (the cut and the play), a round's end and the game's end, the statistics on the
start screen after a game, XIX's draft, play, trade and raise-or-abandon decision,
embed.html (its still picture, its live table and a review's marked decision) and
explain.html. axe-core fails the tour on any serious or critical violation
(e2e/axe.py). One page per language: each screen is checked at both sizes, the window
resized in place.

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
from play_driver import XIX_KINDS, dialog_open, play_one, settle, start, tool, xix_kinds
from positions import resume_near_end
from shots import DESKTOP, PHONE, shot

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

SIZES = {"desktop": DESKTOP, "phone": PHONE}
LOCALES = {"en": "en-GB", "el": "el-GR"}
TIMEOUT = 90_000


class Pages:
    """Pages of fresh contexts (a game starts on an empty device), one at a time."""

    def __init__(self, new_context, lang: str):
        self.new_context, self.lang = new_context, lang
        self.context = None

    def fresh(self):
        self.close()
        self.context = self.new_context(bypass_csp=True, locale=LOCALES[self.lang],
                                        viewport=DESKTOP)
        return self.context.new_page()

    def close(self):
        if self.context:
            self.context.close()


@pytest.fixture(params=list(LOCALES))
def pages(new_context, request):
    made = Pages(new_context, request.param)
    yield made
    made.close()


class Tour:
    """The faults found on the way: axe's at both sizes, the language's at phone size."""

    def __init__(self, page, lang: str):
        self.page, self.lang, self.found = page, lang, []

    def check(self, name: str, axe: bool = True, words: bool = True,
              shot_name: str | None = None) -> None:
        """The screen as it is, at each size (resized in place; back at desktop after)."""
        for size, viewport in SIZES.items():
            self.page.set_viewport_size(viewport)
            if axe:
                self.found += check(self.page, f"{name} ({size})")
            if words and size == "phone":
                seen(self.page, self.lang, name, self.found)
            if shot_name:
                shot(self.page, f"a11y-{shot_name}-{size}-{self.lang}")
        self.page.set_viewport_size(DESKTOP)


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
    start(page, server.url, "xeri", 4, seed=3)
    kinds: set[str] = set()
    counts: dict = {}
    while "play" not in kinds:
        settle(page)
        kind = "cut" if page.locator("#cut-button").count() else "play"
        if kind not in kinds:
            kinds.add(kind)
            tour.check(f"xeri 4 players, {kind}", words=False)
        play_one(page, counts)

    # Xeri, 2 players, two rounds, stored at the first round's last decision and then at
    # the game's (positions.near_end): a play, the round's end, the next round's cut or
    # play, the game's end, the statistics.
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

    resume_near_end(page, server.url, rounds=2, of_round=1, seed=4)
    while look() != "round end":
        play_one(page, counts, stop_at_dialog=True)
    play_one(page, counts)          # on to the second round
    look()
    resume_near_end(page, server.url, rounds=2, seed=4)
    while look() != "game end":
        play_one(page, counts)
    assert {"round end", "game end", "xeri play"} <= kinds, kinds
    page.click("#to-setup")
    page.wait_for_selector("#stats", timeout=TIMEOUT)
    tour.check("start screen with statistics")

    # XIX: the draft, a play, the trade, raise or abandon, an exchange's end; the move log.
    start(page, server.url, "xix", seed=5)
    kinds = set()
    for kind in xix_kinds(page, counts, wanted=XIX_KINDS | {"round end"}):
        kinds.add(kind)
        axe = kind in XIX_KINDS
        tour.check(f"xix {kind}", axe=axe, shot_name=f"xix-{kind}" if axe else None)
    assert {"play", "draft", "trade", "decision", "round end"} <= kinds, kinds
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
