"""Embeds as a rules-site author meets them (issue 20), each from a host page on a
second origin under the host's own strict CSP: five tables on one engine, the
frame's height following the table at every width, errors with stable codes
before `started`, hostile and bursting commands, offline for a returning reader,
"open in the game", full screen, themes, and a table far out of sight freed."""

from __future__ import annotations

import json
import re
import time
from urllib.parse import quote

import pytest
from boxes import crowded, inside, measure
from hosts import (
    SEEN,
    at_width,
    buttons,
    embed_state,
    engines,
    host,
    kept_context,
    messages,
    press,
    pyodide_requests,
    tap,
    wait_message,
    worker_requests,
)
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect
from shots import shot

from pygame_core import words
from pygame_core.embed import embed_start
from pygame_core.errors import GameError

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

TIMEOUT = 90_000
assert host and engines and kept_context  # the fixtures: `context` is hosts.py's


def until(check, what: str, timeout: float = 30.0, detail=lambda: ""):
    """Poll the page's state (never a fixed sleep) until `check()` is truthy."""
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        found = check()
        if found:
            return found
        time.sleep(0.05)
    raise AssertionError(f"timed out waiting for {what} {detail()}")


def iframe_box(page, table_id):
    loc = page.locator(f"iframe#{table_id}, xeri-table#{table_id} iframe")
    return loc.bounding_box()


# What a reader sees of a table, each a box that may touch no other (e2e: no overlaps): the
# still picture's button and note, the seats, stock and pile with their words, the hands,
# XIX's row and trick, the status line and the controls.
PARTS = ("#start", "#cover-note", "#caption", "#status", "#controls", ".spot-name", ".spot .backs",
         ".captured", "#stock > .card", "#stock > .under", "#pile > .fan", "#pile > .under",
         "#peek", ".spot-bottom .hand", ".hand-label", ".strike-row", "#last-trick", ".trick",
         ".xix-info .stakes")


FIVE = (
    '<xeri-table id="a" scenario="scenarios/xeri-capture.json" speed="instant"></xeri-table>'
    '<xeri-table id="b" scenario="scenarios/xix-draft.json" mode="play" ai="easy" seed="3" '
    'speed="instant"></xeri-table>'
    '<xeri-table id="c" game="xeri" players="4" mode="demo" ai="easy" seed="5" speed="instant">'
    '</xeri-table>'
    '<iframe id="d" src="{table}/embed.html?scenario=scenarios/xix-trade.json&id=d&origin={host}">'
    '</iframe>'
    '<iframe id="e" src="{table}/embed.html?game=xix&mode=play&ai=easy&id=e&speed=instant'
    '&origin={host}"></iframe>'
    + "".join(buttons(t, "start") for t in "abcde") + buttons("a", "next")
)


def five_tables(host, context, width=1280):
    page = context.new_page()
    page.set_viewport_size({"width": width, "height": 900})
    page.goto(host.page("/five.html", FIVE.format(table=host.table, host=quote(host.url)),
                        css="iframe { width: 100%; height: 420px; border: 0 }"))
    for t in "abcde":
        wait_message(page, t, "ready")
    return page


