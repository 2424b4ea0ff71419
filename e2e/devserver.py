"""The server the tests and benchmarks use: the site server of `build.py serve`
(sitebuild.server) with test-only hooks, which the shipped one never carries.

DevServer adds: `overrides` maps a site path ("/index.html", whatever `base`) to
bytes (served instead of the file), an int (an HTTP error status) or HANG;
`csp_reports` collects the violation reports browsers post to CSP_REPORT_PATH (the
newest REPORTS_KEPT, each at most BODY_LIMIT bytes), `imports` the module names a
tracing build posts to IMPORTS_PATH (build(trace=True)); `sent` logs each GET:
{"path", "status", "encoding", "bytes" (of the body), "start", "end" (time.time(), as
browsers time)}; `throttle` (a Throttle or None) slows every response.
"""

from __future__ import annotations

import contextlib
import io
import json
import re
import socket
import tempfile
import threading
import time
import urllib.parse
from pathlib import Path

from sitebuild.server import SiteHandler, SiteServer
from sitebuild.site import build
from sitebuild.stdlib import IMPORTS_PATH

HANG = object()  # an override that never answers (for timeout tests)
CHUNK = 16 * 1024
CSP_REPORT_PATH = "/__csp-report"
# What a POST may carry: a CSP report is a few hundred bytes; a tracing build posts
# every module name Python looked for since its last post.
BODY_LIMIT = {CSP_REPORT_PATH: 64 * 1024, IMPORTS_PATH: 1024 * 1024}
# The newest reports kept: a page that breaks its policy in a loop fails its test all
# the same, and a report planted last (e2e/conftest.py's probe) is always there.
REPORTS_KEPT = 100
LENGTH = re.compile(r"[0-9]{1,12}")
LINGER_READS = 64  # of CHUNK * 4 bytes: what a refused request may have sent already


class Throttle:
    """A slow network for the benchmarks: one link shared by every response (its
    bytes leave at `rate` bytes per second, first come first sent) and `rtt`
    seconds before each response starts (the request's way there and back)."""

    def __init__(self, rate: float, rtt: float):
        self.rate, self.rtt = rate, rtt
        self._lock = threading.Lock()
        self._free_at = 0.0

    def send(self, size: int) -> None:
        """Wait until `size` more bytes have crossed the link."""
        with self._lock:
            self._free_at = max(time.monotonic(), self._free_at) + size / self.rate
            done = self._free_at
        time.sleep(max(0.0, done - time.monotonic()))


class DevHandler(SiteHandler):
    server: DevServer

    def site_headers(self) -> dict[str, str]:
        headers = super().site_headers()
        headers["Content-Security-Policy"] += f"; report-uri {CSP_REPORT_PATH}"
        return headers

    def do_GET(self):
        started, self.sent_bytes = time.time(), 0
        try:
            super().do_GET()
        finally:
            self.server.sent.append({
                "path": self.site, "status": self.status, "encoding": self.encoding,
                "bytes": self.sent_bytes, "start": started, "end": time.time()})

    def copyfile(self, source, outputfile):
        while chunk := source.read(CHUNK):
            if self.server.throttle:
                self.server.throttle.send(len(chunk))
            outputfile.write(chunk)
            self.sent_bytes += len(chunk)

    def send_head(self):
        if self.server.throttle:
            time.sleep(self.server.throttle.rtt)
        return super().send_head()

    def send_file(self, file: Path):
        override = self.server.overrides.get("/" + self.site)
        if override is None:
            return super().send_file(file)
        if override is HANG:
            self.server.closing.wait()
            return None
        if isinstance(override, int):
            self.send_error(override)
            return None
        body = bytes(override)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(self.site))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def do_POST(self):
        target = urllib.parse.urlsplit(self.path).path
        if target not in BODY_LIMIT:
            self.send_error(405)
            return
        length = self.headers.get("Content-Length", "0").strip()
        if not LENGTH.fullmatch(length):
            self._refuse(400, "Bad Content-Length")
            return
        if int(length) > BODY_LIMIT[target]:
            self._refuse(413)
            return
        body = self.rfile.read(int(length))
        if target == IMPORTS_PATH:
            self.server.imports.update(body.decode("utf-8", "replace").split())
        else:
            try:
                report = json.loads(body or b"{}")
            except ValueError:
                report = {"unparsed": body.decode("utf-8", "replace")}
            with self.server.lock:
                self.server.csp_reports.append(report)
                del self.server.csp_reports[:-REPORTS_KEPT]
            if self.server.log:
                self.server.log(f"CSP violation: {json.dumps(report)}")
        self.send_response(204)
        self.end_headers()

    def _refuse(self, code: int, message: str | None = None) -> None:
        """Answer `code` without reading the body, then close: the client's bytes
        already here (a few MB at most, for a second at most) are read and dropped
        first, so that closing does not reset the connection under the answer."""
        self.send_error(code, message)
        self.wfile.flush()
        with contextlib.suppress(OSError):
            self.connection.shutdown(socket.SHUT_WR)
            self.connection.settimeout(1)
            for _ in range(LINGER_READS):
                if not self.connection.recv(CHUNK * 4):
                    break


class DevServer(SiteServer):
    """SiteServer with the hooks of the module's docstring."""

    handler = DevHandler

    def __init__(self, root: Path, port: int = 0, log=None, base: str = "/"):
        self.overrides: dict[str, object] = {}
        self.csp_reports: list[dict] = []
        self.imports: set[str] = set()
        self.sent: list[dict] = []
        self.throttle: Throttle | None = None
        self.closing = threading.Event()
        self.lock = threading.Lock()
        super().__init__(root, port, log, base)

    def shutdown(self):
        self.closing.set()  # lets the HANG requests go
        super().shutdown()


@contextlib.contextmanager
def serving(root: Path, base: str = "/"):
    """A DevServer for `root` under `base`, from a thread, until the block ends."""
    server = DevServer(root, base=base)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()


@contextlib.contextmanager
def serving_fresh_build():
    """For the benchmarks: the site built afresh into a temporary folder and served from
    it (`server.root`) until the block ends."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp) / "dist"
        build(root, quiet=True)
        with serving(root) as server:
            yield server
