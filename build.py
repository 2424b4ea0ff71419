"""Build, serve and test the static site.

    python3 build.py            assemble dist/ (pages, Pyodide runtime, game wheel, lock file)
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
    python3 build.py test       set up .venv and Chromium, then run the whole suite

Downloads (the npm package `pyodide`, the flit_core wheel that builds our wheel,
and for the tests only the npm package `axe-core`)
are pinned by version and hash and cached in .cache/, so a rebuild needs no
network. A failed download or a hash mismatch stops the build with one line.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import email.utils
import gzip
import hashlib
import http.server
import io
import json
import os
import platform
import posixpath
import re
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
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
CACHE = ROOT / ".cache" / "downloads"
# Outputs that take long to make (brotli, the compiled stdlib), by the sha256 of their inputs.
MADE = ROOT / ".cache" / "made"
VENV = ROOT / ".venv"

PYODIDE_VERSION = "314.0.7"
PYODIDE_TARBALL = f"https://registry.npmjs.org/pyodide/-/pyodide-{PYODIDE_VERSION}.tgz"
PYODIDE_INTEGRITY = (
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
)
# esbuild (npm, the platform's binary package) bundles each page's module graph into
# one file at build time; it is a build tool, never part of dist/.
ESBUILD_VERSION = "0.28.2"
ESBUILD_INTEGRITY = {
    "x86_64": "sha512-4xTZr1FUmSoQW4XIWmit3tzQrUTZM+N3P0XV8xROKYF50XfI7xeO90"
              "+1bZvNwxIufQ9hDQVRJH5YhgPVF8A/HQ==",
    "aarch64": "sha512-pW4AC0P3it8c7do9MVM4p51FzHzdM/TZrerurgRcHJ2WTa1VQ1CIq18xncfpBJw4oj"
               "kiZZrKW2yIBWBP92j6Ug==",
}
ESBUILD_PACKAGE = {"x86_64": "linux-x64", "aarch64": "linux-arm64"}
# axe-core, the accessibility checker the e2e tests inject into pages (e2e/axe.py);
# never part of dist/.
AXE_VERSION = "4.10.3"
AXE_TARBALL = f"https://registry.npmjs.org/axe-core/-/axe-core-{AXE_VERSION}.tgz"
AXE_INTEGRITY = (
    "sha512-Xm7bpRXnDSX2YE2YFfBk2FnF0ep6tmG7xPh8iHee8MIcrgq762Nkce856dYtJYLkuIoYZvGfTs/PbZhideTcEg=="
)
# The runtime files the page needs; the shipped lock file only lends its "info".
PYODIDE_FILES = ("pyodide.mjs", "pyodide.mjs.map", "pyodide.asm.mjs", "pyodide.asm.wasm")
RUNTIME_DIR = "pyodide"  # dist/pyodide/: runtime, lock file and wheels side by side
# Pyodide's python_stdlib.zip is not shipped: the game's own standard library is,
# only the modules in STDLIB_LIST (traced by scripts/trace_stdlib.py), compiled to
# bytecode by Pyodide itself, passed to loadPyodide as stdLibURL.
PYODIDE_STDLIB = "python_stdlib.zip"
GAME_STDLIB = "python_stdlib_game.zip"
STDLIB_LIST = ROOT / "scripts" / "stdlib-modules.txt"
TRACE_COMMAND = "python3 scripts/trace_stdlib.py"

# Pinned wheels from PyPI: (project, version, file name, sha256).
FLIT_CORE = ("flit_core", "4.2.0", "flit_core-4.2.0-py3-none-any.whl",
             "2bee22dc8ba89c2e35b4e1ad575e596aac945c85672dd8f3cad21b629036e044")
# Only the wheel-loading benchmark (e2e/bench_wheel_loading.py) uses these two.
MICROPIP = ("micropip", "0.11.1", "micropip-0.11.1-py3-none-any.whl",
            "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3")
PACKAGING = ("packaging", "26.1", "packaging-26.1-py3-none-any.whl",
             "5d9c0669c6285e491e0ced2eee587eaf67b670d94a19e94e3984a481aba6802f")

# Chromium for the browser tests: Debian's package, and the flags that keep it
# off the network (this machine has none) and working as root without a GPU, and
# without the pages of its own address bar (the omnibox popup, a WebUI) preloaded
# at launch: work on the two cores at every start of a browser, which the
# benchmarks, each visit in a freshly opened browser, counted as the page's (a CDP
# trace shows it: chrome://omnibox-popup.top-chrome scripts).
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_OFF = ("PreloadTopChromeWebUI", "WebUIOmniboxPopup", "WebUIOmniboxAimPopup",
                "WebUIOmniboxFullPopup")


def chromium_args(features_off=()) -> list[str]:
    """The flags, with `features_off` turned off as well (in one --disable-features:
    a second would replace the first)."""
    return ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            f"--disable-features={','.join((*CHROMIUM_OFF, *features_off))}"]

# Wheel timestamps, so the same sources always give the same wheel and sha256.
SOURCE_DATE_EPOCH = "1700000000"

# Every page carries this policy in a <meta> tag; the server also sends it as a
# header (which covers the worker too), with a report-uri for violations.
CSP = ("default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; worker-src 'self'; "
       "connect-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; "
       "manifest-src 'self'; base-uri 'none'; form-action 'none'; object-src 'none'")
CSP_REPORT_PATH = "/__csp-report"

# frame-ancestors works only as a header, never in a <meta> tag. The game may be
# framed only by its own site; embed.html by any rules site (docs/embedding.md: it
# holds no saved games or settings of the reader's); the explainer (explain.html, in
# Greek explain-el.html) frames only our own embeds, and only its own site frames it; so
# does kit.html (the embed kit's preview).
EMBED_FRAME_ANCESTORS = "*"
SELF = "'self'"
FRAME_ANCESTORS = {"embed.html": EMBED_FRAME_ANCESTORS}
PAGE_CSP = {page: CSP + "; frame-src 'self'"
            for page in ("explain.html", "explain-el.html", "kit.html")}
# Hosts may load the <xeri-table> module from our site: a module script needs CORS. It
# loads from the host's page, where our service worker cannot answer: a reader offline
# gets it from the browser's cache (stale for up to a week, while a newer one is fetched).
CORS_FILES = ("xeri-table.js",)
HOSTED_CACHE = "max-age=0, stale-while-revalidate=604800"


def page_csp(path: str) -> str:
    """The policy in the <meta> tag of the page at site path `path`."""
    return PAGE_CSP.get(path, CSP)


def header_csp(path: str) -> str:
    """The policy sent with site path `path` (the server adds a report-uri)."""
    return f"{page_csp(path)}; frame-ancestors {FRAME_ANCESTORS.get(path, SELF)}"


def site_headers(path: str) -> dict[str, str]:
    """The headers every host must send with the file at site path `path` (a path
    under the site's root, e.g. "index.html"; also written into dist/_headers)."""
    headers = {"Content-Security-Policy": header_csp(path),
               "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer",
               "Cache-Control": "no-cache"}
    if path in CORS_FILES:
        headers.update({"Access-Control-Allow-Origin": "*", "Cache-Control": HOSTED_CACHE})
    return headers


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
    _put(path, data)
    return path


def _put(path: Path, data: bytes, mode: int | None = None) -> None:
    """Write `path` whole or not at all: into a file of this process's own, then renamed
    (two test workers may make the same cached file at once)."""
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    part.write_bytes(data)
    if mode is not None:
        part.chmod(mode)
    part.replace(path)


def _package_file(tar: tarfile.TarFile, tarball: Path, name: str) -> bytes:
    """`package/<name>` of an npm tarball, or a BuildError naming what is missing."""
    source = tar.extractfile(f"package/{name}")
    if source is None:
        raise BuildError(f"{name} is missing from {tarball.name}")
    return source.read()


def pyodide_tarball() -> Path:
    return cached_download(
        f"pyodide-{PYODIDE_VERSION}.tgz", lambda: PYODIDE_TARBALL,
        lambda data: _sri_matches(data, PYODIDE_INTEGRITY), PYODIDE_INTEGRITY)


def esbuild_binary() -> Path:
    """The pinned esbuild for this machine (its npm package in .cache/, integrity
    checked; the binary taken out of it beside the tarball)."""
    machine = platform.machine()
    if sys.platform != "linux" or machine not in ESBUILD_PACKAGE:
        raise BuildError(f"no pinned esbuild for {sys.platform} {machine}: the build bundles "
                         f"the pages' scripts with esbuild {ESBUILD_VERSION} for Linux "
                         f"({', '.join(ESBUILD_PACKAGE)})")
    package, integrity = ESBUILD_PACKAGE[machine], ESBUILD_INTEGRITY[machine]
    tarball = cached_download(
        f"esbuild-{package}-{ESBUILD_VERSION}.tgz",
        lambda: f"https://registry.npmjs.org/@esbuild/{package}/-/{package}-{ESBUILD_VERSION}.tgz",
        lambda data: _sri_matches(data, integrity), integrity)
    binary = tarball.with_suffix(".bin")
    if not binary.exists():
        with tarfile.open(tarball) as tar:
            _put(binary, _package_file(tar, tarball, "bin/esbuild"), mode=0o755)
    return binary


def axe_source() -> str:
    """axe.min.js of the pinned axe-core (npm tarball in .cache/, integrity checked)."""
    tarball = cached_download(
        f"axe-core-{AXE_VERSION}.tgz", lambda: AXE_TARBALL,
        lambda data: _sri_matches(data, AXE_INTEGRITY), AXE_INTEGRITY)
    with tarfile.open(tarball) as tar:
        return _package_file(tar, tarball, "axe.min.js").decode()


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


def _compressed(path: str) -> bool:
    """A precompressed copy of another file (an encoding of it, not a file of the site)."""
    return path.endswith(tuple(suffix for _, suffix in ENCODINGS))


def site_files(dist: Path) -> list[str]:
    """Every file of the site under `dist`, sorted, without the precompressed copies."""
    return sorted(name for name in (p.relative_to(dist).as_posix()
                                    for p in dist.rglob("*") if p.is_file())
                  if not _compressed(name))


# The offline cache (web/sw.js): the service worker precaches the files listed in
# dist/precache-<build>.json under a cache named by <build>, the content hash.
SERVICE_WORKER = "sw.js"
HEADERS_FILE = "_headers"
BUILD_PLACEHOLDER = "__BUILD_HASH__"


def _precached(path: str) -> bool:
    # Source maps serve only the developer tools; the service worker and its list
    # are fetched by the browser itself, the manifest names the build (below), and
    # _headers is for static hosts.
    return not (path.endswith(".map") or path == SERVICE_WORKER or path == HEADERS_FILE or
                path.startswith("precache-") or path == "build-manifest.json" or
                _compressed(path))


def write_precache(dist: Path) -> str:
    """The build's content hash: sha256 over every precached file's path and sha256.
    Writes dist/precache-<hash>.json ({"build", "files": {path: sha256}}) and puts the
    hash into dist/sw.js, so any change to the site gives a new service worker."""
    files = {name: _digest((dist / name).read_bytes(), "sha256")
             for name in site_files(dist) if _precached(name)}
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
    for name in site_files(dist):
        data = (dist / name).read_bytes()
        files[name] = {"size": len(data), "sha256": _digest(data, "sha256")}
    # The name the engine keeps its heap snapshot under (web/app/worker.js): it names
    # everything the heap depends on, so a new runtime, stdlib, lock file or wheel
    # never restores an old heap.
    heap = [f"{RUNTIME_DIR}/{name}" for name in ("pyodide.asm.wasm", GAME_STDLIB,
                                                  "pyodide-lock.json", wheel.name)]
    snapshot = _digest("\n".join(files[name]["sha256"] for name in heap).encode(), "sha256")
    manifest = {
        "pyodide": PYODIDE_VERSION,
        "stdlib": f"{RUNTIME_DIR}/{GAME_STDLIB}",
        "wheel": f"{RUNTIME_DIR}/{wheel.name}",
        "snapshot": f"pyodide-{PYODIDE_VERSION}-{snapshot}",
        "files": files,
    }
    if build_hash:
        manifest["build"] = build_hash
    (dist / "build-manifest.json").write_text(json.dumps(manifest, indent=1) + "\n")
    return manifest


def _core():
    """The game core of this checkout, for what the build computes with it."""
    sys.path.insert(0, str(ROOT))
    try:
        import pygame_core.embed
        import pygame_core.kit
        import pygame_core.words
    finally:
        sys.path.pop(0)
    return pygame_core


# -- the game's standard library ------------------------------------------------

# Turns a zip of .py files into one of .pyc files, compiled by the Pyodide runtime
# itself (its CPython's bytecode), under the names zipimport finds them by: Python's
# start then compiles nothing (1.5-2 s less work after the last byte). Without
# docstrings, asserts (optimize=2) and column tables (PYTHONNODEBUGRANGES) the
# bytecode of the game's modules is 2.7 MB raw and 0.62 MB brotli instead of 3.3
# and 0.97 MB (their sources: 2.8 and 0.53 MB).
COMPILE_PY = r"""
import importlib.util, marshal, sys, zipfile
prefix = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip/"
with zipfile.ZipFile("/in.zip") as src, zipfile.ZipFile("/out.zip", "w") as out:
    for info in src.infolist():
        data = src.read(info)
        if info.filename.endswith(".py"):
            code = compile(data, prefix + info.filename, "exec", dont_inherit=True,
                           optimize=2)
            info = zipfile.ZipInfo(info.filename + "c", info.date_time)
            data = importlib.util.MAGIC_NUMBER + bytes(12) + marshal.dumps(code)
        out.writestr(info, data)
"""
# Node runs Pyodide from dist/pyodide/ (argv: that folder, Pyodide's own stdlib,
# the zip in, the zip out) to run COMPILE_PY.
COMPILE_JS = r"""
import { readFileSync, writeFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
const [runtime, stdlib, input, output] = process.argv.slice(1);
const { loadPyodide } = await import(pathToFileURL(`${runtime}/pyodide.mjs`).href);
const py = await loadPyodide({ indexURL: `${runtime}/`, stdLibURL: stdlib,
  env: { PYTHONNODEBUGRANGES: "1" } });
py.FS.writeFile("/in.zip", readFileSync(input));
py.runPython(process.env.COMPILE_PY);
writeFileSync(output, py.FS.readFile("/out.zip"));
"""
# The hook of a tracing build (scripts/trace_stdlib.py): every module name Python
# looks for is posted to the test server (SiteServer.imports), once.
TRACE_PY = r"""
import sys

class _Trace:
    seen, queue, busy = set(), [], False

    @classmethod
    def find_spec(cls, name, path=None, target=None):
        if name not in cls.seen:
            cls.seen.add(name)
            cls.queue.append(name)
        # Not before Pyodide is up (the game's package is imported): JS touched any
        # earlier keeps a reference that makes memory snapshots fail.
        if cls.queue and not cls.busy and "pygame_core" in sys.modules:
            cls.busy = True
            try:
                import js
                # Reflect.apply: a method called through a JsProxy leaves a reference
                # behind that makes memory snapshots fail.
                request, proto = js.XMLHttpRequest.new(), js.XMLHttpRequest.prototype
                js.Reflect.apply(proto.open, request, js.Array.of("POST", "/__imports", False))
                js.Reflect.apply(proto.send, request, js.Array.of("\n".join(cls.queue)))
                cls.queue.clear()
            except Exception:  # offline: sent with a later import
                pass
            finally:
                cls.busy = False
        return None

_Trace.seen.update(sys.modules)  # imported before site ran this
_Trace.queue.extend(sys.modules)
sys.meta_path.insert(0, _Trace)
"""
IMPORTS_PATH = "/__imports"


def stdlib_list(path: Path = STDLIB_LIST) -> tuple[str, list[str]]:
    """The Pyodide version the list was traced with, and its module names."""
    version, names = "", []
    for line in path.read_text().splitlines():
        if line.startswith("# pyodide "):
            version = line.split()[2]
        elif line.strip() and not line.startswith("#"):
            names.append(line.strip())
    return version, names


def stdlib_entries(names: list[str], available: set[str]) -> tuple[set[str], list[str]]:
    """The zip entries of modules `names` and of their parent packages (a package is
    its folder's __init__.py), and the names found in neither form."""
    entries, missing = set(), []
    for name in names:
        parts = name.split(".")
        for depth in range(1, len(parts) + 1):
            stem = "/".join(parts[:depth])
            found = [e for e in (f"{stem}/__init__.py", f"{stem}.py") if e in available]
            entries.update(found[:1])
            if not found and depth == len(parts):
                missing.append(name)
    return entries, missing


def _zip(entries: list[tuple[str, bytes]]) -> bytes:
    """A stored (uncompressed: the HTTP compression does better on the whole) zip
    with fixed dates, so the same entries give the same bytes."""
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_STORED) as zf:
        for name, data in sorted(entries):
            zf.writestr(zipfile.ZipInfo(name, (1980, 1, 1, 0, 0, 0)), data)
    return out.getvalue()


