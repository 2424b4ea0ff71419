"""The game's standard library: Pyodide's python_stdlib.zip is not shipped, only the
modules of STDLIB_LIST (traced by scripts/trace_stdlib.py), compiled to bytecode by
Pyodide itself and passed to loadPyodide as stdLibURL."""

from __future__ import annotations

import io
import os
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from .common import MADE, ROOT, BuildError, digest, node, put
from .pins import PYODIDE_VERSION

PYODIDE_STDLIB = "python_stdlib.zip"
GAME_STDLIB = "python_stdlib_game.zip"
STDLIB_LIST = ROOT / "scripts" / "stdlib-modules.txt"
TRACE_COMMAND = "python3 scripts/trace_stdlib.py"

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
    key = digest(b"\0".join([sources, wasm, COMPILE_PY.encode(), COMPILE_JS.encode()]),
                  "sha256")
    cached = MADE / f"stdlib-{key}.zip"
    if cached.exists():
        return cached.read_bytes()
    with tempfile.TemporaryDirectory() as tmp:
        (Path(tmp) / "full.zip").write_bytes(full)
        (Path(tmp) / "in.zip").write_bytes(sources)
        result = subprocess.run(
            [node(), "--input-type=module", "-e", COMPILE_JS, str(runtime),
             str(Path(tmp) / "full.zip"), str(Path(tmp) / "in.zip"),
             str(Path(tmp) / "out.zip")],
            env=dict(os.environ, COMPILE_PY=COMPILE_PY), capture_output=True, text=True)
        if result.returncode != 0:
            lines = (result.stderr.strip() or "no output").splitlines()
            reason = next((line for line in lines if "Error" in line), lines[-1])
            raise BuildError(f"compiling the standard library failed: {reason.strip()}")
        compiled = (Path(tmp) / "out.zip").read_bytes()
    MADE.mkdir(parents=True, exist_ok=True)
    put(cached, compiled)
    return compiled

