"""The offline cache's build step (sitebuild.offline.write_precache), the web app manifest and
its icons (issue 7). The browser side is in e2e/test_offline.py."""

import hashlib
import json
import shutil
import struct
import sys
from pathlib import Path

import pytest

from sitebuild.common import ROOT, WEB, BuildError, site_files
from sitebuild.headers import HEADERS_FILE, MIME_TYPES
from sitebuild.offline import BUILD_PLACEHOLDER, write_precache

sys.path.insert(0, str(ROOT / "scripts"))
import make_icons  # noqa: E402


@pytest.fixture(scope="module")
def dist(site) -> Path:
    return site  # the run's one build (conftest.py), shared with the browser tests


def precache_list(dist: Path) -> tuple[str, dict]:
    [path] = dist.glob("precache-*.json")
    doc = json.loads(path.read_text())
    assert path.name == f"precache-{doc['build']}.json"
    return doc["build"], doc["files"]


def test_precache_lists_every_file_the_game_needs_with_its_sha256(dist):
    build_hash, files = precache_list(dist)
    left_out = set(site_files(dist)) - set(files)
    # The stills at every frame of the shipped scenarios (an address's `start`): MBs, online only.
    stills = {name for name in left_out if name.startswith("scenarios/stills/")}
    assert "scenarios/stills/xeri-capture-el-1.json" in stills
    assert left_out - stills == {"sw.js", f"precache-{build_hash}.json", "pyodide/pyodide.mjs.map",
                        HEADERS_FILE}
    # The .gz and .br copies are encodings of these files, not files of their own.
    assert not [name for name in files if name.endswith((".gz", ".br"))]
    for needed in ("index.html", "app/main.js", "app/worker.js", "app/style.css",
                   "app/embed.js", "pyodide/pyodide.asm.wasm", "pyodide/python_stdlib_game.zip",
                   "pyodide/pyodide-lock.json", "scenarios/xeri-capture.json",
                   "manifest.webmanifest", "icons/icon-192.png", "icons/icon-512.png",
                   "build-manifest.json", "kit.html", "app/kit.js"):
        assert needed in files, needed
    manifest = json.loads((dist / "build-manifest.json").read_text())
    assert manifest["wheel"] in files
    assert files.pop("build-manifest.json") is None  # checked by its "build" field
    assert manifest["build"] == build_hash
    for name, digest in files.items():
        assert hashlib.sha256((dist / name).read_bytes()).hexdigest() == digest, name


def test_service_worker_names_its_build(dist):
    build_hash, _ = precache_list(dist)
    source = (dist / "sw.js").read_text()
    assert BUILD_PLACEHOLDER not in source
    assert f'const BUILD = "{build_hash}";' in source
    assert BUILD_PLACEHOLDER in (WEB / "sw.js").read_text()


def rehash(site: Path, out: Path, change=None) -> str:
    shutil.copytree(site, out)
    for stale in out.glob("precache-*.json"):
        stale.unlink()
    shutil.copyfile(WEB / "sw.js", out / "sw.js")
    if change:
        change(out)
    return write_precache(out)


def test_build_hash_follows_the_content_and_nothing_else(dist, tmp_path):
    build_hash, _ = precache_list(dist)
    assert rehash(dist, tmp_path / "same") == build_hash

    def touch_css(out):
        css = out / "app" / "style.css"
        css.write_text(css.read_text() + "\n/* changed */\n")

    changed = rehash(dist, tmp_path / "css", touch_css)
    assert changed != build_hash
    assert (tmp_path / "css" / f"precache-{changed}.json").exists()
    assert f'"{changed}"' in (tmp_path / "css" / "sw.js").read_text()

    def rename(out):
        (out / "scenarios" / "xix-draft.json").rename(out / "scenarios" / "xix-19.json")

    assert rehash(dist, tmp_path / "renamed", rename) not in (build_hash, changed)


def test_a_service_worker_without_its_placeholder_stops_the_build(dist, tmp_path):
    out = tmp_path / "site"
    shutil.copytree(dist, out)  # its sw.js already holds a hash, not the placeholder
    with pytest.raises(BuildError, match="must hold __BUILD_HASH__ exactly once"):
        write_precache(out)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n" and data[12:16] == b"IHDR"
    return struct.unpack(">II", data[16:24])


def test_web_app_manifest_and_icons(dist):
    manifest = json.loads((dist / "manifest.webmanifest").read_text())
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == "./" and manifest["scope"] == "./"
    sizes = set()
    for icon in manifest["icons"]:
        width, height = png_size((dist / icon["src"]).read_bytes())
        assert icon["sizes"] == f"{width}x{height}" and icon["type"] == "image/png"
        sizes.add(width)
    assert sizes == {192, 512}
    assert any(icon["purpose"] == "maskable" for icon in manifest["icons"])
    html = (dist / "index.html").read_text()
    assert '<link rel="manifest" href="manifest.webmanifest">' in html
    assert MIME_TYPES[".webmanifest"] == "application/manifest+json"


@pytest.mark.parametrize("size", make_icons.SIZES)
def test_committed_icons_are_what_the_script_draws(size):
    committed = (WEB / "icons" / f"icon-{size}.png").read_bytes()
    assert png_size(committed) == (size, size)
    assert committed == make_icons.draw(size)
