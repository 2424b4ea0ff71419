"""A game's life on the table (issue 16): the round-by-round table and the statistics
at the end, Undo off once the game is over, the mute toggle remembered, and never a
game lost by a click: New game asks first, the replaced game comes back once, and a
new game started during the computer's turn leaves nothing of the old one running.

The tests that start a game and need no reload, no stored settings and no other pace share
one page (`table`, booted once): each starts its own game from where the page is, through
the menu's New game (putting aside the game the test before left)."""

from __future__ import annotations

import pytest
from play_driver import dialog_open, look, new_game, play_one, play_to_end, settle, start, tool
from positions import resume_near_end

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

TIMEOUT = 60_000
KEPT = "?pace=instant&seed=7"   # the kept page's address: each new game there is seed 7's


@pytest.fixture(scope="module")
def kept(keep_page):
    return keep_page(KEPT)


@pytest.fixture
def table(kept, server):
    """The module's kept page, as the test before left it (new_game starts from there)."""
    return kept


def stat(page, column: int) -> str:
    """A cell of the statistics' first row (columns: name, games, wins, ...)."""
    return page.locator("#stats tr").nth(1).locator("th, td").nth(column).inner_text()


def test_the_end_shows_every_round_and_counts_the_game_once(app):
    """A stored game of two rounds against the computer, at its last decision, played out."""
    page = app.page
    resume_near_end(page, app.server.url, rounds=2, seed=6)
    play_to_end(page)
    # The end: the last round's lines and the whole game, round by round.
    history = page.locator("dialog#sheet[open] #history")
    history.wait_for(timeout=TIMEOUT)
    assert history.locator("tr.sum").count() == 2               # both rounds, with totals
    page.wait_for_selector("html[data-counted='1']", state="attached", timeout=TIMEOUT)
    page.click("dialog#sheet[open] button.close")
    assert page.locator("#btn-undo").is_disabled()              # the game is over
    assert page.locator("#btn-hint").is_disabled()
    # The statistics on the new-game screen, kept across a reload, counted once.
    page.click("#btn-new")
    page.locator("#stats").wait_for(timeout=TIMEOUT)
    assert stat(page, 1) == "1"
    page.reload()
    page.wait_for_selector("html[data-app-state=ready]", state="attached", timeout=90_000)
    settle(page)
    if dialog_open(page):                                       # the finished game's end
        page.click("dialog#sheet[open] button.close")
    if page.locator("#setup").count() == 0:
        page.click("#btn-new")
    page.locator("#stats").wait_for(timeout=TIMEOUT)
    assert stat(page, 1) == "1"
    assert page.get_attribute("html", "data-counted") in (None, "0")  # not counted again
    # After a guided game, then a new game, a reload never brings the finished game back.
    page.click("#btn-learn")
    page.wait_for_selector("html[data-screen=table] #board", timeout=TIMEOUT)
    page.reload()
    page.wait_for_selector("html[data-app-state=ready][data-screen=setup]", state="attached",
                           timeout=90_000)
    new_game(page)
    settle(page)
    page.reload()
    page.wait_for_selector("html[data-app-state=ready][data-screen=table]", state="attached",
                           timeout=90_000)
    settle(page)
    assert page.get_attribute("html", "data-waiting") != "finished"
    assert not dialog_open(page)


def two_decisions_in(page) -> str:
    """A new three-round Xeri game two decisions in, settled: its decision count."""
    new_game(page, rounds=3)
    while int(page.get_attribute("html", "data-decisions") or 0) < 2:
        play_one(page, {})
    settle(page)
    return page.get_attribute("html", "data-decisions")


def test_the_phones_menu_stays_open_while_the_computer_plays(table):
    """A player who opens "☰" on a phone while the computer plays keeps it open: the menu,
    drawn anew whenever Undo or the hint turned on or off, closed under their finger."""
    page = table
    size = page.viewport_size
    page.set_viewport_size({"width": 390, "height": 844})
    try:
        new_game(page, "xeri", 2, ["ai:easy"])
        for _ in range(10):                 # the cut first, if it is ours
            if look(page)["legal"]:
                break
            play_one(page, {})
        made = int(page.get_attribute("html", "data-decisions"))
        page.click("#btn-more")
        page.wait_for_selector("#menu-more:popover-open", state="attached")
        page.locator("#menu-more").evaluate("(m) => { m.opened = true; }")  # this element
        # a card played from the keyboard (a tap outside would close the menu): Undo turns
        # on, the hint off; the computer's play answered and drawn, the hint ours again
        card = page.locator(".spot-bottom button.card.legal").first
        card.focus()
        card.press("Enter")
        page.wait_for_selector(f"html[data-busy=false][data-decisions='{made + 2}']",
                               state="attached", timeout=TIMEOUT)
        page.wait_for_selector("#btn-hint:not([disabled])", state="attached")
        assert page.locator("#menu-more").evaluate("(m) => m.opened === true"), "drawn anew"
        assert page.locator("#menu-more:popover-open").count() == 1, "the menu closed"
        page.keyboard.press("Escape")
    finally:
        page.set_viewport_size(size)


