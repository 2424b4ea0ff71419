"""The tests' server (e2e/devserver.py): the site server of `build.py serve` with the
hooks the browser tests and benchmarks use: overrides, CSP reports (size and number
capped), traced imports, a log of what was sent, a throttle."""

import json
import socket
import sys
import threading
import time

import pytest
from test_build_serve import fetch

from sitebuild.common import ROOT
from sitebuild.headers import header_csp

sys.path.insert(0, str(ROOT / "e2e"))
from devserver import (  # noqa: E402
    CSP_REPORT_PATH,
    REPORTS_KEPT,
    DevServer,
    Throttle,
)


@pytest.fixture
def server(tmp_path):
    for name in ("index.html", "a.wasm", "c.js"):
        (tmp_path / name).write_bytes(b"x")
    server = DevServer(tmp_path)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    yield server
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


def report_url(server) -> str:
    return server.url + CSP_REPORT_PATH.lstrip("/")


def test_the_policy_names_where_to_report(server):
    status, headers, _ = fetch(server.url)
    assert status == 200
    assert headers["Content-Security-Policy"] == \
        f"{header_csp('index.html')}; report-uri {CSP_REPORT_PATH}"


def test_overrides_replace_files_or_fail_them(server):
    server.overrides["/a.wasm"] = b"changed"
    server.overrides["/c.js"] = 404
    assert fetch(server.url + "a.wasm")[2] == b"changed"
    assert fetch(server.url + "c.js")[0] == 404
    assert fetch(server.url + "missing.txt")[0] == 404


def test_csp_reports_are_collected(server):
    report = {"csp-report": {"blocked-uri": "inline"}}
    status, _, _ = fetch(report_url(server), data=json.dumps(report).encode(),
                         headers={"Content-Type": "application/csp-report"})
    assert status == 204
    assert server.csp_reports == [report]
    assert fetch(server.url + "index.html", data=b"x")[0] == 405


def test_traced_imports_are_collected(server):
    assert fetch(server.url + "__imports", data=b"json\nzipfile\n")[0] == 204
    assert server.imports == {"json", "zipfile"}


@pytest.mark.parametrize("length", [b"-1", b"abc", b"12x", b"0x10", b"+5", b" -0"])
def test_a_bad_content_length_is_refused_at_once(server, length):
    # Answered at once: not a handler thread waiting for a body that never comes.
    answer = raw_answer(server, b"POST /__csp-report HTTP/1.1\r\nContent-Length: " + length +
                        b"\r\n\r\n{}")
    assert answer.startswith(b"HTTP/1.0 400 "), answer[:80]
    assert server.csp_reports == []


def test_a_csp_report_over_the_limit_is_refused_unread(server):
    answer = raw_answer(server, b"POST /__csp-report HTTP/1.1\r\nContent-Length: 50000000"
                        b"\r\n\r\n{")
    assert answer.startswith(b"HTTP/1.0 413 "), answer[:80]
    status, _, _ = fetch(report_url(server), data=b"{" + b" " * 70_000 + b"}")
    assert status == 413
    assert server.csp_reports == []
    assert fetch(report_url(server), data=b"{" + b" " * 60_000 + b"}")[0] == 204


def test_csp_reports_kept_are_capped(server):
    for i in range(REPORTS_KEPT + 10):
        assert fetch(report_url(server), data=b'{"n": %d}' % i)[0] == 204
    assert server.csp_reports == [{"n": i} for i in range(10, REPORTS_KEPT + 10)]


def logged_gets(server, path: str, count: int) -> list[dict]:
    """server.sent's entries for `path`, once there are `count` (each is written just
    after its last byte, which the client may have read already)."""
    deadline = time.monotonic() + 10
    while len(found := [s for s in server.sent if s["path"] == path]) < count:
        assert time.monotonic() < deadline, server.sent
        time.sleep(0.01)
    return found


def test_every_get_is_logged_with_its_encoding_and_bytes(server):
    (server.root / "app.js.br").write_bytes(b"brotli stand-in")
    (server.root / "app.js").write_bytes(b"let x = 1;\n" * 500)
    for accept in ("br", ""):
        status, headers, body = fetch(server.url + "app.js", headers={"Accept-Encoding": accept})
        assert status == 200
    # Each entry is written after its last byte, by the request's own thread: under load
    # the second request's entry can come first, so they are told apart by encoding.
    sent = {entry["encoding"]: entry for entry in logged_gets(server, "app.js", 2)}
    assert set(sent) == {"br", None}
    assert (sent["br"]["status"], sent["br"]["bytes"]) == (200, 15)
    assert (sent[None]["status"], sent[None]["bytes"]) == (200, 5500)
    assert all(entry["start"] <= entry["end"] for entry in sent.values())


def test_throttle_shares_one_slow_link_and_delays_each_request(server):
    for name in ("a.bin", "b.bin"):
        (server.root / name).write_bytes(b"z" * 100_000)
    server.throttle = Throttle(rate=1_000_000, rtt=0.05)
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
