"""The browser the tests and benchmarks start (sitebuild.testenv.chromium_args)."""

from __future__ import annotations


def test_the_browser_starts_without_its_own_ui_pages(browser, page):
    # Chromium preloads its address bar's popup (chrome://omnibox-popup…, a WebUI page)
    # at every launch: work on the cores the benchmarks would count as the page's.
    page.goto("about:blank")
    targets = browser.new_browser_cdp_session().send("Target.getTargets")["targetInfos"]
    assert [t["url"] for t in targets if t["url"] == "about:blank"]
    assert not [t["url"] for t in targets if t["url"].startswith("chrome://")]


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
    its own viewport; a context changed past cleaning is not reused."""
    from play_driver import new_game, settle, tool
    from stored import stored

    url = server.url
    # Options no other test asks for: a context of this worker's pool that no warm test used.
    own = {"timezone_id": "Europe/Athens"}
    first = warm_contexts.take(url, {**own, "viewport": {"width": 360, "height": 740}})
    assert _visit(first, url) == "saved"
    page = first.pages[0]
    assert page.viewport_size == {"width": 360, "height": 740}
    tool(page, "#btn-lang").click()
    page.wait_for_selector("html[lang=el]", state="attached")
    new_game(page, "xeri", 2, ["ai:easy"])
    settle(page)
    assert "game" in stored(page, server)
    warm_contexts.give_back(first)

    again = warm_contexts.take(url, dict(own))
    assert again is first
    assert _visit(again, url) == "restored"
    page = again.pages[0]
    assert page.get_attribute("html", "lang") == "en"
    assert "game" not in stored(page, server)
    assert page.viewport_size != {"width": 360, "height": 740}
    again.new_cdp_session(page)  # past what cleaning undoes
    warm_contexts.give_back(again)
    assert warm_contexts.take(url, dict(own)) is not first
