"""The page stays on its origin and runs under its Content-Security-Policy."""


def test_no_request_leaves_the_origin_and_no_csp_violation_while_booting(app):
    # One first visit for both (cold: the whole boot, downloads and the snapshot's making).
    assert app.open() == "ready", app.error_message()
    assert app.offsite_requests() == []
    # The worker's downloads are among the requests seen, so the check covers them.
    seen = " ".join(app.page.context.request_urls)
    assert "/pyodide/pyodide.asm.wasm" in seen and "/pyodide/pygame_core-" in seen
    assert app.csp_violations() == []


def test_csp_violations_in_page_and_worker_are_caught(app):
    # The collector must see what the policy blocks, or the test above proves nothing.
    root = app.server.root
    html = (root / "index.html").read_text()
    app.server.overrides["/index.html"] = html.replace(
        "</body>", '<script>document.title = "inline ran";</script></body>').encode()
    worker = (root / "app" / "worker.js").read_text()
    app.server.overrides["/app/worker.js"] = (
        'try { eval("1"); } catch { /* blocked, as it must be */ }\n' + worker).encode()
    assert app.open() == "ready", app.error_message()
    assert app.page.title() != "inline ran"
    for _ in range(50):  # reports arrive asynchronously
        if len(app.server.csp_reports) >= 2:
            break
        app.page.wait_for_timeout(100)
    reports = [r.get("csp-report", r) for r in app.server.csp_reports]
    blocked = {(r.get("effective-directive"), r.get("blocked-uri")) for r in reports}
    assert ("script-src-elem", "inline") in blocked, reports
    assert ("script-src", "eval") in blocked, reports
    assert app.csp_violations()
