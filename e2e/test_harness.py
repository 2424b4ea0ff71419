"""The browser the tests and benchmarks start (sitebuild.testenv.chromium_args)."""

from __future__ import annotations


def test_the_browser_starts_without_its_own_ui_pages(browser, page):
    # Chromium preloads its address bar's popup (chrome://omnibox-popup…, a WebUI page)
    # at every launch: work on the cores the benchmarks would count as the page's.
    page.goto("about:blank")
    targets = browser.new_browser_cdp_session().send("Target.getTargets")["targetInfos"]
    assert [t["url"] for t in targets if t["url"] == "about:blank"]
    assert not [t["url"] for t in targets if t["url"].startswith("chrome://")]