def _node() -> str:
    node = shutil.which("node")
    if not node:
        raise BuildError("Node.js is needed to build (it compiles the standard library "
                         "with Pyodide and writes the .br files): apt-get install nodejs")
    return node


def game_stdlib(runtime: Path, full: bytes, trace: bool = False) -> bytes:
    """The standard library the game ships: the modules of STDLIB_LIST (and their
    packages) from Pyodide's `full` zip, compiled to bytecode by the runtime in
    `runtime` (cached in .cache/made/ by the sha256 of the inputs). `trace`: the
    whole of `full` as sources, plus a sitecustomize that reports imports."""
    if trace:
        out = io.BytesIO(full)
        with zipfile.ZipFile(out, "a", zipfile.ZIP_DEFLATED) as zf:
            zf.writestr("sitecustomize.py", TRACE_PY)
        return out.getvalue()
    with zipfile.ZipFile(io.BytesIO(full)) as zf:
        available = {info.filename: zf.read(info) for info in zf.infolist()
                     if not info.is_dir()}
    _, names = stdlib_list()
    entries, missing = stdlib_entries(names, set(available))
    if missing:
        print(f"build.py: warning: not in Pyodide {PYODIDE_VERSION}'s standard library: "
              f"{', '.join(missing)} (run {TRACE_COMMAND})", file=sys.stderr)
    sources = _zip([(name, available[name]) for name in entries])
    wasm = (runtime / "pyodide.asm.wasm").read_bytes()
    key = _digest(b"\0".join([sources, wasm, COMPILE_PY.encode(), COMPILE_JS.encode()]),
                  "sha256")
    cached = MADE / f"stdlib-{key}.zip"
    if cached.exists():
        return cached.read_bytes()
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "full.zip").write_bytes(full)
        (Path(tmp) / "in.zip").write_bytes(sources)
        result = subprocess.run(
            [_node(), "--input-type=module", "-e", COMPILE_JS, str(runtime),
             str(Path(tmp) / "full.zip"), str(Path(tmp) / "in.zip"),
             str(Path(tmp) / "out.zip")],
            env=dict(os.environ, COMPILE_PY=COMPILE_PY), capture_output=True, text=True)
        if result.returncode != 0:
            lines = (result.stderr.strip() or "no output").splitlines()
            reason = next((line for line in lines if "Error" in line), lines[-1])
            raise BuildError(f"compiling the standard library failed: {reason.strip()}")
        compiled = (Path(tmp) / "out.zip").read_bytes()
    MADE.mkdir(parents=True, exist_ok=True)
    _put(cached, compiled)
    return compiled


