"""Embeds that do not fail the author (issue 36): a rules blog's page on another site, with
the kit's code, in browsers that do not partition third-party storage, at a phone's and a
desktop's width, in Greek, with addresses and scenarios the engine cannot take."""

from __future__ import annotations

import base64
import json
import re
import time
from html import escape
from pathlib import Path
from types import SimpleNamespace
from urllib.parse import parse_qs, quote, urlsplit

import pytest
from hosts import (
    SEEN,
    at_width,
    buttons,
    engines,
    host,
    kept_context,
    messages,
    press,
    tap,
    wait_message,
)

from sitebuild.testenv import launch_chromium

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

assert host and engines and kept_context  # the fixtures: `context` is hosts.py's


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
    frame = page.frame_locator("xeri-table#p iframe")
    iframe, table = page.locator("xeri-table#p iframe"), frame.locator("#table")

    def fits():
        return abs(iframe.bounding_box()["height"] - table.bounding_box()["height"]) <= 1

    until(fits, "the frame to fit its still")
    still = iframe.bounding_box()["height"]
    press(page, "#p-start")
    wait_message(page, "p", "started")
    # The replay's buttons in one row, where the still's band was: no jump on start (at
    # 360 px they wrapped to two rows, and the frame grew by 30 px).
    frame.locator("#controls button").first.wait_for(state="attached")
    tops = frame.locator("#controls button").evaluate_all(
        "bs => bs.filter((b) => b.offsetParent).map((b) => b.getBoundingClientRect().top)")
    assert len(tops) >= 5 and len(set(tops)) == 1, (width, tops)
    until(fits, "the frame to fit its live table")
    assert abs(iframe.bounding_box()["height"] - still) <= 4, (width, still)
    panel = frame.locator("#panel")
    for n in range(2, 6):   # to the round's end, a step at a time
        press(page, "#p-next")
        wait_message(page, "p", "position", n)
        if panel.is_visible():
            break
    assert panel.is_visible()
    close = panel.locator(".actions button")

    def whole():
        """The Close button inside the panel's box (no scroll within it) and the frame's."""
        box, inner, outer = close.bounding_box(), panel.bounding_box(), iframe.bounding_box()
        return all(o["y"] - 0.5 <= box["y"] <= o["y"] + o["height"] + 0.5 - box["height"]
                   for o in (inner, outer))

    # The frame grows to the whole panel: no scroll inside it, its Close button in sight.
    until(whole, "the score panel whole in its frame",
          detail=lambda: f"{close.bounding_box()} {panel.bounding_box()} {iframe.bounding_box()}")
    close.click()
    # ... and fits its table again when it is closed: a one-round game's panel may be lower
    # than the table (a frame that shrinks is test_an_xix_frame_gives_back_the_raise_panels_height).
    until(lambda: not panel.is_visible()
          and abs(iframe.bounding_box()["height"] - table.bounding_box()["height"]) <= 1,
          "the frame to fit its table again",
          detail=lambda: f"{iframe.bounding_box()} {table.bounding_box()}")


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
    assert page.frame_locator("xeri-table#m iframe").locator("#error-text").evaluate(SEEN)
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
    # ... below the still it refused to start, not over its title (author4's try, 6), and in
    # the frame, which grows to hold it.
    iframe = page.locator("xeri-table#r iframe")

    def clear():
        error, stage = frame.locator("#error").bounding_box(), frame.locator(
            "#stage").bounding_box()
        return (error["y"] >= stage["y"] + stage["height"] - 0.5 and error["y"]
                + error["height"] <= iframe.bounding_box()["y"] + iframe.bounding_box()[
                    "height"] + 0.5)

    until(clear, "the error clear of the still and whole in the frame",
          detail=lambda: f'{frame.locator("#error").bounding_box()} '
                         f'{frame.locator("#stage").bounding_box()} {iframe.bounding_box()}')


def test_an_address_too_long_is_told_in_the_frame(host, context):
    long = quote(json.dumps({"text": "x" * 33_000, "record": {"format": 1, "game": "xix",
                                                              "config": {}, "events": []}}))
    page = context.new_page()
    page.goto(host.page("/long.html", f'<iframe id="l" src="{host.table}/embed.html?lang=el'
                                      f'&id=l&origin={quote(host.url)}&scenario={long}">'
                                      f'</iframe><iframe id="f" height="660" src="{host.table}'
                                      f'/embed.html?fit=1&scenario={long}"></iframe>'))
    error = wait_message(page, "l", "error")[0]
    assert error["code"] == "long" and "32000" in error["message"], error
    assert "κιτ ενσωμάτωσης" in error["message"], error    # what the author can do (author3)
    assert 'lesson="' in error["message"], error     # ... or the lesson file on their own site
    assert not messages(page, "l", "ready")
    # The kit's iframe code (fit=1, no origin) fits its error too: it kept 660 px (author6, 5).
    table, inner = page.frame_locator("iframe#f").locator("#table"), page.locator("iframe#f")
    until(lambda: abs(inner.evaluate("(f) => f.clientHeight") - max(
        120, table.bounding_box()["height"])) <= 1, "the frame to fit its error",
          detail=lambda: f'{inner.bounding_box()} {table.bounding_box()}')


