"""Each page's script bundled with every module it imports (esbuild, pinned in pins)."""

from __future__ import annotations

import re
import shutil
import subprocess
import tempfile
from pathlib import Path

from .common import BuildError
from .pins import esbuild_binary

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


# Each page's script (and the <xeri-table> element's, with the catalog), bundled with every
# module it imports (not start.js, which index.html runs on its own to start the engine
# worker at once, and main.js takes over).
BUNDLES = ("app/main.js", "app/embed.js", "app/kit.js", "xeri-table.js")
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
