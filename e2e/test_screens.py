"""Screenshots of the screens test_play.py does not reach (issue 6), at phone (360x740)
and desktop (1280x800) size, into e2e/screenshots/ (git-ignored) to be looked at:
hot-seat play, the move log, Greek tables, and motion caught mid-flight at normal speed.
Each also checks that the bottom hand is wholly on screen (scrolled to) and inside the page.
Each test takes one page through both sizes, the window resized in place."""

import pytest
from play_driver import look, play_one, settle, start, tool
from shots import DESKTOP, PHONE, TAKE, shot

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

SIZES = {"phone": PHONE, "desktop": DESKTOP}


def assert_hand_fits(page, size):
    """At `size` (the window resized to it), the bottom hand's cards lie inside the page's
    width and, scrolled to, the screen."""
    page.set_viewport_size(SIZES[size])
    width, height = SIZES[size]["width"], SIZES[size]["height"]
    cards = page.locator(".spot-bottom button.card")
    assert cards.count()
    cards.last.scroll_into_view_if_needed()
    for i in range(cards.count()):
        box = cards.nth(i).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, (size, i, box)
        assert box["y"] >= 0 and box["y"] + box["height"] <= height + 0.5, (size, i, box)


def shots(page, name: str) -> None:
    """shot() at each size, the window resized in place (nothing without XERI_SHOTS=1)."""
    if TAKE:
        for size, viewport in SIZES.items():
            page.set_viewport_size(viewport)
            shot(page, f"{name}-{size}")


def test_hot_seat_log_and_greek_screens(app):
    page = app.page
    page.set_viewport_size(PHONE)
    start(page, app.server.url, "xeri", 2, ["person"], seed=4)
    counts = {}
    while counts.get("plays", 0) < 5:
        play_one(page, counts)
    settle(page)
    if page.locator("#handover-ready").count():
        shots(page, "hotseat-handover")
        page.click("#handover-ready")
        page.wait_for_selector("#board")
    shots(page, "hotseat-play")
    for size in SIZES:
        assert_hand_fits(page, size)
    tool(page, "#btn-log").click()
    page.wait_for_selector("dialog#sheet[open] #log-list li")
    shots(page, "log")
    page.click("dialog#sheet .close")
    tool(page, "#btn-lang").click()
    page.wait_for_selector("html[lang=el]")
    page.wait_for_selector("#board .spot-bottom button.card[aria-label*='Παίξε']")
    shots(page, "greek-xeri")
    tool(page, "#btn-log").click()
    page.wait_for_selector("dialog#sheet[open] #log-list li")
    assert "Έπαιξες" in page.inner_text("#log-list")
    shots(page, "log-greek")


def test_xix_greek_and_hand_fit(app):
    page = app.page
    page.set_viewport_size(PHONE)
    start(page, app.server.url, "xix", seed=5)
    tool(page, "#btn-lang").click()
    page.wait_for_selector("html[lang=el]")
    counts = {}
    seen = set()
    for _ in range(200):
        now = look(page)
        phase = now["phase"] if now["board"] else None
        if phase and phase not in seen and now["waiting"] == "you" and not now["dialog"]:
            seen.add(phase)
            shots(page, f"xix-greek-{phase}")
            for size in SIZES:
                assert_hand_fits(page, size)
            page.set_viewport_size(PHONE)
        if {"play", "draft", "trade"} <= seen or play_one(page, counts) == "finished":
            break
    assert {"play", "draft", "trade"} <= seen


def test_motion_mid_flight_at_normal_speed(app):
    """At each size, the window resized in place between them: our card caught flying
    over the board at normal speed, then landed and the computer's answer in."""
    page = app.page
    page.set_viewport_size(PHONE)
    page.goto(f"{app.server.url}?seed=31")
    page.wait_for_selector("#setup")
    page.select_option("#seat-select-1", "ai:easy")
    page.click("#start")
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        # our cut (if due), then a card: the card flies, the computer answers
        for _ in range(3):
            settle(page)
            if page.locator("#cut-button").count():
                page.click("#cut-button")
                continue
            break
        page.locator(".spot-bottom button.card.legal").first.click()
        # our card in flight over the board (a ghost copy flies, then lands)
        page.wait_for_selector(".ghost", state="attached")
        shot(page, f"motion-{size}")
        page.wait_for_selector(".ghost", state="detached")
        settle(page)
        shot(page, f"motion-after-{size}")
        assert page.get_attribute("html", "data-waiting") == "you", size
        assert page.locator(".pile .card:not(.slot), #pile-slot").count() >= 1, size