def test_new_game_asks_and_the_replaced_game_comes_back(table):
    page = table
    made = two_decisions_in(page)
    # "No" keeps the game as it is.
    page.click("#btn-new")
    page.click("#start")
    # The question is the dialog's title; what the answer brings is its body.
    page.locator("dialog#sheet[open][data-kind=ask]").wait_for(timeout=TIMEOUT)
    assert page.inner_text("#sheet-title") == "Start another game?"
    assert "put aside" in page.inner_text("dialog#sheet[open] .sheet-body #ask-text")
    page.click("#ask-no")
    assert page.get_attribute("html", "data-screen") == "setup"
    page.click("#back-current")
    page.wait_for_selector(f"html[data-screen=table][data-decisions='{made}']", state="attached",
                           timeout=TIMEOUT)
    # "Yes" starts a new game; the old one can be brought back once.
    page.click("#btn-new")
    page.click("#start")
    page.click("#ask-yes")
    page.wait_for_selector("html[data-screen=table] #board", timeout=TIMEOUT)
    settle(page)
    page.click("#btn-new")
    page.click("#back-replaced")
    page.wait_for_selector(f"html[data-screen=table][data-decisions='{made}']", state="attached",
                           timeout=TIMEOUT)


def test_a_game_put_aside_for_a_lesson_comes_back_after_it(table):
    """A guided game is not kept: a new game after it neither asks nor puts it aside
    over the game the lesson replaced, which comes back (it was lost: a new-user review)."""
    page = table
    made = two_decisions_in(page)
    page.click("#btn-learn")
    page.click("#ask-yes")                                      # the game is put aside
    page.wait_for_selector("#btn-export[disabled]", state="attached", timeout=TIMEOUT)
    settle(page)                                                # the lesson: nothing to export
    page.click("#btn-new")
    page.click("input[name=game][value=xix]")
    page.click("#start")
    page.wait_for_selector("html[data-game=xix] #board, #ask-yes", timeout=TIMEOUT)
    assert not page.is_visible("#ask-yes")                      # nothing to put aside
    settle(page)
    page.click("#btn-new")
    page.click("#back-replaced")
    page.wait_for_selector(f"html[data-screen=table][data-game=xeri][data-decisions='{made}']",
                           state="attached", timeout=TIMEOUT)


def test_a_new_game_during_the_computers_turn_stops_the_old_one(app):
    page = app.page
    page.goto(f"{app.server.url}?seed=11")                     # normal pace: the computer waits
    page.wait_for_selector("html[data-app-state=ready]", state="attached", timeout=90_000)
    page.click("input[name=game][value=xix]")
    page.click("#start")
    for _ in range(3):
        page.wait_for_selector("html[data-waiting=computer], html[data-waiting=you]",
                               state="attached", timeout=TIMEOUT)
        if page.get_attribute("html", "data-waiting") == "computer":
            break
        settle(page)
        page.locator("button.card.legal").first.click()
    page.wait_for_selector("html[data-waiting=computer]", state="attached", timeout=TIMEOUT)
    page.click("#btn-new")                                     # mid-turn
    page.click("input[name=game][value=xeri]")
    page.click("#start")
    if page.locator("#ask-yes").count():
        page.click("#ask-yes")
    page.wait_for_selector("html[data-game=xeri][data-busy=false]", state="attached",
                           timeout=TIMEOUT)
    # Nothing of the XIX game draws over the new one, and its turn never comes back.
    settle(page)
    assert page.get_attribute("html", "data-game") == "xeri"
    assert page.locator("#board.xeri").count() == 1
    assert "thinking" not in page.locator("#turn").inner_text().lower()


def test_the_mute_toggle_is_remembered(app):
    page = app.page
    start(page, app.server.url)
    sound = tool(page, "#btn-sound")     # behind a desktop's "More"
    assert sound.get_attribute("aria-pressed") == "true"
    sound.click()
    page.wait_for_selector("#btn-sound[aria-pressed=false]", timeout=TIMEOUT)
    page.wait_for_selector("html[data-writes='0']", state="attached")  # the setting is kept
    page.reload()
    page.wait_for_selector("html[data-app-state=ready]", state="attached", timeout=90_000)
    page.wait_for_selector("#btn-sound[aria-pressed=false]", state="attached", timeout=TIMEOUT)


@pytest.mark.parametrize("game", ["xeri", "xix"])
def test_the_last_capture_and_trick_can_be_looked_at_by_tap_and_key(table, game):
    page = table
    new_game(page, game)
    for _ in range(200):                                        # until there is a last one
        if not look(page)["dialog"] and page.locator("#peek").count():
            break
        play_one(page, {})
    page.click("#peek")
    sheet = page.locator("dialog#sheet[open][data-kind=peek]")
    sheet.wait_for(timeout=TIMEOUT)
    assert sheet.locator(".peek-cards .card").count() >= 2        # the cards it took
    page.click("dialog#sheet[open] button.close")
    page.keyboard.press("l")                                    # and by key
    sheet.wait_for(timeout=TIMEOUT)
    page.click("dialog#sheet[open] button.close")


def test_sounds_play_after_the_first_touch_and_not_when_muted(app):
    page = app.page
    start(page, app.server.url, seed=4)
    counts: dict = {}
    while not page.get_attribute("html", "data-sounds"):       # the person has clicked
        play_one(page, counts)
    tool(page, "#btn-sound").click()                            # mute
    page.wait_for_selector("#btn-sound[aria-pressed=false]")
    page.keyboard.press("Escape")                               # "More" closed
    settle(page)
    muted_at = page.get_attribute("html", "data-sounds")
    decisions = int(page.get_attribute("html", "data-decisions"))
    while int(page.get_attribute("html", "data-decisions")) < decisions + 2:
        if play_one(page, counts) == "finished":
            break
    assert page.get_attribute("html", "data-sounds") == muted_at
