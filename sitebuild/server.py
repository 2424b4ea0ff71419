"""The server of `build.py serve`: a built site on loopback with the headers of
headers.site_headers() chosen by the normalised path, and the precompressed copy the
browser accepts. Test-only hooks live in e2e/devserver.py, a subclass."""

from __future__ import annotations

import email.utils
import http.server
import posixpath
import sys
import urllib.parse
from pathlib import Path

from .common import DIST, ENCODINGS, BuildError
from .headers import MIME_TYPES, site_headers
from .site import build


def site_path(url_path: str, base: str = "/") -> str | None:
    """The site path a URL path names: percent-decoded, dot segments resolved, the
    site's base folder removed, a folder's index.html; None outside the site."""
    folder = url_path.endswith("/")
    path = posixpath.normpath("/" + urllib.parse.unquote(url_path)).lstrip("/")
    path = "/" + path + ("/" if folder and path else "")
    if not path.startswith(base):
        return None
    rest = path[len(base):]
    return rest + "index.html" if rest == "" or rest.endswith("/") else rest


def accepted_encodings(header: str) -> set[str]:
    """The content codings an Accept-Encoding header allows (q=0 refuses one)."""
    out = set()
    for item in header.split(","):
        name, *params = (part.strip() for part in item.split(";"))
        if not any(p.replace(" ", "") in ("q=0", "q=0.0", "q=0.00", "q=0.000")
                   for p in params):
            out.add(name.lower())
    return out


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    server: SiteServer
    site = ""  # the site path of this request, once the request line is read
    status = 0
    encoding: str | None = None  # the Content-Encoding of the body sent

    def __init__(self, request, client_address, server: SiteServer):
        super().__init__(request, client_address, server, directory=str(server.root))

    def guess_type(self, path):
        return MIME_TYPES.get(Path(str(path)).suffix.lower(), "application/octet-stream")

    def send_response(self, code, message=None):
        self.status = code
        super().send_response(code, message)

    def site_headers(self) -> dict[str, str]:
        """The headers of this request's site path (of "" before it is known)."""
        return site_headers(self.site)

    def end_headers(self):
        # An over-long request line or header is answered before any path is known.
        for name, value in self.site_headers().items():
            self.send_header(name, value)
        super().end_headers()

    def send_head(self):
        self.encoding = None
        url_path = urllib.parse.urlsplit(self.path).path
        self.site = site_path(url_path, self.server.base) or ""
        if url_path + "/" == self.server.base or (
                self.site and (self.server.root / self.site).is_dir()):
            self.send_response(301)  # a folder without its slash
            self.send_header("Location", url_path + "/")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return None
        if not self.site:
            self.send_error(404)
            return None
        return self.send_file(self.server.root / self.site)

    def send_file(self, file: Path):
        """The headers for `file` (the site path's), and its body or None."""
        if not file.is_file():
            self.send_error(404)
            return None
        accepted = accepted_encodings(self.headers.get("Accept-Encoding", ""))
        body = file
        for encoding, suffix in ENCODINGS:
            variant = file.with_name(file.name + suffix)
            if encoding in accepted and variant.is_file():
                self.encoding, body = encoding, variant
                break
        modified = int(file.stat().st_mtime)
        since = self.headers.get("If-Modified-Since")
        if since:
            try:
                unchanged = email.utils.parsedate_to_datetime(since).timestamp() >= modified
            except (TypeError, ValueError):
                unchanged = False
            if unchanged:
                self.send_response(304)
                self.send_header("Vary", "Accept-Encoding")
                self.end_headers()
                return None
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(file))
        self.send_header("Content-Length", str(body.stat().st_size))
        self.send_header("Last-Modified", self.date_time_string(modified))
        self.send_header("Vary", "Accept-Encoding")
        if self.encoding:
            self.send_header("Content-Encoding", self.encoding)
        self.end_headers()
        return body.open("rb")

    def log_message(self, format, *args):
        if self.server.log:
            self.server.log(f"{self.address_string()} {format % args}")


class SiteServer(http.server.ThreadingHTTPServer):
    """Serves the built site in `root` on loopback under `base` (a URL folder, "/" by
    default); `log` (a function of one line, or None) hears of every request."""

    daemon_threads = True
    handler = SiteHandler

    def __init__(self, root: Path, port: int = 0, log=None, base: str = "/"):
        self.root = Path(root)
        self.base = base
        self.log = log
        super().__init__(("127.0.0.1", port), self.handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}{self.base}"

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser went away mid-download (a reload, a closed tab)
        super().handle_error(request, client_address)


def serve(port: int, dist: Path = DIST) -> None:
    """`build.py serve`: build into `dist`, then serve it until Ctrl-C. The port is taken
    first: a busy one is said at once, not after the build."""
    try:
        server = SiteServer(dist, port, log=lambda line: print(line, file=sys.stderr))
    except OSError as err:
        raise BuildError(f"cannot listen on 127.0.0.1:{port}: {err.strerror}") from None
    try:
        build(dist)
        print(f"serving {dist.name}/ at {server.url}  (Ctrl-C stops)", flush=True)
        server.serve_forever()
    except KeyboardInterrupt:
        print("stopped")
    finally:
        server.server_close()