# The wait for the computer's answer fails at once on an error, with what the host heard.
def test_open_in_the_game_full_screen_and_themes(host, context, server):
    body = ('<xeri-table id="g" scenario="scenarios/xeri-xeri.json" mode="play" ai="easy" seed="4" '
            'speed="instant" theme="light"></xeri-table>'
            '<xeri-table id="k" scenario="scenarios/xeri-capture.json" theme="dark"></xeri-table>'
            '<xeri-table id="u" scenario="scenarios/xeri-capture.json"></xeri-table>'
            + buttons("g", "start"))
    page = context.new_page()
    page.emulate_media(color_scheme="dark")
    page.goto(host.page("/open.html", body))
    for t in "gku":
        wait_message(page, t, "ready")
    light, dark = "rgb(188, 216, 197)", "rgb(20, 73, 47)"
    def body_of(t):
        return page.frame_locator(f"xeri-table#{t} iframe").locator("body")
    expect(body_of("g")).to_have_css("background-color", light)
    expect(body_of("k")).to_have_css("background-color", dark)
    auto = body_of("u")
    expect(auto).to_have_css("background-color", dark)       # auto follows the reader's system
    page.emulate_media(color_scheme="light")
    expect(auto).to_have_css("background-color", light)
    press(page, "#g-start")
    frame = page.frame_locator("xeri-table#g iframe")
    # A click while the table is busy is not taken (table.js): wait until it is the reader's.
    frame.locator("html[data-busy=false][data-waiting=you]").wait_for(state="attached",
                                                                       timeout=TIMEOUT)
    tap(frame.locator("button.card.legal[aria-label*='xeri']"))
    try:
        page.wait_for_selector('#log li[data-id="g"][data-event="error"], #log li[data-id="g"]'
                               '[data-event="move"] ~ li[data-id="g"][data-event="move"]',
                               state="attached", timeout=TIMEOUT)
    except PlaywrightTimeout:   # what the host heard and where the frame stands, for the cause
        heard = [(m.get("event"), m.get("player"), m.get("text")) for m in messages(page, "g")]
        raise AssertionError(f"no answer: {heard} "
                             f"{frame.locator('html').evaluate('h => ({...h.dataset})')}") from None
    errors = [m["message"] for m in messages(page, "g", "error")]
    assert not errors, f"{errors} {frame.locator('html').evaluate('h => ({...h.dataset})')}"
    frame.locator("html[data-waiting=you]").wait_for(state="attached", timeout=TIMEOUT)
    decisions = frame.locator("html").get_attribute("data-decisions")
    # Full screen's picture is the sprite's icon, not a character a font may lack (⛶).
    assert frame.locator("#ctl-full").text_content() == ""
    assert frame.locator("#ctl-full svg.icon > use[href='#i-full']").count() == 1
    assert frame.locator("svg symbol#i-full path").count() == 1
    icon = frame.locator("#ctl-full svg.icon").bounding_box()
    assert 14 <= icon["width"] == icon["height"] <= 24, icon
    frame.locator("#ctl-full").click()
    frame.locator("html:fullscreen").wait_for(state="attached")
    frame.locator("#ctl-full").click()
    frame.locator("html:fullscreen").wait_for(state="detached")
    with page.expect_popup() as opened:     # (a context's expect_page would spoil it)
        frame.locator("#ctl-open").click()
    app = opened.value
    app.wait_for_selector(f"html[data-app-state=ready][data-decisions='{decisions}'][data-waiting=you]",
                          state="attached", timeout=TIMEOUT)
    assert "#open=" not in app.url
    assert app.locator("button.card.legal").count() >= 1


@pytest.mark.cold  # counts the server's downloads (a warm frame's come from the offline copy)
def test_five_tables_share_one_engine_each_with_its_own_game(host, context, server):
    page = five_tables(host, context)
    # A fresh game shows a real deal before anything boots.
    fresh = page.frame_locator("iframe#e")
    assert fresh.locator("html[data-still=position]").count() == 1
    assert fresh.locator("#stage .card").count() >= 9
    art = "cs => cs.map(c => c.getAttribute('href'))"     # each card's picture
    dealt = fresh.locator("#board .hand .card-art use").evaluate_all(art)
    assert pyodide_requests(server) == []
    for t in "abcde":
        press(page, f"#{t}-start")
    for t in "abcde":
        wait_message(page, t, "started")
    # ... and the game started is that deal.
    assert fresh.locator("#board .hand .card-art use").evaluate_all(art) == dealt
    assert len(dealt) >= 6 and "#back" not in dealt
    # The server logs a request after its last byte, which the engine may have used first.
    until(lambda: pyodide_requests(server) and worker_requests(server), "the server's log")
    assert len(pyodide_requests(server)) == 1 and len(worker_requests(server)) == 1
    # Each table keeps its own game in the one engine.
    press(page, "#a-next")
    assert wait_message(page, "a", "move")[0]["fact"]["kind"] == "play"
    xix = page.frame_locator("xeri-table#b iframe")
    # A click while the table is busy is not taken (table.js): wait until it is idle.
    xix.locator("html[data-busy=false]").wait_for(state="attached", timeout=TIMEOUT)
    tap(xix.locator("button.card.legal").first)
    seat = json.loads((server.root / "scenarios" / "xix-draft.json").read_text())["seat"]
    try:
        wait_message(page, "b", "move")
    except PlaywrightTimeout:   # what the host heard and where the frame stands, for the cause
        heard = [(m.get("event"), m.get("player"), m.get("text")) for m in messages(page, "b")]
        raise AssertionError(f"no move: {heard} "
                             f"{xix.locator('html').evaluate('h => ({...h.dataset})')}") from None
    assert messages(page, "b", "move")[0]["player"] == seat      # the reader's draft
    fresh.locator("html[data-busy=false]").wait_for(state="attached", timeout=TIMEOUT)
    tap(fresh.locator("button.card.legal").first)
    assert wait_message(page, "e", "move", 2)[0]["player"] == 0
    wait_message(page, "c", "move", 8)                             # the demo plays on meanwhile
    assert wait_message(page, "d", "position")[0]["frame"] >= 0
    assert not [m for t in "abcde" for m in messages(page, t, "error")]
    assert not server.csp_reports


