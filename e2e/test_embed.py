"""Embeds on a rules site: a host page on a second loopback origin frames the
table's embed.html (through <xeri-table> and plain iframes), receives its
postMessage events, and commands it; the origin rule holds both ways; a page
of ten embeds boots no Pyodide until one is started; the explainer page."""

from __future__ import annotations

import json
import re
import time
from urllib.parse import quote, urlsplit

import pytest
from axe import check
from hosts import (
    ELSEWHERE,
    buttons,
    embed_state,
    engines,
    host,
    kept_context,
    messages,
    press,
    pyodide_requests,
    shared_page,
    wait_message,
    worker_requests,
)
from shots import shot

from pygame_core import dealer, studio
from pygame_core.embed import load_scenario, replay_frames, stills, with_still
from sitebuild.common import ROOT
from sitebuild.headers import CSP

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

TIMEOUT = 90_000
assert host and engines and kept_context  # the fixtures: `context` is hosts.py's
HOST_BODY = (
    '<xeri-table id="t-replay" scenario="scenarios/xeri-capture.json" mode="replay" '
    'speed="instant" height="300"></xeri-table>'
    + buttons("t-replay", "start", "next", "prev", "first", "restart")
    + '<button id="t-replay-goto" data-target="t-replay" data-command="goto" '
    'data-frame="99">goto</button>'
    '<xeri-table id="t-play" scenario="scenarios/xeri-xeri.json" mode="play" ai="easy" '
    'speed="instant" seed="4" height="300"></xeri-table>' + buttons("t-play", "start")
    + '<xeri-table id="t-demo" game="xeri" mode="demo" ai="easy" seed="5" speed="instant" '
    'height="300"></xeri-table>' + buttons("t-demo", "start", "pause")
    + '<iframe id="f-none" src="{table}/embed.html?scenario=scenarios/xix-trade.json&id=f-none">'
    '</iframe>' + buttons("f-none", "start")
    + '<iframe id="f-wrong" src="{table}/embed.html?scenario=scenarios/xix-trade.json&id=f-wrong'
    f'&origin={quote(ELSEWHERE)}"></iframe>' + buttons("f-wrong", "start")
)


@pytest.fixture
def host_page(host, context, server):
    """The host page of HOST_BODY: the warm tests share one (each starts a table of its own),
    a cold test has its own."""
    def make(site):
        page = context.new_page()
        page.set_viewport_size({"width": 900, "height": 2200})
        page.console_lines = []
        page.on("console", lambda m: page.console_lines.append(f"{m.type}: {m.text}"))
        page.goto(site.page("/host.html", HOST_BODY.replace("{table}", site.table)))
        for table_id in ("t-replay", "t-play", "t-demo"):
            wait_message(page, table_id, "ready")
        for frame in ("#f-none", "#f-wrong"):
            embed_state(page, frame, "still")
        return page
    return shared_page(context, "host", make) or make(host)


@pytest.mark.cold  # counts the server's downloads (a warm frame's come from the offline copy)
def test_ready_messages_go_only_to_the_named_origin_and_nothing_boots(host_page, host, server):
    """... and commands from a host not named are ignored (one first visit for both)."""
    page = host_page
    origins = {li.get_attribute("data-origin") for li in page.locator("#log li").all()}
    assert origins == {host.table}
    ready = messages(page, "t-replay", "ready")
    assert ready == [{"type": "xeri-table", "version": 1, "id": "t-replay", "event": "ready",
                      "mode": "replay", "game": "xeri", "title": "A capture"}]
    assert messages(page, "f-none") == [] and messages(page, "f-wrong") == []
    # The still picture is the engine's own position, drawn without Pyodide.
    still = page.frame_locator("#t-replay iframe")
    assert still.locator("html[data-still=position] #board .hand .card").count() == 6
    assert pyodide_requests(server) == []
    assert not worker_requests(server)
    # Commands from a host the frame does not name (another origin, or none) are ignored
    # (on this first visit: nothing boots for them either).
    for target in ("f-wrong", "f-none"):
        press(page, f"#{target}-start")
        frame = page.frame_locator(f"#{target}")
        frame.locator("html[data-ignored='1']").wait_for(state="attached")
        assert frame.locator("html").get_attribute("data-embed-state") == "still"
    assert pyodide_requests(server) == [] and not worker_requests(server)
    assert messages(page, "f-wrong") == [] and messages(page, "f-none") == []


