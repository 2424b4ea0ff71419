"""The embed kit (kit.html): an author's choices make the code, and the code, pasted into
a page on another origin, boots the chosen table in the chosen language."""

from __future__ import annotations

import json
import re

import pytest
from hosts import at_width, embed_state, engines, host, kept_context, messages, wait_message

pytestmark = pytest.mark.warm  # e2e/conftest.py: WarmContexts

TIMEOUT = 90_000
assert host and engines and kept_context  # the fixtures: `context` is hosts.py's


def open_kit(page, server, lang="en"):
    page.set_viewport_size({"width": 1280, "height": 900})
    page.goto(f"{server.url}kit.html?lang={lang}")
    page.wait_for_selector("main#kit[data-state=ready]", state="attached", timeout=TIMEOUT)


def codes(page):
    return page.input_value("#code-element"), page.input_value("#code-iframe")


def test_choices_make_the_code_and_the_pasted_code_boots_that_table(page, server, host, context):
    open_kit(page, server)
    element, iframe = codes(page)
    assert 'scenario="scenarios/xeri-capture.json"' in element and 'mode="replay"' in element
    assert f'src="{server.url}xeri-table.js"' in element
    assert f'src="{server.url}embed.html?' in iframe
    assert 'sandbox="allow-scripts allow-same-origin allow-popups' in iframe
    assert 'frameborder="0"' in iframe    # no inset border, no wider than its column (author5)
    # The preview is the element of the code.
    preview = page.locator("#preview xeri-table")
    assert preview.get_attribute("scenario") == "scenarios/xeri-capture.json"

    # A fresh Xeri deal: players, variations and rounds; no replay without a scenario.
    page.select_option("#kit-scenario", "")
    page.check("#kit-players-4")
    page.check("#kit-variants-V1")
    page.check("#kit-variants-V4")
    page.fill("#kit-rounds", "3")
    page.locator("#kit-rounds").dispatch_event("change")
    element, iframe = codes(page)
    for attr in ('players="4"', 'variants="V1,V4"', 'rounds="3"', 'mode="play"'):
        assert attr in element, attr
    assert "scenario=" not in element and "variants=V1%2CV4" in iframe
    assert page.locator("#preview xeri-table").get_attribute("players") == "4"

    # XIX: its scenarios only; a fresh deal has no replay, so the mode falls back to play.
    page.check("#kit-game-xix")
    assert page.locator("#kit-scenario option:not([disabled])").all_inner_texts()[1:] == [
        json.loads((server.root / "scenarios" / f"xix-{n}.json").read_text())["title"]["en"]
        for n in ("draft", "nineteen", "raise-abandon", "stakes", "trade")]
    element, _ = codes(page)
    assert 'game="xix"' in element and "scenario=" not in element and 'mode="play"' in element
    assert page.locator("#kit-mode-replay").is_disabled()
    assert page.locator("#kit-players-4").is_hidden()

    page.select_option("#kit-scenario", "scenarios/xix-trade.json")
    page.select_option("#kit-lang", "el")
    page.select_option("#kit-theme", "dark")
    page.select_option("#kit-ai", "easy")
    page.fill("#kit-seed", "7")
    page.locator("#kit-seed").dispatch_event("change")
    element, iframe = codes(page)
    for attr in ('scenario="scenarios/xix-trade.json"', 'mode="play"', 'lang="el"',
                 'theme="dark"', 'ai="easy"', 'seed="7"'):
        assert attr in element, attr
    assert "speed=" not in element            # the embed's default is left out
    assert "scenario=scenarios%2Fxix-trade.json" in iframe and "lang=el" in iframe
    expect_preview = page.locator("#preview xeri-table[scenario='scenarios/xix-trade.json']")
    expect_preview.wait_for(state="attached", timeout=TIMEOUT)
    assert expect_preview.get_attribute("lang") == "el"

    # The page's own words in Greek; the choices stay.
    page.click("button[data-lang=el]")
    assert page.locator("html[lang=el]").count() == 1
    assert re.search("[α-ω]", page.inner_text("h1"))
    assert codes(page) == (element, iframe)
    assert page.locator("#preview xeri-table").get_attribute("scenario") == (
        "scenarios/xix-trade.json")
    assert not server.csp_reports

    # Both codes pasted into a page of another origin, under its own strict CSP.
    framed = iframe.replace("<iframe ", '<iframe id="plain" ', 1)
    other = context.new_page()
    other.goto(host.page("/pasted.html", f"{element}\n{framed}"))
    title = json.loads((server.root / "scenarios" / "xix-trade.json").read_text())["title"]["el"]
    ready = wait_message(other, "xeri-table-1", "ready")[0]
    assert ready["title"] == title and ready["mode"] == "play"
    for sel in ("xeri-table iframe", "iframe#plain"):
        frame = other.frame_locator(sel)
        embed_state(other, sel, "still")
        assert frame.locator("html[lang=el][data-game=xix][data-theme=dark]").count() == 1, sel
        assert frame.locator("#caption").inner_text().startswith(title), sel
    other.frame_locator("xeri-table iframe").locator("#start").click()
    wait_message(other, "xeri-table-1", "started")
    table = other.frame_locator("xeri-table iframe")
    table.locator(".spot-bottom button.card.legal").first.wait_for(timeout=TIMEOUT)
    assert re.search("[α-ω]", table.locator("#status").inner_text())
    assert messages(other, "xeri-table-1", "error") == []
    # The element's fallback, a link to the table by its title: hidden once the element runs,
    # seen where its module cannot load (the table's site out of reach: author4's try).
    link = other.locator("xeri-table > a")
    assert link.inner_text() == title and link.is_hidden()
    bare = re.sub(r"<script[^>]*></script>", "", element)     # as if its site did not answer
    host.files["/bare.html"] = (f"<!doctype html><title>bare</title>{bare}".encode(),
                                "text/html; charset=utf-8")
    other.goto(f"{host.url}/bare.html")
    assert link.is_visible() and link.get_attribute("href").startswith(f"{server.url}embed.html?")


