"""Whole games in real Chromium through clicks only (issue 6), with screenshots.

The page runs at instant pace (`?pace=instant`) with the easy computer and
one-round games, so a game takes seconds. Screenshots of the screens go to
e2e/screenshots/ (git-ignored) at phone (360x740) and desktop (1280x800) size.
"""

import pytest
from play_driver import play_one, play_to_end, settle, start, tool
from playwright.sync_api import expect
from shots import DESKTOP, PHONE, shot

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts


def decisions(page) -> int:
    return int(page.get_attribute("html", "data-decisions"))


def assert_illegal_click_changes_nothing(page) -> int:
    """Cards that are not legal choices, the pile, the stock and the other seats are
    inert: clicking them changes nothing. Returns how many things were clicked."""
    settle(page)
    targets = [page.locator(".spot-bottom button.card[disabled]"),
               page.locator("#pile"), page.locator("#stock"), page.locator("#strike-row"),
               page.locator(".spot-top")]
    clicked = 0
    for target in targets:
        if not target.count():
            continue
        before = (decisions(page), page.inner_html("#board"))
        target.first.click(force=True)
        # A click that takes a choice marks the page busy at once, in its handler:
        # still idle with the same board right after the click, nothing was sent.
        assert page.get_attribute("html", "data-busy") == "false"
        assert (decisions(page), page.inner_html("#board")) == before
        clicked += 1
    return clicked


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_two_player_xeri_against_the_computer(app, size):
    page = app.page
    page.set_viewport_size(DESKTOP if size == "desktop" else PHONE)
    start(page, app.server.url, "xeri", 2, ["ai:easy"])
    shot(page, f"xeri2-cut-{size}")
    assert page.locator("#cut-button").count() or page.locator("#board").count()
    counts = {}
    while counts.get("plays", 0) < 3:
        play_one(page, counts)
    settle(page)
    shot(page, f"xeri2-play-{size}")
    tried_illegal = assert_illegal_click_changes_nothing(page) >= 3
    result = play_to_end(page)
    counts.update({k: counts.get(k, 0) + v for k, v in result.items() if k != "result"})
    shot(page, f"xeri2-end-{size}")
    assert tried_illegal
    assert result["result"] in ("You win!", "You lose", "The game is a draw")
    # 48 cards are played in a round (X5), half of them ours
    assert counts["plays"] == 24
    rows = page.locator("#breakdown tr").all_inner_texts()
    assert any(r.startswith("Most cards") for r in rows)
    assert any(r.startswith("Running total") for r in rows)
    assert app.csp_violations() == []
    assert app.offsite_requests() == []


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_four_player_xeri_with_a_computer_partner(app, size):
    page = app.page
    page.set_viewport_size(DESKTOP if size == "desktop" else PHONE)
    start(page, app.server.url, "xeri", 4, ["ai:easy", "ai:easy", "ai:easy"],
          variants=["bottom_card"], seed=12)
    settle(page)
    shot(page, f"xeri4-start-{size}")
    assert "partner" in page.inner_text("#seat-2")
    result = play_to_end(page)
    assert result["plays"] == 12  # 48 plays shared by 4 players
    shot(page, f"xeri4-end-{size}")
    assert page.locator("#breakdown th", has_text="Your team").count() == 1
    assert page.locator("#breakdown th", has_text="The other team").count() == 1