def test_replay_steps_through_the_scenario_by_host_commands(host_page):
    # Where the replay starts and how many frames it has, as the engine counts them
    # for the shipped scenario; the next frame is the scenario's capture.
    scn = load_scenario(json.loads((ROOT / "web/scenarios/xeri-capture.json").read_text()))
    frames, start = replay_frames(scn, scn.seat)
    capturer = scn.record.events[scn.at]["player"]
    page = host_page
    press(page, "#t-replay-start")
    wait_message(page, "t-replay", "started")
    first = wait_message(page, "t-replay", "position")[0]
    assert first["frame"] == start and first["frames"] == len(frames)
    press(page, "#t-replay-next")
    move = wait_message(page, "t-replay", "move")[0]
    assert move["player"] == capturer and "took" in move["text"]
    assert move["fact"]["kind"] == "play" and move["fact"]["taken"] >= 3
    frame = page.frame_locator("#t-replay iframe")
    frame.locator(f"html[data-frame='{start + 1}']").wait_for(state="attached")
    press(page, "#t-replay-prev")
    frame.locator(f"html[data-frame='{start}']").wait_for(state="attached")
    assert len(messages(page, "t-replay", "move")) == 1  # stepping back is no move
    press(page, "#t-replay-goto")  # frame 99 does not exist: an error message, nothing moves
    error = wait_message(page, "t-replay", "error")[0]
    assert error["command"] == "goto" and error["code"] == "frame"
    assert error["message"] == f"There is no position 99: they go from 0 to {len(frames) - 1}."
    assert frame.locator("html").get_attribute("data-frame") == str(start)
    # The reader's own controls do the same.
    frame.locator("#ctl-next").click()
    wait_message(page, "t-replay", "move", 2)


def test_play_mode_takes_the_readers_click_then_the_computer_answers(host_page):
    page = host_page
    press(page, "#t-play-start")
    wait_message(page, "t-play", "started")
    frame = page.frame_locator("#t-play iframe")
    xeri = frame.locator("button.card.legal[aria-label*='xeri']")
    xeri.wait_for(timeout=TIMEOUT)
    xeri.click()
    moves = wait_message(page, "t-play", "move", 2)
    assert moves[0]["player"] == 0 and "xeri" in moves[0]["text"]
    assert moves[1]["player"] == 1


def test_demo_plays_to_the_end_with_round_and_game_messages(host_page):
    page = host_page
    press(page, "#t-demo-start")
    over = wait_message(page, "t-demo", "game_over", timeout=180_000)[0]
    assert over["result"]["finished"] is True
    rounds = messages(page, "t-demo", "round_end")
    assert rounds and rounds[0]["fact"]["round"] == 1 and rounds[0]["text"]
    moves = messages(page, "t-demo", "move")
    assert {m["player"] for m in moves} == {0, 1} and len(moves) >= 48
    # one numbering (studio.moves): the cut before the first deal is no move, so its message
    # says 0, the deal as dealt, and the first card played is move 1
    assert [m["decisions"] for m in moves] == list(range(len(moves)))
    # The table keeps its height at the game's end (author6's try, 5: the frame shrank by
    # 200 px, and the host's article jumped up under the reader).
    page.frame_locator("#t-demo iframe").locator("#panel").wait_for(timeout=TIMEOUT)
    heard = [m for m in messages(page, "t-demo") if m["event"] in ("resize", "move")]
    last = max(i for i, m in enumerate(heard) if m["event"] == "move")
    playing = [m["height"] for m in heard[:last] if "height" in m][-1]   # at the last move
    assert [m["height"] for m in heard if "height" in m][-1] >= playing, " ".join(
        str(m.get("height", "move")) for m in heard)


