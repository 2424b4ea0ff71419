"""build.py assembles dist/: pinned runtime, our wheel, a lock file with real hashes,
pages under a strict CSP; bad downloads stop it with one clear line."""

import ast
import base64
import gzip
import hashlib
import io
import json
import re
import subprocess
import tarfile
import urllib.error
import zipfile
from html.parser import HTMLParser
from pathlib import Path

import pytest

import build
import pygame_core
from sitebuild import compress, pins, site, testenv
from sitebuild.bundle import BUNDLES, STATIC_IMPORT, module_graph
from sitebuild.common import ROOT, BuildError
from sitebuild.compress import WORTH
from sitebuild.headers import CSP, HEADERS_FILE, HOSTED_CACHE, page_csp, site_headers
from sitebuild.offline import write_manifest
from sitebuild.pins import (
    FLIT_CORE,
    PYODIDE_INTEGRITY,
    PYODIDE_TARBALL,
    PYODIDE_VERSION,
    pyodide_tarball,
    pypi_wheel,
)
from sitebuild.runtime import PYODIDE_FILES, RUNTIME_DIR, build_wheel
from sitebuild.stdlib import GAME_STDLIB, PYODIDE_STDLIB, TRACE_COMMAND, stdlib_entries, stdlib_list

REAL_CACHE = pins.CACHE


@pytest.fixture(scope="module")
def dist(site) -> Path:
    return site  # the run's one build (conftest.py), shared with the browser tests


def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_runtime_files_are_the_pinned_npm_package(dist):
    tarball = pyodide_tarball()
    digest = base64.b64encode(hashlib.sha512(tarball.read_bytes()).digest()).decode()
    assert PYODIDE_INTEGRITY == f"sha512-{digest}"
    with tarfile.open(tarball) as tar:
        assert json.load(tar.extractfile("package/package.json"))["version"] == \
            PYODIDE_VERSION
        for name in PYODIDE_FILES:
            shipped = tar.extractfile(f"package/{name}").read()
            assert (dist / RUNTIME_DIR / name).read_bytes() == shipped, name


def test_lock_file_lists_every_package_with_its_real_sha256(dist):
    runtime = dist / RUNTIME_DIR
    lock = json.loads((runtime / "pyodide-lock.json").read_text())
    assert lock["info"]["python"].startswith("3.14")
    assert set(lock["packages"]) == {"pygame-core"}
    for name, entry in lock["packages"].items():
        assert entry["name"] == name
        assert entry["sha256"] == sha256(runtime / entry["file_name"])
    wheels = sorted(p.name for p in runtime.glob("*.whl"))
    assert wheels == sorted(e["file_name"] for e in lock["packages"].values())


def test_wheel_is_pure_python_and_holds_the_core(dist):
    wheel = dist / RUNTIME_DIR / f"pygame_core-{pygame_core.__version__}-py3-none-any.whl"
    with zipfile.ZipFile(wheel) as zf:
        names = zf.namelist()
        metadata = zf.read(f"pygame_core-{pygame_core.__version__}.dist-info/METADATA").decode()
        wheel_info = zf.read(f"pygame_core-{pygame_core.__version__}.dist-info/WHEEL").decode()
    assert "pygame_core/__init__.py" in names and "pygame_core/bridge.py" in names
    # pygame_core only: not the build's own package (sitebuild/) or anything else
    info = f"pygame_core-{pygame_core.__version__}.dist-info/"
    assert [n for n in names if not n.startswith(("pygame_core/", info))] == []
    assert not [n for n in names if n.endswith((".pyc", ".so")) or "__pycache__" in n]
    assert "Requires-Python: >=3.11" in metadata
    requires = [line for line in metadata.splitlines() if line.startswith("Requires-Dist:")]
    assert [line for line in requires if "extra ==" not in line] == []  # no runtime deps
    assert "Tag: py3-none-any" in wheel_info


def test_rebuild_gives_the_same_wheel(dist, tmp_path):
    again = build_wheel(tmp_path)
    assert sha256(again) == sha256(dist / RUNTIME_DIR / again.name)