def test_the_element_writes_no_address_too_long(host, context):
    long = escape(json.dumps({"text": "x" * 70_000, "record": {"format": 1, "game": "xix",
                                                               "config": {}, "events": []}}))
    page = context.new_page()
    page.goto(host.page("/long-element.html",
                        f'<xeri-table id="e" lang="el" scenario="{long}"></xeri-table>'))
    error = wait_message(page, "e", "error")[0]
    assert error["code"] == "long" and "32000" in error["message"], error
    assert len(page.locator("xeri-table#e iframe").get_attribute("src")) < 32_000
    # The frame as high as its words, as for any other error (it kept 360 px: author4's try).
    assert wait_message(page, "e", "resize")[-1]["height"] < 200
    assert page.frame_locator("xeri-table#e iframe").locator("#error-text").evaluate(SEEN)


def test_an_xix_frame_keeps_the_raise_panels_room(host, context, server):
    """Issue 36 first asked that the frame give the raise panel's height back; studio8's
    brief (an author's demo went 541 -> 415 -> 508 px as it played) that it keep a steady
    height at one width: the panel's room is kept, the table's buttons stay where they were."""
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
    frame.locator("#decide").wait_for(state="detached", timeout=90_000)
    assert frame.locator("#table").bounding_box()["height"] == pytest.approx(asked, abs=1)
    assert iframe.bounding_box()["height"] == asked, [
        m["height"] for m in messages(page, "x", "resize")]


TIMEOUT = 90_000
KEY = "sessionStorage.getItem('xeri-table.lesson')"    # this tab's lesson's key


def author_deal(kit, game: str, places: dict, seat: int = 0):
    """In the kit's studio: a fresh deal of `game` for the reader's `seat`, with `places`."""
    kit.check(f"#kit-game-{game}")
    kit.select_option("#kit-scenario", "")
    kit.select_option("select[name=seat]:visible", str(seat))
    for place, cards in places.items():
        kit.fill(f"input[name=place-{place}]:visible", cards)
    kit.click("#author-deal")
    kit.wait_for_selector(f"html[data-game={game}] #stage #board", timeout=TIMEOUT)


def author_step(kit, en: str, el: str, cards: str = "", ask: bool = False):
    """A step at the table's position, with its words, its cards and maybe a question: the
    codes then replay the study, and the step's fields are empty for the next one."""
    before = kit.locator("#author-step-list > li").count()
    kit.fill("[name=step-en]", en)
    kit.fill("[name=step-el]", el)
    kit.fill("input[name=highlight]", cards)
    kit.set_checked("input[name=ask]", ask)
    kit.click("#author-step")
    kit.locator(f"#author-step-list > li >> nth={before}").wait_for(timeout=TIMEOUT)
    assert kit.input_value("[name=step-en]") == "" and not kit.is_checked(
        "input[name=ask]")
    assert kit.is_checked("#kit-mode-replay") and 'mode="play"' not in kit.input_value(
        "#code-element")


def author_play(kit, card: str = ""):
    """The move of the seat whose turn it is: `card`, or its first choice."""
    moves = kit.locator("#author-counts").inner_text()
    kit.locator(f"#stage button.card.legal{f'[data-key=c-{card}]' if card else ''}"
                ).first.click()
    until(lambda: kit.locator("#author-counts").inner_text() != moves, "the author's move")


