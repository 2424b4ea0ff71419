"""A frame that keeps still under the host's text (issue 36, studio8): on load it goes from
its first height straight to its still picture's (no frame of a few pixels between), a
live table keeps the tallest it has been at one width (a demo does not resize the host's
page at each move), and an XIX still at a raise shows the raise panel, so the table it
starts is as high as its still."""

from __future__ import annotations

import json
import time

import pytest
from hosts import buttons, engines, host, kept_context, messages, press, wait_message

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

TIMEOUT = 90_000
assert host and engines and kept_context  # the fixtures: `context` is hosts.py's

# Every height each iframe of the page takes, as the host page lays it out, from its first
# layout on (a ResizeObserver of the host's own script: its policy allows 'self').
PROBE = """
const seen = {};
const watch = new ResizeObserver((all) => { for (const e of all) {
  const id = e.target.id || e.target.parentElement.id;
  (seen[id] ||= []).push(Math.round(e.target.getBoundingClientRect().height));
  document.body.dataset.heights = JSON.stringify(seen);
} });
const look = () => document.querySelectorAll("iframe").forEach((f) => watch.observe(f));
new MutationObserver(look).observe(document.documentElement, { childList: true, subtree: true });
look();
"""


def until(check, what: str, detail=lambda: "", timeout: float = 30.0):
    """Polls the page's state (never a fixed sleep) until `check()` is truthy."""
    end = time.monotonic() + timeout
    while not check():
        assert time.monotonic() < end, f"timed out waiting for {what} {detail()}"
        time.sleep(0.05)


def probed(host, page, path, body):
    host.files["/probe.js"] = (PROBE.encode(), "text/javascript")
    page.set_viewport_size({"width": 1000, "height": 900})
    page.goto(host.page(path, '<script src="/probe.js"></script>' + body))


def heights(page) -> dict:
    return json.loads(page.locator("body").get_attribute("data-heights") or "{}")


def test_a_demo_keeps_its_height_through_the_game(host, context):
    """An XIX demo went 496, 541, 415, 508 px... as it played (the raise panel came and
    went, the trick line between exchanges): the host's article moved at every move."""
    page = context.new_page()
    probed(host, page, "/demo.html", '<xeri-table id="d" game="xix" mode="demo" ai="easy" '
           'seed="3" speed="instant"></xeri-table>' + buttons("d", "start"))
    wait_message(page, "d", "ready")
    press(page, "#d-start")
    wait_message(page, "d", "game_over", timeout=300_000)
    heard = messages(page, "d")
    told = [m["height"] for m in heard[[m["event"] for m in heard].index("started"):]
            if m["event"] == "resize"]
    assert len(told) > 1 and told == sorted(told), told


def test_a_frame_goes_straight_to_its_stills_height(host, context, server):
    """The element's frame and the kit's iframe code went 360 -> 120 -> the still's height
    (the frame told its empty page's height before the still was drawn)."""
    page = context.new_page()
    probed(host, page, "/load.html",
           '<xeri-table id="x" scenario="scenarios/xix-stakes.json"></xeri-table>'
           f'<iframe id="f" src="{host.table}/embed.html?scenario=scenarios/xeri-capture.json'
           '&amp;fit=1" height="660"></iframe>')
    wait_message(page, "x", "ready")
    frame = page.frame_locator("iframe#f")
    frame.locator("html[data-embed-state=still]").wait_for(state="attached", timeout=TIMEOUT)
    for t, sel in (("x", "xeri-table#x iframe"), ("f", "iframe#f")):
        inner, still = page.locator(sel), page.frame_locator(sel).locator("#table")
        until(lambda inner=inner, still=still: abs(inner.evaluate("f => f.clientHeight")
                                                   - still.bounding_box()["height"]) <= 1,
              f"{t}'s frame to fit its still", lambda t=t: heights(page))
        seen = heights(page)[t]
        assert len(seen) == 2 and seen[0] in (360, 664), (t, seen)   # 660 and its border
    assert [m["height"] for m in messages(page, "x", "resize")] == heights(page)["x"][1:]


def test_an_xix_still_at_a_raise_shows_the_panel_and_its_height(host, context):
    """The still of a raise moment had no raise panel: the frame grew from 487 to 687 px
    when the table started. Now the still draws it (with no choice on offer) and the live
    table is as high as its still."""
    page = context.new_page()
    probed(host, page, "/raise.html", '<xeri-table id="r" scenario="scenarios/'
           'xix-raise-abandon.json" mode="play" speed="instant"></xeri-table>'
           + buttons("r", "start"))
    wait_message(page, "r", "ready")
    frame, inner = page.frame_locator("xeri-table#r iframe"), page.locator("xeri-table#r iframe")
    assert frame.locator("#stage #decide").count() == 1
    assert frame.locator("#stage [act], #stage .legal").count() == 0   # nothing to press
    assert frame.locator("#stage #decide button:not([disabled])").count() == 0   # nor to focus
    until(lambda: abs(inner.bounding_box()["height"]
                      - frame.locator("#table").bounding_box()["height"]) <= 1,
          "the frame to fit its still", lambda: heights(page))
    still = inner.bounding_box()["height"]
    press(page, "#r-start")
    wait_message(page, "r", "started")
    frame.locator("#raise:not([disabled])").wait_for(timeout=TIMEOUT)
    until(lambda: abs(inner.bounding_box()["height"]
                      - frame.locator("#table").bounding_box()["height"]) <= 1,
          "the frame to fit its live table", lambda: heights(page))
    assert abs(inner.bounding_box()["height"] - still) <= 8, (still, heights(page))
