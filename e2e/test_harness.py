"""The browser the tests and benchmarks start (sitebuild.testenv.chromium_args)."""

from __future__ import annotations

from hosts import host


def test_the_browser_starts_without_its_own_ui_pages(browser, page):
    # Chromium preloads its address bar's popup (chrome://omnibox-popup…, a WebUI page)
    # at every launch: work on the cores the benchmarks would count as the page's.
    page.goto("about:blank")
    targets = browser.new_browser_cdp_session().send("Target.getTargets")["targetInfos"]
    assert [t["url"] for t in targets if t["url"] == "about:blank"]
    assert not [t["url"] for t in targets if t["url"].startswith("chrome://")]


assert host  # the fixture


def _visit(context, url: str) -> str:
    page = context.new_page()
    page.goto(f"{url}?pace=instant")
    page.wait_for_selector("html[data-app-state=ready]", state="attached", timeout=90_000)
    page.wait_for_selector("html[data-snapshot=saved], html[data-snapshot=restored]",
                           state="attached", timeout=90_000)
    return page.get_attribute("html", "data-snapshot")


def test_a_warm_context_comes_back_empty_but_for_the_snapshot(warm_contexts, server):
    """WarmContexts (conftest.py): the second test in a context restores the engine's
    snapshot and finds nothing the first saved (no game; the language the browser's), at
    its own viewport; a context changed past cleaning is not reused. The context is the
    pool's usual one (no options): if a warm test before left it, its first visit here
    restores too (a cold boot saved), and it goes back to the pool for the tests after."""
    from play_driver import new_game, settle, tool
    from stored import stored

    url = server.url
    first = warm_contexts.take(url, {"viewport": {"width": 360, "height": 740}})
    assert _visit(first, url) in ("saved", "restored")
    page = first.pages[0]
    assert page.viewport_size == {"width": 360, "height": 740}
    tool(page, "#btn-lang").click()
    page.wait_for_selector("html[lang=el]", state="attached")
    new_game(page, "xeri", 2, ["ai:easy"])
    settle(page)
    assert "game" in stored(page, server)
    warm_contexts.give_back(first)

    again = warm_contexts.take(url, {})
    assert again is first
    assert _visit(again, url) == "restored"
    page = again.pages[0]
    assert page.get_attribute("html", "lang") == "en"
    assert "game" not in stored(page, server)
    assert page.viewport_size != {"width": 360, "height": 740}
    warm_contexts.give_back(again)

    # Options no other test asks for, and no page visited: changed past what cleaning
    # undoes, it is closed, not given back.
    own = {"timezone_id": "Europe/Athens"}
    spoiled = warm_contexts.take(url, dict(own))
    spoiled.new_cdp_session(spoiled.new_page())
    warm_contexts.give_back(spoiled)
    assert warm_contexts.take(url, dict(own)) is not spoiled


# What a page may leave in its origin's storage, and what of it is there (in a frame too).
LEAVE_JS = """async () => {
  localStorage.setItem("probe", "left");
  await (await caches.open("probe")).put("/probe", new Response("left"));
  await new Promise((done) => { indexedDB.open("probe").onsuccess = done; });
}"""
FOUND_JS = """async () => [localStorage.getItem("probe"), (await caches.keys()).sort(),
                       (await indexedDB.databases()).map((db) => db.name)]"""


def test_a_warm_context_comes_back_empty_for_the_host_and_its_frames_too(warm_contexts, host,
                                                                         server):
    """A context that went to a host page (e2e/hosts.py) comes back with nothing saved on
    the host's origin nor in our embed's storage partitioned under the host's site, but
    that partition's snapshot and offline copy: its next table restores the snapshot. The
    pool's usual context: one an embed test before left has the partition's snapshot and
    offline copy already (a frame's cold boot saved)."""
    from hosts import buttons, press, wait_message

    url = host.page("/warm.html", '<xeri-table id="t" scenario="scenarios/xeri-capture.json" '
                    'speed="instant"></xeri-table>' + buttons("t", "start"))

    def visit(context):
        page = context.new_page()
        page.goto(url)
        wait_message(page, "t", "ready")
        press(page, "#t-start")
        frame = page.frame_locator("xeri-table#t iframe")
        frame.locator("html[data-snapshot=saved], html[data-snapshot=restored]").wait_for(
            state="attached", timeout=90_000)
        embed = next(f for f in page.frames if f.url.startswith(server.url))
        return page, embed, frame.locator("html").get_attribute("data-snapshot")

    first = warm_contexts.take(server.url, {})
    page, embed, snapshot = visit(first)
    assert snapshot in ("saved", "restored")
    embed.locator("html[data-offline=ready]").wait_for(state="attached", timeout=90_000)
    for where in (page, embed):
        where.evaluate(LEAVE_JS)
        assert where.evaluate(FOUND_JS)[0] == "left"
    warm_contexts.give_back(first)

    again = warm_contexts.take(server.url, {})
    assert again is first
    page, embed, snapshot = visit(again)
    assert snapshot == "restored"
    assert page.evaluate(FOUND_JS) == [None, [], []]
    probe, caches, databases = embed.evaluate(FOUND_JS)
    assert probe is None and databases == []
    assert [name.split("-")[:2] for name in caches] == [["xeri", "precache"], ["xeri", "snapshot"]]
    warm_contexts.give_back(again)
