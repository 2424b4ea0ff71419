"""The precompressed copies: name.gz (gzip -9) and name.br (brotli 11, by Node's zlib)
beside every file of the site they make smaller."""

from __future__ import annotations

import gzip
import json
import shutil
import subprocess
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


def compress(dist: Path) -> None:
    """name.gz (gzip -9) and name.br (brotli 11, by Node's zlib), both cached in
    .cache/made/ by content (a test run builds several times), beside every file of
    `dist` they make smaller."""
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
            pairs.append((path, MADE / f"{key}.br"))
    todo = [(str(path), str(cached)) for path, cached in pairs if not cached.exists()]
    if todo:
        MADE.mkdir(parents=True, exist_ok=True)
        result = subprocess.run([node(), "--input-type=module", "-e", BROTLI_JS],
                                input=json.dumps(todo), capture_output=True, text=True)
        if result.returncode != 0:
            raise BuildError(f"brotli compression failed: {result.stderr.strip()}")
    for path, cached in pairs:
        shutil.copyfile(cached, path.with_name(path.name + ".br"))

