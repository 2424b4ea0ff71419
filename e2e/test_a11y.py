"""A tour of every kind of screen, in English and Greek, at desktop (1280x800) and phone
(360x740) size: the start screen, the rules and about panels, Xeri tables of 2 and 4
players (the cut and the play), a round's end and the game's end, the statistics on the
start screen after a game and in the menu's sheet, XIX's draft, play, trade and
raise-or-abandon decision, embed.html (its still picture, its live table and a review's
marked decision) and explain.html. axe-core fails the tour on any serious or critical violation
(e2e/axe.py). One page for both languages: each screen is checked at both sizes, the
window resized in place, in the page's language, then switched in place from the menu
(the same screen drawn in the other words, no page load) and checked again; the page
starts in Greek (the browser's language), so the words worded at its start are Greek's.
The embeds take their language from their address. A round's end is a record opened
as a file and the game's end a stored game resumed (positions.near_end: counted, for the
statistics), and XIX's screens are records opened as files (positions.reach), not played
up to by clicks.

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
from test_language import switch

from pygame_core.records import from_json

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

SIZES = {"phone": PHONE, "desktop": DESKTOP}     # the last is the tour's own size
TIMEOUT = 90_000


OTHER = {"en": "el", "el": "en"}


@pytest.fixture
def fresh(new_context):
    """A page of a fresh context (a game starts on an empty device): new_context's, so
    that after the test it goes back to the warm pool emptied. The same options for every
    test here (the language is the page's, switched in place, or the embed's `lang=`), so
    the module's tests share one warm context."""
    return lambda: new_context(bypass_csp=True, locale="el-GR", viewport=DESKTOP).new_page()


class Tour:
    """The faults found on the way: axe's at both sizes, the language's at phone size, in
    each language: the screen is checked in the page's language, the language switched in
    place from the menu (the page draws the same screen in the other words: no page load),
    and checked again. The tour goes on in the language it ends in."""

    def __init__(self, page):
        self.page, self.found = page, []
        self.said: set[str] = set()     # the live log's lines and toasts said before a switch

    def said_now(self) -> list[str]:
        return self.page.locator("#announce > p, #toast").all_inner_texts()

    @property
    def lang(self) -> str:
        return self.page.get_attribute("html", "lang")

    def check(self, name: str, axe: bool = True, words: bool = True,
              shot_name: str | None = None, redraw=None) -> None:
        """The screen as it is, at each size (resized in place), then in the other language.
        `redraw` is (close, again) for a screen the menu cannot be reached from (a panel
        open): `close()` before the switch, `again()` after it brings the screen back.
        The live log (#announce) and the toast keep what was said before the switch in its
        words: those lines are not read after it (`said`); what is said after it is."""
        for turn in range(2):
            lang = self.lang
            for size in ("phone", "desktop") if turn == 0 else ("desktop", "phone"):
                self.page.set_viewport_size(SIZES[size])
                if axe:
                    self.found += check(self.page, f"{name} ({size}, {lang})")
                if words and size == "phone":
                    seen(self.page, lang, f"{name} ({lang})", self.found, self.said)
                if shot_name:
                    shot(self.page, f"a11y-{shot_name}-{size}-{lang}")
            if turn == 0:
                if redraw:
                    redraw[0]()
                self.said.update(self.said_now())
                switch(self.page, OTHER[lang])
                if redraw:
                    redraw[1]()
                elif self.page.locator("#board").count():
                    settle(self.page)           # the table drawn in the new words
        self.page.set_viewport_size(DESKTOP)    # the tour plays on at desktop size


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


