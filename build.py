"""Build, serve and test the static site.

    python3 build.py            assemble dist/ (pages, Pyodide runtime, game wheel, lock file)
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py test       set up .venv and Chromium, then run the whole suite

Downloads (the npm package `pyodide`, the flit_core wheel that builds our wheel)
are pinned by version and hash and cached in .cache/, so a rebuild needs no
network. A failed download or a hash mismatch stops the build with one line.
"""

from __future__ import annotations

import argparse
import base64
import hashlib
import http.server
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
CACHE = ROOT / ".cache" / "downloads"
VENV = ROOT / ".venv"

PYODIDE_VERSION = "314.0.7"
PYODIDE_TARBALL = f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz"
PYODIDE_INTEGRITY = (
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
)
# The runtime files the page needs; the shipped lock file only lends its "info".
PYODIDE_FILES = (
    "pyodide.mjs", "pyodide.mjs.map", "pyodide.asm.mjs", "pyodide.asm.wasm",
    "python_stdlib.zip",
)
RUNTIME_DIR = "pyodide"  # dist/pyodide/: runtime, lock file and wheels side by side

# Pinned wheels from PyPI: (project, version, file name, sha256).
FLIT_CORE = ("flit_core", "4.2.0", "flit_core-4.2.0-py3-none-any.whl",
             "2bee22dc8ba89c2e35b4e1ad575e596aac945c85672dd8f3cad21b629036e044")
# Only the wheel-loading benchmark (e2e/bench_wheel_loading.py) uses these two.
MICROPIP = ("micropip", "0.11.1", "micropip-0.11.1-py3-none-any.whl",
            "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3")
PACKAGING = ("packaging", "26.1", "packaging-26.1-py3-none-any.whl",
             "5d9c0669c6285e491e0ced2eee587eaf67b670d94a19e94e3984a481aba6802f")

# Chromium for the browser tests: Debian's package, and the flags that keep it
# off the network (this machine has none) and working as root without a GPU.
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]

# Wheel timestamps, so the same sources always give the same wheel and sha256.
SOURCE_DATE_EPOCH = "1700000000"

# Every page carries this policy in a <meta> tag; the server also sends it as a
# header (which covers the worker too), with a report-uri for violations.
CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
       "connect-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; "
       "manifest-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'")
CSP_REPORT_PATH = "/__csp-report"

# Embeds (docs/embedding.md): embed.html may be framed by any rules site (it
# holds no saved games or settings of the reader's); explain.html frames only
# our own embeds. frame-ancestors works only as a header, never in a <meta> tag.
EMBED_FRAME_ANCESTORS = "*"
PAGE_CSP = {"explain.html": CSP + "; frame-src 'self'"}
HEADER_CSP = {"embed.html": CSP + f"; frame-ancestors {EMBED_FRAME_ANCESTORS}",
              "explain.html": PAGE_CSP["explain.html"] + "; frame-ancestors 'self'"}
# Hosts may load the <xeri-table> module from our site: a module script needs CORS.
CORS_FILES = ("xeri-table.js",)


def page_csp(path: str) -> str:
    """The policy in the <meta> tag of the page at site path `path`."""
    return PAGE_CSP.get(path, CSP)


def header_csp(path: str) -> str:
    """The policy the server sends with site path `path` (report-uri added there)."""
    return HEADER_CSP.get(path, page_csp(path))


MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".map": "application/json",
    ".wasm": "application/wasm",
    ".zip": "application/zip",
    ".whl": "application/zip",
    ".svg": "image/svg+xml",
    ".md": "text/markdown; charset=utf-8",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
}


class BuildError(Exception):
    """A build step that cannot go on; the message is one line for the user."""


# -- downloads ---------------------------------------------------------------

def _digest(data: bytes, algorithm: str) -> str:
    return hashlib.new(algorithm, data).hexdigest()


def _sri_matches(data: bytes, integrity: str) -> bool:
    algorithm, _, expected = integrity.partition("-")
    return base64.b64encode(hashlib.new(algorithm, data).digest()).decode() == expected


def _http_get(url: str) -> bytes:
    try:
        with urllib.request.urlopen(url, timeout=120) as response:
            return response.read()
    except (urllib.error.URLError, OSError) as err:
        reason = getattr(err, "reason", err)
        raise BuildError(f"download failed: {url}: {reason}") from None


def cached_download(name: str, url_for, verify, describe: str) -> Path:
    """The verified file `name` from .cache/, downloading it (via `url_for()`) if needed."""
    path = CACHE / name
    if path.exists() and verify(path.read_bytes()):
        return path
    data = _http_get(url_for())
    if not verify(data):
        raise BuildError(f"hash mismatch for {name}: expected {describe}; refusing to use it")
    CACHE.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".part")
    tmp.write_bytes(data)
    tmp.replace(path)
    return path


