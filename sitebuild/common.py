"""What every step of the build shares: the paths, BuildError, writing a file whole,
Node.js, and the list of a built site's files."""

from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
# Outputs that take long to make (brotli, the compiled stdlib), by the sha256 of their inputs.
MADE = ROOT / ".cache" / "made"
# Precompressed copies beside the originals, in the server's order of preference.
ENCODINGS = (("br", ".br"), ("gzip", ".gz"))


class BuildError(Exception):
    """A build step that cannot go on; the message is one line for the user."""


def digest(data: bytes, algorithm: str = "sha256") -> str:
    return hashlib.new(algorithm, data).hexdigest()


def put(path: Path, data: bytes, mode: int | None = None) -> None:
    """Write `path` whole or not at all: into a file of this process's own, then renamed
    (two test workers may make the same cached file at once)."""
    part = path.with_name(f"{path.name}.{os.getpid()}.part")
    part.write_bytes(data)
    if mode is not None:
        part.chmod(mode)
    part.replace(path)


def node() -> str:
    found = shutil.which("node")
    if not found:
        raise BuildError("Node.js is needed to build (it compiles the standard library "
                         "with Pyodide and writes the .br files): apt-get install nodejs")
    return found


def compressed(path: str) -> bool:
    """A precompressed copy of another file (an encoding of it, not a file of the site)."""
    return path.endswith(tuple(suffix for _, suffix in ENCODINGS))


def site_files(dist: Path) -> list[str]:
    """Every file of the site under `dist`, sorted, without the precompressed copies."""
    return sorted(name for name in (p.relative_to(dist).as_posix()
                                    for p in dist.rglob("*") if p.is_file())
                  if not compressed(name))
