"""dist/pyodide/: the Pyodide runtime's files, our wheel (built by flit_core), the
game's standard library and the lock file that names them."""

from __future__ import annotations

import json
import os
import shutil
import sys
import tarfile
import tempfile
from collections.abc import Callable
from pathlib import Path

from .common import ROOT, BuildError, digest
from .pins import FLIT_CORE, package_file, pypi_wheel
from .stdlib import GAME_STDLIB, PYODIDE_STDLIB, game_stdlib

# The runtime files the page needs; the shipped lock file only lends its "info".
PYODIDE_FILES = ("pyodide.mjs", "pyodide.mjs.map", "pyodide.asm.mjs", "pyodide.asm.wasm")
RUNTIME_DIR = "pyodide"  # dist/pyodide/: runtime, lock file and wheels side by side
# Wheel timestamps, so the same sources always give the same wheel and sha256.
SOURCE_DATE_EPOCH = "1700000000"


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
        "sha256": digest(wheel.read_bytes()),
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



def write_runtime(dist: Path, tarball: Path, trace: bool = False,
                  extracted: Callable[[list[Path]], None] = lambda paths: None) -> Path:
    """dist/pyodide/ from the Pyodide `tarball`; returns our wheel's path there
    (`trace`: the standard library of a tracing build, see stdlib.game_stdlib;
    `extracted` is told Pyodide's own files as soon as they are written)."""
    runtime = dist / RUNTIME_DIR
    runtime.mkdir()
    with tarfile.open(tarball) as tar:
        for name in PYODIDE_FILES:
            (runtime / name).write_bytes(package_file(tar, tarball, name))
        extracted([runtime / name for name in PYODIDE_FILES])
        info = json.load(tar.extractfile("package/pyodide-lock.json"))["info"]
        full_stdlib = tar.extractfile(f"package/{PYODIDE_STDLIB}").read()
    with tempfile.TemporaryDirectory() as tmp:
        built = build_wheel(Path(tmp))
        wheel = runtime / built.name
        shutil.copyfile(built, wheel)
    write_lock(runtime, info, [lock_entry(wheel, ["pygame_core"])])
    (runtime / GAME_STDLIB).write_bytes(game_stdlib(runtime, full_stdlib, trace))
    return wheel