def test_an_author_writes_a_xix_lesson_and_a_xeri_study_and_embeds_both(host, context, server):
    kit = context.new_page()
    kit.set_viewport_size({"width": 1280, "height": 900})
    kit.goto(f"{server.url}kit.html?lang=en")
    kit.wait_for_selector("main#kit[data-state=ready]", state="attached", timeout=TIMEOUT)
    # The first Deal shows it is working while the engine starts (author3's try, 6).
    kit.evaluate("new MutationObserver((seen) => (window.busy ||= []).push(...seen.map((m) =>"
                 " `${m.target.id} ${m.target.getAttribute('aria-busy')}`))).observe(document"
                 ".getElementById('kit'), {subtree: true, attributeFilter: ['aria-busy']})")
    # The move counter and the table agree at every moment seen (author4's try, 5: the counter
    # ran ahead of the drawing): each change of the page, the two numbers it shows.
    kit.evaluate("new MutationObserver(() => (window.seen ||= []).push([document.getElementById("
                 "'author-counts')?.textContent.match(/\\d+/)?.[0], document.documentElement"
                 ".dataset.decisions])).observe(document, {subtree: true, childList: true,"
                 " attributes: true, characterData: true})")
    # A XIX lesson in three steps from a deal of the author's own; its second asks the reader.
    author_deal(kit, "xix", {"hand1": "18 17 16 15 14 13", "row": "1 2 3 4 5"}, seat=1)
    until(lambda: kit.evaluate("window.busy") == ["author-deal true", "author-deal null"],
          "the Deal button busy, then not", detail=lambda: kit.evaluate("window.busy"))
    busy = kit.locator("#author-step").evaluate(
        "(b) => (b.setAttribute('aria-busy', 'true'), getComputedStyle(b, '::after').content)")
    kit.evaluate("document.getElementById('author-step').removeAttribute('aria-busy')")
    assert "One moment" in busy, busy
    author_step(kit, "Player 1 holds the high cards.", "Ο Παίκτης 1 έχει τα ψηλά φύλλα.", "12")
    author_play(kit, "18")
    author_step(kit, "Which card answers 18?", "Ποιο φύλλο απαντά στο 18;", ask=True)
    author_play(kit)
    author_step(kit, "The trick is over.", "Η λεβέ τελείωσε.")
    # A step's words are written in boxes wide enough for a sentence (author4: 4 words wide).
    for box in ("[name=step-en]", "#kit-edit1-step-en"):
        assert kit.locator(box).bounding_box()["width"] >= 250, box
    xix = kit.input_value("#code-element")
    assert 'scenario="z:' in xix and 'seat="1"' not in xix, xix
    # A Xeri study: the first pile taken, a lone card laid, and the question of the xeri.
    author_deal(kit, "xeri", {"hand1": "9C 5H 2C 3C 4C 6C", "hand2": "5S 6S 7S 8S 10S QS",
                              "pile": "2D 3D 4D 9S"})
    author_step(kit, "Look at the top card.", "Κοίτα το πάνω φύλλο.", "9S 9C")
    author_play(kit, "9C")
    author_play(kit, "5S")
    author_step(kit, "Your move.", "Η σειρά σου.", ask=True)
    xeri = kit.input_value("#code-element")
    assert 'scenario="z:' in xeri and len(xeri) < 8192, xeri
    seen = [pair for pair in kit.evaluate("window.seen") if pair[0] is not None]
    assert ["1", "1"] in seen and ["2", "2"] in seen, seen
    assert [pair for pair in seen if pair[0] != pair[1]] == [], seen
    # A Deal by mistake over the study (author6's try, 2): Undo reopens it, under its own key.
    study, mine = kit.input_value("#kit-scenario"), kit.evaluate(KEY)
    kit.click("#author-deal")
    until(lambda: "Moves played: 0" in kit.inner_text("#author-counts"), "the new deal")
    kit.click("#author-undo")
    until(lambda: "Moves played: 2" in kit.inner_text("#author-counts"), "the study back",
          detail=lambda: kit.inner_text("#author-summary"))
    assert kit.input_value("#kit-scenario") == study and kit.evaluate(KEY) == mine
    kept = kit.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('xeri-table'))")
    assert len(kept) == 2, kept     # the XIX lesson, the study: no copy, no bare deal left
    tags = {name: re.search(r"<xeri-table [^>]*>", code).group(0) for name, code in
            (("x", xix), ("e", xeri))}
    body = "".join(re.sub(r' lang="\w+"', "", tag).replace(
                       "<xeri-table ", f'<xeri-table id="{name}-{lang}" lang="{lang}" '
                       'speed="instant" ', 1) + "</xeri-table>" + buttons(f"{name}-{lang}", "start")
                   + buttons(f"{name}-{lang}", "goto", frame={"x": 1, "e": 2}[name])
                   for name, tag in tags.items() for lang in ("en", "el"))
    page = context.new_page()
    page.goto(host.page("/lessons.html", body))
    for name in ("x-en", "x-el", "e-en", "e-el"):
        wait_message(page, name, "ready")
        press(page, f"#{name}-start")
        settled(page, name)
    # The XIX lesson: its question at its second step (move 1, as the kit counts it), in the
    # author's words alone, answered by the engine in each language.
    for lang, asks, said in (("en", "Which card answers 18?", "Well played|Good|Not"),
                             ("el", "Ποιο φύλλο απαντά στο 18;", "Σωστά|Καλά|Όχι")):
        frame = page.frame_locator(f"xeri-table#x-{lang} iframe")
        press(page, f"#x-{lang}-goto")
        note = frame.locator("#study-note")
        until(lambda n=note, a=asks: n.count() and n.inner_text() == a, f"the question ({lang})",
              detail=lambda f=frame: f.locator("#stage").inner_text())
        tap(frame.locator("#stage button.card.legal").first)
        verdict = frame.locator("#study-verdict")
        verdict.wait_for(timeout=TIMEOUT)
        assert re.match(said, verdict.inner_text()), verdict.inner_text()
    # The Xeri study: its first step marks its cards; its question checked, with the reason.
    for lang, best, named in (("en", "Well played! You played 5♥ for a xeri", "Play 5♥"),
                              ("el", "Σωστά! Έπαιξες το πεντάρι κούπα", "Παίξε το πεντάρι κούπα")):
        frame = page.frame_locator(f"xeri-table#e-{lang} iframe")
        press(page, f"#e-{lang}-goto")
        card = frame.locator("#stage button.card.legal[data-key=c-5H]")
        assert card.get_attribute("aria-label") == named    # no answer given away (author3, 2)
        tap(card)
        verdict = frame.locator("#study-verdict")
        verdict.wait_for(timeout=TIMEOUT)
        assert best in verdict.inner_text()
    assert not [m for t in ("x-en", "x-el", "e-en", "e-el") for m in messages(page, t, "error")]


def lesson(marked: str = "") -> dict:
    """A Xeri study made by the kit's own ops (author.py), as an author downloads it: a step
    on the deal, two moves, a question (its `marked` cards highlighted)."""
    from pygame_core import bridge

    def call(name, **args):
        reply = json.loads(bridge.handle(json.dumps({"id": 1, "op": name, "args": {
            **args, "table": "e2e-lesson"}})))
        assert reply["ok"], reply
        return reply["result"]

    values = {"game": "xeri", "place-hand1": "9C 5H 2C 3C 4C 6C", "mode": "replay",
              "place-hand2": "5S 6S 7S 8S 10S QS", "place-pile": "2D 3D 4D 9S",
              "title-en": "A xeri"}
    call("author_do", action="deal", values=values)
    call("author_do", action="step", values={**values, "step-en": "Look at the top card.",
                                             "highlight": "9S"})
    for event in ({"player": 0, "play": "9C"}, {"player": 1, "play": "5S"}):
        call("author_play", event=event)
    return call("author_do", action="step", values={**values, "step-en": "Your move.",
                                                    "ask": "1", "highlight": marked})


