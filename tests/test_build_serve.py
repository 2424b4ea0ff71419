"""The site server of `build.py serve` (sitebuild.server): loopback only, right MIME
types, the headers chosen by the normalised path, precompressed files by
Accept-Encoding, a sub-path, over-long requests and bad lengths refused, no test
hooks; `python build.py serve` prints the URL it serves. The tests' server with its
hooks is tests/test_build_devserver.py's."""

import gzip
import socket
import subprocess
import sys
import threading
import urllib.error
import urllib.request

import pytest

from sitebuild.common import ROOT
from sitebuild.headers import CSP, header_csp
from sitebuild.server import SiteServer

POLL = 0.02  # serve_forever's: shutdown() waits up to this long (its default, 0.5 s a test)


@pytest.fixture
def server(tmp_path):
    for name in ("index.html", "a.wasm", "b.mjs", "c.js", "d.whl", "e.zip", "f.json", "g.css"):
        (tmp_path / name).write_bytes(b"x")
    server = SiteServer(tmp_path)
    threading.Thread(target=server.serve_forever, args=(POLL,), daemon=True).start()
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
    assert headers["Content-Security-Policy"] == f"{CSP}; frame-ancestors 'self'"
    assert headers["X-Content-Type-Options"] == "nosniff"


def test_listens_on_loopback_only(server):
    assert server.server_address[0] == "127.0.0.1"
    assert server.url.startswith("http://127.0.0.1:")


def test_the_shipped_server_has_no_test_hooks(server):
    status, headers, _ = fetch(server.url + "__csp-report", data=b"{}")
    assert status == 501  # no POST at all
    assert "report-uri" not in csp(headers)
    assert not hasattr(server, "overrides") and not hasattr(server, "csp_reports")


# The commands build into a folder of their own: the browser tests may be serving dist/.
def test_serve_command_builds_and_prints_the_url(tmp_path):
    process = subprocess.Popen([sys.executable, "build.py", "serve", "--port", "0",
                                "--dist", str(tmp_path / "dist")],
                               cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
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
        cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 1
    assert result.stderr.startswith(
        f"build.py: error: cannot listen on 127.0.0.1:{server.server_address[1]}")
    assert not (tmp_path / "dist").exists()  # said before the build, not after it


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
    assert csp(headers) == header_csp(page)


def test_every_page_says_who_may_frame_it():
    assert header_csp("index.html").endswith("; frame-ancestors 'self'")
    assert header_csp("embed.html").endswith("; frame-ancestors *")
    assert header_csp("explain.html").endswith("; frame-src 'self'; frame-ancestors 'self'")


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


def test_unchanged_files_are_revalidated_without_a_body(server, compressed):
    _, headers, _ = fetch(server.url + "app.js")
    status, headers, body = fetch(server.url + "app.js",
                                  headers={"If-Modified-Since": headers["Last-Modified"]})
    assert (status, body) == (304, b"")


def test_serves_under_a_sub_path(tmp_path):
    (tmp_path / "embed.html").write_text("embed")
    (tmp_path / "index.html").write_text("index")
    server = SiteServer(tmp_path, base="/some/path/")
    threading.Thread(target=server.serve_forever, args=(POLL,), daemon=True).start()
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


def raw_answer(server, data: bytes) -> bytes:
    """The answer to `data`, the connection left open for writing (as a client that
    sends no more than it said it would)."""
    answer = b""
    with socket.create_connection(server.server_address, timeout=10) as sock:
        sock.sendall(data)
        while chunk := sock.recv(65536):
            answer += chunk
    return answer


def test_head_without_accept_encoding_gets_the_headers(server):
    answer = raw_answer(server, b"HEAD / HTTP/1.1\r\nHost: x\r\n\r\n")
    assert answer.startswith(b"HTTP/1.0 200 "), answer[:80]
    assert b"\r\nContent-Length: 1\r\n" in answer and answer.endswith(b"\r\n\r\n")


@pytest.mark.parametrize("length", [b"-1", b"abc", b"12x", b"0x10"])
def test_a_bad_content_length_is_answered_at_once(server, length):
    # An answer, not a handler thread waiting for the rest of a body.
    answer = raw_answer(server, b"POST /__csp-report HTTP/1.1\r\nContent-Length: " + length +
                        b"\r\n\r\n{}")
    assert answer.startswith(b"HTTP/1.0 501 "), answer[:80]
