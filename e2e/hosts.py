"""A rules site on another site than the tables' (localhost against 127.0.0.1, as a rules
site's domain is not ours) for the embed tests: its frames run in a renderer of their own,
with the storage a browser gives a third party. Its own strict CSP,
a script that logs every message it receives (#log li, data-id, data-event) and
buttons that send commands; helpers to read the log and wait on it. A warm embed module
imports `engines` and `kept_context` (its `context`): one context for the module's tests,
the tables' shared engines kept running between them (and `shared_page`: a host page its
tests share, each with a table of its own)."""

from __future__ import annotations

import http.server
import json
import os
import threading
import time
from urllib.parse import urlsplit

import pytest

TIMEOUT = 90_000
ELSEWHERE = "http://127.0.0.1:9"  # an origin that is not the host's
ALL_COLD = os.environ.get("XERI_COLD") == "1"  # as e2e/conftest.py
# An element seen (evaluate it): the topmost at its centre, inside its frame's window.
SEEN = """(e) => { const r = e.getBoundingClientRect(); return r.height > 0
  && e.contains(document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2)); }"""

# Listens from the head (a classic script, before any iframe is parsed): a frame that
# fails at once posts its error before the body exists. Then the command buttons.
LISTEN_JS = """
const early = [];
window.addEventListener("message", (e) => {
  const m = e.data || {};
  const li = document.createElement("li");
  li.dataset.origin = e.origin;
  li.dataset.id = m.id ?? "";
  li.dataset.event = m.event ?? "";
  li.textContent = JSON.stringify(m);
  const log = document.getElementById("log");
  if (log) log.appendChild(li); else early.push(li);
});
document.addEventListener("DOMContentLoaded",
  () => document.getElementById("log").append(...early));
"""

HOST_JS = """
// data-command (data-frame, data-repeat: that many at once; data-size: a command that long).
for (const b of document.querySelectorAll("button[data-command]")) {
  b.addEventListener("click", () => {
    const el = document.getElementById(b.dataset.target);
    const extra = b.dataset.frame ? { frame: Number(b.dataset.frame) } : {};
    const command = b.dataset.size ? "x".repeat(Number(b.dataset.size)) : b.dataset.command;
    for (let i = 0; i < Number(b.dataset.repeat || 1); i++) {
      if (el.tagName === "IFRAME") {
        const to = new URL(el.src).origin;
        el.contentWindow.postMessage({ type: "xeri-table", command, ...extra }, to);
      } else {
        el.command(command, extra);
      }
    }
  });
}
"""


class _HostHandler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        body, kind = self.server.files.get(urlsplit(self.path).path, (None, None))
        if body is None:
            self.send_error(404)
            return
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Content-Security-Policy", self.server.csp + self.server.csps.get(
            urlsplit(self.path).path, ""))
        self.send_header("Cache-Control", "max-age=3600")   # a reader may come back offline
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def host_site(table: str, files: dict) -> http.server.ThreadingHTTPServer:
    """A rules site on its own loopback origin (started; `.url`), serving `files`
    (path -> (bytes, type)) under a strict CSP that allows the table's site `table`
    for scripts and frames only. Also used by bench/tables_bench.py."""
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _HostHandler)
    httpd.daemon_threads = True
    httpd.csp = (f"default-src 'none'; script-src 'self' {table}; frame-src {table}; "
                 "style-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'")
    httpd.files = files
    httpd.csps = {}   # path -> more of the policy for that page ("; connect-src 'self'")
    httpd.url = f"http://localhost:{httpd.server_address[1]}"
    httpd.table = table
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd


def rules_site(table: str) -> http.server.ThreadingHTTPServer:
    """host_site with the log and the command buttons: `.page(path, body, css="", csp="")`
    serves a page (and its stylesheet; `csp`, more directives of its policy) and returns its
    URL."""
    httpd = host_site(table, {"/host.js": (HOST_JS.encode(), "text/javascript"),
                              "/listen.js": (LISTEN_JS.encode(), "text/javascript")})

    def page(path, body, css="", csp=""):
        httpd.csps[path] = f"; {csp}" if csp else ""
        link = ""
        if css:
            httpd.files[path + ".css"] = (css.encode(), "text/css")
            link = f'<link rel="stylesheet" href="{path}.css">'
        html = (f'<!doctype html><html><head><meta charset="utf-8"><title>host</title>{link}'
                f'<script src="/listen.js"></script>'
                f'<script type="module" src="{table}/xeri-table.js"></script>'
                f'<script type="module" src="/host.js"></script></head><body>{body}'
                '<ol id="log"></ol></body></html>')
        httpd.files[path] = (html.encode(), "text/html; charset=utf-8")
        return httpd.url + path

    httpd.page = page
    return httpd


