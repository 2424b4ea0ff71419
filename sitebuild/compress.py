"""The precompressed copies: name.gz (gzip -9) and name.br (brotli 11, by Node's zlib)
beside every file of the site they make smaller."""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
import tempfile
from pathlib import Path

from .common import MADE, BuildError, digest, node, put, site_files

# Written only when it saves this share of the bytes (zips of deflated files,
# PNGs and tiny files do not).
WORTH = 0.9
# Served gzipped only: the scenarios' stills at every move (MBs, each read at most once by
# a reader whose address names a start) cost a fresh build more in brotli 11 than they save.
GZIP_ONLY = ("scenarios/stills/",)
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


class Brotli:
    """Node writing brotli 11 copies of files into `into` (.cache/made/ unless told, named
    by content), in the background: the runtime's big files are started on while the build
    goes on (pyodide.asm.wasm alone is most of a fresh build's CPU), the rest of the site's
    beside them, each process on a core of its own. `copies`: each file's copy by the
    sha256 of the file, made or being made."""

    def __init__(self, paths: list[Path], into: Path | None = None):
        into = MADE if into is None else into
        todo = {str(path): into / f"{digest(path.read_bytes())}.br" for path in paths}
        self.copies = {made.name.removesuffix(".br"): made for made in todo.values()}
        for made in todo.values():  # made before they were kept elsewhere: taken, not made
            if not made.exists() and (MADE / made.name).exists():
                into.mkdir(parents=True, exist_ok=True)
                put(made, (MADE / made.name).read_bytes())
        self.making = {str(made) for made in todo.values() if not made.exists()}
        self.process = None
        if not self.making:
            return
        into.mkdir(parents=True, exist_ok=True)
        self.errors = tempfile.TemporaryFile("w+")
        self.process = subprocess.Popen(
            [node(), "--input-type=module", "-e", BROTLI_JS], stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL, stderr=self.errors, text=True)
        self.process.stdin.write(json.dumps([[path, str(made)] for path, made in todo.items()
                                             if str(made) in self.making]))
        self.process.stdin.close()

    def wait(self) -> None:
        if self.process is None:
            return
        code = self.process.wait()
        self.errors.seek(0)
        message = self.errors.read().strip()
        self.errors.close()
        self.process = None
        if code != 0:
            raise BuildError(f"brotli compression failed: {message}")

    def stop(self) -> None:
        """Ends it, if the build stopped before waiting for it."""
        if self.process is not None:
            self.process.kill()
            self.process.wait()
            self.errors.close()
            self.process = None


def compress(dist: Path, started: tuple[Brotli, ...] = ()) -> None:
    """name.gz (gzip -9) and name.br (brotli 11, by Node's zlib), both cached in
    .cache/made/ by content (a test run builds several times), beside every file of
    `dist` they make smaller (`started`: Brotli copies already being made, or kept
    elsewhere: the runtime's, with its pinned download)."""
    pairs = []
    for name in site_files(dist):
        path = dist / name
        data = path.read_bytes()
        key = digest(data)
        cached = MADE / f"{key}.gz"
        if cached.exists():
            packed = cached.read_bytes()
        else:
            packed = gzip.compress(data, 9, mtime=0)
            MADE.mkdir(parents=True, exist_ok=True)
            put(cached, packed)
        if len(packed) > WORTH * len(data):
            continue
        path.with_name(path.name + ".gz").write_bytes(packed)
        if not name.startswith(GZIP_ONLY):
            pairs.append((path, key))
    copies = {key: made for brotli in started for key, made in brotli.copies.items()}
    rest = Brotli([path for path, key in pairs if key not in copies])
    copies.update(rest.copies)
    try:
        for brotli in (*started, rest):
            brotli.wait()
    finally:
        rest.stop()
    for path, key in pairs:
        shutil.copyfile(copies[key], path.with_name(path.name + ".br"))