@pytest.mark.cold  # counts the server's downloads (a warm frame's come from the offline copy)
def test_ten_embeds_stay_still_until_one_is_started(host, context, server):
    scenarios = sorted(p.name for p in (server.root / "scenarios").glob("*.json")
                       if not p.name.endswith(".still.json"))[:10]
    body = "".join(f'<xeri-table id="e{i}" scenario="scenarios/{name}" height="200">'
                   "</xeri-table>" for i, name in enumerate(scenarios))
    page = context.new_page()
    page.set_viewport_size({"width": 700, "height": 2400})
    page.goto(host.page("/ten.html", body + buttons("e3", "start")))
    for i in range(10):
        wait_message(page, f"e{i}", "ready")
    assert pyodide_requests(server) == []
    press(page, "#e3-start")
    wait_message(page, "e3", "started")
    assert len(pyodide_requests(server)) == 1
    assert len(worker_requests(server)) == 1
    assert not server.csp_reports


def test_bad_parameters_are_one_line_errors(page, server):
    for query, text in [
        ("mode=watch", '"mode" can be: play, replay, demo, review (not "watch")'),
        ("origin=*", "\"origin\" must be a site's address"),
        ("scenario=http://elsewhere.example/x.json",
         "from another site must be written into the table's address"),
        ("scenario=scenarios/missing.json", "could not be loaded (error 404)"),
        ("scenario=%7Bbroken", "written into the table's address cannot be read"),
        ("ai=expert", '"ai" can be: easy, medium, hard (not "expert")'),
        # an element's attribute or an address's parameter (author5: "address" alone misled)
        ("colour=red", 'does not know the setting "colour" (an attribute of its element, or'),
        ("lang=el&colour=red", "δεν ξέρει τη ρύθμιση «colour» (χαρακτηριστικό του στοιχείου"),
        ("lang=el&game=xix&scenario=scenarios/xeri-capture.json",
         "Το σενάριο είναι για Ξερή, όχι για XIX"),
        ("scenario=scenarios/xeri-capture.json&start=5", 'a move from 0 to 2 of this scenario'),
        ("scenario=scenarios/xeri-capture.json&start=-1", '"start" must be a whole number'),
        ("game=xix&start=2", '"start" needs a scenario'),
    ]:
        page.goto(f"{server.url}embed.html?{query}")
        page.wait_for_selector("html[data-embed-state=error]", state="attached")
        message = page.inner_text("#error-text")
        assert text.lower() in message.lower() and "\n" not in message, query


def still_at_start(page, server, start=3):
    """XIX's draft scenario for seat 1 in Greek, its address saying `start`, as a still:
    the scenario and its replay's frames."""
    scn = load_scenario(json.loads((ROOT / "web/scenarios/xix-draft.json").read_text()))
    frames, default = replay_frames(scn, 1, "el")
    assert start != default
    page.goto(f"{server.url}embed.html?scenario=scenarios/xix-draft.json&seat=1&lang=el"
              f"&speed=instant&start={start}")
    page.wait_for_selector("html[data-embed-state=still][data-still=position]", state="attached")
    return scn, frames


@pytest.mark.cold  # counts the server's downloads (a warm frame's come from the offline copy)
def test_the_address_says_where_to_start_and_the_still_shows_it(page, server):
    """`start=N`: the still of frame N before anything boots, then the replay opens on it."""
    start = 3
    scn, frames = still_at_start(page, server, start)
    drawn = page.locator("#board [data-key]").evaluate_all("els => els.map(e => e.dataset.key)")
    keys = json.dumps(stills(scn, 1, "el")[start]["board"])
    assert drawn and drawn == [k for k in re.findall(r'"(?:data-)?key": "([^"]+)"', keys)]
    assert pyodide_requests(server) == []


def test_a_table_started_at_the_addresss_start_opens_there(page, server):
    """`start=N`, started: the replay opens on frame N (the still: the test above, on a first
    visit)."""
    start = 3
    scn, frames = still_at_start(page, server, start)
    page.click("#start")
    page.wait_for_selector(f"html[data-embed-state=live][data-frame='{start}']",
                           state="attached", timeout=TIMEOUT)
    assert page.inner_text("#ctl-pos") == f"Κίνηση {start} από {len(frames) - 1}"


