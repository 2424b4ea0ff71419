"""The offline cache (web/sw.js) and the build's manifest: the service worker
precaches the files listed in dist/precache-<build>.json under a cache named by
<build>, the content hash; dist/build-manifest.json lists every file."""

from __future__ import annotations

import json
from pathlib import Path

from .common import BuildError, compressed, digest, site_files
from .headers import HEADERS_FILE
from .pages import STILLS
from .pins import PYODIDE_VERSION
from .runtime import RUNTIME_DIR
from .stdlib import GAME_STDLIB

SERVICE_WORKER = "sw.js"
BUILD_PLACEHOLDER = "__BUILD_HASH__"


def _precached(path: str) -> bool:
    # Source maps serve only the developer tools; the service worker and its list
    # are fetched by the browser itself, the manifest names the build (below), and
    # _headers is for static hosts; the stills at every `start` (MBs) are for readers online.
    return not (path.endswith(".map") or path == SERVICE_WORKER or path == HEADERS_FILE or
                path.startswith(f"scenarios/{STILLS}/") or
                path.startswith("precache-") or path == "build-manifest.json" or
                compressed(path))


def write_precache(dist: Path) -> str:
    """The build's content hash: sha256 over every precached file's path and sha256.
    Writes dist/precache-<hash>.json ({"build", "files": {path: sha256}}) and puts the
    hash into dist/sw.js, so any change to the site gives a new service worker."""
    files = {name: digest((dist / name).read_bytes())
             for name in site_files(dist) if _precached(name)}
    content = "".join(f"{name}\0{sha}\n" for name, sha in files.items())
    build_hash = digest(content.encode())[:16]
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
        files[name] = {"size": len(data), "sha256": digest(data)}
    # The name the engine keeps its heap snapshot under (web/app/worker.js): it names
    # everything the heap depends on, so a new runtime, stdlib, lock file or wheel
    # never restores an old heap.
    heap = [f"{RUNTIME_DIR}/{name}" for name in ("pyodide.asm.wasm", GAME_STDLIB,
                                                  "pyodide-lock.json", wheel.name)]
    snapshot = digest("\n".join(files[name]["sha256"] for name in heap).encode())
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
