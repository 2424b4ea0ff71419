"""Embeds that do not fail the author (issue 36): a rules blog's page on another site, with
the kit's code, in browsers that do not partition third-party storage, at a phone's and a
desktop's width, in Greek, with addresses and scenarios the engine cannot take."""

from __future__ import annotations

import json
import time
from html import escape
from types import SimpleNamespace
from urllib.parse import quote

import pytest
from hosts import buttons, host, messages, press, wait_message

from sitebuild.testenv import launch_chromium

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

assert host  # the fixture


@pytest.fixture
def unpartitioned(browser):
    """A second Chromium (from the session's Playwright: a second one cannot start beside it)
    with third-party storage partitioning off, as Playwright's own launch and some managed
    or embedded browsers have it: a cross-site frame's SharedWorker fails there."""
    second = launch_chromium(SimpleNamespace(chromium=browser.browser_type),
                             features_off=("ThirdPartyStoragePartitioning",))
    yield second
    second.close()


def until(check, what: str, timeout: float = 30.0, detail=lambda: ""):
    """Polls the page's state (no fixed sleep) until `check()` holds."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if check():
            return
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what} {detail()}")


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


@pytest.mark.parametrize("width", [360, 1280])
def test_frames_fit_their_table_and_the_score_panel_whole(host, context, width):
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": 800})
    page.goto(host.page("/score.html",
                        '<xeri-table id="p" scenario="scenarios/xeri-score.json" '
                        'speed="instant"></xeri-table>'
                        f'<iframe id="k" src="{host.table}/embed.html?scenario=scenarios/'
                        f'xeri-capture.json&id=k&origin={host.url}" height="660"></iframe>'
                        + buttons("p", "start", "next"),
                        css="iframe#k { width: 100%; border: 0 }"))
    # A frame higher than its table says how high the table is, not how high the frame is.
    assert wait_message(page, "k", "resize")[0]["height"] < 600
    wait_message(page, "p", "ready")
    press(page, "#p-start")
    wait_message(page, "p", "started")
    frame = page.frame_locator("xeri-table#p iframe")
    panel = frame.locator("#panel")
    for n in range(2, 6):   # to the round's end, a step at a time
        press(page, "#p-next")
        wait_message(page, "p", "position", n)
        if panel.is_visible():
            break
    assert panel.is_visible()
    close = panel.locator(".actions button")
    iframe = page.locator("xeri-table#p iframe")

    def whole():
        """The Close button inside the panel's box (no scroll within it) and the frame's."""
        box, inner, outer = close.bounding_box(), panel.bounding_box(), iframe.bounding_box()
        return all(o["y"] - 0.5 <= box["y"] <= o["y"] + o["height"] + 0.5 - box["height"]
                   for o in (inner, outer))

    # The frame grows to the whole panel: no scroll inside it, its Close button in sight.
    until(whole, "the score panel whole in its frame",
          detail=lambda: f"{close.bounding_box()} {panel.bounding_box()} {iframe.bounding_box()}")
    grown = iframe.bounding_box()["height"]
    close.click()
    # ... and shrinks back when it is closed.
    until(lambda: iframe.bounding_box()["height"] < grown, "the frame to shrink")


REFUSED = escape(json.dumps({"record": {"format": 1, "game": "xix", "config": {"players": 4},
                                       "events": []}}))


def test_a_refusal_says_what_is_wrong_and_offers_no_useless_retry(host, context):
    page = context.new_page()
    page.goto(host.page("/refused.html",
                        f'<xeri-table id="r" mode="play" scenario="{REFUSED}"></xeri-table>'
                        '<xeri-table id="m" scenario="scenarios/nowhere.json"></xeri-table>'
                        '<xeri-table id="g" game="xeri" lang="el"></xeri-table>'
                        + buttons("r", "start")))
    # A scenario that is not there: trying again cannot help.
    missing = wait_message(page, "m", "error")[0]
    assert missing["code"] == "missing" and "nowhere.json" in missing["message"], missing
    assert page.frame_locator("xeri-table#m iframe").locator("#retry").is_hidden()
    # Every label of a Greek table is Greek before it starts.
    wait_message(page, "g", "ready")
    greek = page.frame_locator("xeri-table#g iframe")
    assert greek.locator("[aria-label=Controls]").count() == 0
    # The engine's refusal, in its own words.
    wait_message(page, "r", "ready")
    press(page, "#r-start")
    refused = wait_message(page, "r", "error")[0]
    assert refused["code"] == "engine" and '"players"' in refused["message"], refused
    frame = page.frame_locator("xeri-table#r iframe")
    assert '"players"' in frame.locator("#error-text").inner_text()
    assert frame.locator("#retry").is_hidden()


def test_an_address_too_long_is_told_in_the_frame(host, context):
    long = quote(json.dumps({"text": "x" * 33_000, "record": {"format": 1, "game": "xix",
                                                              "config": {}, "events": []}}))
    page = context.new_page()
    page.goto(host.page("/long.html", f'<iframe id="l" src="{host.table}/embed.html?lang=el'
                                      f'&id=l&origin={quote(host.url)}&scenario={long}">'
                                      '</iframe>'))
    error = wait_message(page, "l", "error")[0]
    assert error["code"] == "long" and "32000" in error["message"], error
    assert not messages(page, "l", "ready")


def test_the_element_writes_no_address_too_long(host, context):
    long = escape(json.dumps({"text": "x" * 70_000, "record": {"format": 1, "game": "xix",
                                                               "config": {}, "events": []}}))
    page = context.new_page()
    page.goto(host.page("/long-element.html",
                        f'<xeri-table id="e" lang="el" scenario="{long}"></xeri-table>'))
    error = wait_message(page, "e", "error")[0]
    assert error["code"] == "long" and "32000" in error["message"], error
    assert len(page.locator("xeri-table#e iframe").get_attribute("src")) < 32_000


def test_an_xix_frame_gives_back_the_raise_panels_height(host, context, server):
    record = (server.root / "scenarios" / "xix-raise-abandon.json").read_text()
    page = context.new_page()
    page.set_viewport_size({"width": 360, "height": 800})
    page.goto(host.page("/raise.html",
                        f'<xeri-table id="x" mode="play" ai="easy" seed="2" speed="instant" '
                        f'scenario="{escape(record)}"></xeri-table>' + buttons("x", "start")))
    wait_message(page, "x", "ready")
    press(page, "#x-start")
    wait_message(page, "x", "started")
    frame = page.frame_locator("xeri-table#x iframe")
    frame.locator("#raise").wait_for(timeout=90_000)
    iframe = page.locator("xeri-table#x iframe")
    until(lambda: iframe.bounding_box()["height"] >= frame.locator("#raise").bounding_box()[
        "y"] - iframe.bounding_box()["y"], "the frame to hold the raise panel")
    asked = iframe.bounding_box()["height"]
    frame.locator("#raise").click()
    frame.locator("html[data-decisions='4']").wait_for(state="attached", timeout=90_000)
    until(lambda: iframe.bounding_box()["height"] < asked, "the frame to shrink",
          detail=lambda: f"{asked} {[m['height'] for m in messages(page, 'x', 'resize')]}")