def inline_placeholder(page, server) -> None:
    """An embed given a whole XIX record in its address, waiting at its placeholder."""
    record = json.loads((server.root / "scenarios" / "xix-raise-abandon.json").read_text())
    page.goto(f"{server.url}embed.html?mode=play&ai=easy&seed=2&scenario="
              + quote(json.dumps(record)))
    page.wait_for_selector("html[data-embed-state=still][data-still=placeholder]",
                           state="attached")


@pytest.mark.cold  # counts the server's downloads (a warm frame's come from the offline copy)
def test_inline_scenario_shows_a_placeholder_before_anything_boots(page, server):
    inline_placeholder(page, server)
    assert "XIX" in page.inner_text("#placeholder")
    assert pyodide_requests(server) == []


def test_an_inline_scenario_plays(page, server):
    """... started (the placeholder: the test above, on a first visit)."""
    inline_placeholder(page, server)
    page.click("#start")
    page.wait_for_selector("#raise", timeout=TIMEOUT)
    page.click("#raise")
    page.wait_for_selector("html[data-decisions='4']", state="attached", timeout=TIMEOUT)


def lesson(game: str) -> dict:
    """An author's lesson of `game` from a deal of their own, with the kit's still: its first
    step marks a card of the reader's hand."""
    record = dealer.deal(game, 2, {}, {"xeri": {"hand1": "9C 5H 2C 3C 4C 6C"},
                                       "xix": {"hand1": "13 2 3 4 5 6"}}[game], first=0)
    card = {"xeri": "5H", "xix": 13}[game]
    return with_still({"title": {"en": "Mine", "el": "Δικό μου"}, "seat": 0, "record":
                       record.to_json(), "steps": [{"at": len(record.events), "highlight": [card],
                                                    "text": {"en": "Look.", "el": "Κοίτα."}}]})


# A CSS colour (a variable's value, a shadow's) as the page computes it: rgb(r, g, b).
RGB_JS = """(c) => { const d = document.createElement("i"); d.style.color = c;
  document.body.append(d); const rgb = getComputedStyle(d).color; d.remove(); return rgb; }"""


def contrast(a: str, b: str) -> float:
    """WCAG 2's contrast ratio of two rgb() colours."""
    def lum(c: str) -> float:
        r, g, b = (int(v) / 255 for v in re.findall(r"[\d.]+", c)[:3])
        return sum(w * (v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4)
                   for w, v in zip((0.2126, 0.7152, 0.0722), (r, g, b), strict=True))
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.cold  # counts the server's downloads (a warm frame's come from the offline copy)
@pytest.mark.parametrize("game", ["xeri", "xix"])
def test_an_authors_lesson_paints_its_own_still_with_its_marked_card_plain(new_context,
                                                                          server, game):
    """An inline lesson (issue 36) carries the still the kit wrote: the embed paints it before
    any engine, its step's words and its marked card, raised in a ring that stands out of
    either theme's felt (3:1 at least) and passes axe; only for its seat and start, and only
    a still's own tags."""
    doc = lesson(game)
    page = new_context(bypass_csp=True).new_page()   # axe runs as a script
    address = f"{server.url}embed.html?scenario={quote(studio.pack(doc))}&lang=el"
    marked = f"c-{doc['steps'][0]['highlight'][0]}"
    for theme in ("dark", "light"):
        page.goto(f"{address}&theme={theme}")
        page.wait_for_selector("html[data-embed-state=still][data-still=position]",
                               state="attached")
        hinted = page.locator("#stage .card.hinted")
        assert hinted.evaluate_all("els => els.map(e => e.dataset.key)") == [marked]
        assert page.inner_text("#study-note") == "Κοίτα."
        ring = hinted.evaluate("e => getComputedStyle(e).boxShadow")
        plain = page.locator("#stage .hand .card:not(.hinted)").first.evaluate(
            "e => getComputedStyle(e).boxShadow")
        assert ring != plain
        outer = re.findall(r"rgba?\([^)]*\)", ring)[1]     # the ring's outer line
        for felt in ("--felt", "--felt-dark"):
            colour = page.evaluate(RGB_JS, page.evaluate(
                f"getComputedStyle(document.documentElement).getPropertyValue('{felt}')"))
            assert contrast(outer, colour) >= 3, (theme, felt, outer, colour)
        assert check(page, f"{game} {theme}") == []
    assert pyodide_requests(server) == []
    high = page.locator("#table").bounding_box()["height"]
    # Not for another seat or start: a plain picture then; nor a still with another tag.
    for extra in ("&seat=1", "&start=0"):
        page.goto(address + extra)
        page.wait_for_selector("html[data-embed-state=still][data-still=placeholder]",
                               state="attached")
    # ... as high as the lesson's still, for the table it starts (it was a third of it).
    assert abs(page.locator("#table").bounding_box()["height"] - high) <= 0.1 * high
    assert page.locator("#stage").inner_text().strip() == page.inner_text("#placeholder")
    for bad in (["a", {"href": "https://elsewhere.example/"}, "Click"],
                ["div", {"id": "start"}], ["div", {"onclick": "x()"}]):
        doc["still"]["en"]["board"] = [*doc["still"]["en"]["board"], bad]
        page.goto(f"{server.url}embed.html?scenario={quote(studio.pack(doc))}")
        page.wait_for_selector("html[data-embed-state=still][data-still=placeholder]",
                               state="attached")
        doc["still"]["en"]["board"].pop()