WIDTHS = (320, 360, 768, 1280)


def test_the_frame_is_as_high_as_the_table_at_every_width(host, context):
    """At each width (the window resized in place, one page): the still pictures, then the
    tables started (one engine start for all widths)."""
    body = ('<xeri-table id="x" scenario="scenarios/xix-trade.json" mode="play" ai="easy" seed="3" '
            'speed="instant"></xeri-table>'
            '<xeri-table id="q" game="xeri" players="4" mode="play" ai="easy" seed="8" '
            'speed="instant"></xeri-table>'
            '<xeri-table id="fixed" scenario="scenarios/xeri-capture.json"></xeri-table>'
            '<xeri-table id="s" scenario="scenarios/xeri-capture.json" lang="el"></xeri-table>'
            + buttons("x", "start") + buttons("q", "start"))
    page = context.new_page()
    page.set_viewport_size({"width": WIDTHS[0], "height": 800})
    page.goto(host.page("/tall.html", body, css="#fixed iframe { height: 150px }"))
    found = []
    for t in ("s", "x", "q"):
        wait_message(page, t, "ready")
    for width in WIDTHS:
        page.set_viewport_size({"width": width, "height": 800})
        for t in ("s", "x", "q"):   # the still pictures, with their start button
            page.locator(f"xeri-table#{t}").scroll_into_view_if_needed()
            frame = page.frame_locator(f"xeri-table#{t} iframe")
            at_width(page, f"xeri-table#{t} iframe")
            until(lambda t=t, frame=frame: abs(iframe_box(page, t)["height"] - frame.locator(
                "#table").bounding_box()["height"]) <= 1, f"{t}'s frame to fit its still picture")
            found += crowded(measure(frame, PARTS), iframe_box(page, t), f"{t} still at {width}",
                             slack=1, gap=-1)
        # A host rule wins over the asked height, without !important.
        assert iframe_box(page, "fixed")["height"] == 150
    for t in ("x", "q"):
        press(page, f"#{t}-start")
        wait_message(page, t, "started")
    for width in reversed(WIDTHS):
        page.set_viewport_size({"width": width, "height": 800})
        for t in ("x", "q"):
            page.locator(f"xeri-table#{t}").scroll_into_view_if_needed()
            frame = page.frame_locator(f"xeri-table#{t} iframe")
            at_width(page, f"xeri-table#{t} iframe")
            frame.locator("button.card.legal").first.wait_for(timeout=TIMEOUT)
            # The frame takes the height the table asked for (posted on every layout change).
            def fits(t=t, frame=frame):
                return abs(iframe_box(page, t)["height"]
                           - frame.locator("#table").bounding_box()["height"]) <= 1
            until(fits, f"{t}'s frame to fit its table at {width}",
                  detail=lambda t=t, frame=frame: (iframe_box(page, t)["height"],
                                                  frame.locator("#table").bounding_box()["height"],
                                                  messages(page, t, "resize")[-3:]))
            outer = iframe_box(page, t)
            for sel, least in ((".spot-bottom .card", 5), ("#controls button", 2)):
                boxes = measure(frame, [sel])[sel]
                assert len(boxes) == frame.locator(sel).count() >= least, (t, width, sel)
                for box in boxes:
                    assert inside(box, outer), (t, width, sel, box)
            shown = messages(page, t, "resize")[-1]["height"]
            assert abs(shown - outer["height"]) <= 1
            found += crowded(measure(frame, PARTS), outer, f"{t} live at {width}", slack=1,
                             gap=-1)
        assert iframe_box(page, "fixed")["height"] == 150
        shot(page, f"embed-host-{width}", full_page=True)
    assert not found, "\n".join(found)


