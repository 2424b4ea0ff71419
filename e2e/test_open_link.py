"""An embed's "open in the game" link (index.html#open=, web/app/embed.js) into a tab
already on the game: the page is not loaded again (only its #fragment changes), yet the
link opens as on a first load: the game on the table put aside when the person says yes,
then the link's game on the table and the link gone from the address."""

from __future__ import annotations

import json
from urllib.parse import quote

import pytest
from play_driver import settle, start, tool
from positions import reach

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts


def test_a_link_opens_into_a_tab_already_on_the_game(app):
    page = app.page
    start(page, app.server.url, "xeri", 2, seed=5)     # an unfinished game on the table
    settle(page)
    loads = []
    page.on("load", lambda _: loads.append(page.url))
    link = {"record": reach("xix", 2, "trade", seed=5).to_json(), "seat": 0,
            "seats": [{"kind": "human"}, {"kind": "ai", "level": "easy"}]}
    address = f"{app.server.url}?pace=instant&seed=5"     # as start() loaded it
    page.goto(f"{address}#open={quote(json.dumps(link))}")
    page.click("#ask-yes")      # the Xeri game is unfinished: put it aside?
    page.wait_for_selector("html[data-game=xix][data-busy=false][data-waiting=you] "
                           "#board[data-phase=trade]", state="attached")
    assert page.url == address, page.url       # the link read, and gone
    assert not loads, loads                    # the same page: nothing loaded again
    tool(page, "#btn-new").click()             # and the Xeri game is there to go back to
    page.wait_for_selector("#setup #back-replaced")
