"""Each byte once (issue 19): a first visit in a fresh context (a private window: no
disk cache) downloads every file once, compressed, although the service worker
fills its offline cache during that visit; a reload then downloads nothing. The same
first visit is test_security.py's: no request leaves the origin, no CSP violation.

Counts the response bodies the server sent, per file (devserver.DevServer.sent).
"""

from __future__ import annotations

from collections import Counter

SW_TIMEOUT_MS = 60_000


def downloads(server) -> Counter:
    return Counter(s["path"] for s in server.sent if s["status"] == 200)


def test_first_visit_downloads_each_file_once(app):
    # One first visit for both claims (cold: the whole boot, downloads and the snapshot's
    # making): each file once, and nothing off the origin nor against the policy.
    app.server.sent.clear()
    assert app.open() == "ready", app.error_message()
    page = app.page
    # The service worker has cached the whole build, and the snapshot is saved.
    page.wait_for_selector("html[data-offline=ready][data-snapshot=saved]", state="attached",
                           timeout=SW_TIMEOUT_MS)
    first = downloads(app.server)
    table = "\n".join(f"  {s['path']}: {s['bytes']:,} bytes, {s['encoding'] or 'identity'}"
                      for s in app.server.sent if s["status"] == 200)
    print(f"first visit, over the wire:\n{table}")
    assert {path: n for path, n in first.items() if n > 1} == {}, table
    # Everything the offline cache holds came over the wire in this visit, once.
    for needed in ("index.html", "app/worker.js", "pyodide/pyodide.asm.wasm",
                   "pyodide/python_stdlib_game.zip", "pyodide/pyodide.asm.mjs",
                   "app/embed.js", "explain.html"):
        assert first[needed] == 1, needed
    encodings = {s["path"]: s["encoding"] for s in app.server.sent}
    assert encodings["pyodide/pyodide.asm.wasm"] == "br"
    assert encodings["pyodide/pyodide.asm.mjs"] == "br"

    # test_security.py: the page stays on its origin, its worker's downloads included.
    assert app.offsite_requests() == []
    seen = " ".join(page.context.request_urls)
    assert "/pyodide/pyodide.asm.wasm" in seen and "/pyodide/pygame_core-" in seen

    page.reload()
    page.wait_for_selector("html[data-app-state=ready]", state="attached")
    assert downloads(app.server) == first  # the reload came from the offline cache
    assert app.csp_violations() == []   # in the first visit and the reload
