"""The site server: loopback only, right MIME types, the CSP header on every
response; `python build.py serve` prints the URL it serves."""

import json
import subprocess
import sys
import threading
import urllib.error
import urllib.request

import pytest

import build


@pytest.fixture
def server(tmp_path):
    for name in ("index.html", "a.wasm", "b.mjs", "c.js", "d.whl", "e.zip", "f.json", "g.css"):
        (tmp_path / name).write_bytes(b"x")
    server = build.SiteServer(tmp_path)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
    server.shutdown()
    server.server_close()


def fetch(url, data=None, headers=None):
    request = urllib.request.Request(url, data=data, headers=headers or {})
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as err:
        return err.code, err.headers, err.read()


@pytest.mark.parametrize("name, mime", [
    ("a.wasm", "application/wasm"),
    ("b.mjs", "text/javascript; charset=utf-8"),
    ("c.js", "text/javascript; charset=utf-8"),
    ("d.whl", "application/zip"),
    ("e.zip", "application/zip"),
    ("f.json", "application/json"),
    ("g.css", "text/css; charset=utf-8"),
    ("", "text/html; charset=utf-8"),
])
def test_mime_types_and_headers(server, name, mime):
    status, headers, _ = fetch(server.url + name)
    assert status == 200
    assert headers["Content-Type"] == mime
    assert headers["Content-Security-Policy"] == \
        f"{build.CSP}; report-uri {build.CSP_REPORT_PATH}"
    assert headers["X-Content-Type-Options"] == "nosniff"


def test_listens_on_loopback_only(server):
    assert server.server_address[0] == "127.0.0.1"
    assert server.url.startswith("http://127.0.0.1:")


def test_overrides_replace_files_or_fail_them(server):
    server.overrides["/a.wasm"] = b"changed"
    server.overrides["/c.js"] = 404
    assert fetch(server.url + "a.wasm")[2] == b"changed"
    assert fetch(server.url + "c.js")[0] == 404
    assert fetch(server.url + "missing.txt")[0] == 404


def test_csp_reports_are_collected(server):
    report = {"csp-report": {"blocked-uri": "inline"}}
    status, _, _ = fetch(server.url + build.CSP_REPORT_PATH.lstrip("/"),
                         data=json.dumps(report).encode(),
                         headers={"Content-Type": "application/csp-report"})
    assert status == 204
    assert server.csp_reports == [report]
    assert fetch(server.url + "index.html", data=b"x")[0] == 405


def test_serve_command_builds_and_prints_the_url():
    process = subprocess.Popen([sys.executable, "build.py", "serve", "--port", "0"],
                               cwd=build.ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    try:
        assert process.stdout.readline().startswith("built dist/: ")
        line = process.stdout.readline()
        assert line.startswith("serving dist/ at http://127.0.0.1:"), line
        url = line.split()[3]
        status, headers, body = fetch(url)
        assert status == 200 and b'data-app-state="loading"' in body
        status, headers, _ = fetch(url + "pyodide/pyodide.asm.wasm")
        assert headers["Content-Type"] == "application/wasm"
    finally:
        process.terminate()
        process.wait(timeout=10)


def test_serve_reports_a_busy_port(server):
    result = subprocess.run(
        [sys.executable, "build.py", "serve", "--port", str(server.server_address[1])],
        cwd=build.ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert result.stderr.startswith(
        f"build.py: error: cannot listen on 127.0.0.1:{server.server_address[1]}")