def test_an_authors_lesson_started_marks_its_card_as_its_still_does(page, server):
    """The live replay of the lesson above (its still: on a first visit) marks the same card
    in the same ring."""
    doc = lesson("xeri")
    marked = f"c-{doc['steps'][0]['highlight'][0]}"
    page.goto(f"{server.url}embed.html?scenario={quote(studio.pack(doc))}&lang=el&theme=dark")
    page.wait_for_selector("html[data-embed-state=still][data-still=position]", state="attached")
    ring = page.locator("#stage .card.hinted").evaluate("e => getComputedStyle(e).boxShadow")
    assert ring != "none"
    page.click("#start")
    page.wait_for_selector("html[data-embed-state=live] #stage .card.hinted",
                           state="attached", timeout=TIMEOUT)
    assert page.locator("#stage .card.hinted").evaluate(
        "e => [e.dataset.key, getComputedStyle(e).boxShadow]") == [marked, ring]


def test_explainer_page_frames_every_scenario_under_its_csp(page, server, context):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(server.url + "explain.html")
    tables = page.locator("xeri-table")
    assert tables.count() == 18
    shown = {tables.nth(i).get_attribute("scenario") for i in range(tables.count())}
    on_disk = {f"scenarios/{p.name}" for p in (server.root / "scenarios").glob("*.json")
               if not p.name.endswith(".still.json")}
    assert on_disk <= shown
    first = page.frame_locator("xeri-table#xeri-table-1 iframe")
    first.locator("html[data-embed-state=still]").wait_for(state="attached", timeout=TIMEOUT)
    # The page's tables take the height they need (auto-height): its still picture
    # (the hand below the table) is inside its frame, not cut off.
    frame = page.locator("xeri-table#xeri-table-1 iframe")
    table = first.locator("#table")
    deadline = time.monotonic() + 10
    while table.bounding_box()["y"] + table.bounding_box()["height"] > \
            frame.bounding_box()["y"] + frame.bounding_box()["height"] + 0.5:
        assert time.monotonic() < deadline, (table.bounding_box(), frame.bounding_box())
        page.wait_for_timeout(100)
    shot(page, "explain-desktop")
    first.locator("#start").click()
    first.locator("html[data-embed-state=live]").wait_for(state="attached", timeout=TIMEOUT)
    first.locator("#ctl-next").click()
    page.locator("figure .said").first.filter(has_text="took").wait_for(timeout=TIMEOUT)
    page.set_viewport_size({"width": 360, "height": 740})
    shot(page, "explain-phone")
    page.locator("#xix").scroll_into_view_if_needed()
    xix = page.locator("#xix xeri-table").first.get_attribute("id")
    page.frame_locator(f"xeri-table#{xix} iframe").locator(
        "html[data-embed-state=still]").wait_for(state="attached", timeout=TIMEOUT)
    shot(page, "explain-xix-phone")
    # The Greek explainer: the same tables, speaking Greek, whole on a 360 px phone.
    page.goto(server.url + "explain-el.html")
    assert page.get_attribute("html", "lang") == "el" and tables.count() == 18
    page.locator("xeri-table#xeri-table-1").scroll_into_view_if_needed()
    first.locator("html[lang=el][data-embed-state=still]").wait_for(state="attached",
                                                                    timeout=TIMEOUT)
    shot(page, "explain-el-phone")
    for box in (page.locator(s).nth(i).bounding_box() for s in ("main", "figure")
                for i in range(page.locator(s).count())):
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360.5, box
    assert not server.csp_reports
    site = urlsplit(server.url).netloc
    assert not [u for u in context.request_urls if urlsplit(u).netloc != site]


