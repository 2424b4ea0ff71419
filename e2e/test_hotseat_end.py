"""A hot-seat game played to its end on the page (issue 35): two people partners at one
device, by name, against two computers at Xeri, from a stored position near the end
(positions.near_end with the table's seats). The end screen names the people, the
review steps through each person's decisions under their name, and the game is counted
in the statistics' row of its own ("with a partner at this device", stats.PAIR)."""

from __future__ import annotations

import json

from play_driver import play_to_end
from positions import near_end
from stored import plant

TIMEOUT = 60_000
NAMES = ("Anna", "Ben")
SEATS = [{"kind": "human", "name": NAMES[0]}, {"kind": "ai", "level": "easy"},
         {"kind": "human", "name": NAMES[1]}, {"kind": "ai", "level": "easy"}]


def test_a_hot_seat_game_ends_with_its_review_by_name_and_its_own_statistics(app):
    page = app.page
    url = app.server.url
    plant(page, url, {"game": json.dumps(near_end("xeri", 4, seed=11, seats=SEATS))})
    page.goto(f"{url}?pace=instant")
    page.wait_for_selector("html[data-resumed=true]", state="attached", timeout=90_000)
    counts = play_to_end(page)
    assert counts.get("handovers"), counts         # the device passed between the two

    # The end: the result and the scores say who played, by name.
    end = page.locator("dialog#sheet[open]")
    end.locator("#game-result").wait_for(timeout=TIMEOUT)
    said = end.inner_text()
    assert all(name in said for name in NAMES), said
    page.wait_for_selector("html[data-counted='1']", state="attached", timeout=TIMEOUT)

    # The review: every step titled with the name of the person whose decision it was.
    page.click("dialog#sheet[open] #review-game")
    page.wait_for_selector("html[data-review=step][data-review-step='0']", state="attached",
                           timeout=180_000)
    titles = []
    while True:
        titles.append(page.inner_text("#review-step"))
        following = page.locator("#review-next")
        if following.is_disabled():
            break
        step = len(titles)
        following.click()
        page.wait_for_selector(f"html[data-review=step][data-review-step='{step}']",
                               state="attached", timeout=TIMEOUT)
    owners = {t.split(":")[0] for t in titles}
    assert owners == set(NAMES), titles
    page.click("#review-close")
    page.wait_for_selector("html[data-review=closed]", state="attached", timeout=TIMEOUT)

    # The statistics: the game in a row of its own, partners at this device, counted once.
    page.wait_for_selector("dialog#sheet[open] #to-setup", timeout=TIMEOUT)
    page.click("dialog#sheet[open] #to-setup")
    page.locator("#stats").wait_for(timeout=TIMEOUT)
    rows = page.locator("#stats tr")
    heads = [rows.nth(i).locator("th").first.inner_text() for i in range(1, rows.count())]
    assert heads == ["Xeri, 4 players, easy, with a partner at this device"], heads
    assert rows.nth(1).locator("th, td").nth(1).inner_text() == "1"