BAD = [
    ("seed=-1", "number"), ("card=100000", "number"), ("lang=fr", "choice"),
    ("game=xix&players=4", "choice"), ("game=xeri&seat=3", "number"), ("theme=pink", "choice"),
    ("scenario=" + quote(json.dumps({"record": {"format": 1, "game": "xix", "config": {},
                                                "events": [{"player": 0, "play": 99}]}})), "card"),
    ("scenario=" + quote(json.dumps({"at": 999, "record": {"format": 1, "game": "xix",
                                                           "config": {}, "events": []}})), "field"),
    ("scenario=" + quote(json.dumps({"seat": 1, "record": {"format": 1, "game": "xeri",
                                                           "config": {"players": 4},
                                                           "events": [
                                                               {"chance": "shuffle",
                                                                "deck": ["1Z"]}]}})), "card"),
    ("ai=easy,hard,medium,easy,hard", "levels"), ("game=xix&variants=V1", "plain"),
    ("lang=el&scenario=" + quote(json.dumps({"record": {"format": 1, "game": "xeri", "config": {},
                                                        "events": [{"chance": "shuffle",
                                                                    "deck": ["ZZ"]}]}})), "card"),
    ("lang=el&seed=-1", "number"),
]


@pytest.mark.cold  # counts the server's downloads (a warm frame's come from the offline copy)
def test_every_error_reaches_the_host_with_a_code_before_started(host, context, server):
    frames = "".join(f'<iframe id="bad{i}" src="{host.table}/embed.html?{query}&id=bad{i}'
                     f'&origin={quote(host.url)}"></iframe>' for i, (query, _) in enumerate(BAD))
    page = context.new_page()
    page.goto(host.page("/bad.html", frames))
    for i, (query, code) in enumerate(BAD):
        error = wait_message(page, f"bad{i}", "error")[0]
        assert error["code"] == code, query
        assert "\n" not in error["message"] and len(error["message"]) <= 300
        assert not messages(page, f"bad{i}", "ready") and not messages(page, f"bad{i}", "started")
        frame = page.frame_locator(f"iframe#bad{i}")
        assert frame.locator("#error-text").inner_text() == error["message"]
        assert frame.locator("#retry").is_hidden()          # a wrong setting stays wrong
        # ... and seen: its words on top where they are (they were clipped out of sight).
        assert frame.locator("#error-text").evaluate(SEEN), query
    assert re.search("[α-ω]", messages(page, f"bad{len(BAD) - 1}", "error")[0]["message"])
    # The card as written, in the language's own quotes (not «"ZZ"»).
    assert messages(page, f"bad{len(BAD) - 2}", "error")[0]["message"].endswith("«ZZ».")
    assert pyodide_requests(server) == []


# Cards by the game's card fields, so the page lets it by: only the engine sees that the
# events are none it knows.
REFUSED_DOC = {"record": {"format": 1, "game": "xeri", "config": {},
                          "events": [{"deal": ["ZZ"]}]}}
REFUSED = quote(json.dumps(REFUSED_DOC))


