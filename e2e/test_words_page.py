"""Issue 35's words on the real page (real Chromium, the real engine): what Python sends
as data the page writes in its language (a date through Intl), and what it announces."""

from __future__ import annotations

import json
import re

from stored import store

TIMEOUT = 90_000


def test_a_copys_date_is_written_in_the_pages_language_not_as_iso(app):
    page = app.page
    page.goto(app.server.url)
    page.wait_for_selector("#setup", timeout=TIMEOUT)
    store(page, "aside/stats/2026-01-05T10:00:00.000Z", '{"old": 1}')
    store(page, "settings", json.dumps({"format": 1, "speed": "warp"}))   # a notice to open
    page.reload()
    page.wait_for_selector("#storage-notice:not([hidden])", timeout=TIMEOUT)
    page.click("#storage-copies")
    item = page.locator("#copies li", has_text="Statistics")
    item.locator("time").wait_for(timeout=TIMEOUT)
    text = item.locator("span").inner_text()
    assert "Jan" in text and "2026" in text, text
    assert not re.search(r"\d{4}-\d\d-\d\d|T\d\d:", text), text