def pyodide_tarball() -> Path:
    return cached_download(
        f"pyodide-{PYODIDE_VERSION}.tgz", lambda: PYODIDE_TARBALL,
        lambda data: _sri_matches(data, PYODIDE_INTEGRITY), PYODIDE_INTEGRITY)


def pypi_wheel(pin: tuple[str, str, str, str]) -> Path:
    project, version, filename, sha256 = pin

    def url_for() -> str:
        api = f"https://pypi.org/pypi/{project}/json"
        try:
            files = json.loads(_http_get(api))["releases"][version]
        except (ValueError, KeyError):
            raise BuildError(f"unexpected answer from {api}") from None
        for entry in files:
            if entry["filename"] == filename:
                return urllib.parse.urljoin(api, entry["url"])
        raise BuildError(f"{filename} is not listed at {api}")

    return cached_download(filename, url_for, lambda data: _digest(data, "sha256") == sha256,
                           f"sha256 {sha256}")


# -- the build ---------------------------------------------------------------

def build_wheel(out_dir: Path) -> Path:
    """Build pygame_core's wheel with flit_core (PEP 517, in-process, no network once cached)."""
    sys.path.insert(0, str(pypi_wheel(FLIT_CORE)))  # a pure-Python wheel imports as a zip
    try:
        from flit_core import buildapi
    finally:
        sys.path.pop(0)
    old_cwd, old_epoch = os.getcwd(), os.environ.get("SOURCE_DATE_EPOCH")
    os.environ["SOURCE_DATE_EPOCH"] = SOURCE_DATE_EPOCH
    os.chdir(ROOT)
    try:
        name = buildapi.build_wheel(str(out_dir))
    except Exception as err:  # flit reports bad metadata with assorted exception types
        raise BuildError(f"building the wheel failed: {err}") from None
    finally:
        os.chdir(old_cwd)
        if old_epoch is None:
            del os.environ["SOURCE_DATE_EPOCH"]
        else:
            os.environ["SOURCE_DATE_EPOCH"] = old_epoch
    return out_dir / name


def lock_entry(wheel: Path, imports: list[str], depends: list[str] | None = None) -> dict:
    name, version = wheel.name.split("-")[:2]
    return {
        "name": name.replace("_", "-"),
        "version": version,
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": _digest(wheel.read_bytes(), "sha256"),
        "package_type": "package",
        "imports": imports,
        "depends": depends or [],
        "unvendored_tests": False,
        "tool": {},
    }


def write_lock(runtime: Path, info: dict, entries: list[dict],
               name: str = "pyodide-lock.json") -> None:
    lock = {"info": info, "packages": {entry["name"]: entry for entry in entries}}
    (runtime / name).write_text(json.dumps(lock, indent=1) + "\n")


# The offline cache (web/sw.js): the service worker precaches the files listed in
# dist/precache-<build>.json under a cache named by <build>, the content hash.
SERVICE_WORKER = "sw.js"
BUILD_PLACEHOLDER = "__BUILD_HASH__"


def _precached(path: str) -> bool:
    # Source maps serve only the developer tools; the service worker and its list
    # are fetched by the browser itself, and the manifest names the build (below).
    return not (path.endswith(".map") or path == SERVICE_WORKER or
                path.startswith("precache-") or path == "build-manifest.json")


def write_precache(dist: Path) -> str:
    """The build's content hash: sha256 over every precached file's path and sha256.
    Writes dist/precache-<hash>.json ({"build", "files": {path: sha256}}) and puts the
    hash into dist/sw.js, so any change to the site gives a new service worker."""
    files = {}
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        name = path.relative_to(dist).as_posix()
        if _precached(name):
            files[name] = _digest(path.read_bytes(), "sha256")
    content = "".join(f"{name}\0{digest}\n" for name, digest in files.items())
    build_hash = _digest(content.encode(), "sha256")[:16]
    # build-manifest.json is written last and is checked by its "build" field instead.
    files["build-manifest.json"] = None
    (dist / f"precache-{build_hash}.json").write_text(
        json.dumps({"build": build_hash, "files": files}, indent=1) + "\n")
    worker = dist / SERVICE_WORKER
    source = worker.read_text()
    if source.count(BUILD_PLACEHOLDER) != 1:
        raise BuildError(f"web/{SERVICE_WORKER} must hold {BUILD_PLACEHOLDER} exactly once")
    worker.write_text(source.replace(BUILD_PLACEHOLDER, build_hash))
    return build_hash