def test_the_preview_speaks_the_kits_language(page, server):
    """The kit switched to Greek shows its table in Greek, and back (the author may still
    choose the table's language after)."""
    open_kit(page, server)
    page.locator("#preview").scroll_into_view_if_needed()
    for lang, start in (("el", "Βήμα βήμα"), ("en", "Step through")):
        page.click(f"button[data-lang={lang}]")
        assert page.input_value("#kit-lang") == lang
        assert f'lang="{lang}"' in codes(page)[0] and f"lang={lang}" in codes(page)[1]
        table = page.frame_locator("#preview xeri-table iframe")
        table.locator(f"html[lang={lang}][data-embed-state=still]").wait_for(state="attached",
                                                                             timeout=TIMEOUT)
        assert table.locator("#start").inner_text().endswith(start)


def test_the_iframe_code_without_a_height_hides_nothing(page, server, host, context):
    """The kit's iframe code (no height chosen, so no events and no auto-height) is high
    enough for its game at any width: the tallest tables (XIX's draft played on, with its
    caption and prompt; four at Xeri), started, at 360, 760 and 1280 px. (420 px hid the top
    of both.)"""
    open_kit(page, server)
    page.check("#kit-game-xix")
    page.select_option("#kit-scenario", "scenarios/xix-draft.json")
    page.check("#kit-mode-play")
    xix = codes(page)[1]
    page.check("#kit-game-xeri")
    page.select_option("#kit-scenario", "")
    page.check("#kit-players-4")
    page.check("#kit-mode-demo")
    xeri = codes(page)[1]
    assert 'mode=play' in xix and 'height="900"' in xix and 'height="660"' in xeri
    body = xix.replace("<iframe ", '<iframe id="xix" ', 1) + xeri.replace(
        "<iframe ", '<iframe id="xeri" ', 1)
    other = context.new_page()
    other.set_viewport_size({"width": 360, "height": 900})
    other.goto(host.page("/tall.html", body))
    for width in (360, 760, 1280):      # started once, the window resized in place
        other.set_viewport_size({"width": width, "height": 900})
        for sel in ("iframe#xix", "iframe#xeri"):
            other.locator(sel).scroll_into_view_if_needed()
            if width == 360:
                embed_state(other, sel, "still")
                other.frame_locator(sel).locator("#start").click()
                embed_state(other, sel, "live")
            frame = other.frame_locator(sel).locator("html")
            frame.locator("#ctl-open").wait_for(timeout=TIMEOUT)
            at_width(other, sel)      # then read once a frame is drawn at it
            drawn = frame.evaluate("h => new Promise((done) => { const t = setTimeout(done,"
                                   " 30000); requestAnimationFrame(() => { clearTimeout(t);"
                                   " done([h.scrollHeight, innerHeight]); }); })")
            assert drawn, f"{sel} at {width}: no frame drawn in 30 s"   # rAF never ran
            need, have = drawn
            assert need <= have, (width, sel, need, have)
