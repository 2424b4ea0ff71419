"""The site server: loopback only, right MIME types, the headers chosen by the
normalised path, precompressed files by Accept-Encoding, a sub-path, a throttle for
the benchmarks, over-long requests refused; `python build.py serve` prints the URL
it serves."""

import gzip
import json
import socket
import subprocess
import sys
import threading
import time
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
        f"{build.CSP}; frame-ancestors 'self'; report-uri {build.CSP_REPORT_PATH}"
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


# The commands build into a folder of their own: the browser tests may be serving dist/.
def test_serve_command_builds_and_prints_the_url(tmp_path):
    process = subprocess.Popen([sys.executable, "build.py", "serve", "--port", "0",
                                "--dist", str(tmp_path / "dist")],
                               cwd=build.ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                               text=True)
    try:
        assert process.stdout.readline().startswith(f"built {tmp_path / 'dist'}/: ")
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


def test_serve_reports_a_busy_port(server, tmp_path):
    result = subprocess.run(
        [sys.executable, "build.py", "serve", "--port", str(server.server_address[1]),
         "--dist", str(tmp_path / "dist")],
        cwd=build.ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert result.stderr.startswith(
        f"build.py: error: cannot listen on 127.0.0.1:{server.server_address[1]}")


def csp(headers) -> str:
    return headers["Content-Security-Policy"]


@pytest.mark.parametrize("path, page", [
    ("explain.html", "explain.html"), ("%65xplain.html", "explain.html"),
    ("app/../explain.html", "explain.html"), ("app/%2e%2e/embed.html", "embed.html"),
    (".//embed.html", "embed.html"), ("", "index.html"), ("index.html", "index.html"),
])
def test_headers_follow_the_normalised_path(server, path, page):
    for name in ("explain.html", "embed.html"):
        (server.root / name).write_text(name)
    (server.root / "app").mkdir(exist_ok=True)
    status, headers, body = fetch(server.url + path)
    assert status == 200 and body.decode() in (page, "x")
    assert csp(headers) == f"{build.header_csp(page)}; report-uri {build.CSP_REPORT_PATH}"


def test_every_page_says_who_may_frame_it():
    assert build.header_csp("index.html").endswith("; frame-ancestors 'self'")
    assert build.header_csp("embed.html").endswith("; frame-ancestors *")
    assert build.header_csp("explain.html").endswith("; frame-src 'self'; frame-ancestors 'self'")


def raw_request(server, data: bytes) -> bytes:
    """What the server answers to `data`. It may answer and close before it has read
    all of an over-long request: sending then fails, and the answer is still read."""
    answer = b""
    with socket.create_connection(server.server_address, timeout=10) as sock:
        try:
            sock.sendall(data)
            sock.shutdown(socket.SHUT_WR)
        except OSError:
            pass
        try:
            while chunk := sock.recv(65536):
                answer += chunk
        except ConnectionResetError:
            pass
    return answer


def test_an_over_long_request_line_or_header_is_refused_not_a_crash(server, capsys):
    # An embed's inline scenario of 400 KB in the URL (issue 20).
    answer = raw_request(server, b"GET /embed.html?s=" + b"x" * 400_000 + b" HTTP/1.1\r\n\r\n")
    assert answer.startswith(b"HTTP/1.0 414 "), answer[:80]
    answer = raw_request(server, b"GET / HTTP/1.1\r\nX-Big: " + b"y" * 70_000 + b"\r\n\r\n")
    assert answer.startswith(b"HTTP/1.0 431 "), answer[:80]
    many = b"".join(b"X-%d: 1\r\n" % i for i in range(150))
    assert raw_request(server, b"GET / HTTP/1.1\r\n" + many + b"\r\n").startswith(b"HTTP/1.0 431 ")
    assert "Traceback" not in capsys.readouterr().err
    assert fetch(server.url)[0] == 200  # still serving


def logged_gets(server, path: str, count: int) -> list[dict]:
    """server.sent's entries for `path`, once there are `count` (each is written just
    after its last byte, which the client may have read already)."""
    deadline = time.monotonic() + 10
    while len(found := [s for s in server.sent if s["path"] == path]) < count:
        assert time.monotonic() < deadline, server.sent
        time.sleep(0.01)
    return found


@pytest.fixture
def compressed(server):
    text = b"let x = 1;\n" * 500
    (server.root / "app.js").write_bytes(text)
    (server.root / "app.js.gz").write_bytes(gzip.compress(text))
    (server.root / "app.js.br").write_bytes(b"brotli stand-in")
    return text


@pytest.mark.parametrize("accept, encoding", [
    ("gzip, deflate, br, zstd", "br"), ("gzip", "gzip"), ("br;q=0, gzip", "gzip"),
    ("", None), ("identity", None),
])
def test_precompressed_files_by_accept_encoding(server, compressed, accept, encoding):
    status, headers, body = fetch(server.url + "app.js", headers={"Accept-Encoding": accept})
    assert status == 200
    assert headers["Content-Encoding"] == encoding
    assert headers["Vary"] == "Accept-Encoding"
    assert headers["Content-Type"] == "text/javascript; charset=utf-8"
    assert headers["Cache-Control"] == "no-cache"
    expected = {"br": b"brotli stand-in", "gzip": gzip.compress(compressed), None: compressed}
    assert (gzip.decompress(body) if encoding == "gzip" else body) == \
        (compressed if encoding == "gzip" else expected[encoding])
    assert int(headers["Content-Length"]) == len(body)
    [logged] = logged_gets(server, "app.js", 1)
    assert (logged["status"], logged["encoding"], logged["bytes"]) == (200, encoding, len(body))


def test_unchanged_files_are_revalidated_without_a_body(server, compressed):
    _, headers, _ = fetch(server.url + "app.js")
    status, headers, body = fetch(server.url + "app.js",
                                  headers={"If-Modified-Since": headers["Last-Modified"]})
    assert (status, body) == (304, b"")


def test_serves_under_a_sub_path(tmp_path):
    (tmp_path / "embed.html").write_text("embed")
    (tmp_path / "index.html").write_text("index")
    server = build.SiteServer(tmp_path, base="/some/path/")
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        assert server.url.endswith("/some/path/")
        status, headers, body = fetch(server.url)
        assert (status, body) == (200, b"index")
        status, headers, body = fetch(server.url + "%65mbed.html")
        assert (status, body) == (200, b"embed")
        assert "frame-ancestors *" in csp(headers)
        root = server.url[:-len("some/path/")]
        assert fetch(root + "embed.html")[0] == 404
        assert fetch(server.url + "../../embed.html")[0] == 404
        status, headers, _ = fetch(root + "some/path")  # the folder without its slash
        assert status == 200  # urllib followed the redirect to the folder
    finally:
        server.shutdown()
        server.server_close()


def test_throttle_shares_one_slow_link_and_delays_each_request(server):
    for name in ("a.bin", "b.bin"):
        (server.root / name).write_bytes(b"z" * 100_000)
    server.throttle = build.Throttle(rate=1_000_000, rtt=0.05)
    started = time.monotonic()
    threads = [threading.Thread(target=fetch, args=(server.url + name,))
               for name in ("a.bin", "b.bin")]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    took = time.monotonic() - started
    assert took >= 0.05 + 200_000 / 1_000_000  # both through one 1 MB/s link
    sent = logged_gets(server, "a.bin", 1) + logged_gets(server, "b.bin", 1)
    assert sorted(s["bytes"] for s in sent) == [100_000, 100_000]
    assert all(s["end"] - s["start"] >= 0.05 + 100_000 / 1_000_000 for s in sent)