def test_manifest_lists_every_file_with_size_and_hash(dist):
    manifest = json.loads((dist / "build-manifest.json").read_text())
    on_disk = {p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()}
    compressed = {name for name in on_disk if name.endswith((".gz", ".br"))}
    assert set(manifest["files"]) == on_disk - compressed - {"build-manifest.json"}
    assert manifest["stdlib"] == f"{RUNTIME_DIR}/{GAME_STDLIB}"
    # The engine worker looks for the runtime where the build puts it.
    worker = (ROOT / "web" / "app" / "worker.js").read_text()
    assert f'const RUNTIME_DIR = "{RUNTIME_DIR}/";' in worker
    for name, entry in manifest["files"].items():
        assert entry == {"size": (dist / name).stat().st_size, "sha256": sha256(dist / name)}
    assert manifest["wheel"] in manifest["files"]
    assert manifest["pyodide"] == PYODIDE_VERSION


def test_the_snapshot_is_named_by_what_the_heap_depends_on(tmp_path):
    # web/app/worker.js keeps the interpreter's heap under manifest["snapshot"]: another
    # runtime, stdlib, lock file or wheel must give another name; a page change must not.
    runtime = tmp_path / RUNTIME_DIR
    runtime.mkdir()
    wheel = runtime / "pygame_core-0.1.0-py3-none-any.whl"
    heap = ["pyodide.asm.wasm", GAME_STDLIB, "pyodide-lock.json", wheel.name]
    for name in heap:
        (runtime / name).write_bytes(name.encode())
    (tmp_path / "index.html").write_text("<!doctype html>")

    def name() -> str:
        return write_manifest(tmp_path, wheel)["snapshot"]

    first = name()
    assert first.startswith(f"pyodide-{PYODIDE_VERSION}-")
    (tmp_path / "index.html").write_text("<!doctype html><title>new</title>")
    assert name() == first
    seen = {first}
    for changed in heap:
        (runtime / changed).write_bytes(b"another build")
        seen.add(name())
        (runtime / changed).write_bytes(changed.encode())
    assert len(seen) == len(heap) + 1


class _PageScan(HTMLParser):
    def __init__(self):
        super().__init__()
        self.csp, self.inline_scripts, self.handlers = [], 0, []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "meta" and (attrs.get("http-equiv") or "").lower() == \
                "content-security-policy":
            self.csp.append(attrs.get("content"))
        if tag == "script" and "src" not in attrs:
            self.inline_scripts += 1
        self.handlers += [name for name in attrs if name.startswith("on")]
        if "style" in attrs:
            self.handlers.append("style")


def test_every_page_has_the_strict_csp_and_no_inline_code(dist):
    pages = list(dist.rglob("*.html"))
    assert pages
    for page in pages:
        scan = _PageScan()
        scan.feed(page.read_text())
        assert scan.csp == [page_csp(page.relative_to(dist).as_posix())], page
        assert scan.inline_scripts == 0 and scan.handlers == [], page
    assert "script-src 'self' 'wasm-unsafe-eval';" in CSP
    assert "unsafe-inline" not in CSP and "unsafe-eval'" not in CSP.replace(
        "'wasm-unsafe-eval'", "")


def test_our_scripts_use_no_eval(dist):
    for script in (dist / "app").glob("*.js"):
        text = script.read_text()
        assert not re.search(r"\beval\s*\(|new\s+Function\s*\(", text), script


@pytest.fixture
def empty_cache(tmp_path, monkeypatch):
    monkeypatch.setattr(pins, "CACHE", tmp_path / "cache")
    return tmp_path / "cache"


def test_hash_mismatch_stops_the_build(empty_cache, monkeypatch):
    monkeypatch.setattr(pins, "_http_get", lambda url: b"not the pyodide package")
    with pytest.raises(BuildError, match=r"hash mismatch for pyodide-314\.0\.7\.tgz"):
        pyodide_tarball()
    assert not list(empty_cache.glob("*"))  # nothing bad is cached