def test_a_lesson_file_beside_the_article_is_read_by_the_element(host, context):
    """A lesson downloaded from the kit and hosted on the author's own site, beside the article:
    `<xeri-table lesson="...">` reads it (under a policy that lets the page fetch its own
    files) and gives it to its frame packed, a short address; its still is up before any
    engine. A file not there, or a policy that does not let it be read, is said in the frame."""
    made = lesson()
    host.files["/lessons/a-xeri.json"] = (made["json"].encode(), "application/json")
    page = context.new_page()
    page.goto(host.page("/article/xeri.html",
                        '<xeri-table id="f" lesson="../lessons/a-xeri.json" lang="el">'
                        '</xeri-table><xeri-table id="n" lesson="nowhere.json"></xeri-table>',
                        csp="connect-src 'self'"))
    assert wait_message(page, "f", "ready")[0]["title"] == "A xeri"
    page.frame_locator("xeri-table#f iframe").locator("html[data-still=position]").wait_for(
        state="attached")
    src = page.locator("xeri-table#f iframe").get_attribute("src")
    assert parse_qs(urlsplit(src).query)["scenario"][0].startswith("z:") and len(src) < 8192
    error = wait_message(page, "n", "error")[0]
    assert error["code"] == "lesson" and "nowhere.json" in error["message"], error
    assert page.frame_locator("xeri-table#n iframe").locator("#error-text").evaluate(SEEN)
    page.goto(host.page("/article/strict.html",
                        '<xeri-table id="s" lesson="../lessons/a-xeri.json"></xeri-table>'))
    error = wait_message(page, "s", "error")[0]
    assert error["code"] == "lesson" and "connect-src" in error["message"], error


