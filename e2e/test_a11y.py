"""axe-core on every kind of screen, in English and Greek, at desktop (1280x800) and
phone (360x740) size: the start screen, the rules and about panels, Xeri tables of 2
and 4 players (the cut and the play), a round's end and the game's end, the
statistics on the start screen after a game, XIX's draft, play, trade and
raise-or-abandon decision, embed.html (its still picture, its live table and a review's
marked decision) and explain.html. Fails on any serious or critical violation (e2e/axe.py).

The contexts here bypass the page's CSP (axe is injected as a script): the policy
itself is tested everywhere else (test_security.py)."""

from __future__ import annotations

import pytest
from axe import check
from play_driver import dialog_open, play_one, settle, start, tool, xix_kinds
from shots import DESKTOP, PHONE, shot

SIZES = {"desktop": DESKTOP, "phone": PHONE}
LOCALES = {"en": "en-GB", "el": "el-GR"}
TIMEOUT = 90_000


class Pages:
    """Pages of fresh contexts (a game starts on an empty device), one at a time."""

    def __init__(self, new_context, size: str, lang: str):
        self.new_context, self.size, self.lang = new_context, size, lang
        self.name = f"{size}-{lang}"
        self.context = None

    def fresh(self):
        self.close()
        self.context = self.new_context(bypass_csp=True, locale=LOCALES[self.lang],
                                        viewport=SIZES[self.size])
        return self.context.new_page()

    def close(self):
        if self.context:
            self.context.close()


@pytest.fixture(params=[(size, lang) for size in SIZES for lang in LOCALES],
                ids=lambda p: f"{p[0]}-{p[1]}")
def pages(new_context, request):
    made = Pages(new_context, *request.param)
    yield made
    made.close()


def close_sheet(page):
    page.click("dialog#sheet .close")
    page.wait_for_selector("dialog#sheet", state="hidden")


def test_game_screens(pages, server):
    page, found = pages.fresh(), []
    page.goto(f"{server.url}?pace=instant&seed=3")
    page.wait_for_selector("html[data-app-state=ready] #setup", timeout=TIMEOUT)
    assert page.get_attribute("html", "lang") == pages.lang
    found += check(page, "start screen")
    for button, name in [("#btn-rules", "rules panel"), ("#btn-about", "about panel")]:
        tool(page, button).click()
        page.wait_for_selector("dialog#sheet[open] .sheet-body > *")
        found += check(page, name)
        close_sheet(page)

    # Xeri, 4 players: the cut (when it is ours) and a play.
    start(page, server.url, "xeri", 4, seed=3)
    seen: set[str] = set()
    counts: dict = {}
    while "play" not in seen:
        settle(page)
        kind = "cut" if page.locator("#cut-button").count() else "play"
        if kind not in seen:
            seen.add(kind)
            found += check(page, f"xeri 4 players, {kind}")
        play_one(page, counts)

    # Xeri, 2 players, two rounds: the table, the round's end, the game's end, the statistics.
    start(page, server.url, "xeri", 2, rounds=2, seed=4)
    settle(page)
    found += check(page, "xeri 2 players")
    shot(page, f"a11y-xeri2-{pages.name}")
    ends = []
    while len(ends) < 2:
        settle(page)
        if dialog_open(page) and not ends or page.locator("#again").count():
            ends.append("game" if page.locator("#again").count() else "round")
            found += check(page, f"end of the {ends[-1]}")
            if ends[-1] == "game":
                break
        play_one(page, counts, stop_at_dialog=not ends)
    assert ends == ["round", "game"], ends
    page.click("#to-setup")
    page.wait_for_selector("#setup")
    found += check(page, "start screen with statistics")

    # XIX: the draft, a play, the trade and the decision to raise or abandon.
    start(page, server.url, "xix", seed=5)
    seen = set()
    for kind in xix_kinds(page, counts):
        seen.add(kind)
        found += check(page, f"xix {kind}")
        shot(page, f"a11y-xix-{kind}-{pages.name}")
    assert {"play", "draft", "trade", "decision"} <= seen, seen
    assert not found, "\n".join(found)


def test_embed_and_explainer(pages, server):
    page, found = pages.fresh(), []
    page.goto(f"{server.url}embed.html?mode=play&ai=easy&seed=2&lang={pages.lang}"
              "&scenario=scenarios/xix-raise-abandon.json")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    found += check(page, "embed, still")
    page.click("#start")
    page.wait_for_selector("#raise", timeout=TIMEOUT)
    found += check(page, "embed, live")
    page.goto(f"{server.url}embed.html?mode=review&lang={pages.lang}"
              "&scenario=scenarios/xix-nineteen.json")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    page.click("#start")
    page.wait_for_selector("html[data-review=step] #review-played", timeout=TIMEOUT)
    found += check(page, "embed, review")
    page.goto(f"{server.url}embed.html?game=xeri&players=4&lang={pages.lang}&mode=demo&theme=dark")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    found += check(page, "embed, xeri 4 players")
    explainer = {"en": "explain.html", "el": "explain-el.html"}[pages.lang]
    page.goto(f"{server.url}{explainer}")
    page.locator("xeri-table iframe").first.wait_for()
    found += check(page, explainer)
    assert not found, "\n".join(found)
