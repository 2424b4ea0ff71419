"""Failures that fit their cause (issue 38): an odd ?pace= is no pace, and the computer
still moves."""

from __future__ import annotations

import pytest
from play_driver import new_game, play_one, settle

assert settle  # the driver


@pytest.mark.parametrize("pace", ["constructor", "__proto__", "toString"])
def test_a_pace_that_is_no_pace_leaves_the_table_playing(page, server, pace):
    page.goto(f"{server.url}?pace={pace}&seed=7")
    page.wait_for_selector("html[data-app-state=ready]", timeout=90_000)
    new_game(page, "xeri", 2)
    counts: dict = {}
    while counts.get("plays", 0) < 2:      # the computer moves between the two
        play_one(page, counts)
    settle(page)
    assert page.get_attribute("html", "data-pace") == "normal"