def test_the_kit_keeps_the_lesson_opens_it_again_and_edits_a_step_in_place(context, server):
    """Nothing the author did is lost (issue 36's try-out): a lesson's file opens in the kit
    (the codes replay it from its first step), a step's words are edited in place, a reload
    brings the lesson back, Deal over it is undone, the game switched away and back chooses
    it again, and its code pasted opens it as it was."""
    made = lesson()
    kit = context.new_page()
    kit.set_viewport_size({"width": 1280, "height": 900})
    # The one lesson a browser keeps today (its one key: the lesson, then its undo list) opens.
    kit.goto(f"{server.url}favicon.svg")    # our origin, no page of it: the lesson kept there
    kit.evaluate("(kept) => localStorage.setItem('xeri-table.lesson', kept)", made["keep"])
    kit.goto(f"{server.url}kit.html?lang=en")
    kit.wait_for_selector("main#kit[data-state=ready]", state="attached", timeout=TIMEOUT)
    steps = kit.locator("#author-step-list > li")
    steps.nth(1).wait_for(timeout=TIMEOUT)
    assert kit.is_checked("#kit-mode-replay") and kit.input_value("#kit-title-en") == "A xeri"
    assert kit.input_value("#kit-scenario") == made["packed"]
    assert f'scenario="{made["packed"]}"' in kit.input_value("#code-element")
    assert "Moves played: 2" in kit.inner_text("#author-counts")
    assert "starts at move 0, the first step" in kit.inner_text("#author-starts")
    # A step's words, edited in place; kept in the browser through a reload.
    kit.fill("#kit-edit1-step-en", "The top card is 9♠.")
    kit.click("[data-author=edit-1]")
    until(lambda: kit.input_value("#kit-scenario") != made["packed"], "the step's new words")
    # The title, typed and left with Tab (author3's try, 1): taken at once, as every field is.
    kit.fill("#kit-title-en", "A xeri, retitled")
    kit.press("#kit-title-en", "Tab")
    until(lambda: 'title="A xeri, retitled"' in kit.input_value("#code-iframe"), "the title")
    edited = kit.input_value("#kit-scenario")
    # A reload mid-edit: a step's words typed, not added yet, and the text typed, the field not
    # left: both are there again, and the text is the lesson's.
    kit.fill("[name=step-en]", "Half a sentence")
    kit.fill("#kit-text-en", "Typed, the field not left.")
    # While the lesson comes back, nothing in the studio takes a click (author5: a Deal then
    # started another lesson): the section is inert, and says so, until it is back.
    kit.add_init_script("new MutationObserver((seen) => (window.inert ||= []).push(...seen.map("
                        "(m) => m.target.inert))).observe(document, {subtree: true,"
                        " attributeFilter: ['inert']})")
    kit.reload()
    kit.wait_for_selector("main#kit[data-state=ready]", state="attached", timeout=TIMEOUT)
    steps.nth(1).wait_for(timeout=TIMEOUT)
    until(lambda: kit.evaluate("window.inert") == [True, False], "the studio inert, then not",
          detail=lambda: kit.evaluate("window.inert"))
    assert kit.input_value("#kit-edit1-step-en") == "The top card is 9♠."
    assert kit.input_value("#kit-title-en") == "A xeri, retitled"
    assert kit.input_value("[name=step-en]") == "Half a sentence"
    until(lambda: kit.input_value("#kit-scenario") != edited, "the text typed taken")
    assert kit.input_value("#kit-text-en") == "Typed, the field not left."
    assert json.loads(base64.b64decode(kit.get_attribute("#author-download", "href").split(
        ",")[1]))["text"] == {"en": "Typed, the field not left."}
    edited = kit.input_value("#kit-scenario")

    def stored():
        return kit.evaluate("Object.fromEntries(Object.entries(localStorage))")

    assert stored()["xeri-table.lesson"].split()[0] == edited      # under its own key still
    # A Deal over it is a new lesson: the last one stays, listed to open again (a lesson of
    # one game offered under that game only); the lesson file opened goes in the new one.
    kit.click("#author-deal")
    kit.wait_for_selector("#author-summary .author-notes:has-text('«A xeri, retitled», is kept"
                          " in your lessons')", timeout=TIMEOUT)
    assert steps.count() == 0
    kit.set_input_files("#kit-lesson-file", files=[{
        "name": "A xeri.json", "mimeType": "application/json", "buffer": made["json"].encode()}])
    until(lambda: kit.input_value("#kit-scenario") == made["packed"], "the file opened")
    # ... and the file box emptied: Open after it says there is nothing chosen, not under
    # a lesson it opened (author6's try, 4).
    until(lambda: kit.input_value("#kit-lesson-file") == "", "the file box emptied")
    until(lambda: len(stored()) == 2, "two lessons kept", detail=stored)
    assert stored()["xeri-table.lesson"].split()[0] == edited
    kit.click("#author-lessons li[data-lesson=''] button[data-author=restore]")
    until(lambda: kit.input_value("#kit-scenario") == edited, "the last lesson opened again")
    assert kit.input_value("#kit-edit1-step-en") == "The top card is 9♠."
    assert [o for o in kit.locator("#kit-scenario option[data-own]").evaluate_all(
        "os => os.map((o) => o.value)")] == [edited, made["packed"]]
    kit.check("#kit-game-xix")
    assert kit.input_value("#kit-scenario").startswith("scenarios/xix-")
    # Another game chosen: the Xeri lesson's table folds away, and a line says why (author5).
    assert kit.locator(".author-table").is_hidden() and kit.locator("#author-back").is_hidden()
    assert kit.inner_text(".author-other").startswith("Your lesson «A xeri, retitled» is a")
    # ... and its counts, start and steps with it (author6's try, 4: they read as the other's).
    assert kit.locator("#author-counts").is_hidden()
    assert kit.locator("#author-step-list").is_hidden()
    kit.check("#kit-game-xeri")
    assert kit.locator(".author-table").is_visible() and kit.locator(".author-other").is_hidden()
    assert kit.locator("#author-counts").is_visible()
    assert kit.input_value("#kit-scenario") == edited
    assert f'scenario="{edited}"' in kit.input_value("#code-element")
    # Its code, pasted as a table's code, opens the lesson as it was made.
    kit.fill("#kit-lesson", f'<xeri-table scenario="{made["packed"]}"></xeri-table>')
    kit.click("#author-open")
    until(lambda: kit.input_value("#kit-scenario") == made["packed"], "the pasted lesson")
    assert kit.input_value("#kit-edit1-step-en") == "Look at the top card."
    assert kit.inner_text("#author-error") == ""
    # ... the one the browser keeps already, under its key: no copy (author6's try, 4).
    until(lambda: len(stored()) == 2, "two lessons kept", detail=stored)
    assert stored()[f"xeri-table.lesson{kit.evaluate(KEY)}"].split()[0] == made["packed"]
    # A lesson deleted from the list, with a confirmation; the others stay.
    asked = []
    kit.once("dialog", lambda dialog: (asked.append(dialog.message), dialog.accept()))
    kit.locator("#author-lessons button[data-drop]").first.click()
    until(lambda: len(stored()) == 1, "a lesson deleted", detail=stored)
    assert asked[0].startswith("Delete the lesson «A xeri, retitled» from this"), asked
    assert "xeri-table.lesson" not in stored()
    # A full storage: the change is said, and what was kept stays as it was.
    before = stored()
    kit.evaluate("() => { for (let n = 1 << 22, i = 0; n > 8; i++) try {"
                 " localStorage.setItem(`filler${i}`, 'x'.repeat(n)); } catch { n >>= 1; } }")
    kit.click("#author-start")
    kit.locator("#author-full").wait_for(timeout=TIMEOUT)
    assert {k: v for k, v in stored().items() if k.startswith("xeri-table")} == before
    kit.evaluate("() => Object.keys(localStorage).filter((k) => k.startsWith('filler'))"
                 ".forEach((k) => localStorage.removeItem(k))")


