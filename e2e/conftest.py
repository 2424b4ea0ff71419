"""Browser tests: the real built site, real Pyodide, real Chromium (Playwright).

Fixtures for every e2e test (use them, don't start browsers or servers yourself):

site        (session)  Path of dist/, built once per run (the root conftest.py: the
                       unit tests of the build read the same dist/).
site_server (session)  devserver.DevServer serving dist/ on 127.0.0.1 from a thread
                       (serving(root, base) starts another one, e.g. under a sub-path).
server      (function) That server, reset for this test: set `server.overrides[path]` to
                       bytes (served instead of the file), an int (HTTP error status) or
                       devserver.HANG (never answers); `server.csp_reports` holds the CSP
                       violation reports browsers POSTed (report-uri, page and worker).
browser     (session)  Chromium: Debian's /usr/bin/chromium when present (else
                       Playwright's own), launched with sitebuild.testenv.chromium_args().
new_context (function) new_context(**options): a context as browser.new_context(**options)
                       makes it (closed after the test), recording every request URL,
                       from the page and its workers, in `context.request_urls`.
context     (function) new_context(): empty cache, CSP enforced.
page        (function) A page in `context`; its console messages in `page.console_lines`.
app         (function) App(page, server): the usual way in. `app.open()` loads the site
                       and returns the final data-app-state ("ready" or "error");
                       `app.set_stall_timeout(ms)` shortens the boot's no-progress
                       timeout; `app.offsite_requests()` lists requests that left the
                       origin; `app.csp_violations()` lists CSP violations (server
                       reports plus console errors) once its own planted violation's
                       report has arrived (so earlier reports have too).

With XERI_TRACE_IMPORTS=FILE set (scripts/trace_stdlib.py), dist/ is a tracing
build and the module names every server heard of are written to FILE at the end.

Playwright's evaluate() is blocked by the page's CSP (no 'unsafe-eval'): read the
page with selectors and attributes instead, and never set bypass_csp here.
"""

from __future__ import annotations

import contextlib
import os
import re
import time
from pathlib import Path
from urllib.parse import urlsplit

import devserver
import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

from sitebuild.testenv import launch_chromium

BOOT_TIMEOUT_MS = 90_000  # generous: the machine is shared; a boot takes a few seconds
SETTLED = "html[data-app-state=ready], html[data-app-state=error]"
CSP_PROBE_HOST = "csp-probe.invalid"  # offsite: script-src blocks it, and reports it
CSP_PROBE = f"https://{CSP_PROBE_HOST}/probe.js"


TRACE_FILE = os.environ.get("XERI_TRACE_IMPORTS")  # the root conftest.py builds for it
traced: set[str] = set()  # module names the servers heard of (tracing builds only)


@contextlib.contextmanager
def serving(root: Path, base: str = "/"):
    """devserver.serving, noting the modules a tracing build imported."""
    server = None
    try:
        with devserver.serving(root, base) as server:
            yield server
    finally:
        if server is not None:
            traced.update(server.imports)


@pytest.fixture(scope="session")
def site_server(site):
    with serving(site) as server:
        yield server


def pytest_sessionfinish(session):
    if TRACE_FILE:
        Path(TRACE_FILE).write_text("".join(f"{name}\n" for name in sorted(traced)))


@pytest.fixture
def server(site_server):
    site_server.overrides.clear()
    site_server.csp_reports.clear()
    site_server.sent.clear()
    yield site_server
    site_server.overrides.clear()


@pytest.fixture(scope="session")
def browser():
    playwright = sync_playwright().start()
    browser = launch_chromium(playwright)
    yield browser
    browser.close()
    playwright.stop()


@pytest.fixture
def new_context(browser):
    opened = []

    def make(**options):
        context = browser.new_context(**options)
        context.request_urls = []
        context.on("request", lambda req: context.request_urls.append(req.url))
        opened.append(context)
        return context

    yield make
    for context in opened:
        context.close()


@pytest.fixture
def context(new_context):
    return new_context()


@pytest.fixture
def page(context):
    page = context.new_page()
    page.console_lines = []
    page.on("console", lambda message: page.console_lines.append(f"{message.type}: {message.text}"))
    return page


class App:
    def __init__(self, page, server):
        self.page = page
        self.server = server

    def open(self, timeout_ms: int = BOOT_TIMEOUT_MS) -> str:
        self.page.goto(self.server.url)
        self.page.wait_for_selector(SETTLED, state="attached", timeout=timeout_ms)
        return self.page.get_attribute("html", "data-app-state")

    def set_stall_timeout(self, ms: int) -> None:
        html = (self.server.root / "index.html").read_text()
        html, count = re.subn(r'data-stall-timeout-ms="\d+"', f'data-stall-timeout-ms="{ms}"',
                              html)
        assert count == 1, "index.html lost its data-stall-timeout-ms attribute"
        self.server.overrides["/index.html"] = html.encode()

    def error_message(self) -> str:
        """The failure in plain words (the page's language)."""
        return self.page.inner_text("#error-message")

    def error_detail(self) -> str:
        """The engine's own line under it, for a bug report."""
        return self.page.text_content("#error-detail")

    def offsite_requests(self) -> list[str]:
        # csp_violations' own planted probe is blocked by the CSP before it leaves, but the
        # context still records the attempt: it is ours, not the page's.
        origin = urlsplit(self.server.url)
        return [url for url in self.page.context.request_urls
                if urlsplit(url)[:2] != origin[:2] and url != CSP_PROBE]

    def csp_violations(self, timeout_ms: int = 30_000) -> list[str]:
        # A violation of our own, planted last: once its report is in, the reports of
        # anything blocked before it have been sent too; no report means no collector.
        with contextlib.suppress(PlaywrightError):  # the script is blocked, as it must be
            self.page.add_script_tag(url=CSP_PROBE)
        deadline = time.monotonic() + timeout_ms / 1000
        while not any(CSP_PROBE_HOST in str(report) for report in self.server.csp_reports):
            assert time.monotonic() < deadline, "the planted CSP violation was never reported"
            self.page.wait_for_timeout(50)
        reports = [str(report) for report in self.server.csp_reports
                   if CSP_PROBE_HOST not in str(report)]
        console = [line for line in self.page.console_lines
                   if ("Content Security Policy" in line or "Content-Security-Policy" in line)
                   and CSP_PROBE_HOST not in line]
        return reports + console


@pytest.fixture
def app(page, server):
    return App(page, server)
