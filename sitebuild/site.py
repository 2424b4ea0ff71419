"""build(): the whole site in dist/, from web/, the game core and the pinned runtime."""

from __future__ import annotations

import shutil
import time
from pathlib import Path

from .bundle import bundle
from .common import DIST, ROOT, WEB
from .compress import Brotli, compress
from .headers import write_headers
from .offline import write_manifest, write_precache
from .pages import write_cards, write_catalog, write_kit, write_stills
from .pins import KEPT, PYODIDE_VERSION, pyodide_tarball
from .runtime import write_runtime


def build(dist: Path = DIST, quiet: bool = False, trace: bool = False) -> dict:
    """Assemble the site in `dist` and return its manifest (`trace`: with Pyodide's
    whole standard library and the import tracer of scripts/trace_stdlib.py)."""
    started = time.monotonic()
    tarball = pyodide_tarball()
    if dist.exists():
        shutil.rmtree(dist)
    shutil.copytree(WEB, dist)
    early: list[Brotli] = []   # the runtime's brotli copies, made meanwhile (once a download)
    try:
        write_catalog(dist)
        write_cards(dist)
        write_stills(dist)
        write_kit(dist)
        bundle(dist)
        wheel = write_runtime(dist, tarball, trace,
                              extracted=lambda paths: early.append(Brotli(paths, KEPT)))
        write_headers(dist)
        manifest = write_manifest(dist, wheel, write_precache(dist))
        compress(dist, tuple(early))
    finally:
        for brotli in early:
            brotli.stop()
    if not quiet:
        size = sum(f["size"] for f in manifest["files"].values())
        print(f"built {dist.relative_to(ROOT) if dist.is_relative_to(ROOT) else dist}/: "
              f"{len(manifest['files'])} files, {size / 1e6:.1f} MB, "
              f"Pyodide {PYODIDE_VERSION}, {wheel.name} "
              f"({time.monotonic() - started:.1f} s)")
    return manifest
