"""The build served from a sub-path, as project pages on static hosts are (issue
17): the game starts and takes a move, works offline after a reload, and its
embeds load from there."""

from __future__ import annotations

import json
from urllib.parse import quote

import play_driver

from conftest import serving

BASE = "/some/path/"


def test_the_game_plays_offline_and_embeds_under_a_sub_path(site, page, context):
    with serving(site, BASE) as server:
        assert server.url.endswith(BASE)
        play_driver.start(page, server.url, game="xeri", seats=["ai:easy"], seed=5)
        counts: dict = {}
        while not counts.get("plays"):
            play_driver.play_one(page, counts)
        play_driver.settle(page)
        decisions = page.get_attribute("html", "data-decisions")
        page.wait_for_selector("html[data-offline=ready]", state="attached", timeout=60_000)

        context.set_offline(True)
        page.reload()
        page.wait_for_selector("html[data-app-state=ready][data-resumed=true]",
                               state="attached", timeout=90_000)
        play_driver.settle(page)
        assert page.get_attribute("html", "data-decisions") == decisions
        context.set_offline(False)

        record = json.loads((site / "scenarios" / "xix-raise-abandon.json").read_text())
        page.goto(f"{server.url}embed.html?mode=play&ai=easy&seed=2&scenario="
                  + quote(json.dumps(record)))
        page.click("#start")
        page.wait_for_selector("#raise", timeout=90_000)
        page.click("#raise")
        page.wait_for_selector("html[data-decisions='4']", state="attached", timeout=90_000)
        page.goto(f"{server.url}embed.html?scenario=scenarios/xeri-capture.json")
        page.wait_for_selector("html[data-embed-state=still]", state="attached")
        assert not server.csp_reports
        # Every request stayed under the sub-path (and the CSP report path).
        outside = [s["path"] for s in server.sent if not s["path"]]
        assert outside == []