def test_what_only_the_engine_refuses_comes_before_started_and_is_not_retried(host, context):
    # The play frame is Greek: the engine's reason comes in Greek too.
    frames = "".join(f'<iframe id="{mode}" src="{host.table}/embed.html?scenario={REFUSED}'
                     f'&mode={mode}&id={mode}&origin={quote(host.url)}{lang}"></iframe>'
                     for mode, lang in (("replay", ""), ("play", "&lang=el")))
    page = context.new_page()
    page.goto(host.page("/refused.html", frames + buttons("replay", "start")
                        + buttons("play", "start")))
    for mode in ("replay", "play"):
        wait_message(page, mode, "ready")
        press(page, f"#{mode}-start")
        error = wait_message(page, mode, "error")[0]
        assert error["code"] == "engine", error
        assert not messages(page, mode, "started")
        frame = page.frame_locator(f"iframe#{mode}")
        assert frame.locator("#error-text").inner_text() == error["message"]
        assert frame.locator("#retry").is_hidden()          # the same scenario fails again
    with pytest.raises(GameError) as why:
        embed_start(seed=1, scenario=REFUSED_DOC, lang="el")
    greek = words.CHROME["el"]["embed.err.engine"].format(reason=why.value)
    # Greek words; Latin letters only in the record's key it names (author5: named, not "a
    # setting the game does not take" alone)
    assert error["message"] == greek and not re.search("[A-Za-z]", re.sub(
        r"«[^»]*»", "", greek)) and "«players»" in greek, error


@pytest.mark.cold  # the runtime's download fails: not the offline copy's
def test_a_failed_start_is_reported_and_retried(host, context, server):
    server.overrides["/pyodide/pyodide.asm.wasm"] = 503
    page = context.new_page()
    page.goto(host.page("/retry.html", '<xeri-table id="r" game="xix" mode="play" ai="easy" '
                        'speed="instant"></xeri-table>' + buttons("r", "start")))
    wait_message(page, "r", "ready")
    press(page, "#r-start")
    error = wait_message(page, "r", "error")[0]
    assert error["code"] == "network" and "connection" in error["message"]
    frame = page.frame_locator("xeri-table#r iframe")
    server.overrides.clear()
    frame.locator("#retry").click()
    frame.locator("button.card.legal").first.wait_for(timeout=TIMEOUT)
    embed_state(page, "xeri-table#r iframe", "live")


def test_hostile_and_bursting_commands_are_bounded(host, context):
    body = ('<xeri-table id="h" scenario="scenarios/xeri-capture.json" speed="instant">'
            '</xeri-table>'
            + buttons("h", "start", "constructor", "toString", "__proto__", "valueOf", "last")
            + '<button id="big-huge" data-target="h" data-command="x" data-size="1000000">'
            'big</button><button id="burst-next" data-target="h" data-command="next" '
            'data-repeat="3000">burst</button>')
    page = context.new_page()
    page.goto(host.page("/hostile.html", body))
    wait_message(page, "h", "ready")
    press(page, "#h-constructor")                       # before start: still a plain refusal
    assert wait_message(page, "h", "error")[0]["code"] == "command"
    press(page, "#h-start")
    wait_message(page, "h", "position")
    for i, name in enumerate(["toString", "__proto__", "valueOf"]):
        press(page, f"#h-{name}")
        error = wait_message(page, "h", "error", i + 2)[-1]
        assert error["code"] == "command" and error["command"] == name
    press(page, "#big-huge")
    error = wait_message(page, "h", "error", 5)[-1]
    assert error["code"] == "command" and len(error["message"]) <= 300
    assert len(json.dumps(error)) <= 400
    frame = page.frame_locator("xeri-table#h iframe")
    frames = int(frame.locator("html").get_attribute("data-frames"))
    before = len(messages(page, "h", "position"))
    press(page, "#burst-next")                          # 3000 at once: one target, a few steps
    frame.locator(f"html[data-frame='{frames - 1}']").wait_for(state="attached", timeout=TIMEOUT)
    until(lambda: len(messages(page, "h", "error")) >= 5 + 3000 - frames,
          "the refusals past the end")
    assert len(messages(page, "h", "position")) - before <= 10
    assert {m["code"] for m in messages(page, "h", "error")[5:]} == {"frame"}