def write_manifest(dist: Path, wheel: Path, build_hash: str | None = None) -> dict:
    """dist/build-manifest.json: versions and every file's size and sha256 (for the
    page's progress bar, and for anything that must list the site, e.g. an offline cache)."""
    files = {}
    for path in sorted(p for p in dist.rglob("*") if p.is_file()):
        data = path.read_bytes()
        files[path.relative_to(dist).as_posix()] = {
            "size": len(data), "sha256": _digest(data, "sha256")}
    manifest = {
        "pyodide": PYODIDE_VERSION,
        "runtime_dir": RUNTIME_DIR + "/",
        "wheel": f"{RUNTIME_DIR}/{wheel.name}",
        "files": files,
    }
    if build_hash:
        manifest["build"] = build_hash
    (dist / "build-manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


# The rules pages shown by the table's rules panel (web/app/play.js), as the
# engine helpers wrote them in docs/.
RULES_DOCS = ("rules-xeri.md", "rules-xix.md")


def copy_rules(dist: Path) -> None:
    out = dist / "rules"
    out.mkdir()
    for name in RULES_DOCS:
        source = ROOT / "docs" / name
        if not source.exists():
            raise BuildError(f"docs/{name} is missing: the rules panel shows it")
        shutil.copyfile(source, out / name)


def write_stills(dist: Path) -> None:
    """scenarios/NAME.still.json beside each shipped scenario: its position from
    every seat, computed by the engine, so an embed paints it without Pyodide."""
    sys.path.insert(0, str(ROOT))
    try:
        from pygame_core import embed
        from pygame_core.errors import GameError
    finally:
        sys.path.pop(0)
    for path in sorted((dist / "scenarios").glob("*.json")):
        if path.name.endswith(".still.json"):
            continue
        try:
            scenario = embed.load_scenario(json.loads(path.read_text()))
            seats = {str(s): embed.still(scenario, s) for s in range(scenario.players)}
        except (ValueError, GameError) as err:
            raise BuildError(f"web/scenarios/{path.name}: {err}") from None
        path.with_suffix(".still.json").write_text(json.dumps(seats, separators=(",", ":")))


def build(dist: Path = DIST, quiet: bool = False) -> dict:
    """Assemble the site in `dist` and return its manifest."""
    started = time.monotonic()
    tarball = pyodide_tarball()
    if dist.exists():
        shutil.rmtree(dist)
    shutil.copytree(WEB, dist)
    copy_rules(dist)
    write_stills(dist)
    runtime = dist / RUNTIME_DIR
    runtime.mkdir()
    with tarfile.open(tarball) as tar:
        for name in PYODIDE_FILES:
            source = tar.extractfile(f"package/{name}")
            if source is None:
                raise BuildError(f"{name} is missing from {tarball.name}")
            (runtime / name).write_bytes(source.read())
        info = json.load(tar.extractfile("package/pyodide-lock.json"))["info"]
    with tempfile.TemporaryDirectory() as tmp:
        built = build_wheel(Path(tmp))
        wheel = runtime / built.name
        shutil.copyfile(built, wheel)
    write_lock(runtime, info, [lock_entry(wheel, ["pygame_core"])])
    manifest = write_manifest(dist, wheel, write_precache(dist))
    if not quiet:
        size = sum(f["size"] for f in manifest["files"].values())
        print(f"built {dist.relative_to(ROOT) if dist.is_relative_to(ROOT) else dist}/: "
              f"{len(manifest['files'])} files, {size / 1e6:.1f} MB, "
              f"Pyodide {PYODIDE_VERSION}, {wheel.name} "
              f"({time.monotonic() - started:.1f} s)")
    return manifest


# -- the server --------------------------------------------------------------

HANG = object()  # an override that never answers (for timeout tests)


class SiteServer(http.server.ThreadingHTTPServer):
    """Serves a built site on loopback with correct MIME types and the CSP header.

    `overrides` maps a URL path to bytes (served instead of the file), an int
    (an HTTP error status) or HANG; `csp_reports` collects the violation reports
    browsers post to CSP_REPORT_PATH.
    """

    daemon_threads = True

    def __init__(self, root: Path, port: int = 0, log=None):
        self.root = Path(root)
        self.overrides: dict[str, object] = {}
        self.csp_reports: list[dict] = []
        self.log = log
        self.closing = threading.Event()
        super().__init__(("127.0.0.1", port), _Handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}/"

    def shutdown(self):
        self.closing.set()
        super().shutdown()

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser went away mid-download (a reload, a closed tab)
        super().handle_error(request, client_address)


class _Handler(http.server.SimpleHTTPRequestHandler):
    server: SiteServer

    def __init__(self, request, client_address, server: SiteServer):
        super().__init__(request, client_address, server, directory=str(server.root))

    def guess_type(self, path):
        return MIME_TYPES.get(Path(str(path)).suffix.lower(), "application/octet-stream")

    def end_headers(self):
        path = urllib.parse.urlsplit(self.path).path.lstrip("/") or "index.html"
        self.send_header("Content-Security-Policy",
                         f"{header_csp(path)}; report-uri {CSP_REPORT_PATH}")
        if path in CORS_FILES:
            self.send_header("Access-Control-Allow-Origin", "*")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):
        path = urllib.parse.urlsplit(self.path).path
        if path.endswith("/"):
            path += "index.html"
        override = self.server.overrides.get(path)
        if override is None:
            return super().send_head()
        if override is HANG:
            self.server.closing.wait()
            return None
        if isinstance(override, int):
            self.send_error(override)
            return None
        body = bytes(override)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def do_POST(self):
        if urllib.parse.urlsplit(self.path).path != CSP_REPORT_PATH:
            self.send_error(405)
            return
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        try:
            report = json.loads(body or b"{}")
        except ValueError:
            report = {"unparsed": body.decode("utf-8", "replace")}
        self.server.csp_reports.append(report)
        if self.server.log:
            self.server.log(f"CSP violation: {json.dumps(report)}")
        self.send_response(204)
        self.end_headers()

    def log_message(self, format, *args):
        if self.server.log:
            self.server.log(f"{self.address_string()} {format % args}")


