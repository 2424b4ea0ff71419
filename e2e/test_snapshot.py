"""Repeat visits restore a memory snapshot of the ready interpreter (web/app/worker.js);
a damaged, refused or stale snapshot falls back to a normal boot that reaches ready.

The page reports the snapshot in <html data-snapshot> (restored, fallback, saved,
failed) and logs each snapshot event as `info: snapshot {json}`.
"""

from __future__ import annotations

import json

import play_driver
import pytest

import pygame_core
from sitebuild.headers import CSP
from sitebuild.pins import PYODIDE_VERSION
from sitebuild.runtime import RUNTIME_DIR

# The tests of a damaged or stale snapshot start from any saved one (has_snapshot): a warm
# context's (e2e/conftest.py) will do, and each leaves a good one saved again.
pytestmark = pytest.mark.warm

SAVE_TIMEOUT_MS = 60_000

# A same-origin page that changes every saved snapshot in Cache Storage (stored
# gzipped). mode=bytes flips a byte of what is stored (gzip's CRC-32 no longer
# matches, as on a damaged disk); mode=magic unpacks it, zeroes Pyodide's header and
# packs it again, so only Pyodide's own check can refuse it; mode=rekey moves it under
# the key another build (another wheel) would use; mode=list changes nothing.
# body[data-keys] lists the saved snapshots' URLs.
DAMAGE_JS = r"""
const mode = new URL(location).searchParams.get("mode");
async function damage() {
  const keys = [];
  for (const name of (await caches.keys()).filter((n) => n.startsWith("xeri-snapshot"))) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const response = await cache.match(request);
      let packed = new Uint8Array(await response.arrayBuffer());
      let url = request.url;
      if (mode === "bytes") {
        packed[packed.length >> 1] ^= 0xff;
      } else if (mode === "magic") {  // a snapshot stored whole, which only Pyodide refuses
        const unpacked = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
        const bytes = new Uint8Array(await new Response(unpacked).arrayBuffer());
        bytes.fill(0, 0, 4);
        packed = await new Response(new Blob([bytes]).stream()
          .pipeThrough(new CompressionStream("gzip"))).arrayBuffer();
      } else if (mode === "rekey") {
        url = url.replace(/-[0-9a-f]{64}\.bin$/, `-${"0".repeat(64)}.bin`);
        await cache.delete(request);
      }
      const headers = response.headers;
      if (mode !== "list") await cache.put(url, new Response(packed, { headers }));
      keys.push(url);
    }
  }
  document.body.dataset.keys = JSON.stringify(keys);
}
damage().catch((err) => { document.body.dataset.error = err.message; });
"""

DAMAGE_HTML = (f'<!doctype html><html><head><meta charset="utf-8">'
               f'<meta http-equiv="Content-Security-Policy" content="{CSP}">'
               f'<script type="module" src="damage.js"></script></head><body></body></html>')


def snapshot_events(page) -> list[dict]:
    prefix = "info: snapshot "
    return [json.loads(line[len(prefix):]) for line in page.console_lines
            if line.startswith(prefix)]


def has_snapshot(app) -> None:
    """A snapshot of this build saved in the context: a warm context's (conftest.py) is
    listed without a boot; else the site is opened until one is saved."""
    if damage_snapshot(app, "list"):
        return
    assert app.open() == "ready", app.error_message()
    app.page.wait_for_selector("html[data-snapshot=saved], html[data-snapshot=restored]",
                               state="attached", timeout=SAVE_TIMEOUT_MS)


def revisit(app, query: str = "") -> list[dict]:
    """Open the site again in the same context; the snapshot events of this visit."""
    app.page.console_lines.clear()
    app.page.goto(app.server.url + query)
    app.page.wait_for_selector("html[data-app-state=ready], html[data-app-state=error]",
                               state="attached", timeout=90_000)
    assert app.page.get_attribute("html", "data-app-state") == "ready", app.error_message()
    return snapshot_events(app.page)


# Every text the boot screen's byte count shows, in window.bootBytes.
BOOT_BYTES_JS = """
window.bootBytes = [];
new MutationObserver(() => {
  const text = document.getElementById("boot-bytes")?.textContent;
  if (text) window.bootBytes.push(text);
}).observe(document, { subtree: true, childList: true, characterData: true });
"""