def test_corrupt_cache_entry_is_fetched_again(dist, empty_cache, monkeypatch):
    good = (REAL_CACHE / FLIT_CORE[2]).read_bytes()  # cached by the dist fixture
    empty_cache.mkdir()
    (empty_cache / FLIT_CORE[2]).write_bytes(b"truncated")
    monkeypatch.setattr(pins, "_http_get", lambda url: (
        json.dumps({"releases": {"4.2.0": [{"filename": FLIT_CORE[2],
                                            "url": "x.whl"}]}}).encode()
        if url.endswith("/json") else good))
    assert pypi_wheel(FLIT_CORE).read_bytes() == good


def test_failed_download_is_one_clear_line(empty_cache, monkeypatch, capsys):
    def offline(url, timeout):
        raise urllib.error.URLError("Name or service not known")

    monkeypatch.setattr(pins.urllib.request, "urlopen", offline)
    assert build.main([]) == 1
    err = capsys.readouterr().err
    assert err == ("build.py: error: download failed: " + PYODIDE_TARBALL +
                   ": Name or service not known\n")


def test_rebuild_works_offline(dist, tmp_path, monkeypatch):
    # the run's build (the dist fixture) filled the cache
    def offline(url):
        raise AssertionError(f"network used: {url}")

    monkeypatch.setattr(pins, "_http_get", offline)
    # .cache/made/ as a fresh clone's would be for the runtime's files: their brotli copies
    # come with the pinned download (pins.KEPT), made once for it, not once a clone.
    runtime = [f"{RUNTIME_DIR}/{name}" for name in PYODIDE_FILES]
    ours = {f"{sha256(dist / name)}.br" for name in runtime}
    made = tmp_path / "made"
    made.mkdir()
    for path in compress.MADE.iterdir():
        if path.name not in ours:
            (made / path.name).symlink_to(path)
    monkeypatch.setattr(compress, "MADE", made)
    site.build(tmp_path / "second", quiet=True)
    assert not ours & {path.name for path in made.iterdir()}
    first, second = (json.loads((root / "build-manifest.json").read_text())["files"]
                     for root in (dist, tmp_path / "second"))
    assert set(first) == set(second)
    assert [first[name] for name in runtime] == [second[name] for name in runtime]
    for name in runtime:
        if (dist / f"{name}.br").exists():
            kept = pins.KEPT / f"{sha256(dist / name)}.br"
            assert (tmp_path / "second" / f"{name}.br").read_bytes() == kept.read_bytes()


def test_a_runtime_copy_made_before_it_was_kept_is_taken_not_made(tmp_path, monkeypatch):
    # A checkout whose .cache/made/ holds the runtime's brotli copy from before pins.KEPT
    # moves it there instead of spending a core's half minute on it again.
    wasm = tmp_path / "pyodide.asm.wasm"
    wasm.write_bytes(b"\0asm" * 1000)
    made = tmp_path / "made"
    made.mkdir()
    (made / f"{sha256(wasm)}.br").write_bytes(b"the copy made before")
    monkeypatch.setattr(compress, "MADE", made)
    brotli = compress.Brotli([wasm], tmp_path / "kept")
    assert brotli.process is None and not brotli.making
    assert (tmp_path / "kept" / f"{sha256(wasm)}.br").read_bytes() == b"the copy made before"


def test_files_worth_it_have_gzip_and_brotli_copies(dist):
    for name in ("index.html", "app/worker.js", "sw.js", "build-manifest.json",
                 "pyodide/pyodide.asm.wasm", "pyodide/pyodide.asm.mjs",
                 f"pyodide/{GAME_STDLIB}"):
        data = (dist / name).read_bytes()
        assert gzip.decompress((dist / f"{name}.gz").read_bytes()) == data, name
        brotli = (dist / f"{name}.br").read_bytes()
        assert len(brotli) < len(data) * WORTH, name
    # Already compressed: no copies that would save nothing.
    wheel = json.loads((dist / "build-manifest.json").read_text())["wheel"]
    for name in (wheel, "icons/icon-192.png"):
        assert not (dist / f"{name}.gz").exists() and not (dist / f"{name}.br").exists(), name
    # The stills at every move: gzip only (compress.GZIP_ONLY).
    stills = sorted((dist / "scenarios" / "stills").glob("*.json"))
    assert stills
    for path in stills:
        assert (path.parent / f"{path.name}.gz").exists(), path.name
        assert not (path.parent / f"{path.name}.br").exists(), path.name


