"""Pinned downloads: each by version and hash, cached in .cache/downloads/, so a
rebuild needs no network; a failed download or a hash mismatch is one BuildError line."""

from __future__ import annotations

import base64
import hashlib
import json
import platform
import sys
import tarfile
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path

from .common import ROOT, BuildError, digest, put

CACHE = ROOT / ".cache" / "downloads"
# The brotli 11 copies of the pinned runtime's files (by content): they depend on nothing
# but the hash-checked download, so they are made once for it, on the first build after
# it, and kept with it (as esbuild's binary is kept beside its tarball), not in
# .cache/made/ with the outputs of our own sources.
KEPT = CACHE / "brotli"

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

# Pinned wheels from PyPI: (project, version, file name, sha256).
FLIT_CORE = ("flit_core", "4.2.0", "flit_core-4.2.0-py3-none-any.whl",
             "2bee22dc8ba89c2e35b4e1ad575e596aac945c85672dd8f3cad21b629036e044")
# Only the wheel-loading benchmark (e2e/bench_wheel_loading.py) uses these two.
MICROPIP = ("micropip", "0.11.1", "micropip-0.11.1-py3-none-any.whl",
            "768de165adb8e66906039d8fec4127a57f522dfdf8e6fbff877a4616941ecfd3")
PACKAGING = ("packaging", "26.1", "packaging-26.1-py3-none-any.whl",
             "5d9c0669c6285e491e0ced2eee587eaf67b670d94a19e94e3984a481aba6802f")


def sri_matches(data: bytes, integrity: str) -> bool:
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
    put(path, data)
    return path


def package_file(tar: tarfile.TarFile, tarball: Path, name: str) -> bytes:
    """`package/<name>` of an npm tarball, or a BuildError naming what is missing."""
    source = tar.extractfile(f"package/{name}")
    if source is None:
        raise BuildError(f"{name} is missing from {tarball.name}")
    return source.read()


def pyodide_tarball() -> Path:
    return cached_download(
        f"pyodide-{PYODIDE_VERSION}.tgz", lambda: PYODIDE_TARBALL,
        lambda data: sri_matches(data, PYODIDE_INTEGRITY), PYODIDE_INTEGRITY)


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
        lambda data: sri_matches(data, integrity), integrity)
    binary = tarball.with_suffix(".bin")
    if not binary.exists():
        with tarfile.open(tarball) as tar:
            put(binary, package_file(tar, tarball, "bin/esbuild"), mode=0o755)
    return binary


def axe_source() -> str:
    """axe.min.js of the pinned axe-core (npm tarball in .cache/, integrity checked)."""
    tarball = cached_download(
        f"axe-core-{AXE_VERSION}.tgz", lambda: AXE_TARBALL,
        lambda data: sri_matches(data, AXE_INTEGRITY), AXE_INTEGRITY)
    with tarfile.open(tarball) as tar:
        return package_file(tar, tarball, "axe.min.js").decode()


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

    return cached_download(filename, url_for, lambda data: digest(data) == sha256,
                           f"sha256 {sha256}")