@pytest.fixture
def host(server):
    """A rules site on another origin with its own strict CSP, allowing frames and
    the <xeri-table> module from the table's site only. host.page(path, body, css="")
    serves a page (and its stylesheet) and returns its URL."""
    httpd = rules_site(server.url.rstrip("/"))
    yield httpd
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(scope="module")
def engines(module_context, site_server):
    """The context of a warm embed module's tests, with two pages that keep the tables'
    shared engine running across them: a table started on a rules page (the engine of our
    frames under HOST_SITE, one storage partition for every host page's port) and one started
    on our own site (the kit's engine: one SharedWorker by name and storage key). A test's
    tables then connect to the running engine, as a second table on a rules page does,
    instead of booting one (a second or more of CPU each). The boot itself is checked by
    the cold tests (a first visit) and e2e/test_embed.py's snapshot test."""
    context = module_context()
    table = site_server.url.rstrip("/")
    httpd = rules_site(table)
    keepers = [context.new_page(), context.new_page()]
    keepers[0].goto(httpd.page("/keep.html", '<xeri-table id="keep" scenario="scenarios/'
                               'xeri-capture.json" speed="instant"></xeri-table>'
                               + buttons("keep", "start")))
    wait_message(keepers[0], "keep", "ready")
    press(keepers[0], "#keep-start")
    keepers[1].goto(f"{table}/embed.html?scenario=scenarios/xeri-capture.json&speed=instant")
    keepers[1].wait_for_selector("html[data-embed-state=still]", state="attached")
    keepers[1].click("#start")
    wait_message(keepers[0], "keep", "started")
    keepers[1].wait_for_selector("html[data-embed-state=live]", state="attached",
                                 timeout=TIMEOUT)
    context.keepers = keepers
    context.rules, context.shared_pages = httpd, {}
    yield context
    httpd.shutdown()
    httpd.server_close()


@pytest.fixture(name="context")
def kept_context(request, new_context, site_server, warm_contexts):
    """A warm embed module's `context` (the module imports it, and `engines`): its one
    context (`engines`), its pages but the keepers closed after each test and our site
    emptied as WarmContexts empties it, so each test starts from nothing saved; a cold
    test's, or every test's with XERI_COLD=1, is new_context()'s. Its `request_urls` are
    the test's own."""
    if (ALL_COLD or request.node.get_closest_marker("cold") is not None
            or request.node.get_closest_marker("warm") is None):
        yield new_context()
        return
    context = request.getfixturevalue("engines")
    seen = context.request_urls[:]
    context.request_urls.clear()
    yield context
    for page in context.pages:
        if page not in context.keepers:
            page.close()
    # Our site emptied as the warm pool empties it (the app's store is in Cache Storage),
    # through the keeper on our site: the snapshot and the offline copy stay.
    origin = site_server.url.rstrip("/")
    cdp = type(context).new_cdp_session(context, context.keepers[1])
    warm_contexts._empty_key(cdp, origin, {"origin": origin})
    cdp.detach()
    context.clear_cookies()
    context.request_urls[:0] = seen


def shared_page(context, name, make):
    """The page `make(rules_site)` made once for the warm module's tests that ask for `name`
    (on the module's own rules site, kept open as the keepers are): each test commands a
    table of its own on it. A cold test's context (or every test's with XERI_COLD=1) is not
    the module's: None then."""
    if getattr(context, "keepers", None) is None:
        return None
    shared = context.shared_pages
    if name not in shared or shared[name].is_closed():
        shared[name] = make(context.rules)
        context.keepers.append(shared[name])
    return shared[name]


def buttons(target, *commands, **data):
    more = "".join(f' data-{k}="{v}"' for k, v in data.items())
    return "".join(f'<button id="{target}-{c}" data-target="{target}" data-command="{c}"{more}>'
                   f"{c}</button>" for c in commands)


def press(page, button):
    """Sends a host button's command by the keyboard. With the frames on another site, a
    click on a button below them (scrolled into sight first) at times reached nothing:
    the command was never sent, while focus and Enter send it."""
    page.focus(button)
    page.keyboard.press("Enter")


def tap(button, timeout=TIMEOUT):
    """Presses a button inside a table's frame by the keyboard (focus and Enter, as a
    keyboard reader does): a click's point, taken once the button is still, misses it when
    a frame above it, or the page's scroll, changes a moment later (a table's height
    follows its game), and the click reaches the host page or another frame instead."""
    button.press("Enter", timeout=timeout)


def messages(page, table_id, event=None):
    sel = f'#log li[data-id="{table_id}"]' + (f'[data-event="{event}"]' if event else "")
    return [json.loads(text) for text in page.locator(sel).all_inner_texts()]


def wait_message(page, table_id, event, count=1, timeout=TIMEOUT):
    selector = f'#log li[data-id="{table_id}"][data-event="{event}"] >> nth={count - 1}'
    page.wait_for_selector(selector, state="attached", timeout=timeout)
    return messages(page, table_id, event)


def at_width(page, sel, timeout=30.0):
    """Waits until the frame of iframe `sel` has the width its iframe has (a window resized
    in place reaches a frame of another site a moment after the host page)."""
    inner, frame = page.locator(sel), page.frame_locator(sel).locator("html")
    end = time.monotonic() + timeout
    while (got := (inner.evaluate("f => f.clientWidth"),
                   frame.evaluate("() => innerWidth")))[0] != got[1]:
        assert time.monotonic() < end, f"{sel} never took its iframe's width: {got}"
        time.sleep(0.05)


def embed_state(page, frame_sel, state, timeout=TIMEOUT):
    page.frame_locator(frame_sel).locator(f"html[data-embed-state={state}]").wait_for(
        state="attached", timeout=timeout)


def pyodide_requests(server):
    """The runtime's downloads as the server saw them (a shared worker's requests are not
    the page's: Playwright does not see them)."""
    return [s["path"] for s in server.sent if s["path"].endswith("pyodide.asm.wasm")]


def worker_requests(server):
    return [s["path"] for s in server.sent if s["path"] == "app/worker.js"]