# -- compression ---------------------------------------------------------------

# Precompressed copies beside the originals, in the server's order of preference.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))
# Written only when it saves this share of the bytes (zips of deflated files,
# PNGs and tiny files do not).
WORTH = 0.9
BROTLI_JS = r"""
import { readFileSync, renameSync, writeFileSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";
for (const [input, output] of JSON.parse(readFileSync(0, "utf8"))) {
  const data = readFileSync(input);
  writeFileSync(`${output}.${process.pid}`, brotliCompressSync(data, { params: {
    [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  renameSync(`${output}.${process.pid}`, output);
}
"""


def compress(dist: Path) -> None:
    """name.gz (gzip -9) and name.br (brotli 11, by Node's zlib; cached in
    .cache/made/ by content) beside every file of `dist` they make smaller."""
    pairs = []
    for name in site_files(dist):
        path = dist / name
        data = path.read_bytes()
        packed = gzip.compress(data, 9, mtime=0)
        if len(packed) > WORTH * len(data):
            continue
        path.with_name(path.name + ".gz").write_bytes(packed)
        pairs.append((path, MADE / f"{_digest(data, 'sha256')}.br"))
    todo = [(str(path), str(cached)) for path, cached in pairs if not cached.exists()]
    if todo:
        MADE.mkdir(parents=True, exist_ok=True)
        result = subprocess.run([_node(), "--input-type=module", "-e", BROTLI_JS],
                                input=json.dumps(todo), capture_output=True, text=True)
        if result.returncode != 0:
            raise BuildError(f"brotli compression failed: {result.stderr.strip()}")
    for path, cached in pairs:
        shutil.copyfile(cached, path.with_name(path.name + ".br"))


