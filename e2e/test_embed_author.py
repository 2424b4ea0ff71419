"""Embeds that do not fail the author (issue 36): a rules blog's page on another site, with
the kit's code, in browsers that do not partition third-party storage, at a phone's and a
desktop's width, in Greek, with addresses and scenarios the engine cannot take."""

from __future__ import annotations

import pytest
from hosts import buttons, host, messages, press, wait_message
from playwright.sync_api import sync_playwright

from sitebuild.testenv import launch_chromium

assert host  # the fixture


@pytest.fixture(scope="module")
def unpartitioned():
    """A second Chromium with third-party storage partitioning off (as Playwright's own
    launch and some managed or embedded browsers have it): a cross-site frame's
    SharedWorker fails there."""
    playwright = sync_playwright().start()
    browser = launch_chromium(playwright, features_off=("ThirdPartyStoragePartitioning",))
    yield browser
    browser.close()
    playwright.stop()


def settled(page, table_id):
    """Waits for the table's `started` or its `error`; the error fails the test."""
    page.wait_for_selector(f'#log li[data-id="{table_id}"][data-event="started"], '
                           f'#log li[data-id="{table_id}"][data-event="error"]',
                           state="attached", timeout=90_000)
    assert not messages(page, table_id, "error"), messages(page, table_id, "error")


def test_a_shared_engine_that_fails_falls_back_to_a_worker_per_table(host, unpartitioned):
    context = unpartitioned.new_context()
    try:
        page = context.new_page()
        page.goto(host.page("/unpartitioned.html",
                            '<xeri-table id="a" scenario="scenarios/xeri-capture.json" '
                            'speed="instant"></xeri-table>'
                            '<xeri-table id="b" game="xix" mode="play" ai="easy" seed="3" '
                            'speed="instant"></xeri-table>'
                            + buttons("a", "start", "next") + buttons("b", "start")))
        for t in "ab":
            wait_message(page, t, "ready")
            press(page, f"#{t}-start")
        for t in "ab":
            settled(page, t)
        press(page, "#a-next")
        assert wait_message(page, "a", "move")[0]["fact"]["kind"] == "play"
        assert not [m for t in "ab" for m in messages(page, t, "error")]
    finally:
        context.close()