def test_repeat_visit_restores_the_snapshot_and_plays(app):
    has_snapshot(app)  # the first visit's saving: test_a_game_started_at_once_...
    # A returning visitor's files come from the offline copy: the boot screen counts no
    # megabytes (worker.js neither counts nor keeps them while it restores a snapshot).
    app.page.add_init_script(BOOT_BYTES_JS)
    # The wheel is not downloaded again: its modules are in the restored heap.
    wheel = f"/{RUNTIME_DIR}/pygame_core-"
    app.page.context.request_urls.clear()
    events = revisit(app, "?pace=instant&seed=7")
    assert [e["state"] for e in events] == ["restored"], events
    assert app.page.evaluate("window.bootBytes") == []
    assert app.page.get_attribute("html", "data-snapshot") == "restored"
    assert app.page.get_attribute("html", "data-engine") == pygame_core.__version__
    # A game against the computer: the modules the first move and the computer's
    # step import (views, effects, the AI) came with the snapshot.
    play_driver.new_game(app.page, "xeri", 2, ["ai:medium"])
    assert app.page.get_attribute("html", "data-snapshot") == "restored"
    counts: dict = {}
    for _ in range(6):
        play_driver.play_one(app.page, counts)
    assert counts.get("plays", 0) + counts.get("cuts", 0) >= 3, counts
    play_driver.settle(app.page)
    assert not [url for url in app.page.context.request_urls if wheel in url]
    assert not [line for line in app.page.console_lines if line.startswith("error")]


@pytest.mark.cold
def test_a_game_started_at_once_still_gets_its_snapshot(app):
    # A first visit saves the snapshot (over a megabyte). The snapshot's imports run while
    # the page leaves the worker alone; a game started at once waits for them, so even a
    # player who never lingers gets one (worker.js).
    play_driver.start(app.page, app.server.url, game="xeri", seats=["ai:medium"])
    play_driver.play_one(app.page, {})
    app.page.wait_for_selector("html[data-snapshot=saved]", state="attached",
                               timeout=SAVE_TIMEOUT_MS)
    saved = snapshot_events(app.page)[-1]
    assert saved["state"] == "saved" and saved["bytes"] > 1_000_000, saved
    # The returning player's saved game is loaded at once from the restored heap.
    assert [e["state"] for e in revisit(app)] == ["restored"]
    play_driver.play_one(app.page, {})


def damage_snapshot(app, mode: str) -> list[str]:
    """Change the saved snapshots (see DAMAGE_JS); the URLs they are saved under."""
    app.server.overrides["/__test/damage.html"] = DAMAGE_HTML.encode()
    app.server.overrides["/__test/damage.js"] = DAMAGE_JS.encode()
    app.page.goto(f"{app.server.url}__test/damage.html?mode={mode}")
    app.page.wait_for_selector("body[data-keys], body[data-error]", state="attached")
    assert app.page.get_attribute("body", "data-error") is None, \
        app.page.get_attribute("body", "data-error")
    return json.loads(app.page.get_attribute("body", "data-keys"))


def test_damaged_snapshot_falls_back_to_a_normal_boot(app):
    has_snapshot(app)
    assert len(damage_snapshot(app, "bytes")) == 1
    app.page.add_init_script(BOOT_BYTES_JS)
    events = revisit(app)
    assert events[0]["state"] == "fallback", events
    assert "damaged" in events[0]["reason"], events
    # A boot without a snapshot shows its download.
    assert [text for text in app.page.evaluate("window.bootBytes") if " MB" in text]
    # The normal boot makes a good snapshot again, which the next visit restores.
    app.page.wait_for_selector("html[data-snapshot=saved]", state="attached",
                               timeout=SAVE_TIMEOUT_MS)
    assert [e["state"] for e in revisit(app)] == ["restored"]


def test_snapshot_pyodide_refuses_falls_back_to_a_normal_boot(app):
    has_snapshot(app)
    assert len(damage_snapshot(app, "magic")) == 1
    events = revisit(app)
    assert events[0]["state"] == "fallback", events
    assert "magic number" in events[0]["reason"], events
    assert app.page.get_attribute("html", "data-engine") == pygame_core.__version__
    app.page.wait_for_selector("html[data-snapshot=saved]", state="attached",
                               timeout=SAVE_TIMEOUT_MS)


def test_snapshot_of_another_build_is_never_restored(app):
    has_snapshot(app)
    [ours] = damage_snapshot(app, "list")
    # The key names the runtime, stdlib, lock file and wheel hashes of this build.
    assert f"/__snapshot/pyodide-{PYODIDE_VERSION}-" in ours
    [other] = damage_snapshot(app, "rekey")  # now saved under another build's key
    assert other != ours
    events = revisit(app)
    assert "restored" not in [e["state"] for e in events], events
    app.page.wait_for_selector("html[data-snapshot=saved]", state="attached",
                               timeout=SAVE_TIMEOUT_MS)
    # The other build's snapshot was dropped when this build's was saved.
    assert damage_snapshot(app, "list") == [ours]
    assert [e["state"] for e in revisit(app)] == ["restored"]