def write_headers(dist: Path) -> None:
    """dist/_headers (Netlify / Cloudflare Pages): what build.py serve sends. A
    header is named by one rule per file at most (hosts differ in how they merge
    two), so every file has its rule: its Cache-Control (see HOSTED_CACHE), and for
    pages and scripts the Content-Security-Policy, which matters only for them."""
    common = {"X-Content-Type-Options", "Referrer-Policy"}
    lines = ["# build.py writes this file: the headers of build.site_headers().", "/*"]
    lines += [f"  {k}: {v}" for k, v in site_headers("index.html").items() if k in common]
    for name in site_files(dist):
        script = name.endswith((".html", ".js", ".mjs"))
        paths = [f"/{name}"]
        if name == "index.html" or name.endswith("/index.html"):
            paths.insert(0, f"/{name[:-len('index.html')]}")
        for path in paths:
            lines.append(path)
            lines += [f"  {k}: {v}" for k, v in site_headers(name).items()
                      if k not in common and (script or k != "Content-Security-Policy")]
    (dist / HEADERS_FILE).write_text("\n".join(lines) + "\n")


def write_catalog(dist: Path) -> None:
    """app/catalog.js: what the page must know before the engine starts, from the core:
    its own words in every language (pygame_core/words.py), and the games, their player
    counts, options and the computer's levels (for the embeds' parameters)."""
    core = _core()
    (dist / "app" / "catalog.js").write_text(
        "// Written by build.py from pygame_core (words.py, the games' descriptors).\n"
        f"export const WORDS = {json.dumps(core.words.CHROME, ensure_ascii=False)};\n"
        f"export const GAMES = {json.dumps(core.embed.catalog())};\n")