def test_hot_seat_hides_the_hands_between_turns(app):
    page = app.page
    page.set_viewport_size(PHONE)
    start(page, app.server.url, "xeri", 2, ["person"], seed=3)
    page.wait_for_selector("#handover")
    shot(page, "hotseat-handover-phone")
    # while the cover is up no card is on screen
    assert page.locator("#board").count() == 0
    counts = {}
    for _ in range(400):
        if play_one(page, counts) == "finished":
            break
    assert counts["handovers"] >= 48  # every turn changes hands
    assert counts["plays"] == 48
    assert "wins!" in page.inner_text("#game-result") or \
        "draw" in page.inner_text("#game-result")
    assert page.locator("#btn-undo").is_disabled()  # no undo between two people


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_a_full_xix_game_with_drafts_and_trades(app, size):
    page = app.page
    page.set_viewport_size(DESKTOP if size == "desktop" else PHONE)
    start(page, app.server.url, "xix", seed=5)
    counts = {}
    shots = set()
    for _ in range(800):
        settle(page)
        board = page.locator("#board")
        phase = board.get_attribute("data-phase") if board.count() else None
        if phase and phase not in shots and page.get_attribute("html", "data-waiting") == "you":
            shot(page, f"xix-{phase}-{size}")
            shots.add(phase)
        if phase == "draft" and page.get_attribute("html", "data-waiting") == "you" \
                and not page.locator("dialog#sheet[open]").count():
            # our hands are not legal choices in the draft
            clicked = assert_illegal_click_changes_nothing(page)
            counts["illegal"] = counts.get("illegal", 0) + clicked
        if play_one(page, counts) == "finished":
            break
    shot(page, f"xix-end-{size}")
    assert counts.get("drafts", 0) > 0 and counts.get("trades", 0) > 0, counts
    assert counts.get("decisions", 0) > 0 and counts.get("breakdowns", 0) > 0, counts
    assert counts.get("illegal", 0) > 0, counts
    text = page.inner_text("#game-result")
    assert text in ("You win!", "You lose")
    assert page.locator("#breakdown tr", has_text="Strikes received").count() == 1


def test_undo_hint_log_rules_and_greek(app):
    page = app.page
    page.set_viewport_size(PHONE)
    start(page, app.server.url, "xeri", 2, ["ai:easy"], seed=9)
    counts = {}
    while counts.get("plays", 0) < 2:
        play_one(page, counts)
    settle(page)
    made = decisions(page)
    # undo takes back our last card and the computer's answer after it
    page.click("#btn-undo")
    page.wait_for_selector(f"html[data-busy=false][data-decisions='{made - 2}']")
    assert page.get_attribute("html", "data-waiting") == "you"
    page.click("#btn-hint")
    page.wait_for_selector("#toast:not([hidden])")
    assert page.inner_text("#toast").startswith("Hint:")
    tool(page, "#btn-log").click()
    page.wait_for_selector("dialog#sheet[open] #log-list li")
    # the log tells our one card left after the undo, and the computer's answer to it
    assert len(page.locator("#log-list li", has_text="You played").all()) == 1
    shot(page, "log-phone")
    page.click("dialog#sheet .close")
    tool(page, "#btn-rules").click()
    page.wait_for_selector("dialog#sheet[open] h3")
    shot(page, "rules-phone")
    page.click("dialog#sheet .close")
    tool(page, "#btn-lang").click()
    page.wait_for_selector("html[lang=el]")
    # the menu is Python's: it comes in Greek with the table's answer in Greek
    expect(page.locator("#btn-new")).to_have_text("Νέα παρτίδα")
    shot(page, "greek-phone")
    # the choice is remembered; the reload resumes the game (issue 7), "new game" leaves it
    page.reload()
    page.wait_for_selector("html[data-resumed=true] #board")
    tool(page, "#btn-new").click()
    page.wait_for_selector("#setup")
    assert page.get_attribute("html", "lang") == "el"
    assert page.inner_text("#start") == "Ξεκίνα"
    shot(page, "setup-greek-phone")


def test_a_hint_goes_when_the_table_changes(app):
    page = app.page
    start(page, app.server.url, "xeri", 2, ["ai:easy"], seed=9)
    counts = {}
    while not counts.get("plays"):
        play_one(page, counts)
    settle(page)
    made = decisions(page)
    page.click("#btn-hint")
    page.wait_for_selector("#toast:not([hidden])")
    page.click("#board button.card.hinted")
    # the next answer is drawn: the hint spoke of the table before it
    page.wait_for_selector(f"html:not([data-decisions='{made}'])")
    assert page.locator("#toast").is_hidden()


def test_the_new_game_screen_at_both_sizes(app):
    page = app.page
    for name, size in (("phone", PHONE), ("desktop", DESKTOP)):
        page.set_viewport_size(size)
        page.goto(f"{app.server.url}?pace=instant")
        page.wait_for_selector("#setup")
        shot(page, f"setup-{name}")
        # every variation has its one-line explanation; the start button can be reached
        assert page.locator(".variants .choice small").count() == 5
        page.locator("#start").scroll_into_view_if_needed()
        assert page.locator("#start").is_visible()
