"""The page boots Pyodide in a worker, loads the wheel and shows Python's answer,
or ends in a readable error: never an endless spinner."""

import json
import re

import pytest
from devserver import HANG
from playwright.sync_api import expect

import pygame_core
from pygame_core.words import CHROME
from sitebuild.common import ROOT
from sitebuild.runtime import RUNTIME_DIR
from sitebuild.stdlib import GAME_STDLIB

SAID = CHROME["en"]


# Warm: a returning visitor's boot (e2e/conftest.py); a first visit's boot reaches ready in
# test_bytes.py, test_security.py's CSP control and test_snapshot.py's cold test.
@pytest.mark.warm
def test_reaches_ready_and_shows_pythons_answer(app):
    assert app.open() == "ready", app.error_message()
    # The answer comes from CPython 3.14 in Pyodide, not from the 3.11 running pytest.
    python = json.loads((app.server.root / RUNTIME_DIR / "pyodide-lock.json")
                              .read_text())["info"]["python"]
    page = app.page
    assert page.get_attribute("html", "data-python") == python
    assert page.get_attribute("html", "data-engine") == pygame_core.__version__
    # The new-game form is drawn by the engine: every registered game is offered.
    page.wait_for_selector("#setup")
    radios = page.locator("input[name=game]")
    assert [radios.nth(i).get_attribute("value") for i in range(radios.count())] == \
        ["xeri", "xix"]
    assert page.is_hidden("#boot") and page.is_hidden("#boot-error")


@pytest.mark.warm  # e2e/conftest.py: WarmContexts (the page boots behind the test)
@pytest.mark.parametrize("page_path", ["", "embed.html?scenario=scenarios/xeri-capture.json"])
def test_the_cards_sprite_is_drawn_only_through_its_cards(page, server, page_path):
    # The sprite's thousand-odd elements are neither styled nor laid out with the page (they
    # were, in the first frame's layout, before the engine's worker could start) ...
    page.goto(server.url + page_path)
    sprite = page.locator("svg:has(> symbol#back)")
    sprite.wait_for(state="attached")
    assert sprite.bounding_box() is None
    if not page_path:
        return
    # ... and each card still draws its symbol, filling its picture.
    art = page.locator("html[data-still=position] #board .hand .card .card-art").first
    drawn, frame = art.locator("use").bounding_box(), art.bounding_box()
    assert drawn and drawn["width"] > 0.9 * frame["width"]
    assert drawn["height"] > 0.9 * frame["height"]


@pytest.mark.parametrize("lang", ["en", "el"])
def test_progress_shows_how_far_in_plain_words(app, lang):
    # Slow the stdlib down (served only when released) to catch the boot screen mid-way.
    app.server.overrides[f"/{RUNTIME_DIR}/{GAME_STDLIB}"] = HANG
    app.set_stall_timeout(60_000)
    page = app.page
    page.add_init_script(f"localStorage.setItem('xeri-table.lang', '{lang}')")
    page.goto(app.server.url)
    page.wait_for_selector("#boot-bytes:has-text('MB')", timeout=60_000)
    said = CHROME[lang]
    expect(page.locator("#boot-stage")).to_have_text(said["boot.download"])
    assert page.get_attribute("html", "data-app-state") == "loading"
    # Megabytes with one decimal, by the language's own mark.
    pattern = {"en": r"\d+\.\d of \d+\.\d MB", "el": r"\d+,\d από \d+,\d MB"}[lang]
    assert re.fullmatch(pattern, page.inner_text("#boot-bytes")), page.inner_text("#boot-bytes")
    # the wasm is most of the bytes; the stdlib never comes
    expect(page.locator("#boot-progress")).to_have_attribute("value", re.compile(r"^0\.[5-9]"),
                                                             timeout=60_000)


def test_missing_runtime_ends_in_error(app):
    app.server.overrides["/pyodide/pyodide.asm.wasm"] = 404
    assert app.open() == "error"
    assert app.error_message() == SAID["boot.network"]
    detail = app.error_detail()
    assert detail == ("Python runtime (WebAssembly) could not be downloaded "
                      "(HTTP 404 for pyodide/pyodide.asm.wasm)"), detail
    assert app.page.is_visible("#retry")


def test_corrupt_runtime_ends_in_error(app):
    app.server.overrides["/pyodide/pyodide.asm.wasm"] = b"\0asm this is not WebAssembly"
    assert app.open() == "error"
    assert app.error_message() == SAID["boot.broken"]
    message = app.error_detail()
    assert message.startswith("The Python runtime did not start"), message


def test_missing_runtime_script_ends_in_error(app):
    app.server.overrides["/pyodide/pyodide.mjs"] = 404
    assert app.open() == "error"
    assert app.error_message() == SAID["boot.broken"]
    assert app.error_detail().startswith("The Python runtime script did not load"), \
        app.error_detail()