def test_two_kit_tabs_work_on_a_lesson_each(context, server):
    """The kit's engine is shared by its tabs: each page's studio is its own, so a lesson
    opened in a second tab leaves the first tab's lesson as it was."""
    first = lesson()
    from pygame_core import bridge
    reply = json.loads(bridge.handle(json.dumps({"id": 1, "op": "author_play", "args": {
        "event": {"player": 0, "play": "5H"}, "table": "e2e-lesson"}})))
    second = reply["result"]
    pages = []
    for made, moves in ((first, 2), (second, 3)):
        kit = context.new_page()
        kit.goto(f"{server.url}kit.html?lang=en")
        kit.wait_for_selector("main#kit[data-state=ready]", state="attached", timeout=TIMEOUT)
        kit.fill("#kit-lesson", made["packed"])
        kit.click("#author-open")
        until(lambda k=kit, m=made: k.input_value("#kit-scenario") == m["packed"],
              "the lesson opened", timeout=TIMEOUT / 1000)
        assert f"Moves played: {moves}" in kit.inner_text("#author-counts")
        pages.append(kit)
    pages[0].click("#author-start")
    pages[0].wait_for_selector("#author-starts:has-text('The table starts at move 2.')",
                               timeout=TIMEOUT)
    assert "Moves played: 2" in pages[0].inner_text("#author-counts")
    # Both tabs on one kept lesson (the second opens the first's from its list): each one's
    # changes are kept, the second's under a new key, nothing written over.
    mine = [kit.evaluate("sessionStorage.getItem('xeri-table.lesson')") for kit in pages]
    assert mine[0] != mine[1]
    pages[1].click(f"#author-lessons li[data-lesson='{mine[0]}'] button[data-author=restore]")
    until(lambda: "Moves played: 2" in pages[1].inner_text("#author-counts"), "it opened")
    for kit in pages:
        kit.click("#author-back")
        until(lambda k=kit: "Moves played: 1" in k.inner_text("#author-counts"), "a move back")
    stored = pages[0].evaluate("Object.fromEntries(Object.entries(localStorage))")
    mine = [kit.evaluate("sessionStorage.getItem('xeri-table.lesson')") for kit in pages]
    assert len(set(mine)) == 2 and len(stored) == 3, (mine, stored)
    for kit, end in zip(pages, mine, strict=True):
        assert stored[f"xeri-table.lesson{end}"].split()[0] == kit.input_value("#kit-scenario")


def test_a_lesson_started_at_a_step_shows_that_position_at_its_height(host, context, server):
    """Author2's try (2): with `start=` the reader saw a 170 px box naming the game, which grew
    to the table's height on start. The kit's lesson carries the still of each step's move:
    the frame opens on the position it starts at, at the height it keeps once started (at a
    phone's and a desktop's width, the window resized in place)."""
    made = lesson("3C")
    page = context.new_page()
    page.set_viewport_size({"width": 360, "height": 900})
    page.goto(host.page("/start.html", f'<xeri-table id="s" scenario="{made["packed"]}" '
                                       'start="2" speed="instant"></xeri-table>'
                        + buttons("s", "start", "prev") + f'<xeri-table id="x" scenario="'
                        f'{xix_lesson(server)}" start="2" speed="instant"></xeri-table>'))
    wait_message(page, "s", "ready")
    frame = page.frame_locator("xeri-table#s iframe")
    iframe = page.locator("xeri-table#s iframe")
    assert frame.locator("html").get_attribute("data-still") == "position"
    # A XIX question on raise or abandon has its still too (author6's try, 1: its stakes
    # table was refused, and the frame showed a plain box).
    wait_message(page, "x", "ready")
    xix = page.frame_locator("xeri-table#x iframe")
    assert xix.locator("html").get_attribute("data-still") == "position"
    assert xix.locator("#stage table").count() == 1
    # the position after 9C took the pile and 5S was laid: 5S on the table, the question
    assert frame.locator("#stage [data-key=c-5S]").count() == 1
    assert frame.locator("#study-note").inner_text() == "Your move."

    def fitted():
        """The frame's height once it is the last one its table asked for and holds the
        table drawn at the frame's width."""
        asked = messages(page, "s", "resize")
        box = iframe.bounding_box()
        return box["height"] if asked and abs(box["height"] - asked[-1]["height"]) < 1 and abs(
            box["height"] - frame.locator("#table").bounding_box()["height"]) <= 1 else None

    def at(width):
        page.set_viewport_size({"width": width, "height": 900})
        at_width(page, "xeri-table#s iframe")
        until(lambda: fitted() is not None, f"the frame to fit its table at {width}")
        clear_of_the_prompt(frame)
        return fitted()

    before = {width: at(width) for width in (360, 1280)}
    asked = len(messages(page, "s", "resize"))
    press(page, "#s-start")
    settled(page, "s")
    # No jump on start (author3's try, 7): the still's height held till the table is drawn.
    heard = [m["event"] for m in messages(page, "s")]
    assert heard[:heard.index("started")].count("resize") == asked, heard
    frame.locator("html[data-frame='2']").wait_for(state="attached", timeout=TIMEOUT)
    frame.locator("#stage button.card.legal").first.wait_for(timeout=TIMEOUT)
    for width in (1280, 360):
        height = at(width)
        assert abs(height - before[width]) <= 8, (before, height)
    # A move back, to a frame with no step's note: the frame keeps its height and the replay's
    # buttons stay under the reader's pointer (author5: 583 -> 521 -> 564 px a move).
    forward = frame.locator("#ctl-next").bounding_box()["y"]
    press(page, "#s-prev")
    frame.locator("html[data-frame='1']").wait_for(state="attached", timeout=TIMEOUT)
    frame.locator("#study-note").wait_for(state="detached", timeout=TIMEOUT)
    until(lambda: fitted() is not None, "the frame to fit its table at move 1")
    assert fitted() == height and frame.locator("#ctl-next").bounding_box()["y"] == forward, (
        height, fitted(), forward, frame.locator("#ctl-next").bounding_box())
    # ... and the XIX one keeps its still's height once started (it jumped by 225 px).
    xframe = page.locator("xeri-table#x iframe")
    still = xframe.bounding_box()["height"]
    xix.locator("#start").click()
    settled(page, "x")
    xix.locator("#raise").wait_for(timeout=TIMEOUT)
    until(lambda: abs(xframe.bounding_box()["height"] - xix.locator("#table").bounding_box()[
        "height"]) <= 1, "the XIX frame to fit its live table")
    assert abs(xframe.bounding_box()["height"] - still) <= 8, (still, xframe.bounding_box())