def test_brotli_copies_decompress_to_the_file(dist, tmp_path):
    script = ('const z = require("zlib"), fs = require("fs");'
              'process.stdout.write(z.brotliDecompressSync(fs.readFileSync(process.argv[1])))')
    for name in ("index.html", "app/worker.js"):
        out = subprocess.run(["node", "-e", script, str(dist / f"{name}.br")],
                             capture_output=True, check=True).stdout
        assert out == (dist / name).read_bytes(), name


def parse_headers_file(text: str) -> dict[str, dict[str, str]]:
    rules: dict[str, dict[str, str]] = {}
    for line in text.splitlines():
        if line.startswith("/"):
            assert line not in rules, f"two rules for {line}"
            current = rules[line] = {}
        elif line.startswith("  "):
            name, _, value = line.strip().partition(": ")
            assert name not in current, f"{name} twice in one rule"
            current[name] = value
    return rules


def test_headers_file_gives_static_hosts_what_the_server_sends(dist):
    rules = parse_headers_file((dist / HEADERS_FILE).read_text())
    everywhere = rules.pop("/*")
    for path, headers in rules.items():
        name = path.lstrip("/") or "index.html"
        assert (dist / name).is_file(), path
        # One rule per header and file: hosts differ in how they merge two.
        assert not set(headers) & set(everywhere), path
        expected = site_headers(name)
        if not name.endswith((".html", ".js", ".mjs")):         # a policy only where it acts
            del expected["Content-Security-Policy"]
        assert {**everywhere, **headers} == expected, path
    for page in ("/", "/index.html", "/embed.html", "/explain.html", "/kit.html", "/app/worker.js",
                 "/sw.js", "/xeri-table.js"):
        assert page in rules, page
    assert rules["/"]["Content-Security-Policy"].endswith("frame-ancestors 'self'")
    assert rules["/embed.html"]["Content-Security-Policy"].endswith("frame-ancestors *")
    assert rules["/kit.html"]["Content-Security-Policy"].endswith(
        "frame-src 'self'; frame-ancestors 'self'")
    assert rules["/xeri-table.js"]["Access-Control-Allow-Origin"] == "*"
    assert rules["/xeri-table.js"]["Cache-Control"] == HOSTED_CACHE
    assert rules["/app/worker.js"]["Cache-Control"] == "no-cache"
    assert "/app/table.css" in rules and "/scenarios/xix-trade.json" in rules   # every file


def full_stdlib() -> zipfile.ZipFile:
    with tarfile.open(pyodide_tarball()) as tar:
        data = tar.extractfile(f"package/{PYODIDE_STDLIB}").read()
    return zipfile.ZipFile(io.BytesIO(data))


def test_stdlib_list_is_traced_for_this_pyodide_and_all_there():
    version, names = stdlib_list()
    assert version == PYODIDE_VERSION, \
        f"the list was traced with Pyodide {version}: run {TRACE_COMMAND}"
    _, missing = stdlib_entries(names, set(full_stdlib().namelist()))
    assert missing == [], f"not in this Pyodide's stdlib: {missing}; run {TRACE_COMMAND}"
    assert names == sorted(set(names))


def test_game_stdlib_holds_the_listed_modules_as_bytecode(dist):
    _, names = stdlib_list()
    entries, _ = stdlib_entries(names, set(full_stdlib().namelist()))
    with zipfile.ZipFile(dist / RUNTIME_DIR / GAME_STDLIB) as zf:
        shipped = set(zf.namelist())
        magic = {zf.read(name)[:4] for name in shipped}
    assert shipped == {f"{name}c" for name in entries}
    assert len(magic) == 1  # one CPython's bytecode (Pyodide's, not ours: 3.14)


