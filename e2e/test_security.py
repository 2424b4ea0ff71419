"""The page stays on its origin and runs under its Content-Security-Policy."""


# No request leaves the origin and no CSP violation while booting: checked on
# test_bytes.py's first visit (one first visit for both files' claims).


def test_csp_violations_in_page_and_worker_are_caught(app):
    # The collector must see what the policy blocks, or test_bytes.py's check of
    # none proves nothing.
    root = app.server.root
    html = (root / "index.html").read_text()
    app.server.overrides["/index.html"] = html.replace(
        "</body>", '<script>document.title = "inline ran";</script></body>').encode()
    worker = (root / "app" / "worker.js").read_text()
    app.server.overrides["/app/worker.js"] = (
        'try { eval("1"); } catch { /* blocked, as it must be */ }\n' + worker).encode()
    # The page loaded, not booted: both are blocked at once (the inline script as the page
    # is parsed, the eval as the worker starts), and a boot under the policy is every
    # other test's (this one's, cold, cost a first visit's boot).
    app.page.goto(app.server.url)
    assert app.page.title() != "inline ran"
    for _ in range(300):  # reports arrive asynchronously (the worker's once it has started)
        if len(app.server.csp_reports) >= 2:
            break
        app.page.wait_for_timeout(100)
    reports = [r.get("csp-report", r) for r in app.server.csp_reports]
    blocked = {(r.get("effective-directive"), r.get("blocked-uri")) for r in reports}
    assert ("script-src-elem", "inline") in blocked, reports
    assert ("script-src", "eval") in blocked, reports
    assert app.csp_violations()