@pytest.mark.cold  # the offline copy made by the first start
def test_a_reader_who_started_a_table_once_starts_it_offline(host, context, server):
    url = host.page("/offline.html", '<xeri-table id="o" scenario="scenarios/xeri-xeri.json" '
                    'mode="play" ai="easy" speed="instant"></xeri-table>' + buttons("o", "start"))
    page = context.new_page()
    page.goto(url)
    wait_message(page, "o", "ready")
    press(page, "#o-start")
    frame = page.frame_locator("xeri-table#o iframe")
    frame.locator("html[data-offline=ready]").wait_for(state="attached", timeout=TIMEOUT)
    frame.locator("button.card.legal").first.wait_for(timeout=TIMEOUT)
    page.close()
    context.set_offline(True)
    try:
        again = context.new_page()
        again.goto(url)
        wait_message(again, "o", "ready")
        again.click("#o-start")
        frame = again.frame_locator("xeri-table#o iframe")
        tap(frame.locator("button.card.legal").first)
        assert wait_message(again, "o", "move")[0]["player"] == 0
    finally:
        context.set_offline(False)


def test_open_in_the_game_keeps_the_tables_language(host, context):
    # A Greek reader whose browser speaks English opens a Greek table in the game: the game
    # is in Greek (index.html?lang=el), unless the reader chose a language on the site,
    # and the table's language is not saved as their choice.
    body = ('<xeri-table id="e" scenario="scenarios/xeri-capture.json" lang="el"></xeri-table>'
            + buttons("e", "start"))
    page = context.new_page()
    page.goto(host.page("/open-el.html", body))
    assert page.evaluate("navigator.language") == "en-US"     # the context's default locale
    wait_message(page, "e", "ready")
    press(page, "#e-start")
    wait_message(page, "e", "started")
    frame = page.frame_locator("xeri-table#e iframe")
    for chosen, shown in ((None, "el"), ("en", "en")):
        with page.expect_popup() as opened:
            frame.locator("#ctl-open").click()
        app = opened.value
        app.wait_for_selector("html[data-app-state=ready]", state="attached", timeout=TIMEOUT)
        assert app.evaluate("document.documentElement.lang") == shown
        assert app.evaluate("localStorage.getItem('xeri-table.lang')") == chosen
        if chosen is None:
            expect(app.locator("#status")).to_contain_text("Σειρά σου", timeout=TIMEOUT)
            app.evaluate("localStorage.setItem('xeri-table.lang', 'en')")  # the reader's choice
        app.close()


@pytest.mark.cold  # embed.html overridden: not the offline copy's
def test_a_table_far_out_of_sight_is_freed_and_comes_back(host, context, server):
    html = (server.root / "embed.html").read_text()
    server.overrides["/embed.html"] = html.replace(
        "<html ", '<html data-park-after-ms="200" ', 1).encode()
    body = ('<xeri-table id="p" game="xix" mode="demo" ai="easy" seed="6" speed="fast">'
            '</xeri-table>'
            + buttons("p", "start") + '<div class="far"></div>'
            '<xeri-table id="q" scenario="scenarios/xeri-capture.json" mode="play" ai="easy" '
            'seed="2" speed="instant"></xeri-table>' + buttons("q", "start")
            + '<div class="far"></div><p id="bottom">end</p>')
    page = context.new_page()
    page.set_viewport_size({"width": 800, "height": 600})
    page.goto(host.page("/far.html", body, css=".far { height: 4000px }"))
    wait_message(page, "p", "ready")
    press(page, "#p-start")
    wait_message(page, "p", "move", 2)
    page.locator("#q-start").scroll_into_view_if_needed()     # a frame far away loads lazily
    wait_message(page, "q", "ready")
    press(page, "#q-start")
    wait_message(page, "q", "started")
    frame = page.frame_locator("xeri-table#p iframe")
    mine = page.frame_locator("xeri-table#q iframe")
    page.locator("#bottom").scroll_into_view_if_needed()
    frame.locator("html[data-parked=true]").wait_for(state="attached", timeout=TIMEOUT)
    mine.locator("html[data-parked=true]").wait_for(state="attached", timeout=TIMEOUT)
    moved = len(messages(page, "p", "move"))
    page.locator("#p-start").scroll_into_view_if_needed()
    frame.locator("html[data-parked=false]").wait_for(state="attached", timeout=TIMEOUT)
    wait_message(page, "p", "move", moved + 2)                   # the demo plays on from there
    # A click that reaches a parked table before it knows it is in sight (a reader back at
    # it who clicks at once): the move is played and heard; the computer answers in sight.
    mine.locator("button.card.legal").first.dispatch_event("click")
    page.wait_for_selector('#log li[data-id="q"]:is([data-event="move"], [data-event="error"])',
                           state="attached", timeout=TIMEOUT)
    assert not messages(page, "q", "error") and len(messages(page, "q", "move")) == 1
    mine.locator("html[data-busy=false]").wait_for(state="attached", timeout=TIMEOUT)
    page.locator("#q-start").scroll_into_view_if_needed()
    wait_message(page, "q", "move", 2)
    assert not messages(page, "p", "error") and not messages(page, "q", "error")


