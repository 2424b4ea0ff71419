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
                       from the page and its workers, in `context.request_urls`. In a
                       module marked `pytestmark = pytest.mark.warm` (and not
                       `@pytest.mark.cold`) the context may be one an earlier test used,
                       emptied of everything saved but keeping the engine's snapshot and the
                       offline copy (ours, and our embeds' under a host page's site): its
                       pages boot as a returning visitor's, in a second or so instead of
                       several (WarmContexts below; XERI_COLD=1 turns it off). Tests of a
                       first visit, of the snapshot, of the offline copy, of quotas, of
                       server overrides of the site's own files, or that count the server's
                       downloads of the runtime (a warm page's come from the offline copy)
                       stay cold.
module_context (module) module_context(**options): the same, but one context per set of
                       options kept for all of a module's tests (a page booted once for
                       many tests; each test sets its own starting state).
keep_page   (module)   keep_page(query): a page of module_context() opened at the site
                       with `query` and booted to the new-game form, for the module.
context     (function) new_context(): empty cache (or warm, as above), CSP enforced.
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

Playwright's evaluate() works under the page's CSP (its evaluation is not the page's
eval: play_driver.look reads a step in one call); only injecting a script (axe) needs
a context with bypass_csp, and the fixtures here never set it.
"""

from __future__ import annotations

import contextlib
import html
import http.server
import os
import re
import threading
import time
from pathlib import Path
from urllib.parse import parse_qs, urlencode, urlsplit

import devserver
import pytest
from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import sync_playwright

from sitebuild.testenv import launch_chromium

BOOT_TIMEOUT_MS = 90_000  # generous: the machine is shared; a boot takes a few seconds
SETTLED = "html[data-app-state=ready], html[data-app-state=error]"
CSP_PROBE_HOST = "csp-probe.invalid"  # offsite: script-src blocks it, and reports it
CSP_PROBE = f"https://{CSP_PROBE_HOST}/probe.js"


ALL_COLD = os.environ.get("XERI_COLD") == "1"  # every test on a first visit (see WarmContexts)
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


def pytest_configure(config):
    config.addinivalue_line(
        "markers", "warm: the module's tests may use a context that served an earlier test "
        "(its storage cleared, the engine's snapshot kept): boots restore the snapshot")
    config.addinivalue_line("markers", "cold: this test needs a first visit, even in a warm module")


def _open_context(browser, options):
    context = browser.new_context(**options)
    context.request_urls = []
    context.on("request", lambda req: context.request_urls.append(req.url))
    # A page that downloaded once hung in page.close() as the pool emptied it (the whole
    # run held past CI's limit): such a context is closed, not given back.
    context.on("page", lambda page: page.once(
        "download", lambda _: setattr(context, "tainted", True)))
    return context


# What a test may do to a context that cleaning cannot undo: such a context is closed.
TAINTING = ("add_init_script", "expose_binding", "expose_function", "on", "once", "route",
            "route_from_har", "route_web_socket", "set_extra_http_headers", "grant_permissions",
            "set_geolocation", "add_cookies", "new_cdp_session", "set_default_timeout",
            "set_default_navigation_timeout", "expect_page", "expect_event")


KEPT_CACHES = ("xeri-snapshot", "xeri-precache-")  # web/app/worker.js, web/sw.js
EMPTIED = "cookies,file_systems,indexeddb,local_storage"  # and Cache Storage but KEPT_CACHES
# A host page's site (e2e/hosts.py): a context that went there comes back cleaned too.
HOST_SITE = "localhost"


class _FramingPage(http.server.BaseHTTPRequestHandler):
    """GET /?src=URL: a page of nothing but an iframe of URL (the site's embed), so that
    the embed's storage partition under this page's site has a frame to be reached by."""

    def do_GET(self):
        src = parse_qs(urlsplit(self.path).query).get("src")
        if not src:  # the browser's own asks (a favicon): nothing here
            self.send_error(404)
            return
        src = html.escape(src[0])
        body = f'<!doctype html><iframe src="{src}"></iframe>'.encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


class WarmContexts:
    """Contexts kept between the tests of warm modules, one per set of options. A context
    goes back cleaned: its pages closed, online, cookies, local storage, IndexedDB and
    every cache emptied but the engine's snapshot and the offline worker's copy of the
    build (which stays registered), so the next page is a returning visitor's with nothing
    saved. That holds for every origin it visited: ours, the host pages' (e2e/hosts.py, on
    HOST_SITE), and our embeds' storage partitioned under a host's site (a third party's:
    a storage key of its own, with its own snapshot and offline copy, kept). A context that
    went to any other origin, or was changed in a way cleaning cannot undo (TAINTING), is
    closed instead."""

    def __init__(self, browser):
        self.browser = browser
        self.idle: dict[str, object] = {}
        self.framing = None  # a server of _FramingPage, started when first needed

    def take(self, origin: str, options: dict):
        # The viewport is the page's (set as each page opens), so it does not split the pool.
        viewport = options.pop("viewport", None)
        key = repr(sorted(options.items()))
        context = self.idle.pop(key, None) or _open_context(self.browser, options)
        if viewport is not None:
            def new_page(_context=context):
                page = type(_context).new_page(_context)
                page.set_viewport_size(viewport)
                return page

            context.new_page = new_page
        else:
            context.__dict__.pop("new_page", None)
        context.request_urls.clear()
        context.tainted = False
        for name in TAINTING:
            original = getattr(type(context), name)

            def tainting(*args, _original=original, _context=context, **kwargs):
                _context.tainted = True
                return _original(_context, *args, **kwargs)

            setattr(context, name, tainting)
        context.warm_key, context.warm_origin = key, origin
        return context

    def give_back(self, context) -> None:
        origin = context.warm_origin.rstrip("/")
        # The planted CSP probe (App.csp_violations) is blocked before it leaves.
        visited = {"{}://{}".format(*urlsplit(url)[:2]) for url in context.request_urls
                   if url.startswith(("http:", "https:")) and url != CSP_PROBE}
        foreign = visited - {origin}
        if (context.tainted or context.warm_key in self.idle
                or any(urlsplit(other).hostname != HOST_SITE for other in foreign)):
            context.close()
            return
        try:
            # One page is kept to empty the storage from (a page opened costs a renderer).
            pages = context.pages
            for page in pages[1:]:
                page.close()
            context.set_offline(False)
            context.clear_cookies()
            self._empty(context, origin, foreign, pages[0] if pages else None)
        except PlaywrightError:
            context.close()
            return
        self.idle[context.warm_key] = context

    def _empty(self, context, origin: str, foreign: set[str], page=None) -> None:
        """Empties `origin`, each `foreign` origin (all of it) and, if there were any,
        our storage partitioned under HOST_SITE, from `page` (the test's last, taken away
        from what it showed) or a new one; closes it."""
        page = page or type(context).new_page(context)
        try:
            page.goto(f"{origin}/favicon.svg")  # Cache Storage is reached through a frame
            cdp = type(context).new_cdp_session(context, page)
            for other in sorted(foreign):
                cdp.send("Storage.clearDataForOrigin", {"origin": other, "storageTypes": "all"})
            self._empty_key(cdp, origin, {"origin": origin})
            if foreign:  # a frame of ours in a page of HOST_SITE, in that partition
                url = self._framing_url(f"{origin}/embed.html?mode=none")
                page.goto(url)
                frame = next(f for f in page.frames if f.url.startswith(f"{origin}/"))
                framed = type(context).new_cdp_session(context, frame)
                self._empty_key(framed, origin, {
                    "storageKey": f"{origin}/^0{urlsplit(url).scheme}://{HOST_SITE}"})
                framed.detach()
            cdp.detach()
        finally:
            page.close()

    @staticmethod
    def _empty_key(cdp, origin: str, where: dict) -> None:
        """Empties a storage key (`where`: {"origin"} for our own, {"storageKey"} for a
        partition) but the caches KEPT_CACHES names."""
        if "origin" in where:
            cdp.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": EMPTIED})
            names = cdp.send("CacheStorage.requestCacheNames", {"securityOrigin": origin})
        else:
            cdp.send("Storage.clearDataForStorageKey", {**where, "storageTypes": EMPTIED})
            names = cdp.send("CacheStorage.requestCacheNames", where)
        for cache in names.get("caches", []):
            if not cache["cacheName"].startswith(KEPT_CACHES):
                cdp.send("CacheStorage.deleteCache", {"cacheId": cache["cacheId"]})

    def _framing_url(self, src: str) -> str:
        if self.framing is None:
            self.framing = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _FramingPage)
            self.framing.daemon_threads = True
            threading.Thread(target=self.framing.serve_forever, daemon=True).start()
        port = self.framing.server_address[1]
        return f"http://{HOST_SITE}:{port}/?{urlencode({'src': src})}"

    def close(self) -> None:
        for context in self.idle.values():
            context.close()
        self.idle.clear()
        if self.framing is not None:
            self.framing.shutdown()
            self.framing.server_close()


@pytest.fixture(scope="session")
def warm_contexts(browser):
    pool = WarmContexts(browser)
    yield pool
    pool.close()


@pytest.fixture
def new_context(request, browser):
    warm = (request.node.get_closest_marker("warm") is not None
            and request.node.get_closest_marker("cold") is None and not ALL_COLD)
    pool = request.getfixturevalue("warm_contexts") if warm else None
    origin = request.getfixturevalue("site_server").url if warm else None
    opened = []

    def make(**options):
        if warm:
            context = pool.take(origin, options)
        else:
            context = _open_context(browser, options)
        opened.append(context)
        return context

    yield make
    for context in opened:
        if warm:
            pool.give_back(context)
        else:
            context.close()


@pytest.fixture(scope="module")
def module_context(request, browser):
    """module_context(**options): as new_context(**options), warm as the module is, but one
    context per set of options kept for all the module's tests, closed (or given back to
    the pool) after its last: a page in it boots once for many tests, so each test starts
    from a state it sets itself (the menu, a stored game, a record opened by #open=)."""
    warm = request.node.get_closest_marker("warm") is not None and not ALL_COLD
    pool = request.getfixturevalue("warm_contexts") if warm else None
    origin = request.getfixturevalue("site_server").url if warm else None
    kept: dict[str, object] = {}

    def make(**options):
        key = repr(sorted(options.items()))
        if key not in kept:
            kept[key] = (pool.take(origin, dict(options)) if warm
                         else _open_context(browser, options))
        return kept[key]

    yield make
    for context in kept.values():
        if warm:
            pool.give_back(context)
        else:
            context.close()


@pytest.fixture(scope="module")
def keep_page(module_context, site_server):
    """keep_page(query): a page of the module's context (module_context()) opened at the
    site with `query` and booted to the new-game form, for a module's tests to share."""
    def make(query: str = ""):
        page = module_context().new_page()
        page.goto(f"{site_server.url}{query}")
        page.wait_for_selector("html[data-app-state=ready] #setup", timeout=90_000)
        return page
    return make


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