# `import ... from "./x.js"` and `import "./x.js"` at a module's top (not `import(...)`).
STATIC_IMPORT = re.compile(r'^import\s[^;(]*?["\'](\./[\w./-]+\.js)["\']', re.M)


def module_graph(entry: Path) -> list[Path]:
    """The modules `entry` imports statically, at any depth (not itself)."""
    found: list[Path] = []
    todo = [entry]
    while todo:
        module = todo.pop()
        for name in STATIC_IMPORT.findall(module.read_text()):
            path = (module.parent / name).resolve()
            if path != entry.resolve() and path not in found:
                found.append(path)
                todo.append(path)
    return found


# Each page's script, bundled with every module it imports (not start.js, which
# index.html runs on its own to start the engine worker at once, and main.js takes over).
BUNDLES = ("app/main.js", "app/embed.js", "app/kit.js")
UNBUNDLED = ("app/start.js",)


def bundle(dist: Path) -> None:
    """Each of BUNDLES in `dist` made one file with the modules it imports (esbuild, not
    minified), in its place; the modules only they import are then left out of dist/. A
    page asks for one script instead of its module graph a level at a time: five framed
    tables on a host page make ~55 requests fewer, and the host's one main thread does
    the less for it."""
    kept = {(dist / name).resolve() for name in (*BUNDLES, *UNBUNDLED)}
    bundled = {m for entry in BUNDLES for m in module_graph(dist / entry)} - kept
    with tempfile.TemporaryDirectory() as tmp:
        result = subprocess.run(
            [str(esbuild_binary()), *BUNDLES, "--bundle", "--format=esm", "--charset=utf8",
             f"--outdir={tmp}", "--outbase=.", "--log-level=warning",
             *(f"--external:./{Path(name).name}" for name in UNBUNDLED)],
            cwd=dist, capture_output=True, text=True)
        if result.returncode != 0:
            raise BuildError(f"bundling the pages' scripts failed: "
                             f"{(result.stderr.strip() or 'no output').splitlines()[0]}")
        for name in BUNDLES:
            shutil.copyfile(Path(tmp) / name, dist / name)
    for module in bundled:
        module.unlink()
    for name in UNBUNDLED:  # imported, not copied in (a second engine worker)
        if f'"./{Path(name).name}"' not in (dist / "app/main.js").read_text():
            raise BuildError(f"the bundle of app/main.js holds {name} instead of importing it")