def xix_lesson(server) -> str:
    """A XIX lesson packed as the kit writes it: a step on the lead, and a question on raise
    or abandon after the first strike (move 2)."""
    from pygame_core import embed, studio

    doc = json.loads((server.root / "scenarios" / "xix-raise-abandon.json").read_text())
    doc.pop("shows")
    doc.update(at=2, steps=[{"at": 2, "text": "Lead."}, {"at": 4, "ask": True}])
    return studio.pack(embed.with_still(doc))


def clear_of_the_prompt(frame):
    """Author2's try (6): the question's marked card, raised, covered "Your turn" above it."""
    prompt = frame.locator("#prompt").bounding_box()
    card = frame.locator("#stage .hand [data-key=c-3C]").bounding_box()
    assert prompt["y"] + prompt["height"] <= card["y"] - 7, (prompt, card)   # 7: its ring


@pytest.mark.cold  # a warm context's frame would load from its offline copy, site or not
def test_a_table_whose_site_is_gone_says_so_in_the_page(host, context, server):
    """Author2's try (1): offline, where a browser keeps no third-party storage (no service
    worker in the frame), the reader saw only the browser's error page in the frame. The
    element's frame that loads no table (its site gone) gives way to a line in the page, in
    the table's language; a table that answers keeps its frame and says nothing more. (Both
    languages on one page: one first visit.)"""
    from pygame_core import embed, words

    # The element waits PATIENCE_MS for a frame's first word (twice that for one that never
    # loads) before it says so: served here with a shorter wait, the same rule (seconds of
    # waiting saved; a table that answers clears the line whenever it answers).
    element = (server.root / "xeri-table.js").read_text()
    served, count = re.subn(r'"patience": [0-9.e]+,', '"patience": 1000,', element)
    assert count == 1, "xeri-table.js lost its catalog's patience"
    server.overrides["/xeri-table.js"] = served.encode()
    page = context.new_page()
    page.route(re.compile(r".*/embed\.html\?.*id=gone.*"),
               lambda route: route.abort("connectionrefused"))
    page.route(re.compile(r".*/embed\.html\?.*id=hung.*"), lambda route: None)  # no answer
    page.goto(host.page("/gone.html", '<xeri-table id="hung-en" scenario="scenarios/xeri-'
                        'capture.json"></xeri-table>' + "".join(
        f'<xeri-table id="{name}-{lang}" lang="{lang}" scenario="scenarios/xeri-capture.json">'
        "</xeri-table>" for lang in ("en", "el") for name in ("gone", "here"))),
              wait_until="domcontentloaded")   # a frame that never answers holds the load event
    # A site that never answers (the frame never loads) gets the line too.
    page.locator("xeri-table#hung-en > p").wait_for(timeout=embed.PATIENCE_MS * 4)
    for lang in ("en", "el"):
        said = page.locator(f"xeri-table#gone-{lang} > p")
        said.wait_for(timeout=embed.PATIENCE_MS * 4)
        assert said.inner_text() == words.CHROME[lang]["embed.lost"]
        assert not page.locator(f"xeri-table#gone-{lang} iframe").is_visible()
        wait_message(page, f"here-{lang}", "ready")
        assert page.locator(f"xeri-table#here-{lang} > p").count() == 0
        assert page.locator(f"xeri-table#here-{lang} iframe").is_visible()


def test_a_kept_lesson_that_does_not_open_is_kept_aside(context, server):
    """A lesson kept in the browser that the kit cannot open again is not overwritten by the
    next one without a word: the kit says so, and the page keeps it under a name of its own."""
    origin = server.url.rstrip("/")
    damaged = "z:AAAA"
    kit = context.new_page()
    kit.goto(f"{server.url}favicon.svg")    # our origin, no page of it: the lesson kept there
    kit.evaluate("(lesson) => localStorage.setItem('xeri-table.lesson', lesson)", damaged)
    kit.goto(f"{server.url}kit.html?lang=en")
    kit.wait_for_selector("#author-error:has-text('kept aside')", timeout=TIMEOUT)
    author_deal(kit, "xix", {"hand1": "18 17 16 15 14 13"})

    def kept():
        return {i["name"]: i["value"] for o in context.storage_state()["origins"]
                if o["origin"] == origin for i in o["localStorage"]}

    until(lambda: len(kept()) == 2, "the new lesson kept", detail=kept)
    assert [name for name, value in kept().items() if value == damaged][0].startswith(
        "xeri-table.lesson.aside.")