def imported_modules(source: str) -> set[str]:
    """Absolute module names a Python source imports, anywhere in it."""
    found = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and not node.level:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def test_the_games_own_stdlib_imports_are_listed():
    """A new import in pygame_core (the part the page runs: all but the command
    line and the AI ladder, a command-line tool) of a module from Pyodide's stdlib zip
    must be in the list; the trace finds what those modules import in turn."""
    available = set(full_stdlib().namelist())
    _, names = stdlib_list()
    listed = stdlib_entries(names, available)[0]
    for path in sorted((ROOT / "pygame_core").rglob("*.py")):
        module = ".".join(path.relative_to(ROOT).with_suffix("").parts)
        if module in pygame_core.COMMAND_LINE:
            continue
        for name in imported_modules(path.read_text()):
            entries, missing = stdlib_entries([name], available)
            assert missing or entries <= listed, \
                f"{path.relative_to(ROOT)} imports {name}: run {TRACE_COMMAND}"


def test_each_page_asks_for_one_script_with_its_modules_inside(dist, tmp_path):
    """The pages' scripts are bundled (esbuild): no static import is left in them but
    main.js's of start.js (index.html runs it on its own), their source modules are
    inside, and a module only they import is not shipped."""
    for entry in BUNDLES:
        text = (dist / entry).read_text()
        assert STATIC_IMPORT.findall(text) == (["./start.js"] if entry == "app/main.js"
                                                     else []), entry
    embed, main = (dist / "app/embed.js").read_text(), (dist / "app/main.js").read_text()
    assert "web/app/" not in embed  # no source paths
    for source in ("var Table = class", "function morph(", "function parseParams(", "WORDS = {"):
        assert source in embed, source  # table.js, dom.js, address.js, the written catalog
    assert "export function takeOver()" not in main and (dist / "app/start.js").exists()
    for gone in ("app/table.js", "app/dom.js", "app/catalog.js", "app/kit-form.js",
                 "app/cards.js"):
        assert not (dist / gone).exists(), gone
    for kept in ("app/worker.js", "app/unpack.js", "app/explain.js", "xeri-table.js"):
        assert (dist / kept).exists(), kept
    assert "modulepreload" not in (dist / "embed.html").read_text()
    (tmp_path / "a.js").write_text('import { x } from "./b.js";\nimport "./c.js";\n'
                                   'const later = () => import("./d.js");\n')
    (tmp_path / "b.js").write_text('import {\n  y,\n} from "./c.js";\n')
    (tmp_path / "c.js").write_text("export const y = 1;\n")
    assert [p.name for p in module_graph(tmp_path / "a.js")] == ["b.js", "c.js"]


@pytest.mark.parametrize("ruff, pytest_status, took, line", [
    (0, 1, 432.4, "suite: 7 min 12 s"), (0, 0, 59.6, "suite: 1 min 0 s"),
    (1, None, 3.2, "suite: 3 s"),
])
def test_the_test_command_ends_with_its_wall_time(monkeypatch, capsys, ruff, pytest_status,
                                                  took, line):
    ran = []

    def run(cmd, **kwargs):
        ran.append(cmd[2])
        return ruff if cmd[2] == "ruff" else pytest_status

    clock = iter([100.0, 100.0 + took])
    monkeypatch.setattr(testenv, "setup_tests", lambda: Path("python"))
    monkeypatch.setattr(testenv, "_run", run)
    monkeypatch.setattr(testenv, "clock", lambda: next(clock))
    assert build.main(["test", "tests/test_x.py"]) == (ruff or pytest_status)
    assert ran == (["ruff"] if ruff else ["ruff", "pytest"])
    assert capsys.readouterr().out.splitlines()[-1] == line


def test_the_test_command_passes_any_pytest_arguments_on(monkeypatch, capsys):
    ran = []
    monkeypatch.setattr(testenv, "setup_tests", lambda: Path("python"))
    monkeypatch.setattr(testenv, "_run", lambda cmd, **kwargs: ran.append(cmd[2:]) or 0)
    assert build.main(["test", "-q", "-n", "0", "tests/test_x.py", "-k", "name"]) == 0
    assert ran[1] == ["pytest", "-q", "-n", "0", "tests/test_x.py", "-k", "name"]