def test_wheel_with_wrong_hash_ends_in_error(app):
    wheel = app.server.root / RUNTIME_DIR / \
        f"pygame_core-{pygame_core.__version__}-py3-none-any.whl"
    tampered = bytearray(wheel.read_bytes())
    tampered[-1] ^= 0xFF  # same size, different sha256
    app.server.overrides["/" + wheel.relative_to(app.server.root).as_posix()] = bytes(tampered)
    assert app.open() == "error"
    assert app.error_message() == SAID["boot.broken"]
    message = app.error_detail()
    assert message.startswith("The game engine wheel did not load: its sha256 "), message
    assert "does not match" in message and "in the lock file" in message


def test_stalled_download_times_out_with_a_message(app):
    app.server.overrides[f"/{RUNTIME_DIR}/{GAME_STDLIB}"] = HANG
    app.set_stall_timeout(3000)
    assert app.open() == "error"
    assert app.error_message() == SAID["boot.stalled"]
    message = app.error_detail()
    assert message.startswith("Timed out after 3 s without progress"), message
    assert "Python standard library" in message


def test_a_runtime_script_that_never_comes_times_out(app):
    """Until the runtime's script has come, the page's own limit guards the boot (the
    worker watches only the downloads it counts)."""
    app.server.overrides[f"/{RUNTIME_DIR}/pyodide.mjs"] = HANG
    app.set_stall_timeout(3000)
    assert app.open() == "error"
    assert app.error_message() == SAID["boot.stalled"], app.error_detail()


def test_a_slow_start_is_not_a_stalled_download(app):
    """Review 5, F1: on a busy phone the runtime's start (CPU, nothing downloading) took
    longer than the no-progress limit, and the page failed saying the connection stopped.
    Here the engine's thread is held for more than twice the limit (a synchronous request
    the server never answers, given up after 8 s, at the head of the runtime's script: the
    thread held as a busy loop would hold it, without burning a core the suite needs): the
    page says it is still starting, offers to try again, and boots."""
    runtime = f"/{RUNTIME_DIR}/pyodide.asm.mjs"
    app.server.overrides["/__test/hold"] = HANG
    held = (b'{ const x = new XMLHttpRequest(); x.open("GET", "/__test/hold", false); '
            b"x.timeout = 8000; try { x.send(); } catch {} }\n")
    app.server.overrides[runtime] = held + (app.server.root / runtime[1:]).read_bytes()
    app.set_stall_timeout(3000)
    page = app.page
    page.goto(app.server.url)
    expect(page.locator("#boot-stage")).to_have_text(SAID["boot.still"], timeout=60_000)
    expect(page.locator("#still-retry")).to_be_visible()
    page.wait_for_selector("html[data-app-state=ready], html[data-app-state=error]",
                           state="attached", timeout=90_000)
    assert page.get_attribute("html", "data-app-state") == "ready", app.error_detail()


def test_missing_worker_ends_in_error(app):
    app.server.overrides["/app/worker.js"] = 404
    assert app.open() == "error"
    assert app.error_message() == SAID["boot.broken"]
    assert app.error_detail().startswith("The engine worker failed to load"), app.error_detail()


def test_no_webassembly_ends_in_error(app):
    app.page.add_init_script(script="delete globalThis.WebAssembly;")
    assert app.open() == "error"
    assert app.error_message() == SAID["boot.no_wasm"]


# The page's Engine (web/app/engine.js, as written) with a worker of the test's own that
# reports progress after its boot, as the offline cache's copies of a first visit's
# downloads do (they finish after the boot on a slow disk or link).
LATE_PROGRESS_WORKER = b"""
const progress = { event: "progress", stage: "Starting", items: [] };
postMessage(progress);
postMessage({ event: "booted", hello: { version: "test" } });
setTimeout(() => postMessage(progress), 100);
onmessage = ({ data }) => postMessage({ id: data.id, ok: true, result: data.op });
"""
LATE_PROGRESS_PROBE = b"""
import { Engine } from "./engine.js";
const engine = new Engine(new URL("./late-worker.js", import.meta.url), { stallMs: 500 });
await engine.ready;
// The player reads for longer than the no-progress limit (the scenario, not a sync).
await new Promise((resolve) => setTimeout(resolve, 1200));
document.body.dataset.result = await engine.call("table_new").then((r) => `ok ${r}`,
  (err) => `failed: ${err.message}`);
"""


def test_progress_after_the_boot_never_fails_the_engine(app):
    """The no-progress limit guards the boot only (a first visit's players were cut off
    30 s after the page was ready, whatever they did)."""
    server = app.server
    server.overrides["/__test/engine.js"] = (ROOT / "web/app/engine.js").read_bytes()
    server.overrides["/__test/late-worker.js"] = LATE_PROGRESS_WORKER
    server.overrides["/__test/probe.js"] = LATE_PROGRESS_PROBE
    server.overrides["/__test/page.html"] = (
        b'<!doctype html><html><head><script type="module" src="probe.js"></script>'
        b"</head><body></body></html>")
    page = app.page
    page.goto(f"{server.url}__test/page.html")
    page.wait_for_selector("body[data-result]", state="attached", timeout=30_000)
    assert page.get_attribute("body", "data-result") == "ok table_new"