def test_headers_let_hosts_frame_the_embed_and_load_the_element(server):
    import urllib.request

    with urllib.request.urlopen(server.url + "embed.html") as r:
        assert "frame-ancestors *" in r.headers["Content-Security-Policy"]
    with urllib.request.urlopen(server.url + "explain.html") as r:
        assert "frame-src 'self'" in r.headers["Content-Security-Policy"]
    with urllib.request.urlopen(server.url + "xeri-table.js") as r:
        assert r.headers["Access-Control-Allow-Origin"] == "*"
    with urllib.request.urlopen(server.url) as r:
        assert r.headers["Content-Security-Policy"].startswith(CSP + ";")


@pytest.mark.cold
def test_a_table_started_at_once_plays_and_its_engine_snapshot_serves_the_next_visit(page, server):
    """An embed's table does not wait for the engine's snapshot (worker.js): the snapshot
    is copied between the table's requests, table and all, and the next visit restores
    it and plays."""
    url = (f"{server.url}embed.html?scenario=scenarios/xix-raise-abandon.json"
           "&mode=play&ai=easy&seed=2")
    page.goto(url)
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    page.click("#start")
    page.wait_for_selector("#raise", timeout=TIMEOUT)
    page.wait_for_selector("html[data-snapshot=saved]", state="attached", timeout=TIMEOUT)
    page.click("#raise")
    page.wait_for_selector("html[data-decisions='4']", state="attached", timeout=TIMEOUT)
    page.goto(url)
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    page.click("#start")
    page.wait_for_selector("html[data-snapshot=restored]", state="attached", timeout=TIMEOUT)
    page.wait_for_selector("#raise", timeout=TIMEOUT)
    page.click("#raise")
    page.wait_for_selector("html[data-decisions='4']", state="attached", timeout=TIMEOUT)


@pytest.mark.cold
def test_a_frame_whose_storage_is_blocked_starts_with_nothing_uncaught(page, server):
    """Where a browser blocks a frame's storage (a third party's), Cache Storage refuses to
    open with a SecurityError: the table starts all the same, and nothing is left uncaught in
    its engine's worker (its own worker here: Playwright hears a dedicated worker's errors)."""
    blocked = ('CacheStorage.prototype.open = () => Promise.reject(new DOMException("An attempt'
               ' was made to break through the security policy of the user agent.",'
               ' "SecurityError"));\n')
    page.route("**/app/worker.js", lambda route: route.fulfill(
        status=200, content_type="text/javascript", body=blocked + route.fetch().text()))
    page.add_init_script("delete window.SharedWorker")
    errors = []
    page.on("pageerror", lambda err: errors.append(str(err)))
    page.goto(f"{server.url}embed.html?scenario=scenarios/xeri-capture.json&speed=instant")
    page.wait_for_selector("html[data-embed-state=still]", state="attached")
    page.click("#start")
    page.wait_for_selector("html[data-embed-state=live]", state="attached", timeout=TIMEOUT)
    page.click("#ctl-next")
    scn = load_scenario(json.loads((ROOT / "web/scenarios/xeri-capture.json").read_text()))
    after = replay_frames(scn, scn.seat)[1] + 1     # the frame after the one it starts on
    page.wait_for_selector(f"html[data-frame='{after}']", state="attached", timeout=TIMEOUT)
    assert errors == []
