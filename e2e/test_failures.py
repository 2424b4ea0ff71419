"""Failures that fit their cause (issue 38): an odd ?pace= is no pace, and the computer
still moves; the network gone is said to be the network."""

from __future__ import annotations

import pytest
from play_driver import new_game, settle, start

from pygame_core.words import CHROME

SAID = CHROME["en"]

assert settle  # the driver

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts


@pytest.mark.parametrize("pace", ["constructor", "__proto__", "toString"])
def test_a_pace_that_is_no_pace_leaves_the_table_playing(page, server, pace):
    # Seed 2: the computer cuts and then plays first, so the person's turn comes only once
    # the computer has moved twice at the pace the page fell back to.
    page.goto(f"{server.url}?pace={pace}&seed=2")
    page.wait_for_selector("html[data-app-state=ready]", timeout=90_000)
    new_game(page, "xeri", 2)
    settle(page)
    assert page.get_attribute("html", "data-decisions") == "2"
    assert page.get_attribute("html", "data-pace") == "normal"


@pytest.mark.cold  # a first visit
def test_the_network_gone_during_the_first_visit_is_said_to_be_the_network(app, context):
    """A download that fails as offline fails (not an HTTP status: no answer at all) is the
    network's failure: check the connection, never "clear this site's data"."""
    context.route("**/pyodide/pyodide.asm.wasm", lambda route: route.abort("internetdisconnected"))
    assert app.open() == "error"
    assert app.error_message() == SAID["boot.network"], app.error_detail()
    assert "could not be downloaded" in app.error_detail()
    assert app.page.is_visible("#retry")


def test_a_game_resumed_before_its_first_move_is_said_so(app):
    page = app.page
    start(page, app.server.url, "xeri", 2, seed=7)        # the person cuts first
    settle(page)
    assert page.get_attribute("html", "data-decisions") == "0"
    page.reload()
    page.wait_for_selector("html[data-resumed=true] #board", timeout=90_000)
    assert page.text_content("#toast") == SAID["resume.start"]


@pytest.mark.cold  # a first visit
def test_offline_from_the_start_the_bare_page_still_says_what_it_needs(page, server):
    """Offline from the start (only the page itself arrives: no style, no script, no worker),
    the boot panel still says, in both languages, that the first visit needs a connection
    (it was a bare progress bar)."""
    page.route("**/*", lambda route: route.continue_() if route.request.resource_type
               == "document" else route.abort("internetdisconnected"))
    page.goto(server.url)            # waits for the load event: nothing else will come
    said = page.inner_text("#boot-stage")
    assert "connection" in said and "σύνδεση" in said, said
    assert page.get_attribute("html", "data-app-state") == "loading"   # no script ran