def test_a_review_started_out_of_sight_leaves_the_page_and_tells_its_height(host, context):
    # Started from afar, the review must not pull the host page to itself (a focus that
    # scrolls); and a frame out of sight gets no layout events, so the review, drawn by
    # review.js, posts its height after each drawing as the live table does (else the host
    # keeps the still picture's height and a reader's scroll would scroll inside the frame).
    body = ('<xeri-table id="r" scenario="scenarios/xeri-sweep.json" mode="review"></xeri-table>'
            '<div class="far"></div>' + buttons("r", "start") + '<p id="bottom">end</p>')
    page = context.new_page()
    page.set_viewport_size({"width": 1000, "height": 700})
    page.goto(host.page("/review.html", body, css=".far { height: 4000px }"))
    wait_message(page, "r", "ready")
    frame = page.frame_locator("xeri-table#r iframe")
    page.locator("#bottom").scroll_into_view_if_needed()
    press(page, "#r-start")   # beside #bottom: the table stays far out of sight
    frame.locator("html[data-review=step]").wait_for(state="attached", timeout=TIMEOUT)
    # The host page stays where the reader is: the review takes no focus that scrolls it.
    bottom = page.locator("#bottom").bounding_box()
    assert 0 <= bottom["y"] <= 700 and iframe_box(page, "r")["y"] < -2000, bottom

    def fits():
        return abs(iframe_box(page, "r")["height"]
                   - frame.locator("#table").bounding_box()["height"]) <= 1
    until(fits, "the review's frame to fit its table while out of sight",
          detail=lambda: (iframe_box(page, "r")["height"],
                          frame.locator("#table").bounding_box()["height"],
                          messages(page, "r", "resize")[-3:]))


def test_the_kits_iframe_code_fits_its_table(host, context, server):
    """The kit's plain iframe code (no height chosen) fits its table at every width (the
    window resized in place): with fit=1 the frame tells its height to the page, and the
    element's module, which the code loads, makes the iframe that high, lower than the most
    its game needs."""
    kit = context.new_page()
    kit.goto(f"{server.url}kit.html?lang=el")
    kit.wait_for_selector("main#kit[data-state=ready]", state="attached", timeout=TIMEOUT)
    code = kit.input_value("#code-iframe")
    assert "fit=1" in code and 'height="660"' in code and "xeri-table.js" in code
    page = context.new_page()
    page.set_viewport_size({"width": 360, "height": 900})
    page.goto(host.page("/plain.html", code.replace("<iframe ", '<iframe id="plain" ', 1)))
    frame = page.frame_locator("iframe#plain")
    embed_state(page, "iframe#plain", "still")
    inner = page.locator("iframe#plain")   # inside its border
    for width in (360, 1280):
        page.set_viewport_size({"width": width, "height": 900})
        at_width(page, "iframe#plain")

        def fits():
            return abs(inner.evaluate("f => f.clientHeight")
                       - frame.locator("#table").bounding_box()["height"]) <= 1
        until(fits, f"the plain frame to fit its table at {width}",
              detail=lambda: (inner.evaluate("f => f.clientHeight"),
                              frame.locator("#table").bounding_box()))
        assert inner.evaluate("f => f.clientHeight") < 660, width