def write_kit(dist: Path) -> None:
    """app/kit-form.js: the embed kit's form in every language (pygame_core/kit.py), with
    the shipped scenarios (kit.html draws it)."""
    scenarios = {f"scenarios/{path.name}": json.loads(path.read_text())
                 for path in sorted((dist / "scenarios").glob("*.json"))
                 if not path.name.endswith(".still.json")}
    (dist / "app" / "kit-form.js").write_text(
        "// Written by build.py from pygame_core/kit.py.\n"
        f"export const FORMS = {json.dumps(_core().kit.kit(scenarios), ensure_ascii=False)};\n")


CARDS_MARK = "<!-- cards -->"
CARD_PAGES = ("index.html", "embed.html")


def write_cards(dist: Path) -> None:
    """Every card's picture (scripts/card_art.py's sprite) written into the pages that
    draw cards, where their marker is: the HTML parser reads it with the page, with
    no request or script of its own."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import card_art
    finally:
        sys.path.pop(0)
    sprite = card_art.sprite().strip()
    for name in CARD_PAGES:
        page = dist / name
        text = page.read_text()
        if text.count(CARDS_MARK) != 1:
            raise BuildError(f"web/{name} must hold {CARDS_MARK} exactly once")
        page.write_text(text.replace(CARDS_MARK, sprite))


def write_stills(dist: Path) -> None:
    """scenarios/NAME.still.json beside each shipped scenario: its position from
    every seat in every language, drawn by the engine, so an embed paints it
    without Pyodide."""
    core = _core()
    embed, GameError, langs = core.embed, core.errors.GameError, core.words.LANGS
    for path in sorted((dist / "scenarios").glob("*.json")):
        if path.name.endswith(".still.json"):
            continue
        try:
            scenario = embed.load_scenario(json.loads(path.read_text()))
            seats = {lang: {str(s): embed.still(scenario, s, lang) for s in range(scenario.players)}
                     for lang in langs}
        except (ValueError, GameError) as err:
            raise BuildError(f"web/scenarios/{path.name}: {err}") from None
        path.with_suffix(".still.json").write_text(json.dumps(seats, separators=(",", ":")))
    (dist / "scenarios" / "fresh.still.json").write_text(
        json.dumps({lang: embed.fresh(lang) for lang in langs}, separators=(",", ":")))


def build(dist: Path = DIST, quiet: bool = False, trace: bool = False) -> dict:
    """Assemble the site in `dist` and return its manifest (`trace`: with Pyodide's
    whole standard library and the import tracer of scripts/trace_stdlib.py)."""
    started = time.monotonic()
    tarball = pyodide_tarball()
    if dist.exists():
        shutil.rmtree(dist)
    shutil.copytree(WEB, dist)
    write_catalog(dist)
    write_cards(dist)
    write_stills(dist)
    write_kit(dist)
    bundle(dist)
    runtime = dist / RUNTIME_DIR
    runtime.mkdir()
    with tarfile.open(tarball) as tar:
        for name in PYODIDE_FILES:
            (runtime / name).write_bytes(_package_file(tar, tarball, name))
        info = json.load(tar.extractfile("package/pyodide-lock.json"))["info"]
        full_stdlib = tar.extractfile(f"package/{PYODIDE_STDLIB}").read()
    with tempfile.TemporaryDirectory() as tmp:
        built = build_wheel(Path(tmp))
        wheel = runtime / built.name
        shutil.copyfile(built, wheel)
    write_lock(runtime, info, [lock_entry(wheel, ["pygame_core"])])
    (runtime / GAME_STDLIB).write_bytes(game_stdlib(runtime, full_stdlib, trace))
    write_headers(dist)
    manifest = write_manifest(dist, wheel, write_precache(dist))
    compress(dist)
    if not quiet:
        size = sum(f["size"] for f in manifest["files"].values())
        print(f"built {dist.relative_to(ROOT) if dist.is_relative_to(ROOT) else dist}/: "
              f"{len(manifest['files'])} files, {size / 1e6:.1f} MB, "
              f"Pyodide {PYODIDE_VERSION}, {wheel.name} "
              f"({time.monotonic() - started:.1f} s)")
    return manifest


# -- the server --------------------------------------------------------------

HANG = object()  # an override that never answers (for timeout tests)
CHUNK = 16 * 1024


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


class SiteServer(http.server.ThreadingHTTPServer):
    """Serves a built site on loopback under `base` (a URL folder, "/" by default):
    MIME types, the headers of site_headers() chosen by the normalised path, the
    precompressed .br/.gz file when the browser accepts it.

    `overrides` maps a site path ("/index.html", whatever `base`) to bytes (served
    instead of the file), an int (an HTTP error status) or HANG; `csp_reports`
    collects the violation reports browsers post to CSP_REPORT_PATH, `imports` the
    module names a tracing build posts to IMPORTS_PATH (build(trace=True)); `sent` logs
    each GET: {"path", "status", "encoding", "bytes" (of the body), "start", "end"
    (time.time(), as browsers time)}; `throttle` (a Throttle or None) slows every response.
    """

    daemon_threads = True

    def __init__(self, root: Path, port: int = 0, log=None, base: str = "/"):
        self.root = Path(root)
        self.base = base
        self.overrides: dict[str, object] = {}
        self.csp_reports: list[dict] = []
        self.imports: set[str] = set()
        self.sent: list[dict] = []
        self.throttle: Throttle | None = None
        self.log = log
        self.closing = threading.Event()
        super().__init__(("127.0.0.1", port), _Handler)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server_address[1]}{self.base}"

    def shutdown(self):
        self.closing.set()
        super().shutdown()

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser went away mid-download (a reload, a closed tab)
        super().handle_error(request, client_address)


@contextlib.contextmanager
def serving(root: Path, base: str = "/"):
    """A SiteServer for `root` under `base`, from a thread, until the block ends."""
    server = SiteServer(root, base=base)
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


def accepted_encodings(header: str) -> set[str]:
    """The content codings an Accept-Encoding header allows (q=0 refuses one)."""
    out = set()
    for item in header.split(","):
        name, *params = (part.strip() for part in item.split(";"))
        if not any(p.replace(" ", "") in ("q=0", "q=0.0", "q=0.00", "q=0.000")
                   for p in params):
            out.add(name.lower())
    return out


class _Handler(http.server.SimpleHTTPRequestHandler):
    server: SiteServer
    site = ""  # the site path of this request, once the request line is read
    status = 0

    def __init__(self, request, client_address, server: SiteServer):
        super().__init__(request, client_address, server, directory=str(server.root))

    def guess_type(self, path):
        return MIME_TYPES.get(Path(str(path)).suffix.lower(), "application/octet-stream")

    def send_response(self, code, message=None):
        self.status = code
        super().send_response(code, message)

    def end_headers(self):
        # An over-long request line or header is answered before any path is known.
        for name, value in site_headers(self.site).items():
            if name == "Content-Security-Policy":
                value += f"; report-uri {CSP_REPORT_PATH}"
            self.send_header(name, value)
        super().end_headers()

    def do_GET(self):
        started, self.sent_bytes, self.encoding = time.time(), 0, None
        try:
            body = self.send_head()
            if body:
                with body:
                    self.copyfile(body, self.wfile)
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
        url_path = urllib.parse.urlsplit(self.path).path
        self.site = site_path(url_path, self.server.base) or ""
        if self.server.throttle:
            time.sleep(self.server.throttle.rtt)
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
        override = self.server.overrides.get("/" + self.site)
        if override is not None:
            return self._send_override(override)
        file = self.server.root / self.site
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

    def _send_override(self, override):
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
        if target not in (CSP_REPORT_PATH, IMPORTS_PATH):
            self.send_error(405)
            return
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        if target == IMPORTS_PATH:
            self.server.imports.update(body.decode().split())
            self.send_response(204)
            self.end_headers()
            return
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


def serve(port: int, dist: Path = DIST) -> None:
    build(dist)
    try:
        server = SiteServer(dist, port, log=lambda line: print(line, file=sys.stderr))
    except OSError as err:
        raise BuildError(f"cannot listen on 127.0.0.1:{port}: {err.strerror}") from None
    print(f"serving {dist.name}/ at {server.url}  (Ctrl-C stops)", flush=True)
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


def launch_chromium(playwright, features_off=()):
    """Chromium for tests and benchmarks: Debian's when present, else Playwright's own."""
    options = {"executable_path": str(CHROMIUM)} if CHROMIUM.exists() else {}
    return playwright.chromium.launch(args=chromium_args(features_off), **options)


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
    if not shutil.which("node"):  # the build runs Node.js (_node)
        _apt_install("nodejs")
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


# The whole suite, two tests at a time (pytest-xdist): a browser test mostly waits on its
# page (e2e/test_play.py: 64 s of CPU in 123 s), so the second worker fills the gaps.
SUITE = ["-n", "2", "--dist", "worksteal", "tests", "e2e"]


def run_tests(pytest_args: list[str]) -> int:
    python = _setup_tests()
    status = _run([str(python), "-m", "ruff", "check", str(ROOT)], cwd=ROOT)
    if status != 0:
        print("ruff found problems", file=sys.stderr)
        return status
    status = _run([str(python), "-m", "pytest", *(pytest_args or SUITE)], cwd=ROOT)
    if status == 5:
        print("pytest collected no tests: that is a failure", file=sys.stderr)
        return 1
    return status


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command")
    serve_cmd = commands.add_parser("serve", help="build, then serve dist/ on 127.0.0.1")
    serve_cmd.add_argument("--port", type=int, default=8000)
    serve_cmd.add_argument("--dist", type=Path, default=DIST,
                           help="the folder to build into and serve (default: dist/)")
    test_cmd = commands.add_parser("test", help="set up .venv and Chromium, run ruff and pytest")
    test_cmd.add_argument("pytest_args", nargs=argparse.REMAINDER,
                          help="arguments for pytest (default: -n 2 --dist worksteal tests e2e)")
    args = parser.parse_args(argv)
    try:
        if args.command == "serve":
            serve(args.port, args.dist.resolve())
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
