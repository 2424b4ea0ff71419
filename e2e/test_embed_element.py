"""The <xeri-table> element and the replay as a host page meets them (issues 33, 38): an
attribute the element does not know is refused as a bad parameter is, the frame is titled
by its scenario, else its game, in its language, and a replay told to move where it is
answers what follows."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import pytest
from hosts import buttons, engines, host, kept_context, messages, press, wait_message

from pygame_core import embed, picture

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

TIMEOUT = 90_000
assert host and engines and kept_context  # the fixtures: `context` is hosts.py's


def test_the_element_refuses_what_it_does_not_know_and_titles_its_frame(host, context):
    """... and its events bubble, composed, to a listener on the document; the kit's iframe
    code (fit=1) is titled by its scenario in its frame's language."""
    page = context.new_page()
    page.add_init_script('document.addEventListener("xeri-table:ready", (e) => (window.heard'
                         ' ||= []).push([e.target.id, e.bubbles, e.composed]))')
    draft = json.loads((Path(__file__).parents[1] / "web/scenarios/xix-draft.json").read_text())
    page.goto(host.page("/element.html",
                        '<xeri-table id="typo" mdoe="demo" game="xeri"></xeri-table>'
                        '<xeri-table id="el" scenario="scenarios/xix-draft.json" lang="el" '
                        'class="wide" data-note="x" aria-describedby="log"></xeri-table>'
                        '<xeri-table id="en" game="xix"></xeri-table>'
                        '<xeri-table id="late" scenario="scenarios/xeri-capture.json" start="4">'
                        '</xeri-table>'
                        f'<iframe id="fit" src="{host.table}/embed.html?scenario=scenarios/'
                        f'xix-draft.json&fit=1&lang=el" title="{draft["title"]["en"]}">'
                        '</iframe>'))
    error = wait_message(page, "typo", "error")[0]
    assert error["code"] == "param" and "mdoe" in error["message"], error
    # `start` is checked as the iframe's parameter is: this scenario's moves go from 0 to 2.
    late = wait_message(page, "late", "error")[0]
    assert late["code"] == "start" and "0 to 2" in late["message"], late
    assert not messages(page, "typo", "ready")
    # The game is the scenario's, known once the frame has read it; HTML's own attributes
    # are not parameters.
    assert wait_message(page, "el", "ready")[0]["game"] == "xix"
    wait_message(page, "en", "ready")
    assert not messages(page, "el", "error") and not messages(page, "en", "error")
    # A scenario's frame is titled by the scenario (author3's try, 5), as the kit's iframe is.
    assert page.locator("xeri-table#el iframe").get_attribute("title") == draft["title"]["el"]
    assert page.locator("xeri-table#en iframe").get_attribute("title") == "XIX table"
    page.wait_for_selector(f'iframe#fit[title="{draft["title"]["el"]}"]', state="attached")
    assert sorted(page.evaluate("window.heard")) == [["el", True, True], ["en", True, True]]


def test_a_replay_told_to_stay_where_it_is_answers_what_follows(host, context):
    page = context.new_page()
    page.goto(host.page("/stay.html",
                        '<xeri-table id="r" scenario="scenarios/xeri-capture.json" mode="replay" '
                        'speed="instant"></xeri-table>'
                        + buttons("r", "start", "restart", "first", "last", "next", "prev")))
    wait_message(page, "r", "ready")
    press(page, "#r-start")
    first = wait_message(page, "r", "position")[0]
    frames, start = first["frames"], first["frame"]
    # Each pair: a move to where the replay is (no drawing, no position), then one that moves.
    want = [start]
    for stay, go, to in (("restart", "next", start + 1), ("last", None, frames - 1),
                         ("last", "prev", frames - 2), ("first", None, 0), ("first", "next", 1)):
        press(page, f"#r-{stay}")
        if go:
            press(page, f"#r-{go}")
        want.append(to)
        got = [m["frame"] for m in wait_message(page, "r", "position", len(want), 30_000)]
        assert got == want, (stay, go, got)
    assert not messages(page, "r", "error")


def test_the_kit_downloads_a_picture_of_the_position_it_shows(page, server):
    """The kit's picture buttons (issue 36): the SVG the engine draws of the preview's
    position, the one its still shows, and a PNG of it drawn in the page; nothing is asked
    of another origin."""
    doc = json.loads((server.root / "scenarios" / "xeri-capture.json").read_text())
    scn = embed.load_scenario(doc)
    shown = embed.still(scn, scn.seat, "el")
    start = embed._frame_of(scn.record, scn.at)    # the picture is named after its move
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{server.url}kit.html?lang=el")
    page.wait_for_selector("main#kit[data-state=ready]", state="attached", timeout=TIMEOUT)
    assert page.locator("#preview xeri-table").get_attribute("scenario") == \
        "scenarios/xeri-capture.json"
    with page.expect_download(timeout=TIMEOUT) as got:
        page.click("button[data-picture=svg]:not([data-of])")
    assert got.value.suggested_filename == f"{doc['title']['el']} - κίνηση {start}.svg"
    svg = Path(got.value.path()).read_text()
    assert svg == picture.svg(shown, shown["title"])
    with page.expect_download(timeout=TIMEOUT) as got:
        page.click("button[data-picture=png]:not([data-of])")
    assert got.value.suggested_filename == f"{doc['title']['el']} - κίνηση {start}.png"
    png = Path(got.value.path()).read_bytes()
    width, height = struct.unpack(">II", png[16:24])
    assert png[:8] == b"\x89PNG\r\n\x1a\n" and width == 2 * picture.WIDTH and height > 400
    assert all(url.startswith((server.url, "blob:", "data:")) for url in page.context.request_urls)