def serve(port: int) -> None:
    build()
    try:
        server = SiteServer(DIST, port, log=lambda line: print(line, file=sys.stderr))
    except OSError as err:
        raise BuildError(f"cannot listen on 127.0.0.1:{port}: {err.strerror}") from None
    print(f"serving dist/ at {server.url}  (Ctrl-C stops)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("stopped")
    finally:
        server.server_close()


# -- the test command --------------------------------------------------------

def _run(cmd: list[str], **kwargs) -> int:
    print("+ " + " ".join(cmd), flush=True)
    return subprocess.call(cmd, **kwargs)


def _chromium_present() -> bool:
    return CHROMIUM.exists()


def launch_chromium(playwright):
    """Chromium for tests and benchmarks: Debian's when present, else Playwright's own."""
    options = {"executable_path": str(CHROMIUM)} if CHROMIUM.exists() else {}
    return playwright.chromium.launch(args=CHROMIUM_ARGS, **options)


def _setup_tests() -> Path:
    """A .venv with the test extras, and a browser for the e2e tests."""
    python = VENV / "bin" / "python"
    if not python.exists():
        if _run([sys.executable, "-m", "venv", str(VENV)]) != 0:
            # Debian's python3 needs python3-venv for `python3 -m venv`.
            shutil.rmtree(VENV, ignore_errors=True)
            _apt_install("python3-venv")
            if _run([sys.executable, "-m", "venv", str(VENV)]) != 0:
                raise BuildError("cannot create .venv (python3 -m venv failed)")
    import tomllib
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"]
    requirements = sorted(set(extras["test"]) | set(extras["e2e"]))
    if _run([str(python), "-m", "pip", "install", "--quiet", *requirements]) != 0:
        raise BuildError("installing the test requirements into .venv failed")
    if not _chromium_present():
        if shutil.which("apt-get"):
            _apt_install("chromium")
        elif _run([str(python), "-m", "playwright", "install", "chromium"]) != 0:
            raise BuildError("no Chromium: install Debian's chromium or run "
                             "`.venv/bin/python -m playwright install chromium`")
    return python


def _apt_install(package: str) -> None:
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    sudo = [] if os.geteuid() == 0 else ["sudo"]
    if (_run([*sudo, "apt-get", "update", "-q"], env=env, stdin=subprocess.DEVNULL) != 0 or
            _run([*sudo, "apt-get", "install", "-y", "-q", package], env=env,
                 stdin=subprocess.DEVNULL) != 0):
        raise BuildError(f"apt-get install {package} failed")


def run_tests(pytest_args: list[str]) -> int:
    python = _setup_tests()
    status = _run([str(python), "-m", "ruff", "check", str(ROOT)], cwd=ROOT)
    if status != 0:
        print("ruff found problems", file=sys.stderr)
        return status
    status = _run([str(python), "-m", "pytest", *(pytest_args or ["tests", "e2e"])], cwd=ROOT)
    if status == 5:
        print("pytest collected no tests: that is a failure", file=sys.stderr)
        return 1
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command")
    serve_cmd = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve_cmd.add_argument("--port", type=int, default=8000)
    test_cmd = commands.add_parser("test", help="set up .venv and Chromium, run ruff and pytest")
    test_cmd.add_argument("pytest_args", nargs=argparse.REMAINDER,
                          help="arguments for pytest (default: tests e2e)")
    args = parser.parse_args(argv)
    try:
        if args.command == "serve":
            serve(args.port)
        elif args.command == "test":
            return run_tests(args.pytest_args)
        else:
            build()
    except BuildError as err:
        print(f"build.py: error: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