def test_the_author_looks_back_a_move_and_marks_a_step_there(context, server):
    """Author2's try (4): Back and Forward on the author's table only look; a step added while
    looking is at the move shown, and the record keeps its moves."""
    made = lesson()
    kit = context.new_page()
    kit.goto(f"{server.url}kit.html?lang=en")
    kit.wait_for_selector("main#kit[data-state=ready]", state="attached", timeout=TIMEOUT)
    kit.fill("#kit-lesson", made["packed"])
    kit.click("#author-open")
    until(lambda: kit.input_value("#kit-scenario") == made["packed"], "the lesson opened",
          timeout=TIMEOUT / 1000)
    kit.click("#author-prev")
    kit.wait_for_selector("#author-looking:has-text('Looking at move 1 of 2')", timeout=TIMEOUT)
    assert kit.locator("#stage button.card.legal").count() == 0
    # Its picture is of the move shown there (author3's try, 4), not of the preview's.
    with kit.expect_download(timeout=TIMEOUT) as got:
        kit.click("#author-picture-png")
    assert got.value.suggested_filename == "A xeri - move 1.png"
    # a picture whole (read to its end: a download left running can hold the page's close)
    assert Path(got.value.path()).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    author_step(kit, "After 9C took the pile.", "Μετά το 9♣.")
    assert [li.split("\n")[0] for li in kit.locator("#author-step-list > li").all_inner_texts()
            ] == ["Move 0", "Move 1", "Move 2 · a question"]
    assert "Moves played: 2" in kit.inner_text("#author-counts")
    kit.click("#author-next")
    kit.wait_for_selector("#author-looking", state="detached", timeout=TIMEOUT)
    kit.locator("#stage button.card.legal").first.wait_for(timeout=TIMEOUT)
    # A lesson whose address would be over what a frame takes (and many servers: a bare 414
    # page; a lesson file gives its frame the same address): no code, and why, in both boxes.
    kit.fill("#kit-lesson", long_lesson(server))
    kit.click("#author-open")
    until(lambda: "No code" in kit.input_value("#code-iframe"), "the codes of a long lesson")
    for box in ("#code-element", "#code-iframe"):
        said = kit.input_value(box)
        assert said.startswith("No code for this lesson") and "32,000" in said, said


def long_lesson(server) -> str:
    """A study of a whole round whose steps' words (random letters: they do not pack small)
    make its packed address over the 32,000 characters a frame takes."""
    import random

    from pygame_core import studio

    doc = json.loads((server.root / "scenarios" / "xeri-score.json").read_text())
    rng = random.Random(36)
    words = lambda: "".join(rng.choice("abcdefghijklmnopqrstuvwxyz ") for _ in range(2000))  # noqa: E731
    doc = {"seat": 0, "record": doc["record"], "steps": [
        {"at": at, "text": {"en": words(), "el": words()}} for at in range(4, 52, 4)]}
    packed = studio.pack(doc)
    assert 32_000 < len(packed) < studio.MOST_PACKED, len(packed)
    return packed


def test_a_refusal_is_said_beside_what_caused_it(context, server):
    """A lesson's code the kit refuses was said in the summary, about 1000 px under the Open
    button the author had pressed: now beside it, focused (and read out: role=alert); the next
    lesson drawn takes it away."""
    kit = context.new_page()
    kit.set_viewport_size({"width": 1280, "height": 800})
    kit.goto(f"{server.url}kit.html?lang=en")
    kit.wait_for_selector("main#kit[data-state=ready]", state="attached", timeout=TIMEOUT)
    kit.fill("input[name=lesson]", '{"record": {"format": 1, "game": "xix", "config": {}, '
             '"events": [{"player": 0, "play": 99}]}}')
    kit.click("#author-open")
    said = kit.locator("#author-error")
    kit.wait_for_selector("#author-error:not(:empty)", timeout=TIMEOUT)
    assert said.count() == 1 and said.evaluate("e => e === document.activeElement")
    button, box = kit.locator("#author-open").bounding_box(), said.bounding_box()
    assert 0 < box["y"] - button["y"] < 200 and box["y"] + box["height"] <= 800, (button, box)
    # The author mends what was refused: the sentence, of what was there before, goes.
    kit.locator("input[name=lesson]").press_sequentially("x")
    assert said.inner_text() == ""
    author_deal(kit, "xix", {"hand1": "18 17 16 15 14 13"})
    assert said.count() == 1 and said.inner_text() == ""


def test_a_new_lesson_starts_clean_and_an_undone_deal_leaves_nothing(context, server):
    """A step's words typed for one lesson came up in the next one dealt (a leak), and Undo
    of a Deal over a lesson left the bare deal among the author's lessons."""
    origin = server.url.rstrip("/")
    kit = context.new_page()
    kit.set_viewport_size({"width": 1280, "height": 900})
    kit.goto(f"{server.url}kit.html?lang=en")
    kit.wait_for_selector("main#kit[data-state=ready]", state="attached", timeout=TIMEOUT)
    author_deal(kit, "xix", {"hand1": "18 17 16 15 14 13"})
    kit.fill("#kit-title-en", "Lesson A")
    kit.press("#kit-title-en", "Tab")
    until(lambda: 'title="Lesson A"' in kit.input_value("#code-iframe"), "the title")

    def kept():
        return sorted(i["name"] for o in context.storage_state()["origins"]
                      if o["origin"] == origin for i in o["localStorage"])
    until(lambda: len(kept()) == 1, "lesson A kept", detail=kept)
    kit.fill("[name=step-en]", "Words for lesson A")
    kit.fill("input[name=highlight]", "18")
    author_deal(kit, "xix", {"hand1": "1 2 3 4 5 6"})
    until(lambda: len(kept()) == 2, "the new deal kept beside lesson A", detail=kept)
    until(lambda: kit.input_value("#kit-title-en") == "", "the new lesson drawn")
    assert kit.input_value("[name=step-en]") == "" and kit.input_value(
        "input[name=highlight]") == ""
    kit.click("#author-undo")
    until(lambda: kit.input_value("#kit-title-en") == "Lesson A", "lesson A back")
    until(lambda: len(kept()) == 1, "the bare deal gone", detail=kept)
    assert kit.locator("#author-lessons li").count() <= 1
