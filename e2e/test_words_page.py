"""Issue 35's words on the real page (real Chromium, the real engine): what Python sends
as data the page writes in its language (a date through Intl), and what it announces.

The tests that need nothing stored before the boot share one page (`table`, booted once at
?pace=instant&seed=5); each starts from the new-game form reached through the menu."""

from __future__ import annotations

import json
import re

import pytest
from play_driver import back_to_the_form, choose, new_game, settle
from stored import store

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

TIMEOUT = 90_000


@pytest.fixture(scope="module")
def kept(module_context, site_server):
    page = module_context().new_page()
    page.goto(f"{site_server.url}?pace=instant&seed=5")
    page.wait_for_selector("html[data-app-state=ready] #setup", timeout=TIMEOUT)
    return page


@pytest.fixture
def table(kept, server):
    """The module's page on the new-game form, whatever the test before left on it."""
    back_to_the_form(kept)
    return kept


def test_a_copys_date_is_written_in_the_pages_language_not_as_iso(app):
    page = app.page
    page.goto(f"{app.server.url}favicon.svg")    # the site's origin, before the page boots
    store(page, "aside/stats/2026-01-05T10:00:00.000Z", '{"old": 1}')
    store(page, "settings", json.dumps({"format": 1, "speed": "warp"}))   # a notice to open
    page.goto(app.server.url)
    page.wait_for_selector("#storage-notice:not([hidden])", timeout=TIMEOUT)
    page.click("#storage-copies")
    item = page.locator("#copies li", has_text="Statistics")
    item.locator("time").wait_for(timeout=TIMEOUT)
    text = item.locator("span").inner_text()
    assert "Jan" in text and "2026" in text, text
    assert not re.search(r"\d{4}-\d\d-\d\d|T\d\d:", text), text


def test_home_and_end_reach_the_first_and_the_last_card_of_the_hand(table):
    """The arrows moved along the hand; Home and End jump to its ends."""
    page = table
    new_game(page, "xix")
    settle(page)
    cards = page.locator("#stage button.card:not([disabled])")
    acts = [cards.nth(i).get_attribute("data-act") for i in range(cards.count())]
    assert len(acts) >= 3, acts
    focused = "#stage button.card[data-act='{}']:focus"
    cards.nth(1).focus()
    page.keyboard.press("End")
    assert page.locator(focused.format(acts[-1])).count() == 1
    page.keyboard.press("Home")
    assert page.locator(focused.format(acts[0])).count() == 1
    page.keyboard.press("ArrowRight")
    assert page.locator(focused.format(acts[1])).count() == 1


def test_people_at_a_hot_seat_table_are_named_as_they_typed(table):
    page = table
    choose(page, "input[name=game][value=xix]")
    page.select_option("#seat-select-1", "ai:easy")     # the form keeps the last game's
    assert not page.locator("#seat-name-1").is_visible()        # a computer's seat: no name
    page.select_option("#seat-select-1", "person")
    # each name under its seat's choice, as wide and as tall (review 3: it looked unfinished)
    for i in (0, 1):    # the first seat's one choice is said, not a list (review 5)
        pick = page.locator("#seat-select-1" if i else "#setup .seat-you").bounding_box()
        name = page.locator(f"#seat-name-{i}").bounding_box()
        assert abs(name["x"] - pick["x"]) <= 1 and abs(name["width"] - pick["width"]) <= 1 \
            and abs(name["height"] - pick["height"]) <= 1 and name["y"] > pick["y"], (pick, name)
    page.fill("#seat-name-0", "Anna")
    page.fill("#seat-name-1", "Nikos")
    page.click("#start")
    page.wait_for_selector("#board, #handover, #ask-yes", timeout=TIMEOUT)
    if page.locator("dialog#sheet[open] #ask-yes").count():    # the game left on the table
        page.click("#ask-yes")
    page.wait_for_selector("#handover", timeout=TIMEOUT)
    cover = page.inner_text("#handover")
    assert "Anna" in cover or "Nikos" in cover, cover
    assert "Player" not in cover, cover


def test_a_finished_game_reloaded_is_not_said_to_go_on(table, tmp_path):
    """Reloaded, a finished game said «Η παρτίδα σου συνεχίζεται…» over its own end (review
    6, el F5): it says the game is over."""
    from positions import played

    game = tmp_path / "over.json"
    game.write_text(played("xeri", {"players": 2, "rounds": 1, "variants": {}}, 13).dumps())
    page = table
    page.set_input_files("#import-file", str(game))
    page.wait_for_selector("dialog#sheet[open] :is(#again, #ask-yes)", timeout=TIMEOUT)
    if page.locator("dialog#sheet[open] #ask-yes").count():     # a game left unfinished
        page.click("#ask-yes")
        page.wait_for_selector("dialog#sheet[open] #again", timeout=TIMEOUT)
    page.wait_for_selector("html[data-busy=false]", state="attached", timeout=TIMEOUT)
    page.reload()
    page.wait_for_selector("html[data-resumed=true]", state="attached", timeout=TIMEOUT)
    toast = page.locator("#toast").inner_text()
    assert toast == "Your last game is over: here is how it ended.", toast

