"""The page boots Pyodide in a worker, loads the wheel and shows Python's answer,
or ends in a readable error: never an endless spinner."""

import json

import build
import pygame_core


def test_reaches_ready_and_shows_pythons_answer(app):
    assert app.open() == "ready", app.error_message()
    # The answer comes from CPython 3.14 in Pyodide, not from the 3.11 running pytest.
    python = json.loads((app.server.root / build.RUNTIME_DIR / "pyodide-lock.json")
                              .read_text())["info"]["python"]
    assert app.page.inner_text("#engine-info") == (
        f"Engine {pygame_core.__version__} · Python {python}")
    games = app.page.locator("#game-list li")
    assert games.all_inner_texts() == ["Xeri", "XIX"]
    assert [games.nth(i).get_attribute("data-game") for i in range(2)] == list(pygame_core.GAMES)
    assert app.page.is_hidden("#boot") and app.page.is_hidden("#boot-error")


def test_progress_shows_what_loads_and_how_far(app):
    # Slow the stdlib down (served only when released) to catch the boot screen mid-way.
    app.server.overrides["/pyodide/python_stdlib.zip"] = build.HANG
    app.set_stall_timeout(60_000)
    app.page.goto(app.server.url)
    app.page.wait_for_selector('#boot-items li[data-path$="pyodide.asm.wasm"][data-done=true]',
                              timeout=60_000)
    assert app.page.get_attribute("html", "data-app-state") == "loading"
    items = app.page.locator("#boot-items li").all_inner_texts()
    assert "Python runtime (WebAssembly): done" in items
    assert "Python standard library: requested" in items
    assert " of " in app.page.inner_text("#boot-bytes")
    value = float(app.page.get_attribute("#boot-progress", "value") or 0)
    assert 0.5 < value < 1  # the wasm is most of the bytes; the stdlib is not there yet


def test_missing_runtime_ends_in_error(app):
    app.server.overrides["/pyodide/pyodide.asm.wasm"] = 404
    assert app.open() == "error"
    message = app.error_message()
    assert message == ("Python runtime (WebAssembly) could not be downloaded "
                       "(HTTP 404 for pyodide/pyodide.asm.wasm)"), message
    assert app.page.is_visible("#retry")


def test_corrupt_runtime_ends_in_error(app):
    app.server.overrides["/pyodide/pyodide.asm.wasm"] = b"\0asm this is not WebAssembly"
    assert app.open() == "error"
    message = app.error_message()
    assert message.startswith("The Python runtime did not start"), message


def test_missing_runtime_script_ends_in_error(app):
    app.server.overrides["/pyodide/pyodide.mjs"] = 404
    assert app.open() == "error"
    assert app.error_message().startswith("The Python runtime script did not load"), \
        app.error_message()


def test_wheel_with_wrong_hash_ends_in_error(app):
    wheel = app.server.root / build.RUNTIME_DIR / \
        f"pygame_core-{pygame_core.__version__}-py3-none-any.whl"
    tampered = bytearray(wheel.read_bytes())
    tampered[-1] ^= 0xFF  # same size, different sha256
    app.server.overrides["/" + wheel.relative_to(app.server.root).as_posix()] = bytes(tampered)
    assert app.open() == "error"
    message = app.error_message()
    assert message.startswith("The game engine wheel did not load: its sha256 "), message
    assert "does not match" in message and "in the lock file" in message


def test_stalled_download_times_out_with_a_message(app):
    app.server.overrides["/pyodide/python_stdlib.zip"] = build.HANG
    app.set_stall_timeout(3000)
    assert app.open() == "error"
    message = app.error_message()
    assert message.startswith("Timed out after 3 s without progress"), message
    assert "Python standard library" in message


def test_missing_worker_ends_in_error(app):
    app.server.overrides["/app/worker.js"] = 404
    assert app.open() == "error"
    assert app.error_message().startswith("The engine worker failed to load"), app.error_message()


def test_no_webassembly_ends_in_error(app):
    app.page.add_init_script(script="delete globalThis.WebAssembly;")
    assert app.open() == "error"
    assert "no WebAssembly" in app.error_message()