def test_game_screens(fresh, server, tmp_path):
    page = fresh()
    tour = Tour(page)
    page.goto(f"{server.url}?pace=instant&seed=3")
    page.wait_for_selector("html[data-app-state=ready] #setup", timeout=TIMEOUT)
    assert tour.lang == "el"            # the browser's language (el-GR) at the first visit

    def boot_panels(lang: str) -> None:
        """The loading panel and the failed-boot panel (hidden now), worded as the page
        boots: here in Greek (the page's own words are English), and at the reload below
        in English (a switch in place leaves a boot's words as they were: no boot)."""
        for panel in ("#boot", "#boot-error"):
            bad = foreign(page.locator(panel).text_content(), lang)
            if bad:
                tour.found.append(f"{panel} ({lang}): {', '.join(bad)}")

    boot_panels("el")
    tour.check("start screen")

    def sheet_of(button: str):
        """(close, again) for a panel of the menu's: closed for the switch, opened again."""
        def show():
            tool(page, button).click()
            page.wait_for_selector("dialog#sheet[open] .sheet-body > *", timeout=TIMEOUT)
        return show, (lambda: close_sheet(page), show)

    for button, name in [("#btn-rules", "rules panel"), ("#btn-about", "about panel")]:
        show, redraw = sheet_of(button)
        show()
        tour.check(name, redraw=redraw)
        close_sheet(page)
    # A file that is not a game: refused in plain words.
    bad = tmp_path / "7.json"
    bad.write_text(json.dumps({"format": 1, "game": "chess", "events": []}))

    def refuse():
        page.set_input_files("#import-file", str(bad))
        page.wait_for_selector(f"html[lang={tour.lang}] #import-error:not([hidden])",
                               timeout=TIMEOUT)
    refuse()
    tour.check("a refused file", axe=False, redraw=(lambda: None, refuse))
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
    # game's end, the statistics. A round's end has no menu in reach: in the other
    # language it is reached again (the file opened again); the game's end panel is
    # closed for the switch and drawn again by it.
    first = near_end(rounds=2, of_round=1, seed=4)["table"]["record"]

    def round_end():
        open_file(page, from_json(first), tmp_path / "xeri-round.json")
        while play_one(page, counts, stop_at_dialog=True) != "dialog":
            pass

    def go_on():
        page.click("#continue")
        settle(page)

    redraws = {"round end": (go_on, round_end),
               "game end": (lambda: close_sheet(page),
                            lambda: page.wait_for_selector("dialog#sheet[open] #again",
                                                           timeout=TIMEOUT))}
    kinds = set()

    def look() -> str:
        settle(page)
        kind = ("game end" if page.locator("#again").count() else "round end"
                if dialog_open(page) else "cut" if page.locator("#cut-button").count()
                else "xeri play")
        if kind not in kinds:
            tour.check(f"xeri 2 players, {kind}", axe=not kinds or "end" in kind,
                       shot_name=None if kinds else "xeri2", redraw=redraws.get(kind))
            kinds.add(kind)
        return kind

    open_file(page, from_json(first), tmp_path / "xeri-round.json")
    while look() != "round end":
        play_one(page, counts, stop_at_dialog=True)
    play_one(page, counts)          # on to the second round
    look()
    if tour.lang != "en":           # the reload boots in English: its loading panel's words
        switch(page, "en")
        settle(page)
    resume_here(page, server, rounds=2, seed=4)
    boot_panels("en")
    while look() != "game end":
        play_one(page, counts)
    assert {"round end", "game end", "xeri play"} <= kinds, kinds
    page.click("#to-setup")
    page.wait_for_selector("#stats", timeout=TIMEOUT)
    tour.check("start screen with statistics")
    show, redraw = sheet_of("#btn-stats")   # the menu's way to the same table, in a sheet
    show()
    page.wait_for_selector("dialog#sheet[open] #stats-sheet td", timeout=TIMEOUT)
    tour.check("statistics sheet", redraw=redraw)
    close_sheet(page)

    # XIX: the draft, a play, the trade, raise or abandon (each opened from a record,
    # positions.reach, as a file), an exchange's end (Abandon); the move log.
    records = {kind: reach("xix", 2, kind, seed=5)
               for kind in ("draft", "play", "trade", "decision")}
    for kind, record in records.items():
        open_file(page, record, tmp_path / f"xix-{kind}.json")
        assert page.locator(f"#board[data-phase={kind}]").count() == 1, kind
        tour.check(f"xix {kind}", shot_name=f"xix-{kind}")

    def abandon():
        page.click("#abandon")
        page.wait_for_selector("dialog#sheet[open] #continue", timeout=TIMEOUT)
        settle(page)

    def abandon_again():
        open_file(page, records["decision"], tmp_path / "xix-decision.json")
        abandon()

    abandon()
    tour.check("xix round end", axe=False, redraw=(go_on, abandon_again))
    page.click("#continue")                 # on to the next exchange, then its move log
    settle(page)
    show, redraw = sheet_of("#btn-log")
    show()
    tour.check("xix move log", axe=False, redraw=redraw)
    assert not tour.found, "\n".join(tour.found)


@pytest.mark.parametrize("lang", ["en", "el"])
def test_embed_and_explainer(fresh, server, lang):
    """An embed takes its language from its address (`lang=`), not from a menu."""
    page = fresh()
    found: list[str] = []

    def screen(name: str) -> None:
        for size, viewport in SIZES.items():
            page.set_viewport_size(viewport)
            found.extend(check(page, f"{name} ({size})"))

    page.goto(f"{server.url}embed.html?mode=play&ai=easy&seed=2&lang={lang}"
              "&scenario=scenarios/xix-raise-abandon.json")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    screen("embed, still")
    page.click("#start")
    page.wait_for_selector("#raise", timeout=TIMEOUT)
    screen("embed, live")
    page.goto(f"{server.url}embed.html?mode=review&lang={lang}"
              "&scenario=scenarios/xix-nineteen.json")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    page.click("#start")
    page.wait_for_selector("html[data-review=step] #review-played", timeout=TIMEOUT)
    screen("embed, review")
    page.goto(f"{server.url}embed.html?game=xeri&players=4&lang={lang}&mode=demo&theme=dark")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    screen("embed, xeri 4 players")
    explainer = {"en": "explain.html", "el": "explain-el.html"}[lang]
    page.goto(f"{server.url}{explainer}")
    page.locator("xeri-table iframe").first.wait_for()
    screen(explainer)
    assert not found, "\n".join(found)
